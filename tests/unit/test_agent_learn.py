"""What the agent service learns from play: library counters, candidates from generated code that
completed its order, and repairs of code that failed in play (scripted model, fake library)."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from agent.history import History
from agent.learn import PlayRecord
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Check, Generation, Outcome
from base import protocol as p
from base.token_counts import TokenCounts
from game.maps import load_map
from services.agent_server.server import AgentService

GOOD = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'
FIXED = 'function update_func(player, ai, monsters, items)\n  return say("fixed")\nend'
ENTRY = 'function update_func(player, ai, monsters, items)\n  return fetch("sword")\nend'


@dataclass
class ScriptedModel:
    answers: list[str]
    calls: list[list[dict]] = field(default_factory=list)

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        self.calls.append(messages)
        return Generation(text=self.answers[len(self.calls) - 1],
                          tokens=TokenCounts(completion_tokens=10))


class PassingValidator:
    def validate(self, code, world, *, ticks=None, meaning=None):
        return Check(True)


@dataclass
class FakeMatch:
    entry_id: str
    score: float
    code: str
    params: dict = field(default_factory=dict)


class FakeLibrary:
    """Serves "get the sword" from one entry; keeps what the agent learns."""

    def __init__(self):
        self.candidates: list[tuple[str, str]] = []
        self.records: list[tuple[str, bool]] = []

    def match(self, order, world, meaning=None):
        return FakeMatch("fetch_item", 0.9, ENTRY) if "sword" in order else None

    def nearest(self, order, k=3):
        return []

    def add_candidate(self, order_text, code, description=""):
        self.candidates.append((order_text, code))
        return f"gen-{len(self.candidates)}"

    def count_served(self, entry_id, succeeded):
        self.records.append((entry_id, succeeded))


@pytest.fixture
def service(tmp_path):
    library = FakeLibrary()
    model = ScriptedModel([GOOD, FIXED])
    agent = CodeAgent(model=model, validator=PassingValidator(), library=library,
                      api_text="API", limits=AgentLimits(repair_attempts=1))
    svc = AgentService(agent, History(tmp_path), default_mode="fallback",
                       plays=PlayRecord(library))
    svc.library, svc.model = library, model  # for the tests' eyes
    yield svc
    svc.waker.close()


def run_jobs(svc: AgentService) -> list[p.Message]:
    """What the worker thread would do: serve every queued job; the replies it sent."""
    while not svc.jobs.empty():
        job = svc.jobs.get_nowait()
        assert job is not None
        svc._serve(job)
    out = []
    while not svc.outbox.empty():
        out.append(svc.outbox.get_nowait()[1])
    return out


def order(svc, order_id, text, mode="fallback"):
    svc.handle(b"game", p.AgentOrder(request_id="r", order_id=order_id, text=text, mode=mode,
                                     world=load_map().to_wire()))
    return [m for m in run_jobs(svc) if isinstance(m, p.AgentResult)][-1]


def completed(svc, order_id, code_id) -> p.AgentCompletedNoted:
    reply = svc.handle(b"game", p.AgentCompleted(request_id="c", order_id=order_id,
                                                 code_id=code_id))
    assert isinstance(reply, p.AgentCompletedNoted)
    return reply


def test_generated_code_that_completed_its_order_becomes_a_candidate(service):
    result = order(service, "o1", "explore the dungeon", mode="generate")
    assert result.ok and result.served_by == "generated"
    noted = completed(service, "o1", result.code_id)
    assert (noted.noted, noted.entry_id) == ("candidate", "gen-1")
    assert service.library.candidates == [("explore the dungeon", GOOD)]
    assert service.library.records == [("gen-1", True)]  # served once, succeeded once
    # Reported again (a resent message): nothing more is learned.
    assert completed(service, "o1", result.code_id).noted == "unknown"
    assert len(service.library.candidates) == 1


def test_library_code_that_completed_its_order_counts_a_success_and_no_candidate(service):
    result = order(service, "o1", "get the sword")
    assert result.served_by == "library"
    noted = completed(service, "o1", result.code_id)
    assert (noted.noted, noted.entry_id) == ("library", "fetch_item")
    assert service.library.records == [("fetch_item", True)]
    assert service.library.candidates == []


def test_code_the_agent_did_not_give_for_that_order_teaches_nothing(service):
    result = order(service, "o1", "explore", mode="generate")
    assert completed(service, "o1", "some-other-code").noted == "unknown"
    assert completed(service, "o2", result.code_id).noted == "unknown"
    assert service.library.candidates == [] and service.library.records == []


def test_a_library_entry_failing_in_play_is_counted_and_repaired(service):
    served = order(service, "o1", "get the sword")
    service.handle(b"game", p.AgentRepair(
        request_id="g7", order_id="o1", text="get the sword", code=ENTRY,
        code_id=served.code_id, error_kind="runtime", error="line 2: boom",
        world=load_map().to_wire()))
    replies = run_jobs(service)
    assert service.library.records == [("fetch_item", False)]
    progress = [m for m in replies if isinstance(m, p.AgentProgress)]
    assert progress and {m.stage for m in progress} == {"repairing"}
    [result] = [m for m in replies if isinstance(m, p.AgentResult)]
    assert result.request_id == "g7" and result.ok and result.code == GOOD
    assert result.message == "I fixed my code. On it."
    # The model saw the failing entry and the error from play.
    prompt = service.model.calls[0][1].content
    assert 'fetch("sword")' in prompt and "[runtime] line 2: boom" in prompt
    # The repaired code is generated code: once it completes the order it is a candidate.
    assert completed(service, "o1", result.code_id).noted == "candidate"
    assert service.library.candidates == [("get the sword", GOOD)]


def test_a_repair_that_fails_ends_with_a_result_that_says_so(tmp_path):
    agent = CodeAgent(model=None, validator=PassingValidator(), library=None, api_text="API")
    svc = AgentService(agent, History(tmp_path), default_mode="fallback")
    try:
        first = svc.handle(b"game", p.AgentRepair(
            request_id="g1", order_id="o4", text="dance", code=GOOD, code_id="x",
            error_kind="refused", error="the game refused your move 5 ticks in a row",
            world=load_map().to_wire()))
        assert isinstance(first, p.AgentProgress) and first.stage == "repairing"
        [result] = [m for m in run_jobs(svc) if isinstance(m, p.AgentResult)]
        assert not result.ok and "can't fix it: no model is available" in result.message
    finally:
        svc.waker.close()


def test_the_record_forgets_the_oldest_orders():
    record = PlayRecord(FakeLibrary(), keep=2)
    for i in range(3):
        record.served(f"o{i}", Outcome(ok=True, order="x", mode="generate",
                                       served_by="generated", message="", code=GOOD,
                                       code_id="c"))
    assert record.get("o0", "c") is None and record.get("o2", "c") is not None
