"""A Unix ``SOCK_SEQPACKET`` lane for the sandbox tick: the same msgpack messages, fewer hops.

Between two Python processes on two cores, a ZeroMQ round trip costs about 100 µs here: each
message crosses the sender's I/O thread and the receiver's I/O thread before the other side's
application thread wakes. A tick has a budget of about that much in all. A sequenced-packet
Unix socket is read by the waiting thread itself (one wake-up per direction, ~13 µs round trip)
and keeps message boundaries, ordering and reliability, so the sandbox tick uses it.

The lane lies beside the worker's ``ipc://`` endpoint (``<path>.lane``) with the same
permissions; everything else (the supervisor, tools, other transports) keeps using ZeroMQ. The
bytes are exactly ``protocol.encode`` output. A message larger than one datagram goes as several:
each datagram starts with one byte, ``MORE`` or ``LAST``. A peer that dies shows up as an end of
file at once, which lets the game fail over in the same tick instead of at its deadline.
"""

from __future__ import annotations

import errno
import functools
import os
import select
import socket
import time

CHUNK_BYTES = 64 * 1024  # payload per datagram; far below the default socket buffer
MORE, LAST = b"\x01", b"\x00"
SUFFIX = ".lane"
MAX_PATH_BYTES = 107  # sun_path is 108 bytes with its terminating zero
BACKLOG = 16


class LaneClosed(ConnectionError):
    """The other end has gone (it exited, crashed or closed the connection)."""


class LaneTimeout(TimeoutError):
    """The other end did not take or give a message in time."""


class LaneTooLarge(ValueError):
    """A message over the size limit; it was read to its end and dropped."""


@functools.cache
def available() -> bool:
    """Whether this system has Unix sequenced-packet sockets (Linux does; macOS does not)."""
    try:
        a, b = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    except (AttributeError, OSError):
        return False
    a.close()
    b.close()
    return True


def lane_path(endpoint: str) -> str | None:
    """Where the lane of an ``ipc://`` endpoint lives (a relative path is relative to the
    working directory, as ZeroMQ reads it); None for other transports, when the path is too
    long for a Unix socket address, or on a system without seqpacket sockets."""
    if not endpoint.startswith("ipc://") or not available():
        return None
    path = endpoint[len("ipc://") :] + SUFFIX
    if path == SUFFIX or len(os.fsencode(path)) > MAX_PATH_BYTES:
        return None
    return path


