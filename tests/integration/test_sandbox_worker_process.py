"""``python -m sandbox_worker`` as a real process behind a real socket."""

from __future__ import annotations

import dataclasses
import os
import signal
import subprocess
import sys
import threading
import time

import msgpack
import pytest
import zmq

from base import lane, protocol as p
from base.transport import RemoteError, RpcClient
from sandbox_worker.snapshot import flat_state, maze_hash
from sandbox_worker.worker import WATCHDOG_EXIT_CODE
from tests.sandbox.helpers import default_world, update
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(60)


def start_worker(*args: str, env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "sandbox_worker", *args],
        env={**os.environ, "MALLOC_ARENA_MAX": "1", **(env or {})},
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.kill()
    proc.wait(timeout=5)
    if proc.stderr:
        proc.stderr.close()


@pytest.fixture
def worker(ipc_dir, zmq_ctx):
    endpoint = f"ipc://{ipc_dir}/w.sock"
    proc = start_worker("--endpoint", endpoint)
    client = RpcClient(zmq_ctx, endpoint, timeout_ms=10_000)
    client.request(p.Ping())  # waits for the worker to be up
    yield proc, client, endpoint
    client.close()
    stop(proc)


def tick_request(world, **extra):
    return p.SandboxTick(
        code_id="c",
        seed=1,
        state=msgpack.packb(flat_state(world)),
        maze_hash=maze_hash(world.maze),
        maze=list(world.maze),
        memory=msgpack.packb({}),
        **extra,
    )


def test_load_tick_and_reset_over_the_socket(worker):
    _, client, _ = worker
    world = default_world()
    loaded = client.request(p.SandboxLoad(code_id="c", code=update('ai:move("d")\nreturn "hi"')))
    assert isinstance(loaded, p.SandboxLoaded) and loaded.error is None
    result = client.request(tick_request(world))
    assert isinstance(result, p.SandboxTickResult)
    assert result.status == "hi"
    assert result.actions == [p.MoveRequest(entity=world.companion.id, move="d")]
    assert msgpack.unpackb(result.memory, raw=False)["code_id"] == "c"
    ready = client.request(p.SandboxReset())
    assert isinstance(ready, p.SandboxReady) and ready.instance != result.instance


def test_bad_input_gets_an_error_reply_and_the_worker_goes_on(worker, zmq_ctx):
    _, client, endpoint = worker
    raw = zmq_ctx.socket(zmq.DEALER)
    raw.setsockopt(zmq.LINGER, 0)
    raw.connect(endpoint)
    for junk in (
        b"not msgpack",
        msgpack.packb([1, 2]),
        msgpack.packb({"v": 1, "kind": "nope", "id": "x"}),
    ):
        raw.send(junk)
        assert raw.poll(5000)
        reply = p.decode(raw.recv())
        assert isinstance(reply, p.ErrorReply)
    raw.close()
    client.request(p.SandboxLoad(code_id="c", code=update("return 'x'")))
    broken = dataclasses.replace(tick_request(default_world()), state=b"\xc1")
    with pytest.raises(RemoteError) as caught:
        client.request(broken)
    assert caught.value.code == p.SANDBOX_BAD_STATE
    assert client.request(tick_request(default_world())).status == "x"


def test_the_lane_beside_the_endpoint_answers_the_same_messages(worker):
    proc, client, endpoint = worker
    conn = lane.connect(lane.lane_path(endpoint), p.DEFAULT_MAX_MESSAGE_BYTES)
    try:
        conn.send(p.encode(p.Ping(request_id="a")), timeout_s=1)
        pong = p.decode(conn.receive(5000))
        assert isinstance(pong, p.Pong) and pong.pid == proc.pid and pong.request_id == "a"
        code = update('ai:move("s")\nreturn "lane"')
        conn.send(p.encode(p.SandboxLoad(request_id="l", code_id="c", code=code)), timeout_s=1)
        conn.send(p.encode(dataclasses.replace(tick_request(default_world()), request_id="t")), 1)
        loaded, result = p.decode(conn.receive(5000)), p.decode(conn.receive(5000))
        assert loaded.error is None and result.status == "lane" and result.request_id == "t"
        for junk, code in ((b"not msgpack", p.BAD_MESSAGE), (msgpack.packb({"v": 9}), None)):
            conn.send(junk, timeout_s=1)
            reply = p.decode(conn.receive(5000))
            assert isinstance(reply, p.ErrorReply) and (code is None or reply.code == code)
        conn.send(b"x" * (p.DEFAULT_MAX_MESSAGE_BYTES + 1), timeout_s=10)  # over the size cap
        too_large = p.decode(conn.receive(5000))
        assert isinstance(too_large, p.ErrorReply) and too_large.code == p.TOO_LARGE
        conn.send(p.encode(p.Ping(request_id="b")), timeout_s=1)
        assert p.decode(conn.receive(5000)).request_id == "b"  # still serving
    finally:
        conn.close()
    # A caller that hangs up mid-way changes nothing for the others.
    assert isinstance(client.request(p.Ping()), p.Pong)


