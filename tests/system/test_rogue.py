"""A rogue client beside a well-behaved one: malformed, oversized and out-of-order messages to
the game (and garbage to the agent, the model and the supervisor) while a player plays and gives
an order. Every message that arrives whole is answered with an error and changes nothing; an
oversized one is dropped by the socket; no service dies; the player is answered throughout."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

import msgpack
import pytest
import zmq

from base import protocol as p
from tests.system.consistency import problems as world_problems
from tests.system.harness import System
from tests.system.scenario import Play, library_entries, settle, storage_problems

pytestmark = [pytest.mark.slow, pytest.mark.timeout(300)]

ROUNDS = 3
PLAYER_REQUEST_BOUND_S = 2.0


def envelope(kind: str, body: object = None, rid: str = "rogue", **extra: object) -> bytes:
    msg: dict[str, object] = {"v": 1, "kind": kind, "id": rid, **extra}
    if body is not None:
        msg["body"] = body
    return msgpack.packb(msg, use_bin_type=True)


def game_messages(order_id: str) -> list[tuple[str, list[bytes], bool]]:
    """(what, frames, answered?): what the rogue sends to the game."""
    frame = {"tick": 1, "map": "", "hud": "", "status": "", "outcome": None, "events": [],
             "order": None, "world": {}, "manual_ticks": True}
    return [
        ("empty message", [b""], True),
        ("random bytes", [b"\x00\xffgarbage\x13\x37"], True),
        ("msgpack list", [msgpack.packb([1, 2, 3])], True),
        ("a map 100,000 levels deep", [b"\x81\xa1a" * 100_000 + b"\xc0"], True),
        ("a map claiming 4 billion keys", [b"\xdf\xff\xff\xff\xff"], True),
        ("wrong version", [envelope("game.state", {}, v=2)], True),
        ("no kind", [msgpack.packb({"v": 1, "id": "x"})], True),
        ("unknown kind", [envelope("game.teleport", {})], True),
        ("unknown envelope key", [envelope("game.state", {}, extra=1)], True),
        ("tick count of the wrong type", [envelope("game.tick", {"count": "many"})], True),
        ("tick count 0", [envelope("game.tick", {"count": 0})], True),
        ("tick count over the limit", [envelope("game.tick", {"count": 10**9})], True),
        ("move in no direction", [envelope("game.move", {"direction": "up"})], True),
        ("order of 100,000 characters", [envelope("game.order", {"text": "x" * 100_000})], True),
        ("order in an unknown mode", [envelope("game.order", {"text": "hi", "mode": "evil"})],
         True),
        ("reset to a file outside the maps", [envelope("game.reset", {"map": "/etc/passwd"})],
         True),
        ("a reply sent as a request", [envelope("game.frame", {"frame": frame}, ok=True)], True),
        ("the agent's answer for the player's order",
         [envelope("agent.result", {"order_id": order_id, "ok": True, "message": "pwned",
                                    "code": "function update_func() return 'Done' end"},
                   ok=True)], True),
        ("a heartbeat for the game", [envelope("supervisor.heartbeat",
                                               {"service": "game", "pid": 1})], True),
        ("three frames", [b"a", b"b", b"c"], True),
        ("quit, then keep talking", [envelope("game.quit", {})], True),
        ("a move after quitting", [envelope("game.move", {"direction": "d"})], True),
        ("5 MiB of bytes (over the message limit)", [b"\x00" * (5 << 20)], False),
        ("code of 10 MiB (over the message limit)",
         [envelope("game.load_code", {"code": "-" * (10 << 20)})], False),
    ]


GARBAGE = [b"", b"\xc1", msgpack.packb({"v": 1, "kind": "nope", "id": "r"}),
           envelope("ping", {}, v=99), b"\x81\xa1a" * 50_000 + b"\xc0"]


def send_one(ctx: zmq.Context, endpoint: str, frames: list[bytes], wait_ms: int = 1500) -> str:
    """Send on a fresh socket; the error code of the reply, or "" when none came."""
    sock = ctx.socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(endpoint)
    try:
        sock.send_multipart(frames)
        if not sock.poll(wait_ms, zmq.POLLIN):
            return ""
        reply = msgpack.unpackb(sock.recv_multipart()[-1], raw=False)
        if reply.get("kind") == "error":
            return str(reply["body"]["code"])
        return f"ok:{reply.get('kind')}"
    finally:
        sock.close(linger=0)


class Player(threading.Thread):
    """Plays beside the rogue: tick, move, look, as fast as answers come."""

    def __init__(self, play: Play, stop: threading.Event) -> None:
        super().__init__(daemon=True)
        self.play, self.stop = play, stop
        self.latencies: list[float] = []
        self.failures: list[str] = []

    def run(self) -> None:
        calls: list[Callable] = [lambda c: c.tick(), lambda c: c.move("d"),
                                 lambda c: c.move("a"), lambda c: c.state()]
        n = 0
        while not self.stop.is_set():
            t0 = time.monotonic()
            try:
                self.play.call(calls[n % len(calls)], timeout_s=PLAYER_REQUEST_BOUND_S)
            except Exception as exc:  # every request must be answered: note what was not
                self.failures.append(repr(exc))
            self.latencies.append(time.monotonic() - t0)
            n += 1
            time.sleep(0.01)


def test_a_rogue_client_changes_nothing_for_the_player(healthy: System, report):
    system = healthy
    before = system.wait_supervised()
    library_before = library_entries(system)
    play = Play(system)
    play.reset()
    order = play.order("follow me")
    stop = threading.Event()
    player = Player(play, stop)
    player.start()
    answers: dict[str, set[str]] = {}
    missing: list[str] = []
    t0 = time.monotonic()
    try:
        for _ in range(ROUNDS):
            for what, frames, answered in game_messages(order.order_id):
                code = send_one(system.ctx, system.game_endpoint, frames)
                answers.setdefault(what, set()).add(code or "no answer")
                if answered and not code:
                    missing.append(what)
                if not answered and code:
                    missing.append(f"{what} was answered ({code})")
            for endpoint in (system.agent_endpoint, system.llm_endpoint, system.endpoint):
                for frames in GARBAGE:
                    if not send_one(system.ctx, endpoint, [frames]):
                        missing.append(f"garbage to {endpoint.rsplit('/', 1)[-1]}")
    finally:
        stop.set()
        player.join(timeout=10)
    rogue_s = time.monotonic() - t0
    after = system.wait_supervised()
    problems = list(player.failures) + [f"no answer to: {m}" for m in missing]
    if after.pids != before.pids:
        problems.append(f"services were restarted: {before.pids} -> {after.pids}")
    record = settle(play)
    if record.get("order_state") != "running":
        problems.append(f"the player's order is {record.get('order_state')}")
    frame = play.state()
    if frame.status == "pwned" or "pwned" in str(frame.order):
        problems.append("the forged agent answer was taken")
    problems += world_problems(play.start_world, frame.world)
    problems += storage_problems(system, library_before)
    worst = max(player.latencies, default=0.0)
    record.update({
        "scenario": "rogue client beside a player",
        "injected": f"{ROUNDS} rounds of {len(game_messages(''))} bad messages to the game and "
                    f"{len(GARBAGE)} to each of agent, llm and supervisor, in {rogue_s:.1f} s",
        "answers": {k: sorted(v) for k, v in answers.items()},
        "player_requests": len(player.latencies),
        "player_worst_s": round(worst, 3), "problems": problems,
    })
    report(record)
    assert problems == []
    assert worst < PLAYER_REQUEST_BOUND_S
    assert answers["reset to a file outside the maps"] == {p.BAD_FIELD}
    assert answers["a reply sent as a request"] == {p.UNEXPECTED}
