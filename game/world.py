"""The world's data: the maze, entities, items, and their plain-data (msgpack-able) form.

Positions are ``(row, col)``, 1-indexed, row 1 at the top, as in the Lua contract. Entities keep
stable integer ids; a defeated monster stays in ``entities`` with ``alive = False`` so that a
reference to it reads as dead instead of pointing at another entity, and keeps the id of whoever
defeated it (``defeated_by``), so that "how many bats have you killed?" counts the companion's
alone.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

Position = tuple[int, int]

PLAYER = "player"
COMPANION = "companion"
GORGON = "gorgon"
BAT = "bat"
MONSTER_KINDS = (GORGON, BAT)

SWORD = "sword"
BOW = "bow"
ARROW = "arrow"
ITEM_NAMES = (SWORD, BOW, ARROW)

# Map symbols. The companion's name in Lua is "ai", as in the reference.
ENTITY_SYMBOLS = {"P": PLAYER, "A": COMPANION, "G": GORGON, "B": BAT}
ITEM_SYMBOLS = {"^": SWORD, ">": BOW, "/": ARROW}
SYMBOL_OF = {v: k for k, v in {**ENTITY_SYMBOLS, **ITEM_SYMBOLS}.items()}
ENTITY_NAMES = {PLAYER: "player", COMPANION: "ai", GORGON: "gorgon", BAT: "bat"}

# What defeats each monster. ``weakness`` is the weapon's name; a bat also uses up an arrow.
WEAKNESS = {GORGON: SWORD, BAT: BOW}
NEEDS = {GORGON: (SWORD,), BAT: (BOW, ARROW)}
CONSUMES = {GORGON: None, BAT: ARROW}

WALL = "#"
FLOOR = "."

DIRECTIONS: dict[str, Position] = {"w": (-1, 0), "a": (0, -1), "s": (1, 0), "d": (0, 1)}


def step_position(pos: Position, direction: str) -> Position:
    dr, dc = DIRECTIONS[direction]
    return (pos[0] + dr, pos[1] + dc)


def manhattan(a: Position, b: Position) -> int:
    return abs(a[0] - b[0]) + abs(a[1] - b[1])


@dataclass(slots=True)
class Item:
    id: int
    name: str
    position: Position | None = None  # None while in an inventory

    def to_wire(self) -> dict[str, Any]:
        wire: dict[str, Any] = {"id": self.id, "name": self.name}
        if self.position is not None:
            wire["position"] = list(self.position)
        return wire

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Item:
        pos = data.get("position")
        return cls(id=data["id"], name=data["name"], position=tuple(pos) if pos else None)


@dataclass(slots=True)
class Entity:
    id: int
    kind: str
    position: Position
    health: int
    items: list[Item] = field(default_factory=list)
    alive: bool = True
    home: Position | None = None  # monsters wander near here
    defeated_by: int | None = None  # a defeated monster: the id of who defeated it

    @property
    def name(self) -> str:
        return ENTITY_NAMES[self.kind]

    @property
    def symbol(self) -> str:
        return SYMBOL_OF[self.kind]

    @property
    def is_monster(self) -> bool:
        return self.kind in MONSTER_KINDS

    @property
    def weakness(self) -> str | None:
        return WEAKNESS.get(self.kind)

    def has_item(self, name: str) -> bool:
        return any(item.name == name for item in self.items)

    def to_wire(self) -> dict[str, Any]:
        wire: dict[str, Any] = {
            "id": self.id,
            "kind": self.kind,
            "position": list(self.position),
            "health": self.health,
            "items": [item.to_wire() for item in self.items],
            "alive": self.alive,
        }
        if self.home is not None:
            wire["home"] = list(self.home)
        if self.defeated_by is not None:
            wire["defeated_by"] = self.defeated_by
        return wire

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> Entity:
        home = data.get("home")
        return cls(
            id=data["id"],
            kind=data["kind"],
            position=tuple(data["position"]),
            health=data["health"],
            items=[Item.from_wire(i) for i in data["items"]],
            alive=data["alive"],
            home=tuple(home) if home else None,
            defeated_by=data.get("defeated_by"),
        )


@dataclass(slots=True)
class World:
    maze: tuple[str, ...]
    entities: dict[int, Entity]
    ground: list[Item]
    rng: random.Random
    tick: int = 0
    next_id: int = 1
    outcome: str | None = None  # None while playing, then "won" or "lost"
    status: str = ""  # the companion's status line, as its code last returned it
    # Custom fields the companion's code keeps between ticks, as plain data; opaque to the game.
    companion_memory: dict[str, Any] = field(default_factory=dict)
    defeated: dict[str, int] = field(default_factory=dict)  # monster kind -> count
    # Names who else holds companion_memory exactly as it is (the sandbox worker whose turn
    # returned it: the turn's memory_token), so that it need not be sent there again; "" when
    # nobody does. Not plain data: a copy or a restored world starts with "".
    memory_token: str = ""

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name == "companion_memory":  # set by hand: nobody else is known to hold it
            object.__setattr__(self, "memory_token", "")

    def keep_memory(self, memory: dict[str, Any], token: str = "") -> None:
        """The companion's custom fields as its code left them, and who else holds them."""
        self.companion_memory = memory
        self.memory_token = token

    def forget_memory(self) -> None:
        """Empty custom fields (new code starts without them)."""
        self.keep_memory({})

    # -- queries ---------------------------------------------------------------------------

    @property
    def rows(self) -> int:
        return len(self.maze)

    @property
    def cols(self) -> int:
        return max(len(r) for r in self.maze)

    def is_floor(self, pos: Position) -> bool:
        r, c = pos
        if r < 1 or c < 1 or r > len(self.maze):
            return False
        line = self.maze[r - 1]
        return c <= len(line) and line[c - 1] != WALL

    def by_kind(self, kind: str) -> list[Entity]:
        return [e for e in self.entities.values() if e.kind == kind]

    @property
    def player(self) -> Entity:
        return self.by_kind(PLAYER)[0]

    @property
    def companion(self) -> Entity:
        return self.by_kind(COMPANION)[0]

    def monsters(self, alive_only: bool = True) -> list[Entity]:
        return [e for e in self.entities.values() if e.is_monster and (e.alive or not alive_only)]

    def ground_at(self, pos: Position) -> list[Item]:
        return [item for item in self.ground if item.position == pos]

    def occupied(self, pos: Position, *, exclude: int | None = None) -> bool:
        return any(
            e.alive and e.position == pos and e.id != exclude for e in self.entities.values()
        )

    def defeated_count(self, kinds: tuple[str, ...], by: int | None = None) -> int:
        """How many monsters of these kinds have been defeated in this game; with ``by``, only
        those that entity defeated (the count of every defeat is ``defeated``, which a world
        drawn with monsters already dead keeps without saying by whom)."""
        if by is None:
            return sum(n for kind, n in self.defeated.items() if kind in kinds)
        return sum(1 for e in self.monsters(alive_only=False)
                   if not e.alive and e.kind in kinds and e.defeated_by == by)

    def new_id(self) -> int:
        nid = self.next_id
        self.next_id += 1
        return nid

    # -- plain data ------------------------------------------------------------------------

    def to_wire(self) -> dict[str, Any]:
        version, internal, gauss = self.rng.getstate()
        return {
            "maze": list(self.maze),
            "entities": [e.to_wire() for e in self.entities.values()],
            "ground": [item.to_wire() for item in self.ground],
            "rng": [version, list(internal), gauss],
            "tick": self.tick,
            "next_id": self.next_id,
            "outcome": self.outcome,
            "status": self.status,
            "companion_memory": self.companion_memory,
            "defeated": dict(self.defeated),
        }

    @classmethod
    def from_wire(cls, data: dict[str, Any]) -> World:
        rng = random.Random()
        version, internal, gauss = data["rng"]
        rng.setstate((version, tuple(internal), gauss))
        entities = [Entity.from_wire(e) for e in data["entities"]]
        return cls(
            maze=tuple(data["maze"]),
            entities={e.id: e for e in entities},
            ground=[Item.from_wire(i) for i in data["ground"]],
            rng=rng,
            tick=data["tick"],
            next_id=data["next_id"],
            outcome=data["outcome"],
            status=data["status"],
            companion_memory=data.get("companion_memory", {}),
            defeated=dict(data.get("defeated", {})),
        )

    def copy(self) -> World:
        return World.from_wire(self.to_wire())
