"""A choice between the game's two weapons named as two: "the nearer of the two weapons",
"which of the two weapons is nearer?", "of the 2 weapons, which one is farther from you?". The
game has two weapons, the bow and the sword (``lexicon.WEAPONS``; an arrow is what the bow
shoots, no weapon), so "the two weapons" are those two, said by their names, and a choice
between them reads as it does when they are named ("grab the nearer of the bow and the sword",
"which of the bow and the sword is farther from you?"). Before, the words were not understood.
"Both weapons" and "the weapons" are read as before (each of them, the nearer first). Called
from ``heard.heard`` with the voices, once an order, where the order says "weapons"."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

# The two weapons, by their names ("the bow and the sword").
_NAMED = " and ".join(f"the {w}" for w in sorted(lx.WEAPONS))
_TWO = r"(?:the\s+(?:two|2)|both(?:\s+of)?(?:\s+the)?|the\s+both)\s+weapons\b"
# "of the two weapons, which one is ...": the question asked first, as said by their names.
_OF_FIRST = lazy(rf"\bof\s+{_TWO}\s*,\s*(?:which|what)(?:\s+one)?\s+", re.I)
# "the nearer of the two weapons", "which of the two weapons": a choice between the two.
_SAID = lazy(rf"\bof\s+{_TWO}", re.I)
_GATE = frozenset(("weapons",))


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with the two weapons chosen between said
    by their names; as it was where no choice between two weapons is said."""
    if words.isdisjoint(_GATE) or len(lx.WEAPONS) != 2:
        return text
    text = _OF_FIRST.sub(f"which of {_NAMED} ", text)
    return _SAID.sub(f"of {_NAMED}", text)
