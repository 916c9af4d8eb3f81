"""An amount hedged with "say" after an errand's comma ("keep away from me, say 4 tiles", "walk
left, say 3 steps", "wait, say four turns"): the amount, its hedge a filler, not an order to say
"4 tiles" aloud beside the errand. Read where a clause's pieces are joined
(``sequence._split_commas``), the amount kept with the clause before it ("keep away from me, 4
tiles"); a "say" with anything else after it is a saying ("go to the bow, say hi", "say 4
tiles" alone)."""

from __future__ import annotations

import re

from agent.reading.lexicon import NUMBER_RE, alt
from agent.reading.lexicon_idioms import HEDGES
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy

# What an amount is counted in: tiles and steps (logic.UNITS), and turns.
_UNITS = (*UNITS, "turns", "turn", "ticks", "tick")
_HEDGED = lazy(
    rf"^(?:{alt(HEDGES)})\s+(?=(?:about\s+|around\s+|roughly\s+)?{NUMBER_RE}"
    rf"(?:\s*(?:or|to|-)\s*{NUMBER_RE})?\s+(?:{'|'.join(_UNITS)})\b\s*[.;!?]*$)",
    re.I,
)


def amount_hedged(piece: str) -> str | None:
    """The amount a piece after a comma says with its hedge ("say 4 tiles": "4 tiles"); None for
    any other piece."""
    found = _HEDGED.match(piece) if piece[:1] in "sSlL" else None
    return None if found is None else piece[found.end() :]
