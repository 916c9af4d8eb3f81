"""The model reads the world while the player types an order (game.typing → agent.prepare →
llm.generate read_only): the agent asks it only when the model will write the order, never
beside an order, and the prompt it has read is the start of the order's own prompt."""

from __future__ import annotations

import threading
from dataclasses import dataclass, field

from agent import prompt
from agent.history import History
from agent.loop import AgentLimits, CodeAgent
from agent.outcome import Check, Generation
from base import protocol as p
from base.token_counts import TokenCounts
from game.maps import load_map
from services.agent_server.server import AgentService
from tests.waiting import wait_until

GOOD = 'function update_func(player, ai, monsters, items)\n  return "Done"\nend'


class PassingValidator:
    def validate(self, code, world, *, ticks=None, meaning=None):
        return Check(True)


@dataclass
class ReadingModel:
    """Records what it is asked to read and to write."""

    read_calls: list[list] = field(default_factory=list)
    prompts: list[list] = field(default_factory=list)
    reading: threading.Event = field(default_factory=threading.Event)

    def read(self, messages):
        self.read_calls.append(messages)
        self.reading.set()
        return Generation(text="", tokens=TokenCounts(700, 500, 0), ms=900.0)

    def generate(self, messages, *, seed, on_token, draft="", temperature=None):
        self.prompts.append(messages)
        return Generation(text=GOOD, tokens=TokenCounts(completion_tokens=10))


def agent(model, examples: int = 0) -> CodeAgent:
    return CodeAgent(model=model, validator=PassingValidator(), library=None, api_text="API",
                     limits=AgentLimits(max_attempts=1, examples=examples))


def prepare(mode: str = "", world=None) -> p.AgentPrepare:
    return p.AgentPrepare(request_id="g1", mode=mode, world=(world or load_map()).to_wire())


def test_what_the_model_reads_ahead_is_the_start_of_the_orders_own_prompt():
    model, world = ReadingModel(), load_map()
    coder = agent(model)
    read = coder.prepare(world)
    assert read is not None and read.tokens.prompt_tokens == 700
    coder.serve("go get the sword", world, mode="generate")
    [ahead] = model.read_calls
    [asked] = model.prompts
    assert ahead[0] == asked[0]  # the same system prompt
    assert asked[1].content.startswith(ahead[1].content)
    assert ahead[1].content.endswith('Order: "') and "player at" in ahead[1].content


def test_nothing_is_read_ahead_for_a_prompt_whose_examples_depend_on_the_order():
    model = ReadingModel()
    assert agent(model, examples=2).prepare(load_map()) is None
    assert model.read_calls == []


def test_the_service_reads_ahead_in_generate_mode_on_its_order_thread(tmp_path):
    model = ReadingModel()
    svc = AgentService(agent(model), History(tmp_path), default_mode="generate")
    svc.start()
    try:
        reply = svc.handle(b"game", prepare())
        assert isinstance(reply, p.AgentPrepared) and reply.reading and reply.why == ""
        assert model.reading.wait(10)
        wait_until(lambda: svc.jobs.empty(), timeout=10, what="the read ahead taken")
    finally:
        svc.stop()
    assert len(model.read_calls) == 1


def test_the_service_says_why_it_does_not_read_ahead(tmp_path):
    model = ReadingModel()
    svc = AgentService(agent(model), History(tmp_path), default_mode="fallback")
    reply = svc.handle(b"game", prepare())
    assert isinstance(reply, p.AgentPrepared) and not reply.reading
    assert "fallback mode" in reply.why
    # An order under way: its world moves, and the model is busy with it.
    svc.handle(b"game", p.AgentOrder(request_id="r1", order_id="o1", text="explore",
                                     mode="generate", world=load_map().to_wire()))
    busy = svc.handle(b"game", prepare("generate"))
    assert isinstance(busy, p.AgentPrepared) and not busy.reading
    assert busy.why == "an order is under way"
    no_model = AgentService(CodeAgent(model=None, validator=PassingValidator(), library=None,
                                      api_text="API"), History(tmp_path), default_mode="generate")
    reply = no_model.handle(b"game", prepare())
    assert isinstance(reply, p.AgentPrepared) and reply.why == "no model is available"
    bad = svc.handle(b"game", p.AgentPrepare(request_id="g2", mode="loud", world={}))
    assert isinstance(bad, p.ErrorReply) and bad.code == p.BAD_FIELD
    assert model.read_calls == []


def test_a_newer_world_replaces_one_not_begun_and_an_order_voids_it(tmp_path):
    model = ReadingModel()
    svc = AgentService(agent(model), History(tmp_path), default_mode="generate")
    first, later = load_map(), load_map()
    later.player.position = (2, 3)
    svc.handle(b"game", prepare(world=first))
    svc.handle(b"game", prepare(world=later))
    assert svc.jobs.qsize() == 1  # one read ahead, of the newest world
    job = svc.jobs.get_nowait()
    svc._read_ahead(job)  # what the order thread does
    [ahead] = model.read_calls
    assert prompt.user_message_ahead(later) == ahead[1].content

    svc.handle(b"game", prepare(world=first))
    svc.handle(b"game", p.AgentOrder(request_id="r1", order_id="o1", text="explore",
                                     mode="generate", world=first.to_wire()))
    voided = svc.jobs.get_nowait()
    svc._read_ahead(voided)
    assert len(model.read_calls) == 1  # the order reads what it needs itself
