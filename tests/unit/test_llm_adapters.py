"""``llm.lora``: which adapter the model service applies, what its card says, and how the service's
info and ``dungeon llm info`` show it."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from pathlib import Path

import pytest

from base import protocol
from base.protocol import LlmInfo, LlmInfoResult
from config.settings import ConfigError, LlmConfig, load_config
from services.cli.llm import format_info
from services.llm_server.adapters import (
    SHIPPED_NAME,
    adapter_applies,
    resolve_adapter,
    shipped_adapter_path,
)
from services.llm_server.backend import BackendInfo
from services.llm_server.errors import MODEL_NOT_FOUND, LlmError
from services.llm_server.families import FAMILIES
from services.llm_server.server import LlmService


def test_the_default_applies_the_shipped_adapter_to_the_embedded_model_only() -> None:
    cfg = load_config(environ={})
    assert cfg.llm.lora == "default" and cfg.llm.model == "smollm2-135m"
    adapter = resolve_adapter(cfg.llm)
    assert adapter is not None and adapter.path == shipped_adapter_path()
    assert adapter.path.stat().st_size > 1_000_000  # the real weights, not a pointer file
    assert adapter.name == SHIPPED_NAME
    card = json.loads(adapter.path.with_suffix(".json").read_text())
    assert adapter.heldout_exact == card["heldout"]["transformers"]["exact"]
    assert adapter.heldout_n == card["heldout"]["transformers"]["n"] > 0
    assert set(adapter.heldout_by_kind) == {"errand", "compound", "question", "logic", "duty"}
    assert adapter_applies(cfg.llm)

    own = replace(cfg.llm, model="/models/Qwen3-8B-Q4_K_M.gguf")
    assert resolve_adapter(own) is None and not adapter_applies(own)
    remote = replace(cfg.llm, backend="openai", openai_urls=("http://127.0.0.1:8080",))
    assert not adapter_applies(remote)
    off = replace(cfg.llm, lora="")
    assert resolve_adapter(off) is None and not adapter_applies(off)


def test_an_adapter_by_path_applies_to_any_model_and_reads_its_card(tmp_path: Path) -> None:
    path = tmp_path / "mine.gguf"
    path.write_bytes(b"GGUF")
    llm = LlmConfig(model="/models/other.gguf", lora=str(path))
    assert adapter_applies(llm)
    bare = resolve_adapter(llm)
    assert bare is not None and bare.name == "mine" and bare.heldout_exact == -1.0

    # agent.training.train writes card.json beside adapter.gguf
    trained = tmp_path / "adapter.gguf"
    trained.write_bytes(b"GGUF")
    (tmp_path / "card.json").write_text(json.dumps({
        "name": "smollm2-135m-skills-small",
        "heldout": {"transformers": {"n": 6, "exact": 0.5, "by_kind": {"errand": 1.0}}}}))
    read = resolve_adapter(replace(llm, lora=str(trained)))
    assert read is not None and read.name == "smollm2-135m-skills-small"
    assert (read.heldout_exact, read.heldout_n, dict(read.heldout_by_kind)) == (
        0.5, 6, {"errand": 1.0})
    assert read.system_prompt is None  # the card does not say: the agent sends its own

    (tmp_path / "card.json").write_text(json.dumps({"name": "x", "system_prompt": "You write"}))
    said = resolve_adapter(replace(llm, lora=str(trained)))
    assert said is not None and said.system_prompt == "You write"

    (tmp_path / "card.json").write_text("{not json")
    broken = resolve_adapter(replace(llm, lora=str(trained)))
    assert broken is not None and broken.name == "adapter" and broken.heldout_exact == -1.0


def test_a_missing_adapter_file_stops_the_service_with_its_path(tmp_path: Path) -> None:
    with pytest.raises(LlmError) as caught:
        resolve_adapter(LlmConfig(lora=str(tmp_path / "gone.gguf")))
    assert caught.value.code == MODEL_NOT_FOUND and "gone.gguf does not exist" in str(caught.value)


@pytest.mark.parametrize("value", ["shipped", "none", "smollm2-135m-skills"])
def test_a_lora_value_that_is_neither_a_choice_nor_a_path_is_refused(value) -> None:
    with pytest.raises(ConfigError) as caught:
        load_config(overrides=[f"llm.lora={value}"], environ={})
    assert str(caught.value).startswith(f"llm.lora = {value!r}: expected \"\" (none), "
                                        '"default" (the shipped adapter')


def test_an_adapter_path_needs_the_in_process_backend() -> None:
    with pytest.raises(ConfigError, match="needs llm.backend = llama_cpp"):
        load_config(overrides=["llm.lora=/a/b.gguf", "llm.backend=openai",
                               'llm.openai_urls=["http://127.0.0.1:1"]'], environ={})
    # the default stays valid with a remote server: it simply does not apply
    assert load_config(overrides=["llm.backend=openai", 'llm.openai_urls=["http://127.0.0.1:1"]'],
                       environ={}).llm.lora == "default"


@dataclass
class DescribedBackend:
    info: BackendInfo

    def generate(self, params, on_text, should_stop):  # pragma: no cover - never asked
        raise AssertionError("info only")

    def close(self) -> None:
        pass


def _info(adapter) -> LlmInfoResult:
    backend = DescribedBackend(BackendInfo(
        model="smollm2-135m", model_path="/m.gguf", backend="llama_cpp",
        family=FAMILIES["smollm2"], n_ctx=8192, n_threads=1, n_gpu_layers=0, device="CPU",
        grammars=("lua_update_func",), load_s=0.2, adapter=adapter))
    [(_, info)] = LlmService(backend, LlmConfig()).handle(b"p", LlmInfo(request_id="i"))
    assert isinstance(info, LlmInfoResult)
    # what a client reads off the wire
    decoded = protocol.decode(protocol.encode(info))
    assert isinstance(decoded, LlmInfoResult)
    return decoded


def test_info_names_the_adapter_and_its_held_out_scores() -> None:
    adapter = resolve_adapter(LlmConfig())
    info = _info(adapter)
    assert info.lora is not None and info.lora.name == SHIPPED_NAME
    assert info.lora.path == str(shipped_adapter_path())
    assert info.lora.heldout_exact == pytest.approx(0.8525) and info.lora.heldout_n == 400
    shown = format_info(info)
    assert ("adapter    smollm2-135m-skills: held-out exact program 85.2% of 400 orders "
            "(compound 85%, duty 93%, errand 84%, logic 84%, question 84%)") in shown.splitlines()


def test_info_without_an_adapter_says_none() -> None:
    info = _info(None)
    assert info.lora is None
    assert "adapter    none" in format_info(info).splitlines()
