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

The agent killed is broken into phases, each from the end of the one before, every moment on
the machine's CLOCK_MONOTONIC: the supervisor's events (exited, spawned, ready: its PUB socket)
and the new agent's own marks (the line ``services.agent_server.startup`` logs):

  detected     kill -9 → the supervisor saw the exit
  backoff      → it spawned the replacement (the restart policy's first delay)
  interpreter  → the agent's first line runs (Python itself, site, the editable install)
  imports      → the server module and what it imports
  config       → the configuration read
  socket       → its socket bound
  agent        → the agent built (the wiring's imports, the model client, the validation
                 sandbox worker spawned, the library file opened)
  loop         → its loop's first heartbeat
  warm_up      → the model has read the system prompt (kept by the model service: a request)
  heard        → the supervisor's ready event (the agent's ready heartbeat heard)

and, after it is ready, what it loads for serving (``finishing``: the library's embedder and
index, the reader's dictionaries, the validation worker's first answer), which an order given
at once waits for.

Run: .venv/bin/python -m bench.bench_startup [TRIALS] [--kills N] [--kill-only]
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
from dataclasses import dataclass, field
from pathlib import Path

import zmq

from base import protocol
from base.protocol import (
    Frame,
    ServiceStatus,
    SupervisorEvent,
    SupervisorStatus,
    SupervisorStatusResult,
)
from base.transport import RpcClient, ServiceTimeout, connect, expect, wait_for_ping
from bench.common import arguments, busy_share, percentile, save
from config.settings import PROJECT_ROOT
from services.agent_server.startup import read_phases
from services.cli.game_client import GameClient, OrderTimeout

ORDER = "follow me"
GENERATED_ORDER = "go get the sword"  # with mode generate: the model writes it
WAIT_S = 180
POLL_MS = 50
# A kill after a run this long is a first crash (supervisor.backoff_reset_s, 10 s): the
# replacement starts after the policy's first delay, not a doubled one; and at most 4 kills
# fall within supervisor.flapping_window_s (60 s), one fewer than would mark it failed.
KILL_SPACING_S = 16
# The agent's own phases, in the order its log line marks them, after the supervisor's.
AGENT_MARKS = ("began", "imports", "config", "socket", "agent", "serving", "ready")
PHASE_OF_MARK = {"began": "interpreter", "serving": "loop", "ready": "warm_up"}
FINISHING = ("library", "dictionaries", "patterns", "validation_sandbox")


class System:
    """The whole system in its own data folder, started and stopped with the real CLI."""

    def __init__(self, data_dir: Path) -> None:
        self.data_dir = data_dir
        self.agent_started = time.monotonic()  # about: the next kill waits KILL_SPACING_S
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

    def agent_log(self) -> Path:
        return self.data_dir / "logs" / "agent.log"


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


class SupervisorEvents:
    """The supervisor's events about the agent, as they come (its PUB socket)."""

    def __init__(self, system: System, ctx: zmq.Context) -> None:
        self.sub = ctx.socket(zmq.SUB)
        self.sub.setsockopt(zmq.LINGER, 0)
        self.sub.setsockopt(zmq.SUBSCRIBE, b"agent")
        connect(self.sub, system.endpoint("supervisor-pub"))
        self.seen: list[SupervisorEvent] = []

    def take(self) -> None:
        while self.sub.poll(0):
            _, data = self.sub.recv_multipart()
            event = protocol.decode(data)
            if isinstance(event, SupervisorEvent) and event.service == "agent":
                self.seen.append(event)

    def wait(self, kind: str, deadline: float, *, not_pid: int = 0) -> SupervisorEvent:
        """The first ``kind`` event (of a process other than ``not_pid``)."""
        while True:
            self.take()
            for event in self.seen:
                if event.event == kind and event.pid != not_pid:
                    return event
            until(deadline, f"the supervisor's {kind} event")
            self.sub.poll(POLL_MS)

    def close(self) -> None:
        self.sub.close()


