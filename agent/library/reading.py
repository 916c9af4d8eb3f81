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

from collections import Counter
from collections.abc import Sequence

from agent.intent import read_order

QUESTION, ERRAND = "question", "errand"
# An entry needs this many examples read as one part before its reading counts.
MIN_READ_EXAMPLES = 3

Reading = tuple[str, str]  # (QUESTION, question kind) or (ERRAND, action)


def reading(text: str) -> Reading | None:
    """What a one-part order asks for; None when it reads as no part or several."""
    parts = read_order(text).parts
    if len(parts) != 1:
        return None
    part = parts[0]
    return (QUESTION, part.question) if part.question else (ERRAND, part.action)


class EntryReadings:
    """Each entry's reading from its examples, kept until the examples change."""

    def __init__(self) -> None:
        self._cache: dict[str, tuple[tuple[str, ...], Counter[Reading]]] = {}

    def of(self, entry_id: str, examples: Sequence[str]) -> Counter[Reading]:
        examples = tuple(examples)
        cached = self._cache.get(entry_id)
        if cached is None or cached[0] != examples:
            found = (reading(e) for e in examples)
            cached = (examples, Counter(r for r in found if r is not None))
            self._cache[entry_id] = cached
        return cached[1]

    def contradicts(self, entry_id: str, examples: Sequence[str], order: Reading) -> bool:
        """Whether the entry is of the other sort: no example of the order's sort (question
        or errand) among enough read examples."""
        counts = self.of(entry_id, examples)
        if sum(counts.values()) < MIN_READ_EXAMPLES:
            return False
        return not any(sort == order[0] for sort, _ in counts)

    def agrees(self, entry_id: str, examples: Sequence[str], order: Reading) -> bool:
        """Whether the entry's most common reading is the order's."""
        counts = self.of(entry_id, examples)
        if sum(counts.values()) < MIN_READ_EXAMPLES:
            return False
        top = counts.most_common(1)[0][0]
        return top == order
