"""A guard of a spot, then how near to keep to it said of "it" ("guard row 8 col 15 for me.. stay
within 1 of it", "guard the top left corner. Stay within 2 tiles of it."): the guard within that
many tiles, as "guard row 8 column 15 within 1 tile" reads and "guard the bow. Stay within 2 tiles
of it." is (there "it" is the bow; a spot is no thing "it" can name, so the second part was not
understood). Called from ``heard.heard`` with the voices, once an order, where the order says
"guard" and "within"."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_duties as ld, lexicon_staying as lstay
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy

# A spot a guard keeps: a tile by its row and column, a corner, the middle.
_SPOT = (r"(?:the\s+tile\s+at\s+)?(?:row\s+\d+\s*,?\s*(?:and\s+)?col(?:umn)?\s+\d+"
         r"|\[\s*\d+\s*,\s*\d+\s*\])|the\s+(?:(?:top|bottom)\s+(?:left|right)\s+corner|middle"
         r"|center|centre)")
_SAID = lazy(
    rf"\b{lx.alt(ld.GUARD_VERBS)}\s+(?P<spot>{_SPOT})(?:\s+for\s+me)?\s*(?:\.{{2,}}|…|[,.;?!])\s*(?:and\s+)?"
    rf"{lx.alt(lstay.KEEP_FROM, ('be',))}\s+within\s+(?P<n>\d+|{lx.NUMBER_RE})"
    rf"(?:\s+{lx.alt(UNITS)})?\s+of\s+(?:it|there|that\s+(?:tile|spot|corner))\b",
    re.I,
)
_GATE = frozenset(verb.split()[0] for verb in ld.GUARD_VERBS)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a guard of a spot and its reach said
    after it of "it" said as one guard within that reach; as it was where there is none."""
    if words.isdisjoint(_GATE) or "within" not in words:
        return text
    return _SAID.sub(_within, text)


def _within(found: re.Match[str]) -> str:
    return f"guard {found.group('spot')} within {found.group('n')} tiles"
