"""An amount hedged with "say" after an errand's comma ("keep away from me, say 4 tiles", "walk
left, say 3 steps", "wait, say four turns"): the amount, its hedge a filler, not an order to say
"4 tiles" aloud beside the errand; "like" too ("keep away from it, like five tiles or more", the
least said after the amount kept with it). Read where a clause's pieces are joined
(``sequence._split_commas``), the amount kept with the clause before it ("keep away from me, 4
tiles"); a "say" with anything else after it is a saying ("go to the bow, say hi", "say 4
tiles" alone).

A distance remarked after an errand's comma that changes nothing of it (``aside_distance``, from
``clause.with_rest``): how far its thing lies ("grab the bow, its like a dozen squares away",
"kill the bat, it's about 10 tiles from here": the errand goes there however far), and how far
out a standing between may be ("get between me and the gorgon, a few squares out in front of me
is fine": it stands between wherever it stands). A walk's remark is its count ("walk left, it's
3 tiles") and said back as before; so is a distance said any other way."""

from __future__ import annotations

import re

from agent.reading import meaning as m
from agent.reading.lexicon import NUMBER_RE, alt
from agent.reading.lexicon_idioms import HEDGES
from agent.reading.lexicon_parts import LOOSELY
from agent.reading.lexicon_staying import LEAST_AFTER
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy

# What an amount is counted in: tiles and steps (logic.UNITS), and turns.
_UNITS = (*UNITS, "turns", "turn", "ticks", "tick")
_HEDGED = lazy(
    rf"^(?:{alt(HEDGES)})\s+(?=(?:about\s+|around\s+|roughly\s+)?{NUMBER_RE}"
    rf"(?:\s*(?:or|to|-)\s*{NUMBER_RE})?\s+(?:{'|'.join(_UNITS)})\b"
    rf"(?:\s+{alt(LEAST_AFTER)})?\s*[.;!?]*$)",
    re.I,
)


def amount_hedged(piece: str) -> str | None:
    """The amount a piece after a comma says with its hedge ("say 4 tiles": "4 tiles"); None for
    any other piece."""
    found = _HEDGED.match(piece) if piece[:1] in "sSlL" else None
    return None if found is None else piece[found.end() :]


_SOME = (
    rf"(?:(?:only|just)\s+)?(?:(?:{alt(LOOSELY)})\s+)?{NUMBER_RE}(?:\s+or\s+so)?"
    rf"\s+(?:{'|'.join(UNITS)})"
)
# "it's a dozen squares away", "the bow is about 10 tiles from here": how far its thing lies.
_LIES = lazy(
    rf"^(?:it is|its|that is|thats|the \w+ is|they are|theyre)\s+{_SOME}\s+"
    r"(?:away|off|from (?:here|me|you|us))(?:\s+from (?:here|me|you|us))?(?:\s+or so)?$"
)
# "a few squares out in front of me is fine": how far out a standing between may be.
_OUT_FRONT = lazy(
    rf"^(?:(?:stand(?:ing)?|being)\s+)?{_SOME}\s+(?:out\s+)?(?:in front of|ahead of|out from)\s+"
    r"me\s+(?:is|would be|will be)\s+(?:fine|ok|okay|good|enough|plenty|alright|all right)$"
)
_ASIDE_WORDS = frozenset(("away", "off", "from", "front", "ahead"))


def aside_distance(step: m.Step, rest: str) -> bool:
    """Whether ``rest``, after ``step``'s comma, only remarks how far its thing lies or how far
    out a standing between may be (the module's second paragraph)."""
    if not isinstance(step, m.Act) or _ASIDE_WORDS.isdisjoint(rest.split()):
        return False
    if step.action == m.PROTECT:
        return _OUT_FRONT.match(rest) is not None
    on = step.thing or (step.place.thing if step.place is not None else None)
    return (
        on is not None
        and not on.is_party
        and step.action != m.WALK
        and (_LIES.match(rest) is not None)
    )
