"""A count said of the things an order's act is done to, which the world must have: "kill both
gorgons", "kill the two gorgons", "get all four swords", "kill three bats" where there is one
gorgon, one sword, two bats. The reader keeps the count said (``Thing.quantity``: "both" is 2);
the composer sees the world and asks here whether there are that many (``too_few``): when there
are not, the companion says so instead of doing it as if there were (before, "kill both
gorgons" was every gorgon: the one there was, and "Done").

Only the order's own steps are looked at, not those of a branch, a watch or a repetition (the
world may have changed by then); things only ever get fewer (monsters die, items are picked up
or handed over), so an order with fewer than it names now can never be done whole. An item the
companion carries counts as one of its kind ("bring me both arrows" with one carried and one on
the ground). Several picked by a side ("kill the two leftmost gorgons": the errand on the one
nearest the side, repeated, agent/reading/several_by_side.py) name as many."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from game.world import World


def how_many(world: World, kind: str) -> int:
    """The things of ``kind`` in the world: living monsters, items on the ground or carried by
    the companion."""
    kinds = lx.concrete(kind)
    return (
        sum(1 for i in world.ground if i.name in kinds)
        + sum(1 for i in world.companion.items if i.name in kinds)
        + sum(1 for e in world.monsters() if e.kind in kinds)
    )


def too_few(meaning: m.Meaning, world: World) -> str | None:
    """Why an act of the order names more things than the world has, in words; else None."""
    for step in meaning.steps:
        if (thing := _by_side(step)) is None:
            if not isinstance(step, m.Act) or step.thing is None:
                continue
            thing = step.thing
        if thing.quantity is None or thing.quantity < 2 or thing.is_party or thing.pick:
            continue
        there = how_many(world, thing.kind)
        if there >= thing.quantity:
            continue
        name = thing.kind  # ANYTHING is said "thing"
        if there == 0:
            return f"there is no {name} left, let alone {thing.quantity}"
        if there == 1:
            return f"there is only one {name}, not {thing.quantity}"
        return f"there are only {there} {name}s, not {thing.quantity}"
    return None


def _by_side(step: m.Step) -> m.Thing | None:
    """The things several picked by a side name, as many as the errand is repeated ("the two
    leftmost gorgons": two gorgons); else None."""
    if not isinstance(step, m.Repeat) or step.times < 2 or len(step.body) != 1:
        return None
    act = step.body[0]
    if not isinstance(act, m.Act) or (t := act.thing) is None or t.pick != m.NEAREST:
        return None
    if not t.origin.endswith(" side") or t.quantity != 1:
        return None
    return m.Thing(t.kind, step.times)
