"""A question of which (the "which is near" row of ``questions.ROWS``): which of a kind, or of two
things, is nearest or farthest, measured from one of us, a thing, a corner, the middle or a tile
("which is nearer to the bat, the sword or the bow?", "which bat is closest to the top left
corner?"); and a thing named by what beats the monster a relation picks (``beaten_pick``: "which
weapon beats the monster nearest the bow?", said back)."""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_parts as lp,
    meaning as m,
    question_rows as qr,
    where_asked as wra,
)
from agent.reading.of_two import measured_from_last
from agent.reading.patterns import lazy
from agent.reading.picked_of_two import which as which_picked
from agent.reading.place_rows import CORNERS, SPOT, spot_name
from agent.reading.question_rows import Answer, Said
from agent.reading.the_one_asked import picked_alive

# The two of us as the alternatives of "which is nearer": "which of us", "you or me".
_US_RE = lazy(r"\b(?:(?:which|who) (?:one )?of us|of the two of us|who among us"
              r"|(?:to |from )?(?:you|me|i) or (?:to |from )?(?:you|me|i)\b)")
# The thing a superlative is measured from, last: "... closest to the sword".
# "which potion is ...": the noun asked of, after "which" or "what".
_WHICH_NOUN = lazy(r"^(?:which|what) (?P<noun>(?!one\b|ones\b)[a-z]+|of (?:them|these|those))"
                   r" (?:is|are)\b")
_ANCHOR_RE = lazy(rf"\b(?:to|from|{lx.alt(lx.NEAREST, lx.FARTHEST)})\s+(?:the\s+)?"
                  r"(?P<anchor>[a-z']+)$")
# A word of near or far in a question of which ("which monster is closest?", "what's near me?").
_NEAR = lx.alt(lx.NEAREST, lx.NEARER, lx.SHORTER_WAY, ("near",))
_FAR = lx.alt(lx.FARTHEST, lx.FARTHER, lx.LONGER_WAY, ("most distant",))
_NEAR_WORD = lazy(rf"\b({_NEAR})\b")
_FAR_WORD = lazy(rf"\b({_FAR})\b")
_DISTANCE_WORD = lx.alt(lx.BY_DISTANCE)
_BY_DISTANCE = lazy(rf"\b{_DISTANCE_WORD}\b")
# A tile said by its row and column ("row 16, column 8").
_TILE = r"(?:tile |square )?row (?P<row>\d+),? (?:and )?col(?:umn)? (?P<col>\d+)"
_TO_A_TILE = lazy(rf"\b(?:to|from|{_NEAR}|{_FAR}) (?:the )?{_TILE}\b")
_TO_A_SPOT = lazy(rf"\b(?:to|from|{_NEAR}|{_FAR}) (?P<spot>{SPOT})\b")
_WHAT_IS_NEAR = lazy(rf"\b(?:what|which one|who) is (?:the )?(?:near|"
                     rf"{lx.alt(lx.NEAREST, lx.FARTHEST)})\b|\bnear you\b|\bnear me\b")
# "what is the nearest flurb?": the word after the pick, a word for no thing of the game.
_PICKED_WORD = lazy(rf"\bthe {_DISTANCE_WORD} (?P<word>[a-z][a-z'-]*)")


# Things named by their relation to other things, where the readers of which and of near would
# take only the relation: "which weapon beats the monster nearest the bow?" asks what defeats a
# monster picked by where it is, not which thing is nearest (the question of which read it as
# "which item or monster is nearest?", and answered that).
#
# What defeats a kind is known whatever one of it is meant ("what kills the bat nearest the bow?":
# the bow and an arrow, as for every bat); what defeats "the monster nearest the bow" is what
# defeats whichever kind that one is, which the meaning cannot say (a question of what defeats is
# of a kind), so it is refused in words.
_DEFEATS = frozenset(lp.WHAT_DEFEATS)
# The thing a verb of defeating is said of: "beats the monster nearest the bow".
_BEATEN = lazy(rf"\b(?:{lx.alt(lp.WHAT_DEFEATS)})\s+(?:the|a|an|that|this)\s+(?P<noun>[a-z']+)")
BEATEN_PICK_WHY = (
    f"I can tell what defeats a {lx.GORGON} or a {lx.BAT}, not what defeats one picked by where "
    "it is: ask me which one it is, then what defeats that"
)


