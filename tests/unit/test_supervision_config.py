"""The [supervisor] section: defaults match default.toml, and bad values fail at load."""

from __future__ import annotations

import pytest

from config.settings import ConfigError, SupervisorConfig, load_config


def test_default_toml_matches_the_dataclass_defaults():
    assert load_config(environ={}).supervisor == SupervisorConfig()


def test_pool_is_workers_plus_spares():
    cfg = load_config(overrides=["supervisor.sandbox_workers=3"], environ={})
    assert cfg.supervisor.sandbox_pool_size == 4


def test_an_address_space_limit_below_the_headroom_rule_is_refused_with_the_arithmetic():
    with pytest.raises(ConfigError) as info:
        load_config(overrides=["supervisor.sandbox_address_space_bytes=209715200"], environ={})
    message = str(info.value)
    assert "supervisor.sandbox_address_space_bytes = 209715200 (200 MiB)" in message
    assert "baseline (40 MiB) + sandbox.max_memory_bytes (100 MiB) + slack (100 MiB)" in message


def test_a_smaller_lua_limit_allows_a_smaller_address_space():
    cfg = load_config(overrides=["sandbox.max_memory_bytes=10485760",
                                 "supervisor.sandbox_address_space_bytes=209715200"], environ={})
    assert cfg.supervisor.sandbox_address_space_bytes == 200 << 20


@pytest.mark.parametrize(
    ("override", "expected"),
    [
        ("supervisor.backoff_initial_ms=50000", "is above supervisor.backoff_max_ms = 30000"),
        ("supervisor.flapping_crashes=0", "flapping_crashes = 0: expected a value above 0"),
        ("supervisor.sandbox_spare_workers=-1", "expected 0 or more"),
        ("supervisor.graceful_timeout_s=0", "expected a value above 0"),
    ],
)
def test_bad_values_name_the_key(override, expected):
    with pytest.raises(ConfigError, match=expected):
        load_config(overrides=[override], environ={})
