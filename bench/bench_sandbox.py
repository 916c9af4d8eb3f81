"""Sandbox benchmarks: one companion tick on the default map with 10 entities.

- in-process: the pool's whole path (snapshot, messages encoded and decoded, the worker's
  handler, Lua, the turn) with the worker's handler called directly;
- round trip: the same through a real worker process, over the seqpacket lane (the default)
  and over ZeroMQ ipc;
- the floors: a 300-byte message to an echo process and back over each transport, for scale;
- worker capacity: ticks per second one worker sustains with 8 requests in flight (lane);
- the hook: a tight Lua loop with the sandbox's count hook against a bare Lua state.

Run: .venv/bin/python -m bench.bench_sandbox   (writes bench/results/sandbox.json)
"""

from __future__ import annotations

import gc
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import msgpack
import zmq

from base import lane, protocol as p
from base.transport import connect
from bench.common import arguments, save, summary_us
from config.settings import SandboxConfig
from game.maps import load_map
from game.rules import Rules, step
from game.world import BAT, GORGON, Entity, World
from sandbox_worker.snapshot import flat_state, maze_hash
from sandbox_worker.worker import WorkerHandler
from services.sandbox_client.links import InProcessLink
from services.sandbox_client.pool import WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner

ENTITIES = 10
TARGETS = {
    "round_trip_over_in_process_p50": 1.5,
    "round_trip_p99_us": 150.0,
    "ticks_per_s_per_worker": 10_000,
}

# What generated code typically does each tick: look at every monster, walk to an item, keep a
# custom field, say what it is doing.
TYPICAL = """
function update_func(player, ai, monsters, items)
  ai.ticks = (ai.ticks or 0) + 1
  local nearest, best = nil, math.huge
  for _, m in ipairs(monsters) do
    local d = ai:distance_to(m)
    if d < best then nearest, best = m, d end
  end
  for _, item in ipairs(items) do
    if item.name == "sword" then
      local path = ai:find_path_to(item.position)
      if #path > 0 then ai:move(path[1]) end
      return "sword in " .. #path .. "; " .. nearest.name .. " at " .. best
    end
  end
  return "Done"
end
"""
MINIMAL = 'function update_func(player, ai, monsters, items) return "idle" end'
TIGHT_LOOP = "local s = 0 for i = 1, 3000000 do s = s + i % 7 end return s"
STILL = Rules(monster_wander_chance=0.0)


def bench_world() -> World:
    """The default map with monsters added on free floor until it holds 10 entities."""
    world = load_map("default")
    taken = {e.position for e in world.entities.values()} | {i.position for i in world.ground}
    free = [
        (r, c)
        for r in range(1, world.rows + 1)
        for c in range(1, world.cols + 1)
        if world.is_floor((r, c)) and (r, c) not in taken
    ]
    kinds = (BAT, GORGON)
    while len(world.entities) < ENTITIES:
        pos = free[(len(world.entities) * 37) % len(free)]
        free.remove(pos)
        eid = world.new_id()
        world.entities[eid] = Entity(eid, kinds[eid % 2], pos, 1, home=pos)
    return world


class Ticker:
    """Ticks a pool on a world that moves on, starting again when the code is done."""

    def __init__(self, pool: WorkerPool, code: str) -> None:
        self.pool, self.template = pool, bench_world()
        self.world = self.template.copy()
        pool.load(code, "bench")

    def once(self) -> float:
        t0 = time.perf_counter()
        turn = self.pool.tick(self.world, deadline_ms=2000)
        elapsed = time.perf_counter() - t0
        assert turn is not None and turn.error is None, turn
        self.world.keep_memory(turn.memory, turn.memory_token)
        step(self.world, companion_actions=turn.actions, rules=STILL)
        if turn.done or self.world.outcome:
            self.world = self.template.copy()
        return elapsed


