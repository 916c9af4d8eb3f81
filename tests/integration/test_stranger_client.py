"""A client written from docs/protocol.md alone, with plain pyzmq and msgpack, plays the real game
service: it joins, subscribes to frames, moves in real time and in manual mode, steps ticks,
gives orders (no agent runs here: the document says they fail at once, and says so in the
frame), loads code that serves an order, sends malformed messages and gets the documented error
codes, and quits. Nothing from services/ or game/ is used here except the helper that starts the
game process, so what passes is what a stranger can do with the document.
"""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import msgpack
import pytest
import zmq

from tests.integration.game_process import GameProcess
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(90)

REPLY_TIMEOUT_MS = 5000
FRAME_FIELDS = {"tick", "map", "hud", "status", "outcome", "events", "order", "world",
                "manual_ticks", "sandbox_worker", "code", "seq"}


class Stranger:
    """What the document's 'minimal client' grows into: a DEALER for requests, a SUB for frames."""

    def __init__(self, ctx: zmq.Context, endpoint: str) -> None:
        self.ctx = ctx
        self.sock = ctx.socket(zmq.DEALER)
        self.sock.setsockopt(zmq.LINGER, 0)
        self.sock.connect(endpoint)
        self.sub: zmq.Socket | None = None
        self._ids = itertools.count(1)

    def send_raw(self, data: bytes) -> dict[str, Any]:
        self.sock.send(data)
        assert self.sock.poll(REPLY_TIMEOUT_MS), "no reply within the timeout"
        reply = msgpack.unpackb(self.sock.recv(), raw=False)
        assert isinstance(reply, dict) and reply["v"] == 1, reply
        return reply

    def call(self, kind: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        rid = f"stranger-{next(self._ids)}"
        envelope: dict[str, Any] = {"v": 1, "kind": kind, "id": rid}
        if body is not None:
            envelope["body"] = body
        reply = self.send_raw(msgpack.packb(envelope))
        assert reply["id"] == rid, "a reply echoes the request id"
        return reply

    def ok(self, kind: str, expect: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        reply = self.call(kind, body)
        assert reply["ok"] is True and reply["kind"] == expect, reply
        return reply["body"]

    def error(self, kind: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        reply = self.call(kind, body)
        assert reply["ok"] is False and reply["kind"] == "error", reply
        return reply["body"]

    def frame(self, kind: str, body: dict[str, Any] | None = None) -> dict[str, Any]:
        return self.ok(kind, "game.frame", body)["frame"]

    def subscribe(self, pub_endpoint: str) -> None:
        self.sub = self.ctx.socket(zmq.SUB)
        self.sub.setsockopt(zmq.LINGER, 0)
        self.sub.setsockopt(zmq.SUBSCRIBE, b"frame")
        self.sub.connect(pub_endpoint)

    def published(self, timeout_ms: int = 0) -> list[dict[str, Any]]:
        """Frames published since the last call; waits up to ``timeout_ms`` for the first."""
        assert self.sub is not None
        frames: list[dict[str, Any]] = []
        while self.sub.poll(timeout_ms if not frames else 0):
            topic, data = self.sub.recv_multipart()
            msg = msgpack.unpackb(data, raw=False)
            assert topic == b"frame" and msg["kind"] == "game.frame" and msg["ok"] is True
            frames.append(msg["body"]["frame"])
        return frames

    def published_until(self, pred, what: str) -> dict[str, Any]:
        seen: list[dict[str, Any]] = []

        def found():
            seen.extend(self.published(100))
            return next((f for f in seen if pred(f)), None)

        return wait_until(found, timeout=5, what=what)


def entity(frame: dict[str, Any], kind: str) -> dict[str, Any]:
    return next(e for e in frame["world"]["entities"] if e["kind"] == kind)


def tile(frame: dict[str, Any], pos: list[int]) -> str:
    return frame["map"].splitlines()[pos[0] - 1][pos[1] - 1]


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    yield proc
    proc.stop()


@pytest.fixture
def stranger(game, zmq_ctx):
    return Stranger(zmq_ctx, game.endpoint)


def join_and_subscribe(stranger: Stranger) -> dict[str, Any]:
    joined = stranger.ok("game.join", "game.joined", {"client": "stranger"})
    assert set(joined) == {"pub_endpoint", "frame"}
    assert set(joined["frame"]) == FRAME_FIELDS
    stranger.subscribe(joined["pub_endpoint"])
    # A subscriber misses what is published before its subscription is in place: tick until
    # one frame arrives, then start the game afresh.
    wait_until(lambda: stranger.frame("game.tick") and stranger.published(100), timeout=10,
               what="the first published frame")
    fresh = stranger.frame("game.reset", {"manual_ticks": True})
    assert fresh["tick"] == 0 and fresh["order"] is None and fresh["manual_ticks"] is True
    assert stranger.published_until(lambda f: f["tick"] == 0, "the reset's frame") == fresh
    return fresh


def test_a_stranger_plays_a_game_from_the_document(stranger):
    start = join_and_subscribe(stranger)
    player = entity(start, "player")["position"]
    assert tile(start, player) == "P" and start["outcome"] is None

    # Manual mode: the move waits for the tick, and the reply is the frame as it is now.
    waiting = stranger.frame("game.move", {"direction": "s"})
    assert waiting["tick"] == 0 and entity(waiting, "player")["position"] == player
    assert stranger.published(200) == [], "a move that waits for the tick publishes nothing"
    ticked = stranger.frame("game.tick", {"count": 1})
    below = [player[0] + 1, player[1]]
    assert ticked["tick"] == 1 and entity(ticked, "player")["position"] == below
    assert tile(ticked, below) == "P"
    assert stranger.published_until(lambda f: f["tick"] == 1, "tick 1's frame") == ticked

    # count ticks at once: the reply is the last, and every tick is published.
    three = stranger.ok("game.tick", "game.frame", {"count": 3})
    assert three["ticks_run"] == 3 and three["note"] == ""
    last = three["frame"]
    assert last["tick"] == 4
    ticks: list[int] = []

    def through_tick_4() -> bool:
        ticks.extend(f["tick"] for f in stranger.published(100))
        return 4 in ticks

    wait_until(through_tick_4, timeout=5, what="the frames of ticks 2 to 4")
    assert ticks == [2, 3, 4]
    # A move into a wall is not an error: the tick happens and the events say why.
    stranger.frame("game.move", {"direction": "a"})
    bumped = stranger.frame("game.tick")
    assert bumped["tick"] == 5 and any("wall" in e for e in bumped["events"])

    # An order: queued in the reply; with no agent service it fails at once, and the frame says why.
    accepted = stranger.ok("game.order", "game.order_accepted", {"text": "  go   get the sword "})
    order = accepted["order"]
    assert order["state"] == "queued" and order["text"] == "go get the sword"
    assert isinstance(order["order_id"], str) and order["order_id"]
    failed = stranger.published_until(
        lambda f: (f["order"] or {}).get("order_id") == order["order_id"], "the order's frame"
    )["order"]
    assert failed["state"] == "failed" and "agent service is not running" in failed["detail"]
    assert stranger.frame("game.state")["order"] == failed

    # A newer order replaces it: frames show only the new one.
    newer = stranger.ok("game.order", "game.order_accepted", {"text": "walk right"})["order"]
    assert newer["order_id"] != order["order_id"]
    assert stranger.frame("game.state")["order"]["order_id"] == newer["order_id"]

    # Code loaded with the order's text serves that order: running, then done on "Done".
    walk = ('function update_func(player, ai, monsters, items)\n'
            '  ai:move("d")\n  return "walking"\nend')
    companion = entity(stranger.frame("game.state"), "companion")["position"]
    loaded = stranger.frame("game.load_code",
                            {"code": walk, "code_id": "walk", "order_text": "walk right"})
    assert loaded["order"] == {**newer, "state": "running"}
    # The frame says which code runs and where it came from; game.code gives its text.
    assert loaded["code"]["code_id"] == "walk" and loaded["code"]["running"] is True
    assert loaded["code"]["served_by"] == "loaded" and loaded["code"]["lines"] == 4
    assert stranger.ok("game.code", "game.code_result", {}) == {"code": loaded["code"],
                                                                "source": walk}
    walked = stranger.frame("game.tick")
    assert walked["status"] == "walking" and walked["sandbox_worker"] >= 0
    assert entity(walked, "companion")["position"] == [companion[0], companion[1] + 1]
    finish = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'
    stranger.frame("game.load_code", {"code": finish, "order_text": "walk right"})
    done = stranger.frame("game.tick")
    assert done["order"]["state"] == "done" and done["status"] == "Done"
    assert done["code"]["running"] is False  # still shown: what ran last
    refused = stranger.error("game.load_code", {"code": "function update_func("})
    assert refused["code"] == "refused" and refused["message"]

    # Real time: a move ticks the world at once and the reply is the frame after it.
    live = stranger.frame("game.reset", {"manual_ticks": False})
    assert live["manual_ticks"] is False and live["tick"] == 0
    moved = stranger.frame("game.move", {"direction": "s"})
    assert moved["tick"] >= 1 and entity(moved, "player")["position"] == below
    back = stranger.frame("game.reset", {"manual_ticks": True, "seed": 3, "ai_start": [2, 4]})
    assert back["manual_ticks"] is True and entity(back, "companion")["position"] == [2, 4]

    # Quit: the game says goodbye and keeps running for everyone else.
    assert stranger.ok("game.quit", "game.bye") == {}
    assert stranger.ok("ping", "pong")["service"] == "game"


def test_malformed_messages_get_the_documented_errors_and_change_nothing(stranger):
    before = stranger.ok("game.join", "game.joined")["frame"]

    def raw_error(data: bytes) -> dict[str, Any]:
        reply = stranger.send_raw(data)
        assert reply["ok"] is False and reply["kind"] == "error", reply
        return reply

    garbage = raw_error(b"\xc1 this is not msgpack")
    assert garbage["id"] == "" and garbage["body"]["code"] == "bad_message"
    assert raw_error(msgpack.packb([1, 2, 3]))["body"]["code"] == "bad_message"
    no_id = raw_error(msgpack.packb({"v": 1, "kind": "game.state", "id": 7}))
    assert no_id["body"]["code"] == "bad_message"
    extra = raw_error(msgpack.packb({"v": 1, "kind": "game.state", "id": "e1", "token": "x"}))
    assert extra["id"] == "e1" and extra["body"]["code"] == "bad_message"
    old = raw_error(msgpack.packb({"v": 2, "kind": "game.state", "id": "e2"}))
    assert old["id"] == "e2" and old["body"]["code"] == "bad_version"

    expected = [
        ("game.explode", {}, "unknown_kind", "game.explode"),
        ("game.move", {"direction": 5}, "bad_field", "direction"),
        ("game.move", {"direction": "x"}, "bad_field", "w, a, s or d"),
        ("game.move", {}, "bad_field", "direction"),
        ("game.move", {"direction": "d", "speed": 2}, "bad_field", "speed"),
        ("game.tick", {"count": 0}, "bad_field", "count"),
        ("game.tick", {"count": True}, "bad_field", "count"),
        ("game.order", {"text": "   "}, "bad_field", "words"),
        ("game.order", {"text": "x" * 501}, "bad_field", "500"),
        ("game.order", {"text": "hi", "mode": "fast"}, "bad_field", "mode"),
        ("game.reset", {"map": "no-such-map"}, "bad_field", "no-such-map"),
        ("game.reset", {"ai_start": [1]}, "bad_field", "ai_start"),
        ("game.bye", {}, "unexpected", "game.bye"),
    ]
    for kind, body, code, named in expected:
        err = stranger.error(kind, body)
        assert err["code"] == code and named in err["message"], (kind, body, err)

    # Nothing changed: same tick, same world, no order.
    after = stranger.frame("game.state")
    assert after["tick"] == before["tick"] and after["world"] == before["world"]
    assert after["order"] is None
    assert stranger.frame("game.tick")["tick"] == before["tick"] + 1, "still answering"


def test_a_req_socket_gets_its_replies_too(game, zmq_ctx, stranger):
    # The first socket a pyzmq user reaches for: a REQ adds an empty delimiter frame and waits
    # for a reply that has one. The service answers each peer in the envelope it used, so a REQ
    # client and a DEALER client are both answered, side by side.
    req = zmq_ctx.socket(zmq.REQ)
    req.setsockopt(zmq.LINGER, 0)
    req.connect(game.endpoint)
    try:
        for n, kind in enumerate(("game.join", "game.state", "game.tick", "game.explode")):
            req.send(msgpack.packb({"v": 1, "kind": kind, "id": f"req-{n}"}))
            assert req.poll(REPLY_TIMEOUT_MS), f"the REQ socket got no reply to {kind}"
            reply = msgpack.unpackb(req.recv(), raw=False)
            assert reply["id"] == f"req-{n}"
            if kind == "game.explode":
                assert reply["ok"] is False and reply["body"]["code"] == "unknown_kind"
            else:
                assert reply["ok"] is True, reply
            # The DEALER beside it is answered without a delimiter, as before.
            assert stranger.frame("game.state")["tick"] >= 0
        req.send(b"\xc1 not msgpack")  # undecodable: the error keeps the envelope as well
        assert req.poll(REPLY_TIMEOUT_MS)
        assert msgpack.unpackb(req.recv(), raw=False)["body"]["code"] == "bad_message"
    finally:
        req.close(linger=0)


WALK = 'function update_func(player, ai, monsters, items)\n  ai:move("d")\n  return "walking"\nend'


def test_frames_before_during_and_after_a_replaced_order_are_told_apart_by_seq(game, zmq_ctx,
                                                                               stranger):
    join_and_subscribe(stranger)
    # Order A runs (a tool's code serves it) and ticks; then order B replaces it, then C.
    a = stranger.ok("game.order", "game.order_accepted", {"text": "walk right"})
    stranger.frame("game.load_code", {"code": WALK, "order_text": "walk right"})
    stranger.ok("game.tick", "game.frame", {"count": 3})
    b = stranger.ok("game.order", "game.order_accepted", {"text": "go get the bow"})
    stranger.ok("game.tick", "game.frame", {"count": 2})
    c = stranger.ok("game.order", "game.order_accepted", {"text": "go get the sword"})
    stranger.ok("game.tick", "game.frame", {"count": 2})
    assert a["frame_seq"] < b["frame_seq"] < c["frame_seq"]

    frames: list[dict[str, Any]] = []

    def all_in() -> bool:
        frames.extend(stranger.published(100))
        return any(f["seq"] >= c["frame_seq"] + 2 for f in frames)

    wait_until(all_in, timeout=5, what="the frames after order C")
    seqs = [f["seq"] for f in frames]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs))), "numbered one by one"

    def order_id(f: dict[str, Any]) -> str | None:
        return (f["order"] or {}).get("order_id")

    ids = {o["order"]["order_id"]: o["frame_seq"] for o in (a, b, c)}
    for f in frames:
        # The order a frame shows is the newest one accepted at or before its number (none
        # before A: the game was reset).
        newest = max(((seq, oid) for oid, seq in ids.items() if seq <= f["seq"]),
                     default=(0, None))[1]
        assert order_id(f) == newest, (f["seq"], f["order"], ids)
    # A's frames ran while it was running; frames at B's number on never show A again.
    assert any(order_id(f) == a["order"]["order_id"] and f["order"]["state"] == "running"
               for f in frames)
    assert {order_id(f) for f in frames if f["seq"] >= b["frame_seq"]} == {
        b["order"]["order_id"], c["order"]["order_id"]}
    # A client that joins mid-order finds it in the join reply's frame, numbered.
    late = Stranger(zmq_ctx, game.endpoint)
    joined = late.ok("game.join", "game.joined", {"client": "late"})["frame"]
    assert order_id(joined) == c["order"]["order_id"] and joined["seq"] >= c["frame_seq"]
    late.sock.close(linger=0)


