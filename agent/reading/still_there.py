"""A thing still where it was, or taken since, said as the reader reads it (a voice of
``heard.heard``, once an order, gated on its words): the second of two conditions that says the
thing of the first, still there, was taken ("if the bow is still where it was, guard it, and if
someone took it, guard me instead", "if the bow's still where it was guard it, if someone took
it guard me instead", "..., if it's gone, ...") is its "if not" ("..., guard it, if not, guard
me instead"), and "if someone took the bow" alone is "if the bow is gone" (no bow left on the
floor). Before, the second condition was not understood (and with a ";" its branch was read as
a step of the first). A taking said of the companion or the player ("if you took it", "if I
picked it up") is left as said: those are what one of us carries."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx
from agent.reading.patterns import lazy

_ITEM = lx.noun_pattern(lx.ITEM_NAMES)
_SOMEONE = r"(?:someone|somebody|anyone|anybody|something)"
_TOOK = r"(?:has\s+)?(?:took|taken|picked\s+up|grabbed|stole|stolen|snatched)"
_TOOK_IT = r"(?:has\s+)?(?:took|taken|picked|grabbed|snatched)\s+it\s+(?:up|away)"
# "if the bow is still where it was": the first condition, its thing still there.
_STILL = lazy(
    rf"\bif\s+(?:the\s+)?(?P<x>{_ITEM})(?P<is>'s|\s+is)\s+still\s+(?:there|here|where\s+it\s+"
    r"(?:was|is|lay|lies)|on\s+the\s+(?:floor|ground)|lying\s+(?:there|around|on\s+the\s+"
    r"(?:floor|ground)))\b",
    re.I,
)
# ", and if someone took it, ...", ", if it's gone ...": the second, taken since.
_TAKEN_AFTER = lazy(
    rf"(?P<sep>\s*[,;]\s*(?:and\s+|but\s+)?|\s+and\s+|\s*[.!]\s*)if\s+(?:{_SOMEONE}\s+(?:{_TOOK_IT}"
    rf"|{_TOOK}\s+(?:it|the\s+(?P<y>[a-z]+))(?:\s+away)?)|it(?:'s|\s+is|\s+has\s+been|'s\s+been)\s+(?:gone"
    r"|taken|missing|not\s+there(?:\s+anymore)?))\b\s*,?\s*",
    re.I,
)
# "if the bow is still there, tell me": a report, watched for (no "if not" of it is read).
_TOLD = lazy(rf"\b(?:{lx.alt((*lx.TELL_ME, *lx.SAY_VERBS))})\b", re.I)
# "if someone took the bow": no bow left on the floor.
_TAKEN_ALONE = lazy(rf"\bif\s+{_SOMEONE}\s+{_TOOK}\s+the\s+(?P<x>{_ITEM})\b(?:\s+away)?", re.I)
_GATE = frozenset(
    ("someone", "somebody", "anyone", "anybody", "something", "gone", "taken", "missing")
)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a thing taken since said as the
    reader reads it; as it was otherwise."""
    if "if" not in words or (_GATE.isdisjoint(words) and "still" not in words):
        return text
    if (still := _STILL.search(text)) is not None:
        if still["is"].startswith("'"):  # "the bow's still where it was": is
            text = f"{text[: still.start('is')]} is{text[still.end('is') :]}"
            still = _STILL.search(text)
            assert still is not None
        after = _TAKEN_AFTER.search(text, still.end())
        told = after is not None and _TOLD.search(text, still.end(), after.start())
        if (
            after is not None
            and not told
            and (
                after["y"] is None
                or lx.kind_of(after["y"].lower()) == (lx.kind_of(still["x"].lower()))
            )
        ):
            sep = after["sep"] if after["sep"].strip() else ", "
            return f"{text[: after.start()]}{sep.rstrip()} if not, {text[after.end() :]}"
    return _TAKEN_ALONE.sub(lambda f: f"if the {f['x']} is gone", text)
