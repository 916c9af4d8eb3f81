"""The seqpacket lane: whole messages both ways, large ones in pieces, clear ends and limits."""

from __future__ import annotations

import os
import stat
import threading
import time

import pytest

from base import lane


@pytest.fixture
def pair(tmp_path):
    listener = lane.Listener(str(tmp_path / "w.sock.lane"), max_message_bytes=1 << 20)
    client = lane.connect(listener.path, max_message_bytes=1 << 20)
    server = listener.accept()
    assert server is not None
    yield client, server
    client.close()
    server.close()
    listener.close()


def test_messages_arrive_whole_and_in_order(pair):
    client, server = pair
    for n in range(5):
        client.send(b"tick %d" % n, timeout_s=1)
    assert [server.receive(1000) for _ in range(5)] == [b"tick %d" % n for n in range(5)]
    server.send(b"", timeout_s=1)  # an empty message is still a message
    assert client.receive(1000) == b""


def test_a_message_larger_than_one_datagram_is_sent_in_pieces(pair):
    client, server = pair
    big = os.urandom(3 * lane.CHUNK_BYTES + 123)
    client.send(big, timeout_s=2)
    assert server.receive(2000) == big


def test_nothing_waiting_gives_none_after_the_timeout(pair):
    client, _ = pair
    started = time.monotonic()
    assert client.receive(50) is None
    assert 0.04 <= time.monotonic() - started < 1.0
    assert client.receive_ready() is None


def test_spinning_catches_a_message_that_arrives_and_gives_up_on_time(pair):
    client, server = pair
    timer = threading.Timer(0.002, lambda: server.send(b"late", timeout_s=1))
    timer.start()
    assert client.receive(1000, spin_s=0.5) == b"late"  # caught while spinning, not polling
    timer.join()
    started = time.monotonic()
    assert client.spin(0.01) is None
    assert 0.01 <= time.monotonic() - started < 0.5


def test_a_message_over_the_limit_is_dropped_and_the_next_one_arrives(tmp_path):
    listener = lane.Listener(str(tmp_path / "x.lane"), max_message_bytes=100_000)
    client = lane.connect(listener.path, max_message_bytes=100_000)
    server = listener.accept()

    def sender():
        client.send(b"x" * 400_000, timeout_s=5)  # more than the socket buffer holds
        client.send(b"next", timeout_s=5)

    thread = threading.Thread(target=sender)
    thread.start()
    with pytest.raises(lane.LaneTooLarge, match="over the limit of 100000 bytes"):
        server.receive(5000)
    assert server.receive(5000) == b"next"
    thread.join(5)
    listener.close()


def test_a_peer_that_goes_away_is_seen_at_once(pair):
    client, server = pair
    server.close()
    with pytest.raises(lane.LaneClosed):
        client.receive(1000)
    with pytest.raises(lane.LaneClosed):
        client.send(b"anyone?", timeout_s=1)


def test_a_peer_that_does_not_read_makes_send_time_out(pair):
    client, _ = pair
    started = time.monotonic()
    with pytest.raises(lane.LaneTimeout):
        for _ in range(10_000):  # fills the socket buffer; the server never reads
            client.send(b"x" * 60_000, timeout_s=0.1)
    assert time.monotonic() - started < 5


def test_lane_paths_sit_beside_ipc_endpoints_only():
    assert lane.lane_path("ipc:///run/d/sandbox-0.sock") == "/run/d/sandbox-0.sock.lane"
    assert lane.lane_path("tcp://127.0.0.1:5555") is None
    assert lane.lane_path("ipc://data/run/w.sock") == "data/run/w.sock.lane"  # as ZeroMQ: cwd
    assert lane.lane_path("ipc://") is None
    assert lane.lane_path("ipc:///" + "d" * 120 + "/w.sock") is None  # too long for sun_path


def test_the_listener_replaces_a_stale_file_is_private_and_leaves_a_successor_alone(tmp_path):
    path = str(tmp_path / "w.sock.lane")
    with open(path, "w") as fh:
        fh.write("left by a dead worker")
    first = lane.Listener(path, 1000)
    assert stat.S_ISSOCK(os.stat(path).st_mode)
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    successor = lane.Listener(path, 1000)  # a replacement binds while the old one hangs
    first.close()
    assert os.path.exists(path)  # the successor's socket is still there
    lane.connect(path, 1000).close()
    successor.close()
    assert not os.path.exists(path)


def test_the_default_configuration_gives_every_sandbox_worker_a_lane():
    from config.settings import load_config

    cfg = load_config(None, [], environ={})
    for index in range(cfg.supervisor.sandbox_pool_size):
        assert lane.lane_path(cfg.endpoint("sandbox", index=index)) is not None


def test_a_relative_path_works_from_the_working_directory(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    listener = lane.Listener("run/w.sock.lane", 1000)
    conn = lane.connect("run/w.sock.lane", 1000)
    conn.send(b"hi", timeout_s=1)
    server = listener.accept()
    assert server is not None and server.receive(1000) == b"hi"
    conn.close()
    server.close()
    listener.close()
    assert not (tmp_path / "run" / "w.sock.lane").exists()


def test_without_seqpacket_sockets_there_is_no_lane_and_the_pool_uses_zeromq(monkeypatch):
    import zmq

    from services.sandbox_client.links import ZmqLink
    from services.sandbox_client.pool import WorkerPool

    monkeypatch.delattr(lane.socket, "SOCK_SEQPACKET")
    lane.available.cache_clear()
    try:
        assert not lane.available()
        assert lane.lane_path("ipc:///run/d/sandbox-0.sock") is None
        ctx = zmq.Context()
        pool = WorkerPool(ctx, ["ipc:///tmp/da-nobody/w.sock"]).start()
        assert isinstance(pool._links[0], ZmqLink)
        pool.close()
        ctx.term()
    finally:
        monkeypatch.undo()
        lane.available.cache_clear()
    assert lane.available()


def test_connecting_where_nobody_listens_fails_plainly(tmp_path):
    with pytest.raises(OSError):
        lane.connect(str(tmp_path / "nobody.lane"), 1000)
