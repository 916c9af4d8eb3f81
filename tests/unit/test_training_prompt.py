"""The prompt the shipped adapter was trained with is the prompt the agent sends when the adapter
is on: the generator's pairs, rendered by ``agent.training.dataset.chat_prompt``, against what the
agent (built from the default configuration, as the agent service builds it) hands the model
service, rendered with the chat template of the embedded model's own GGUF."""

from __future__ import annotations

import json
from pathlib import Path

import llama_cpp
import pytest

from agent.house import HOUSE
from agent.loop import ALTERNATE, REPAIR, CodeAgent
from agent.prompt import UPDATE_FUNC_HEADER, system_prompt, tuned_system_prompt
from agent.reading import read
from agent.training.dataset import INSTRUCTION_LAST, TRAIN, Pair, chat_prompt, read_meta, read_pairs
from agent.training.generate import generate, world_states
from config.settings import Config, load_config
from sandbox_worker import api
from services.agent_server.wiring import (
    agent_grammar,
    agent_implied_prefix,
    agent_limits,
    agent_prompt_layout,
    agent_reply_prefix,
    agent_system_prompt,
)
from services.llm_server.adapters import read_card, shipped_adapter_path
from services.llm_server.chat_template import ChatTemplate, without_thinking
from services.llm_server.families import Family, detect_family
from services.llm_server.models import resolve_model
from tests.unit.test_agent_compose import StepLibrary, Validator
from tests.unit.test_agent_loop import ScriptedModel

Template = tuple[ChatTemplate, Family]


SEED = 4


@pytest.fixture(scope="module")
def data(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Pairs in the layout the shipped adapter was trained in (its card says)."""
    out = tmp_path_factory.mktemp("data")
    generate(out, n=12, seed=SEED, n_test=0, layout=read_card(shipped_adapter_path()).prompt_layout)
    return out


@pytest.fixture(scope="module")
def template() -> tuple[ChatTemplate, Family]:
    """The embedded model's chat template and family, as the model service loads them."""
    cfg = load_config(environ={})
    model = resolve_model(cfg.llm.model, cfg.data_dir)
    llm = llama_cpp.Llama(model_path=str(model.path), vocab_only=True, verbose=False)
    try:
        meta = dict(llm.metadata)
        family = detect_family("", model.family, str(model.path), meta)
        return ChatTemplate.for_model(
            meta.get("tokenizer.chat_template"), family,
            bos_token=llm._model.token_get_text(llm.token_bos()),
            eos_token=llm._model.token_get_text(llm.token_eos())), family
    finally:
        llm.close()


def served_prompt(cfg: Config, template: Template, pair: Pair,
                  mode: str) -> str:
    """What the model service renders for the agent's first request on ``pair``'s order."""
    model = ScriptedModel([pair.program])
    agent = CodeAgent(model=model, validator=Validator(), library=StepLibrary(),
                      api_text=api.api_reference_text(), limits=agent_limits(cfg),
                      system=agent_system_prompt(cfg), layout=agent_prompt_layout(cfg))
    world = dict(world_states(SEED))[pair.state]
    out = agent.serve(pair.order, world, mode)
    assert len(model.calls) == 1, out.attempts
    turns = [m for m in model.calls[0]]
    chat, family = template
    return chat.render(without_thinking(turns, family))


def test_with_the_adapter_on_the_agent_sends_the_training_prompt(data: Path,
                                                                 template: Template) -> None:
    cfg = load_config(environ={})  # the default: the embedded model with the shipped adapter
    # Nor is it constrained by a grammar it was not trained under.
    assert agent_grammar(cfg) == ""
    meta = read_meta(data)
    assert meta.seed == SEED
    # The system prompt the shipped adapter was trained with, as its card records it: the API
    # has grown since (the logic helpers), and the adapter is sent the prompt it knows.
    card = json.loads(shipped_adapter_path().with_suffix(".json").read_text(encoding="utf-8"))
    trained = card["system_prompt"]
    assert agent_system_prompt(cfg) == trained
    pairs = list(read_pairs(data / TRAIN))
    for pair in pairs:
        # generate mode: every order goes to the model, with the library's nearest entries
        # as examples unless the adapter is on; the order as it was read, in the house
        # language where that says it (the words the training orders are drawn around)
        said = HOUSE.render(read(pair.order)) or pair.order
        assert pair.order in pair.user
        assert served_prompt(cfg, template, pair, "generate") == chat_prompt(
            trained, pair.user.replace(pair.order, said))
    # The next adapter is trained with the short prompt of the API as it is now; the shipped
    # one was trained with the short prompt too (a fifth of the whole document's tokens).
    assert meta.system == tuned_system_prompt(api.api_summary_text())
    assert len(trained) * 4 < len(system_prompt(api.api_reference_text()))


def test_without_the_adapter_the_agent_shows_examples(data: Path,
                                                      template: Template) -> None:
    """The other side of the switch: a model without the adapter (a user's own, or the embedded
    one with llm.lora = "") gets the library's examples, so the prompt differs from the training
    one."""
    meta = read_meta(data)
    pair = next(read_pairs(data / TRAIN))
    for overrides in (["llm.lora="], ["llm.model=/models/Qwen3-8B-Q4_K_M.gguf"]):
        cfg = load_config(overrides=overrides, environ={})
        limits = agent_limits(cfg)
        assert limits.examples == cfg.agent.example_functions > 0
        assert limits.retry == REPAIR  # a general model is shown what failed
        assert agent_grammar(cfg) == cfg.agent.grammar == "lua_update_func"
    # The tuned model learnt first questions alone: a retry asks it afresh.
    assert agent_limits(load_config(environ={})).retry == ALTERNATE
    cfg = load_config(overrides=["llm.lora="], environ={})
    prompt = served_prompt(cfg, template, pair, "generate")
    assert prompt != chat_prompt(meta.system, pair.user)
    assert "Working functions for similar orders" in prompt


def test_the_tuned_model_is_given_the_first_line_every_program_it_learnt_begins_with(
        data: Path) -> None:
    """With the adapter on, the answer's first line is either written into the prompt for the
    model to read (the INSTRUCTION_LAST layout) or put before what it writes (ORDER_LAST), and it
    writes the rest: that line must be how every training program begins, to the byte, or the
    model would be handed a start it never learnt, or the agent add one it never meant."""
    cfg = load_config(environ={})
    if agent_prompt_layout(cfg) == INSTRUCTION_LAST:
        assert (agent_reply_prefix(cfg), agent_implied_prefix(cfg)) == (UPDATE_FUNC_HEADER, "")
    else:
        assert (agent_reply_prefix(cfg), agent_implied_prefix(cfg)) == (
            "", UPDATE_FUNC_HEADER + "\n")
    for pair in read_pairs(data / TRAIN):
        assert pair.program.startswith(UPDATE_FUNC_HEADER + "\n"), pair.program
    # No adapter (the embedded model without it, or a model of the user's own): nothing given,
    # the model may think first or write under the Lua grammar.
    for overrides in (["llm.lora="], ["llm.model=/models/Qwen3-8B-Q4_K_M.gguf"]):
        assert agent_reply_prefix(load_config(overrides=overrides, environ={})) == ""
