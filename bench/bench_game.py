"""Game benchmarks: pure engine ticks per second on the default map, and the round trip of a
player move through the real game service over ipc (p50/p99).

Run: .venv/bin/python -m bench.bench_game
"""

from __future__ import annotations

import shutil
import tempfile
import time
from pathlib import Path

import zmq

from base.protocol import MoveRequest
from bench.common import arguments, save, summary_us
from game.maps import load_map
from game.rules import Rules, step


def engine_ticks_per_second(seconds: float = 3.0) -> dict[str, float]:
    world = load_map("default", seed=1)
    rules = Rules(monster_wander_chance=0.2, monster_leash_tiles=2)
    cid = world.companion.id
    moves = "sdsdwawa"
    ticks = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for i in range(1000):
            step(world, player_move=moves[i % 8],
                 companion_actions=[MoveRequest(entity=cid, move=moves[(i + 3) % 8])], rules=rules)
            if world.outcome:
                world = load_map("default", seed=1)
        ticks += 1000
    elapsed = time.perf_counter() - start
    return {"ticks": ticks, "ticks_per_s": round(ticks / elapsed)}


def move_round_trip(n: int = 2000) -> dict[str, float]:
    from services.cli.game_client import GameClient
    from tests.integration.game_process import GameProcess

    data = Path(tempfile.mkdtemp(prefix="da-bench-", dir="/tmp"))
    game = GameProcess(data, "game.manual_ticks=false", "game.tick_interval_ms=60000",
                       "game.checkpoint_every_ticks=1000000",
                       "game.monster_wander_chance=0").start()
    ctx = zmq.Context()
    try:
        client = GameClient(game.endpoint, ctx=ctx, subscribe=False)
        samples = []
        for i in range(n):
            t0 = time.perf_counter()
            client.move("sw"[i % 2])  # each move ticks the world and returns the new frame
            samples.append(time.perf_counter() - t0)
        client.close()
        return summary_us(samples[100:])
    finally:
        ctx.destroy(linger=0)
        game.stop()
        shutil.rmtree(data, ignore_errors=True)


def main(argv: list[str] | None = None) -> None:
    arguments("bench_game").parse_args(argv)
    save("game", {"engine": engine_ticks_per_second(), "move_round_trip": move_round_trip()})


if __name__ == "__main__":
    main()
