"""A duty to the nearer (or farther) of two things: "guard the closer of the bow and the sword",
"guard the closer of the two weapons" (``two_weapons`` names them), "guard whichever of the bow
and the sword is nearer". A choice decided when the step starts, as "grab the nearer of the bow
and the sword" is: the distance from the companion to each, then the duty to that one. Before,
the words were not understood. Two things of one kind, a party, or a duty that takes no thing
are read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_duties as ldu, meaning as m
from agent.reading.patterns import lazy
from agent.reading.stream import stream

_CMP = rf"(?P<cmp>{lx.alt((*lx.NEARER, *lx.FARTHER))})"
_TWO = r"(?P<a>the\s+[a-z]+)\s+(?:and|or)\s+(?P<b>the\s+[a-z]+)"
_VERB = rf"(?P<verb>{lx.alt(ldu.GUARD_VERBS)})"
_CHOSEN = lazy(rf"^{_VERB}\s+the\s+{_CMP}\s+(?:one\s+)?of\s+{_TWO}\s*[.!]*$", re.I)
_WHICHEVER = lazy(rf"^{_VERB}\s+whichever\s+(?:one\s+)?of\s+{_TWO}\s+is\s+{_CMP}\s*[.!]*$", re.I)
GATE = frozenset((*lx.NEARER, *lx.FARTHER))


def chosen_duty(text: str, asked: bool) -> list[m.Step] | None:
    """The duty to whichever of two things is nearer or farther; None for other words."""
    if asked or (said := stream(text)).words.isdisjoint(GATE):
        return None
    low = said.low.strip()
    found = _CHOSEN.match(low) or _WHICHEVER.match(low)
    if found is None:
        return None
    a, b = (lx.kind_of(found.group(x).split()[-1]) for x in ("a", "b"))
    if a is None or b is None or a == b or not (lx.is_item(a) and lx.is_item(b)):
        return None
    from agent.reading.errands import errand_on  # it reads duties, as this module does

    # the verb as said on the words that name each thing, as said
    duties = [errand_on(found.group("verb"), found.group(x), text) for x in ("a", "b")]
    if not all(isinstance(d, m.Act) and not left.strip() for d, left in duties):
        return None
    op = "<" if found.group("cmp") in lx.NEARER else ">"
    cond = m.Compare(
        op, m.DistanceTo(m.Thing(a), m.COMPANION), m.DistanceTo(m.Thing(b), m.COMPANION)
    )
    return [m.Choice(cond, (duties[0][0],), (duties[1][0],), words=text)]