def agent_marks(system: System, pid: int, since: int, wait_s: float = 30) -> dict[str, float]:
    """The new agent's start-up marks from its log (written after ``since`` bytes), once its
    finishing is logged too (at most ``wait_s``); {} when it logs none (an agent older than
    its phases)."""
    began = time.monotonic()
    while True:
        with open(system.agent_log(), "rb") as log:
            log.seek(since)
            record = read_phases(log.read().decode(errors="replace"), pid)
        waited = time.monotonic() - began
        if (record is not None and FINISHING[-1] in record) or waited > wait_s or (
                record is None and waited > wait_s / 6):
            return record or {}
        time.sleep(POLL_MS / 1000)


def kill_phases(killed_at: float, events: dict[str, float],
                marks: dict[str, float]) -> dict[str, float]:
    """Where the time from the kill to the supervisor's ready event went, phase by phase (each
    from the end of the one before), and what the agent finished after it was ready."""
    moments = [("detected", events["exited"]), ("backoff", events["spawned"])]
    moments += [(PHASE_OF_MARK.get(m, m), marks[m]) for m in AGENT_MARKS if m in marks]
    moments.append(("heard", events["ready"]))
    phases: dict[str, float] = {}
    before = killed_at
    for name, at in moments:
        phases[f"{name}_s"] = at - before
        before = at
    before = marks.get("serving", 0.0)
    for name in FINISHING:
        if name in marks:
            phases[f"finishing_{name}_s"] = marks[name] - before
            before = marks[name]
    return phases


def kill_agent_to_order(system: System, ctx: zmq.Context) -> tuple[dict[str, float],
                                                                    dict[str, float]]:
    """kill -9 the agent: (the times from the kill: it answers a ping, the supervisor says it
    is ready, an order is served, it has finished starting; the phases)."""
    client = connect_game(system, ctx, time.monotonic() + WAIT_S)
    events = SupervisorEvents(system, ctx)
    victim = system.agent_pid()
    log_size = system.agent_log().stat().st_size
    time.sleep(0.2)  # the subscription settles
    t0 = time.monotonic()
    os.kill(victim, signal.SIGKILL)
    deadline = t0 + WAIT_S
    try:
        agent_answers(system, ctx, deadline)
        answered = time.monotonic() - t0
        serve_order(client, deadline)
        served = time.monotonic() - t0
        seen = {kind: events.wait(kind, deadline, not_pid=0 if kind == "exited" else victim)
                for kind in ("exited", "spawned", "ready")}
    finally:
        events.close()
        client.close()
    at = {kind: event.at_s for kind, event in seen.items()}
    marks = agent_marks(system, seen["spawned"].pid, log_size)
    times = {"agent_s": answered, "ready_s": at["ready"] - t0, "order_s": served}
    if FINISHING[-1] in marks:
        times["finished_s"] = marks[FINISHING[-1]] - t0
    return times, kill_phases(t0, at, marks)


def summary(runs: list[dict[str, float]], digits: int = 2) -> dict[str, float]:
    """p50 and max of each time, over the runs that have it."""
    out: dict[str, float] = {}
    for key in dict.fromkeys(k for r in runs for k in r):
        values = [r[key] for r in runs if key in r]
        out[f"{key.removesuffix('_s')}_p50_s"] = round(percentile(values, 50), digits)
        out[f"{key.removesuffix('_s')}_max_s"] = round(max(values), digits)
    return out


def kill_trials(system: System, ctx: zmq.Context, kills: int, killed: list[dict[str, float]],
                phases: list[dict[str, float]]) -> None:
    """``kills`` kills of the agent, each after it has run KILL_SPACING_S."""
    for _ in range(kills):
        ran = time.monotonic() - system.agent_started
        if ran < KILL_SPACING_S:
            time.sleep(KILL_SPACING_S - ran)
        times, where = kill_agent_to_order(system, ctx)
        system.agent_started = time.monotonic() - times["ready_s"]
        killed.append(times)
        phases.append(where)


