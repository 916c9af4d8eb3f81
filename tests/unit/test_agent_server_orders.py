"""The agent service matches an order asked for again by its id (issue 12): a game restarted
while the model wrote gets the work that was under way, or the answer already given, and never
a second job; and an order that fails because the model is unavailable has its history line."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from dataclasses import dataclass, field

import pytest

from agent.errors import ModelUnavailable
from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Check, Generation
from base import protocol as p
from base.token_counts import TokenCounts
from game.maps import load_map
from services.agent_server.server import AgentService
from tests.waiting import wait_until

GOOD = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'
ORDER_ID = "o7-1a2b3c"


class PassingValidator:
    def validate(self, code, world, *, ticks=None, meaning=None):
        return Check(True)


@dataclass
class Model:
    """Writes GOOD; waits for ``go`` first when it is given one; or is unavailable."""

    go: threading.Event | None = None
    unavailable: bool = False
    calls: int = 0
    writing: threading.Event = field(default_factory=threading.Event)

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        self.calls += 1
        self.writing.set()
        if self.unavailable:
            raise ModelUnavailable("connection refused")
        if self.go is not None:
            assert self.go.wait(10), "the test never let the model finish"
        return Generation(text=GOOD, tokens=TokenCounts(completion_tokens=10))


def make_service(tmp_path, model: Model) -> AgentService:
    agent = CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=1, repair_attempts=1))
    return AgentService(agent, History(tmp_path), default_mode="generate")


@pytest.fixture
def model() -> Model:
    return Model()


@pytest.fixture
def service(tmp_path, model) -> Iterator[AgentService]:
    svc = make_service(tmp_path, model)
    yield svc
    svc.stop()


def order(request_id: str = "r1", text: str = "explore") -> p.AgentOrder:
    return p.AgentOrder(request_id=request_id, order_id=ORDER_ID, text=text, mode="generate",
                        world=load_map().to_wire())


def run_queued(svc: AgentService) -> None:
    """What the worker thread does: serve every queued job."""
    while not svc.jobs.empty():
        job = svc.jobs.get_nowait()
        assert job is not None
        svc._serve(job)
        svc.pending.pop(job.order.order_id, None)


def results(sent: list[tuple[bytes, p.Message]]) -> list[tuple[bytes, p.AgentResult]]:
    return [(peer, m) for peer, m in sent if isinstance(m, p.AgentResult)]


def test_an_order_asked_again_while_queued_stays_one_job_and_answers_the_new_game(
        service, model):
    first = service.handle(b"old game", order("r1"))
    again = service.handle(b"new game", order("r2"))
    assert isinstance(first, p.AgentProgress) and isinstance(again, p.AgentProgress)
    assert again.request_id == "r2" and again.stage == "queued"
    assert service.jobs.qsize() == 1
    run_queued(service)
    sent = service.take_outbox()
    assert {peer for peer, _ in sent} == {b"new game"}  # nothing more to the game that died
    [(_, result)] = results(sent)
    assert result.ok and result.code == GOOD and result.request_id == "r2"
    assert model.calls == 1


def test_an_order_asked_again_while_the_model_writes_it_is_not_started_over(tmp_path):
    model = Model(go=threading.Event())
    svc = make_service(tmp_path, model)
    svc.start()
    try:
        svc.handle(b"old game", order("r1"))
        assert model.writing.wait(10)
        again = svc.handle(b"new game", order("r2"))
        assert isinstance(again, p.AgentProgress) and again.stage == "writing"
        assert again.detail.startswith("attempt 1")
        model.go.set()
        sent: list[tuple[bytes, p.Message]] = []
        wait_until(lambda: sent.extend(svc.take_outbox()) or results(sent), timeout=10,
                   what="the answer")
        [(peer, result)] = results(sent)
        assert peer == b"new game" and result.ok and model.calls == 1
    finally:
        model.go.set()
        svc.stop()


def test_an_answer_already_given_is_given_again_to_the_game_that_asks_again(service, model):
    service.handle(b"old game", order("r1"))
    run_queued(service)
    [(peer, given)] = results(service.take_outbox())
    assert peer == b"old game"
    again = service.handle(b"new game", order("r2"))
    assert isinstance(again, p.AgentResult)
    assert (again.request_id, again.order_id, again.code, again.code_id) == (
        "r2", ORDER_ID, given.code, given.code_id)
    assert service.jobs.empty() and model.calls == 1


def test_a_repair_of_an_answered_order_is_new_work(service, model):
    service.handle(b"game", order("r1"))
    run_queued(service)
    [(_, given)] = results(service.take_outbox())
    repair = service.handle(b"game", p.AgentRepair(
        request_id="r2", order_id=ORDER_ID, text="explore", code=given.code,
        code_id=given.code_id, error_kind="runtime", error="boom", world=load_map().to_wire()))
    assert isinstance(repair, p.AgentProgress) and repair.stage == "repairing"
    assert service.jobs.qsize() == 1


def test_another_order_under_the_same_id_is_not_taken_for_the_first(service, model):
    service.handle(b"game", order("r1", "explore"))
    run_queued(service)
    service.take_outbox()
    other = service.handle(b"game", order("r2", "follow me"))
    assert isinstance(other, p.AgentProgress) and service.jobs.qsize() == 1


@pytest.mark.parametrize("kind", ["order", "repair"])
def test_an_order_the_unavailable_model_could_not_serve_has_its_history_line(
        tmp_path, kind):
    svc = make_service(tmp_path, Model(unavailable=True))
    try:
        world = load_map().to_wire()
        if kind == "order":
            svc.handle(b"game", order("r1"))
        else:
            svc.handle(b"game", p.AgentRepair(
                request_id="r1", order_id=ORDER_ID, text="explore", code=GOOD, code_id="c",
                error_kind="runtime", error="boom", world=world))
        run_queued(svc)
        [(_, result)] = results(svc.take_outbox())
        assert not result.ok and "model is not answering" in result.message
        [line] = History(tmp_path).entries()
        assert line["id"] == result.history_id and line["order"] == "explore"
        assert line["ok"] is False and line["message"] == result.message
        assert line["mode"] == ("generate" if kind == "order" else "repair")
        assert line["world"] == world
    finally:
        svc.stop()


def test_an_order_waits_for_a_model_service_that_has_not_started_yet(tmp_path):
    """At start the model service may be busy before it answers at all (loading; making its
    model copy at a machine's first start): the order waits with the warm-up and says so, and
    is served once the service answers; not told "my model is not answering"."""
    from services.agent_server.warm_up import DONE, WAITING, WarmUp

    model = Model(unavailable=True)
    agent = CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=1, repair_attempts=1))
    warm = WarmUp(WAITING)
    svc = AgentService(agent, History(tmp_path), default_mode="generate", warm=warm)
    svc.start()
    try:
        svc.handle(b"game", order("r1"))
        sent: list[tuple[bytes, p.Message]] = []

        def said_waiting() -> bool:
            sent.extend(svc.take_outbox())
            return model.calls >= 2 and any(
                isinstance(m, p.AgentProgress) and "the model service is starting"
                in m.detail for _, m in sent)

        wait_until(said_waiting, timeout=10, what="the order to wait for the model service")
        assert not results(sent)
        model.unavailable = False  # the service answers now
        warm.state = DONE
        wait_until(lambda: sent.extend(svc.take_outbox()) or results(sent), timeout=10,
                   what="the answer")
        [(_, result)] = results(sent)
        assert result.ok and result.code == GOOD
    finally:
        svc.stop()


def test_a_model_service_that_stops_answering_after_the_warm_up_fails_the_order_in_words(
        tmp_path):
    from services.agent_server.warm_up import DONE, WarmUp

    agent = CodeAgent(model=Model(unavailable=True), validator=PassingValidator(), library=None,
                      api_text="API", limits=AgentLimits(max_attempts=1, repair_attempts=1))
    svc = AgentService(agent, History(tmp_path), default_mode="generate", warm=WarmUp(DONE))
    svc.handle(b"game", order("r1"))
    run_queued(svc)
    [(_, result)] = results(svc.take_outbox())
    assert not result.ok and result.message.startswith("My model is not answering")
