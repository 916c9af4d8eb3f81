"""The heartbeat client every service uses: a no-op unsupervised, rate-limited, never blocking."""

from __future__ import annotations

import os
import time

import pytest

from base.heartbeat import Heartbeat
from base.protocol import SupervisorHeartbeat, SupervisorHeartbeatAck
from base.transport import RpcServer

pytestmark = pytest.mark.timeout(30)


def test_without_a_supervisor_in_the_environment_it_does_nothing():
    hb = Heartbeat.from_env({})
    assert not hb.enabled
    assert hb.beat() is False
    hb.close()


def test_beats_at_most_once_per_interval_and_announces_long_pauses(ipc_dir, zmq_ctx):
    endpoint = f"ipc://{ipc_dir}/sup.sock"
    server = RpcServer(zmq_ctx, endpoint, name="fake supervisor")
    now = [100.0]
    hb = Heartbeat(endpoint, "game", interval_ms=1000, ctx=zmq_ctx, clock=lambda: now[0])
    try:
        received = []

        def collect(n):
            while len(received) < n and server.socket.poll(5000):
                incoming = server.recv()
                received.append(incoming.msg)
                server.reply(incoming.peer, SupervisorHeartbeatAck(
                    request_id=incoming.msg.request_id))

        assert hb.beat() is True
        assert hb.beat() is False  # within the interval
        now[0] += 0.5
        assert hb.beat() is False
        now[0] += 0.5
        assert hb.beat() is True
        assert hb.beat(interval_ms=60_000) is True  # announced at once
        collect(3)
        assert all(isinstance(m, SupervisorHeartbeat) for m in received)
        assert [(m.service, m.pid, m.interval_ms) for m in received] == [
            ("game", os.getpid(), 0), ("game", os.getpid(), 0), ("game", os.getpid(), 60_000)]
        now[0] += 1.0
        assert hb.beat() is True  # acks were drained, nothing piles up
    finally:
        hb.close()
        server.close()


def test_a_service_that_cannot_serve_yet_says_so_and_its_readiness_goes_out_at_once(
        ipc_dir, zmq_ctx):
    endpoint = f"ipc://{ipc_dir}/sup.sock"
    server = RpcServer(zmq_ctx, endpoint, name="fake supervisor")
    now = [100.0]
    hb = Heartbeat(endpoint, "agent", interval_ms=1000, ctx=zmq_ctx, clock=lambda: now[0])
    try:
        hb.set_state(ready=False, note="warming up: about 12 s left")
        assert hb.beat() is True
        now[0] += 0.5
        hb.set_state(ready=False, note="warming up: about 11 s left")
        assert hb.beat() is False  # a new note waits for the interval
        hb.set_state(ready=True)
        assert hb.beat() is True  # becoming ready does not
        received = []
        while len(received) < 2 and server.socket.poll(5000):
            received.append(server.recv().msg)
        assert [(m.ready, m.note) for m in received] == [
            (False, "warming up: about 12 s left"), (True, "")]
    finally:
        hb.close()
        server.close()


def test_a_missing_supervisor_never_blocks_the_service(ipc_dir, zmq_ctx):
    hb = Heartbeat(f"ipc://{ipc_dir}/nobody.sock", "game", interval_ms=1, ctx=zmq_ctx)
    try:
        start = time.monotonic()
        for _ in range(50):
            hb.beat()
            time.sleep(0.002)
        assert time.monotonic() - start < 2.0
    finally:
        hb.close()
