"""A question of where a thing is, and of what lies at a named spot, a tile or near a thing (rows
of ``questions.ROWS``): "where is the sword?", "what's in the top left corner?", "which bat is
nearest row 5, column 5?", "what is near the bow?"; a whole side of the map, no point to measure
from, said back."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_closers as lcl, meaning as m
from agent.reading.map_picks import SIDE_OF
from agent.reading.patterns import lazy
from agent.reading.place_rows import spot_name
from agent.reading.question_rows import (
    ASKS_NOTHING,
    Answer,
    Said,
    meant,
    names_no_thing,
    things,
    who,
)

# Where the companion stands, as where a deed is done from: no question of where.
_FROM_HERE = lazy(rf"\b{lx.alt(tuple(w for w in lcl.FROM_WHERE_YOU_ARE if 'where' in w))}\b")


def where(words: dict[str, str], said: Said) -> Answer:
    """ "where is the bow?", "where are you?", "who has the sword?" (where it is: with me, with
    you, or where it lies)."""
    if _FROM_HERE.search(said.s) and said.s.count("where") == 1:
        return None  # "could you throw the sword at the gorgon from where you're standing?"
    named = meant(said.plain)
    if not named and re.search(r"\bits\b", said.plain):
        # "name me its row and column": the thing said before, else said back
        named = meant(re.sub(r"\bits\b", "it", said.plain))
        if not named:
            return m.Unknown(said.text, m.Reason.AMBIGUOUS, "I don't know what \"it\" is here")
    if not named and re.search(r"\b(?:they|them|those)\b", said.plain):
        # "tell me where they are", nothing said before: not where the two of us stand
        return m.Unknown(said.text, m.Reason.AMBIGUOUS, "I don't know who \"they\" are here")
    if not named and re.match(r"(?:have|did|has)\b", said.s):
        return None  # "have you seen anything?": no thing to say where it is
    if said.s.startswith("who") and not (named and lx.is_item(named[0].kind)):
        return ASKS_NOTHING  # "who has the gorgon?": only an item is carried
    if named:
        return m.Ask(m.WHERE, (replace(named[0], quantity=1),), words=said.text)
    if names_no_thing(said.s):
        return ASKS_NOTHING  # "where is the flurb you found?": not where you are
    return m.Ask(m.WHERE, who=who(said.plain, ""), words=said.text)


# The named spots a question may ask what lies at ("what's in the top left corner?"): a corner
# or the middle, each a point of the map; a whole side is no point to measure from.
_POINTS = ("top left", "top right", "bottom left", "bottom right", "middle")
SIDE_WHY = (f"I can tell what lies {lx.NEAREST[0]} a corner or the middle of the "
            f"{lx.DUNGEON_WORDS[0]}, not along a whole side of it")
CORNER_WHY = (f"I can tell what lies {lx.NEAREST[0]} a corner (\"what is {lx.NEAREST[0]} the top "
              f"left corner?\"), not which corner is {lx.NEAREST[0]} something: name the corner, "
              "top left, top right, bottom left or bottom right")
TILE_WHY = (f"I can tell where the one of a kind nearest a tile is (\"which {lx.BAT} is "
            f"{lx.NEAREST[0]} row 5, column 8?\"), not what lies there")
_FAR_FROM = lazy(rf"\b{lx.alt(lx.FARTHEST, lx.FARTHER)}\b")


def at_a_spot(words: dict[str, str], said: Said) -> Answer:
    """ "what lies in the bottom right corner?", "which bat is closest to the top right corner?":
    the thing of that kind (anything, none named) nearest that point of the map, with its
    distance from it ("is there a bat in the top right?" counts them: regions); a side said back."""
    spot = words.get("spot") or words["tile"]
    named = [th for th in things(said.plain[: said.plain.rfind(spot)]) if not th.is_party]
    if len({th.kind for th in named}) > 1 or said.either and spot in said.either.second:
        return None  # one of two: "which is closer, the bat in the middle or the bat in the ..."
    kind = named[0].kind if named else m.ANY_MONSTER if said.s.startswith("who") else m.ANYTHING
    pick = m.FARTHEST if _FAR_FROM.search(said.s) else m.NEAREST
    if not words.get("spot"):
        return at_a_tile(kind, pick, m.tile(int(words["row"]), int(words["col"])), said.text)
    if (name := spot_name(words["spot"])) not in _POINTS:
        if named and name in SIDE_OF:  # "which bat is nearest the right side?" (map_picks)
            return m.Ask(m.WHICH, (m.Thing(kind, pick=pick, origin=SIDE_OF[name]),), pick=pick,
                         words=said.text)
        return m.Unknown(said.text, m.Reason.CANNOT, SIDE_WHY)
    return m.Ask(m.WHICH, (m.Thing(kind, pick=pick, origin=name),), pick=pick, words=said.text)


def at_a_tile(kind: str, pick: str, tile: str, text: str) -> Answer:
    """ "which arrow is closest to row 16, column 8?": where the one of that kind nearest the
    tile is (it was the one nearest the companion); what lies there, of any kind, is said
    back (where the one nearest is says no kind)."""
    if kind == m.ANYTHING:
        return m.Unknown(text, m.Reason.CANNOT, TILE_WHY)
    return m.Ask(m.WHERE, (m.Thing(kind, pick=pick, origin=tile),), words=text)


def near_a_thing(anchor_word: str, text: str) -> tuple[m.Ask, ...]:
    """ "what's near the bow?", "what is next to the gorgon?": the nearest monster and the
    nearest item of each other kind to it (the thing itself is nearest of its own kind); () when
    the word names no one kind."""
    anchor = lx.kind_of(anchor_word)
    if anchor is None or anchor not in (*lx.ITEM_NAMES, *lx.MONSTER_KINDS):
        return ()
    kin = lx.ITEM_NAMES if lx.is_item(anchor) else lx.MONSTER_KINDS
    others = (m.ANY_MONSTER if lx.is_item(anchor) else m.ANY_ITEM,
              *(k for k in kin if k != anchor))
    return tuple(m.Ask(m.WHICH, (m.Thing(k, pick=m.NEAREST, origin=anchor),), pick=m.NEAREST,
                       words=text) for k in others)
