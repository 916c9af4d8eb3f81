"""The embedded model runs as a Q8_0 copy of its packaged Q4_1 weights, made once in the data
folder (services/llm_server/requantize.py), with the shipped adapter merged in: prompts are read
about twice as fast, the adapter costs nothing per token, and the tuned model writes the same
programs."""

from __future__ import annotations

import logging
import os
import shutil
from dataclasses import replace
from pathlib import Path

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


@pytest.fixture(scope="module")
def made(packaged, tmp_path_factory):
    """A model cache where each copy is made once, when a test first asks for it, for the tests
    that only load or read it (the making itself is tested apart, each time in a fresh folder):
    ``made(PLAIN)``, the Q8_0 copy; ``made(MERGED)``, the copy with the shipped adapter merged
    in. Returns the folder."""
    from services.llm_server.adapters import shipped_adapter_path

    folder = tmp_path_factory.mktemp("made")

    def make(kind: str) -> Path:
        if not list(folder.glob(f"*{kind}gguf")):
            copy = requantized(packaged, folder, shipped_adapter_path() if kind == MERGED else None)
            assert copy.path.parent == folder and kind in copy.path.name
        return folder

    return make


def cache_with(made, folder: Path, *kinds: str) -> Path:
    """``folder`` as a model cache holding the copies of the kinds named (and their stamps), as a
    cache where the service made them before: linked from ``made``'s, or copied where it cannot
    link."""
    folder.mkdir(parents=True, exist_ok=True)
    for kind in kinds:
        for f in made(kind).glob(f"*{kind}*"):
            try:
                os.link(f, folder / f.name)
            except OSError:
                shutil.copy2(f, folder / f.name)
    return folder


PLAIN, MERGED = ".as-q8_0.", ".merged-q8_0."


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



def test_the_packaged_file_reached_through_a_link_is_the_copy_already_made(packaged, made,
                                                                           tmp_path):
    # Another checkout whose environment is a link to this one's: the same file, another path.
    models = cache_with(made, tmp_path / "models", PLAIN)
    copy = requantized(packaged, models)
    made_at = copy.path.stat().st_mtime_ns
    (tmp_path / "env").symlink_to(packaged.path.parent, target_is_directory=True)
    linked = replace(packaged, path=tmp_path / "env" / packaged.path.name)
    assert requantized(linked, models).path == copy.path
    assert copy.path.stat().st_mtime_ns == made_at  # not made again

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


