"""Walking the dry run's maze: distances from a tile, the tiles of a shortest way, the nearest
thing of some kinds the companion can walk to. Walls only: monsters move, and may be the very
target."""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Iterable

from game.pathfinding import find_path
from game.world import WALL, Position, World, manhattan, step_position


def walking_distances(world: World, start: Position) -> dict[Position, int]:
    """Steps from ``start`` to every floor tile, through walls only (monsters move, and may be
    the very target)."""
    return _distances_in(world.maze, start)


@functools.lru_cache(maxsize=256)
def _distances_in(maze: tuple[str, ...], start: Position) -> dict[Position, int]:
    """The breadth-first walk of one maze from one tile; the same maze and tile come back
    dry run after dry run (the callers only read the result)."""
    floor = _floor_of(maze)
    dist = {start: 0}
    queue = deque([start])
    while queue:
        r, c = queue.popleft()
        d = dist[(r, c)] + 1
        for nxt in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
            if nxt not in dist and nxt in floor:
                dist[nxt] = d
                queue.append(nxt)
    return dist


@functools.lru_cache(maxsize=16)
def _floor_of(maze: tuple[str, ...]) -> frozenset[Position]:
    return frozenset((r, c) for r, line in enumerate(maze, start=1)
                     for c, ch in enumerate(line, start=1) if ch != WALL)


def shortest_way(world: World, start: Position, goal: Position) -> list[Position]:
    """The tiles of a shortest walk from ``start`` to ``goal`` through walls only."""
    tiles, pos = [], start
    for direction in find_path(world.is_floor, start, goal):
        pos = step_position(pos, direction)
        tiles.append(pos)
    return tiles


def walk_away(world: World, start: Position, away_from: Position, tiles: int) -> str | None:
    """The first step of a shortest walk from ``start`` to the nearest tile at least ``tiles``
    from ``away_from`` (as the orders count tiles: row and column steps), around the walls and
    whoever stands in the way; None when no such tile can be reached."""
    taken = {e.position for e in world.entities.values() if e.alive and e.position != start}
    distances = walking_distances(world, start)
    goals = [(d, pos) for pos, d in distances.items()
             if manhattan(pos, away_from) >= tiles and pos not in taken]
    for _, goal in sorted(goals)[:8]:  # the nearest whose way is not blocked
        path = find_path(world.is_floor, start, goal, blocked=taken)
        if path:
            return path[0]
    return None


def reachable_thing(world: World, items: Iterable[str],
                    monsters: Iterable[str]) -> tuple[str, Position] | None:
    """The nearest ground item or living monster of these kinds the companion can walk to."""
    distances = walking_distances(world, world.companion.position)
    items, monsters = set(items), set(monsters)
    found = [(distances[i.position], i.name, i.position) for i in world.ground
             if i.name in items and i.position in distances]
    found += [(distances[mo.position], mo.kind, mo.position) for mo in world.monsters()
              if mo.kind in monsters and mo.position in distances]
    if not found:
        return None
    _, name, pos = min(found)
    return name, pos
