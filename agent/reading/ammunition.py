"""A weapon said with what it shoots ("shoot a bat with the bow and an arrow", "kill a bat using
a bow and arrows"): one way of fighting, read by ``weapons`` as the bow, not split at "and" into
a second step ("shoot an arrow", which was refused as no fight). ``sequence`` asks it before it
splits a clause at "and"."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy
from game.world import ARROW, BOW

# "... with the bow", "... using your longbow": the words before "and" end with the weapon.
_WITH_IT = lazy(rf"\b(?:with|using)\s+(?:(?:the|a|your|my)\s+)?(?:{lx.noun_pattern((BOW,))})$",
                re.I)
# "an arrow", "arrows", "some arrows", "2 arrows": the words after "and" are only what it shoots.
_WHAT_IT_SHOOTS = lazy(rf"^(?:(?:the|an?|one|some|your|my|{lx.NUMBER_RE})\s+)?"
                       rf"(?:{lx.noun_pattern((ARROW,))})$", re.I)


def with_its_ammunition(left: str, right: str) -> bool:
    """Whether "``left`` and ``right``" names a weapon and what it shoots ("with the bow" and "an
    arrow")."""
    low = left.lower()
    if "with" not in low and "using" not in low:
        return False
    return bool(_WITH_IT.search(left.strip()) and _WHAT_IT_SHOOTS.match(right.strip()))
