"""Load benchmarks: one machine shared by many clients, every sandbox worker and the model.

Loopback and ``ipc://`` only; every part is bounded in count and time and stops by itself.

- clients: 50 clients of one real game service in real time: 10 send moves back to back (each
  move ticks the world, which publishes a frame), 40 watch the frames on the PUB socket, the
  companion's code running all along. Frame latency runs from publication to receipt: the game
  service is the real one with each publication stamped by CLOCK_MONOTONIC, which is one clock
  for every process of a machine, and each watcher stamps a frame once it has decoded it. A
  frame is lost for a watcher when its tick was published in the window and never arrived.
- workers: sandbox ticks per second across all workers as they grow from 1 to the core count,
  each kept busy with 8 requests in flight by one driver (requests encoded once, replies
  counted; every 256th is decoded and checked).
- generating: one tick (minimal and typical code, as in bench_sandbox) in process and over the
  lane while the real model service (the embedded model) writes a long answer in a loop; the
  lane as configured (spinning adapts to load), spinning always (as before), and never. Two
  conditions show where the rest of the cost lies: before the model starts, the lane with this
  process and its worker made to share one core (``same_core_no_model``: what two processes
  taking turns on a core cost, which is the loaded case on two cores); and at the end, the model
  service moved to SCHED_IDLE with the lane spinning (``model_sched_idle``: the game given both
  cores whenever it wants them). ``paced``: one tick every 10 ms instead of back to back, closer
  to play, where the game ticks once a second.

Run: .venv/bin/python -m bench.bench_load [clients] [workers] [generating]
(with every part, the default, results go to bench/results/load.json).
"""

from __future__ import annotations

import gc
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import msgpack
import zmq

from base import lane, protocol as p
from bench.bench_sandbox import MINIMAL, TYPICAL, Ticker, bench_world
from bench.common import arguments, percentile, save, summary_us
from sandbox_worker.snapshot import flat_state, maze_hash
from services.sandbox_client.pool import WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner

ROOT = Path(__file__).resolve().parent.parent
TARGETS = {"generating_lane_over_in_process_p50": 1.5, "generating_lane_p99_us": 2000.0}

MOVERS, WATCHERS = 10, 40
CLIENT_SECONDS = 10.0
DRAIN_S = 3.0  # a watcher keeps reading this long after the movers stop, for frames queued
# The companion walks to and fro beside the player's corridor; the player goes up and down
# column 2 (rows 2 to 8 are floor, nothing there to fight), whatever order the moves arrive in.
WALK = """function update_func(player, ai, monsters, items)
  ai.n = (ai.n or 0) + 1
  ai:move(({"d", "a"})[ai.n % 2 + 1])
  return "walking " .. ai.n
end"""
PLAYER_MOVES = "sw"

WINDOW = 8  # requests in flight per worker
WORKER_SECONDS = 3.0

STORY = ("Tell me a very long story, with many chapters, about a companion exploring a dungeon "
         "full of gorgons and bats, and everything it sees there.")
GENERATE_TOKENS = 512
CODES = (("minimal", MINIMAL), ("typical", TYPICAL))  # the companion's code each tick runs
LANES: dict[str, tuple[int, bool]] = {
    # name: (network.sandbox_spin_us, network.sandbox_spin_adapt), on both ends of the lane
    "lane": (200, True),  # as configured
    "lane_always_spin": (200, False),  # as before spinning adapted
    "lane_no_spin": (0, False),
}
BLOCKS = 6  # conditions take turns, so that each sees the same load
PACE_S, PACED_TICKS = 0.01, 300


def load_avg() -> list[float]:
    return [round(x, 2) for x in os.getloadavg()]


def _python(code: str, *args: str, **kw: Any) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code, *args], cwd=ROOT, **kw)


def _wait_for(pred: Callable[[], bool], timeout_s: float, what: str) -> None:
    deadline = time.monotonic() + timeout_s
    while not pred():
        if time.monotonic() > deadline:
            raise RuntimeError(f"timed out waiting for {what}")
        time.sleep(0.05)


