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
    ServiceModel,
    agent_grammar,
    agent_limits,
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
        agent = CodeAgent(
            model=ServiceModel(LlmClient(ctx, service.endpoint, idle_timeout_ms=30_000),
                               grammar=agent_grammar(cfg), max_tokens=cfg.llm.max_tokens),
            validator=SandboxValidator(pool, api_globals=api.global_names(),
                                       methods=[e.name for e in api.entries("method")],
                                       dry_run_ticks=cfg.agent.dry_run_ticks,
                                       rules=Rules(0.0, cfg.game.monster_leash_tiles)),
            library=None, api_text=api.api_reference_text(), limits=agent_limits(cfg),
        )
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
