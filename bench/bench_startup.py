"""Start-up: `dungeon up` → the first order served, and the agent killed (kill -9) → an order
served again, under the real supervisor with the default configuration (p50 and max over trials).

An order counts as served when the game shows it running: the agent matched it in the library
and the code passed validation. "cold" is the first start in a fresh data folder (the library
embeds its entries' examples); "warm" starts again on the same folder (their vectors are kept).

Run: .venv/bin/python -m bench.bench_startup [TRIALS]
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import zmq

from base.protocol import Ping
from base.transport import RpcClient, ServiceTimeout
from bench.common import percentile, save
from config.settings import PROJECT_ROOT
from services.cli.game_client import GameClient

ORDER = "follow me"
WAIT_S = 120
POLL_MS = 50


class System:
    """The whole system in its own data folder, started and stopped with the real CLI."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.flags = ["--set", f"paths.data_dir={data_dir}", "--set", "game.manual_ticks=true",
                      "--set", f"agent.func_out_file={data_dir}/ai_func_out.txt"]

    def dungeon(self, *args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "services.cli", *self.flags, *args],
                              cwd=PROJECT_ROOT, capture_output=True, text=True, timeout=WAIT_S)

    def endpoint(self, name: str) -> str:
        return f"ipc://{self.data_dir}/run/{name}.sock"

    def agent_pid(self) -> int:
        out = self.dungeon("status", "--json").stdout
        return next(s["pid"] for s in json.loads(out)["services"] if s["name"] == "agent")


def until(deadline: float, what: str) -> None:
    if time.monotonic() > deadline:
        raise RuntimeError(f"{what} within {WAIT_S} s")


def connect_game(system: System, ctx: zmq.Context, deadline: float) -> GameClient:
    while True:
        try:
            return GameClient(system.endpoint("game"), ctx=ctx, timeout_ms=POLL_MS * 4,
                              subscribe=False)
        except ServiceTimeout:
            until(deadline, "the game did not answer")


def agent_answers(system: System, ctx: zmq.Context, deadline: float) -> None:
    """Pings queue until the agent's loop runs: an answer means its start-up is over."""
    rpc = RpcClient(ctx, system.endpoint("agent"), timeout_ms=POLL_MS * 2)
    try:
        while True:
            try:
                rpc.request(Ping())
                return
            except ServiceTimeout:
                until(deadline, "the agent did not answer")
    finally:
        rpc.close()


def serve_order(client: GameClient, deadline: float) -> None:
    """Give the order until the game runs its code (an order given while the game's link to a
    restarted agent is still down fails: the player would give it again)."""
    while True:
        order = client.order(ORDER)
        while True:
            frame = client.state()
            state = frame.order.state if frame.order and \
                frame.order.order_id == order.order_id else "replaced"
            if state in ("running", "done"):
                return
            if state in ("failed", "replaced"):
                break
            until(deadline, f"{ORDER!r} was not served")
            time.sleep(POLL_MS / 1000)
        until(deadline, f"{ORDER!r} was not served")


def up_to_first_order(system: System, ctx: zmq.Context) -> dict[str, float]:
    t0 = time.perf_counter()
    deadline = time.monotonic() + WAIT_S
    started = system.dungeon("up", "--detach")
    if started.returncode != 0:
        raise RuntimeError(f"the system did not start: {started.stderr.strip()}")
    client = connect_game(system, ctx, deadline)
    game = time.perf_counter() - t0
    agent_answers(system, ctx, deadline)
    agent = time.perf_counter() - t0
    serve_order(client, deadline)
    served = time.perf_counter() - t0
    client.close()
    return {"game_s": game, "agent_s": agent, "order_s": served}


def kill_agent_to_order(system: System, ctx: zmq.Context) -> dict[str, float]:
    client = connect_game(system, ctx, time.monotonic() + WAIT_S)
    victim = system.agent_pid()
    os.kill(victim, signal.SIGKILL)
    t0 = time.perf_counter()
    deadline = time.monotonic() + WAIT_S
    agent_answers(system, ctx, deadline)
    agent = time.perf_counter() - t0
    serve_order(client, deadline)
    served = time.perf_counter() - t0
    client.close()
    return {"agent_s": agent, "order_s": served}


def summary(runs: list[dict[str, float]]) -> dict[str, float]:
    out: dict[str, float] = {}
    for key in runs[0]:
        values = [r[key] for r in runs]
        out[f"{key.removesuffix('_s')}_p50_s"] = round(percentile(values, 50), 2)
        out[f"{key.removesuffix('_s')}_max_s"] = round(max(values), 2)
    return out


def main(argv: list[str] | None = None) -> None:
    trials = int(argv[0]) if argv else 5
    ctx = zmq.Context()
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    killed: list[dict[str, float]] = []
    try:
        for _ in range(trials):
            system = System(Path(tempfile.mkdtemp(prefix="da-start-", dir="/tmp")))
            try:
                cold.append(up_to_first_order(system, ctx))
                killed.append(kill_agent_to_order(system, ctx))
                system.dungeon("down")
                warm.append(up_to_first_order(system, ctx))
            finally:
                system.dungeon("down")
                shutil.rmtree(system.data_dir, ignore_errors=True)
    finally:
        ctx.destroy(linger=0)
    save("startup", {
        "order": ORDER,
        "goals_s": {"up_to_first_order": 5, "agent_kill_to_order": 3},
        "up_cold": summary(cold), "up_warm": summary(warm), "agent_kill": summary(killed),
        "trials": trials,
    })


if __name__ == "__main__":
    main(sys.argv[1:])
