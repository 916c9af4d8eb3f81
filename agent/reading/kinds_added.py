"""Kinds named alone and then added up, said apart: "monsters plus items.. add em up for me",
"bats and arrows, add them up", "the bats and the arrows: sum them": how many of them there are
altogether, one number (``count(monster) + count(item)``), as "how many monsters and items are
there altogether?" reads (before, the whole was not understood). The adding words are
`lexicon_typed.COMBINED_SUM`'s, "for me" after them or not; the kinds are two or more kinds of
the game in the plural, each once ("the bow and the sword, add them up" stays as it was).

The words the reader did not read are taken as the sum where they say it (``summed``, from
``combined_counts.combined`` once the order is read): the sum is carried into the meaning as
data; before, the order was written out as that question and read again."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt, meaning as m
from agent.reading.text import words_in

# Kinds said alone, then the words that add them up: "monsters plus items.. add em up for me".
_LISTED = re.compile(
    r"^\s*(?P<kinds>[a-z ,]+?)\s*(?:\.{2,}|[,:;.!?])\s*(?P<sum>[a-z' ]+?)[\s.!?]*$"
)
_JOINED = re.compile(r"\s*,\s*(?:and\s+)?|\s+(?:and|plus|n)\s+|\s*[+&]\s*")
_EM = re.compile(r"(?<![\w'])'?em\b")
_MARKS = re.compile(r"[^a-z' ]+")
_PLEASE = re.compile(r"\b(?:please|now|and|then|so|ok|okay)\b")
_GATE = frozenset(lt.COMBINED_GATE)


def summed(before: list[m.Step], step: m.Unknown) -> tuple[int, m.Ask] | None:
    """The one question of the sum of the kinds named alone before adding them up, in
    ``step``'s words or in those of the words not read just before it ("bats plus gorgons. sum
    them up": "bats", "gorgons", "sum them up"), and how many of those it takes from the end of
    ``before``; None where they do not say it."""
    run = 0
    while run < len(before) and _alone(before[-1 - run]):
        run += 1
    for taken in range(run, -1, -1):
        named = [s.words for s in before[len(before) - taken :] if isinstance(s, m.Unknown)]
        words = ", ".join([*named, step.words])
        if (asked := _summed(words)) is not None:
            return taken, asked
    return None


def _alone(step: m.Step) -> bool:
    """Words not read that may name kinds alone ("gorgons")."""
    return isinstance(step, m.Unknown) and _KINDS_ALONE.fullmatch(step.words.lower()) is not None


_KINDS_ALONE = re.compile(r"[a-z ]+")


def _summed(words: str) -> m.Ask | None:
    said = words.lower()
    if words_in(said).isdisjoint(_GATE) or (found := _LISTED.match(said)) is None:
        return None
    named = [w.removeprefix("the ") for w in _JOINED.split(found["kinds"].strip())]
    kinds = [lx.kind_of(w) for w in named]
    if len(named) < 2 or None in kinds or len(set(kinds)) < len(kinds) or not all(
            w.endswith("s") for w in named):
        return None
    adding = " ".join(_PLEASE.sub(" ", _MARKS.sub(" ", _EM.sub("them", found["sum"]))).split())
    if adding.removesuffix(" for me") not in lt.COMBINED_SUM:
        return None
    value: m.Expr = m.CountOf(kinds[0] or "")
    for kind in kinds[1:]:
        value = m.Arith("+", value, m.CountOf(kind or ""))
    return m.Ask(m.VALUE, value=value, words=words)
