"""One fault scenario: bring the game to a phase, hurt one process, and check what a user would.

``Play`` is the well-behaved player (a game client that waits out a restarting game and keeps
the record of what it was told); ``run_fault`` sets a phase up, injects, and measures recovery;
``check_after`` is the list of checks every scenario ends with: every process back under the
supervisor, the order in a definite state and not lost, ticks advancing, the world consistent,
custom fields continuing, checkpoint, library and history intact.
"""

from __future__ import annotations

import json
import re
import signal
import sqlite3
import time
from dataclasses import dataclass, field
from typing import Any

import zmq

from base.protocol import Frame, GameFrame, OrderInfo, decode
from base.transport import ServiceTimeout
from services.cli.game_client import GameClient
from services.game_server import checkpoint
from services.game_server.server import FRAME_TOPIC
from tests.system.consistency import problems as world_problems
from tests.system.harness import System, Unhealthy, signal_process, wait_for

# "refused": the companion said in words that it cannot do the order, and moved for nothing.
FINAL = frozenset({"running", "done", "failed", "refused"})
# A definite state within this long after a fault: the agent's silence bound twice (8 s each in
# the suite), a restart of the agent or the model, and the model reading its prompt again on a
# busy 2-core machine.
ORDER_BOUND_S = 120.0
RECOVERY_BOUND_S = 60.0
CHECKPOINT_EVERY_TICKS = 10  # game.checkpoint_every_ticks, the shipped default
STOP_CONT_PAUSE_S = 1.0  # well inside the heartbeat window: nobody should be replaced

# The companion's code for "code runs": a custom field counts the ticks it served, so a lost or
# rewound field shows in the status line.
COUNTER = '''function update_func(player, ai, monsters, items)
  ai.n = (ai.n or 0) + 1
  local moves = {"d", "a"}
  ai:move(moves[ai.n % 2 + 1])
  return "tick " .. ai.n
end'''
RUNNING_ORDER = "follow me"  # served from the library in milliseconds
# Orders the reader reads whole (so none is refused before the model is asked): in mode
# "generate" every one of them goes to the model.
GENERATE_ORDERS = ("walk two steps right then come back", "explore the dungeon",
                   "go to the bow and then come back", "walk three steps left then come back")

HOWS = {"kill": "kill -9", "stop": "SIGSTOP, left for the supervisor",
        "stop-cont": f"SIGSTOP, SIGCONT {STOP_CONT_PAUSE_S:g} s later"}
PHASES = ("idle", "code", "writing", "validating")


@dataclass
class Play:
    """The well-behaved player, and the record of what the game told it."""

    system: System
    accepted: list[OrderInfo] = field(default_factory=list)
    statuses: dict[int, str] = field(default_factory=dict)  # tick -> status line seen
    start_world: dict[str, Any] = field(default_factory=dict)
    last: Frame | None = None

    @property
    def client(self) -> GameClient:
        return self.system.game()

    def call(self, fn, timeout_s: float = RECOVERY_BOUND_S):
        """``fn(client)``, asked again while the game is not answering (it is restarting)."""
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                value = fn(self.client)
            except ServiceTimeout:
                if time.monotonic() > deadline:
                    raise
                continue
            if isinstance(value, Frame):
                self._saw(value)
            return value

    def _saw(self, frame: Frame) -> None:
        self.last = frame
        self.statuses[frame.tick] = frame.status

    def reset(self) -> Frame:
        frame = self.call(lambda c: c.reset(map="default", manual_ticks=True))
        self.accepted.clear()
        self.statuses.clear()
        self.start_world = frame.world
        self._saw(frame)
        return frame

    def state(self) -> Frame:
        return self.call(lambda c: c.state())

    def tick(self, count: int = 1) -> Frame:
        frame = self.state()
        for _ in range(count):
            frame = self.call(lambda c: c.tick())
        return frame

    def order(self, text: str, mode: str = "") -> OrderInfo:
        order = self.call(lambda c: c.order(text, mode))
        self.accepted.append(order)
        return order

    def load_code(self, code: str, order_text: str = "") -> Frame:
        return self.call(lambda c: c.load_code(code, "counter", order_text))

    def wait_state(self, wanted: frozenset[str] | set[str], timeout_s: float,
                   interval_s: float = 0.2, *, stage: bool = False) -> Frame | None:
        """The first frame whose order is the latest accepted one in one of ``wanted`` (with
        ``stage``: at one of the agent's stages ``wanted``, such as "testing"); None when the
        order ended in another state first, or the time ran out. Published frames
        are read as they come (a dry run can be over in a few milliseconds); the game is asked
        every ``interval_s`` too, in case a frame went by before the subscription."""
        order_id = self.accepted[-1].order_id
        deadline = time.monotonic() + timeout_s
        sub = self.system.ctx.socket(zmq.SUB)
        sub.setsockopt(zmq.LINGER, 0)
        sub.setsockopt(zmq.SUBSCRIBE, FRAME_TOPIC)
        sub.connect(f"ipc://{self.system.data_dir}/run/game-pub.sock")
        try:
            frame: Frame | None = self.state()
            while time.monotonic() < deadline:
                order = frame.order if frame is not None else None
                if order is not None and order.order_id == order_id:
                    if (order.stage if stage else order.state) in wanted:
                        return frame
                    if order.state in FINAL:
                        return None
                frame = None
                if sub.poll(int(interval_s * 1000), zmq.POLLIN):
                    msg = decode(sub.recv_multipart()[-1])
                    if isinstance(msg, GameFrame):
                        frame = msg.frame
                if frame is None:
                    frame = self.state()
            return None
        finally:
            sub.close(linger=0)


