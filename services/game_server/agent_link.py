"""The game's side of the agent service: orders out, progress and accepted code back in;
code that failed in play out for repair, and word of code that completed its order.

The game loop polls ``socket`` with its other sockets and calls ``on_readable`` and
``check_timeouts`` with the session that the agent's answers update (the session holds this link
as its order sink, so the link is made first and given the session in each call); nothing here
blocks, so the game keeps ticking while the agent works.

Every order (or repair) sent stays in flight until the agent answers it. When the agent says
nothing about it for ``silence_timeout_ms`` (it was killed and restarted, say), the same request
goes again: a live agent that still works on it says so at once (it matches orders by id), a
fresh one starts it over. Silent as long once more, the order fails with a message. An order
sent again after a restart of the game may find no agent yet: it is retried until the same
bound, not failed at once.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

import zmq

from base import protocol as p
from base.curve import CurveKeys
from base.transport import connect, new_request_id
from game.world import World

if TYPE_CHECKING:
    from services.game_server.session import Failure, GameSession, LoadedCode

log = logging.getLogger(__name__)


@dataclass
class InFlight:
    """A request about an order that the agent has not answered yet."""

    msg: p.AgentOrder | p.AgentRepair
    since: float  # when it was sent, or when the agent last said something about it
    delivered: bool  # False: no agent was connected to take it; retried
    heard: bool = False  # the agent has said something about it
    noted_slow: bool = False  # the player was told the agent is not answering yet
    asked_again: bool = False  # sent again after a silence, with no word since


class AgentLink:
    def __init__(
        self,
        ctx: zmq.Context,
        endpoint: str,
        *,
        ack_timeout_ms: int = 5000,
        silence_timeout_ms: int = 20_000,
        clock: Callable[[], float] = time.monotonic,
        curve: CurveKeys | None = None,
    ) -> None:
        self.socket = ctx.socket(zmq.DEALER)
        self.socket.setsockopt(zmq.LINGER, 0)
        # Queue nothing for an agent that is not connected: a stale order must not run later.
        self.socket.setsockopt(zmq.IMMEDIATE, 1)
        connect(self.socket, endpoint, curve)
        self.endpoint = endpoint
        self.ack_timeout_s = ack_timeout_ms / 1000
        self.silence_s = silence_timeout_ms / 1000
        self.clock = clock
        self._in_flight: dict[str, InFlight] = {}  # order id -> its open request

    # OrderSink
    def submit(self, order: p.OrderInfo, mode: str, world: World, *,
               resumed: bool = False) -> bool:
        msg = p.AgentOrder(request_id=new_request_id("g"), order_id=order.order_id,
                           text=order.text, mode=mode, world=world.to_wire())
        return self._start(msg, resumed)

    def repair(self, order: p.OrderInfo, code: LoadedCode, failure: Failure,
               world: World, *, resumed: bool = False) -> bool:
        msg = p.AgentRepair(request_id=new_request_id("g"), order_id=order.order_id,
                            text=order.text, code=code.code, code_id=code.code_id,
                            error_kind=failure.kind, error=failure.message,
                            world=world.to_wire())
        return self._start(msg, resumed)

    def _start(self, msg: p.AgentOrder | p.AgentRepair, resumed: bool) -> bool:
        """Send and keep in flight; False when no agent took it and it is not to be retried."""
        delivered = self._send(msg)
        if not delivered and not resumed:
            self._in_flight.pop(msg.order_id, None)
            return False
        self._in_flight[msg.order_id] = InFlight(msg, self.clock(), delivered)
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
        self._in_flight.pop(order_id, None)
        self._send(p.AgentCancel(request_id=new_request_id("g"), order_id=order_id))

    def on_readable(self, session: GameSession) -> None:
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
            self._apply(msg, session)

    def _apply(self, msg: p.Message, session: GameSession) -> None:
        if isinstance(msg, p.AgentProgress):
            flight = self._in_flight.get(msg.order_id)
            if flight is not None:
                flight.since, flight.heard, flight.asked_again = self.clock(), True, False
            session.update_order(msg.order_id, msg.stage, msg.detail)
        elif isinstance(msg, p.AgentResult):
            flight = self._in_flight.pop(msg.order_id, None)
            if msg.ok:
                # The model's fix of code that failed in play: shown as such, not as new code.
                repaired = flight is not None and isinstance(flight.msg, p.AgentRepair)
                session.accept_code(msg.order_id, msg.code, msg.code_id, msg.message,
                                    served_by="repaired" if repaired else msg.served_by,
                                    entry_id=msg.entry_id,
                                    params=msg.params, score=msg.score, attempts=msg.attempts)
            elif session.update_order(msg.order_id, "refused" if msg.refused else "failed",
                                      msg.message):
                # Whatever code was running goes on; the status says why this order is not.
                session.world.status = msg.message
        elif isinstance(msg, p.AgentCompletedNoted):
            log.info("the agent noted order %s done: %s %s", msg.order_id, msg.noted, msg.entry_id)
        elif isinstance(msg, p.ErrorReply) and msg.code != p.CANCELLED:
            # An error ends the request it answers: the order it was about fails, no other.
            order_id = next((oid for oid, f in self._in_flight.items()
                             if f.msg.request_id == msg.request_id), None)
            log.warning("the agent refused a request (%s): %s %s",
                        order_id or "no open order", msg.code, msg.message)
            if order_id is not None:
                del self._in_flight[order_id]
                session.update_order(order_id, "failed", msg.message)

    def check_timeouts(self, session: GameSession) -> None:
        now = self.clock()
        for order_id, flight in list(self._in_flight.items()):
            quiet = now - flight.since
            if not flight.delivered:
                if self._send(flight.msg):
                    flight.delivered, flight.since = True, now
                elif quiet > self.silence_s:
                    self._give_up(session, order_id, "the agent service is not running")
                continue
            if not flight.heard and not flight.noted_slow and quiet > self.ack_timeout_s:
                flight.noted_slow = True
                self._tell(session, order_id, "the agent service is not answering yet")
            if quiet <= self.silence_s:
                continue
            if flight.asked_again:
                self._give_up(session, order_id,
                              f"the agent stopped answering: no word about this order "
                              f"for {self.silence_s:g} s, even after asking again")
                continue
            # The same request under a new id: the agent matches it to its work by order id.
            flight.msg = replace(flight.msg, request_id=new_request_id("g"))
            flight.asked_again, flight.since = True, now
            flight.delivered = self._send(flight.msg)
            self._tell(session, order_id, f"no word from the agent for {self.silence_s:g} s; "
                                          "asked it again")

    def _tell(self, session: GameSession, order_id: str, detail: str) -> None:
        """A detail for the player; the order keeps its state."""
        order = session.order
        if order is not None and order.order_id == order_id:
            session.update_order(order_id, order.state, detail)

    def _give_up(self, session: GameSession, order_id: str, why: str) -> None:
        del self._in_flight[order_id]
        self._send(p.AgentCancel(request_id=new_request_id("g"), order_id=order_id))
        if session.update_order(order_id, "failed", why):
            session.world.status = f"I could not get my orders done: {why}."

    def close(self) -> None:
        self.socket.close(linger=0)
