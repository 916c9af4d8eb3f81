"""``python -m bench.NAME --help`` prints the benchmark's usage and what it measures, and runs
nothing: no process started, no result written."""

from __future__ import annotations

import importlib

import pytest

from bench import __main__ as bench_cli, common


@pytest.mark.parametrize("name", sorted(bench_cli.BENCHES))
def test_help_prints_the_usage_and_runs_nothing(name, capsys, monkeypatch):
    def no_save(*args, **kwargs):
        raise AssertionError(f"{name} --help wrote a result")

    module = importlib.import_module(f"bench.{name}")
    monkeypatch.setattr(common, "save", no_save)
    if hasattr(module, "save"):
        monkeypatch.setattr(module, "save", no_save)
    with pytest.raises(SystemExit) as stopped:
        module.main(["--help"])
    assert stopped.value.code == 0
    out = capsys.readouterr().out
    assert out.startswith(f"usage: python -m bench.{name}")
    assert " ".join(bench_cli.BENCHES[name].split()) in " ".join(out.split())


@pytest.mark.parametrize("name", ["bench_failover", "bench_startup", "bench_load"])
def test_a_wrong_argument_is_a_usage_error_not_a_crash(name, capsys):
    module = importlib.import_module(f"bench.{name}")
    with pytest.raises(SystemExit) as stopped:
        module.main(["--no-such-option"])
    assert stopped.value.code == 2
    assert "usage: python -m bench." in capsys.readouterr().err
