"""Map files: ASCII mazes with entity and item symbols, parsed into a fresh World.

``#`` wall, ``.`` floor, ``P`` player, ``A`` companion, ``G`` gorgon, ``B`` bat, ``^`` sword,
``>`` bow, ``/`` arrow. Symbols stand on floor. Lines starting with ``;`` are comments.

Named maps ship as package data in ``config/maps/`` (read with ``importlib.resources``, so an
installed copy has them); a path to a ``.txt`` file works as well.
"""

from __future__ import annotations

import importlib.resources
import random
from dataclasses import dataclass
from importlib.resources.abc import Traversable
from pathlib import Path

from game.pathfinding import reachable
from game.world import (
    COMPANION,
    ENTITY_SYMBOLS,
    FLOOR,
    ITEM_SYMBOLS,
    PLAYER,
    WALL,
    Entity,
    Item,
    Position,
    World,
)

MAPS_DIR: Traversable = importlib.resources.files("config") / "maps"
MAP_SUFFIX = ".txt"


class MapError(ValueError):
    """A map that cannot be played; the message says where and why."""


@dataclass(frozen=True, slots=True)
class Healths:
    player: int = 3
    companion: int = 3
    monster: int = 1

    def of(self, kind: str) -> int:
        if kind == PLAYER:
            return self.player
        if kind == COMPANION:
            return self.companion
        return self.monster


def available_maps(maps_dir: Traversable = MAPS_DIR) -> list[str]:
    return sorted(
        p.name[: -len(MAP_SUFFIX)] for p in maps_dir.iterdir() if p.name.endswith(MAP_SUFFIX)
    )


def map_path(name: str, maps_dir: Traversable = MAPS_DIR) -> Traversable:
    """A ``.txt`` file that exists, else the shipped map of that name."""
    path = Path(name)
    if path.suffix == MAP_SUFFIX and path.exists():
        return path
    candidate = maps_dir / f"{name}{MAP_SUFFIX}"
    if not candidate.is_file():
        raise MapError(f"no map named {name!r}; available: {', '.join(available_maps(maps_dir))}")
    return candidate


def load_map(
    name: str = "default",
    *,
    seed: int = 0,
    healths: Healths = Healths(),
    maps_dir: Traversable = MAPS_DIR,
) -> World:
    return parse_map(map_path(name, maps_dir).read_text(), seed=seed, healths=healths)


def parse_map(text: str, *, seed: int = 0, healths: Healths = Healths()) -> World:
    lines = [ln.rstrip("\n") for ln in text.splitlines() if ln.strip() and not ln.startswith(";")]
    if not lines:
        raise MapError("the map is empty")
    width = len(lines[0])
    maze: list[str] = []
    entities: dict[int, Entity] = {}
    ground: list[Item] = []
    next_id = 1
    for r, line in enumerate(lines, start=1):
        if len(line) != width:
            raise MapError(f"line {r} is {len(line)} wide; the first line is {width}")
        row = []
        for c, ch in enumerate(line, start=1):
            pos = (r, c)
            if ch == WALL or ch == FLOOR:
                row.append(ch)
                continue
            row.append(FLOOR)
            if ch in ENTITY_SYMBOLS:
                kind = ENTITY_SYMBOLS[ch]
                home = pos if kind not in (PLAYER, COMPANION) else None
                entities[next_id] = Entity(next_id, kind, pos, healths.of(kind), home=home)
            elif ch in ITEM_SYMBOLS:
                ground.append(Item(next_id, ITEM_SYMBOLS[ch], pos))
            else:
                raise MapError(f"unknown symbol {ch!r} at row {r}, column {c}")
            next_id += 1
        maze.append("".join(row))
    world = World(
        maze=tuple(maze), entities=entities, ground=ground, rng=random.Random(seed), next_id=next_id
    )
    _check_playable(world)
    return world


def _check_playable(world: World) -> None:
    for kind in (PLAYER, COMPANION):
        count = len(world.by_kind(kind))
        if count != 1:
            raise MapError(f"a map needs exactly one {kind}, found {count}")
    edge = [world.maze[0], world.maze[-1]] + [row[0] + row[-1] for row in world.maze]
    if any(ch != WALL for ch in "".join(edge)):
        raise MapError("the map must be closed by walls on every side")
    start = world.player.position
    seen = reachable(world.is_floor, start)
    things: list[tuple[str, Position]] = [(e.kind, e.position) for e in world.entities.values()]
    things += [(i.name, i.position) for i in world.ground if i.position]
    for what, pos in things:
        if pos not in seen:
            raise MapError(f"the {what} at row {pos[0]}, column {pos[1]} cannot be reached")