# -- clients -------------------------------------------------------------------------------------


def stamped_game(stamps_file: str, *argv: str) -> int:
    """The real game service (``services.game_server.server.main``) with each frame's publication
    time kept, written to ``stamps_file`` as msgpack [[tick, ns], ...] when it stops."""
    from services.game_server import server as game_server

    stamps: list[tuple[int, int]] = []
    publish = game_server.GameServer._publish

    def stamped(self: game_server.GameServer, frame: p.Frame) -> None:
        stamps.append((frame.tick, time.monotonic_ns()))
        publish(self, frame)

    # Patched here, in this benchmark's own child, so the service itself carries no hook.
    game_server.GameServer._publish = stamped  # type: ignore[method-assign]
    try:
        return game_server.main(list(argv))
    finally:
        Path(stamps_file).write_bytes(msgpack.packb(stamps))


def _go() -> tuple[int, int]:
    """Say ready, then read the window (start and stop, CLOCK_MONOTONIC ns) from the parent."""
    print("ready", flush=True)
    start_ns, stop_ns = (int(x) for x in sys.stdin.readline().split())
    time.sleep(max(start_ns - time.monotonic_ns(), 0) / 1e9)
    return start_ns, stop_ns


def mover(endpoint: str, index: str) -> None:
    """A client sending moves as fast as the game answers them; prints its round trips."""
    from services.cli.game_client import GameClient

    client = GameClient(endpoint, subscribe=False, name=f"mover{index}", timeout_ms=30_000)
    _, stop_ns = _go()
    samples: list[float] = []
    while time.monotonic_ns() < stop_ns:
        t0 = time.perf_counter()
        client.move(PLAYER_MOVES[len(samples) % 2])
        samples.append(time.perf_counter() - t0)
    client.close()
    print(json.dumps({"moves": len(samples), **summary_us(samples)}), flush=True)


def watcher(endpoint: str, out_file: str) -> None:
    """A client watching frames; writes [[tick, received ns], ...] to ``out_file``."""
    from services.cli.game_client import GameClient

    client = GameClient(endpoint, subscribe=True, name="watcher")
    _, stop_ns = _go()
    received: list[tuple[int, int]] = []
    last = time.monotonic_ns()
    while True:
        for frame in client.frames(timeout_ms=100):
            last = time.monotonic_ns()
            received.append((frame.tick, last))
        now = time.monotonic_ns()
        if now > stop_ns + DRAIN_S * 1e9 or (now > stop_ns and now - last > 0.5e9):
            break
    client.close()
    Path(out_file).write_bytes(msgpack.packb(received))
    print("done", flush=True)


def _start_game(folder: Path, stamps: Path) -> tuple[subprocess.Popen, str]:
    endpoint = f"ipc://{folder}/run/game.sock"
    sets = [f"paths.data_dir={folder}", "game.monster_wander_chance=0"]
    args = [str(stamps)] + [a for s in sets for a in ("--set", s)]
    log = open(folder / "game.log", "ab")
    proc = _python("import sys; from bench.bench_load import stamped_game; "
                   "sys.exit(stamped_game(*sys.argv[1:]))", *args, stdout=log, stderr=log)
    from base.transport import ServiceTimeout
    from services.cli.game_client import GameClient

    def answers() -> bool:
        if proc.poll() is not None:
            raise RuntimeError(f"the game exited {proc.returncode}")
        ctx = zmq.Context()
        try:
            GameClient(endpoint, ctx=ctx, timeout_ms=300, subscribe=False).close()
            return True
        except ServiceTimeout:
            return False
        finally:
            ctx.destroy(linger=0)

    _wait_for(answers, 60, "the game service")
    return proc, endpoint


