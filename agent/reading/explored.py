"""How much to explore, said after the exploring: "explore at least 25 tiles", "scout ahead and
explore a minimum of 40 squares", "explore, see at least 15 tiles of this place" (a verb of
seeing a tour guide's, lexicon_guides.UNSEEN_VERBS, before it), or as a vague amount ("explore
like 20 tiles or so", "explore about 20 squares", "explore around 20 tiles", "20 or so tiles":
no exact number asked).
Exploring visits every tile it can reach safely, so a least number of tiles, or about so many,
asks nothing more of it, up to a number any dungeon of the game holds (``MOST_TILES_SAID``);
"explore 25 tiles" (that many and no more) and "at least 500 tiles" are still said back.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_guides as lg, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy

# The most tiles a least said is taken for exploring anyway (the game's map has about 250 of
# floor; a smaller dungeon is explored whole).
MOST_TILES_SAID = 100
_AT_LEAST = lazy(rf"^(?:for\s+|{lx.alt(lg.UNSEEN_VERBS)}\s+)?"
                 rf"(?:(?P<least>{lx.alt(lx.EXPLORED_AT_LEAST)})|(?P<about>{lx.alt(lp.LOOSELY)}))?"
                 rf"\s*(?P<n>\d+|{lx.NUMBER_RE})(?P<so>\s+or\s+(?:so|more))?\s+"
                 rf"(?:{lx.alt(lx.EXPLORED_NEW)}\s+)?(?:{lx.alt(lx.EXPLORED_UNITS)})"
                 rf"(?:\s+(?:of|in)\s+(?:the\s+|this\s+)?"
                 rf"(?:{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)}))?"
                 rf"(?P<after>\s*,?\s+(?:or\s+(?:so|more)|{lx.alt(lx.EXPLORED_AT_LEAST_AFTER)}))?$",
                 re.I)
# The words of a least or vague amount, one of which an order must hold to be read so.
_LOOSE_WORDS = frozenset((*(w for p in lx.EXPLORED_AT_LEAST for w in p.split()), *(
    w for p in lp.LOOSELY for w in p.split()), "so"))


def explored_enough(step: m.Step | None, rest: str) -> bool:
    """Whether the words after an exploring are only a least number of tiles, or about so many,
    which it visits anyway."""
    if not isinstance(step, m.Act) or step.action != m.EXPLORE:
        return False
    # "explore around 20 tiles": "explore around" was the verb, and "around" the amount's too
    around = step.words.lower().rstrip(" .!?").endswith(f"around {rest.strip().lower()}") and (
        not rest.lower().startswith("for "))  # "wander around for ten tiles": no amount said
    if _LOOSE_WORDS.isdisjoint(rest.lower().split()) and not around:
        return False
    found = _AT_LEAST.match(rest.strip())
    if found is None or not (around or any(found.group("least", "about", "so", "after"))):
        return False
    tiles = lx.number(found.group("n"))
    return tiles is not None and 0 < tiles <= MOST_TILES_SAID

