"""Filling an entry's parameters from what the order's meaning names and, where the entry allows,
the world.

The things an order names (``agent.library.coverage.mentions``: each as the values it may stand
for) are taken by the parameters in the order they are declared, each the first thing not yet
taken that fits its values, so "pick up the bow, then an arrow" gives ``first = bow``,
``second = arrow``. A parameter the order does not name takes its default, else (with
``from_world = "nearest"``) the kind of the nearest living monster or ground item among its
values, else it stays unfilled: optional ones are left out, required ones make the entry unfit.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from agent.library.entry import Entry
from game.pathfinding import find_path
from game.world import Position, World, manhattan


@dataclass(frozen=True, slots=True)
class Filled:
    params: dict[str, str] = field(default_factory=dict)
    missing: tuple[str, ...] = ()  # required parameters nothing could fill
    unused: int = 0  # things the order names that no parameter took
    # Those things, each as the values it could have filled (its kind first).
    left: tuple[tuple[str, ...], ...] = ()

    @property
    def complete(self) -> bool:
        return not self.missing


def fill(entry: Entry, named: Sequence[tuple[str, ...]], world: World | None = None) -> Filled:
    """``named``: what the order names, in order, each as the values it may fill."""
    taken: set[int] = set()
    params: dict[str, str] = {}
    missing: list[str] = []
    for spec in entry.params:
        pick = next(((i, value) for i, values in enumerate(named) if i not in taken
                     for value in values if value in spec.values), None)
        if pick is not None:
            taken.add(pick[0])
            params[spec.name] = pick[1]
        elif spec.default is not None:
            params[spec.name] = spec.default
        elif spec.from_world == "nearest" and world is not None and (
            near := nearest_kind(world, spec.values)
        ):
            params[spec.name] = near
        elif not spec.optional:
            missing.append(spec.name)
    left = tuple(values for i, values in enumerate(named) if i not in taken)
    return Filled(params, tuple(missing), len(named) - len(taken), left)


def nearest_kind(world: World, kinds: tuple[str, ...]) -> str | None:
    """The kind of the closest (by walking) living monster or ground item among ``kinds``."""
    start = world.companion.position
    things: list[tuple[str, Position]] = [
        (m.kind, m.position) for m in world.monsters() if m.kind in kinds
    ]
    things += [(i.name, i.position) for i in world.ground if i.name in kinds and i.position]
    best: tuple[int, int, str] | None = None
    for order, (kind, pos) in enumerate(things):
        steps = manhattan(start, pos)
        if steps > 0:
            path = find_path(world.is_floor, start, pos)
            if not path:
                continue
            steps = len(path)
        if best is None or (steps, order) < best[:2]:
            best = (steps, order, kind)
    return best[2] if best else None
