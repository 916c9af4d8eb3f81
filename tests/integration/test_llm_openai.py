"""The OpenAI-compatible backend against a real server: llama-cpp-python's own
``llama_cpp.server`` on loopback, serving the embedded model."""

from __future__ import annotations

import shutil

import pytest

from base.protocol import ChatMessage, LlmResult, LlmToken
from base.transport import RemoteError, new_request_id
from config.settings import LlmConfig
from services.llm_server.backend import GenerationParams
from services.llm_server.errors import MODEL_LOAD_FAILED, LlmError
from services.llm_server.grammars import grammar_dir, load_grammars
from services.llm_server.models import resolve_model
from services.llm_server.openai_backend import OpenAIBackend
from tests.integration.test_llm_support import LlamaServer, LlmProcess, free_port, short_tmp

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]

LONG_STORY = [ChatMessage.user("Tell me a very long story about a dungeon, with many rooms.")]


@pytest.fixture(scope="module")
def server_url(tmp_path_factory):
    model = resolve_model("smollm2-135m", tmp_path_factory.mktemp("data"))
    server = LlamaServer(model.path, tmp_path_factory.mktemp("log") / "server.log")
    try:
        yield server.start().url
    finally:
        server.stop()


@pytest.fixture(scope="module")
def backend(server_url):
    cfg = LlmConfig(backend="openai", openai_urls=(server_url,))
    return OpenAIBackend(cfg, load_grammars(grammar_dir(cfg.grammar_dir)))


def test_the_remote_model_is_described(backend, server_url):
    info = backend.info
    assert info.backend == "openai" and info.model_path == server_url
    assert info.model.endswith("SmolLM2-135M-Instruct.Q4_1.gguf")
    assert info.family.name == "smollm2"  # detected from the served model's name
    assert "lua_update_func" in info.grammars


def test_a_reply_streams_with_timings(backend):
    pieces = []
    done = backend.generate(
        GenerationParams(turns=[ChatMessage.system("Be brief."),
                                ChatMessage.user("Name a colour.")], max_tokens=16, seed=1),
        pieces.append, lambda: False)
    assert len(pieces) >= 2 and "".join(pieces) == done.text
    assert done.finish_reason in ("stop", "length")
    # llama_cpp.server reports no usage when streaming: chunks are counted, prompt unknown.
    assert done.tokens.completion_tokens == len(pieces)
    assert done.tokens.prompt_tokens == -1 and done.tokens.prompt_tokens_cached == -1
    assert done.prompt_ms > 0 and done.generation_ms > 0


def test_the_lua_grammar_is_applied_by_the_server(backend):
    system = ("You write Lua code for a dungeon game. Reply with one function:\n"
              "function update_func(player, ai, monsters, items)\n  ai:move(\"d\")\n"
              "  return \"Moving right\"\nend")
    done = backend.generate(
        GenerationParams(turns=[ChatMessage.system(system), ChatMessage.user("Move up.")],
                         max_tokens=48, grammar="lua_update_func", seed=0),
        lambda _t: None, lambda: False)
    assert done.text.startswith("function update_func(player, ai, monsters, items)\n")


def test_should_stop_ends_a_remote_generation(backend):
    pieces = []
    done = backend.generate(GenerationParams(turns=LONG_STORY, max_tokens=600),
                            pieces.append, lambda: len(pieces) >= 3)
    assert done.finish_reason == "stopped"
    assert 3 <= len(pieces) < 100


def test_an_unreachable_server_fails_at_start_with_its_url():
    url = f"http://127.0.0.1:{free_port()}"
    with pytest.raises(LlmError) as err:
        OpenAIBackend(LlmConfig(backend="openai", openai_urls=(url,),
                                openai_connect_timeout_ms=500), {})
    assert err.value.code == MODEL_LOAD_FAILED and url in err.value.message


def test_the_service_serves_the_same_messages_from_a_remote_backend(server_url, zmq_ctx):
    folder = short_tmp()
    # A message per piece (no batching), so that the pieces count the streamed chunks.
    service = LlmProcess(folder, "llm.backend=openai", f'llm.openai_urls=["{server_url}"]',
                         "llm.stream_interval_ms=0")
    try:
        service.start()
        client = service.client(zmq_ctx)
        replies = list(client.stream([ChatMessage.user("Name a colour.")], max_tokens=12, seed=2))
        tokens = [r for r in replies if isinstance(r, LlmToken)]
        result = replies[-1]
        assert isinstance(result, LlmResult) and tokens
        assert "".join(t.text for t in tokens) == result.text
        assert result.completion_tokens == len(tokens) and result.timings.total_ms > 0
        info = client.info()
        assert info.backend == "openai" and info.model_path == server_url
        rid = new_request_id("long")
        with pytest.raises(RemoteError) as err:
            for i, _ in enumerate(client.stream([ChatMessage.user("Tell a long story.")],
                                                request_id=rid, max_tokens=600)):
                if i == 2:
                    client.cancel(rid)
        assert err.value.code == "cancelled"
    finally:
        service.stop()
        shutil.rmtree(folder, ignore_errors=True)
