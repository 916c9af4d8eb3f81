"""Seeded maze generator: rooms joined by corridors, every floor tile reachable.

Returns map text in the same format as ``config/maps/*.txt``, so a generated map can be saved,
edited and loaded like a hand-made one.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from game.world import FLOOR, WALL


@dataclass(frozen=True, slots=True)
class MapSpec:
    rows: int = 23
    cols: int = 24
    rooms: int = 7
    gorgons: int = 1
    bats: int = 3
    swords: int = 1
    bows: int = 1
    arrows: int = 3


def generate(seed: int, spec: MapSpec = MapSpec()) -> str:
    if spec.rows < 7 or spec.cols < 7:
        raise ValueError("a generated map needs at least 7 rows and 7 columns")
    rng = random.Random(seed)
    grid = [[WALL] * spec.cols for _ in range(spec.rows)]
    rooms: list[tuple[int, int, int, int]] = []  # top, left, height, width (0-indexed)
    for _ in range(spec.rooms * 20):
        if len(rooms) == spec.rooms:
            break
        h, w = rng.randint(3, 5), rng.randint(3, 7)
        top, left = rng.randint(1, spec.rows - h - 1), rng.randint(1, spec.cols - w - 1)
        if any(_overlaps((top, left, h, w), other) for other in rooms):
            continue
        rooms.append((top, left, h, w))
    if not rooms:
        rooms.append((1, 1, min(3, spec.rows - 2), min(3, spec.cols - 2)))
    for top, left, h, w in rooms:
        for r in range(top, top + h):
            for c in range(left, left + w):
                grid[r][c] = FLOOR
    # Joining each room to the previous one keeps the whole map connected.
    centres = [(t + h // 2, left + w // 2) for t, left, h, w in rooms]
    for (r1, c1), (r2, c2) in zip(centres, centres[1:], strict=False):
        if rng.random() < 0.5:
            _carve_h(grid, r1, c1, c2)
            _carve_v(grid, c2, r1, r2)
        else:
            _carve_v(grid, c1, r1, r2)
            _carve_h(grid, r2, c1, c2)
    floor = [(r, c) for r in range(spec.rows) for c in range(spec.cols) if grid[r][c] == FLOOR]
    start_room = rooms[0]
    start = [
        (r, c) for (r, c) in floor
        if start_room[0] <= r < start_room[0] + start_room[2]
        and start_room[1] <= c < start_room[1] + start_room[3]
    ]
    player, companion = start[0], start[1]
    others = [p for p in floor if p not in (player, companion)]
    # Keep monsters off the start room so the player is not attacked before the first move.
    far = [p for p in others if abs(p[0] - player[0]) + abs(p[1] - player[1]) > 4] or others
    rng.shuffle(far)
    symbols = (
        ["G"] * spec.gorgons + ["B"] * spec.bats
        + ["^"] * spec.swords + [">"] * spec.bows + ["/"] * spec.arrows
    )
    if len(symbols) > len(far):
        raise ValueError("the map is too small for its monsters and items")
    for symbol, (r, c) in zip(symbols, far, strict=False):  # far may be the longer
        grid[r][c] = symbol
    grid[player[0]][player[1]] = "P"
    grid[companion[0]][companion[1]] = "A"
    return "\n".join("".join(row) for row in grid) + "\n"


def _overlaps(a: tuple[int, int, int, int], b: tuple[int, int, int, int]) -> bool:
    at, al, ah, aw = a
    bt, bl, bh, bw = b
    return not (at + ah + 1 <= bt or bt + bh + 1 <= at or al + aw + 1 <= bl or bl + bw + 1 <= al)


def _carve_h(grid: list[list[str]], r: int, c1: int, c2: int) -> None:
    for c in range(min(c1, c2), max(c1, c2) + 1):
        grid[r][c] = FLOOR


def _carve_v(grid: list[list[str]], c: int, r1: int, r2: int) -> None:
    for r in range(min(r1, r2), max(r1, r2) + 1):
        grid[r][c] = FLOOR
