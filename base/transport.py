"""ZeroMQ plumbing shared by every service: safe binding, a request server edge, a client.

Patterns from the ZeroMQ guide: the server is a ROUTER whose loop decodes, hands a typed message
to a pure handler and encodes the reply; the client is a DEALER that correlates replies by
request id, polls with a timeout and, on timeout, closes and reconnects (Lazy Pirate).
"""

from __future__ import annotations

import ipaddress
import itertools
import logging
import os
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from typing import TypeVar
from urllib.parse import urlsplit

import zmq

from base import protocol
from base.curve import CurveKeys, ServerGuard, is_tcp, secure_client, secure_server
from base.protocol import ErrorReply, Message, ProtocolError

log = logging.getLogger(__name__)


class EndpointError(ValueError):
    """An endpoint that must not be bound (not loopback or ipc, and no CurveZMQ keys)."""


class EndpointRefused(EndpointError):
    """An endpoint the configuration must not bind: no attempt would ever succeed."""


class ServiceTimeout(TimeoutError):
    """The service did not answer within the deadline."""


class RemoteError(RuntimeError):
    """The service answered with an ErrorReply."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


R = TypeVar("R", bound=Message)

ON_WAIT_EVERY_MS = 100  # how often a waiting caller's ``on_wait`` is asked
REQ_PEERS_KEPT = 4096  # REQ clients a server remembers, to answer them in their envelope


def expect(reply: Message, cls: type[R]) -> R:
    """``reply`` as the kind its request is answered with. A reply came over a socket: another
    kind is the service's error (RemoteError UNEXPECTED), never an assertion."""
    if not isinstance(reply, cls):
        raise RemoteError(protocol.UNEXPECTED,
                          f"expected {cls.KIND}, the service sent {reply.KIND}")
    return reply


def is_local_endpoint(endpoint: str) -> bool:
    """True for ipc://, inproc:// and tcp:// on a loopback address."""
    if endpoint.startswith(("ipc://", "inproc://")):
        return True
    if not endpoint.startswith("tcp://"):
        return False
    host = urlsplit(endpoint).hostname or ""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def check_bind(endpoint: str, curve: CurveKeys | None) -> None:
    if not is_local_endpoint(endpoint) and (curve is None or curve.server is None):
        raise EndpointRefused(
            f"refusing to bind {endpoint}: only ipc:// or a loopback address may be bound "
            "without CurveZMQ keys (set [network] curve_server_secret_key_file and "
            "curve_client_keys_dir; `dungeon keys generate` writes them)"
        )


def ensure_ipc_dir(endpoint: str) -> None:
    if endpoint.startswith("ipc://"):
        path = endpoint[len("ipc://") :]
        parent = os.path.dirname(path)
        if parent:
            os.makedirs(parent, exist_ok=True)


def bind(
    sock: zmq.Socket,
    endpoint: str,
    *,
    max_message_bytes: int = protocol.DEFAULT_MAX_MESSAGE_BYTES,
    curve: CurveKeys | None = None,
) -> ServerGuard | None:
    """Bind with the project's safety settings: size cap, linger 0, and on tcp:// CurveZMQ with
    client authentication whenever server keys are given (required beyond loopback). Returns
    what Curve started, to close before the socket (None without Curve)."""
    check_bind(endpoint, curve)
    sock.setsockopt(zmq.LINGER, 0)
    sock.setsockopt(zmq.MAXMSGSIZE, max_message_bytes)
    guard = None
    if curve is not None and curve.server is not None and is_tcp(endpoint):
        guard = secure_server(sock, endpoint, curve.server)
    ensure_ipc_dir(endpoint)
    try:
        sock.bind(endpoint)
    except zmq.ZMQError as exc:
        if guard is not None:
            guard.close()
        raise EndpointError(f"cannot bind {endpoint}: {exc.strerror}") from None
    return guard


def connect(sock: zmq.Socket, endpoint: str, curve: CurveKeys | None = None) -> None:
    """Connect as every client and service does: on tcp:// with the configured client keys
    (required beyond loopback); ipc:// and inproc:// as they are."""
    if is_tcp(endpoint) and curve is not None and curve.client is not None:
        secure_client(sock, curve.client)
    elif not is_local_endpoint(endpoint):
        raise EndpointError(
            f"refusing to connect to {endpoint} without CurveZMQ keys (set [network] "
            "curve_client_secret_key_file and curve_server_public_key_file)"
        )
    sock.connect(endpoint)


