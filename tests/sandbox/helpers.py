"""Shared by the sandbox tests: a runtime on the default map, and ticks that move the world."""

from __future__ import annotations

from dataclasses import replace

from config.settings import SandboxConfig
from game.maps import load_map
from game.rules import Rules, step
from game.world import Entity, Item, World
from sandbox_worker.runtime import SandboxRuntime, TickOutcome
from sandbox_worker.snapshot import flat_state, tick_seed

STILL = Rules(monster_wander_chance=0.0)


def default_world() -> World:
    return load_map("default")


def carry(world: World, entity: Entity, item_name: str) -> Item:
    """Move the first ground item called ``item_name`` into ``entity``'s inventory."""
    item = next(i for i in world.ground if i.name == item_name)
    world.ground.remove(item)
    item.position = None
    entity.items.append(item)
    return item


def new_runtime(world: World | None = None, **limits: int) -> SandboxRuntime:
    rt = SandboxRuntime(replace(SandboxConfig(), **limits))
    rt.set_maze((world or default_world()).maze)
    return rt


def tick(rt: SandboxRuntime, world: World) -> TickOutcome:
    return rt.tick(flat_state(world), tick_seed(0, world.tick))


def play(rt: SandboxRuntime, world: World, ticks: int) -> list[TickOutcome]:
    """Run ``ticks`` ticks, applying each move with the game's rules (monsters stand still)."""
    outcomes = []
    for _ in range(ticks):
        out = tick(rt, world)
        outcomes.append(out)
        step(world, companion_actions=out.actions, rules=STILL)
    return outcomes


def run(code: str, world: World | None = None, **limits: int) -> TickOutcome:
    """Load ``code`` and run one tick; the load must succeed."""
    world = world or default_world()
    rt = new_runtime(world, **limits)
    loaded = rt.load(code, "test")
    assert loaded.error is None, loaded.error
    return tick(rt, world)


def update(body: str) -> str:
    """``body`` as the inside of update_func(player, ai, monsters, items)."""
    return f"function update_func(player, ai, monsters, items)\n{body}\nend\n"
