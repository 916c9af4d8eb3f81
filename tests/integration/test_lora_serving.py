"""The shipped adapter through the real model service: it is applied by default to the embedded
model, ``dungeon llm info`` names it with its held-out score, and a held-out compound order (words
and a sentence shape kept out of training) is served in generate mode by the tuned model, with
the agent built as the agent service builds it."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys

import pytest
import zmq

from agent.loop import CodeAgent
from agent.training.generate import world_states
from agent.training.heldout import Heldout
from agent.validate import SandboxValidator
from config.settings import load_config
from game.rules import Rules
from sandbox_worker import api
from services.agent_server.wiring import (
    agent_limits,
    agent_prompt_layout,
    agent_system_prompt,
    service_model,
    validation_executor,
)
from services.llm_server.adapters import SHIPPED_NAME
from services.llm_server.client import LlmClient
from tests.integration.test_llm_support import ROOT, LlmProcess, short_tmp

pytestmark = [pytest.mark.slow, pytest.mark.timeout(240)]

# From the held-out test set (agent.training.generate, seed 0): "blade" and "longbow" are
# held-out nouns, never in a training order. The companion already carries the bow there.
ORDER = "Grab the blade and the longbow"
STATE = "ai_bow"


@pytest.fixture(scope="module")
def service():
    folder = short_tmp()
    # The agent's context: the system prompt alone is about 2,100 tokens.
    proc = LlmProcess(folder, "llm.n_ctx=8192", "llm.max_tokens=200").start(timeout=120)
    yield proc
    proc.stop()
    shutil.rmtree(folder, ignore_errors=True)


def tuned_agent(cfg, client: LlmClient, pool, *, drafts: bool | None = None) -> CodeAgent:
    """The agent as the agent service makes it for the shipped adapter (its system prompt,
    layout, and the answer's given or implied first line), without the library, on a map whose
    monsters stand still."""
    return CodeAgent(
        model=service_model(cfg, client, drafts=drafts),
        validator=SandboxValidator(pool, api_globals=api.global_names(),
                                   methods=[e.name for e in api.entries("method")],
                                   dry_run_ticks=cfg.agent.dry_run_ticks,
                                   rules=Rules(0.0, cfg.game.monster_leash_tiles)),
        library=None, api_text=api.api_reference_text(), limits=agent_limits(cfg),
        system=agent_system_prompt(cfg), layout=agent_prompt_layout(cfg),
    )


def test_dungeon_llm_info_names_the_shipped_adapter_and_its_score(service):
    done = subprocess.run([sys.executable, "-m", "services.cli", "--set",
                           f"network.llm_endpoint={service.endpoint}", "llm", "info", "--json"],
                          cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    lora = json.loads(done.stdout)["lora"]
    assert lora["name"] == SHIPPED_NAME and lora["path"].endswith(f"{SHIPPED_NAME}.gguf")
    assert 0.0 < lora["heldout_exact"] <= 1.0 and lora["heldout_n"] > 0


def test_a_held_out_compound_order_is_served_in_generate_mode(service, ipc_dir):
    assert Heldout.load().words_in(ORDER) == ["blade", "longbow"]
    cfg = load_config(overrides=[f"paths.data_dir={ipc_dir}"], environ={})
    ctx = zmq.Context()
    pool = validation_executor(cfg, ctx)
    try:
        agent = tuned_agent(cfg, LlmClient(ctx, service.endpoint, idle_timeout_ms=30_000), pool)
        world = dict(world_states(0))[STATE]
        out = agent.serve(ORDER, world, mode="generate")
    finally:
        pool.close()
        ctx.destroy(linger=0)
    assert out.ok and out.served_by == "generated", [(a.error_kind, a.error, a.raw)
                                                       for a in out.attempts]
    assert len(out.attempts) == 1
    # The held-out nouns read as the game's items, both fetched, in the order's order (on this
    # machine: exactly the held-out set's program, plan({{fetch, "sword"}, {fetch, "bow"}})).
    assert re.findall(r'\{fetch, "(\w+)"\}', out.code) == ["sword", "bow"], out.code


def test_the_model_reads_the_world_ahead_and_checks_the_composers_draft(service, ipc_dir):
    """As the agent service runs it: the world read while the player types, so the order's own
    request reads only the order; the composer's program checked as a draft, so most of the
    program's tokens come from one pass; the program is the same with drafts off."""
    from agent.training.dataset import INSTRUCTION_LAST
    from game.maps import load_map

    cfg = load_config(overrides=[f"paths.data_dir={ipc_dir}"], environ={})
    ctx = zmq.Context()
    pool = validation_executor(cfg, ctx)
    world = load_map("default", seed=0)
    codes, attempts = [], []
    try:
        for drafts in (True, False):
            agent = tuned_agent(cfg, LlmClient(ctx, service.endpoint, idle_timeout_ms=30_000),
                                pool, drafts=drafts)
            ahead = agent.prepare(world)
            assert ahead is not None and ahead.tokens.completion_tokens == 0
            out = agent.serve("how many monsters are left?", world, mode="generate")
            assert out.ok and out.served_by == "generated", [a.error for a in out.attempts]
            codes.append(out.code)
            attempts.append(out.attempts[0])
    finally:
        pool.close()
        ctx.destroy(linger=0)
    drafted, alone = attempts
    # Read: the order and what follows it: the turn's end with the order last; with the
    # instruction last, the instruction, the turn's end and the program's first line too.
    most = 45 if agent_prompt_layout(cfg) == INSTRUCTION_LAST else 16
    for a in (drafted, alone):
        assert a.tokens.prompt_tokens - a.tokens.prompt_tokens_cached < most
    assert drafted.drafted >= drafted.tokens.completion_tokens - 3 and alone.drafted == 0
    assert codes[0] == codes[1]
