"""Faults under the real supervisor: recovery time per service, orders lost, and a soak.

- recovery: kill -9 of the game, a sandbox worker, the agent and the model, N trials each; the
  time until a new process of that service answers a ping on its endpoint, and until the
  supervisor sees its first heartbeat (ready).
- orders lost: the fault suite's default scenarios (tests/system/test_kills.py) run here, each
  ending with its checks; an accepted order that the game forgot or went back on counts as lost.
- soak (``--soak-minutes M``): a scripted game, orders cycling and ticks all the time, the
  resident memory of every process sampled each minute; growth after the warm-up.

Run: .venv/bin/python -m bench.bench_faults [--trials N] [--soak-minutes M] [--no-recovery]
     [--no-orders]      (results in bench/results/faults.json and bench/results/soak.json)
"""

from __future__ import annotations

import signal
import statistics
import sys
import time
from typing import Any

from base.protocol import Ping, Pong
from base.transport import RemoteError, RpcClient, ServiceTimeout
from bench.common import arguments, percentile, save
from tests.system.harness import SUITE_SETTINGS, System, signal_process
from tests.system.scenario import run_fault
from tests.system.test_kills import DEFAULT
from tests.system.test_random_faults import SCRIPT

SERVICES = ("game", "sandbox", "agent", "llm")
# Each kill is a first crash after a healthy run, as in play, so the delay before a restart is
# the first backoff (100 ms), not a doubled one: a run of backoff_reset_s counts as healthy, and
# the bench lowers it from 10 s to 2 s so that trials need not wait 10 s apart.
HEALTHY_RUN_S = 2.0
BENCH_SETTINGS = (f"supervisor.backoff_reset_s={HEALTHY_RUN_S}",)
SOAK_TICKS_PER_S = 20
SOAK_ORDER_EVERY_S = 15
GOAL_GROWTH_PCT = 10.0


def endpoint_of(system: System, name: str) -> str:
    if name.startswith("sandbox."):
        return f"ipc://{system.data_dir}/run/sandbox-{name.split('.')[1]}.sock"
    return f"ipc://{system.data_dir}/run/{name}.sock"


def answered_by(system: System, endpoint: str, old_pid: int) -> bool:
    client = RpcClient(system.ctx, endpoint, timeout_ms=100)
    try:
        reply = client.request(Ping())
    except (ServiceTimeout, RemoteError):
        return False
    finally:
        client.close()
    return isinstance(reply, Pong) and reply.pid != old_pid


def recovery_trial(system: System, service: str, trial: int) -> dict[str, float]:
    healthy = system.wait_supervised(120)
    workers = sorted(n for n in healthy.pids if n.startswith("sandbox."))
    name = workers[trial % len(workers)] if service == "sandbox" else service
    old = healthy.pids[name]
    status = system.status() or {}
    if name in status:
        time.sleep(max(0.0, HEALTHY_RUN_S + 0.2 - status[name].uptime_s))
    endpoint = endpoint_of(system, name)
    t0 = time.monotonic()
    signal_process(old, signal.SIGKILL)
    answering = ready = None
    while answering is None or ready is None:
        now = time.monotonic() - t0
        if now > 120:
            raise RuntimeError(f"{name} did not come back within 120 s")
        if answering is None and answered_by(system, endpoint, old):
            answering = time.monotonic() - t0
        if ready is None:
            seen = system.status(timeout_ms=300)
            if seen and seen[name].ready and seen[name].pid not in (0, old):
                ready = time.monotonic() - t0
        time.sleep(0.005)
    return {"answering_s": answering, "ready_s": ready}


def summary(values: list[float]) -> dict[str, float]:
    return {"p50_s": round(percentile(values, 50), 3), "p99_s": round(percentile(values, 99), 3),
            "max_s": round(max(values), 3), "mean_s": round(statistics.fmean(values), 3),
            "n": len(values)}


def recovery(system: System, trials: int) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for service in SERVICES:
        samples = [recovery_trial(system, service, n) for n in range(trials)]
        out[service] = {"answering": summary([s["answering_s"] for s in samples]),
                        "ready": summary([s["ready_s"] for s in samples])}
        print(f"{service}: kill -9 -> answering p50 {out[service]['answering']['p50_s']} s",
              flush=True)
    return out