def main(argv: list[str] | None = None) -> None:
    parser = arguments("bench_startup")
    parser.add_argument("trials", nargs="?", type=int, default=5,
                        help="starts of the whole system in a fresh data folder (default 5)")
    parser.add_argument("--kills", type=int, default=1,
                        help=f"agent kills per trial, {KILL_SPACING_S} s apart (default 1)")
    parser.add_argument("--kill-only", action="store_true",
                        help="only the agent's kills: no warm start, no generated order")
    args = parser.parse_args(argv)
    load_at_start = round(os.getloadavg()[0], 2)
    ctx = zmq.Context()
    runs = _Trials()
    try:
        for _ in range(args.trials):
            runs.idle_busy.append(busy_share())
            system = System(Path(tempfile.mkdtemp(prefix="da-start-", dir="/tmp")))
            try:
                _trial(system, ctx, args.kills, args.kill_only, runs)
            finally:
                system.dungeon("down")
                shutil.rmtree(system.data_dir, ignore_errors=True)
    finally:
        ctx.destroy(linger=0)
    # Only the kills: beside the whole run's figures, not over them.
    save("startup-kills" if args.kill_only else "startup", {
        **runs.result(args.kill_only),
        "trials": args.trials,
        "load_avg_1m_at_start": load_at_start,
        # Of both cores, busy with other work over 2 s before each trial (nothing of ours ran).
        "other_work_busy_share_before_trials": runs.idle_busy,
    })


@dataclass
class _Trials:
    idle_busy: list[float] = field(default_factory=list)  # the other work, before each trial
    cold: list[dict[str, float]] = field(default_factory=list)
    warm: list[dict[str, float]] = field(default_factory=list)
    killed: list[dict[str, float]] = field(default_factory=list)
    kill_where: list[dict[str, float]] = field(default_factory=list)
    at_once: list[dict[str, float]] = field(default_factory=list)
    once_ready: list[dict[str, float]] = field(default_factory=list)
    seen: dict[str, dict[str, list[str]]] = field(default_factory=dict)

    def result(self, kill_only: bool) -> dict[str, object]:
        result: dict[str, object] = {
            "order": ORDER,
            "generated_order": GENERATED_ORDER,
            "goals_s": {"up_to_first_order": 5, "agent_kill_to_ready": 2,
                        "agent_kill_to_order": 3, "generated_order_once_ready_to_running": 2},
            "up_cold": summary(self.cold),
            # From the kill: the agent answers a ping, the supervisor says it is ready, an
            # order is served, it has loaded what it loads after it is ready.
            "agent_kill": summary(self.killed),
            # Where the time from the kill to ready went, phase by phase (the docstring's list)
            "agent_kill_phases": summary(self.kill_where, 3),
            "agent_kills": len(self.killed),
        }
        if not kill_only:
            result.update({
                "up_warm": summary(self.warm),
                "up_generated_order_at_once": summary(self.at_once),
                "up_generated_order_once_ready": summary(self.once_ready),
                "what_the_last_trial_showed": self.seen,
            })
        return result


def _trial(system: System, ctx: zmq.Context, kills: int, kill_only: bool,
           runs: _Trials) -> None:
    """One start of the whole system in a fresh data folder: cold to the first order, the
    agent's kills, then (unless ``kill_only``) warm, and a generated order at once and once
    ready."""
    runs.cold.append(up_to_first_order(system, ctx))
    wait_agent_ready(system, ctx, time.monotonic() + WAIT_S)
    kill_trials(system, ctx, kills, runs.killed, runs.kill_where)
    if kill_only:
        return
    system.dungeon("down")
    runs.warm.append(up_to_first_order(system, ctx))
    system.dungeon("down")
    times, runs.seen["generated_at_once"] = up_to_generated_order(system, ctx, when_ready=False)
    runs.at_once.append(times)
    system.dungeon("down")
    times, runs.seen["generated_once_ready"] = up_to_generated_order(system, ctx,
                                                                    when_ready=True)
    runs.once_ready.append(times)

if __name__ == "__main__":
    main(sys.argv[1:])