@dataclass(slots=True)
class Incoming:
    """One decoded request and the peer to answer."""

    peer: bytes
    msg: Message


class RpcServer:
    """The service edge: a ROUTER socket that yields decoded requests and sends typed replies.

    Undecodable input is answered here with an ErrorReply, logged once per error code and peer,
    and never reaches the handler.
    """

    def __init__(
        self,
        ctx: zmq.Context,
        endpoint: str,
        *,
        name: str,
        max_message_bytes: int = protocol.DEFAULT_MAX_MESSAGE_BYTES,
        curve: CurveKeys | None = None,
    ) -> None:
        self.name = name
        self.endpoint = endpoint
        self.max_message_bytes = max_message_bytes
        self.socket = ctx.socket(zmq.ROUTER)
        self.socket.setsockopt(zmq.ROUTER_MANDATORY, 0)
        try:
            self._guard = bind(self.socket, endpoint, max_message_bytes=max_message_bytes,
                               curve=curve)
        except EndpointError:
            self.socket.close(linger=0)
            raise
        self._logged: set[tuple[bytes, str]] = set()
        self.rejected = 0
        # Peers whose last request came with a REQ socket's empty delimiter frame: their
        # replies carry one too, or the REQ socket would never see them. Insertion-ordered,
        # so the oldest go first past REQ_PEERS_KEPT (each connection is a new peer).
        self._req_peers: dict[bytes, None] = {}

    def recv(self) -> Incoming | None:
        """Read one waiting message (call after a poll says it is readable)."""
        frames = self.socket.recv_multipart(zmq.NOBLOCK)
        peer, payload = frames[0], frames[-1]
        if len(frames) == 3 and frames[1] == b"":  # a REQ socket's envelope
            self._req_peers.pop(peer, None)
            self._req_peers[peer] = None
            while len(self._req_peers) > REQ_PEERS_KEPT:
                del self._req_peers[next(iter(self._req_peers))]
        elif len(frames) == 2:
            self._req_peers.pop(peer, None)
        else:
            self._reject(peer, b"", ProtocolError(protocol.BAD_MESSAGE, "expected one frame"))
            return None
        try:
            msg = protocol.decode(payload, self.max_message_bytes)
        except ProtocolError as exc:
            exc.request_id = exc.request_id or protocol.peek_request_id(payload)
            self._reject(peer, frames[1] if len(frames) == 3 else None, exc)
            return None
        return Incoming(peer, msg)

    def _reject(self, peer: bytes, delimiter: bytes | None, exc: ProtocolError) -> None:
        self.rejected += 1
        key = (peer, exc.code)
        if key not in self._logged:
            self._logged.add(key)
            log.warning("%s rejected a message from %r: %s %s", self.name, peer, exc.code, exc)
        reply = protocol.error_reply(exc.request_id, exc.code, exc.message)
        self._send(peer, protocol.encode(reply), delimiter)

    def reply(self, peer: bytes, msg: Message) -> None:
        self._send(peer, protocol.encode(msg), None)

    def _send(self, peer: bytes, data: bytes, delimiter: bytes | None) -> None:
        if delimiter is None and peer in self._req_peers:
            delimiter = b""
        frames = [peer, data] if delimiter is None else [peer, delimiter, data]
        try:
            self.socket.send_multipart(frames, zmq.NOBLOCK)
        except zmq.Again:
            log.warning("%s dropped a reply to %r: peer not reading", self.name, peer)

    def close(self) -> None:
        if self._guard is not None:
            self._guard.close()
        self.socket.close(linger=0)


_ids = itertools.count(1)


def new_request_id(prefix: str = "r") -> str:
    return f"{prefix}{os.getpid()}-{next(_ids)}"


