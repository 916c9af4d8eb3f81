"""The real game service process, played through GameClient over real ipc sockets."""

from __future__ import annotations

import signal

import msgpack
import pytest
import zmq

from base import protocol as p
from base.transport import RemoteError
from services.game_server import checkpoint
from tests.integration.game_process import GameProcess
from tests.integration.scripted_agent import ScriptedAgent
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(60)


@pytest.fixture
def game(ipc_dir):
    proc = GameProcess(ipc_dir, "game.manual_ticks=true", "game.checkpoint_every_ticks=1").start()
    yield proc
    proc.stop()


def test_moves_change_the_world_and_frames_arrive(game, zmq_ctx):
    client = game.client(zmq_ctx)
    start = client.state()
    assert start.world["entities"][0]["position"] == [2, 2]
    assert "P" in start.map.splitlines()[1]
    client.move("s")  # manual mode: the move waits for the tick
    frame = client.tick()
    player = next(e for e in frame.world["entities"] if e["kind"] == "player")
    assert player["position"] == [3, 2]
    assert frame.map.splitlines()[2][1] == "P"
    published = wait_until(lambda: list(client.frames(timeout_ms=200)), timeout=5, what="a frame")
    assert published[-1].tick == frame.tick


def test_real_time_mode_ticks_on_each_move_and_on_the_timer(ipc_dir, zmq_ctx):
    proc = GameProcess(ipc_dir, "game.tick_interval_ms=100").start()
    try:
        client = proc.client(zmq_ctx)
        frame = client.move("s")
        assert frame.world["entities"][0]["position"] == [3, 2]
        t0 = frame.tick
        later = wait_until(lambda: client.state().tick >= t0 + 3, timeout=5, what="timer ticks")
        assert later
    finally:
        proc.stop()


def test_bad_messages_get_errors_and_the_service_keeps_answering(game, zmq_ctx):
    sock = zmq_ctx.socket(zmq.DEALER)
    sock.connect(game.endpoint)
    bad_inputs = [
        b"\x00garbage\xff",
        msgpack.packb({"v": 1, "kind": "game.move", "id": "m1", "body": {"direction": 5}}),
        msgpack.packb({"v": 1, "kind": "game.explode", "id": "m2", "body": {}}),
        msgpack.packb({"v": 1, "kind": "game.move", "id": "m3", "body": {"direction": "x"}}),
        b"x" * (5 * 1024 * 1024),  # over the size cap: zmq drops the peer; nothing may break
    ]
    codes = []
    for data in bad_inputs[:4]:
        sock.send(data)
        assert sock.poll(3000), "no error reply"
        reply = msgpack.unpackb(sock.recv())
        assert reply["ok"] is False
        codes.append(reply["body"]["code"])
    assert codes == ["bad_message", "bad_field", "unknown_kind", "bad_field"]
    oversized = zmq_ctx.socket(zmq.DEALER)
    oversized.connect(game.endpoint)
    oversized.send(bad_inputs[4])
    client = game.client(zmq_ctx)
    assert client.move("d").world["entities"][0]["position"] == [2, 2]  # queued, not applied
    assert client.tick().world["entities"][0]["position"] == [2, 3]  # onto the companion's tile
    with pytest.raises(RemoteError, match="count must be"):
        client.tick(0)
    assert client.state().tick == 1


def test_kill_9_and_restart_resume_from_the_checkpoint(game, zmq_ctx, ipc_dir):
    saved = ipc_dir / "game" / "checkpoint.msgpack"
    client = game.client(zmq_ctx)
    for d in "sss":
        client.move(d)
        frame = client.tick()
        # The checkpoint is on disk before the reply leaves: nothing a client saw can be lost.
        assert checkpoint.load(saved)["world"]["tick"] == frame.tick
    client.order("stay here")
    assert checkpoint.load(saved)["order"]["text"] == "stay here"
    before = client.state()
    client.close()
    assert game.kill(signal.SIGKILL) == -signal.SIGKILL
    game.start()
    client = game.client(zmq_ctx)
    after = client.state()
    assert after.tick == before.tick == 3
    assert after.world == before.world
    # And it continues from there.
    client.move("s")
    assert client.tick().world["entities"][0]["position"] == [6, 2]


def test_a_corrupt_checkpoint_is_set_aside_and_reported(ipc_dir, zmq_ctx):
    cp = ipc_dir / "game" / "checkpoint.msgpack"
    cp.parent.mkdir(parents=True)
    cp.write_bytes(b"\x93not a checkpoint")
    proc = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    try:
        frame = proc.client(zmq_ctx).state()
        assert frame.tick == 0 and "set aside" in frame.status
        assert [f.name for f in cp.parent.iterdir() if ".corrupt-" in f.name]
    finally:
        proc.stop()


def test_orders_are_accepted_and_shown(game, zmq_ctx):
    client = game.client(zmq_ctx)
    order = client.order("  go   get the sword ")
    assert order.text == "go get the sword" and order.state == "queued"
    shown = client.state().order
    assert shown.order_id == order.order_id
    # No agent service runs in this test: the order says so instead of waiting forever.
    assert shown.state == "failed" and "agent service is not running" in shown.detail
    with pytest.raises(RemoteError, match="needs some words"):
        client.order("   ")


# -- orders across a kill -9 (issue 12) -------------------------------------------------------

COUNTER = ('function update_func(player, ai, monsters, items)\n'
           '  ai.n = (ai.n or 0) + 1\n'
           '  return "tick " .. ai.n\n'
           'end')


