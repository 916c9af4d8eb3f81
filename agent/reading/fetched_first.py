"""What comes after a fetch that a condition asks for only where the thing is missing: "if you
don't have the sword, get it first, then kill the gorgon", "unless you have the bow, grab it,
then shoot a bat". The fetch makes the condition false, so the steps after it are the order's
either way: the fetch on the condition, then the rest, as ``checked_first`` reads the same said
in two sentences ("make sure you have the sword; if you don't, get it first, then ..."). Before,
the rest was read inside the branch, and a companion that carried the sword did nothing. A
branch for where the thing is carried ("..., otherwise ...") leaves the choice as said."""

from __future__ import annotations

from agent.reading import meaning as m


def either_way(steps: list[m.Step]) -> list[m.Step]:
    """The steps, each choice of that shape split into the fetch on its condition and the
    steps after the fetch, done either way."""
    out: list[m.Step] = []
    for step in steps:
        if isinstance(step, m.Choice) and len(step.then) > 1 and not step.otherwise and (
                _missing(step.cond, step.then[0])):
            out += [m.Choice(step.cond, step.then[:1], (), words=step.words), *step.then[1:]]
        else:
            out.append(step)
    return out


def _missing(cond: m.Cond, first: m.Step) -> bool:
    """Whether ``cond`` is that the companion lacks the thing ``first`` fetches."""
    return (isinstance(cond, m.Not) and isinstance(cond.cond, m.Has)
            and cond.cond.who == m.COMPANION and isinstance(first, m.Act)
            and first.action == m.FETCH and first.thing is not None
            and first.thing.kind == cond.cond.item)
