"""The agent with the real embedded model, the real model service and a real sandbox: an order
written by the model, checked and retried; and open language: the model restates an order held
to the house language's grammar, and an open order goes to the model to write, judged by the
general checks alone. The path, not the small model's quality. One model service answers the
tests that only ask it questions (its cache then holds the agent's instructions, as in play)."""

from __future__ import annotations

import tempfile
from functools import partial

import pytest
import zmq

from agent.house import HOUSE, Outside
from agent.house.checks import GameWords
from agent.house.examples import ExampleBank
from agent.house.restate import ModelRestater
from agent.library.embedding import SentenceEmbedder
from agent.loop import AgentLimits, CodeAgent
from agent.reading import meaning as m, read
from agent.validate import SandboxValidator
from base.protocol import ChatMessage
from config.settings import LlmConfig, load_config
from game.maps import load_map
from game.rules import Rules
from sandbox_worker import api
from services.agent_server.wiring import ServiceModel, restate_with_model, validation_executor
from services.llm_server.adapters import resolve_adapter
from services.llm_server.client import LlmClient
from services.llm_server.task_backends import RESTATE
from tests.integration.test_llm_support import LlmProcess

pytestmark = [pytest.mark.timeout(300), pytest.mark.slow]

UNREAD = "keep close behind me as I walk"
OPEN = "do a little dance for me"


def _serving(folder, *overrides):
    """A model service of its own and a context to reach it, stopped after."""
    process = LlmProcess(folder, "llm.max_tokens=160", *overrides).start()
    ctx = zmq.Context()
    yield ctx, process
    ctx.destroy(linger=0)
    process.stop()


@pytest.fixture(scope="module")
def llm(tmp_path_factory):
    yield from _serving(tmp_path_factory.mktemp("ipc"), "llm.n_ctx=8192")


def test_the_model_restates_in_the_house_language(llm):
    ctx, process = llm
    assert not read(UNREAD).understood
    client = LlmClient(ctx, process.endpoint, idle_timeout_ms=60_000)
    bank = ExampleBank(SentenceEmbedder().embed)
    said = []

    def write(messages, draft):
        answer = restate_with_model(client, messages, draft)
        said.append(answer.text)
        return answer

    got = ModelRestater(write, bank, GameWords(bank.orders)).restate(UNREAD)
    # The grammar holds the model to the language: its words read, as an order or as outside.
    assert said and (isinstance(HOUSE.read(said[0]), m.Meaning)
                     or isinstance(HOUSE.read(said[0], "outside"), Outside)), said
    assert got.sentence == said[0].strip()
    assert 0.0 < got.sure <= 1.0  # how sure the model was, as the service measured it
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


def _writing_agent(llm, pool, idle_timeout_ms: int, **options) -> CodeAgent:
    """The agent with the real model writing Lua (grammar-constrained) and a real sandbox
    judging it, no library: what the model writes is all it serves."""
    ctx, process = llm
    return CodeAgent(
        model=ServiceModel(LlmClient(ctx, process.endpoint, idle_timeout_ms=idle_timeout_ms),
                           grammar="lua_update_func", max_tokens=160),
        validator=SandboxValidator(pool, api_globals=api.global_names(),
                                   methods=[e.name for e in api.entries("method")],
                                   dry_run_ticks=20, rules=Rules(0.0, 2)),
        library=None, api_text=api.api_reference_text(),
        limits=AgentLimits(max_attempts=2), **options)


def _pool(llm, prefix: str):
    data = tempfile.mkdtemp(prefix=prefix, dir="/tmp")
    return validation_executor(load_config(None, [f"paths.data_dir={data}"], environ={}), llm[0])


def test_an_open_order_is_written_by_the_model_and_judged_by_the_general_checks(llm):
    pool = _pool(llm, "da-o-")
    try:
        agent = _writing_agent(llm, pool, 60_000, open_orders=True,
                               names_outside=lambda order: False)
        out = agent.serve(OPEN, load_map(), mode="fallback")
        assert out.unchecked and not out.refused
        assert out.attempts and all(a.raw.strip() for a in out.attempts)
        if out.ok:
            assert out.served_by == "generated"
            assert "not checked against what you asked" in out.message
    finally:
        pool.close()



def test_the_small_model_goes_through_generate_validate_retry(llm):
    pool = _pool(llm, "da-a-")
    try:
        agent = _writing_agent(llm, pool, 30_000)
        stages = []
        out = agent.serve("walk in a small square", load_map(), mode="generate",
                          progress=lambda stage, detail: stages.append(stage))
        assert out.served_by in ("generated", "none")
        assert stages[0] == "writing"
        for attempt in out.attempts:
            assert attempt.raw.strip(), "the model wrote nothing"
            assert attempt.tokens.completion_tokens > 0 and attempt.tokens.prompt_tokens > 0
        if not out.ok:
            # Both attempts failed: the second prompt carried the first attempt's error.
            assert len(out.attempts) == 2
            assert out.attempts[0].error.split(":")[0][:40] in out.user_prompts[1]
            assert "after 2 tries" in out.message
        # The system prompt is the same bytes for both attempts (the service caches its prefix).
        assert out.system_prompt.startswith("You write Lua code")
        if len(out.attempts) == 2:
            assert out.attempts[1].tokens.prompt_tokens_cached > 0
    finally:
        pool.close()

# -- the restating adapter, served beside the model ---------------------------------------------


@pytest.fixture(scope="module")
def restating(tmp_path_factory):
    yield from _serving(tmp_path_factory.mktemp("ipc"), "llm.restate_lora=default")


def test_the_restating_adapter_restates_beside_the_model_that_writes_lua(restating):
    ctx, process = restating
    client = LlmClient(ctx, process.endpoint, idle_timeout_ms=60_000)
    assert client.info().tasks == [RESTATE]
    bank = ExampleBank(SentenceEmbedder().embed)
    restater = ModelRestater(partial(restate_with_model, client, grammar="", adapter=RESTATE),
                             bank, GameWords(bank.orders), examples=0, min_prob=0.65,
                             unknown_min_prob=0.96)
    # an order of the public benchmark's `restated` category, which its data never held
    order = UNREAD
    assert not read(order).understood
    got = restater.restate(order)
    assert got.sentence == "follow me" and got.ok, got
    assert got.meaning == HOUSE.read("follow me")
    assert 0.65 <= got.sure <= 1.0
    # Something the game does not have is said to be outside it, in the language's sentence.
    eaten = restater.restate("eat the arrow")
    assert not eaten.ok and eaten.outside and eaten.sentence == 'outside the game: "eat"'
    # The model's own instance, with its own cache, still writes the companion's Lua.
    skills = resolve_adapter(LlmConfig())
    assert skills is not None and skills.system_prompt
    lua = client.generate([ChatMessage.system(skills.system_prompt),
                           ChatMessage.user("Order: fetch the bow")],
                          max_tokens=40, temperature=0.0, seed=0)
    assert "return" in lua.text and "bow" in lua.text, lua.text
    client.close()