def measure(tick: Callable[[], float], n: int, warmup: int = 300) -> dict[str, float]:
    for _ in range(warmup):
        tick()
    gc.collect()
    samples = [tick() for _ in range(n)]
    result = summary_us(samples)
    result["ticks_per_s"] = round(n / sum(samples))
    return result


def in_process(code: str, n: int) -> dict[str, float]:
    pool = WorkerPool(
        None, ["in-process"], link_factory=lambda i, ep: InProcessLink(i, ep, WorkerHandler())
    ).start()
    pool.wait_ready(1)
    return measure(Ticker(pool, code).once, n)


def round_trip(
    ctx: zmq.Context, endpoint: str, code: str, n: int, transport: str, spin_us: int = 200
) -> dict[str, float]:
    # The supervisor's way: the worker runs elsewhere, the pool only connects.
    pool = WorkerPool(ctx, [endpoint], PoolSettings(transport=transport, spin_us=spin_us)).start()
    try:
        assert pool.wait_ready(30), "the worker did not start"
        return measure(Ticker(pool, code).once, n)
    finally:
        pool.close()


def worker_capacity(endpoint: str, code: str, n: int, window: int = 8) -> dict:
    """Ticks per second one worker answers when the next request is always waiting."""
    path = lane.lane_path(endpoint)
    assert path is not None
    conn = lane.connect(path, p.DEFAULT_MAX_MESSAGE_BYTES)
    world = bench_world()

    def request(rid: str, **extra: Any) -> None:
        msg = p.SandboxTick(
            request_id=rid,
            code_id="cap",
            seed=1,
            state=msgpack.packb(flat_state(world)),
            maze_hash=maze_hash(world.maze),
            **extra,
        )
        conn.send(p.encode(msg), 1.0)

    def reply() -> p.Message:
        data = conn.receive(5000)
        assert data is not None, "the worker stopped answering"
        return p.decode(data)

    conn.send(p.encode(p.SandboxLoad(request_id="load", code_id="cap", code=code)), 1.0)
    request("first", maze=list(world.maze), memory=msgpack.packb({}))
    first = [reply() for _ in range(2)][-1]
    assert isinstance(first, p.SandboxTickResult), first
    instance = first.instance
    sent = received = 0
    t0 = time.perf_counter()
    while received < n:
        while sent < n and sent - received < window:
            request(f"t{sent}", instance=instance)
            sent += 1
        assert isinstance(reply(), p.SandboxTickResult)
        received += 1
    elapsed = time.perf_counter() - t0
    conn.close()
    return {"in_flight": window, "ticks_per_s": round(n / elapsed), "n": n}


ECHO = """
import sys, zmq
s = zmq.Context().socket(zmq.ROUTER); s.bind(sys.argv[1])
while True:
    f = s.recv_multipart()
    if f[-1] == b"stop": break
    s.send_multipart(f)
"""


LANE_ECHO = """
import sys
from base import lane
spin_s = int(sys.argv[2]) / 1e6
listener = lane.Listener(sys.argv[1], 1 << 20)
print("ready", flush=True)
conn = None
while conn is None:
    conn = listener.accept()
while True:
    data = conn.receive(60_000, spin_s)
    if data is None or data == b"stop":
        break
    conn.send(data, 1.0)
listener.close()
"""


def lane_floor(path: str, n: int, spin_us: int) -> dict[str, float]:
    echo = subprocess.Popen(
        [sys.executable, "-c", LANE_ECHO, path, str(spin_us)], stdout=subprocess.PIPE
    )
    assert echo.stdout is not None and echo.stdout.readline().strip() == b"ready"
    conn = lane.connect(path, 1 << 20)
    payload = b"x" * 300

    def once() -> float:
        t0 = time.perf_counter()
        conn.send(payload, 1.0)
        conn.receive(5000, spin_us / 1e6)
        return time.perf_counter() - t0

    try:
        return measure(once, n)
    finally:
        conn.send(b"stop", 1.0)
        echo.wait(timeout=5)
        conn.close()


