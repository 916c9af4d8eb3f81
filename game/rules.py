"""One tick of the game: the pure step function and the rules it applies, in order.

1. the companion's action (validated: only the companion moves, at most one move);
2. the player's move; then pickups;
3. monsters wander (seeded, leashed to where they started);
4. combat: each of companion and player fights at most one adjacent monster;
5. a companion at 0 health drops its items on free neighbouring tiles and leaves play;
6. a companion sharing the player's tile hands the player its items, unless it stepped onto that
   tile this tick (passing through hands nothing; standing there a tick, or the player stepping
   onto it, does);
7. win when no monster is left, lose when the player has 0 health.

Rule violations are ``Impossible`` and become refusal events; they never change the world.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Protocol

from game.world import (
    CONSUMES,
    DIRECTIONS,
    NEEDS,
    Entity,
    Position,
    World,
    manhattan,
    step_position,
)


class Impossible(Exception):
    """An action the rules refuse; the message says why, in words a player or model can use."""


@dataclass(frozen=True, slots=True)
class Event:
    kind: str  # move, refused, pickup, wander, defeat, hurt, death, drop, handover, won, lost
    text: str
    entity: int | None = None

    def to_wire(self) -> dict[str, Any]:
        return {"kind": self.kind, "text": self.text, "entity": self.entity}


@dataclass(frozen=True, slots=True)
class Rules:
    monster_wander_chance: float = 0.2
    monster_leash_tiles: int = 2


class CompanionMove(Protocol):
    """A companion's request to move, as the sandbox makes it (``base.protocol.MoveRequest``
    is the one record of it, on the wire and in memory); the rules decide whether it happens."""

    @property
    def entity(self) -> int: ...
    @property
    def move(self) -> str: ...


def step(
    world: World,
    *,
    player_move: str | None = None,
    companion_actions: Iterable[CompanionMove] = (),
    rules: Rules = Rules(),
) -> list[Event]:
    """Advance the world by one tick. Returns what happened, in order."""
    if world.outcome is not None:
        return [Event("refused", f"The game is over: you {world.outcome}.")]
    events: list[Event] = []
    world.tick += 1
    companion = world.companion
    was_at = companion.position
    events += apply_companion_actions(world, list(companion_actions))
    if player_move is not None:
        try:
            events.append(move(world, world.player, player_move))
        except Impossible as exc:
            events.append(Event("refused", str(exc), world.player.id))
    for entity in (companion, world.player):
        if entity.alive:
            events += pick_up(world, entity)
    events += wander(world, rules)
    events += combat(world)
    events += companion_death(world)
    events += hand_over(world, arrived=companion.position != was_at)
    events += check_outcome(world)
    return events


def apply_companion_actions(world: World, actions: list[CompanionMove]) -> list[Event]:
    companion = world.companion
    events: list[Event] = []
    moved = False
    for action in actions:
        try:
            entity, direction = getattr(action, "entity", None), getattr(action, "move", None)
            if entity is None or direction is None:
                raise Impossible(f"An action must be a move request, got {action!r}.")
            if entity != companion.id:
                target = world.entities.get(entity)
                who = target.name if target else f"entity {entity!r}"
                raise Impossible(f"The companion can only move itself, not the {who}.")
            if not companion.alive:
                raise Impossible("The companion has fallen and cannot move.")
            if moved:
                raise Impossible("Only one move per tick; the extra move was ignored.")
            events.append(move(world, companion, direction))
            moved = True
        except Impossible as exc:
            events.append(Event("refused", str(exc), companion.id))
    return events


def move(world: World, entity: Entity, direction: Any) -> Event:
    if direction not in DIRECTIONS:
        raise Impossible(f"Unknown direction {direction!r}; use one of w, a, s, d.")
    target = step_position(entity.position, direction)
    if not world.is_floor(target):
        raise Impossible(f"The {entity.name} cannot move {direction}: a wall is in the way.")
    if any(m.position == target for m in world.monsters()):
        raise Impossible(f"The {entity.name} cannot move {direction}: a monster stands there.")
    entity.position = target
    return Event("move", f"The {entity.name} moves {direction}.", entity.id)


def pick_up(world: World, entity: Entity) -> list[Event]:
    found = world.ground_at(entity.position)
    events = []
    for item in found:
        world.ground.remove(item)
        item.position = None
        entity.items.append(item)
        events.append(Event("pickup", f"The {entity.name} picks up the {item.name}.", entity.id))
    return events


def wander(world: World, rules: Rules) -> list[Event]:
    events = []
    for monster in world.monsters():
        # Draw for every monster every tick so the random sequence does not depend on outcomes.
        roll = world.rng.random()
        choice = world.rng.randrange(len(DIRECTIONS))
        if roll >= rules.monster_wander_chance:
            continue
        direction = list(DIRECTIONS)[choice]
        target = step_position(monster.position, direction)
        home = monster.home or monster.position
        if (
            world.is_floor(target)
            and not world.occupied(target)
            and manhattan(target, home) <= rules.monster_leash_tiles
        ):
            monster.position = target
            events.append(Event("wander", f"The {monster.name} moves.", monster.id))
    return events


def adjacent_monster(world: World, pos: Position) -> Entity | None:
    near = [m for m in world.monsters() if manhattan(m.position, pos) <= 1]
    return min(near, key=lambda m: m.id) if near else None


def combat(world: World) -> list[Event]:
    events = []
    for fighter in (world.companion, world.player):
        if not fighter.alive or fighter.health <= 0:
            continue
        monster = adjacent_monster(world, fighter.position)
        if monster is None:
            continue
        needs = NEEDS[monster.kind]
        if all(fighter.has_item(name) for name in needs):
            monster.alive = False
            monster.health = 0
            monster.defeated_by = fighter.id
            world.defeated[monster.kind] = world.defeated.get(monster.kind, 0) + 1
            used = CONSUMES[monster.kind]
            if used is not None:
                fighter.items.remove(next(i for i in fighter.items if i.name == used))
            text = f"The {fighter.name} defeats the {monster.name}"
            text += f", using up an {used}." if used else "."
            events.append(Event("defeat", text, fighter.id))
        else:
            fighter.health -= 1
            missing = " and ".join(n for n in needs if not fighter.has_item(n))
            events.append(
                Event(
                    "hurt",
                    f"The {monster.name} hurts the {fighter.name} (needs {missing}); "
                    f"health {fighter.health}.",
                    fighter.id,
                )
            )
    return events


def companion_death(world: World) -> list[Event]:
    companion = world.companion
    if not companion.alive or companion.health > 0:
        return []
    companion.alive = False
    events = [Event("death", "The companion has fallen.", companion.id)]
    spots = iter(free_tiles_near(world, companion.position))
    for item in list(companion.items):
        spot = next(spots, companion.position)
        companion.items.remove(item)
        item.position = spot
        world.ground.append(item)
        events.append(Event("drop", f"The {item.name} falls at {spot[0]},{spot[1]}.", companion.id))
    return events


def free_tiles_near(world: World, origin: Position) -> list[Position]:
    """Floor tiles with no item and no living entity, nearest first (neighbours, then outwards)."""
    seen = {origin}
    frontier = [origin]
    out: list[Position] = []
    while frontier and len(out) < 16:
        nxt_frontier = []
        for pos in frontier:
            for direction in DIRECTIONS:
                nxt = step_position(pos, direction)
                if nxt in seen or not world.is_floor(nxt):
                    continue
                seen.add(nxt)
                nxt_frontier.append(nxt)
                if not world.ground_at(nxt) and not world.occupied(nxt):
                    out.append(nxt)
        frontier = nxt_frontier
    return out


def hand_over(world: World, *, arrived: bool = False) -> list[Event]:
    """A companion on the player's tile hands the player everything it carries, unless it
    ``arrived`` there by its own move this tick: it may pass through the player's tile."""
    companion, player = world.companion, world.player
    if arrived or not companion.items or not companion.alive:
        return []
    if companion.position != player.position:
        return []
    names = ", ".join(item.name for item in companion.items)
    player.items.extend(companion.items)
    companion.items.clear()
    return [Event("handover", f"The companion hands you: {names}.", companion.id)]


def check_outcome(world: World) -> list[Event]:
    if world.player.health <= 0:
        world.outcome = "lost"
        return [Event("lost", "You have fallen. The game is lost.")]
    if not world.monsters():
        world.outcome = "won"
        return [Event("won", "Every monster is defeated. You win!")]
    return []