class Connection:
    """One end of a lane. Non-blocking underneath; every wait is bounded by the caller."""

    def __init__(self, sock: socket.socket, max_message_bytes: int) -> None:
        sock.setblocking(False)
        self.sock = sock
        self.max_message_bytes = max_message_bytes
        self._parts: list[bytes] = []
        self._size = 0
        self._too_large = False
        self._poll = select.poll()
        self._poll.register(sock.fileno(), select.POLLIN)

    def fileno(self) -> int:
        return self.sock.fileno()

    # -- sending ----------------------------------------------------------------------------

    def send(self, data: bytes, timeout_s: float) -> None:
        """Send one message. Raises LaneClosed, or LaneTimeout when the peer does not read."""
        if len(data) <= CHUNK_BYTES:
            self._send_datagram(LAST, data, timeout_s)
            return
        deadline = time.monotonic() + timeout_s
        view = memoryview(data)
        for start in range(0, len(data), CHUNK_BYTES):
            piece = view[start : start + CHUNK_BYTES]
            last = start + CHUNK_BYTES >= len(data)
            self._send_datagram(LAST if last else MORE, piece, deadline - time.monotonic())

    def _send_datagram(self, flag: bytes, payload: bytes | memoryview, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        while True:
            try:
                self.sock.sendmsg([flag, payload])
                return
            except BlockingIOError:
                left = deadline - time.monotonic()
                if left <= 0:
                    raise LaneTimeout("the other end is not reading") from None
                select.select([], [self.sock], [], left)
            except (BrokenPipeError, ConnectionResetError) as exc:
                raise LaneClosed(str(exc)) from None
            except OSError as exc:
                if exc.errno in (errno.ENOTCONN, errno.ECONNREFUSED):
                    raise LaneClosed(str(exc)) from None
                raise

    # -- receiving --------------------------------------------------------------------------

    def receive(self, timeout_ms: int, spin_s: float = 0.0) -> bytes | None:
        """The next whole message, or None when none arrived within ``timeout_ms``.

        With ``spin_s``, keep checking for that long before sleeping in poll(2): on a virtual
        machine, waking a vCPU that went idle costs ~25 µs each way, several times the message.
        """
        if spin_s > 0:
            data = self.spin(spin_s)
            if data is not None:
                return data
        # Wait, then read: a read that finds nothing costs a system call and an exception.
        deadline = time.monotonic() + max(timeout_ms, 0) / 1000
        while True:
            left_ms = max(int((deadline - time.monotonic()) * 1000), 0)
            if not self._poll.poll(left_ms):
                return None
            data = self.receive_ready()
            if data is not None:
                return data
            if left_ms == 0:
                return None

    def spin(self, spin_s: float) -> bytes | None:
        """A whole message if one arrives within ``spin_s`` of busy checking, else None."""
        end = time.perf_counter() + spin_s
        while True:
            data = self.receive_ready()
            if data is not None or time.perf_counter() >= end:
                return data

    def receive_ready(self) -> bytes | None:
        """A whole message if one has arrived, else None (part of one is kept)."""
        while True:
            try:
                chunk = self.sock.recv(CHUNK_BYTES + 1)
            except BlockingIOError:
                return None
            except ConnectionResetError as exc:
                raise LaneClosed(str(exc)) from None
            if not chunk:
                raise LaneClosed("the other end closed the lane")
            flag, payload = chunk[:1], chunk[1:]
            if not self._too_large:
                self._size += len(payload)
                if self._size > self.max_message_bytes:
                    self._too_large, self._parts = True, []
                else:
                    self._parts.append(payload)
            if flag == MORE:
                continue
            if flag != LAST:
                self._reset()
                raise LaneTooLarge("a datagram without a valid MORE/LAST flag")
            if self._too_large:
                size = self._size
                self._reset()
                raise LaneTooLarge(
                    f"message of over {size} bytes is over the limit of "
                    f"{self.max_message_bytes} bytes"
                )
            parts = self._parts
            self._reset()
            return parts[0] if len(parts) == 1 else b"".join(parts)

    def _reset(self) -> None:
        self._parts, self._size, self._too_large = [], 0, False

    def close(self) -> None:
        self.sock.close()


def connect(path: str, max_message_bytes: int) -> Connection:
    """Connect to the lane at ``path``. Raises OSError when nothing listens there."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
    try:
        sock.connect(path)
    except OSError:
        sock.close()
        raise
    return Connection(sock, max_message_bytes)


class Listener:
    """The worker's end: accepts connections on ``path`` (a stale file there is replaced)."""

    def __init__(self, path: str, max_message_bytes: int) -> None:
        self.path = path
        self.max_message_bytes = max_message_bytes
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        try:
            os.unlink(path)  # a dead worker's leftover; a live one is being replaced
        except FileNotFoundError:
            pass
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        old_umask = os.umask(0o177)  # the socket file is created 0600: only this user connects
        try:
            sock.bind(path)
        except OSError:
            sock.close()
            raise
        finally:
            os.umask(old_umask)
        sock.listen(BACKLOG)
        sock.setblocking(False)
        self.sock = sock
        self._inode = os.stat(path).st_ino

    def fileno(self) -> int:
        return self.sock.fileno()

    def accept(self) -> Connection | None:
        try:
            sock, _ = self.sock.accept()
        except BlockingIOError:
            return None
        return Connection(sock, self.max_message_bytes)

    def close(self) -> None:
        self.sock.close()
        try:
            if os.stat(self.path).st_ino == self._inode:  # not a replacement's socket
                os.unlink(self.path)
        except FileNotFoundError:
            pass
