"""A sentence said to come before those said before it ("Kill the gorgon. Grab the sword first.",
"But first, get the bow."): its steps go ahead of the steps read before it (``reader.read``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.sequence import is_step

# A sentence said to come before those said before it: "first" at its start or end.
_FIRST_SAID = lazy(
    r"^\W*(?:but\s+|and\s+)?(?:first(?:\s+of\s+all)?(?:,?\s+though)?\b,?\s*"
    r"(?P<y>.+?)|(?P<y2>.+?),?\s+first(?:\s+of\s+all)?)"
    rf"(?:,?\s+{lx.alt(lx.CLOSERS, ('though', 'now'))})*\W*$",
    re.I,
)


def placed(steps: list[m.Step], read: Sequence[m.Step], said: str) -> tuple[int, list[m.Step]]:
    """Where the steps ``read`` from the sentence ``said`` begin among ``steps``, and the steps
    with them: after those before, or ahead of them when the sentence is said to come first
    ("Kill the gorgon. Grab the sword first.")."""
    if steps and said_first(said):
        return 0, [*read, *steps]
    return len(steps), [*steps, *read]


def said_first(sentence: str) -> bool:
    """Whether the sentence is a step said to come first ("grab the sword first", "But first,
    get the bow.")."""
    found = _FIRST_SAID.match(sentence)
    return found is not None and is_step(found.group("y") or found.group("y2"))
