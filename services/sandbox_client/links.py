"""How the pool reaches one worker: a lane (Unix seqpacket), a ZeroMQ socket, or a direct call.

Every link carries the protocol's messages, encoded and decoded, and remembers what the worker
it talks to already holds (code, maze, memory) so the pool sends only what is missing. A link
whose worker has gone (end of file on a lane) raises ``WorkerLost`` at once, so the pool can
move the tick to another worker before its deadline; a worker that is merely silent is found by
the deadline.
"""

from __future__ import annotations

import logging
import time
from collections import deque
from typing import Any

import zmq

from base import lane, protocol as p
from base.curve import CurveKeys
from base.lane_spin import AdaptiveSpin
from base.transport import EndpointError, connect

log = logging.getLogger(__name__)

RECONNECT_IVL_MS = 20  # how soon a link finds a replacement worker on its endpoint
PING_EVERY_S = 1.0  # a worker that is not ready gets a fresh ping this often
LANE_SEND_TIMEOUT_S = 0.5  # a worker not reading a request for this long is as good as gone
QUEUED_WHILE_DOWN = 8  # messages kept for a worker that is not listening yet (ZeroMQ's way)


class WorkerLost(ConnectionError):
    """The worker at the other end of a link has gone (it exited or crashed)."""


class Link:
    """One worker as the pool knows it: a way to send it requests, and what it already holds."""

    KIND = ""  # how it is reached: lane, zeromq, in-process

    def __init__(self, index: int, endpoint: str) -> None:
        self.index, self.endpoint = index, endpoint
        self.ready = False  # answered since it was last (re)connected
        self.instance = ""  # the worker process that last answered
        self.code_id = ""  # code loaded there
        self.maze_hash = ""  # maze sent there
        self.ping_id = ""
        self.ping_at = 0.0
        self.down_since = 0.0
        self.pid = 0  # the worker's process id from its last pong; 0 when not known
        self.remote = False  # on another host (network.remote_sandbox_workers): never killed
        self.dropped = ""  # why a remote worker left the pool; "" while it is in it
        self.retry_at = 0.0  # when a dropped remote worker is asked again
        self.answered = False  # has answered a ping at least once

    def forget(self) -> None:
        self.instance = self.code_id = self.maze_hash = self.ping_id = ""
        self.pid = 0

    def connect(self) -> None:
        """A fresh connection: nothing queued on the old one is delivered any more."""
        self.forget()

    def send(self, msg: p.Message) -> None:
        raise NotImplementedError

    def receive(self, timeout_ms: int) -> p.Message | None:
        """The next reply, or None when none came in time. Raises WorkerLost."""
        raise NotImplementedError

    def pollable(self) -> Any:
        """Something a zmq.Poller can wait on for this link's replies, or None."""
        return None

    def close(self) -> None:
        pass


def _decode(data: bytes, index: int, max_message_bytes: int) -> p.Message:
    try:
        return p.decode(data, max_message_bytes)
    except p.ProtocolError as exc:
        log.warning("undecodable reply from sandbox worker %d: %s", index, exc)
        return p.error_reply("", p.INTERNAL, f"undecodable reply: {exc}")


class ZmqLink(Link):
    """A DEALER socket to a worker's ZeroMQ endpoint (over tcp:// with the Curve client keys)."""

    KIND = "zeromq"

    def __init__(
        self,
        ctx: zmq.Context,
        index: int,
        endpoint: str,
        max_message_bytes: int,
        curve: CurveKeys | None = None,
    ) -> None:
        super().__init__(index, endpoint)
        self.ctx = ctx
        self.max_message_bytes = max_message_bytes
        self.curve = curve
        self.socket: zmq.Socket | None = None
        self.connect()

    def connect(self) -> None:
        if self.socket is not None:
            self.socket.close(linger=0)
        sock = self.ctx.socket(zmq.DEALER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.MAXMSGSIZE, self.max_message_bytes)
        sock.setsockopt(zmq.RECONNECT_IVL, RECONNECT_IVL_MS)
        try:
            connect(sock, self.endpoint, self.curve)
        except EndpointError:
            sock.close(linger=0)
            raise
        self.socket = sock
        self.poller = zmq.Poller()  # kept: Socket.poll builds a new one every call
        self.poller.register(sock, zmq.POLLIN)
        self.forget()

    def send(self, msg: p.Message) -> None:
        assert self.socket is not None
        self.socket.send(p.encode(msg), zmq.NOBLOCK)

    def receive(self, timeout_ms: int) -> p.Message | None:
        assert self.socket is not None
        if not self.poller.poll(max(timeout_ms, 0)):
            return None
        return _decode(self.socket.recv(), self.index, self.max_message_bytes)

    def pollable(self) -> Any:
        return self.socket

    def close(self) -> None:
        if self.socket is not None:
            self.socket.close(linger=0)
            self.socket = None


