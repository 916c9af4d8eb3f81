"""docs/measurements.md keeps step with what measures: every benchmark has its table, and every
command, module and result file the page (or the README's figures) names exists."""

from __future__ import annotations

import argparse
import importlib.util
import itertools
import re
from pathlib import Path

import pytest

from bench.__main__ import BENCHES
from services.cli.main import build_parser

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "measurements.md").read_text(encoding="utf-8")
README = (ROOT / "README.md").read_text(encoding="utf-8")


def expand(name: str) -> list[str]:
    """`eval-{public,probe}-x.json` -> both names."""
    parts = re.split(r"\{([^}]*)\}", name)
    choices = [[p] if i % 2 == 0 else p.split(",") for i, p in enumerate(parts)]
    return ["".join(c) for c in itertools.product(*choices)]


@pytest.mark.parametrize("name", sorted(BENCHES))
def test_every_benchmark_has_its_command_on_the_page(name):
    assert f"python -m bench.{name}" in PAGE


def test_every_module_the_page_runs_exists():
    modules = set(re.findall(r"python -m ([a-z_]+(?:\.[a-z_]+)*)", PAGE))
    assert modules and [m for m in modules if importlib.util.find_spec(m) is None] == []


def test_every_dungeon_command_named_exists():
    commands = {name for action in build_parser()._actions
                if isinstance(action, argparse._SubParsersAction) for name in action.choices}
    named = set(re.findall(r"`dungeon (?:--set \S+ )?([a-z]+)", PAGE + README))
    assert named and named - commands == set()


def test_every_result_file_named_exists():
    names = {n for token in re.findall(r"[\w.{},-]+\.json", PAGE) for n in expand(token)}
    results = {p.name for p in (ROOT / "bench" / "results").glob("*.json")}
    assert names and names - results == set()


def test_the_readme_is_a_guide_read_in_minutes():
    assert len(README.splitlines()) <= 300
    assert "docs/measurements.md" in README