def clients(folder: Path) -> dict[str, Any]:
    from services.cli.game_client import GameClient

    stamps_file = folder / "stamps.msgpack"
    game, endpoint = _start_game(folder, stamps_file)
    children: list[subprocess.Popen] = []
    try:
        with GameClient(endpoint, subscribe=False) as setup:
            setup.load_code(WALK, "walk")
        pipes = {"stdin": subprocess.PIPE, "stdout": subprocess.PIPE, "text": True}
        for i in range(MOVERS):
            children.append(_python("import sys; from bench.bench_load import mover; "
                                    "mover(*sys.argv[1:])", endpoint, str(i), **pipes))
        outs = [folder / f"watcher{i}.msgpack" for i in range(WATCHERS)]
        for out in outs:
            children.append(_python("import sys; from bench.bench_load import watcher; "
                                    "watcher(*sys.argv[1:])", endpoint, str(out), **pipes))
        for child in children:  # bounded by the children's own timeouts
            assert child.stdout is not None and child.stdout.readline().strip() == "ready"
        load_before = load_avg()
        start_ns = time.monotonic_ns() + 500_000_000
        stop_ns = start_ns + int(CLIENT_SECONDS * 1e9)
        for child in children:
            assert child.stdin is not None
            child.stdin.write(f"{start_ns} {stop_ns}\n")
            child.stdin.flush()
        lines = [child.communicate(timeout=CLIENT_SECONDS + DRAIN_S + 60)[0] for child in children]
    finally:
        for child in children:
            if child.poll() is None:
                child.kill()
                child.wait()
        game.terminate()
        game.wait(timeout=30)
    moves = [json.loads(line) for line in lines[:MOVERS]]
    published = {tick: ns for tick, ns in msgpack.unpackb(stamps_file.read_bytes())
                 if start_ns <= ns <= stop_ns}
    latencies_us: list[float] = []
    lost: list[float] = []
    for out in outs:
        got = {tick: ns for tick, ns in msgpack.unpackb(out.read_bytes()) if tick in published}
        lost.append(len(published) - len(got))
        latencies_us += [(ns - published[tick]) / 1000 for tick, ns in got.items()]
    return {
        "movers": MOVERS,
        "watchers": WATCHERS,
        "seconds": CLIENT_SECONDS,
        "load_avg_before": load_before,
        "frames_published": len(published),
        "frames_per_s": round(len(published) / CLIENT_SECONDS),
        "moves_per_s": round(sum(m["moves"] for m in moves) / CLIENT_SECONDS),
        "move_round_trip_p50_us": round(percentile([m["p50_us"] for m in moves], 50), 1),
        "move_round_trip_p99_us_worst_mover": max(m["p99_us"] for m in moves),
        "frame_latency_p50_us": round(percentile(latencies_us, 50), 1),
        "frame_latency_p99_us": round(percentile(latencies_us, 99), 1),
        "frame_latency_max_us": round(max(latencies_us, default=0.0), 1),
        "frames_lost_per_watcher": {"min": min(lost), "median": round(percentile(lost, 50)),
                                    "max": max(lost)},
        "frames_lost_share": round(sum(lost) / max(len(published) * WATCHERS, 1), 4),
    }


# -- workers -------------------------------------------------------------------------------------


def _prepared_lane(endpoint: str) -> tuple[lane.Connection, bytes]:
    """A lane to a started worker with TYPICAL loaded, and a tick request encoded once."""
    path = lane.lane_path(endpoint)
    assert path is not None, "workers need an ipc:// endpoint on a system with seqpacket sockets"
    conns: list[lane.Connection] = []

    def connected() -> bool:
        try:
            conns.append(lane.connect(path, p.DEFAULT_MAX_MESSAGE_BYTES))
            return True
        except OSError:
            return False

    _wait_for(connected, 30, f"the worker at {endpoint}")
    conn = conns[0]
    world = bench_world()
    tick = {"code_id": "cap", "seed": 1, "state": msgpack.packb(flat_state(world)),
            "maze_hash": maze_hash(world.maze)}
    conn.send(p.encode(p.SandboxLoad(request_id="load", code_id="cap", code=TYPICAL)), 1.0)
    first = p.SandboxTick(request_id="first", maze=list(world.maze), memory=msgpack.packb({}),
                          **tick)
    conn.send(p.encode(first), 1.0)
    replies = [conn.receive(10_000) for _ in range(2)]
    assert replies[-1] is not None
    reply = p.decode(replies[-1])
    assert isinstance(reply, p.SandboxTickResult) and reply.error is None, reply
    return conn, p.encode(p.SandboxTick(request_id="t", instance=reply.instance, **tick))