class LaneLink(Link):
    """A Unix seqpacket connection to a worker's lane (base/lane.py).

    Like a ZeroMQ socket it connects lazily and keeps a few messages for a worker that is not
    listening yet (a ping for a replacement that is starting); unlike one, it notices at once
    when the worker dies.
    """

    KIND = "lane"

    def __init__(
        self,
        index: int,
        endpoint: str,
        path: str,
        max_message_bytes: int,
        spin: AdaptiveSpin | None = None,
        clock: Any = time.monotonic,
    ) -> None:
        super().__init__(index, endpoint)
        self.path = path
        self.spin = spin  # how long a reply is waited for awake (lane.receive); None: not at all
        self.max_message_bytes = max_message_bytes
        self.clock = clock
        self.conn: lane.Connection | None = None
        self._queued: deque[bytes] = deque(maxlen=QUEUED_WHILE_DOWN)
        self._next_try = 0.0
        self.connect()

    def connect(self) -> None:
        self._drop()
        self._queued.clear()
        self.forget()
        self._next_try = 0.0
        self._try_connect()

    def _drop(self) -> None:
        if self.conn is not None:
            self.conn.close()
            self.conn = None

    def _try_connect(self) -> bool:
        if self.conn is not None:
            return True
        now = self.clock()
        if now < self._next_try:
            return False
        self._next_try = now + RECONNECT_IVL_MS / 1000
        try:
            self.conn = lane.connect(self.path, self.max_message_bytes)
        except OSError:
            return False
        while self._queued:
            try:
                self.conn.send(self._queued.popleft(), LANE_SEND_TIMEOUT_S)
            except (lane.LaneClosed, lane.LaneTimeout):
                self._drop()
                return False
        return True

    def send(self, msg: p.Message) -> None:
        data = p.encode(msg)
        if not self._try_connect():
            self._queued.append(data)
            return
        assert self.conn is not None
        try:
            self.conn.send(data, LANE_SEND_TIMEOUT_S)
        except (lane.LaneClosed, lane.LaneTimeout) as exc:
            self._drop()
            raise WorkerLost(f"sandbox worker {self.index}: {exc}") from None

    def receive(self, timeout_ms: int) -> p.Message | None:
        if not self._try_connect():
            return None
        assert self.conn is not None
        # Asked just after the request went out, which is when the spin's load reading means
        # what it should (base/lane_spin.py).
        spin_s = self.spin.spin_s() if self.spin is not None and timeout_ms > 0 else 0.0
        try:
            data = self.conn.receive(timeout_ms, spin_s)
        except lane.LaneClosed as exc:
            self._drop()
            raise WorkerLost(f"sandbox worker {self.index}: {exc}") from None
        except lane.LaneTooLarge as exc:
            log.warning("oversized reply from sandbox worker %d: %s", self.index, exc)
            return p.error_reply("", p.INTERNAL, f"undecodable reply: {exc}")
        if data is None:
            return None
        return _decode(data, self.index, self.max_message_bytes)

    def pollable(self) -> Any:
        return self.conn

    def close(self) -> None:
        self._drop()


class InProcessLink(Link):
    """A worker's request handler called directly, every message still encoded and decoded:
    the pool's whole path without the socket (benchmarks and tests)."""

    KIND = "in-process"

    def __init__(self, index: int, endpoint: str, handler: Any) -> None:
        super().__init__(index, endpoint)
        self.handler = handler
        self._replies: deque[bytes] = deque()

    def connect(self) -> None:
        self._replies.clear()
        self.forget()

    def send(self, msg: p.Message) -> None:
        reply = self.handler.handle(p.decode(p.encode(msg)))
        self._replies.append(p.encode(reply))

    def receive(self, timeout_ms: int) -> p.Message | None:
        return p.decode(self._replies.popleft()) if self._replies else None
