"""Failover: time from a sandbox worker's death (kill -9) or hang (SIGSTOP) to the next tick
the game serves with the companion's code, under the real supervisor (p50/p99 over trials).

Run: .venv/bin/python -m bench.bench_failover [TRIALS]
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import zmq

from bench.common import arguments, percentile, save
from config.settings import PROJECT_ROOT
from services.cli.eval_runner import PrivateSystem, wait_for_game

WALK = '''function update_func(player, ai, monsters, items)
  ai.n = (ai.n or 0) + 1
  ai:move(({"d", "a"})[ai.n % 2 + 1])
  return "tick " .. ai.n
end'''


def workers(system: PrivateSystem) -> dict[str, dict]:
    out = subprocess.run([sys.executable, "-m", "services.cli", *system.flags, "status", "--json"],
                         cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=30)
    return {s["name"]: s for s in json.loads(out.stdout)["services"]
            if s["name"].startswith("sandbox.")}


def wait_all_ready(system: PrivateSystem, timeout_s: float = 30) -> dict[str, dict]:
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        ws = workers(system)
        if ws and all(w["ready"] and w["pid"] for w in ws.values()):
            return ws
        time.sleep(0.05)
    raise RuntimeError("sandbox workers did not become ready")


def trial(system: PrivateSystem, client, sig: int) -> tuple[float, int]:
    """Kill or freeze the worker that serves, then tick until a tick is served again."""
    ws = wait_all_ready(system)
    serving = client.tick().sandbox_worker
    victim = ws[f"sandbox.{serving}"]["pid"]
    os.kill(victim, sig)
    t0 = time.perf_counter()
    missed = 0
    while True:
        frame = client.tick()
        if frame.status.startswith("tick "):
            break
        missed += 1
    elapsed = time.perf_counter() - t0
    if sig == signal.SIGSTOP:
        try:
            os.kill(victim, signal.SIGCONT)  # the supervisor has SIGKILLed it; no-op otherwise
        except ProcessLookupError:
            pass
    return elapsed, missed


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_failover")
    parser.add_argument("trials", nargs="?", type=int, default=100,
                        help="kills and freezes of the worker, each (default 100)")
    trials = parser.parse_args(argv).trials
    system = PrivateSystem(["game.monster_wander_chance=0", "supervisor.sandbox_workers=1",
                            "supervisor.sandbox_spare_workers=1", "supervisor.backoff_initial_ms=0",
                            # Killing on purpose 100 times is not a crash loop to stop.
                            "supervisor.flapping_crashes=100000"])
    system.start()
    ctx = zmq.Context()
    try:
        client = wait_for_game(f"ipc://{system.data_dir}/run/game.sock", ctx, 120)
        client.load_code(WALK, "walk")
        result = {}
        for name, sig in (("kill9", signal.SIGKILL), ("sigstop", signal.SIGSTOP)):
            times, missed = [], []
            for _ in range(trials):
                t, m = trial(system, client, sig)
                times.append(t * 1000)
                missed.append(m)
            result[name] = {
                "p50_ms": round(percentile(times, 50), 1),
                "p99_ms": round(percentile(times, 99), 1),
                "max_missed_ticks": max(missed),
                "trials": trials,
            }
        client.close()
        save("failover", {"deadline_ms": 100, **result})
    finally:
        ctx.destroy(linger=0)
        system.stop()


if __name__ == "__main__":
    main(sys.argv[1:])
