"""Heartbeats from a supervised service to the supervisor; a no-op when not supervised.

Call ``beat()`` from the service's own main loop, as often as you like: it sends at most once
per interval. Beat from the loop that does the work, never from a side thread: a thread keeps
beating while the loop is stuck, and the supervisor would never see the hang. Before something
that blocks the loop for longer than the liveness window (a long model call), announce it with
``beat(interval_ms=...)``.

The supervisor passes ``DUNGEON_SUPERVISOR_ENDPOINT``, ``DUNGEON_SERVICE_NAME`` and
``DUNGEON_HEARTBEAT_INTERVAL_MS`` to every child. Sends never block: with the supervisor gone,
beats are dropped (and the service dies with it anyway, by its parent-death signal).

    hb = Heartbeat.from_env()
    while running:
        poll_and_handle_requests(timeout_ms=100)
        hb.beat()
    hb.close()
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Callable, Mapping

import zmq

from base import protocol
from base.curve import CurveKeys
from base.protocol import SupervisorHeartbeat
from base.transport import connect

log = logging.getLogger(__name__)

ENV_ENDPOINT = "DUNGEON_SUPERVISOR_ENDPOINT"
ENV_SERVICE = "DUNGEON_SERVICE_NAME"
ENV_INTERVAL_MS = "DUNGEON_HEARTBEAT_INTERVAL_MS"
DEFAULT_INTERVAL_MS = 1000


class Heartbeat:
    def __init__(
        self,
        endpoint: str | None,
        service: str,
        *,
        interval_ms: int = DEFAULT_INTERVAL_MS,
        ctx: zmq.Context | None = None,
        clock: Callable[[], float] = time.monotonic,
        curve: CurveKeys | None = None,
    ) -> None:
        self.endpoint = endpoint
        self.service = service
        self.interval_s = interval_ms / 1000
        self.clock = clock
        self.sent = 0
        self._next = 0.0
        # What the beats say: whether the service can serve yet, and a note for `dungeon status`
        self._ready, self._note = True, ""
        self._said: tuple[bool, str] | None = None
        self._socket: zmq.Socket | None = None
        if endpoint:
            ctx = ctx or zmq.Context.instance()
            sock = ctx.socket(zmq.DEALER)
            sock.setsockopt(zmq.LINGER, 0)
            # Old beats are worthless: keep few queued while the supervisor is unreachable.
            sock.setsockopt(zmq.SNDHWM, 4)
            sock.setsockopt(zmq.RCVHWM, 16)
            connect(sock, endpoint, curve)
            self._socket = sock

    @classmethod
    def from_env(
        cls,
        environ: Mapping[str, str] | None = None,
        ctx: zmq.Context | None = None,
        curve: CurveKeys | None = None,
    ) -> Heartbeat:
        env = os.environ if environ is None else environ
        try:
            interval_ms = int(env.get(ENV_INTERVAL_MS, DEFAULT_INTERVAL_MS))
        except ValueError:
            interval_ms = DEFAULT_INTERVAL_MS
        return cls(
            env.get(ENV_ENDPOINT) or None,
            env.get(ENV_SERVICE, ""),
            interval_ms=max(interval_ms, 1),
            ctx=ctx,
            curve=curve,
        )

    @property
    def enabled(self) -> bool:
        return self._socket is not None

    def set_state(self, *, ready: bool, note: str = "") -> None:
        """What the next beats say: a live service that cannot serve yet beats with ``ready``
        False and says why in ``note``. A change of readiness goes out with the next ``beat``
        call, not at the next interval."""
        self._ready, self._note = ready, note

    def beat(self, *, interval_ms: int = 0) -> bool:
        """Send a beat if one is due (or at once, announcing a new ``interval_ms`` or a change
        of readiness).

        Returns whether a beat was sent.
        """
        if self._socket is None:
            return False
        now = self.clock()
        changed = self._said is not None and self._said[0] != self._ready
        if not interval_ms and not changed and now < self._next:
            return False
        self._drain()
        promised = interval_ms / 1000 if interval_ms else self.interval_s
        self._next = now + min(promised, self.interval_s)
        msg = SupervisorHeartbeat(
            request_id=f"hb{os.getpid()}-{self.sent}",
            service=self.service,
            pid=os.getpid(),
            interval_ms=interval_ms,
            ready=self._ready,
            note=self._note,
        )
        try:
            self._socket.send(protocol.encode(msg), zmq.NOBLOCK)
        except zmq.Again:
            return False
        self._said = (self._ready, self._note)
        self.sent += 1
        return True

    def _drain(self) -> None:
        assert self._socket is not None
        while True:
            try:
                data = self._socket.recv(zmq.NOBLOCK)
            except zmq.Again:
                return
            try:
                reply = protocol.decode(data)
            except protocol.ProtocolError:
                continue
            if isinstance(reply, protocol.ErrorReply):
                log.warning("supervisor refused a heartbeat: %s: %s", reply.code, reply.message)

    def close(self) -> None:
        if self._socket is not None:
            self._socket.close(linger=0)
            self._socket = None
