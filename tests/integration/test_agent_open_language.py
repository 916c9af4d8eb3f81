"""Open language with the real embedded model and the real model service: the model restates an
order held to the house language's grammar, and an open order goes to the model to write, judged
by the general checks alone. The path, not the small model's quality."""

from __future__ import annotations

import tempfile
from functools import partial

import pytest
import zmq

from agent.house import HOUSE, Outside
from agent.house.examples import ExampleBank
from agent.house.restate import GameWords, ModelRestater
from agent.library.embedding import SentenceEmbedder
from agent.loop import AgentLimits, CodeAgent
from agent.reading import meaning as m, read
from agent.validate import SandboxValidator
from config.settings import load_config
from game.maps import load_map
from game.rules import Rules
from sandbox_worker import api
from services.agent_server.wiring import ServiceModel, restate_with_model, validation_executor
from services.llm_server.client import LlmClient
from tests.integration.test_llm_support import LlmProcess

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]

UNREAD = "hang back, somewhere between 3 and 6 tiles from me"
OPEN = "do a little dance for me"


@pytest.fixture(scope="module")
def llm(tmp_path_factory):
    process = LlmProcess(tmp_path_factory.mktemp("ipc"), "llm.max_tokens=160",
                         "llm.n_ctx=8192").start()
    ctx = zmq.Context()
    yield ctx, process
    ctx.destroy(linger=0)
    process.stop()


def test_the_model_restates_in_the_house_language(llm):
    ctx, process = llm
    assert not read(UNREAD).understood
    client = LlmClient(ctx, process.endpoint, idle_timeout_ms=60_000)
    bank = ExampleBank(SentenceEmbedder().embed)
    said = []

    def write(messages, draft):
        said.append(restate_with_model(client, messages, draft))
        return said[-1]

    got = ModelRestater(write, bank, GameWords(bank.orders)).restate(UNREAD)
    # The grammar holds the model to the language: its words read, as an order or as outside.
    assert said and (isinstance(HOUSE.read(said[0]), m.Meaning)
                     or isinstance(HOUSE.read(said[0], "outside"), Outside)), said
    assert got.sentence == said[0].strip()
    assert got.ok or got.problem
    client.close()


def test_a_model_that_does_not_answer_leaves_the_refusal(llm):
    ctx, _ = llm
    silent = LlmClient(ctx, "ipc:///tmp/no-such-model-service", timeout_ms=200,
                       idle_timeout_ms=300)
    bank = ExampleBank(SentenceEmbedder().embed)
    got = ModelRestater(partial(restate_with_model, silent), bank,
                        GameWords(bank.orders)).restate(UNREAD)
    assert not got.ok and got.problem == "the model did not answer"
    silent.close()


def test_an_open_order_is_written_by_the_model_and_judged_by_the_general_checks(llm):
    ctx, process = llm
    data = tempfile.mkdtemp(prefix="da-o-", dir="/tmp")
    cfg = load_config(None, [f"paths.data_dir={data}"], environ={})
    pool = validation_executor(cfg, ctx)
    try:
        agent = CodeAgent(
            model=ServiceModel(LlmClient(ctx, process.endpoint, idle_timeout_ms=60_000),
                               grammar="lua_update_func", max_tokens=160),
            validator=SandboxValidator(pool, api_globals=api.global_names(),
                                       methods=[e.name for e in api.entries("method")],
                                       dry_run_ticks=20, rules=Rules(0.0, 2)),
            library=None, api_text=api.api_reference_text(),
            limits=AgentLimits(max_attempts=2), open_orders=True,
            names_outside=lambda order: False)
        out = agent.serve(OPEN, load_map(), mode="fallback")
        assert out.unchecked and not out.refused
        assert out.attempts and all(a.raw.strip() for a in out.attempts)
        if out.ok:
            assert out.served_by == "generated"
            assert "not checked against what you asked" in out.message
    finally:
        pool.close()
