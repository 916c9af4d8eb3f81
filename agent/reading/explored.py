"""How much to explore, said after the exploring: "explore 10 tiles", "explore at least 25
tiles", "scout ahead and explore a minimum of 40 squares", "explore, see at least 15 tiles of this
place" (a verb of seeing a tour guide's, lexicon_guides.UNSEEN_VERBS, before it; "... you haven't
visited" after it), or as a vague amount ("explore like 20 tiles or so", "explore about 20
squares", "explore around 20 tiles", "20 or so tiles").
The exploring then visits that many new tiles and is done (``explore(tiles)``): as many as asked,
which is at least as many, exactly as many ("scout exactly 15 new tiles") and about as many;
more than any dungeon of the game holds
(``MOST_TILES_SAID``, "at least 500 tiles") is said back.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_address as la,
    lexicon_closers as lc,
    lexicon_duties as ldu,
    lexicon_guides as lg,
    lexicon_parts as lp,
    meaning as m,
)
from agent.reading.patterns import SPACES, lazy

# The most tiles a least said is taken for exploring anyway (the game's map has about 250 of
# floor; a smaller dungeon is explored whole).
MOST_TILES_SAID = 100
_GAP = SPACES
_AT_LEAST = lazy(rf"^(?:for\s+|{lx.alt(lg.UNSEEN_VERBS, ldu.EXPLORE_VERBS)}\s+)?"
                 rf"(?:{lx.alt(lx.EXPLORED_A_BIT)}\s*,?\s*)?"
                 rf"(?:(?P<least>{lx.alt(lx.EXPLORED_AT_LEAST)})|(?P<about>{lx.alt(lp.LOOSELY)}))?"
                 rf"\s*(?P<n>\d+|{lx.NUMBER_RE})(?P<so>\s+or\s+(?:so|more))?\s+"
                 rf"(?:{lx.alt(lx.EXPLORED_NEW)}\s+)?(?:{lx.alt(lx.EXPLORED_UNITS)})"
                 rf"(?:'?\s+{lx.alt(lg.UNSEEN_WORTH, gap=_GAP)})?"
                 rf"(?:\s+(?:of|in)\s+(?:it|(?:the\s+|this\s+)?"
                 rf"(?:{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)})))?"
                 rf"(?:\s+{lx.alt(lg.UNSEEN_NOT_BEEN)}(?:\s+(?:yet|before))?)?"
                 rf"(?:\s+(?:{lx.alt(lx.EXPLORED_NEAR)}))?(?:\s+for\s+{lx.alt(lx.PLAYER_WORDS)})?"
                 rf"(?P<after>\s*,?\s+(?:or\s+(?:so|more)|{lx.alt(lx.EXPLORED_AT_LEAST_AFTER)}))?$",
                 re.I)
# The words of a least or vague amount, one of which an order must hold to be read so.
_LOOSE_WORDS = frozenset((*(w for p in lx.EXPLORED_AT_LEAST for w in p.split()), *(
    w for p in lp.LOOSELY for w in p.split()), "so"))


def explored_enough(step: m.Step | None, rest: str) -> bool:
    """Whether the words after an exploring are only a least number of tiles, or about so many
    (which it visits anyway, and ``explored_tiles`` counts)."""
    if not isinstance(step, m.Act) or step.action != m.EXPLORE:
        return False
    around = _around(step, rest)
    if _LOOSE_WORDS.isdisjoint(rest.lower().split()) and not around:
        return False
    found = _AT_LEAST.match(rest.strip())
    return found is not None and (around or any(found.group("least", "about", "so", "after"))) and (
        _tiles(found) is not None)


def explored_tiles(step: m.Step | None, rest: str) -> int | None:
    """The new tiles the words after an exploring ask it to visit ("10 tiles", "at least 25
    squares", "about 20 tiles"); None where they are no such amount."""
    if not isinstance(step, m.Act) or step.action != m.EXPLORE or step.steps:
        return None
    rest = rest.lstrip(" ,:")  # "explore, at least 20 squares", "survey the area: 15 tiles"
    amount, comma, tag = rest.partition(",")
    if comma and ((tag := tag.strip(" ,.!?").lower()) in la.TAGS or tag in lc.FILLER_END):
        rest = amount  # "at least 25 tiles, okay?", "a dozen tiles you haven't visited, please"
    found = _AT_LEAST.match(rest.strip())
    return None if found is None else _tiles(found)


def explored_with(step: m.Step | None, rest: str) -> tuple[m.Act, str] | None:
    """The exploring with the new tiles the words after it ask for, and the words after the
    amount's piece that are more ("Explore about 15 tiles, don't go near the bats": ", don't go
    near the bats"); None where they say no such amount."""
    if not isinstance(step, m.Act):
        return None
    head, comma, tail = rest.partition(",")
    tiles, after = explored_tiles(step, rest), ""
    if tiles is None and comma:
        tiles, after = explored_tiles(step, head), comma + tail
    return None if tiles is None else (m.Act(m.EXPLORE, steps=tiles, words=step.words), after)


def _around(step: m.Act, rest: str) -> bool:
    # "explore around 20 tiles": "explore around" was the verb, and "around" the amount's too
    return step.words.lower().rstrip(" .!?").endswith(f"around {rest.strip().lower()}") and (
        not rest.lower().startswith("for "))  # "wander around for ten tiles": no amount said


def _tiles(found: re.Match[str]) -> int | None:
    tiles = lx.number(found.group("n"))
    return tiles if tiles is not None and 0 < tiles <= MOST_TILES_SAID else None
