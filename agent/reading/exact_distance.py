"""A distance said with both its bounds denied after it: "stand 2 tiles from the bow, no more, no
less", "keep 3 tiles from me, not more and not less", "stay 4 squares away from the sword, no
closer and no farther": exactly that distance, as "stay exactly 2 tiles from the bow" reads (a
kept distance whose least and most are both 2; "stand" there is "stay"). Before, the words after
the comma were not understood. Called from ``heard.heard`` with the voices, once an order, where
the order says "less", "closer", "nearer" or "farther"."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_staying as lstay
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy

# Both bounds denied: "no more, no less", "not closer and not farther", "neither more nor less".
_NO = r"(?:no|not)\s+"
_AND = r"\s*,?\s*(?:(?:and|but|or)\s+)?"
_NEAR, _FAR = lx.alt(lx.NEARER), lx.alt(lx.FARTHER)
_BOTH_DENIED = (
    rf"(?:{_NO}more{_AND}{_NO}less|{_NO}less{_AND}{_NO}more|neither more nor less"
    rf"|{_NO}{_NEAR}{_AND}{_NO}{_FAR}|{_NO}{_FAR}{_AND}{_NO}{_NEAR})"
)
# "stand 2 tiles from the bow": kept as "stay" keeps it (``lexicon_staying.KEEP_AT``).
_STAND, _STAY = lstay.STAY_THERE[2], lstay.KEEP_AT[0]
_SAID = lazy(
    rf"(?<!and )(?<!to )\b(?:(?P<stand>{_STAND})\s+)?(?P<n>{lx.NUMBER_RE})\s+"
    rf"(?P<unit>{lx.alt(UNITS)})\s+(?P<tail>(?:away\s+)?from\s+"
    rf"[^,.;!?]+?)\s*,?\s*{_BOTH_DENIED}\b(?:\s*,?\s*(?:either|at all))?",
    re.I,
)
# Both bounds said and both denied after them ("stay between three and five tiles from me, no
# closer, no farther"): the band, said once.
_BAND = lazy(
    rf"\b(?P<band>between\s+{lx.NUMBER_RE}\s+and\s+{lx.NUMBER_RE}\s+{lx.alt(UNITS)}\s+"
    rf"(?:away\s+)?from\s+[^,.;!?]+?)\s*,?\s*{_BOTH_DENIED}\b",
    re.I,
)
_GATE = frozenset(("less", *lx.NEARER, *lx.FARTHER))


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a distance whose bounds are denied
    after it said as exactly that distance; as it was where none is."""
    if words.isdisjoint(_GATE):
        return text
    return _SAID.sub(_exactly, _BAND.sub(r"\g<band>", text))


def _exactly(found: re.Match[str]) -> str:
    verb = f"{_STAY} " if found.group("stand") else ""
    return f"{verb}exactly {found.group('n')} {found.group('unit')} {found.group('tail')}"