class RpcClient:
    """A DEALER client: one request in flight, replies matched by id, reconnect on timeout."""

    def __init__(
        self,
        ctx: zmq.Context,
        endpoint: str,
        *,
        timeout_ms: int = 2000,
        max_message_bytes: int = protocol.DEFAULT_MAX_MESSAGE_BYTES,
        curve: CurveKeys | None = None,
    ) -> None:
        self.ctx = ctx
        self.endpoint = endpoint
        self.timeout_ms = timeout_ms
        self.max_message_bytes = max_message_bytes
        self.curve = curve
        self.socket = self._connect()

    def _connect(self) -> zmq.Socket:
        sock = self.ctx.socket(zmq.DEALER)
        sock.setsockopt(zmq.LINGER, 0)
        sock.setsockopt(zmq.MAXMSGSIZE, self.max_message_bytes)
        try:
            connect(sock, self.endpoint, self.curve)
        except EndpointError:
            sock.close(linger=0)
            raise
        return sock

    def reconnect(self) -> None:
        self.socket.close(linger=0)
        self.socket = self._connect()

    def send(self, msg: Message) -> str:
        """Send without waiting; returns the request id used."""
        if not msg.request_id:
            msg = _with_id(msg, new_request_id())
        self.socket.send(protocol.encode(msg))
        return msg.request_id

    def request(self, msg: Message, timeout_ms: int | None = None) -> Message:
        """Send and wait for the reply with the same id. Raises ServiceTimeout or RemoteError."""
        rid = self.send(msg)
        reply = self.receive(rid, timeout_ms)
        return reply

    def receive(
        self,
        request_id: str,
        timeout_ms: int | None = None,
        on_wait: Callable[[], None] | None = None,
    ) -> Message:
        """Wait for the next message with this request id (stale replies are dropped).

        ``on_wait`` is called every ON_WAIT_EVERY_MS while nothing has come; it may raise to
        give up the wait (the request's later replies are then dropped as stale)."""
        timeout = self.timeout_ms if timeout_ms is None else timeout_ms
        deadline = time.monotonic() + timeout / 1000
        while True:
            left_ms = int((deadline - time.monotonic()) * 1000)
            if on_wait is not None and left_ms > 0:
                if not self.socket.poll(min(left_ms, ON_WAIT_EVERY_MS), zmq.POLLIN):
                    on_wait()
                    continue
            elif left_ms <= 0 or not self.socket.poll(left_ms, zmq.POLLIN):
                self.reconnect()
                raise ServiceTimeout(f"no answer from {self.endpoint} within {timeout} ms")
            data = self.socket.recv()
            try:
                reply = protocol.decode(data, self.max_message_bytes)
            except ProtocolError as exc:
                log.warning("undecodable reply from %s: %s", self.endpoint, exc)
                continue
            if reply.request_id != request_id:
                continue
            if isinstance(reply, ErrorReply):
                raise RemoteError(reply.code, reply.message)
            return reply

    def stream(
        self,
        msg: Message,
        *,
        is_final,
        idle_timeout_ms: int | None = None,
        on_wait: Callable[[], None] | None = None,
    ) -> Iterator[Message]:
        """Send one request and yield every reply with its id until ``is_final(reply)``.

        ``idle_timeout_ms`` bounds the wait between two messages, not the whole stream;
        ``on_wait`` is as in ``receive``.
        """
        rid = self.send(msg)
        while True:
            reply = self.receive(rid, idle_timeout_ms, on_wait)
            yield reply
            if is_final(reply):
                return

    def close(self) -> None:
        self.socket.close(linger=0)


def _with_id(msg: Message, request_id: str) -> Message:
    import dataclasses

    return dataclasses.replace(msg, request_id=request_id)


def wait_for_ping(endpoint: str, ctx: zmq.Context, timeout_s: float,
                  curve: CurveKeys | None = None, *, timeout_ms: int = 1000) -> None:
    """Until the service at ``endpoint`` answers a ping: requests sent before it is up would
    fail at once (a ping queues until its loop runs, so an answer means its start-up is over).
    Raises ServiceTimeout once ``timeout_s`` has passed without one."""
    rpc = RpcClient(ctx, endpoint, timeout_ms=timeout_ms, curve=curve)
    deadline = time.monotonic() + timeout_s
    try:
        while True:
            try:
                rpc.request(protocol.Ping())
                return
            except ServiceTimeout:
                if time.monotonic() > deadline:
                    raise
    finally:
        rpc.close()
