"""The restating adapter (``llm.restate_lora``): a second small instance beside the model that a
request names in ``llm.generate``'s ``adapter``; which adapter file the setting names; and the
agent asking it with the order alone."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import pytest

from base.protocol import ChatMessage, ErrorReply, LlmGenerate, LlmInfo, LlmInfoResult, LlmResult
from base.token_counts import TokenCounts
from config.settings import ConfigError, LlmConfig, load_config
from services.cli.llm import format_info
from services.llm_server.adapters import (
    RESTATE_NAME,
    resolve_adapter,
    restate_adapter_applies,
    shipped_adapter_path,
)
from services.llm_server.backend import STOP, BackendInfo, Completion, PromptProgress
from services.llm_server.families import FAMILIES
from services.llm_server.server import LlmService
from services.llm_server.task_backends import RESTATE, TaskBackends

ORDER = [ChatMessage.system("Restate."), ChatMessage.user("Order: grab the blade")]


@dataclass
class Instance:
    """A model in process that answers with its own name and notes what it was asked."""

    name: str
    seen: list = field(default_factory=list)
    warmed: int = 0
    closed: bool = False

    @property
    def info(self) -> BackendInfo:
        return BackendInfo(model=self.name, model_path=f"/{self.name}.gguf", backend="llama_cpp",
                           family=FAMILIES["smollm2"], n_ctx=512, n_threads=1, n_gpu_layers=0,
                           device="CPU", grammars=("house",), load_s=0.1)

    def generate(self, params, on_text, should_stop, on_restart=None):
        self.seen.append(params)
        on_text(self.name)
        return Completion(self.name, STOP, TokenCounts(10, 0, 1), 1.0, 1.0)

    def warm_up(self):
        self.warmed += 1
        return Completion("", STOP, TokenCounts(10, 0, 1), 1.0, 1.0)

    def reading(self):
        return PromptProgress(tokens=10, read=5, elapsed_s=0.1, read_at_s=0.05)

    def close(self):
        self.closed = True


def _served(adapter: str) -> tuple[list, Instance, Instance]:
    main, restater = Instance("model"), Instance("restater")
    service = LlmService(TaskBackends(main, {RESTATE: restater}), LlmConfig(stream_interval_ms=0))
    out = service.handle(b"p", LlmGenerate(request_id="r", messages=ORDER, adapter=adapter))
    sent: list = []
    if not any(isinstance(m, ErrorReply) for _, m in out):
        assert service.run_next(lambda peer, msg: sent.append(msg), timeout_s=0)
    return [m for _, m in out] + sent, main, restater


def test_a_request_naming_the_restater_is_written_by_it_and_the_rest_by_the_model() -> None:
    replies, main, restater = _served(RESTATE)
    assert isinstance(replies[-1], LlmResult) and replies[-1].text == "restater"
    assert [p.adapter for p in restater.seen] == [RESTATE] and main.seen == []

    replies, main, restater = _served("")
    assert isinstance(replies[-1], LlmResult) and replies[-1].text == "model"
    assert restater.seen == [] and len(main.seen) == 1


def test_a_task_the_service_does_not_serve_is_a_bad_field_naming_what_is_served() -> None:
    replies, main, restater = _served("summarise")
    [error] = replies
    assert isinstance(error, ErrorReply) and error.code == "bad_field"
    assert "'summarise' is not served here; served: restate" in error.message
    assert main.seen == restater.seen == []

    plain = LlmService(Instance("model"), LlmConfig())
    [(_, error)] = plain.handle(b"p", LlmGenerate(request_id="r", messages=ORDER,
                                                  adapter=RESTATE))
    assert isinstance(error, ErrorReply) and "served: none" in error.message


def test_info_lists_the_tasks_and_warm_up_close_reach_every_instance() -> None:
    main, restater = Instance("model"), Instance("restater")
    both = TaskBackends(main, {RESTATE: restater})
    [(_, info)] = LlmService(both, LlmConfig()).handle(b"p", LlmInfo(request_id="i"))
    assert isinstance(info, LlmInfoResult)
    assert info.tasks == [RESTATE] and info.model == "model"
    assert 'beside it  restate (llm.generate adapter = "restate")' in format_info(info).splitlines()
    both.warm_up()
    assert (main.warmed, restater.warmed) == (1, 1)
    assert both.reading() == main.reading()
    both.close()
    assert main.closed and restater.closed


def test_the_shipped_restating_adapter_is_for_the_embedded_model_only() -> None:
    # On by default with the embedded model: it serves seven times as many of the orders the
    # reader cannot read as the model shown worked examples, none wrong (docs/measurements.md,
    # "Restating"); another model restates from the examples itself.
    cfg = load_config(environ={})
    assert cfg.llm.restate_lora == "default"
    assert restate_adapter_applies(cfg.llm)
    adapter = resolve_adapter(cfg.llm, "restate_lora")
    assert adapter is not None and adapter.path == shipped_adapter_path(RESTATE_NAME)
    assert adapter.path.stat().st_size > 1_000_000  # the real weights, not a pointer file
    assert adapter.system_prompt is not None and "house language" in adapter.system_prompt
    assert adapter.name == RESTATE_NAME and adapter.heldout_n > 0 and adapter.heldout_exact > 0.9

    own = replace(cfg.llm, model="/models/Qwen3-8B-Q4_K_M.gguf")
    assert resolve_adapter(own, "restate_lora") is None and not restate_adapter_applies(own)
    off = replace(cfg.llm, restate_lora="")
    assert resolve_adapter(off, "restate_lora") is None and not restate_adapter_applies(off)
    remote = replace(cfg.llm, backend="openai", openai_urls=("http://127.0.0.1:8080",))
    assert not restate_adapter_applies(remote)


@pytest.mark.parametrize("value", ["shipped", "restate"])
def test_a_restate_lora_that_is_neither_a_choice_nor_a_path_is_refused(value: str) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(overrides=[f"llm.restate_lora={value}"], environ={})
    assert str(caught.value).startswith(f"llm.restate_lora = {value!r}: expected \"\" (none)")
