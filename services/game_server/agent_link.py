"""The game's side of the agent service: orders out, progress and accepted code back in;
code that failed in play out for repair, and word of code that completed its order.

The game loop polls ``socket`` with its other sockets; ``on_readable`` and ``check_timeouts``
return what the agent said (or failed to say) as events (``order_life``), which the loop hands
to the session: the link never changes the session, and nothing here blocks, so the game keeps
ticking while the agent works.

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

import zmq

from base import protocol as p
from base.curve import CurveKeys
from base.transport import connect, new_request_id
from game.world import World
from services.game_server.order_life import (
    AgentEvent,
    Answered,
    Declined,
    Failure,
    LoadedCode,
    Note,
    Progress,
)

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

    def prepare(self, mode: str, world: World) -> None:
        """The player is typing an order: the agent may have the model read the world now. A
        hint: nothing waits for the answer (AgentPrepared, logged), and no agent, no harm."""
        self._send(p.AgentPrepare(request_id=new_request_id("g"), mode=mode,
                                  world=world.to_wire()))

    def _send(self, msg: p.Message) -> bool:
        try:
            self.socket.send(p.encode(msg), zmq.NOBLOCK)
        except zmq.Again:  # no agent connected (IMMEDIATE): nothing is queued for later
            return False
        return True

    def cancel(self, order_id: str) -> None:
        self._in_flight.pop(order_id, None)
        self._send(p.AgentCancel(request_id=new_request_id("g"), order_id=order_id))

    def on_readable(self) -> list[AgentEvent]:
        """Everything the agent has sent, as events about its orders."""
        events: list[AgentEvent] = []
        while True:
            try:
                data = self.socket.recv(zmq.NOBLOCK)
            except zmq.Again:
                return events
            try:
                msg = p.decode(data)
            except p.ProtocolError as exc:
                log.warning("undecodable message from the agent: %s", exc)
                continue
            event = self._event(msg)
            if event is not None:
                events.append(event)

    def _event(self, msg: p.Message) -> AgentEvent | None:
        if isinstance(msg, p.AgentProgress):
            flight = self._in_flight.get(msg.order_id)
            if flight is not None:
                flight.since, flight.heard, flight.asked_again = self.clock(), True, False
            return Progress(msg.order_id, msg.stage, msg.detail)
        if isinstance(msg, p.AgentResult):
            flight = self._in_flight.pop(msg.order_id, None)
            if not msg.ok:
                return Declined(msg.order_id, msg.message, refused=msg.refused,
                                status=msg.message, answered=msg.answered)
            # The model's fix of code that failed in play: shown as such, not as new code.
            repaired = flight is not None and isinstance(flight.msg, p.AgentRepair)
            return Answered(msg.order_id, msg.code, msg.code_id, msg.message,
                            served_by="repaired" if repaired else msg.served_by,
                            entry_id=msg.entry_id, params=dict(msg.params), score=msg.score,
                            attempts=msg.attempts)
        if isinstance(msg, p.AgentCompletedNoted):
            log.info("the agent noted order %s done: %s %s", msg.order_id, msg.noted, msg.entry_id)
        elif isinstance(msg, p.AgentPrepared):
            log.debug("the agent %s", "reads the world ahead" if msg.reading
                      else f"does not read the world ahead: {msg.why}")
        elif isinstance(msg, p.ErrorReply) and msg.code != p.CANCELLED:
            # An error ends the request it answers: the order it was about fails, no other.
            order_id = next((oid for oid, f in self._in_flight.items()
                             if f.msg.request_id == msg.request_id), None)
            log.warning("the agent refused a request (%s): %s %s",
                        order_id or "no open order", msg.code, msg.message)
            if order_id is not None:
                del self._in_flight[order_id]
                return Declined(order_id, msg.message)
        return None

    def check_timeouts(self) -> list[AgentEvent]:
        """Requests the agent has been silent about: sent again once, then given up."""
        now, events = self.clock(), list[AgentEvent]()
        for order_id, flight in list(self._in_flight.items()):
            quiet = now - flight.since
            if not flight.delivered:
                if self._send(flight.msg):
                    flight.delivered, flight.since = True, now
                elif quiet > self.silence_s:
                    events.append(self._give_up(order_id, "the agent service is not running"))
                continue
            if not flight.heard and not flight.noted_slow and quiet > self.ack_timeout_s:
                flight.noted_slow = True
                events.append(Note(order_id, "the agent service is not answering yet"))
            if quiet <= self.silence_s:
                continue
            if flight.asked_again:
                events.append(self._give_up(
                    order_id, f"the agent stopped answering: no word about this order "
                              f"for {self.silence_s:g} s, even after asking again"))
                continue
            # The same request under a new id: the agent matches it to its work by order id.
            flight.msg = replace(flight.msg, request_id=new_request_id("g"))
            flight.asked_again, flight.since = True, now
            flight.delivered = self._send(flight.msg)
            events.append(Note(order_id, f"no word from the agent for {self.silence_s:g} s; "
                                         "asked it again"))
        return events

    def _give_up(self, order_id: str, why: str) -> Declined:
        del self._in_flight[order_id]
        self._send(p.AgentCancel(request_id=new_request_id("g"), order_id=order_id))
        return Declined(order_id, why, status=f"I could not get my orders done: {why}.")

    def close(self) -> None:
        self.socket.close(linger=0)
