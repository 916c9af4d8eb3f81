"""The agent's start: its phases as bench_startup reads them back, what it finishes after it is
ready, and an order that comes before that is done: it waits, then is served as usual."""

from __future__ import annotations

import logging
import threading

import pytest

from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from base import protocol as p
from services.agent_server.server import AgentService
from services.agent_server.startup import PHASES_NOTE, Finishing, StartPhases, read_phases
from services.agent_server.warm_up import DONE, READING, WAITING, WarmUp
from tests.unit.test_agent_server_orders import GOOD, ORDER_ID, Model, PassingValidator, order
from tests.waiting import wait_until


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        self.now += 0.25
        return self.now


def test_the_phases_line_is_read_back_for_the_process_that_wrote_it(caplog):
    phases = StartPhases(began=99.0, clock=Clock())
    phases.mark("imports")
    phases.mark("ready")
    with caplog.at_level(logging.INFO, logger="services.agent_server.startup"):
        phases.log()
    line = caplog.records[-1].getMessage()
    assert line.startswith(PHASES_NOTE)
    record = phases.record()
    assert record == {"pid": record["pid"], "began": 99.0, "imports": 100.25, "ready": 100.5}
    text = "\n".join([
        "2026-11-29 INFO other: nothing here",
        f'2026-11-29 INFO services.agent_server.startup: {PHASES_NOTE} {{"pid": 1, "began": 5}}',
        f"2026-11-29 INFO services.agent_server.startup: {line}",
        f"2026-11-29 INFO services.agent_server.startup: {PHASES_NOTE} not json",
    ])
    assert read_phases(text) == record
    assert read_phases(text, pid=1) == {"pid": 1, "began": 5}
    assert read_phases(text, pid=2) is None


def test_finishing_runs_its_parts_in_turn_marks_each_and_goes_on_past_one_that_fails(caplog):
    done: list[str] = []

    def broken() -> None:
        raise OSError("no such file")

    phases = StartPhases(began=0.0)
    finishing = Finishing([("library", lambda: done.append("library")),
                           ("dictionaries", broken),
                           ("validation_sandbox", lambda: done.append("validation_sandbox"))],
                          phases)
    with caplog.at_level(logging.INFO, logger="services.agent_server.startup"):
        finishing.start()
        assert finishing.wait(5)
    assert done == ["library", "validation_sandbox"]
    assert list(phases.marks) == ["began", "library", "dictionaries", "validation_sandbox"]
    assert "dictionaries failed" in caplog.text
    assert read_phases(caplog.text) == phases.record()  # logged once all are done


def test_a_change_of_warm_up_state_is_told_at_once():
    changes: list[str] = []
    warm = WarmUp()
    warm.on_change = lambda: changes.append(warm.state)
    warm.state = WAITING  # no change
    warm.heard(p.LlmProgress(request_id="w", state="running", queue_position=0,
                             completion_tokens=0, elapsed_ms=0.0, prompt_tokens=2113,
                             prompt_read=0, prompt_left_ms=9000))
    warm.state = DONE
    assert changes == [READING, DONE]


@pytest.mark.timeout(30)
def test_an_order_given_before_the_agent_has_finished_starting_waits_then_is_served(tmp_path):
    release = threading.Event()
    loading = threading.Event()

    def library() -> None:  # the embedder loading, held until the test lets it go
        loading.set()
        assert release.wait(10)

    model = Model()
    agent = CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=1))
    service = AgentService(agent, History(tmp_path), default_mode="generate",
                           finishing=Finishing([("library", library)]))
    service.start()
    try:
        assert loading.wait(5)
        reply = service.handle(b"game", order())
        assert isinstance(reply, p.AgentProgress) and reply.stage == "queued"
        assert not release.wait(0.3) and model.calls == 0 and service.outbox.empty()
        release.set()
        result = wait_until(lambda: _result(service), timeout=10, what="the order's answer")
        assert result.ok and result.order_id == ORDER_ID and GOOD in result.code
        assert service.finishing is not None and service.finishing.done.is_set()
    finally:
        release.set()
        service.stop()


def _result(service: AgentService) -> p.AgentResult | None:
    for _, msg in service.take_outbox():
        if isinstance(msg, p.AgentResult):
            return msg
    return None


def test_the_kill_phases_add_up_to_the_time_from_the_kill_to_ready():
    from bench.bench_startup import kill_phases

    events = {"exited": 10.02, "spawned": 10.12, "ready": 10.95}
    marks = {"began": 10.16, "imports": 10.60, "config": 10.61, "socket": 10.615,
             "agent": 10.80, "serving": 10.82, "ready": 10.94, "library": 11.02,
             "dictionaries": 11.30, "validation_sandbox": 11.31}
    phases = kill_phases(10.0, events, marks)
    assert list(phases)[:10] == ["detected_s", "backoff_s", "interpreter_s", "imports_s",
                                 "config_s", "socket_s", "agent_s", "loop_s", "warm_up_s",
                                 "heard_s"]
    assert sum(list(phases.values())[:10]) == pytest.approx(0.95)
    assert phases["imports_s"] == pytest.approx(0.44)
    assert phases["warm_up_s"] == pytest.approx(0.12)
    assert phases["finishing_library_s"] == pytest.approx(0.20)
    assert phases["finishing_dictionaries_s"] == pytest.approx(0.28)
    # An agent that logs no phases: the supervisor's alone
    assert list(kill_phases(10.0, events, {})) == ["detected_s", "backoff_s", "heard_s"]