def serving_worker(play: Play) -> str:
    last = play.last.sandbox_worker if play.last is not None else -1
    return f"sandbox.{max(last, 0)}"


def setup_phase(play: Play, phase: str, order_text: str = GENERATE_ORDERS[0]) -> bool:
    """Bring the game to ``phase``; False when the phase could not be caught (the validation
    of a generated function can be over within a few milliseconds)."""
    play.reset()
    if phase == "idle":
        return True
    if phase == "code":
        play.order(RUNNING_ORDER)
        if play.wait_state({"running"}, ORDER_BOUND_S) is None:
            raise AssertionError(f"{RUNNING_ORDER!r} did not start: {play.state().order}")
        play.load_code(COUNTER, order_text=RUNNING_ORDER)
        play.tick(12)  # past the first periodic checkpoint (every 10 ticks)
        return True
    if phase in ("writing", "validating"):
        # The agent's stage: the model writing, or its code in the dry run.
        wanted = {"writing"} if phase == "writing" else {"testing"}
        texts = [order_text] + [t for t in GENERATE_ORDERS if t != order_text]
        for text in texts[:3]:  # a dry run may be missed, or the model may write no code
            play.order(text, "generate")
            if play.wait_state(wanted, ORDER_BOUND_S, stage=True) is not None:
                return True
        return False
    raise ValueError(f"unknown phase {phase!r}")


def victim_of(play: Play, service: str, phase: str) -> str:
    if service != "sandbox":
        return service
    return "validator" if phase == "validating" else serving_worker(play)


@dataclass
class Injection:
    victim: str
    how: str
    pid: int
    at: float  # monotonic time of the signal
    phase: str = ""
    tick: int = -1  # the last tick the player saw before it


def inject(system: System, victim: str, how: str, phase: str = "", tick: int = -1) -> Injection:
    pid = system.pid(victim)
    at = time.monotonic()
    if how == "kill":
        signal_process(pid, signal.SIGKILL)
    elif how in ("stop", "stop-cont"):
        signal_process(pid, signal.SIGSTOP)
        if how == "stop-cont":
            time.sleep(STOP_CONT_PAUSE_S)
            signal_process(pid, signal.SIGCONT)
    else:
        raise ValueError(f"unknown way to hurt a process: {how!r}")
    return Injection(victim, how, pid, at, phase, tick)


def recover(system: System, play: Play, injection: Injection) -> dict[str, Any]:
    """Wait until the system serves again; what it took."""
    out: dict[str, Any] = {}
    if injection.victim == "supervisor":
        return out  # the supervisor scenarios restart it themselves
    ticks_asked = 0

    def replaced_while_playing() -> bool:
        # The player goes on playing meanwhile: a tick a tenth of a second, which is also what
        # makes the game notice a frozen sandbox worker (its tick deadline).
        nonlocal ticks_asked
        ticks_asked += 1
        try:
            play._saw(play.client.tick(timeout_ms=200))
        except ServiceTimeout:
            pass
        return _replaced(system, injection)

    try:
        if injection.victim == "validator":
            pass  # the agent replaces its own worker when it next validates (validator_back)
        elif injection.how != "stop-cont":
            wait_for(replaced_while_playing, RECOVERY_BOUND_S, f"{injection.victim} replaced",
                     interval_s=0.1)
        supervised = system.wait_supervised(RECOVERY_BOUND_S)
    finally:
        signal_process(injection.pid, signal.SIGCONT)  # a stopped process left behind
    out["recovery_s"] = round(time.monotonic() - injection.at, 3)
    out["restarted"] = supervised.pids.get(injection.victim, injection.pid) != injection.pid
    before = time.monotonic()
    frame = play.state()
    out["game_answer_s"] = round(time.monotonic() - before, 3)
    out["ticks_asked_while_down"] = ticks_asked
    if injection.victim == "game" and out["restarted"]:
        out["ticks_rewound"] = injection.tick - frame.tick if injection.tick >= 0 else None
    return out


