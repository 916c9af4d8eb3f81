"""``dungeon replay ID``: an accepted function re-run on the world its order came with, in
manual ticks through a real sandbox worker, frame by frame."""

from __future__ import annotations

import shutil
import tempfile
from collections.abc import Iterator
from typing import Any

import zmq

from config.settings import Config
from game.render import hud, render
from game.rules import Rules, step
from game.world import World


def replay(cfg: Config, entry: dict[str, Any], ticks: int) -> Iterator[str]:
    from services.sandbox_client.pool import WorkerPool
    from services.sandbox_client.settings import PoolSettings
    from services.sandbox_client.spawn import LocalSpawner

    folder = tempfile.mkdtemp(prefix="da-replay-", dir="/tmp")
    ctx = zmq.Context()
    settings = PoolSettings(
        limits=cfg.sandbox,
        deadline_ms=max(cfg.game.sandbox_deadline_ms, 4 * cfg.sandbox.max_tick_ms),
        game_seed=cfg.game.seed,
    )
    pool = WorkerPool(ctx, [f"ipc://{folder}/replay.sock"], settings,
                      spawner=LocalSpawner(supervisor=cfg.supervisor, quiet=True)).start()
    try:
        pool.wait_ready(15)
        world = World.from_wire(entry["world"])
        world.forget_memory()
        rules = Rules(cfg.game.monster_wander_chance, cfg.game.monster_leash_tiles)
        pool.load(entry["code"], entry["code_id"])
        yield f'Order: "{entry["order"]}" ({entry["served_by"]})\n{render(world)}\n{hud(world)}\n'
        for _ in range(ticks):
            turn = pool.tick(world)
            if turn is None:
                break
            world.keep_memory(turn.memory, turn.memory_token)
            world.status = (
                f"error ({turn.error.kind}): {turn.error.message}" if turn.error else turn.status
            )
            step(world, companion_actions=turn.actions, rules=rules)
            yield f"{render(world)}\n{hud(world)}\nCompanion: {world.status}\n"
            if turn.done or turn.error or world.outcome:
                break
    finally:
        pool.close()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)