def beaten_pick(said: Said) -> Answer:
    """A question of which or of near that asks what defeats the thing picked ("which weapon
    beats the monster nearest the bow?"): what defeats its kind, when a monster's kind is named;
    else refused in words. None when no verb of defeating is in it."""
    if _DEFEATS.isdisjoint(re.findall(r"[a-z]+", said.s)):
        return None
    found = _BEATEN.search(said.s)
    kind = lx.kind_of(found.group("noun")) if found else None
    if kind is not None and lx.is_monster(kind) and kind != m.ANY_MONSTER:
        # "what kills the bat nearest the bow?": what kills every bat
        return m.Ask(m.WEAKNESS, (m.Thing(kind),), words=said.text)
    return m.Unknown(said.text, m.Reason.CANNOT, BEATEN_PICK_WHY)


def _which(words: dict[str, str], said: Said) -> Answer:
    """ "which is nearer to you, the gorgon or the bow?", "which monster is closest?"."""
    if (beaten := beaten_pick(said) or picked_alive(said.text, said.s)) is not None:
        return beaten  # "which weapon beats the monster nearest the bow?": not which is nearest
    s, text = said.s, said.text
    near = _NEAR_WORD.search(s)
    far = _FAR_WORD.search(s)
    if re.search(r"\bthan\b", s):
        return None  # "is the bow closer than the sword": a yes or no (_check)
    things = [th for th in qr.things(s, unique=False) if not th.is_party]
    is_near = re.match(r"^(?:is|are)\b", s) and not (near and near.group(1) != "near") and not far
    # a yes or no (_check): "is there a bat near me?", "are you near me?", "is the bat near me?"
    if (re.match(r"^(?:is|are) there\b", s) and any(th.kind != m.ANYTHING for th in things)
            and not _BY_DISTANCE.search(s)
            or re.match(r"^(?:are you|am i|are we|is the player|is the companion)\b", s)
            and len(things) < 2
            or is_near and len(things) == 1 and re.search(r"\bnear(?: (?:me|you|us)|\W*$)", s)):
        return None
    if is_near and len(things) == 2 and not said.either:
        # "is the gorgon near the sword?" (it said which of the two was nearer to the companion)
        return m.Unknown(text, m.Reason.CANNOT, "I can tell whether something is near you or "
                         "me, not near another thing")
    pick = m.FARTHEST if far and (not near or far.start() < near.start()) else m.NEAREST
    if len(things) > 1:
        things = [th for th in things if th.kind != m.ANYTHING]  # "the closest one"
    if len(things) == 1 and (_US_RE.search(s) or re.match(r"^who\b", s)):
        # "who is closer to the gorgon, you or me?": the two of us are what is compared
        return m.Ask(m.WHICH_OF_US, (m.Thing(things[0].kind),), pick=pick, words=text)
    origin = m.PLAYER if re.search(r"\b(?:to|from|near|nearest|closest|by|around|beside)"
                                   r" (?:me|the player|us)\b", s) else m.COMPANION
    if len(things) == 1 and (at := _TO_A_TILE.search(s)) is not None:
        # "which arrow is closest to row 16, column 8?"
        return wra.at_a_tile(things[0].kind, pick, m.tile(int(at["row"]), int(at["col"])), text)
    anchor = _ANCHOR_RE.search(s)
    if _of_no_thing(things, anchor, s):  # "which potion is closest to the gorgon?"
        return m.Unknown(text, m.Reason.NOT_UNDERSTOOD)
    if len(things) == 2 and anchor and not said.either and (
            lx.kind_of(anchor.group("anchor")) == things[1].kind):
        # "which bat is closest to the sword?": the one bat nearest the sword
        return m.Ask(m.WHICH, (m.Thing(things[0].kind, pick=pick, origin=things[1].kind),),
                     pick=pick, words=text)
    if len(things) >= 2 and any(th.pick for th in qr.meant(s)):
        # "which is nearer, the arrow at row 10, column 2, or the sword?" (it compared any arrow)
        return which_picked(qr.meant(s), s, pick, text) or _of_two([], "", pick, text)
    if len(things) >= 2 and (from_a_point := _from_a_point(things, s, pick, text)) is not None:
        return from_a_point
    if len(things) > 2:  # "which bat is closer, the bow or the sword?" compared the first two
        return m.Unknown(text, m.Reason.CANNOT, f"I can tell which of two is {lx.NEARER[0]}, "
                         "not which of three or more")
    if len(things) == 2:
        return m.Ask(m.WHICH, tuple(m.Thing(th.kind) for th in things), who=origin, pick=pick,
                     words=text)
    if said.either:  # "which bat is closer, the one in the middle or the one in the ...?"
        return m.Unknown(text, m.Reason.CANNOT, f"I can tell which of two is {lx.NEARER[0]} "
                         "where each is named")
    # "which bat is nearest?", "what is nearest to me?": the one of a kind, or of anything
    kind = things[0].kind if things else m.ANYTHING if _WHAT_IS_NEAR.search(s) else None
    if kind == m.ANYTHING and _no_thing_named(s):
        return qr.ASKS_NOTHING  # "is the flurb near you?": not what is nearest
    return m.Ask(m.WHICH, (m.Thing(kind),), who=origin, pick=pick, words=text) if kind else None


