"""Supervisor benchmark: how fast a dead or hung worker is replaced, and what supervising costs.

Runs a real supervisor (``dungeon up``) over a pool of small children that heartbeat at once
(readiness, like a sandbox worker that has bound its socket), then measures:

- spawn → ready: from the supervisor's ``spawned`` event to the child's first heartbeat;
- kill -9 → respawned / → ready: a worker SIGKILLed from outside (policy delay set to 0 so the
  figure is the mechanism; the default policy adds ``backoff_initial_ms`` = 100 ms);
- SIGSTOP + worker_overran → reply / → ready: a frozen worker reported by the game the way the
  game does it (the reply names the spares to fail over to at once);
- supervisor CPU while idle, with the pool heartbeating once a second.

Event times are the supervisor's CLOCK_MONOTONIC, which this process shares.

    python -m bench.bench_supervisor [--trials 100] [--idle-s 10] [--no-save]
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import psutil  # noqa: E402
import zmq  # noqa: E402

from base import protocol  # noqa: E402
from base.protocol import (  # noqa: E402
    SupervisorEvent,
    SupervisorStatus,
    WorkerOverran,
    WorkerOverranResult,
)
from base.transport import RpcClient, ServiceTimeout, connect  # noqa: E402
from bench.common import arguments, machine, percentile, save  # noqa: E402


def run_child() -> None:
    """A pool member: ready at its first heartbeat, then beats until killed."""
    from base.heartbeat import Heartbeat

    hb = Heartbeat.from_env()
    while True:
        hb.beat()
        time.sleep(0.05)


class Bench:
    def __init__(self, data_dir: Path, workers: int, spares: int) -> None:
        self.data_dir = data_dir
        self.pool = workers + spares
        procfile = data_dir / "Procfile"
        procfile.write_text(f"sandbox: python {Path(__file__).resolve()} --child\n")
        sets = [
            f'paths.data_dir="{data_dir}"',
            f"supervisor.sandbox_workers={workers}",
            f"supervisor.sandbox_spare_workers={spares}",
            "supervisor.backoff_initial_ms=0",
            "supervisor.flapping_crashes=100000",
        ]
        argv = [sys.executable, "-m", "services.cli"]
        for s in sets:
            argv += ["--set", s]
        self.proc = subprocess.Popen(
            [*argv, "up", "--procfile", str(procfile)],
            cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        self.ctx = zmq.Context()
        self.client = RpcClient(self.ctx, f"ipc://{data_dir}/run/supervisor.sock",
                                timeout_ms=5000)
        self.sub = self.ctx.socket(zmq.SUB)
        self.sub.setsockopt(zmq.LINGER, 0)
        self.sub.setsockopt(zmq.SUBSCRIBE, b"")
        connect(self.sub, f"ipc://{data_dir}/run/supervisor-pub.sock")
        self.pids: dict[str, int] = {}

    def wait_all_ready(self, timeout_s: float = 30.0) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            try:
                reply = self.client.request(SupervisorStatus())
            except ServiceTimeout:
                continue
            services = reply.services  # type: ignore[attr-defined]
            if all(s.ready for s in services):
                self.pids = {s.name: s.pid for s in services}
                return
            time.sleep(0.1)
        raise SystemExit("the pool did not become ready")

    def next_events(self, name: str, old_pid: int, timeout_s: float = 10.0) -> dict[str, float]:
        """Times of the replacement's spawned and ready events for ``name``."""
        got: dict[str, float] = {}
        deadline = time.monotonic() + timeout_s
        while "ready" not in got:
            left = int((deadline - time.monotonic()) * 1000)
            if left <= 0 or not self.sub.poll(left):
                raise SystemExit(f"{name} was not replaced within {timeout_s} s")
            _, data = self.sub.recv_multipart()
            event = protocol.decode(data)
            assert isinstance(event, SupervisorEvent)
            if event.service != name or event.pid == old_pid:
                continue
            if event.event in ("spawned", "ready"):
                got[event.event] = event.at_s
                if event.event == "ready":
                    self.pids[name] = event.pid
        return got

    def kill_trials(self, trials: int) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {"spawned": [], "ready": [], "spawn_to_ready": []}
        for i in range(trials):
            name = f"sandbox.{i % self.pool}"
            pid = self.pids[name]
            t0 = time.monotonic()
            os.kill(pid, signal.SIGKILL)
            ev = self.next_events(name, pid)
            out["spawned"].append(ev["spawned"] - t0)
            out["ready"].append(ev["ready"] - t0)
            out["spawn_to_ready"].append(ev["ready"] - ev["spawned"])
        return out

    def overran_trials(self, trials: int) -> dict[str, list[float]]:
        out: dict[str, list[float]] = {"reply": [], "ready": [], "spawn_to_ready": []}
        for i in range(trials):
            index = i % self.pool
            name = f"sandbox.{index}"
            pid = self.pids[name]
            os.kill(pid, signal.SIGSTOP)  # hung: the game's tick deadline passes
            t0 = time.monotonic()
            reply = self.client.request(WorkerOverran(index=index, pid=pid, reason="bench"))
            out["reply"].append(time.monotonic() - t0)
            assert isinstance(reply, WorkerOverranResult) and reply.killed and reply.spares
            ev = self.next_events(name, pid)
            out["ready"].append(ev["ready"] - t0)
            out["spawn_to_ready"].append(ev["ready"] - ev["spawned"])
        return out

    def idle_cpu(self, seconds: float) -> float:
        proc = psutil.Process(self.proc.pid)
        before = proc.cpu_times()
        time.sleep(seconds)
        after = proc.cpu_times()
        used = (after.user - before.user) + (after.system - before.system)
        return 100.0 * used / seconds

    def close(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.client.close()
        self.sub.close()
        self.ctx.destroy(linger=0)


def summary(values: list[float]) -> dict[str, float]:
    ms = [v * 1000 for v in values]
    return {"p50_ms": round(percentile(ms, 50), 2), "p99_ms": round(percentile(ms, 99), 2),
            "max_ms": round(max(ms), 2), "n": len(ms)}


def main(argv: list[str] | None = None) -> int:
    parser = arguments("bench_supervisor")
    parser.add_argument("--child", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--trials", type=int, default=100)
    parser.add_argument("--idle-s", type=float, default=10.0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--spares", type=int, default=1)
    parser.add_argument("--no-save", action="store_true",
                        help="do not write bench/results/supervisor.json")
    args = parser.parse_args([] if argv is None else argv)  # `python -m bench` passes none
    if args.child:
        run_child()
        return 0
    data_dir = Path(tempfile.mkdtemp(prefix="da-bench-", dir="/tmp"))
    bench = Bench(data_dir, args.workers, args.spares)
    try:
        bench.wait_all_ready()
        time.sleep(0.5)  # let the PUB subscription settle
        kills = bench.kill_trials(args.trials)
        overruns = bench.overran_trials(args.trials)
        time.sleep(2.0)
        idle = bench.idle_cpu(args.idle_s)
    finally:
        bench.close()
        shutil.rmtree(data_dir, ignore_errors=True)
    results = {
        "load_average": [round(x, 2) for x in os.getloadavg()],
        "pool": f"{args.workers} workers + {args.spares} spare",
        "trials": args.trials,
        "spawn_to_ready": summary(kills["spawn_to_ready"] + overruns["spawn_to_ready"]),
        "kill9_to_respawned": summary(kills["spawned"]),
        "kill9_to_ready": summary(kills["ready"]),
        "sigstop_overran_reply": summary(overruns["reply"]),
        "sigstop_overran_to_ready": summary(overruns["ready"]),
        "idle_cpu_percent": round(idle, 3),
        "idle_seconds": args.idle_s,
    }
    print(f"machine: {machine()}, load average {results['load_average']}")
    print(f"pool: {results['pool']}, {args.trials} trials each")
    print(f"{'measure':<28} {'p50 ms':>8} {'p99 ms':>8} {'max ms':>8}")
    for key in ("spawn_to_ready", "kill9_to_respawned", "kill9_to_ready",
                "sigstop_overran_reply", "sigstop_overran_to_ready"):
        s = results[key]
        print(f"{key:<28} {s['p50_ms']:>8} {s['p99_ms']:>8} {s['max_ms']:>8}")
    print(f"supervisor CPU while idle: {idle:.2f} % of one core over {args.idle_s:g} s")
    if not args.no_save:
        save("supervisor", results)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
