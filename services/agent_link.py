"""The game's side of the agent service: orders out, progress and accepted code back in;
code that failed in play out for repair, and word of code that completed its order.

The game loop polls ``socket`` with its other sockets and calls ``on_readable``; nothing here
blocks, so the game keeps ticking while the agent works.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import zmq

from game.world import World
from services import protocol as p
from services.transport import new_request_id

if TYPE_CHECKING:
    from services.game_session import Failure, GameSession, LoadedCode

log = logging.getLogger(__name__)


class AgentLink:
    def __init__(
        self,
        ctx: zmq.Context,
        endpoint: str,
        *,
        ack_timeout_ms: int = 5000,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.socket = ctx.socket(zmq.DEALER)
        self.socket.setsockopt(zmq.LINGER, 0)
        # Queue nothing for an agent that is not connected: a stale order must not run later.
        self.socket.setsockopt(zmq.IMMEDIATE, 1)
        self.socket.connect(endpoint)
        self.endpoint = endpoint
        self.ack_timeout_s = ack_timeout_ms / 1000
        self.clock = clock
        self.session: GameSession | None = None  # set by the game server
        # order id -> (when it was sent, the order's state meanwhile), until the agent's first word
        self._waiting: dict[str, tuple[float, str]] = {}

    # OrderSink
    def submit(self, order: p.OrderInfo, mode: str, world: World) -> None:
        wire = world.to_wire()
        msg = p.AgentOrder(request_id=new_request_id("g"), order_id=order.order_id,
                           text=order.text, mode=mode, world=wire)
        if not self._send(msg):
            self._session().update_order(
                order.order_id, "failed", "the agent service is not running"
            )
            return
        self._waiting[order.order_id] = (self.clock(), "queued")

    def repair(self, order: p.OrderInfo, code: LoadedCode, failure: Failure,
               world: World) -> bool:
        msg = p.AgentRepair(request_id=new_request_id("g"), order_id=order.order_id,
                            text=order.text, code=code.code, code_id=code.code_id,
                            error_kind=failure.kind, error=failure.message,
                            world=world.to_wire())
        if not self._send(msg):
            return False
        self._waiting[order.order_id] = (self.clock(), "repairing")
        return True

    def completed(self, order_id: str, code_id: str) -> None:
        self._send(p.AgentCompleted(request_id=new_request_id("g"), order_id=order_id,
                                    code_id=code_id))

    def _send(self, msg: p.Message) -> bool:
        try:
            self.socket.send(p.encode(msg), zmq.NOBLOCK)
        except zmq.Again:  # no agent connected (IMMEDIATE): nothing is queued for later
            return False
        return True

    def cancel(self, order_id: str) -> None:
        self._waiting.pop(order_id, None)
        self._send(p.AgentCancel(request_id=new_request_id("g"), order_id=order_id))

    def on_readable(self) -> None:
        while True:
            try:
                data = self.socket.recv(zmq.NOBLOCK)
            except zmq.Again:
                return
            try:
                msg = p.decode(data)
            except p.ProtocolError as exc:
                log.warning("undecodable message from the agent: %s", exc)
                continue
            self._apply(msg)

    def _apply(self, msg: p.Message) -> None:
        session = self._session()
        if isinstance(msg, p.AgentProgress):
            self._waiting.pop(msg.order_id, None)
            session.update_order(msg.order_id, msg.stage, msg.detail)
        elif isinstance(msg, p.AgentResult):
            self._waiting.pop(msg.order_id, None)
            if msg.ok:
                session.accept_code(msg.order_id, msg.code, msg.code_id, msg.message)
            else:
                session.update_order(msg.order_id, "failed", msg.message)
                session.world.status = msg.message
        elif isinstance(msg, p.AgentCompletedNoted):
            log.info("the agent noted order %s done: %s %s", msg.order_id, msg.noted, msg.entry_id)
        elif isinstance(msg, p.ErrorReply) and msg.code != p.CANCELLED:
            log.warning("the agent refused an order: %s %s", msg.code, msg.message)
            if session.order is not None:
                session.update_order(session.order.order_id, "failed", msg.message)

    def check_timeouts(self) -> None:
        now = self.clock()
        for order_id, (sent, state) in list(self._waiting.items()):
            if now - sent > self.ack_timeout_s:
                del self._waiting[order_id]
                self._session().update_order(
                    order_id, state, "the agent service is not answering yet"
                )

    def _session(self) -> GameSession:
        assert self.session is not None, "the game server sets the session before any traffic"
        return self.session

    def close(self) -> None:
        self.socket.close(linger=0)