def zmq_floor(ctx: zmq.Context, endpoint: str, n: int) -> dict[str, float]:
    echo = subprocess.Popen([sys.executable, "-c", ECHO, endpoint])
    sock = ctx.socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    connect(sock, endpoint)
    payload = b"x" * 300  # about the size of a tick request

    def once() -> float:
        t0 = time.perf_counter()
        sock.send(payload)
        sock.recv()
        return time.perf_counter() - t0

    try:
        return measure(once, n)
    finally:
        sock.send(b"stop")
        echo.wait(timeout=5)
        sock.close()


def hook_overhead() -> dict[str, float]:
    """The same tight loop in the sandbox (count hook on) and in a bare Lua 5.4 state."""
    import lupa.lua54 as lua54

    from sandbox_worker.runtime import SandboxRuntime

    rt = SandboxRuntime(replace(SandboxConfig(), max_instructions=10**9, max_tick_ms=60_000))
    world = bench_world()
    rt.set_maze(world.maze)
    rt.load(f"function update_func() {TIGHT_LOOP} end", "loop")
    bare = lua54.LuaRuntime(register_eval=False, register_builtins=False).eval(
        f"function() {TIGHT_LOOP} end"
    )
    outcomes = [rt.tick(flat_state(world), 1) for _ in range(5)]
    assert all(o.error is None for o in outcomes), outcomes[0].error
    hooked_ms = min(o.lua_us for o in outcomes) / 1000
    bare_ms = min(_timed(bare) for _ in range(5)) * 1000
    return {
        "loop_iterations": 3_000_000,
        "hooked_ms": round(hooked_ms, 1),
        "bare_ms": round(bare_ms, 1),
        "slowdown": round(hooked_ms / bare_ms, 2),
    }


def _timed(fn: Callable[[], Any]) -> float:
    t0 = time.perf_counter()
    fn()
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_sandbox")
    parser.add_argument("--ticks", type=int, default=5000,
                        help="ticks per measurement (default 5000)")
    n = parser.parse_args(argv).ticks
    folder = tempfile.mkdtemp(prefix="da-bench-", dir="/tmp")
    ctx = zmq.Context()
    endpoint = f"ipc://{folder}/w.sock"  # a worker as configured (it spins 200 µs)
    sleeper = f"ipc://{folder}/s.sock"  # one that sleeps at once, for comparison
    spawner = LocalSpawner(quiet=True)
    spawner.start(0, endpoint)
    still = LocalSpawner(overrides=["network.sandbox_spin_us=0"], quiet=True)
    still.start(0, sleeper)
    gc.collect()
    gc.freeze()  # as the game service does once it has started
    try:
        results: dict[str, Any] = {"entities": ENTITIES, "targets": TARGETS}
        for name, code in (("typical", TYPICAL), ("minimal", MINIMAL)):
            local = in_process(code, n)
            remote = round_trip(ctx, endpoint, code, n, "seqpacket")
            results[name] = {
                "in_process": local,
                "round_trip": remote,
                "round_trip_over_in_process_p50": round(remote["p50_us"] / local["p50_us"], 2),
                "round_trip_lane_no_spin": round_trip(ctx, sleeper, code, n, "seqpacket", 0),
                "round_trip_zeromq": round_trip(ctx, sleeper, code, n, "zeromq"),
            }
        results["lane_floor"] = lane_floor(f"{folder}/echo.lane", n, 200)
        results["lane_floor_no_spin"] = lane_floor(f"{folder}/echo2.lane", n, 0)
        results["zmq_floor"] = zmq_floor(ctx, f"ipc://{folder}/echo.sock", n)
        results["worker_capacity"] = worker_capacity(endpoint, TYPICAL, n)
        results["hook"] = hook_overhead()
        save("sandbox", results)
    finally:
        spawner.close()
        still.close()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
