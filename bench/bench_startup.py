"""Start-up: `dungeon up` → the first order served, the first order the model writes, and the
agent killed (kill -9) → an order served again, under the real supervisor with the default
configuration (p50 and max over trials).

An order counts as served when the game shows it running: the agent matched it in the library
(or the model wrote it) and the code passed validation. "cold" is the first start in a fresh
data folder (the library embeds its entries' examples); "warm" starts again on the same folder
(their vectors are kept). The model reads the agent's system prompt (about 500 tokens with the
shipped adapter) at every start (its KV cache lives in the model service's memory): a generated
order given at once waits for that, and says so ("warming up", with the time left); one given
once `dungeon status` says the agent is ready does not.

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

from base.protocol import Frame, ServiceStatus, SupervisorStatus, SupervisorStatusResult
from base.transport import RpcClient, ServiceTimeout, expect, wait_for_ping
from bench.common import arguments, busy_share, percentile, save
from config.settings import PROJECT_ROOT
from services.cli.game_client import GameClient, OrderTimeout

ORDER = "follow me"
GENERATED_ORDER = "go get the sword"  # with mode generate: the model writes it
WAIT_S = 180
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
    try:
        wait_for_ping(system.endpoint("agent"), ctx, max(deadline - time.monotonic(), 0.0),
                      timeout_ms=POLL_MS * 2)
    except ServiceTimeout:
        until(deadline, "the agent did not answer")


def serve_order(client: GameClient, deadline: float, text: str = ORDER,
                mode: str = "") -> list[str]:
    """Give the order until the game runs its code (an order given while the game's link to a
    restarted agent is still down fails: the player would give it again). Returns what the
    order's line said meanwhile, each new detail once."""
    said: list[str] = []

    def note(frame: Frame) -> None:
        shown = frame.order
        if shown is not None and shown.detail and shown.detail not in said[-1:]:
            said.append(shown.detail)

    while True:
        order = client.order(text, mode)
        try:
            settled = client.wait_order(order.order_id, max(deadline - time.monotonic(), 0.0),
                                        interval_s=POLL_MS / 1000, on_frame=note)
        except OrderTimeout:
            settled = None
        if settled is not None and settled.order is not None and (
                settled.order.state in ("running", "done")):
            return said
        until(deadline, f"{text!r} was not served")  # failed, refused or replaced: again


def agent_status(system: System, ctx: zmq.Context) -> ServiceStatus | None:
    """The agent as the supervisor sees it (what `dungeon status` prints); None if no answer."""
    rpc = RpcClient(ctx, system.endpoint("supervisor"), timeout_ms=POLL_MS * 10)
    try:
        reply = expect(rpc.request(SupervisorStatus()), SupervisorStatusResult)
    except ServiceTimeout:
        return None
    finally:
        rpc.close()
    return next((s for s in reply.services if s.name == "agent"), None)


def wait_agent_ready(system: System, ctx: zmq.Context, deadline: float) -> list[str]:
    """Until the supervisor says the agent is ready; the notes it showed meanwhile."""
    notes: list[str] = []
    while True:
        status = agent_status(system, ctx)
        if status is not None and status.state == "running" and status.ready:
            return notes
        if status is not None and status.note and status.note not in notes[-1:]:
            notes.append(status.note)
        until(deadline, "the agent was not ready")
        time.sleep(POLL_MS * 4 / 1000)


def start(system: System, ctx: zmq.Context) -> tuple[float, float, GameClient]:
    """`dungeon up --detach` until the game answers: (when it began, its deadline, a client)."""
    t0 = time.perf_counter()
    deadline = time.monotonic() + WAIT_S
    started = system.dungeon("up", "--detach")
    if started.returncode != 0:
        raise RuntimeError(f"the system did not start: {started.stderr.strip()}")
    return t0, deadline, connect_game(system, ctx, deadline)


def up_to_first_order(system: System, ctx: zmq.Context) -> dict[str, float]:
    t0, deadline, client = start(system, ctx)
    game = time.perf_counter() - t0
    agent_answers(system, ctx, deadline)
    agent = time.perf_counter() - t0
    serve_order(client, deadline)
    served = time.perf_counter() - t0
    client.close()
    return {"game_s": game, "agent_s": agent, "order_s": served}


def up_to_generated_order(system: System, ctx: zmq.Context, *,
                          when_ready: bool) -> tuple[dict[str, float], dict[str, list[str]]]:
    """`dungeon up`, then an order the model must write: at once (as soon as the game answers),
    or once the supervisor says the agent is ready. Times from `up`, and what the agent's
    status and the order's line said while they waited."""
    t0, deadline, client = start(system, ctx)
    times = {"game_s": time.perf_counter() - t0}
    notes: list[str] = []
    if when_ready:
        notes = wait_agent_ready(system, ctx, deadline)
        times["agent_ready_s"] = time.perf_counter() - t0
    else:
        agent_answers(system, ctx, deadline)
    asked = time.perf_counter()
    said = serve_order(client, deadline, GENERATED_ORDER, "generate")
    served = time.perf_counter()
    times["order_s"] = served - t0
    times["order_to_running_s"] = served - asked
    if not when_ready:
        wait_agent_ready(system, ctx, deadline)
        times["agent_ready_s"] = time.perf_counter() - t0
    client.close()
    return times, {"status_notes": notes, "order_said": said}


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
    parser = arguments("bench_startup")
    parser.add_argument("trials", nargs="?", type=int, default=5,
                        help="starts of the whole system in a fresh data folder (default 5)")
    trials = parser.parse_args(argv).trials
    load_at_start = round(os.getloadavg()[0], 2)
    idle_busy: list[float] = []  # the other work on the machine, before each trial
    ctx = zmq.Context()
    cold: list[dict[str, float]] = []
    warm: list[dict[str, float]] = []
    killed: list[dict[str, float]] = []
    at_once: list[dict[str, float]] = []
    once_ready: list[dict[str, float]] = []
    seen: dict[str, dict[str, list[str]]] = {}
    try:
        for _ in range(trials):
            idle_busy.append(busy_share())
            system = System(Path(tempfile.mkdtemp(prefix="da-start-", dir="/tmp")))
            try:
                cold.append(up_to_first_order(system, ctx))
                killed.append(kill_agent_to_order(system, ctx))
                system.dungeon("down")
                warm.append(up_to_first_order(system, ctx))
                system.dungeon("down")
                times, seen["generated_at_once"] = up_to_generated_order(system, ctx,
                                                                         when_ready=False)
                at_once.append(times)
                system.dungeon("down")
                times, seen["generated_once_ready"] = up_to_generated_order(system, ctx,
                                                                            when_ready=True)
                once_ready.append(times)
            finally:
                system.dungeon("down")
                shutil.rmtree(system.data_dir, ignore_errors=True)
    finally:
        ctx.destroy(linger=0)
    save("startup", {
        "order": ORDER,
        "generated_order": GENERATED_ORDER,
        "goals_s": {"up_to_first_order": 5, "agent_kill_to_order": 3,
                    "generated_order_once_ready_to_running": 2},
        "up_cold": summary(cold), "up_warm": summary(warm), "agent_kill": summary(killed),
        "up_generated_order_at_once": summary(at_once),
        "up_generated_order_once_ready": summary(once_ready),
        "what_the_last_trial_showed": seen,
        "trials": trials,
        "load_avg_1m_at_start": load_at_start,
        # Of both cores, busy with other work over 2 s before each trial (nothing of ours ran).
        "other_work_busy_share_before_trials": idle_busy,
    })


if __name__ == "__main__":
    main(sys.argv[1:])
