"""RpcClient's ``on_wait``: asked while nothing comes, and what it raises ends the wait."""

from __future__ import annotations

import threading

import pytest
import zmq

from base import protocol
from base.protocol import Ping, Pong
from base.transport import ON_WAIT_EVERY_MS, RpcClient, ServiceTimeout


class GaveUp(Exception):
    pass


@pytest.fixture
def router(tmp_path):
    ctx = zmq.Context()
    sock = ctx.socket(zmq.ROUTER)
    sock.setsockopt(zmq.LINGER, 0)
    endpoint = f"ipc://{tmp_path}/rpc.sock"
    sock.bind(endpoint)
    yield ctx, sock, endpoint
    sock.close(linger=0)
    ctx.destroy(linger=0)


def _answer_later(sock: zmq.Socket, after_s: float) -> threading.Thread:
    def run() -> None:
        if not sock.poll(5000):
            return
        peer, data = sock.recv_multipart()
        asked = protocol.decode(data)
        threading.Event().wait(after_s)
        pong = Pong(request_id=asked.request_id, service="test", pid=1)
        sock.send_multipart([peer, protocol.encode(pong)])

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    return thread


def test_on_wait_is_asked_while_the_answer_is_late_and_the_answer_still_comes(router):
    ctx, sock, endpoint = router
    client = RpcClient(ctx, endpoint, timeout_ms=5000)
    waits: list[int] = []
    late = _answer_later(sock, after_s=3.5 * ON_WAIT_EVERY_MS / 1000)
    try:
        reply = client.receive(client.send(Ping()), on_wait=lambda: waits.append(1))
    finally:
        client.close()
        late.join(5)
    assert isinstance(reply, Pong)
    assert len(waits) >= 2  # asked while it waited, and it kept waiting


def test_what_on_wait_raises_ends_the_wait_and_a_stale_answer_is_dropped_later(router):
    ctx, sock, endpoint = router
    client = RpcClient(ctx, endpoint, timeout_ms=5000)
    waits: list[int] = []

    def give_up() -> None:
        waits.append(1)
        if len(waits) == 2:
            raise GaveUp

    late = _answer_later(sock, after_s=0.5)
    try:
        with pytest.raises(GaveUp):
            client.receive(client.send(Ping()), on_wait=give_up)
        assert len(waits) == 2
        late.join(5)
        # The answer to the abandoned request arrives now; the next request skips it.
        answer = _answer_later(sock, after_s=0.0)
        assert isinstance(client.request(Ping()), Pong)
        answer.join(5)
    finally:
        client.close()


def test_the_idle_timeout_still_holds_with_on_wait(router):
    ctx, _sock, endpoint = router
    client = RpcClient(ctx, endpoint, timeout_ms=3 * ON_WAIT_EVERY_MS)
    waits: list[int] = []
    try:
        with pytest.raises(ServiceTimeout):
            client.receive(client.send(Ping()), on_wait=lambda: waits.append(1))
    finally:
        client.close()
    assert 1 <= len(waits) <= 3


def test_wait_for_ping_returns_once_the_service_answers_and_gives_up_after_its_time(router):
    from base.transport import wait_for_ping

    ctx, sock, endpoint = router
    thread = _answer_later(sock, 0.0)
    wait_for_ping(endpoint, ctx, 5, timeout_ms=500)  # answered: returns
    thread.join(timeout=5)
    # Nobody answers: a ServiceTimeout once the time is up, not a wait for ever.
    with pytest.raises(ServiceTimeout):
        wait_for_ping(f"ipc://{endpoint[6:]}-absent", ctx, 0.3, timeout_ms=100)
