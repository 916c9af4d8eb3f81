"""Kinds listed with commas alone after "how many" ("how many arrows, bats?"): each counted, as
"how many arrows and bats?" is (``questions.read_questions``); before, the first alone was
counted and the rest dropped without a word. Words after a comma that are no kind ("how many
bats, roughly?", "how many arrows, buddy?") list nothing."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

_HOW_MANY = lazy(r"\bhow many\s+(?P<listed>[a-z ,]+?)\s*[?.!]*$", re.I)


def listed(plain: str) -> bool:
    """Whether ``plain`` asks how many of two kinds or more, listed with commas alone."""
    if "," not in plain or (found := _HOW_MANY.search(plain)) is None:
        return False
    parts = [p.split() for p in found.group("listed").lower().split(",")]
    words = [
        p[-1] if len(p) == 2 and p[0] == "the" else (p[0] if len(p) == 1 else "") for p in parts
    ]
    return len(words) > 1 and all(w and lx.kind_of(w) and lx.is_plural(w) for w in words)