def _replaced(system: System, injection: Injection) -> bool:
    status = system.status()
    if status is None or injection.victim not in status:
        return False
    now = status[injection.victim]
    return bool(now.pid) and now.pid != injection.pid


# -- the checks every scenario ends with -------------------------------------------------------


def settle(play: Play, timeout_s: float = ORDER_BOUND_S) -> dict[str, Any]:
    """Wait for the latest accepted order to reach a definite state; it must still be the
    game's order (a restarted game that forgot it, or went back to an older one, lost it)."""
    if not play.accepted:
        return {}
    order = play.accepted[-1]
    started = time.monotonic()
    seen: OrderInfo | None = None
    while time.monotonic() - started < timeout_s:
        seen = play.state().order
        if seen is None or seen.order_id != order.order_id:
            return {"order_state": "lost", "order_detail": f"the game now shows {seen}",
                    "orders_lost": 1}
        if seen.state in FINAL:
            break
        time.sleep(0.05)
    assert seen is not None
    return {"order_id": order.order_id, "order_text": order.text, "order_state": seen.state,
            "order_detail": seen.detail[:200], "order_settle_s": round(time.monotonic() - started,
                                                                      3),
            "orders_lost": 0}


TICK_STATUS = re.compile(r"^tick (\d+)$")


def counter_problems(play: Play, restarted_game: bool, ticks_before: int,
                     seen_before: dict[int, str]) -> list[str]:
    """The counter's custom field goes on where it was: each served tick adds one, a lost tick
    adds nothing, and a restarted game's field is the one it had at the restored tick (ticks
    after the checkpoint are played again, with the same statuses)."""
    out = []
    for t, before in sorted(seen_before.items()):
        now = play.statuses.get(t)
        if TICK_STATUS.match(before) and now is not None and TICK_STATUS.match(now) and (
                now != before):
            out.append(f"tick {t} said {before!r} before the fault and {now!r} after it")
    served = sorted((t, int(m.group(1))) for t, s in play.statuses.items()
                    if (m := TICK_STATUS.match(s)))
    for (t1, n1), (t2, n2) in zip(served, served[1:], strict=False):
        if t2 == t1 + 1 and n2 != n1 + 1:
            out.append(f"the custom field went from {n1} at tick {t1} to {n2} at tick {t2}")
    if restarted_game and served:
        after = [t for t, _ in served if t > ticks_before]
        if not after:
            out.append("no tick was served by the counter after the game restarted")
    return out


def library_entries(system: System) -> dict[str, str]:
    path = system.data_dir / "library.sqlite3"
    if not path.exists():
        return {}
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=10)
    try:
        if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
            return {"__broken__": "quick_check failed"}
        return dict(db.execute("SELECT id, status FROM entries").fetchall())
    finally:
        db.close()


def storage_problems(system: System, library_before: dict[str, str]) -> list[str]:
    out = []
    game_dir = system.data_dir / "game"
    corrupt = sorted(p.name for p in game_dir.glob("checkpoint.msgpack.corrupt-*"))
    if corrupt:
        out.append(f"checkpoints set aside as unreadable: {corrupt}")
    try:
        if checkpoint.load(game_dir / "checkpoint.msgpack") is None:
            out.append("no checkpoint on disk")
    except checkpoint.CheckpointError as exc:
        out.append(f"checkpoint unreadable: {exc}")
    after = library_entries(system)
    lost = sorted(set(library_before) - set(after))
    if lost or "__broken__" in after:
        out.append(f"library entries lost: {lost} {after.get('__broken__', '')}")
    history = system.data_dir / "history.jsonl"
    if history.exists():
        torn = 0
        for line in history.read_text(encoding="utf-8").splitlines():
            try:
                json.loads(line)
            except json.JSONDecodeError:
                torn += 1
        if torn:
            out.append(f"{torn} torn lines in the order history")
    return out


