"""What a condition on things carried says to get first where they are missing: "if you've got
the bow and an arrow, take out the bat in the middle, if you're missing one of them, get it
first", "if you have the sword, kill the gorgon, if not, get it first", "..., otherwise get them
first": the other branch is getting them, then the first branch ("..., otherwise get the bow
and an arrow and then take out the bat in the middle"; a thing already carried is not fetched
again). Before, the other branch was not understood, or was the fetch alone and the first
branch's act was left undone ("if not, get it first": fetch the sword, the gorgon left), or
"them" was read as every bow. A voice of ``heard.heard`` (once an order, gated on its words);
other branches are left as said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

_ITEM = rf"(?:the|a|an|one|your)\s+(?:{lx.noun_pattern(lx.ITEM_NAMES, plurals=False)})"
_HAVE = r"(?:'ve\s+got|\s+have\s+got|\s+have|\s+got|'re\s+holding|\s+are\s+holding|'re\s+carrying)"
_MISSING = (
    r"(?:if\s+not|otherwise|else|if\s+you(?:'re|\s+are)\s+missing\s+(?:one|either|any|some|both"
    r"|it|them)?(?:\s+of\s+(?:them|those|these))?|if\s+you\s+(?:don't|do\s+not)(?:\s+have\s+"
    r"(?:them|it|one|both|either))?)"
)
_WHAT = r"(?:it|them|that|those|the\s+missing\s+ones?|what(?:ever)?\s+you(?:'re|\s+are)\s+missing)"
_FIRST = lazy(
    rf"^(?P<cond>\s*if\s+you{_HAVE}\s+(?P<items>{_ITEM}(?:\s+and\s+{_ITEM})?)\s*,\s*)"
    rf"(?P<then>[^,;.]+?)\s*[,;]\s*(?:and\s+)?{_MISSING}\s*,?\s*{lx.alt(lx.FETCH_VERBS)}\s+"
    rf"{_WHAT}\s+first\s*[.!]*$",
    re.I,
)
_GATE = frozenset(("first",))
_GET = lx.FETCH_VERBS[2]  # the verb of getting them said ("get")


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with "get it first" after a condition on
    things carried said as getting them, then the first branch; as it was otherwise."""
    if _GATE.isdisjoint(words) or "if" not in words:
        return text
    found = _FIRST.match(text)
    if found is None:
        return text
    then = found["then"].strip()
    return f"{found['cond']}{then}, otherwise {_GET} {found['items']} and then {then}"
