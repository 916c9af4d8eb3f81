"""A meaning's numbers and conditions worked out on a world, in Python, as the Lua helpers work
them out in the sandbox (docs/skills.md, "Logic"): what an answer must say and which branch a
program must take (``agent.acceptance``), and why an order cannot be decided ("there is no bow
to compare")."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import assert_never

from agent.reading import halfway, lexicon as lx, meaning as m
from game.pathfinding import find_path
from game.world import Entity, Position, World, manhattan
from sandbox_worker.api_skills import SIDES


class Unknowable(ValueError):
    """A number the world cannot give (the distance to a thing there is none of); the message
    says why, in words for the player."""


@dataclass(frozen=True, slots=True)
class Spot:
    """A thing found in the world: what it is and where."""

    kind: str
    position: Position
    id: int = 0
    carried_by: str = ""


def party_entity(world: World, who: str) -> Entity:
    return world.player if who == m.PLAYER else world.companion


def origin_position(world: World, origin: str) -> Position | None:
    """Where a thing's ``origin`` is (meaning.Thing): a party where it stands, a named spot at
    its point of the map (as the sandbox's nearest() takes it), another kind where the nearest
    such thing to the companion is (or whoever carries one), a tile itself; None when there is
    none."""
    if origin in m.WHO:
        return party_entity(world, origin).position
    if (at := m.tile_of(origin)) is not None:
        return at
    spot = lx.PLACES.get(origin)
    if spot is not None:
        rows, cols = len(world.maze), max((len(r) for r in world.maze), default=0)
        return (1 + math.floor(spot[0] * (rows - 1) + 0.5),
                1 + math.floor(spot[1] * (cols - 1) + 0.5))
    near = find(world, m.Thing(origin, pick=m.NEAREST))
    return near.position if near is not None else None


def spots(world: World, kind: str) -> list[Spot]:
    """Every ground item or living monster of a kind (ANY_*: any), the parties by their kind."""
    if kind in m.WHO:
        e = party_entity(world, kind)
        return [Spot(kind, e.position, e.id)]
    kinds = lx.concrete(kind)
    out = [Spot(i.name, i.position, i.id) for i in world.ground
           if i.name in kinds and i.position is not None]
    out += [Spot(e.kind, e.position, e.id) for e in world.monsters() if e.kind in kinds]
    return out


def find(world: World, t: m.Thing, origin: str = m.COMPANION) -> Spot | None:
    """The thing an order means: the nearest (or farthest) of its kind from ``origin`` (the
    thing's own origin when it says "to me"); a carried item is where its carrier stands."""
    if t.kind in m.WHO:
        return spots(world, t.kind)[0]
    if t.pick and (side := SIDES.get(t.origin)) is not None:
        return _by_side(world, t, side)
    if t.on is not None:  # "the arrow 8 tiles below me": the one lying on that tile, or none
        return _on(world, t, t.on)
    source = origin_position(world, t.origin if t.pick else origin)
    if source is None:  # "the arrow next to the sword" with no sword anywhere
        return None
    found = _besides(world, t)
    if t.pick == m.ON:  # "the arrow at row 16, column 8": the one lying there, or none
        return next((s for s in found if s.position == source), None)
    if not found:
        for who in (origin, m.COMPANION, m.PLAYER) if t.rank == 1 and not t.besides else ():
            holder = party_entity(world, who)
            if any(i.name in lx.concrete(t.kind) for i in holder.items):
                return Spot(t.kind, holder.position, holder.id, carried_by=who)
        return None
    sign = -1 if t.pick == m.FARTHEST else 1
    return _nth(found, lambda s: (sign * manhattan(source, s.position), s.id), t.rank)


def _on(world: World, t: m.Thing, o: m.Offset) -> Spot | None:
    """The one of ``t``'s kind lying on the tile ``o`` counts (ON), the nearest in the line on
    from ``o``'s thing that way (NEAREST: "the arrow straight below me") or the nearest lying
    that way of it (BEARING: "the bat below you", as the sandbox's nearest_past); None if none."""
    if t.pick == m.ON:
        source = offset_tile(world, o)
        return next((s for s in _besides(world, t) if s.position == source), None)
    at = find(world, o.thing)
    if at is None:
        return None
    (r, c), (dr, dc) = at.position, (o.rows, o.cols)
    if t.pick == m.BEARING:  # "the bat below you": the nearest strictly past its row, its column
        past = [s for s in _besides(world, t) if (s.position[0] - r) * dr >= abs(dr)
                and (s.position[1] - c) * dc >= abs(dc)]
        return min(past, key=lambda s: (manhattan(at.position, s.position), s.id), default=None)
    line = [(k, s) for s in _besides(world, t)
            if (s.position[0] - r) * dc == (s.position[1] - c) * dr
            and (k := (s.position[0] - r) * dr + (s.position[1] - c) * dc) > 0]
    return min(line, key=lambda ks: (ks[0], ks[1].id))[1] if line else None


def _besides(world: World, t: m.Thing) -> list[Spot]:
    """Every one of ``t``'s kind but the one it leaves out (``meaning.Thing.besides``), as the
    sandbox's nearest(what, from, rank, besides) passes it over."""
    found = spots(world, t.kind)
    out = find(world, t.besides) if t.besides is not None else None
    return [s for s in found if out is None or out.carried_by or s.id != out.id]


def _nth(found: list[Spot], key: Callable[[Spot], tuple[int, ...]], rank: int) -> Spot | None:
    """The ``rank``-th of ``found`` in the order of ``key`` (``meaning.Thing.rank``: 1 the
    first), as the sandbox's nearest(what, from, rank) counts; None when there are fewer."""
    if rank == 1:
        return min(found, key=key)
    return sorted(found, key=key)[rank - 1] if rank <= len(found) else None


def _by_side(world: World, t: m.Thing, side: tuple[float | None, float | None]) -> Spot | None:
    """The thing nearest (farthest from) a side of the map (``api.SIDES``), as the sandbox's
    nearest() picks it: rows or columns to the side's line alone; of equals, the one nearer to
    the companion, then the first."""
    found = _besides(world, t)
    if not found:
        return None
    rows, cols = len(world.maze), max((len(r) for r in world.maze), default=0)
    line = [None if f is None else 1 + math.floor(f * (n - 1) + 0.5)
            for f, n in zip(side, (rows, cols), strict=True)]
    ai = world.companion.position

    def far(s: Spot) -> int:
        return sum(abs(p - at) for p, at in zip(s.position, line, strict=True) if at is not None)

    sign = -1 if t.pick == m.FARTHEST else 1
    return _nth(found, lambda s: (sign * far(s), manhattan(ai, s.position), s.id), t.rank)


def offset_tile(world: World, o: m.Offset) -> Position | None:
    """The tile counted from a thing or one of us (``meaning.Offset``) where it is in ``world``,
    as counted (off the map or in a wall, as it falls); None when the thing is nowhere."""
    at, to = find(world, o.thing), find(world, o.halfway) if o.halfway else None
    if o.halfway is not None:  # "halfway between me and the bow" (agent.reading.halfway)
        return halfway.tile(at.position, to.position) if at and to else None
    return (at.position[0] + o.rows, at.position[1] + o.cols) if at is not None else None


# The sign of the rows and of the columns past a point each way of a part of the map goes (0:
# any), as the sandbox's count(what, besides, from, part) takes them.
_PARTS = {"north": (-1, 0), "south": (1, 0), "east": (0, 1), "west": (0, -1)}


def _counted_over(world: World, e: m.CountOf, r: m.Region) -> int:
    """How many of ``e``'s kind lie in the part of the map ``r`` names (``meaning.Region``), as
    the sandbox counts them: a named spot at its exact point, the thing measured from not
    counted."""
    spot, at = lx.PLACES.get(r.origin), None
    if spot is not None:
        rows, cols = len(world.maze), max((len(row) for row in world.maze), default=0)
        point: tuple[float, float] = (1 + spot[0] * (rows - 1), 1 + spot[1] * (cols - 1))
    else:
        at = find(world, m.Thing(r.origin, pick=m.NEAREST))
        if at is None:
            raise Unknowable(f"there is no {r.origin} to count from")
        point = at.position
    signs = [_PARTS[w] for w in r.way.split()]
    dr, dc = sum(s[0] for s in signs), sum(s[1] for s in signs)
    found = _besides(world, m.Thing(e.kind, besides=e.besides))
    return sum(1 for s in found if (at is None or s.id != at.id or at.kind != s.kind)
               and (dr * (s.position[0] - point[0]) > 0 or not dr)
               and (dc * (s.position[1] - point[1]) > 0 or not dc)
               and (not r.tiles or abs(s.position[0] - point[0])
                    + abs(s.position[1] - point[1]) <= r.tiles))


def value(world: World, e: m.Expr) -> float:
    if isinstance(e, m.Number):
        return e.value
    if isinstance(e, m.CountOf) and e.region is not None:  # "how many bats are east of the bow?"
        return _counted_over(world, e, e.region)
    if isinstance(e, m.CountOf):
        if e.besides is not None:  # "not counting the one at row 10, column 2"
            return len(_besides(world, m.Thing(e.kind, besides=e.besides)))
        return len(spots(world, e.kind))
    if isinstance(e, m.Defeated):
        by = None if e.by == m.ANYONE else party_entity(world, e.by).id
        return world.defeated_count(lx.concrete(e.kind), by)
    if isinstance(e, m.Carried):
        kinds = lx.concrete(e.item)
        return sum(1 for i in party_entity(world, e.who).items if i.name in kinds)
    if isinstance(e, m.HealthOf):
        return party_entity(world, e.who).health
    if isinstance(e, m.DistanceTo):
        # From one of us, or from the nearest thing of a kind to the companion (as how_far()
        # takes a kind for its origin)
        source = origin_position(world, e.origin)
        if source is None:
            raise Unknowable(f"there is no {lx.concrete(e.origin)[0]} in the dungeon")
        spot = find(world, e.thing, e.origin)
        if spot is None:
            raise Unknowable(f"there is no {lx.concrete(e.thing.kind)[0]} in the dungeon")
        if spot.carried_by == e.origin or source == spot.position:
            return 0
        if not e.walk:
            return manhattan(source, spot.position)
        path = find_path(world.is_floor, source, spot.position)  # as steps_to() walks it
        if not path:
            raise Unknowable(f"there is no way to the {lx.concrete(e.thing.kind)[0]}")
        return len(path)
    if isinstance(e, m.Arith):
        a, b = value(world, e.left), value(world, e.right)
        if e.op in ("+", "-", "*", "diff"):
            return {"+": a + b, "-": a - b, "*": a * b, "diff": abs(a - b)}[e.op]
        if b == 0:
            raise Unknowable("that would divide by zero")
        return a / b
    raise TypeError(e)


def holds(world: World, c: m.Cond, before: World | None = None,
          began: World | None = None) -> bool:
    """Whether ``c`` holds in ``world``; ``before``: the world a tick earlier, which a change
    (``Coming``) is seen against (without it, as on the sandbox's first look, it does not);
    ``began``: the world when the step began, which a party that ``Moved`` is seen against
    (without it, it has not)."""
    if isinstance(c, m.Compare):
        a, b = value(world, c.left), value(world, c.right)
        return {">": a > b, "<": a < b, ">=": a >= b, "<=": a <= b, "==": a == b,
                "!=": a != b}[c.op]
    if isinstance(c, m.Has):
        kinds = lx.concrete(c.item)
        return any(i.name in kinds for i in party_entity(world, c.who).items)
    if isinstance(c, m.Near) and c.thing.pick:  # "the second closest arrow": that one alone
        one = find(world, c.thing)
        return one is not None and manhattan(party_entity(world, c.of).position,
                                             one.position) <= c.tiles
    if isinstance(c, m.Near):
        of = party_entity(world, c.of).position
        return any(manhattan(of, s.position) <= c.tiles for s in spots(world, c.thing.kind)
                   if s.id != party_entity(world, c.of).id)
    if isinstance(c, m.Coming):
        return before is not None and coming(before, world, c)
    if isinstance(c, m.Moved):  # as moved() in the sandbox compares with the step's first call
        return began is not None and (party_entity(began, c.who).position
                                      != party_entity(world, c.who).position)
    if isinstance(c, m.Not):
        return not holds(world, c.cond, before, began)
    if isinstance(c, m.AllOf):
        return all(holds(world, x, before, began) for x in c.conds)
    if isinstance(c, m.AnyOf):
        return any(holds(world, x, before, began) for x in c.conds)
    assert_never(c)  # every kind of condition is handled (mypy)


def coming(before: World, world: World, c: m.Coming) -> bool:
    """A monster of the kind within sight of the party in ``world`` stood farther from where the
    party is now in ``before`` (as the sandbox's coming() compares the tick before)."""
    here = party_entity(world, c.of).position
    was = {s.id: s.position for s in spots(before, c.thing.kind)}
    return any(d <= m.SIGHT_TILES and s.id in was and manhattan(was[s.id], here) > d
               for s in spots(world, c.thing.kind)
               for d in [manhattan(s.position, here)])


def number_text(x: float) -> str:
    """As Lua's string.format("%g") writes it: 5, 1.5."""
    return f"{x:g}"
