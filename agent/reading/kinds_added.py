"""Kinds named alone and then added up, said apart: "monsters plus items.. add em up for me",
"bats and arrows, add them up", "the bats and the arrows: sum them": how many of them there are
altogether, one number, as "how many monsters and items are there altogether?" reads (before,
the whole was not understood). The adding words are `lexicon_typed.COMBINED_SUM`'s, "for me"
after them or not; the kinds are two or more kinds of the game in the plural, each once ("the
bow and the sword, add them up" stays as it was). Called from ``heard.heard`` with the voices,
once an order, where the order says one of `lexicon_typed.COMBINED_GATE`."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt

# Kinds said alone, then the words that add them up: "monsters plus items.. add em up for me".
_LISTED = re.compile(r"^\s*(?P<kinds>[a-z ]+?)\s*(?:\.{2,}|[,:;.!?])\s*(?P<sum>[a-z' ]+?)[\s.!?]*$")
_JOINED = re.compile(r"\s+(?:and|plus|n)\s+|\s*[+&]\s*")
_EM = re.compile(r"(?<![\w'])'?em\b")
_MARKS = re.compile(r"[^a-z' ]+")
_PLEASE = re.compile(r"\b(?:please|now|and|then|so|ok|okay)\b")
_GATE = frozenset(lt.COMBINED_GATE)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) as the one question of the sum of the
    kinds it names alone before adding them up; as it was where it does not."""
    if words.isdisjoint(_GATE) or (found := _LISTED.match(text.lower())) is None:
        return text
    named = [w.removeprefix("the ") for w in _JOINED.split(found["kinds"].strip())]
    kinds = [lx.kind_of(w) for w in named]
    if len(named) < 2 or None in kinds or len(set(kinds)) < len(kinds) or not all(
            w.endswith("s") for w in named):
        return text
    said = " ".join(_PLEASE.sub(" ", _MARKS.sub(" ", _EM.sub("them", found["sum"]))).split())
    if said.removesuffix(" for me") not in lt.COMBINED_SUM:
        return text
    return f"How many {' and '.join(named)} are there altogether?"
