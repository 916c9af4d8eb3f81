"""Text rendering of the world: a pure function of the world, nothing else."""

from __future__ import annotations

from game.world import COMPANION, PLAYER, SYMBOL_OF, World

# When several things share a tile, the first kind here is drawn.
_DRAW_ORDER = (PLAYER, COMPANION, "gorgon", "bat")


def render(world: World) -> str:
    grid = [list(row) for row in world.maze]
    for item in world.ground:
        if item.position is not None:
            r, c = item.position
            grid[r - 1][c - 1] = SYMBOL_OF[item.name]
    living = [e for e in world.entities.values() if e.alive]
    for kind in reversed(_DRAW_ORDER):
        for entity in living:
            if entity.kind == kind:
                r, c = entity.position
                grid[r - 1][c - 1] = entity.symbol
    return "\n".join("".join(row) for row in grid)


def hud(world: World) -> str:
    """One line per side: health and inventory, for clients that want a ready-made summary."""
    def inv(entity) -> str:
        return ", ".join(i.name for i in entity.items) or "nothing"

    player, companion = world.player, world.companion
    ai_state = f"health {companion.health}" if companion.alive else "fallen"
    monsters = len(world.monsters())
    return (
        f"You: health {player.health}, carrying {inv(player)}\n"
        f"Companion: {ai_state}, carrying {inv(companion)}\n"
        f"Monsters left: {monsters}   Tick: {world.tick}"
    )
