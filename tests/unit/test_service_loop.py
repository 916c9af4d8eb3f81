"""The one service loop (base/service_loop.py) over real ZeroMQ sockets: requests are answered
through the handler; a handler that raises is answered with the one error shape and the loop goes
on; undecodable input never reaches the handler; replies made on another thread go out through
the outbox and wake the loop; a watched socket is served before the requests; a turn answers no
longer than its budget allows."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
import zmq

from base import protocol as p
from base.service_loop import ServiceLoop, Waker
from base.transport import RpcServer

pytestmark = pytest.mark.timeout(30)


@pytest.fixture
def rpc(zmq_ctx, ipc_dir) -> Iterator[RpcServer]:
    server = RpcServer(zmq_ctx, f"ipc://{ipc_dir}/loop.sock", name="test")
    yield server
    server.close()


@pytest.fixture
def client(zmq_ctx, rpc) -> Iterator[zmq.Socket]:
    sock = zmq_ctx.socket(zmq.DEALER)
    sock.setsockopt(zmq.LINGER, 0)
    sock.connect(rpc.endpoint)
    yield sock
    sock.close(linger=0)


def ask(client: zmq.Socket, msg: p.Message) -> None:
    client.send(p.encode(msg))


def answers(client: zmq.Socket, loop: ServiceLoop, count: int) -> list[p.Message]:
    got: list[p.Message] = []
    deadline = time.monotonic() + 5
    while len(got) < count and time.monotonic() < deadline:
        loop.turn(50)
        while client.poll(0):
            got.append(p.decode(client.recv()))
    return got


def test_a_handler_that_raises_gets_the_one_error_reply_and_the_loop_goes_on(rpc, client):
    def handle(peer: bytes, msg: p.Message) -> p.Message | None:
        if isinstance(msg, p.GameState):
            raise KeyError("a bug")
        return p.Pong(request_id=msg.request_id, service="test", pid=1)

    loop = ServiceLoop(rpc, handle)
    try:
        ask(client, p.GameState(request_id="s1"))
        ask(client, p.Ping(request_id="p1"))
        failed, pong = answers(client, loop, 2)
        assert isinstance(failed, p.ErrorReply) and failed.request_id == "s1"
        assert failed.code == p.INTERNAL and "KeyError('a bug')" in failed.message
        assert isinstance(pong, p.Pong) and pong.request_id == "p1"
    finally:
        loop.close()


def test_undecodable_input_is_answered_by_the_edge_and_never_reaches_the_handler(rpc, client):
    seen: list[p.Message] = []
    loop = ServiceLoop(rpc, lambda peer, msg: seen.append(msg))
    try:
        client.send(b"not msgpack at all")
        [error] = answers(client, loop, 1)
        assert isinstance(error, p.ErrorReply) and error.code == p.BAD_MESSAGE
        assert seen == []
    finally:
        loop.close()


def test_a_reply_made_on_another_thread_wakes_the_loop_and_goes_out(rpc, client):
    loop = ServiceLoop(rpc, lambda peer, msg: None)  # answered later, by a worker
    try:
        ask(client, p.Ping(request_id="later"))
        assert rpc.socket.poll(2000)
        incoming = rpc.recv()
        assert incoming is not None

        def worker() -> None:
            time.sleep(0.05)
            loop.outbox.put(incoming.peer, p.Pong(request_id="later", service="w", pid=2))

        threading.Thread(target=worker).start()
        ready = loop.turn(5000)  # woken by the worker's put, not by the timeout
        assert loop.outbox.waker.fd in ready
        assert client.poll(1000)
        reply = p.decode(client.recv())
        assert isinstance(reply, p.Pong) and reply.service == "w"
    finally:
        loop.close()


def test_a_watched_source_is_served_before_the_requests(rpc, client):
    order: list[str] = []
    other = Waker()
    loop = ServiceLoop(rpc, lambda peer, msg: order.append("request"))

    def on_other() -> None:
        other.drain()
        order.append("other")

    loop.watch(other.fd, on_other)
    try:
        ask(client, p.Ping(request_id="p"))
        other.wake()
        assert rpc.socket.poll(2000)
        loop.turn(1000)
        assert order == ["other", "request"]
        loop.unwatch(other.fd)
        other.wake()
        loop.turn(0)
        assert order == ["other", "request"]
    finally:
        loop.close()
        other.close()


def test_a_turn_answers_within_its_budget_and_the_rest_waits(rpc, client):
    now = [0.0]

    def slow(peer: bytes, msg: p.Message) -> p.Message:
        now[0] += 0.1  # each request takes 100 ms of the loop's clock
        return p.Pong(request_id=msg.request_id, service="test", pid=1)

    loop = ServiceLoop(rpc, slow, budget_s=0.25, clock=lambda: now[0])
    try:
        for i in range(5):
            ask(client, p.Ping(request_id=f"p{i}"))
        # However the five arrive, no turn answers more than its budget allows (three of 100 ms
        # within 250 ms), and every one is answered in the turns that follow.
        turns: list[int] = []
        deadline = time.monotonic() + 5
        while sum(turns) < 5 and time.monotonic() < deadline:
            rpc.socket.poll(100)
            turns.append(loop.answer_waiting())
        assert sum(turns) == 5 and max(turns) <= 3, turns
    finally:
        loop.close()