def _no_thing_named(s: str) -> bool:
    """Whether the question's subject, or the word after its pick ("what is the nearest
    flurb?"), is a word for no thing of the game."""
    picked = _PICKED_WORD.search(s)
    return qr.names_no_thing(s) or (
        picked is not None and qr.names_no_thing(f"the {picked['word']}"))


def _from_a_point(things: list[m.Thing], s: str, pick: str, text: str) -> Answer:
    """Which of two is nearer to a third thing, a spot or a tile; None: not asked so."""
    if (last := measured_from_last(things, s)) is not None:  # "which of A and B is nearer to C?"
        return _of_two(things[:2], last, pick, text)
    if len(things) >= 3 and re.search(rf"\b{_DISTANCE_WORD}\s+(?:to|from)\s+"
                                      r"(?:the\s+)?" + things[0].kind, s):
        # "which is nearer to the bat, the sword or the bow?": measured from the nearest bat
        return _of_two(things[1:], things[0].kind if not things[0].pick else "", pick, text)
    if (spot := _TO_A_SPOT.search(s)) is not None:
        # "which is closer to the top left corner, the bow or the sword?" (it said which was
        # nearer the companion); a side is a line, not a spot: said back
        name = spot_name(spot["spot"])
        return _of_two(things, name if name in CORNERS or name == "middle" else "", pick, text)
    if (at := _TO_A_TILE.search(s)) is not None:
        # "which is closer to row 5, column 5, the bow or the sword?"
        return _of_two(things, m.tile(int(at["row"]), int(at["col"])), pick, text)
    return None


def _of_two(things: list[m.Thing], origin: str, pick: str, text: str) -> Answer:
    """Which of two kinds of thing is nearer to (farther from) ``origin``: a kind (its nearest
    to the companion), a corner, the middle or a tile, as the crow flies as ``nearer`` measures;
    "" (a side, a thing picked by where it is) or two picked things: said back."""
    if len(things) != 2 or any(th.pick or th.kind in m.WHO for th in things):
        return m.Unknown(text, m.Reason.CANNOT, f"I can tell which of two is {lx.NEARER[0]}, "
                         "not of ones picked by where they lie")
    if not origin:
        return m.Unknown(text, m.Reason.CANNOT, f"I can tell which of two is {lx.NEARER[0]} to "
                         "something, a corner, the middle or a tile, not to a side or one "
                         "picked by where it lies")
    return m.Ask(m.WHICH, tuple(m.Thing(th.kind) for th in things), who=origin, pick=pick,
                 words=text)


def _of_no_thing(things: list[m.Thing], anchor: re.Match[str] | None, s: str) -> bool:
    """Whether "which X is nearest the Y?" asks of an X that is no thing of the game, the one
    thing named being the Y measured from (it was answered as which Y is nearest)."""
    return bool(len(things) == 1 and anchor and lx.kind_of(anchor["anchor"]) == things[0].kind
                and (asked := _WHICH_NOUN.match(s)) and lx.kind_of(asked["noun"]) is None)
