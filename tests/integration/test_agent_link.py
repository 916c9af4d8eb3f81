"""The game's link to the agent over real sockets, with a scripted agent and a clock the test
moves (issue 12): an agent that goes silent about an order is asked once more, then the order
fails with a message, within a bounded time; an order sent again after a restart of the game
waits for the agent to come up instead of failing at once."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from base import protocol as p
from config.settings import GameConfig
from services.game_server.agent_link import AgentLink
from services.game_server.order_life import Answered
from services.game_server.session import GameSession
from tests.integration.scripted_agent import ScriptedAgent, settle
from tests.waiting import wait_until

pytestmark = pytest.mark.timeout(60)

SILENCE_MS = 10_000


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def endpoint(ipc_dir) -> str:
    return f"ipc://{ipc_dir}/agent.sock"


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def link(zmq_ctx, endpoint, clock) -> Iterator[AgentLink]:
    link = AgentLink(zmq_ctx, endpoint, ack_timeout_ms=1000, silence_timeout_ms=SILENCE_MS,
                     clock=clock)
    yield link
    link.close()


@pytest.fixture
def session(link) -> GameSession:
    return GameSession(GameConfig(manual_ticks=True), orders=link)


def connected(link: AgentLink, agent: ScriptedAgent) -> None:
    """Wait until the link reaches the agent (it queues nothing for an absent one)."""
    wait_until(lambda: link._send(p.Ping(request_id="hello")), timeout=5, what="a connection")
    assert isinstance(agent.receive()[1], p.Ping)


def give(session: GameSession, text: str) -> str:
    reply = session.handle(p.GameOrder(request_id="r", text=text))
    assert isinstance(reply, p.GameOrderAccepted)
    return reply.order.order_id


def running(agent: ScriptedAgent, link: AgentLink, session: GameSession, text: str,
            **result: object) -> str:
    """An order the scripted agent answers at once with code "c1"; its id."""
    order_id = give(session, text)
    peer, asked = agent.receive()
    agent.answer(peer, p.AgentResult(request_id=asked.request_id, order_id=order_id, ok=True,
                                     message="On it.", code="code", code_id="c1", **result),
                 link, session)
    return order_id


def state(session: GameSession) -> tuple[str, str]:
    order = session.order
    assert order is not None
    return order.state, order.detail


def test_an_agent_silent_about_an_order_is_asked_once_more_then_the_order_fails(
        zmq_ctx, endpoint, link, session, clock):
    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        connected(link, agent)
        order_id = give(session, "dance")
        peer, first = agent.receive()
        assert isinstance(first, p.AgentOrder) and first.order_id == order_id
        agent.answer(peer, p.AgentProgress(request_id=first.request_id, order_id=order_id,
                                           stage="writing", detail="attempt 1"), link, session)
        assert state(session) == ("writing", "attempt 1")

        clock.now += SILENCE_MS / 1000 - 1
        settle(link.check_timeouts(), session)
        assert agent.nothing_sent() and state(session)[0] == "writing"

        clock.now += 2  # silent for longer than the bound: the same order again
        settle(link.check_timeouts(), session)
        _, again = agent.receive()
        assert isinstance(again, p.AgentOrder)
        assert (again.order_id, again.text) == (order_id, "dance")
        assert state(session)[0] == "writing" and "asked it again" in state(session)[1]

        clock.now += SILENCE_MS / 1000 + 1  # and silent again: the order fails, with a reason
        settle(link.check_timeouts(), session)
        assert state(session)[0] == "failed"
        assert "the agent stopped answering" in state(session)[1]
        _, cancel = agent.receive()
        assert isinstance(cancel, p.AgentCancel) and cancel.order_id == order_id
        # Nothing more happens to it, however long the agent stays silent.
        clock.now += 10 * SILENCE_MS / 1000
        settle(link.check_timeouts(), session)
        assert agent.nothing_sent() and state(session)[0] == "failed"
    finally:
        agent.close()


def test_an_agent_that_answers_when_asked_again_keeps_the_order(
        zmq_ctx, endpoint, link, session, clock):
    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        connected(link, agent)
        order_id = give(session, "dance")
        peer, first = agent.receive()
        for _ in range(3):  # a slow model: asked after each silence, the agent says it works
            clock.now += SILENCE_MS / 1000 + 1
            settle(link.check_timeouts(), session)
            peer, again = agent.receive()
            assert isinstance(again, p.AgentOrder) and again.order_id == order_id
            agent.answer(peer, p.AgentProgress(request_id=again.request_id, order_id=order_id,
                                               stage="writing", detail="attempt 1"), link, session)
        agent.answer(peer, p.AgentResult(request_id=first.request_id, order_id=order_id,
                                         ok=True, message="On it.", code="code",
                                         code_id="c1"), link, session)
        assert state(session) == ("running", "On it.")
        clock.now += 10 * SILENCE_MS / 1000
        settle(link.check_timeouts(), session)
        assert agent.nothing_sent() and state(session)[0] == "running"
    finally:
        agent.close()


def test_an_order_sent_again_after_a_restart_waits_for_the_agent_to_come_up(
        zmq_ctx, endpoint, link, session, clock):
    session.order = p.OrderInfo(order_id="o4-abc", text="dance", state="writing")
    session.resume_order()  # nobody is listening yet
    assert state(session)[0] == "writing"
    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        def delivered() -> p.Message | None:
            settle(link.check_timeouts(), session)
            return None if agent.nothing_sent(20) else agent.receive()[1]

        resent = wait_until(delivered, timeout=5, what="the order to reach the agent")
        assert isinstance(resent, p.AgentOrder)
        assert (resent.order_id, resent.text) == ("o4-abc", "dance")
        assert state(session)[0] == "writing"
    finally:
        agent.close()


def test_an_order_sent_again_fails_when_no_agent_comes_up_in_time(link, session, clock):
    session.order = p.OrderInfo(order_id="o4-abc", text="dance", state="queued")
    session.resume_order()
    clock.now += SILENCE_MS / 1000 - 1
    settle(link.check_timeouts(), session)
    assert state(session)[0] == "queued"
    clock.now += 2
    settle(link.check_timeouts(), session)
    assert state(session)[0] == "failed" and "agent service is not running" in state(session)[1]


def test_an_error_reply_fails_only_the_order_it_answers(zmq_ctx, endpoint, link, session):
    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        connected(link, agent)
        order_id = give(session, "dance")
        peer, sent = agent.receive()
        # An error about something else (a completion notice, say) leaves the order alone.
        agent.answer(peer, p.error_reply("g-other", p.INTERNAL, "not about the order"),
                     link, session)
        assert state(session)[0] == "queued"
        agent.answer(peer, p.error_reply(sent.request_id, p.INTERNAL, "internal error"),
                     link, session)
        assert state(session) == ("failed", "internal error")
        assert session.order is not None and session.order.order_id == order_id
    finally:
        agent.close()


def test_a_refused_order_ends_refused_with_its_sentence_and_the_code_before_it_runs_on(
        zmq_ctx, endpoint, link, session, clock):
    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        connected(link, agent)
        first_id = running(agent, link, session, "follow me")
        assert state(session)[0] == "running" and session.code is not None
        second_id = give(session, "eat the arrow")
        _, cancel = agent.receive()  # the agent is told the first order is over
        assert isinstance(cancel, p.AgentCancel) and cancel.order_id == first_id
        peer, second = agent.receive()
        assert isinstance(second, p.AgentOrder) and second.order_id == second_id
        why = "I don't know how to eat the arrow; I can fetch the arrow: it's 6 steps away."
        agent.answer(peer, p.AgentResult(request_id=second.request_id, order_id=second_id,
                                         ok=False, refused=True, message=why), link, session)
        assert state(session) == ("refused", why)
        assert session.world.status == why
        # Nothing new runs: the companion goes on with the order before it.
        assert session.code is not None and session.code.code_id == "c1"
        # A refusal is final: a late word about the order does not bring it back.
        assert not session.on_agent(Answered(second_id, "code", "c2", "On it."))
        clock.now += 10 * SILENCE_MS / 1000
        settle(link.check_timeouts(), session)
        assert state(session)[0] == "refused"
    finally:
        agent.close()


def test_code_that_answers_a_repair_is_shown_as_repaired_not_as_new_code(
        zmq_ctx, endpoint, link, session):
    from services.game_server.order_life import Failure

    agent = ScriptedAgent(zmq_ctx, endpoint)
    try:
        connected(link, agent)
        order_id = running(agent, link, session, "go get the sword", served_by="generated",
                           attempts=1)
        assert session.code is not None and session.code.served_by == "generated"
        assert link.repair(session.order, session.code, Failure("runtime", "nil position"),
                           session.world)
        peer, repair = agent.receive()
        assert isinstance(repair, p.AgentRepair) and repair.code_id == "c1"
        agent.answer(peer, p.AgentResult(request_id=repair.request_id, order_id=order_id,
                                         ok=True, message="I fixed my code. On it.",
                                         code="fixed", code_id="c2", served_by="generated",
                                         attempts=1), link, session)
        info = session.frame().code
        assert info is not None and info.code_id == "c2" and info.served_by == "repaired"
    finally:
        agent.close()