@pytest.fixture
def agent(ipc_dir, zmq_ctx):
    """The agent service, played by the test, where the game looks for it."""
    (ipc_dir / "run").mkdir(exist_ok=True)
    scripted = ScriptedAgent(zmq_ctx, f"ipc://{ipc_dir}/run/agent.sock")
    yield scripted
    scripted.close()


def being_written(client, agent):
    """An order the scripted agent says it is writing: the order, the agent's peer and the
    request it answers."""
    order = client.order("count the ticks")
    peer, asked = agent.receive(skip=(p.Ping,))
    agent.send(peer, p.AgentProgress(request_id=asked.request_id, order_id=order.order_id,
                                     stage="writing", detail="attempt 1"))
    return order, peer, asked


def order_state(client, state):
    return wait_until(lambda: client.state().order.state == state, timeout=10,
                      what=f"the order to be {state}")


def test_code_the_agent_accepted_survives_a_kill_9_at_once(ipc_dir, zmq_ctx, agent):
    # Periodic checkpoints are far away: only the answer itself can have been saved.
    game = GameProcess(ipc_dir, "game.manual_ticks=true", "game.checkpoint_every_ticks=1000")
    game.start()
    try:
        client = game.client(zmq_ctx)
        order = client.order("count the ticks")
        peer, asked = agent.receive(skip=(p.Ping,))
        assert isinstance(asked, p.AgentOrder) and asked.order_id == order.order_id
        agent.send(peer, p.AgentResult(request_id=asked.request_id, order_id=order.order_id,
                                       ok=True, message="On it.", code=COUNTER,
                                       code_id="counter"))
        order_state(client, "running")
        client.close()
        assert game.kill(signal.SIGKILL) == -signal.SIGKILL
        game.start()
        client = game.client(zmq_ctx)
        frame = client.state()
        assert frame.order is not None
        assert (frame.order.order_id, frame.order.state) == (order.order_id, "running")
        assert client.tick().status == "tick 1"  # the accepted code runs, from its start
        assert agent.nothing_sent()  # nothing to ask again: the answer was not lost
    finally:
        game.stop()


def test_an_order_being_written_when_the_game_is_killed_is_asked_for_again(
        ipc_dir, zmq_ctx, agent):
    game = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    try:
        client = game.client(zmq_ctx)
        order, peer, asked = being_written(client, agent)
        order_state(client, "writing")
        client.close()
        game.kill(signal.SIGKILL)
        game.start()
        # The restarted game asks again; the answer goes to it, not to the game that died.
        new_peer, again = agent.receive(timeout_ms=10_000, skip=(p.Ping,))
        assert isinstance(again, p.AgentOrder)
        assert (again.order_id, again.text) == (order.order_id, "count the ticks")
        assert new_peer != peer
        agent.send(new_peer, p.AgentResult(request_id=again.request_id,
                                           order_id=order.order_id, ok=True, message="On it.",
                                           code=COUNTER, code_id="counter"))
        client = game.client(zmq_ctx)
        order_state(client, "running")
        assert client.tick().status == "tick 1"
        # Ids never repeat across the restart: a late answer cannot land on a new order.
        newer = client.order("stay here")
        assert newer.order_id != order.order_id
    finally:
        game.stop()


def test_a_long_tick_request_is_answered_in_time_and_says_how_far_it_got(game, zmq_ctx):
    client = game.client(zmq_ctx)
    client.load_code(COUNTER, "counter")
    reply = client.request(p.GameTick(count=10_000), timeout_ms=5000)
    assert isinstance(reply, p.GameFrame)
    assert 0 < reply.ticks_run < 10_000
    assert reply.frame.tick == reply.ticks_run
    assert reply.frame.status == f"tick {reply.ticks_run}"
    assert f"ran {reply.ticks_run} of 10000 ticks" in reply.note
    assert "game.max_request_ms" in reply.note


def test_a_client_waits_for_an_order_to_settle_on_the_published_frames(ipc_dir, zmq_ctx, agent):
    # GameClient.wait_order, as `dungeon ask`, the eval and the benchmarks wait: the agent's
    # progress is seen on the way, the answer ends the wait, a replaced order ends it with None,
    # and an order still in the works when the time is up raises OrderTimeout.
    from services.cli.game_client import OrderTimeout

    game = GameProcess(ipc_dir, "game.manual_ticks=true").start()
    try:
        client = game.client(zmq_ctx)
        order, peer, asked = being_written(client, agent)
        seen: list[str] = []
        writing = client.wait_order(order.order_id, 10, states={"writing"},
                                    on_frame=lambda f: seen.append(f.order.state))
        assert writing is not None and writing.order.detail == "attempt 1"
        with pytest.raises(OrderTimeout, match="still writing"):
            client.wait_order(order.order_id, 0.3)
        agent.send(peer, p.AgentResult(request_id=asked.request_id, order_id=order.order_id,
                                       ok=True, message="On it.", code=COUNTER,
                                       code_id="counter"))
        running = client.wait_order(order.order_id, 10, on_frame=lambda f: seen.append(
            f.order.state))
        assert running is not None and running.order.state == "running"
        assert seen[-1] == "running" and "writing" in seen
        # waiting for a state it settled past: None, at once
        assert client.wait_order(order.order_id, 10, states={"refused"}) is None
        newer = client.order("stay here")
        assert client.wait_order(order.order_id, 10) is None  # replaced
        assert newer.order_id != order.order_id
    finally:
        game.stop()
