"""`dungeon up` refuses a configuration no service could start with, before anything starts:
each problem in one sentence that names the key (the same checks the services make)."""

from __future__ import annotations

from config.settings import load_config
from services.cli.preflight import config_problems


def config(tmp_path, *overrides):
    return load_config(None, [f"paths.data_dir={tmp_path}", *overrides], environ={})


def test_the_shipped_configuration_has_no_problem(tmp_path):
    assert config_problems(config(tmp_path)) == []


def test_each_thing_that_cannot_work_is_named(tmp_path):
    problems = config_problems(config(
        tmp_path, 'network.game_endpoint="tcp://0.0.0.0:15555"', 'game.map="nowhere"',
        f'llm.model="{tmp_path}/missing.gguf"'))
    assert len(problems) == 3, problems
    bind, game_map, model = problems
    assert bind.startswith("the game ([network] game_endpoint): refusing to bind "
                           "tcp://0.0.0.0:15555") and "dungeon keys generate" in bind
    assert game_map.startswith("game.map = 'nowhere': no map named 'nowhere'")
    assert model.endswith("missing.gguf does not exist")


def test_a_loopback_endpoint_needs_no_keys_and_remote_model_servers_no_file(tmp_path):
    assert config_problems(config(
        tmp_path, 'network.game_endpoint="tcp://127.0.0.1:15555"', "llm.backend=openai",
        'llm.openai_urls=["http://127.0.0.1:8080"]', 'llm.model="/nowhere/model.gguf"')) == []


def test_every_sandbox_worker_endpoint_is_checked_once(tmp_path):
    problems = config_problems(config(
        tmp_path, 'network.sandbox_endpoint="tcp://0.0.0.0:{index}1555"'))
    assert len(problems) == 1 and problems[0].startswith(
        "sandbox worker 0 ([network] sandbox_endpoint): refusing to bind")
