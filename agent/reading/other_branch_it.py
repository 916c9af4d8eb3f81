""" "It" in a condition's other branch that names the one thing of the first branch, where the
condition names none: "if I've got less than 3 health, stand between me and the gorgon,
otherwise go kill it" (kill the gorgon), "if you're hurt, stay by the bow, otherwise bring it
to me", "if it's safe, go to the sword, else guard it". A voice of ``heard.heard`` (once an
order, gated on its words): "it" said as that thing. Before, "it" there was not read (the
condition gives it no thing) and the order was refused. A condition that names a thing of its
own (its "it" is read from it), a first branch naming two things or none, and "it" in the first
branch are left as said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy

_NOUN = lx.noun_pattern()
# "if C, <first branch>, otherwise <words> it": the condition, the branch, the other branch.
_BRANCHES = lazy(
    r"^(?P<cond>\s*(?:if|unless)\b[^,;.]*[,;]\s*)(?P<then>[^,;.]+?)(?P<sep>[,;]?\s*(?:otherwise"
    r"|else|or\s+else)\s*,?\s+)(?P<other>[^,;.]*?\b)it\b",
    re.I,
)
_THINGS = lazy(rf"\b(?:{_NOUN})\b", re.I)
_GATE = frozenset(("otherwise", "else"))


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with "it" in the other branch said as
    the first branch's thing; as it was otherwise."""
    if (
        _GATE.isdisjoint(words)
        or "it" not in words
        or ("if" not in words and "unless" not in words)
    ):
        return text
    found = _BRANCHES.match(text)
    if found is None or _THINGS.search(found["cond"]) or re.search(r"\bit\b", found["then"]):
        return text
    kinds = {k for w in _THINGS.findall(found["then"]) if (k := lx.kind_of(w.lower()))}
    if len(kinds) != 1 or (kind := kinds.pop()) in m.WHO or kind not in lx.concrete(kind):
        return text
    return f"{text[: found.end('other')]}the {kind}{text[found.end() :]}"
