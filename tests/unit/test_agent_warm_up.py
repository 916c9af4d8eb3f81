"""The agent's warm-up (the model reading its system prompt at start): what the agent says of
itself meanwhile, what an order waiting for the model says, and what ``dungeon status`` shows."""

from __future__ import annotations

import threading

from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Check, Generation
from base import protocol as p
from base.protocol import LlmProgress, ServiceStatus
from base.token_counts import TokenCounts
from game.maps import load_map
from services.agent_server.server import AgentService
from services.agent_server.warm_up import (
    DONE,
    FAILED,
    OFF,
    READING,
    WAITING,
    PromptReading,
    WarmUp,
    waiting_note,
)
from services.cli.supervisor import format_table, service_state
from tests.waiting import wait_until


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def reading(read: int, left_ms: int, total: int = 2113) -> LlmProgress:
    return LlmProgress(request_id="w", state="running", queue_position=0, completion_tokens=0,
                       elapsed_ms=0.0, prompt_tokens=total, prompt_read=read,
                       prompt_left_ms=left_ms)


def test_the_agent_is_ready_only_once_the_prompt_is_read_or_given_up():
    assert not WarmUp(WAITING).ready and not WarmUp(READING).ready
    assert WarmUp(DONE).ready and WarmUp(FAILED).ready and WarmUp(OFF).ready
    assert WarmUp(DONE).note() == "" and WarmUp(OFF).note() == ""


def test_the_note_says_how_far_the_model_is_and_counts_the_time_left_down():
    clock = Clock()
    warm = WarmUp(clock=clock)
    assert warm.note() == ("warming up: waiting for the model service to read the agent's "
                           "instructions")
    warm.heard(LlmProgress(request_id="w", state="queued", queue_position=1,
                           completion_tokens=0, elapsed_ms=0.0))
    assert warm.state == WAITING
    warm.heard(reading(0, 16_400))
    assert warm.note() == ("warming up: the model is reading the agent's instructions "
                           "(0 of 2,113 tokens), about 17 s left")
    clock.now += 10.0  # no word from the service for a while: the estimate counts down
    assert warm.note().endswith("about 7 s left")
    warm.heard(reading(1024, 9_000))
    assert warm.note().endswith("(1,024 of 2,113 tokens), about 9 s left")
    clock.now += 9.5
    assert warm.note().endswith("nearly done")
    warm.state = DONE
    assert warm.ready and warm.note() == ""


def test_an_orders_own_long_prompt_is_said_like_the_warm_up_and_a_short_one_is_not():
    clock = Clock()
    ready, warming = WarmUp(DONE), WarmUp(WAITING)
    mine = PromptReading(clock)
    assert waiting_note(ready, mine) == "" and waiting_note(ready, None) == ""
    # After a restart of the model service, an order's request reads the instructions again.
    mine.heard(reading(1536, 8_000, total=2495))
    assert waiting_note(ready, mine) == ("the model is reading the agent's instructions "
                                         "(1,536 of 2,495 tokens), about 8 s left")
    # It reached the model service before the warm-up did: it reads them for the warm-up.
    assert waiting_note(warming, mine).startswith("warming up: the model is reading the agent's")
    mine.heard(LlmProgress(request_id="o", state="running", queue_position=0,
                           completion_tokens=3, elapsed_ms=0.0))  # read: writing now
    assert waiting_note(ready, mine) == "" and mine.left_s() is None
    short = PromptReading(clock)
    short.heard(reading(0, 3_000, total=300))  # an order's own part: an ordinary wait
    assert waiting_note(ready, short) == ""
    assert waiting_note(warming, short) == warming.note()


class PassingValidator:
    def validate(self, code, world, *, ticks=None, meaning=None):
        return Check(True)


class WaitingModel:
    """Writes nothing until ``go``, as the model service does while it reads the warm-up."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.writing = threading.Event()

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        self.writing.set()
        while not self.go.wait(0.1):
            on_token("")  # what ServiceModel does while nothing comes
        return Generation(text='function update_func(player, ai, monsters, items)\n'
                               '  return "Done"\nend', tokens=TokenCounts(completion_tokens=10))


def test_an_order_waiting_for_the_warm_up_says_so_once_a_second_with_the_time_left(tmp_path):
    clock = Clock()
    warm = WarmUp(clock=clock)
    warm.heard(reading(512, 12_000))
    model = WaitingModel()
    agent = CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                      limits=AgentLimits(max_attempts=1))
    service = AgentService(agent, History(tmp_path), default_mode="generate", warm=warm)
    service.start()
    try:
        assert service.warming_progress(clock.now) == []  # no order
        service.handle(b"game", p.AgentOrder(request_id="r1", order_id="o1", text="explore",
                                             mode="generate", world=load_map().to_wire()))
        assert model.writing.wait(10)
        wait_until(lambda: service.running is not None and service.running.stage == "writing",
                   timeout=10, what="the order to reach the model")
        [(peer, note)] = service.warming_progress(clock.now)
        assert peer == b"game" and isinstance(note, p.AgentProgress)
        assert (note.order_id, note.stage) == ("o1", "writing")
        assert note.detail == ("attempt 1; warming up: the model is reading the agent's "
                               "instructions (512 of 2,113 tokens), about 12 s left")
        assert service.warming_progress(clock.now + 0.5) == []  # once a second
        clock.now += 1.0
        [(_, later)] = service.warming_progress(clock.now)
        assert later.detail.endswith("about 11 s left")
        warm.state = DONE
        assert service.warming_progress(clock.now + 5) == []  # read: the order says no more
    finally:
        model.go.set()
        service.stop()


def status(**changes) -> ServiceStatus:
    fields = dict(name="agent", group="agent", index=-1, state="running", pid=42, ready=False,
                  uptime_s=3.0, restarts=0, rss_bytes=1 << 20, last_exit=None,
                  last_exit_reason="", heartbeat_age_s=0.2)
    return ServiceStatus(**{**fields, **changes})


def test_dungeon_status_calls_a_live_service_that_cannot_serve_yet_warming_up():
    note = "warming up: the model is reading the agent's instructions (0 of 2,113 tokens)"
    assert service_state(status(note=note)) == "warming up"
    assert service_state(status(ready=True)) == "ready"
    assert service_state(status()) == "running"  # no beat yet
    assert service_state(status(state="backoff", pid=0)) == "backoff"
    row = format_table([status(note=note)]).splitlines()[1]
    assert row.split()[:3] == ["agent", "warming", "up"]
