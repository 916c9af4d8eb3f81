"""``python -m bench``: usage and the list of benchmarks for no, a help or a wrong argument."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from bench import __main__ as bench_cli

BENCH_DIR = Path(bench_cli.__file__).resolve().parent


def test_every_benchmark_module_is_listed_and_every_listed_one_exists():
    on_disk = {p.stem for p in BENCH_DIR.glob("bench_*.py")}
    assert set(bench_cli.BENCHES) == on_disk


@pytest.mark.parametrize("name", sorted(bench_cli.BENCHES))
def test_every_listed_benchmark_has_a_main(name):
    tree = ast.parse((BENCH_DIR / f"{name}.py").read_text(encoding="utf-8"))
    assert any(isinstance(node, ast.FunctionDef) and node.name == "main" for node in tree.body)


@pytest.mark.parametrize("argv", [["--help"], ["-h"], ["help"]])
def test_help_prints_the_usage_and_every_benchmark(argv, capsys):
    assert bench_cli.main(argv) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m bench NAME")
    for name, what in bench_cli.BENCHES.items():
        assert f"{name}  " in out and what in out


def test_no_argument_prints_the_usage_and_fails(capsys):
    assert bench_cli.main([]) == 2
    err = capsys.readouterr().err
    assert "usage: python -m bench" in err and "bench_llm" in err


def test_a_wrong_name_says_so_and_prints_the_list(capsys):
    assert bench_cli.main(["bench_nope"]) == 2
    err = capsys.readouterr().err
    assert "no benchmark named 'bench_nope'" in err and "bench_startup" in err


def test_names_are_taken_with_or_without_their_prefixes():
    assert bench_cli.bench_name("llm") == "bench_llm"
    assert bench_cli.bench_name("bench_llm") == "bench_llm"
    assert bench_cli.bench_name("bench.bench_llm") == "bench_llm"
    assert bench_cli.bench_name("all") is None


def test_arguments_go_to_the_benchmark_or_are_refused_by_one_that_takes_none(
        monkeypatch, capsys):
    seen = []

    class WithArgv:
        @staticmethod
        def main(argv=None):
            seen.append(argv)
            return 3

    class WithoutArgv:
        @staticmethod
        def main():
            seen.append("called")

    modules = {"bench.bench_llm": WithArgv, "bench.bench_game": WithoutArgv}
    monkeypatch.setattr(bench_cli.importlib, "import_module", modules.__getitem__)
    assert bench_cli.main(["llm", "--reps", "1"]) == 3 and seen == [["--reps", "1"]]
    assert bench_cli.main(["game", "x"]) == 2 and seen == [["--reps", "1"]]
    assert "bench_game takes no arguments" in capsys.readouterr().err
    assert bench_cli.main(["game"]) == 0 and seen[-1] == "called"


def test_the_cancel_comes_while_the_long_prompt_is_still_read_on_a_cpu_or_a_gpu():
    """bench_llm cancels its ~1,300-token prompt half a second in on a CPU (seconds to read),
    and a quarter of the way in where it is read in milliseconds: on an H200 the service read
    it at ~26,000 tokens/s, and a cancel at 0.5 s found it finished."""
    from bench.bench_llm import CANCEL_AFTER_S, cancel_delay_s

    assert cancel_delay_s(90.0) == CANCEL_AFTER_S == 0.5
    assert cancel_delay_s(0.0) == CANCEL_AFTER_S  # nothing measured
    on_gpu = cancel_delay_s(26_000.0)
    assert 0.005 < on_gpu < 1300 / 26_000  # before the prompt's expected end
