"""The [llm] table: shipped defaults agree with the dataclass; bad values fail at start."""

from __future__ import annotations

import dataclasses
import tomllib

import pytest

from config.settings import DEFAULT_CONFIG_FILE, ConfigError, LlmConfig, load_config


def test_default_toml_and_the_dataclass_agree():
    with open(DEFAULT_CONFIG_FILE, "rb") as fh:
        table = tomllib.load(fh)["llm"]
    defaults = dataclasses.asdict(LlmConfig())
    assert table == {k: list(v) if isinstance(v, tuple) else v for k, v in defaults.items()}


@pytest.mark.parametrize(
    ("override", "words"),
    [
        ("llm.backend=ollama", "expected llama_cpp or openai"),
        ("llm.backend=openai", "needs llm.openai_urls"),
        ('llm.openai_urls="http://127.0.0.1:8080"', "expected a list"),
        ('llm.openai_urls=["127.0.0.1:8080"]', "does not start with http:// or https://"),
        ('llm.openai_urls=["http://127.0.0.1:8080", "http://:8081"]', "[1] = 'http://:8081': "
                                                                     "it names no host"),
        ('llm.openai_urls=["http://127.0.0.1:80800"]', "port is not a number"),
        ('llm.openai_urls=["http://a:1", "http://a:1/"]', "in the list twice"),
        ("llm.openai_requests_per_server=0", "above 0"),
        ("llm.openai_backoff_initial_ms=60000", "above llm.openai_backoff_max_ms"),
        ("llm.family=llama9", "qwen3"),
        ("llm.n_gpu_layers=-2", "-1 (all)"),
        ("llm.n_ctx=0", "above 0"),
        ("llm.prompt_lookup_tokens=-1", "0 (off)"),
        ("llm.n_threads_batch=-1", "0 (as n_threads)"),
        ("llm.max_queue_length=0", "above 0"),
        ("llm.stream_interval_ms=-1", "0 (a message per piece)"),
    ],
)
def test_bad_llm_values_name_the_key_and_what_was_expected(override, words):
    with pytest.raises(ConfigError) as err:
        load_config(overrides=[override], environ={})
    assert override.split("=")[0] in str(err.value)
    assert words in str(err.value)


def test_an_openai_backend_with_a_list_of_urls_is_accepted():
    cfg = load_config(overrides=['llm.openai_urls=["http://127.0.0.1:8080", "https://m.example/v1"]'],
                      environ={"DUNGEON__LLM__BACKEND": "openai"})
    assert cfg.llm.openai_urls == ("http://127.0.0.1:8080", "https://m.example/v1")


@pytest.mark.parametrize("where", ["flag", "environment", "file"])
def test_the_old_single_url_key_says_what_replaced_it(where, tmp_path):
    old = "http://127.0.0.1:8080"
    with pytest.raises(ConfigError) as err:
        if where == "flag":
            load_config(overrides=[f"llm.openai_url={old}"], environ={})
        elif where == "environment":
            load_config(environ={"DUNGEON__LLM__OPENAI_URL": old})
        else:
            path = tmp_path / "my.toml"
            path.write_text(f'[llm]\nbackend = "openai"\nopenai_url = "{old}"\n')
            load_config(path, environ={})
    assert 'llm.openai_url is now llm.openai_urls' in str(err.value)
    assert 'openai_urls = ["http://127.0.0.1:8080"]' in str(err.value)
