"""Whether a library entry asks for what an order asks for, as ``agent.intent`` reads them.

Matching by meaning ranks entries by how close their examples sound to the order, and a few
words can outweigh the one that matters: "bring me an arrow" sounds as close to fetching an
arrow as to bringing one, and "what monster is closest to you?" sounds like keeping away from
monsters. The intent reader says what kind of thing an order asks for: a question and of what
kind, or an errand and which action. An entry's own reading is the most common one among its
examples. The library then leaves out an entry of the other sort (an errand for a question, a
question for an errand) and, among entries that score alike, prefers the one that agrees.
An order or entry the reader cannot read, or reads as several parts, constrains nothing.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Sequence

from agent.intent import TELL, WHAT, YES_NO, Part, errand_leads, read_order

QUESTION, ERRAND = "question", "errand"
# An entry needs this many examples read as one part before its reading counts.
MIN_READ_EXAMPLES = 3

Reading = tuple[str, str]  # (QUESTION, question kind) or (ERRAND, action)
# "What are you holding?", "do you have the sword?" and "show me your inventory" ask alike:
# what, yes-or-no and tell-me questions are one kind here (counts, places, distances, health and
# "say" keep their own).
DESCRIBE = "describe"
_DESCRIBING = frozenset({WHAT, YES_NO, TELL})


@functools.lru_cache(maxsize=1024)
def _parts(text: str) -> tuple[Part, ...]:
    """The order's parts, read once for both questions below (the order, and each example)."""
    return read_order(text).parts


def reading(text: str) -> Reading | None:
    """What a one-part order asks for; None when it reads as no part or several, or as an
    errand whose verb does not open it (the reader is then less sure than the scores)."""
    parts = _parts(text)
    if len(parts) != 1:
        return None
    part = parts[0]
    if part.question:
        return (QUESTION, DESCRIBE if part.question in _DESCRIBING else part.question)
    return (ERRAND, part.action) if errand_leads(text) else None


_PLURAL = re.compile(r"\b(?:swords|bows|arrows|bolts|bats|gorgons|monsters|items|enemies)\b")


def many(text: str) -> bool | None:
    """Whether a one-part errand is about every one of a kind ("all the arrows", "the bats")
    or one ("an arrow"); None for anything else."""
    parts = _parts(text)
    if len(parts) != 1 or parts[0].question:
        return None
    return parts[0].every or bool(_PLURAL.search(text.lower()))


class EntryReadings:
    """Each entry's reading from its examples, kept until the examples change."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[tuple[str, ...], Counter[Reading], Counter[bool]]] = {}

    def _read(self, entry_id: str, examples: Sequence[str]) -> tuple[Counter[Reading],
                                                                     Counter[bool]]:
        key = tuple(examples)
        cached = self._cache.get(entry_id)
        if cached is None or cached[0] != key:
            readings = (reading(e) for e in key)
            counts = (many(e) for e in key)
            cached = (key, Counter(r for r in readings if r is not None),
                      Counter(c for c in counts if c is not None))
            self._cache[entry_id] = cached
        return cached[1], cached[2]

    def of(self, entry_id: str, examples: Sequence[str]) -> Counter[Reading]:
        return self._read(entry_id, examples)[0]

    def other_count(self, entry_id: str, examples: Sequence[str], order_many: bool) -> bool:
        """Whether the entry's errands are mostly about every one of a kind while the order is
        about one, or the other way round ("bring me an arrow" is not bringing every arrow)."""
        counts = self._read(entry_id, examples)[1]
        if sum(counts.values()) < MIN_READ_EXAMPLES:
            return False
        return counts.most_common(1)[0][0] != order_many

    def contradicts(self, entry_id: str, examples: Sequence[str], order: Reading) -> bool:
        """Whether the entry is of the other sort: no example of the order's sort (question
        or errand) among enough read examples."""
        counts = self.of(entry_id, examples)
        if sum(counts.values()) < MIN_READ_EXAMPLES:
            return False
        return not any(sort == order[0] for sort, _ in counts)

    def disagrees(self, entry_id: str, examples: Sequence[str], order: Reading) -> bool:
        """Whether the entry's most common reading is another than the order's. An entry with
        too few examples read (a new candidate has one or two) is not said to disagree."""
        counts = self.of(entry_id, examples)
        if sum(counts.values()) < MIN_READ_EXAMPLES:
            return False
        top = counts.most_common(1)[0][0]
        return top != order