def test_a_stream_of_lane_requests_does_not_starve_other_callers(worker):
    _, client, endpoint = worker
    conn = lane.connect(lane.lane_path(endpoint), p.DEFAULT_MAX_MESSAGE_BYTES)
    busy = update("local s = 0 for i = 1, 20000 do s = s + i end return 'busy'")  # ~1 ms a tick
    conn.send(p.encode(p.SandboxLoad(request_id="l", code_id="c", code=busy)), timeout_s=1)
    assert p.decode(conn.receive(5000)).error is None
    done = threading.Event()
    answered = []

    request = p.encode(dataclasses.replace(tick_request(default_world()), request_id="t"))

    def blast():  # keeps 16 ticks in flight: the worker always has the next one waiting
        for _ in range(16):
            conn.send(request, timeout_s=1)
        while not done.is_set():
            if conn.receive(1000) is not None:
                answered.append(1)
                conn.send(request, timeout_s=1)

    thread = threading.Thread(target=blast, daemon=True)
    thread.start()
    try:
        wait_until(lambda: len(answered) > 50, timeout=20, what="the stream under way")
        started = time.monotonic()
        assert isinstance(client.request(p.Ping(), timeout_ms=3000), p.Pong)
        assert time.monotonic() - started < 0.5  # answered in between, not after the stream
        assert not done.is_set() and thread.is_alive()
    finally:
        done.set()
        thread.join(5)
        conn.close()


def test_a_source_over_the_cap_is_refused_by_the_worker_too(worker):
    _, client, _ = worker
    code = "-- " + "x" * 1_000_000 + "\n" + update("return 'x'")
    loaded = client.request(p.SandboxLoad(code_id="big", code=code))
    assert loaded.error.kind == "source_limit"


def test_the_default_endpoint_comes_from_config_and_the_index(ipc_dir, zmq_ctx):
    proc = start_worker("--set", f"paths.data_dir={ipc_dir}", env={"DUNGEON_SANDBOX_INDEX": "3"})
    try:
        client = RpcClient(zmq_ctx, f"ipc://{ipc_dir}/run/sandbox-3.sock", timeout_ms=10_000)
        pong = client.request(p.Ping())
        assert isinstance(pong, p.Pong) and pong.pid == proc.pid
        client.close()
    finally:
        stop(proc)


def test_sigterm_stops_the_worker_cleanly(worker):
    proc, _, _ = worker
    proc.send_signal(signal.SIGTERM)
    assert proc.wait(timeout=10) == 0


def test_the_watchdog_ends_a_worker_stuck_in_c(ipc_dir, zmq_ctx):
    """A pattern that slipped past the caps runs in C where no hook reaches: the worker's own
    watchdog ends the process so that it can be replaced."""
    endpoint = f"ipc://{ipc_dir}/w.sock"
    proc = start_worker("--endpoint", endpoint, "--set", "sandbox.watchdog_ms=300")
    try:
        client = RpcClient(zmq_ctx, endpoint, timeout_ms=10_000)
        client.request(p.Ping())
        # About 20 s of backtracking in C, let through by a pattern cap set very high.
        bomb = update("return string.find(string.rep('a', 3000), '.-.-b')")
        client.request(p.SandboxLoad(code_id="c", code=bomb, limits={"max_pattern_cost": 10**18}))
        started = time.monotonic()
        client.send(tick_request(default_world()))
        assert proc.wait(timeout=15) == WATCHDOG_EXIT_CODE
        assert time.monotonic() - started < 10
        client.close()
    finally:
        stop(proc)
    wait_until(lambda: proc.poll() is not None, timeout=1)
