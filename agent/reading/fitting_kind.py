"""The kind "one", "it" or "them" stands for, fitted to the order's verb: "An arrow would come in
handy before you face the bats. Go grab one.": an arrow, the item the sentence before named, not
the bats it named last, since a fetch takes an item and a fight a monster. Where the sentence
before names no kind that fits, the kind named last stands (and the errand says what it cannot
do)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agent.reading import lexicon as lx, lexicon_parts as lp
from agent.reading.patterns import lazy

_FETCHING = lazy(rf"^(?:go\s+(?:and\s+)?)?(?:{lx.alt((*lx.FETCH_VERBS, *lx.BRING_VERBS))})\b",
                 re.I)
# A fight's verb, or one split by its object ("take it down", "wipe them out").
_FIGHTING = lazy(rf"^(?:go\s+(?:and\s+)?)?(?:{lx.alt(lx.ATTACK_VERBS)})\b"
                 r"|^[a-z]+\s+(?:it|them|one|her|him)\s+(?:down|out|off)\b", re.I)
_WORD = lazy(r"[a-z]+")


def fitting_kind(kind: str | None, sentence: str, before: Sequence[str]) -> str | None:
    """``kind`` (named last before ``sentence``), or the kind of the fitting sort the sentence
    before named last where ``kind`` does not fit the verb ``sentence`` opens with (a fight's
    first: "take it down" is no fetch)."""
    if kind is None or not before:
        return kind
    bare = sentence.strip().lower()
    wants: Callable[[str], bool] | None = (
        lx.is_monster if _FIGHTING.match(bare) else lx.is_item if _FETCHING.match(bare) else None)
    if wants is None or wants(kind.split()[0]):
        return kind
    fits = [k for w in _WORD.findall(before[-1].lower()) if (k := lx.kind_of(w)) and wants(k)]
    return fits[-1] if fits else kind


# "How many are there?", "how many are left?" naming no kind.
_HOW_MANY_ALONE = lazy(rf"^\W*how many\s+(?:(?:are|is|were)\s+)?(?:still\s+)?"
                       rf"(?:{lx.alt(lp.LEFT_AFTER)}|there\s+are|are\s+there)\b[^a-z]*$", re.I)


def counted_again(sentence: str, kind: str | None) -> bool:
    """Whether ``sentence`` asks how many there are of no kind, after a sentence that named
    ``kind`` ("Could you count the bats for me? How many are there?": the bats)."""
    return kind is not None and _HOW_MANY_ALONE.match(sentence) is not None