def orders_lost(system: System) -> dict[str, Any]:
    records = []
    for service, how, phase in DEFAULT:
        record = run_fault(system, service, how, phase)
        print(f"{record['scenario']}: {record.get('order_state', '-')}, "
              f"problems {record['problems']}", flush=True)
        records.append(record)
    return {
        "scenarios": len(records),
        "orders_accepted": sum(r.get("orders_accepted", 0) for r in records),
        "orders_lost": sum(r.get("orders_lost", 0) for r in records),
        "scenarios_with_problems": [r["scenario"] for r in records if r["problems"]],
        "final_states": {r["scenario"]: r.get("order_state", "-") for r in records},
        "recovery_s": {r["scenario"]: r.get("recovery_s") for r in records},
    }


def soak(system: System, minutes: float) -> dict[str, Any]:
    """Play for ``minutes``: ticks all the time, an order every few seconds, memory each
    minute. Growth is the last sample against the first one after the warm-up."""
    client = system.game()
    client.reset(map="default", manual_ticks=True)
    warmup_min = min(2.0, max(minutes / 5, 1.0))
    started = time.monotonic()
    samples: list[dict[str, Any]] = []
    next_sample = started
    next_order = started
    replaced: dict[str, int] = {}  # the state each order was in when the next one came
    ticks = resets = n = 0
    before = system.wait_supervised()
    while time.monotonic() - started < minutes * 60:
        now = time.monotonic()
        if now >= next_sample:
            samples.append({"minute": round((now - started) / 60, 2), "rss": system.rss()})
            next_sample += 60
        if now >= next_order:
            text, mode = SCRIPT[n % len(SCRIPT)]
            last = client.last_frame.order
            if last is not None:
                replaced[last.state] = replaced.get(last.state, 0) + 1
            client.order(text, mode)
            n += 1
            next_order += SOAK_ORDER_EVERY_S
        frame = client.tick()
        ticks += 1
        if frame.outcome is not None:
            client.reset(map="default", manual_ticks=True)
            resets += 1
        time.sleep(1 / SOAK_TICKS_PER_S)
    samples.append({"minute": round((time.monotonic() - started) / 60, 2), "rss": system.rss()})
    after = system.wait_supervised()
    base = next((s for s in samples if s["minute"] >= warmup_min), samples[0])
    growth = {}
    for name, last_rss in samples[-1]["rss"].items():
        first = base["rss"].get(name)
        if first:
            growth[name] = round((last_rss - first) * 100 / first, 1)
    mib = 1024 * 1024
    return {
        "minutes": minutes, "warmup_minutes": warmup_min, "ticks": ticks, "orders": n,
        "replaced_orders_by_state": replaced, "game_resets": resets,
        "restarts": {k: after.restarts[k] - before.restarts[k] for k in after.restarts},
        "rss_mib": [{"minute": s["minute"],
                     **{k: round(v / mib, 1) for k, v in sorted(s["rss"].items())}}
                    for s in samples],
        "growth_after_warmup_pct": growth,
        "worst_growth_pct": max(growth.values(), default=0.0),
        "goal_pct": GOAL_GROWTH_PCT,
    }


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_faults")
    parser.add_argument("--trials", type=int, default=10, help="kills per service (10)")
    parser.add_argument("--soak-minutes", type=float, default=0.0,
                        help="also run a soak this long (writes bench/results/soak.json)")
    parser.add_argument("--no-recovery", action="store_true")
    parser.add_argument("--no-orders", action="store_true")
    args = parser.parse_args(argv if argv is not None else [])
    system = System(BENCH_SETTINGS)
    try:
        system.up()
        if not (args.no_recovery and args.no_orders):
            result: dict[str, Any] = {"settings": [*SUITE_SETTINGS, *BENCH_SETTINGS]}
            if not args.no_recovery:
                result["recovery"] = recovery(system, args.trials)
            if not args.no_orders:
                result["orders"] = orders_lost(system)
            save("faults", result)
        if args.soak_minutes > 0:
            save("soak", soak(system, args.soak_minutes))
    finally:
        system.close()


if __name__ == "__main__":
    main(sys.argv[1:])