def test_the_model_cache_is_shared_by_data_folders_and_may_be_moved(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    for data in ("one", "two"):
        cfg = load_config(overrides=[f"paths.data_dir={tmp_path / data}"], environ={})
        assert cfg.model_cache == tmp_path / "xdg" / "dungeon-agent" / "models"
    moved = load_config(overrides=["paths.model_cache=~/models"], environ={})
    assert moved.model_cache == Path.home() / "models"


def test_the_service_loads_the_copy_unless_told_not_to(made, tmp_path):
    from services.llm_server.server import build_backend

    cache = cache_with(made, tmp_path / "cache", PLAIN)  # paths.model_cache: shared by every
    # data folder, where a first start made the copy
    alone = "llm.restate_lora="  # the model's own instance (the restater: test_llm_task_backends)
    cfg = load_config(overrides=[f"paths.data_dir={tmp_path}", f"paths.model_cache={cache}",
                                 "llm.lora=", "llm.n_ctx=512", alone], environ={})
    backend = build_backend(cfg)
    try:
        assert backend.info.model_path == str(cache / "SmolLM2-135M-Instruct.Q4_1.as-q8_0.gguf")
    finally:
        backend.close()
    off = load_config(overrides=[f"paths.data_dir={tmp_path}", f"paths.model_cache={cache}",
                                 "llm.lora=", "llm.n_ctx=512", "llm.requantize=false", alone],
                      environ={})
    backend = build_backend(off)
    try:
        assert backend.info.model_path.endswith("SmolLM2-135M-Instruct.Q4_1.gguf")
    finally:
        backend.close()


def test_the_adapter_is_merged_once_and_again_when_it_changes(packaged, tmp_path):
    from services.llm_server.adapters import shipped_adapter_path

    adapter = tmp_path / "mine.gguf"
    shutil.copyfile(shipped_adapter_path(), adapter)
    copy = requantized(packaged, tmp_path / "models", adapter)
    assert copy.path.name == "SmolLM2-135M-Instruct.Q4_1.mine.merged-q8_0.gguf"
    assert copy.merged == adapter and copy.source == packaged.path
    assert tensor_types(copy.path) == {"Q8_0", "F32"}
    made = copy.path.stat().st_mtime_ns
    assert requantized(packaged, tmp_path / "models", adapter) == copy
    assert copy.path.stat().st_mtime_ns == made  # not made again
    # The same adapter at another path and time (another checkout): the copy already made.
    elsewhere = tmp_path / "elsewhere" / "mine.gguf"
    elsewhere.parent.mkdir()
    shutil.copyfile(adapter, elsewhere)
    os.utime(elsewhere, ns=(made, made + 10**9))
    assert requantized(packaged, tmp_path / "models", elsewhere).path == copy.path
    assert copy.path.stat().st_mtime_ns == made
    # A retrained adapter (other weights, same size): merged again.
    data = bytearray(adapter.read_bytes())
    data[-1] ^= 0x01
    adapter.write_bytes(bytes(data))
    requantized(packaged, tmp_path / "models", adapter)
    assert copy.path.stat().st_mtime_ns != made
    assert not [f for f in os.listdir(tmp_path / "models") if f.endswith(".tmp")]


def write_adapter(path, shapes: dict[str, tuple[tuple[int, int], tuple[int, int]]],
                  kind: str = "adapter") -> None:
    """A LoRA adapter GGUF with zero matrices of the given (lora_a, lora_b) numpy shapes."""
    import numpy as np

    writer = gguf.GGUFWriter(path, arch="llama")
    writer.add_type(kind)
    writer.add_string("adapter.type", "lora")
    writer.add_float32("adapter.lora.alpha", 32.0)
    for name, (a, b) in shapes.items():
        writer.add_tensor(f"{name}.lora_a", np.zeros(a, dtype=np.float16))
        writer.add_tensor(f"{name}.lora_b", np.zeros(b, dtype=np.float16))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()


@pytest.mark.parametrize("shapes, kind, why", [
    ({"blk.0.attn_q.weight": ((16, 576), (192, 16))}, "adapter", "does not fit"),
    ({"blk.99.attn_q.weight": ((16, 576), (576, 16))}, "adapter", "does not have"),
    ({"blk.0.attn_q.weight": ((16, 576), (576, 16))}, "model", "not a LoRA adapter"),
])
def test_an_adapter_that_cannot_be_merged_is_applied_at_load(packaged, made, tmp_path, caplog,
                                                             shapes, kind, why):
    adapter = tmp_path / "other.gguf"
    write_adapter(adapter, shapes, kind)
    cache_with(made, tmp_path / "models", PLAIN)  # the plain copy was made before
    with caplog.at_level(logging.WARNING):
        model = requantized(packaged, tmp_path / "models", adapter)
    assert model.merged is None and model.path.name.endswith(".as-q8_0.gguf")
    assert "the adapter other.gguf is applied at load" in caplog.text and why in caplog.text
    assert not [f for f in os.listdir(tmp_path / "models") if "merged" in f]


def test_the_service_loads_the_merged_copy_unless_told_not_to(made, tmp_path):
    from services.llm_server.server import build_backend

    cache = f"paths.model_cache={cache_with(made, tmp_path / 'cache', PLAIN, MERGED)}"
    # the model's own instance alone (the restater beside it: test_llm_task_backends)
    alone = "llm.restate_lora="
    cfg = load_config(overrides=[f"paths.data_dir={tmp_path}", cache, "llm.n_ctx=512", alone],
                      environ={})
    backend = build_backend(cfg)
    try:
        assert backend.info.model_path == str(
            tmp_path / "cache" / "SmolLM2-135M-Instruct.Q4_1.smollm2-135m-skills.merged-q8_0.gguf")
        assert backend.info.adapter is not None and backend.llm.lora_path is None
    finally:
        backend.close()
    off = load_config(overrides=[f"paths.data_dir={tmp_path}", cache, "llm.n_ctx=512",
                                 "llm.merge_adapter=false", alone], environ={})
    backend = build_backend(off)
    try:
        assert backend.info.model_path.endswith(".as-q8_0.gguf")
        assert backend.llm.lora_path == str(backend.info.adapter.path)
    finally:
        backend.close()


@pytest.mark.parametrize("merged", [False, True], ids=["applied-at-load", "merged"])
def test_the_tuned_model_on_the_copy_writes_the_composers_programs(packaged, made, tmp_path,
                                                                   merged):
    from agent.compose import compose
    from agent.prompt import first_line, user_message
    from agent.reading import read
    from game.maps import load_map
    from services.llm_server.adapters import resolve_adapter
    from services.llm_server.llama_backend import LlamaCppBackend

    adapter = resolve_adapter(LlmConfig())
    assert adapter is not None
    models = cache_with(made, tmp_path / "models", MERGED if merged else PLAIN)
    copy = requantized(packaged, models, adapter.path if merged else None)
    assert copy.merged == (adapter.path if merged else None)
    tuned = LlamaCppBackend(copy, replace(LlmConfig(), n_ctx=1024, lora=str(adapter.path)), {},
                            adapter=adapter)
    assert tuned.llm.lora_path == (None if merged else str(adapter.path))
    world = load_map("default", seed=0)
    try:
        for order in ("bring me the bow", "how many monsters are left?", "guard the sword",
                      "fetch the bow then the arrow and kill the bat"):
            turns = [ChatMessage.system(adapter.system_prompt),
                     ChatMessage.user(user_message(order, world, layout=adapter.prompt_layout))]
            given, implied = first_line(adapter.prompt_layout)
            done = tuned.generate(GenerationParams(turns=turns, max_tokens=120, seed=0,
                                                   temperature=0.0, reply_prefix=given),
                                  lambda _t: None, lambda: False)
            assert (implied + done.text).strip() == compose(read(order), world).code.strip(), order
    finally:
        tuned.close()
