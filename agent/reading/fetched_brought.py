"""Everything brought after errands that fetched: "get the bow and the arrow, then bring everything
to me" brings what was fetched, the bow and the arrow, as "..., then bring them to me" does. A
person reads "everything" after the things just named as those things; before, it was every item
on the map, gathered one by one and brought (``bring every item``), which is not what was asked.
"Bring everything to me" said alone, or after steps that fetched nothing, is every item still."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy

_MASS = lazy(rf"\b(?:{lx.alt(lp.MASS)})\b", re.I)


def everything_fetched(steps: list[m.Step]) -> list[m.Step]:
    """The steps, a bringing of everything right after fetches the bringing of each thing
    fetched, in the order fetched."""
    out: list[m.Step] = []
    for step in steps:
        fetched = _fetched_last(out)
        if fetched and _everything_brought(step):
            out += [m.Act(m.BRING, thing, words=step.words) for thing in fetched]
            continue
        out.append(step)
    return out


def _fetched_last(steps: list[m.Step]) -> list[m.Thing]:
    """The things the fetches at the end of ``steps`` take, in order; [] when the last step is
    no fetch of a thing."""
    things: list[m.Thing] = []
    for step in reversed(steps):
        if not (isinstance(step, m.Act) and step.action == m.FETCH and step.thing is not None):
            break
        things.insert(0, step.thing)
    return things


def _everything_brought(step: m.Step) -> bool:
    """ "bring everything to me", "bring all the stuff here": every item, in the words of a mass."""
    return isinstance(step, m.Act) and step.action == m.BRING and step.thing is not None and (
        step.thing.kind == m.ANY_ITEM and step.thing.quantity is None) and _MASS.search(
        step.words) is not None
