"""An order that puts itself right ("go left... actually right, 3 steps", "get the bow, I mean
the sword"): what it puts right is no part of the order, and a restatement that still goes that
way or names that thing is turned back (it would run what the player took back)."""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_parts as lp

# The last correction of the order: a phrase of the lexicon's class, or "no" said alone between
# marks ("the bow, no, the sword").
_MARK = re.compile(rf"(?<![\w']){lx.alt(lp.CORRECTION)}(?![\w'])|(?<=[,.!?;])\s*no\s*(?=[,.!])",
                   re.I)


def taken_back(order: str, said: Callable[[str], set[str]]) -> set[str]:
    """What ``said`` finds before the order's last correction and the correction replaces: what
    the words after it say instead, none of which was said before ("go left... actually right":
    west; "get the bow and the sword, actually the sword first": nothing, the sword was said
    before and nothing is replaced)."""
    found = list(_MARK.finditer(order))
    if not found:
        return set()
    before, after = said(order[:found[-1].start()]), said(order[found[-1].end():])
    if not after or after & before:
        return set()
    return before - after
