"""The least a tick needs from the world, as one flat list of plain values.

Layout (docs/protocol.md, "Sandbox worker messages")::

    [tick, 0, n_entities, n_ground, n_carried,
     n_entities x (id, kind, row, col, health, alive, defeated_by),
     n_ground   x (id, name, row, col),
     n_carried  x (owner_id, item_id, name)]

The second slot is reserved (0). ``defeated_by`` is the id of whoever defeated a monster (the
player or the companion), 0 for the living and the rest, so that ``defeated("bat", ai)`` counts
the companion's own. Fixed-width records cross into Lua as plain arguments of one
call, which is an order of magnitude cheaper than converting nested tables. The maze is not in
it: it changes rarely, goes to a worker once and is named by ``maze_hash`` after that.
"""

from __future__ import annotations

import hashlib
from typing import Any

from game.world import World

HEADER = 5
ENTITY_WIDTH, GROUND_WIDTH, CARRIED_WIDTH = 7, 4, 3


def flat_state(world: World) -> list[Any]:
    ground = [item for item in world.ground if item.position is not None]
    out: list[Any] = [world.tick, 0, len(world.entities), len(ground), 0]
    carried: list[Any] = []
    for e in world.entities.values():
        r, c = e.position
        out += (e.id, e.kind, r, c, e.health, e.alive, e.defeated_by or 0)
        for item in e.items:
            carried += (e.id, item.id, item.name)
    for item in ground:
        r, c = item.position  # type: ignore[misc]
        out += (item.id, item.name, r, c)
    out[4] = len(carried) // CARRIED_WIDTH
    out += carried
    return out


def maze_hash(maze: tuple[str, ...] | list[str]) -> str:
    return hashlib.blake2b("\n".join(maze).encode(), digest_size=12).hexdigest()


def tick_seed(game_seed: int, tick: int) -> int:
    """The seed of Lua's math.random for one tick: the same game and tick replay the same."""
    return (game_seed * 1_000_003 + tick) & 0x7FFF_FFFF