def _drive(lanes: list[tuple[lane.Connection, bytes]], seconds: float) -> int:
    """Ticks answered in ``seconds`` with WINDOW requests always in flight on every lane."""
    poller = select.poll()
    by_fd = {}
    for conn, request in lanes:
        by_fd[conn.fileno()] = (conn, request)
        poller.register(conn.fileno(), select.POLLIN)
        for _ in range(WINDOW):
            conn.send(request, 1.0)
    answered = 0
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for fd, _ in poller.poll(100):
            conn, request = by_fd[fd]
            while (data := conn.receive_ready()) is not None:
                answered += 1
                if answered % 256 == 0:
                    reply = p.decode(data)
                    assert isinstance(reply, p.SandboxTickResult) and reply.error is None, reply
                conn.send(request, 1.0)
    for conn, _ in lanes:  # what is still in flight, so the next round starts empty
        for _ in range(WINDOW):
            assert conn.receive(10_000) is not None
    return answered


def workers(folder: Path) -> dict[str, Any]:
    cores = os.cpu_count() or 1
    spawner = LocalSpawner(quiet=True)
    endpoints = [f"ipc://{folder}/w{i}.sock" for i in range(cores)]
    for i, endpoint in enumerate(endpoints):
        spawner.start(i, endpoint)
    try:
        lanes = [_prepared_lane(endpoint) for endpoint in endpoints]
        _drive(lanes, 1.0)  # warm-up
        result: dict[str, Any] = {"cores": cores, "in_flight_per_worker": WINDOW,
                                  "seconds_each": WORKER_SECONDS, "load_avg_before": load_avg()}
        for n in range(1, cores + 1):
            rate = _drive(lanes[:n], WORKER_SECONDS) / WORKER_SECONDS
            result[f"{n}_workers"] = {"ticks_per_s": round(rate), "per_worker": round(rate / n)}
        for conn, _ in lanes:
            conn.close()
        return result
    finally:
        spawner.close()


# -- ticks while the model writes ----------------------------------------------------------------


GENERATE = """
import sys, time, zmq
from bench.bench_load import STORY, GENERATE_TOKENS
from services.llm_server.client import LlmClient
from base.protocol import ChatMessage, LlmResult
endpoint, stop_file = sys.argv[1], sys.argv[2]
client = LlmClient(zmq.Context(), endpoint, idle_timeout_ms=60_000)
tokens, t0, said = 0, time.monotonic(), False
story = [ChatMessage.user(STORY)]
while True:
    for reply in client.stream(story, max_tokens=GENERATE_TOKENS, temperature=0.8):
        if not said:
            print("generating", flush=True)
            said = True
        if isinstance(reply, LlmResult):
            tokens += reply.completion_tokens
    import os
    if os.path.exists(stop_file):
        break
print(round(tokens / (time.monotonic() - t0), 1), flush=True)
"""


