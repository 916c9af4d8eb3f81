"""A tile's row or column said with a number in words ("go to row ten, column ten", "row
twenty-five"): written in digits, as the number is read wherever digits are, once, when the order
is spelt out (``text.spell_out``). Not "in a row two times": a row counted, no tile."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_code as lc
from agent.reading.patterns import lazy

# The words of a tile's row or column, long enough not to be a letter of a word.
TILE_WORDS = frozenset(w for w in lc.TILE if len(w) > 1)
_TILE_NUMBER = lazy(rf"(?<!\ba\s)\b(?P<tile>{lx.alt(TILE_WORDS)})\s+(?P<n>{lx.NUMBER_RE})\b",
                    re.I)


def tiles_in_digits(text: str, low: str) -> str:
    """``text`` (``low``: in lower case) with each row or column said in words written in digits
    ("row ten" -> "row 10")."""
    if not any(w in low for w in TILE_WORDS):
        return text
    return _TILE_NUMBER.sub(_in_digits, text)


def _in_digits(found: re.Match[str]) -> str:
    return f"{found['tile']} {lx.number(found['n'])}"