def check_after(system: System, play: Play, *, phase: str, restarted_game: bool,
                ticks_before: int, library_before: dict[str, str],
                seen_before: dict[int, str] | None = None) -> dict[str, Any]:
    """Every check; the record says what was measured and ``problems`` what was wrong."""
    record: dict[str, Any] = {"problems": []}
    found: list[str] = record["problems"]
    try:
        system.wait_supervised(RECOVERY_BOUND_S)
    except Unhealthy as exc:
        found.append(str(exc))
    record.update(settle(play))
    if record.get("order_state") == "lost":
        found.append(f"order {play.accepted[-1].order_id} lost: {record['order_detail']}")
    elif record.get("order_state") == "failed" and any(
            w in record.get("order_detail", "") for w in ("worker_lost", "no sandbox worker")):
        found.append(f"a lost sandbox worker was blamed on the code: {record['order_detail']}")
    elif play.accepted and record.get("order_state") not in FINAL:
        found.append(f"order {play.accepted[-1].order_id} still "
                     f"{record.get('order_state')} after {ORDER_BOUND_S:g} s")
    before = play.state()
    after = play.tick(3)
    if after.tick != before.tick + 3:
        found.append(f"3 ticks asked, the tick went from {before.tick} to {after.tick}")
    record["tick"] = after.tick
    found += world_problems(play.start_world, after.world)
    if phase == "code":
        found += counter_problems(play, restarted_game, ticks_before, seen_before or {})
    found += storage_problems(system, library_before)
    return record


def run_fault(system: System, service: str, how: str, phase: str,
              order_text: str = GENERATE_ORDERS[0]) -> dict[str, Any]:
    """One scenario from start to end; its record (``problems`` empty when all is well)."""
    system.wait_supervised(RECOVERY_BOUND_S)
    library_before = library_entries(system)
    play = Play(system)
    hit = setup_phase(play, phase, order_text)
    victim = victim_of(play, service, phase)
    ticks_before = play.state().tick
    seen_before = dict(play.statuses)
    injection = inject(system, victim, how, phase, ticks_before)
    record: dict[str, Any] = {
        "scenario": f"{how} {victim} while {phase}",
        "injected": f"{HOWS[how]} of {victim} (pid {injection.pid}) while {phase}",
        "service": service, "victim": victim, "how": how, "phase": phase, "phase_hit": hit,
        "orders_accepted": len(play.accepted),
    }
    record.update(recover(system, play, injection))
    restarted_game = victim == "game" and how != "stop-cont"
    record.update(check_after(system, play, phase=phase, restarted_game=restarted_game,
                              ticks_before=ticks_before, library_before=library_before,
                              seen_before=seen_before))
    record["problems"] += rewind_problems(record)
    if victim == "validator":
        record["problems"] += validator_back(system, play, injection)
    return record


def validator_back(system: System, play: Play, injection: Injection) -> list[str]:
    """The agent's own validation worker is back: the next order is validated (a library
    entry's dry run) by a live worker, a new one unless the old was only paused."""
    play.order(RUNNING_ORDER)
    frame = play.wait_state({"running"}, ORDER_BOUND_S)
    if frame is None:
        return [f"after the validation worker was hurt, {RUNNING_ORDER!r} ended "
                f"{play.state().order}"]
    pid = system.validation_worker_pid()
    if pid is None or (pid == injection.pid and injection.how != "stop-cont"):
        return [f"the agent's validation worker was not replaced (pid {pid})"]
    return []


def rewind_problems(record: dict[str, Any]) -> list[str]:
    """A restarted game goes back at most to its last periodic checkpoint."""
    rewound = record.get("ticks_rewound") or 0
    if rewound > CHECKPOINT_EVERY_TICKS:
        return [f"the game went back {rewound} ticks: a checkpoint was lost"]
    return []


def describe(record: dict[str, Any]) -> str:
    """Two lines for pytest -s: what was injected, what was measured."""
    measured = {k: v for k, v in record.items()
                if k not in ("scenario", "injected", "problems", "service", "victim", "how",
                             "phase")}
    verdict = "ok" if not record.get("problems") else f"PROBLEMS: {record['problems']}"
    return (f"\n[fault] injected: {record.get('injected', record.get('scenario'))}\n"
            f"[fault] measured: {json.dumps(measured, sort_keys=True)}\n[fault] {verdict}")

