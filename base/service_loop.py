"""The one service loop: wait on the service's socket and whatever else it watches, then answer
every request waiting. ``RpcServer`` decodes (an undecodable message is answered there); the
handler is the service's own logic and returns the reply (or None: it answers later, or through
the outbox); a handler that raises is answered here, with one error shape: ``internal``, the
exception named. Nothing else in a service catches a handler's exceptions.

Worker threads never touch the loop's sockets: they put replies in an ``Outbox`` (a queue with a
``Waker``), or just wake the loop. A signal handler wakes it the same way
(``signal.set_wakeup_fd(loop.waker.write_fd)``).

    loop = ServiceLoop(rpc, service.handle, outbox=service.outbox)
    loop.watch(other_socket, on_other)      # e.g. the game's link to the agent
    while not stop.is_set():
        loop.turn(wait_ms)                  # then the service's own timed work
"""

from __future__ import annotations

import logging
import socket
import time
from collections import deque
from collections.abc import Callable
from typing import Any

import zmq

from base import protocol as p
from base.transport import RpcServer

log = logging.getLogger(__name__)

Handler = Callable[[bytes, p.Message], p.Message | None]


class Waker:
    """Wakes a loop from another thread or a signal handler: one byte on a socket pair the loop
    polls (a full buffer is a loop already woken)."""

    def __init__(self) -> None:
        self._read, self._write = socket.socketpair()
        self._read.setblocking(False)
        self._write.setblocking(False)

    @property
    def fd(self) -> int:
        """The end the loop polls."""
        return self._read.fileno()

    @property
    def write_fd(self) -> int:
        """The end that wakes it (for ``signal.set_wakeup_fd``)."""
        return self._write.fileno()

    def wake(self) -> None:
        try:
            self._write.send(b"\0")
        except (BlockingIOError, OSError):
            pass  # full: the loop has been woken already; closed: it has stopped

    def drain(self) -> None:
        try:
            while self._read.recv(4096):
                pass
        except (BlockingIOError, InterruptedError):
            pass

    def close(self) -> None:
        self._read.close()
        self._write.close()


class Outbox:
    """Replies made on other threads, sent by the loop's thread (sockets are not shared)."""

    def __init__(self) -> None:
        self.waker = Waker()
        self._items: deque[tuple[bytes, p.Message]] = deque()

    def put(self, peer: bytes, msg: p.Message) -> None:
        self._items.append((peer, msg))
        self.waker.wake()

    def take(self) -> list[tuple[bytes, p.Message]]:
        taken: list[tuple[bytes, p.Message]] = []
        while True:
            try:
                taken.append(self._items.popleft())
            except IndexError:
                return taken

    def close(self) -> None:
        self.waker.close()


class ServiceLoop:
    """A service's loop around its ``RpcServer``; ``turn`` is one pass of it."""

    def __init__(
        self,
        rpc: RpcServer,
        handle: Handler,
        *,
        outbox: Outbox | None = None,
        after_each: Callable[[p.Message, p.Message | None], None] | None = None,
        budget_s: float | None = None,
        max_per_turn: int = 1000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        """``after_each(request, reply)`` runs after a request was handled and before its reply
        goes out; ``budget_s`` bounds the time one turn spends answering (the rest waits for
        the next turn, after the service's timed work)."""
        self.rpc = rpc
        self.handle = handle
        self.outbox = outbox or Outbox()
        self.after_each = after_each
        self.budget_s = budget_s
        self.max_per_turn = max_per_turn
        self.clock = clock
        self.waker = Waker()
        self.poller = zmq.Poller()
        self.poller.register(rpc.socket, zmq.POLLIN)
        self.poller.register(self.waker.fd, zmq.POLLIN)
        self.poller.register(self.outbox.waker.fd, zmq.POLLIN)
        self._watched: dict[Any, Callable[[], object]] = {}

    def watch(self, source: zmq.Socket | int, on_ready: Callable[[], object]) -> None:
        """Call ``on_ready`` in each turn in which ``source`` (a socket or a file descriptor)
        has something to read, before the requests are answered."""
        self.poller.register(source, zmq.POLLIN)
        self._watched[source] = on_ready

    def unwatch(self, source: zmq.Socket | int) -> None:
        """Before a watched descriptor is closed (its number may be reused)."""
        if self._watched.pop(source, None) is not None:
            self.poller.unregister(source)

    def turn(self, timeout_ms: int) -> dict[Any, int]:
        """Wait up to ``timeout_ms`` for anything, then: send what the outbox holds, call the
        watched sources that are readable, answer the requests waiting. What was ready."""
        ready = dict(self.poller.poll(max(0, timeout_ms)))
        if self.waker.fd in ready:
            self.waker.drain()
        if self.outbox.waker.fd in ready:
            self.outbox.waker.drain()
        self.send_outbox()
        for source, on_ready in list(self._watched.items()):
            if source in ready:
                on_ready()
        if self.rpc.socket in ready:
            self.answer_waiting()
        return ready

    def send_outbox(self) -> None:
        for peer, msg in self.outbox.take():
            self.rpc.reply(peer, msg)

    def answer_waiting(self) -> int:
        """Answer the requests waiting (within the budget); how many were answered."""
        started = self.clock()
        answered = 0
        while answered < self.max_per_turn:
            if self.budget_s is not None and self.clock() - started >= self.budget_s:
                break
            try:
                incoming = self.rpc.recv()
            except zmq.Again:
                break
            if incoming is None:
                continue  # undecodable: RpcServer has answered it
            self.answer(incoming.peer, incoming.msg)
            answered += 1
        return answered

    def answer(self, peer: bytes, msg: p.Message) -> None:
        """One request through the handler: the one place its exceptions are caught."""
        try:
            reply = self.handle(peer, msg)
        except Exception as exc:  # the edge: a bug answers with an error, never kills us
            log.exception("%s: %s failed", self.rpc.name, msg.KIND)
            reply = p.error_reply(msg.request_id, p.INTERNAL, f"internal error: {exc!r}")
        if self.after_each is not None:
            self.after_each(msg, reply)
        if reply is not None:
            self.rpc.reply(peer, reply)

    def close(self) -> None:
        """Closes the wakers (not the RpcServer: its owner closes it)."""
        self.waker.close()
        self.outbox.close()
