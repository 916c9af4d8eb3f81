"""Configuration: one default file, typed, overridable by file, environment and flag."""

from __future__ import annotations

import dataclasses
import tomllib

import pytest

from config.settings import DEFAULT_CONFIG_FILE, Config, ConfigError, load_config


def test_default_file_and_dataclass_defaults_agree_key_for_key():
    with DEFAULT_CONFIG_FILE.open("rb") as fh:
        data = tomllib.load(fh)
    defaults = Config()
    for section in dataclasses.fields(Config):
        values = dataclasses.asdict(getattr(defaults, section.name))
        # TOML has arrays where the dataclasses hold tuples (immutable).
        values = {k: list(v) if isinstance(v, tuple) else v for k, v in values.items()}
        assert data[section.name] == values, f"[{section.name}] differs from its dataclass"


def test_precedence_file_then_environment_then_flag(tmp_path):
    user = tmp_path / "user.toml"
    user.write_text("[game]\ntick_interval_ms = 300\nseed = 4\n")
    cfg = load_config(user, environ={})
    assert cfg.game.tick_interval_ms == 300 and cfg.game.seed == 4
    cfg = load_config(user, environ={"DUNGEON__GAME__TICK_INTERVAL_MS": "200"})
    assert cfg.game.tick_interval_ms == 200
    cfg = load_config(user, ["game.tick_interval_ms=100"],
                      environ={"DUNGEON__GAME__TICK_INTERVAL_MS": "200"})
    assert cfg.game.tick_interval_ms == 100
    assert load_config(None, ["game.map=small"], environ={}).game.map == "small"


@pytest.mark.parametrize(
    ("override", "fragment"),
    [
        ("game.tick_interval_ms=abc", "game.tick_interval_ms = 'abc': expected an integer"),
        ("game.tick_interval_ms=0", "expected a value above 0"),
        ("game.manual_ticks=3", "expected true or false"),
        ("game.nope=1", "game.nope: unknown key"),
        ("nosuch.key=1", "unknown config section"),
        ("agent.mode=yolo", "expected one of strict, fallback, generate"),
        ("game.monster_wander_chance=2", "from 0 to 1"),
        ("network.sandbox_transport=udp", "network.sandbox_transport = 'udp': expected seqpacket"),
        ("network.sandbox_spin_us=-1", "network.sandbox_spin_us = -1: expected 0 to 100000"),
        ("justtext", "section.key=value"),
        ("agent.repair_attempts=0", "agent.repair_attempts = 0: expected a value above 0"),
        ("game.repairs_per_order=-1", "game.repairs_per_order = -1: expected 0 or more"),
        ("game.refused_ticks_before_repair=-2",
         "game.refused_ticks_before_repair = -2: expected 0 or more"),
        ("agent.done_check_ticks=-1", "agent.done_check_ticks = -1: expected 0 or more"),
        ("sandbox.wait_patience_ticks=0",
         "sandbox.wait_patience_ticks = 0: expected a whole number of ticks from 1 to 10000"),
        ("sandbox.wait_patience_ticks=10001",
         "sandbox.wait_patience_ticks = 10001: expected a whole number of ticks from 1 to 10000"),
        ("sandbox.wait_patience_ticks=2.5",
         "sandbox.wait_patience_ticks = 2.5: expected an integer"),
        ("llm.restate_lora=restater", "llm.restate_lora = 'restater': expected"),
    ],
)
def test_bad_config_fails_with_key_value_and_expectation(override, fragment):
    with pytest.raises(ConfigError, match=fragment.replace("(", r"\(")):
        load_config(None, [override], environ={})


def test_the_defaults_do_not_depend_on_the_working_folder(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    cfg = load_config(None, [], environ={})
    assert cfg == Config()
    user = tmp_path / "mine.toml"
    user.write_text("[game]\nseed = 7\n")
    assert load_config("mine.toml", environ={}).game.seed == 7
    assert load_config(None, environ={"DUNGEON_CONFIG": "mine.toml"}).game.seed == 7


def test_bad_files_are_reported(tmp_path):
    with pytest.raises(ConfigError, match="does not exist"):
        load_config(tmp_path / "missing.toml", environ={})
    broken = tmp_path / "broken.toml"
    broken.write_text("[game\n")
    with pytest.raises(ConfigError, match="not valid TOML"):
        load_config(broken, environ={})


def test_endpoints_fill_in_the_data_dir():
    cfg = load_config(None, ["paths.data_dir=/tmp/dd"], environ={})
    assert cfg.endpoint("game") == "ipc:///tmp/dd/run/game.sock"
    assert cfg.endpoint("sandbox", index=2) == "ipc:///tmp/dd/run/sandbox-2.sock"


def test_repair_keys_have_their_defaults_and_zero_switches_them_off():
    cfg = load_config(None, [], environ={})
    assert (cfg.agent.repair_attempts, cfg.game.repairs_per_order,
            cfg.game.refused_ticks_before_repair) == (2, 2, 5)
    off = load_config(None, ["game.repairs_per_order=0", "game.refused_ticks_before_repair=0"],
                      environ={})
    assert (off.game.repairs_per_order, off.game.refused_ticks_before_repair) == (0, 0)
