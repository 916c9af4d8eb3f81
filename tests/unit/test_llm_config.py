"""The [llm] table: shipped defaults agree with the dataclass; bad values fail at start."""

from __future__ import annotations

import dataclasses
import tomllib

import pytest

from config.settings import DEFAULT_CONFIG_FILE, ConfigError, LlmConfig, load_config


def test_default_toml_and_the_dataclass_agree():
    with open(DEFAULT_CONFIG_FILE, "rb") as fh:
        table = tomllib.load(fh)["llm"]
    assert table == dataclasses.asdict(LlmConfig())


@pytest.mark.parametrize(
    ("override", "words"),
    [
        ("llm.backend=ollama", "expected llama_cpp or openai"),
        ("llm.backend=openai", "openai_url"),
        ("llm.family=llama9", "qwen3"),
        ("llm.n_gpu_layers=-2", "-1 (all)"),
        ("llm.n_ctx=0", "above 0"),
        ("llm.prompt_lookup_tokens=-1", "0 (off)"),
        ("llm.max_queue_length=0", "above 0"),
    ],
)
def test_bad_llm_values_name_the_key_and_what_was_expected(override, words):
    with pytest.raises(ConfigError) as err:
        load_config(overrides=[override], environ={})
    assert override.split("=")[0] in str(err.value)
    assert words in str(err.value)


def test_an_openai_backend_with_a_url_is_accepted():
    cfg = load_config(overrides=["llm.backend=openai", "llm.openai_url=http://127.0.0.1:8080"],
                      environ={})
    assert cfg.llm.openai_url == "http://127.0.0.1:8080"