def _start_llm(folder: Path) -> tuple[subprocess.Popen, str]:
    from services.llm_server.client import LlmClient, LlmUnavailable

    endpoint = f"ipc://{folder}/llm.sock"
    proc = subprocess.Popen([sys.executable, "-m", "services.llm_server", "--endpoint", endpoint,
                             "--set", f"paths.data_dir={folder}"], cwd=ROOT,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    ctx = zmq.Context()

    def answers() -> bool:
        if proc.poll() is not None:
            raise RuntimeError(f"the model service exited {proc.returncode}")
        probe = LlmClient(ctx, endpoint, timeout_ms=300)
        try:
            probe.ping()
            return True
        except LlmUnavailable:
            return False
        finally:
            probe.close()

    try:
        _wait_for(answers, 120, "the model service")
    finally:
        ctx.destroy(linger=0)
    return proc, endpoint


def generating(folder: Path, n: int = 3000) -> dict[str, Any]:
    ctx = zmq.Context()
    spawners: dict[str, LocalSpawner] = {}
    pools: dict[str, WorkerPool] = {}
    llm: subprocess.Popen | None = None
    writer: subprocess.Popen | None = None
    stop_file = folder / "stop-generating"
    try:
        _start_lanes(ctx, folder, spawners, pools)
        # Before the model starts: the game and its worker made to share one core, nothing else.
        worker_pid = spawners["lane_no_spin"].pid(0)
        assert worker_pid is not None
        same_core = {code_name: _on_one_core(worker_pid, pools["lane_no_spin"], code, n)
                     for code_name, code in CODES}

        llm, llm_endpoint = _start_llm(folder)
        writer = _python(GENERATE, llm_endpoint, str(stop_file), stdout=subprocess.PIPE,
                         text=True)
        assert writer.stdout is not None and writer.stdout.readline().strip() == "generating"
        result = _beside_the_model(pools, n)
        result["same_core_no_model"] = same_core
        # The one way found under 1.5x at p50: the model only on time nothing else wants.
        _background(llm.pid)
        spinning = {"lane_always_spin": pools["lane_always_spin"]}
        result["model_sched_idle"] = {
            code_name: _interleaved(spinning, code, n) for code_name, code in CODES
        }
        stop_file.touch()
        rate = writer.communicate(timeout=120)[0].strip()
        result["model_tok_s_while_measuring"] = float(rate) if rate else None
        return result
    finally:
        stop_file.touch()
        for pool in pools.values():
            pool.close()
        for spawner in spawners.values():
            spawner.close()
        if writer is not None and writer.poll() is None:
            writer.kill()
            writer.wait()
        if llm is not None:
            llm.terminate()
            llm.wait(timeout=30)
        ctx.destroy(linger=0)


def _start_lanes(ctx: zmq.Context, folder: Path, spawners: dict[str, LocalSpawner],
                 pools: dict[str, WorkerPool]) -> None:
    """A worker and its pool for each of LANES, added to ``spawners`` and ``pools`` as each
    starts (the caller closes what did start when one fails)."""
    for name, (spin_us, adapt) in LANES.items():
        overrides = [f"network.sandbox_spin_us={spin_us}",
                     f"network.sandbox_spin_adapt={str(adapt).lower()}"]
        spawner = LocalSpawner(overrides=overrides, quiet=True)
        endpoint = f"ipc://{folder}/{name}.sock"
        spawner.start(0, endpoint)
        spawners[name] = spawner
        pools[name] = WorkerPool(
            ctx, [endpoint], PoolSettings(spin_us=spin_us, spin_adapt=adapt)
        ).start()
        assert pools[name].wait_ready(30), f"the {name} worker did not start"


def _beside_the_model(pools: dict[str, WorkerPool], n: int) -> dict[str, Any]:
    """While the model writes: every lane's ticks back to back, the configured lane's paced,
    and the load before and after."""
    load_before = load_avg()
    result: dict[str, Any] = {"model_threads": _model_threads(), "ticks_each": n,
                              "load_avg_before": load_before}
    for code_name, code in CODES:
        result[code_name] = _interleaved(pools, code, n)
    result["paced"] = {
        code_name: _paced({"lane": pools["lane"]}, code) for code_name, code in CODES
    }
    result["load_avg_after"] = load_avg()
    return result


def _paced(pools: dict[str, WorkerPool], code: str, n: int = PACED_TICKS) -> dict[str, Any]:
    """One tick every PACE_S, as a game ticks (once a second by default), conditions in turn:
    each tick finds its caches as the model left them."""
    return _interleaved(pools, code, n, pace_s=PACE_S)


def _on_one_core(worker_pid: int, pool: WorkerPool, code: str, n: int) -> dict[str, Any]:
    """In process and over the lane (no spin) with this thread and the worker on one core:
    what alternating two processes on a core costs, with no model running at all."""
    mine = os.sched_getaffinity(0)
    theirs = os.sched_getaffinity(worker_pid)
    core = min(mine)
    os.sched_setaffinity(0, {core})
    os.sched_setaffinity(worker_pid, {core})
    try:
        out = _interleaved({"lane_no_spin": pool}, code, n)
    finally:
        os.sched_setaffinity(0, mine)
        os.sched_setaffinity(worker_pid, theirs)
    out["core"] = core
    return out


def _background(pid: int) -> None:
    """Every thread of ``pid`` to SCHED_IDLE: it runs only when no other thread wants a core."""
    for tid in os.listdir(f"/proc/{pid}/task"):
        try:
            os.sched_setscheduler(int(tid), os.SCHED_IDLE, os.sched_param(0))
        except ProcessLookupError:  # a thread that ended meanwhile
            pass


def _model_threads() -> int:
    from config.settings import LlmConfig

    return LlmConfig().n_threads


def _interleaved(
    pools: dict[str, WorkerPool], code: str, n: int, pace_s: float = 0.0
) -> dict[str, Any]:
    """Every condition in turns of n / BLOCKS ticks, so a change in load hits them alike;
    with ``pace_s``, that long asleep before each tick."""
    from sandbox_worker.worker import WorkerHandler
    from services.sandbox_client.links import InProcessLink

    local = WorkerPool(None, ["in-process"],
                       link_factory=lambda i, ep: InProcessLink(i, ep, WorkerHandler())).start()
    local.wait_ready(1)
    tickers = {"in_process": Ticker(local, code)}
    tickers.update({name: Ticker(pool, code) for name, pool in pools.items()})
    samples: dict[str, list[float]] = {name: [] for name in tickers}
    for ticker in tickers.values():
        for _ in range(300):
            ticker.once()
    gc.collect()
    sleeping: dict[str, int] = {name: 0 for name in pools}
    for _ in range(BLOCKS):
        for name, ticker in tickers.items():
            for _ in range(n // BLOCKS):
                if pace_s:
                    time.sleep(pace_s)
                samples[name].append(ticker.once())
            if name in pools:
                sleeping[name] += pools[name].spin.governor.busy
    out: dict[str, Any] = {name: summary_us(s) for name, s in samples.items()}
    base = out["in_process"]["p50_us"]
    for name, pool in pools.items():
        out[name]["over_in_process_p50"] = round(out[name]["p50_us"] / base, 2)
        if pool.spin.adapt:  # what the game's end made of the load
            out[name]["blocks_not_spinning"] = f"{sleeping[name]} of {BLOCKS}"
            out[name]["other_runnable_threads"] = round(pool.spin.governor.others or 0.0, 2)
    return out


# -- main ----------------------------------------------------------------------------------------


PARTS: dict[str, Callable[[Path], dict[str, Any]]] = {
    "clients": clients,
    "workers": workers,
    "generating": generating,
}


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_load")
    parser.add_argument("parts", nargs="*", metavar="PART",
                        help=f"which parts to run, of {', '.join(PARTS)} (default: every one, "
                             "saved to bench/results/load.json)")
    wanted = parser.parse_args(argv).parts or list(PARTS)
    unknown = [w for w in wanted if w not in PARTS]
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    results: dict[str, Any] = {"targets": TARGETS}
    for name in wanted:
        folder = Path(tempfile.mkdtemp(prefix="da-load-", dir="/tmp"))
        try:
            results[name] = PARTS[name](folder)
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    if set(wanted) == set(PARTS):
        save("load", results)
    else:
        print(json.dumps(results, indent=2))


if __name__ == "__main__":
    signal.signal(signal.SIGTERM, signal.default_int_handler)
    main(sys.argv[1:])
