"""The embedded model runs as a Q8_0 copy of its packaged Q4_1 weights, made once in the data
folder (services/llm_server/requantize.py): prompts are read about twice as fast, and the tuned
model writes the same programs."""

from __future__ import annotations

import logging
import os
from dataclasses import replace

import gguf
import pytest

from base.protocol import ChatMessage
from config.settings import LlmConfig, load_config
from services.llm_server.backend import GenerationParams
from services.llm_server.models import ModelFile, resolve_model
from services.llm_server.requantize import requantized

pytestmark = [pytest.mark.slow, pytest.mark.timeout(120)]


@pytest.fixture(scope="module")
def packaged(tmp_path_factory):
    return resolve_model("smollm2-135m", tmp_path_factory.mktemp("data"))


def tensor_types(path) -> set[str]:
    return {t.tensor_type.name for t in gguf.GGUFReader(str(path)).tensors}


def test_the_copy_is_made_once_in_the_data_folder_and_again_when_the_package_changes(
        packaged, tmp_path):
    copy = requantized(packaged, tmp_path / "models")
    assert copy.path.parent == tmp_path / "models" and copy.path.name.endswith(".as-q8_0.gguf")
    assert copy.source == packaged.path and copy.name == packaged.name
    assert "Q4_1" in tensor_types(packaged.path)
    assert tensor_types(copy.path) == {"Q8_0", "F32"}  # norms stay F32
    made = copy.path.stat().st_mtime_ns
    again = requantized(packaged, tmp_path / "models")
    assert again == copy and copy.path.stat().st_mtime_ns == made  # not made again
    # A stamp from another packaged file (a new version of the package): made again.
    stamp = copy.path.with_suffix(".json")
    stamp.write_text(stamp.read_text().replace('"size": ', '"size": 1'))
    requantized(packaged, tmp_path / "models")
    assert copy.path.stat().st_mtime_ns != made
    assert not [f for f in os.listdir(tmp_path / "models") if f.endswith(".tmp")]


def test_a_copy_that_cannot_be_made_leaves_the_packaged_file_running(packaged, tmp_path, caplog):
    blocked = tmp_path / "models"
    blocked.write_text("a file where the folder should be")
    with caplog.at_level(logging.WARNING):
        model = requantized(packaged, blocked)
    assert model == packaged
    assert "running SmolLM2-135M-Instruct.Q4_1.gguf as packaged" in caplog.text


def test_a_model_given_by_path_runs_as_it_is(packaged, tmp_path):
    mine = ModelFile(name=str(packaged.path), path=packaged.path, family="")
    assert requantized(mine, tmp_path / "models") == mine
    assert not (tmp_path / "models").exists()


def test_the_service_loads_the_copy_unless_told_not_to(tmp_path):
    from services.llm_server.server import build_backend

    cfg = load_config(overrides=[f"paths.data_dir={tmp_path}", "llm.lora=", "llm.n_ctx=512"],
                      environ={})
    backend = build_backend(cfg)
    try:
        assert backend.info.model_path == str(tmp_path / "models"
                                              / "SmolLM2-135M-Instruct.Q4_1.as-q8_0.gguf")
    finally:
        backend.close()
    off = load_config(overrides=[f"paths.data_dir={tmp_path}", "llm.lora=", "llm.n_ctx=512",
                                 "llm.requantize=false"], environ={})
    backend = build_backend(off)
    try:
        assert backend.info.model_path.endswith("SmolLM2-135M-Instruct.Q4_1.gguf")
    finally:
        backend.close()


def test_the_tuned_model_on_the_copy_writes_the_composers_programs(packaged, tmp_path):
    from agent.compose import compose
    from agent.prompt import UPDATE_FUNC_HEADER, user_message
    from agent.reading import read
    from game.maps import load_map
    from services.llm_server.adapters import resolve_adapter
    from services.llm_server.llama_backend import LlamaCppBackend

    adapter = resolve_adapter(LlmConfig())
    assert adapter is not None
    copy = requantized(packaged, tmp_path / "models")
    tuned = LlamaCppBackend(copy, replace(LlmConfig(), n_ctx=1024, lora=str(adapter.path)), {},
                            adapter=adapter)
    world = load_map("default", seed=0)
    try:
        for order in ("bring me the bow", "how many monsters are left?", "guard the sword",
                      "fetch the bow then the arrow and kill the bat"):
            turns = [ChatMessage.system(adapter.system_prompt),
                     ChatMessage.user(user_message(order, world))]
            done = tuned.generate(GenerationParams(turns=turns, max_tokens=120, seed=0,
                                                   temperature=0.0,
                                                   reply_prefix=UPDATE_FUNC_HEADER),
                                  lambda _t: None, lambda: False)
            assert done.text.strip() == compose(read(order), world).code.strip(), order
    finally:
        tuned.close()
