"""A thing a condition says the companion carries, fought with as "it" in the step it leads to:
"if you've got the sword, go kill the bats with it" (the sword, which cannot defeat a bat:
refused with what it takes), "if you have the bow, shoot the gorgon with it" (refused), "if
you're holding the sword, kill the gorgon with it" (the fight, with the sword). Before, "it" was
not read in a step that names a thing of its own, so "with it" was dropped and the bats were
fought with the bow, fetched first. A voice of ``heard.heard`` (once an order, gated on its
words): "with it" said as "with the sword", which ``weapons`` reads. A step that names an item
of its own before "with it" ("if you have an arrow, get the bow and shoot a bat with it") is
left as said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

_ITEM = lx.noun_pattern(lx.ITEM_NAMES)
# "if you've got the sword, ...": a condition on what the companion carries, its thing, then
# the step up to "with it".
_HELD_THEN = lazy(
    rf"^(?P<cond>\s*(?:if|when|once|since)\s+(?:you|u)\b[^,;.]*?\b(?:got|have|has"
    r"|holding|carrying|wielding|hold|carry|wield)\s+(?:the|a|an|your|that)\s+"
    rf"(?P<item>{_ITEM})\b[^,;.]*[,;]\s*)(?P<step>[^,;.]*?\bwith)\s+it\b",
    re.I,
)
_ANY_ITEM = lazy(rf"\b(?:{lx.noun_pattern(lx.ITEM_KINDS)})\b", re.I)
_GATE = frozenset(("with",))
_LEADS = frozenset(("if", "when", "once", "since"))


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with "with it" after a condition on the
    thing carried said as that thing; as it was otherwise."""
    if _GATE.isdisjoint(words) or _LEADS.isdisjoint(words) or "it" not in words:
        return text
    found = _HELD_THEN.match(text)
    if found is None or _ANY_ITEM.search(found["step"]):
        return text
    item = lx.kind_of(found["item"].lower())
    return f"{found['cond']}{found['step']} the {item}{text[found.end() :]}" if item else text
