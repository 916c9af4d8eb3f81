"""A ROUTER where the agent service would be, for tests that play the agent by hand."""

from __future__ import annotations

import zmq

from base import protocol as p
from services.game_server.agent_link import AgentLink
from services.game_server.order_life import AgentEvent
from services.game_server.session import GameSession


class ScriptedAgent:
    """A ROUTER where the agent service would be: the test reads what the game sent and
    answers by hand."""

    def __init__(self, ctx: zmq.Context, endpoint: str) -> None:
        self.socket = ctx.socket(zmq.ROUTER)
        self.socket.setsockopt(zmq.LINGER, 0)
        self.socket.bind(endpoint)

    def receive(self, timeout_ms: int = 3000, skip: tuple[type, ...] = ()) -> tuple[
            bytes, p.Message]:
        """The next message from the game, passing over kinds in ``skip``."""
        while True:
            assert self.socket.poll(timeout_ms), "the game sent the agent nothing"
            peer, data = self.socket.recv_multipart()
            msg = p.decode(data)
            if not isinstance(msg, skip):
                return peer, msg

    def nothing_sent(self, wait_ms: int = 100) -> bool:
        return not self.socket.poll(wait_ms)

    def send(self, peer: bytes, msg: p.Message) -> None:
        self.socket.send_multipart([peer, p.encode(msg)])

    def answer(self, peer: bytes, msg: p.Message, link: AgentLink, session: GameSession) -> None:
        """Send, and have the link read it at once into the session."""
        self.send(peer, msg)
        assert link.socket.poll(3000), "the answer did not arrive"
        settle(link.on_readable(), session)

    def close(self) -> None:
        self.socket.close(linger=0)


def settle(events: list[AgentEvent], session: GameSession) -> None:
    """Hand what the link read (or its timeouts) to the session, as the game's loop does."""
    for event in events:
        session.on_agent(event)
