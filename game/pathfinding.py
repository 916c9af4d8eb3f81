"""A* on the maze grid, shared by the game (monsters, tests) and the Lua API (find_path_to)."""

from __future__ import annotations

import heapq
from collections.abc import Callable, Collection

from game.world import DIRECTIONS, Position, manhattan

# Fixed expansion order keeps paths deterministic, so replays match tick for tick.
_ORDER = tuple(DIRECTIONS.items())


def find_path(
    is_floor: Callable[[Position], bool],
    start: Position,
    goal: Position,
    *,
    blocked: Collection[Position] = (),
    avoid: Collection[Position] = (),
    max_nodes: int = 20_000,
) -> list[str]:
    """Directions from start to goal; ``[]`` if start == goal or the goal is unreachable.

    ``blocked`` tiles are never entered (the goal itself may be). ``avoid`` tiles are entered
    only when no path without them exists: a path that skirts monsters is preferred, but a
    companion that must pass one still gets a path.
    """
    if start == goal or not is_floor(goal):
        return []
    if avoid:
        path = _astar(is_floor, start, goal, set(blocked) | set(avoid), max_nodes)
        if path is not None:
            return path
    return _astar(is_floor, start, goal, set(blocked), max_nodes) or []


def _astar(
    is_floor: Callable[[Position], bool],
    start: Position,
    goal: Position,
    blocked: set[Position],
    max_nodes: int,
) -> list[str] | None:
    blocked.discard(goal)
    came: dict[Position, tuple[Position, str]] = {}
    cost = {start: 0}
    counter = 0
    frontier = [(manhattan(start, goal), 0, counter, start)]
    expanded = 0
    while frontier:
        _, g, _, pos = heapq.heappop(frontier)
        if pos == goal:
            return _walk_back(came, start, goal)
        if g > cost.get(pos, g):
            continue
        expanded += 1
        if expanded > max_nodes:
            return None
        for direction, (dr, dc) in _ORDER:
            nxt = (pos[0] + dr, pos[1] + dc)
            if nxt in blocked or not is_floor(nxt):
                continue
            ng = g + 1
            if ng < cost.get(nxt, ng + 1):
                cost[nxt] = ng
                came[nxt] = (pos, direction)
                counter += 1
                heapq.heappush(frontier, (ng + manhattan(nxt, goal), ng, counter, nxt))
    return None


def _walk_back(
    came: dict[Position, tuple[Position, str]], start: Position, goal: Position
) -> list[str]:
    path = []
    pos = goal
    while pos != start:
        prev, direction = came[pos]
        path.append(direction)
        pos = prev
    path.reverse()
    return path


def reachable(is_floor: Callable[[Position], bool], start: Position) -> set[Position]:
    """Every floor tile connected to start (4-neighbourhood)."""
    seen = {start}
    stack = [start]
    while stack:
        r, c = stack.pop()
        for dr, dc in DIRECTIONS.values():
            nxt = (r + dr, c + dc)
            if nxt not in seen and is_floor(nxt):
                seen.add(nxt)
                stack.append(nxt)
    return seen