def rss_kb(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    return int(next(ln.split()[1] for ln in status.splitlines() if ln.startswith("VmRSS:")))


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="reads memory from /proc")
def test_a_client_that_never_reads_its_frames_neither_blocks_nor_grows_the_game(game, zmq_ctx,
                                                                                stranger):
    joined = stranger.ok("game.join", "game.joined", {"client": "deaf"})
    deaf = zmq_ctx.socket(zmq.SUB)
    deaf.setsockopt(zmq.LINGER, 0)
    deaf.setsockopt(zmq.SUBSCRIBE, b"frame")
    deaf.connect(joined["pub_endpoint"])
    stranger.frame("game.load_code", {"code": WALK})  # something runs every tick
    assert game.proc is not None

    def ticks(n: int) -> None:
        done = 0
        while done < n:
            done += stranger.ok("game.tick", "game.frame", {"count": n - done})["ticks_run"]

    ticks(1500)  # past ZeroMQ's high-water mark of 1,000 queued frames
    before = rss_kb(game.proc.pid)
    ticks(3000)
    grown_kb = rss_kb(game.proc.pid) - before
    assert grown_kb < 32 * 1024, f"the game grew {grown_kb} kB for 3,000 unread frames"
    # Still answering at once, and the frames it kept for the deaf client are bounded.
    assert stranger.frame("game.state")["seq"] >= 4500
    kept = 0
    while deaf.poll(0):
        deaf.recv_multipart()
        kept += 1
    assert 0 < kept <= 2100, kept  # the PUB's and the SUB's queues, 1,000 each
    print(f"deaf client: the game grew {grown_kb} kB over 3,000 ticks; {kept} frames kept")
