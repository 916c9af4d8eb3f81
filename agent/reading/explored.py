"""How much to explore, said after the exploring: "explore at least 25 tiles", "scout ahead and
explore a minimum of 40 squares". Exploring visits every tile it can reach safely, so a least
number of tiles asks nothing more of it, up to a number any dungeon of the game holds
(``MOST_TILES_SAID``); "explore 25 tiles" (that many and no more) and "at least 500 tiles" are
still said back.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy

# The most tiles a least said is taken for exploring anyway (the game's map has about 250 of
# floor; a smaller dungeon is explored whole).
MOST_TILES_SAID = 100
_AT_LEAST = lazy(rf"^(?:{lx.alt(lx.EXPLORED_AT_LEAST)})\s+(?P<n>\d+|{lx.NUMBER_RE})\s+"
                 rf"(?:new\s+|different\s+)?(?:{lx.alt(lx.EXPLORED_UNITS)})"
                 rf"(?:\s+(?:of|in)\s+(?:the\s+)?(?:{lx.alt(lx.DUNGEON_WORDS)}))?$", re.I)


def explored_enough(step: m.Step | None, rest: str) -> bool:
    """Whether the words after an exploring are only a least number of tiles it visits anyway."""
    if not isinstance(step, m.Act) or step.action != m.EXPLORE or "least" not in rest and (
            "minimum" not in rest and "fewer" not in rest and "less" not in rest):
        return False
    found = _AT_LEAST.match(rest.strip())
    if found is None:
        return False
    tiles = lx.number(found.group("n"))
    return tiles is not None and 0 < tiles <= MOST_TILES_SAID
