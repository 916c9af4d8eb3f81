"""An amount hedged with "say" after an errand's comma ("keep away from me, say 4 tiles", "walk
left, say 3 steps", "wait, say four turns"): the amount, as said without the hedge ("keep away
from me, 4 tiles"), not an order to say "4 tiles" aloud beside the errand. Made so once, before
anything is read (``narrated.as_today``); a "say" with anything else after it is left as it is
("go to the bow, say hi", "say 4 tiles")."""

from __future__ import annotations

import re

from agent.reading.lexicon import NUMBER_RE, alt
from agent.reading.lexicon_idioms import HEDGES
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy

# What an amount is counted in: tiles and steps (logic.UNITS), and turns.
_UNITS = (*UNITS, "turns", "turn", "ticks", "tick")
_HEDGED = lazy(
    rf",\s*(?:{alt(HEDGES)})\s+(?=(?:about\s+|around\s+|roughly\s+)?{NUMBER_RE}"
    rf"(?:\s*(?:or|to|-)\s*{NUMBER_RE})?"
    rf"\s+(?:{'|'.join(_UNITS)})\b\s*(?:[,.;!?]|$))",
    re.I,
)


def unhedged(text: str) -> str:
    """``text`` with the "say" before an amount after a comma left out."""
    low = text.lower()
    if "," not in low or not any(hedge in low for hedge in HEDGES):
        return text
    return _HEDGED.sub(", ", text)
