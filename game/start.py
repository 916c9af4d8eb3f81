"""A game's start made to order: what the companion and the player carry and how healthy they
are, for scenarios and benchmarks ("the companion starts with the sword and 1 health")."""

from __future__ import annotations

from collections.abc import Sequence

from game.world import ITEM_NAMES, Entity, Item, World

MAX_HEALTH = 100
MAX_ITEMS = 20


class StartError(ValueError):
    """A start state that cannot be set up; the message says which value and why."""


def set_up(world: World, *, ai_health: int | None = None, ai_items: Sequence[str] | None = None,
           player_health: int | None = None,
           player_items: Sequence[str] | None = None) -> None:
    """Health and inventories as asked. An item to carry is taken from the ground (the first of
    that name), or made anew when none is left there. Raises StartError, changing nothing."""
    for who, health, items in (("ai", ai_health, ai_items),
                               ("player", player_health, player_items)):
        if health is not None and not 1 <= health <= MAX_HEALTH:
            raise StartError(f"{who}_health must be 1 to {MAX_HEALTH}, got {health}")
        if items is not None:
            if len(items) > MAX_ITEMS:
                raise StartError(f"{who}_items may name at most {MAX_ITEMS} items")
            unknown = [name for name in items if name not in ITEM_NAMES]
            if unknown:
                raise StartError(f"{who}_items names {unknown[0]!r}; items are "
                                 f"{', '.join(ITEM_NAMES)}")
    for entity, health, items in ((world.companion, ai_health, ai_items),
                                  (world.player, player_health, player_items)):
        if health is not None:
            entity.health = health
        for name in items or ():
            _give(world, entity, name)


def _give(world: World, entity: Entity, name: str) -> None:
    item = next((i for i in world.ground if i.name == name), None)
    if item is None:
        item = Item(world.new_id(), name)
    else:
        world.ground.remove(item)
    item.position = None
    entity.items.append(item)
