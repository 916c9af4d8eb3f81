"""The agent loop with the real embedded model, the real model service and a real sandbox."""

from __future__ import annotations

import tempfile

import pytest
import zmq

from agent.loop import AgentLimits, CodeAgent
from agent.validate import SandboxValidator
from config.settings import load_config
from game.maps import load_map
from game.rules import Rules
from sandbox_worker import api
from services.agent_server.wiring import ServiceModel, validation_executor
from services.llm_server.client import LlmClient
from tests.integration.test_llm_support import LlmProcess

pytestmark = [pytest.mark.timeout(240), pytest.mark.slow]


def test_the_small_model_goes_through_generate_validate_retry(ipc_dir):
    llm = LlmProcess(ipc_dir, "llm.max_tokens=160", "llm.n_ctx=8192").start()
    ctx = zmq.Context()
    data = tempfile.mkdtemp(prefix="da-a-", dir="/tmp")
    cfg = load_config(None, [f"paths.data_dir={data}"], environ={})
    pool = validation_executor(cfg, ctx)
    try:
        agent = CodeAgent(
            model=ServiceModel(LlmClient(ctx, llm.endpoint, idle_timeout_ms=30_000),
                               grammar="lua_update_func", max_tokens=160),
            validator=SandboxValidator(pool, api_globals=api.global_names(),
                                       methods=[e.name for e in api.entries("method")],
                                       dry_run_ticks=20, rules=Rules(0.0, 2)),
            library=None,
            api_text=api.api_reference_text(),
            limits=AgentLimits(max_attempts=2),
        )
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
        ctx.destroy(linger=0)
        llm.stop()
