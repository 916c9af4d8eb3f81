"""The reader's patterns are the same text in every process. Python orders a set's words by a hash
seeded anew in each process, so an alternation made from a set in that order was another pattern
in another process: the reading rested on which of two equally long words came first, and the
tests parametrized by pattern had other names in each test worker."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

# Every pattern the reader, the house language's checks and the library's matcher make, in the
# order they were made, each with its flags: lazily compiled ones and the modules' own.
_PRINT = """
import re, sys, importlib, pkgutil
import agent.reading, agent.house
from agent.reading import patterns
for package in (agent.reading, agent.house):
    for module in pkgutil.iter_modules(package.__path__):
        importlib.import_module(f"{package.__name__}.{module.name}")
importlib.import_module("agent.library.match")
for made in patterns._MADE:
    print(repr((made.pattern, made.flags)))
for name in sorted(sys.modules):
    if name.startswith("agent."):
        for key, value in sorted(vars(sys.modules[name]).items()):
            if isinstance(value, re.Pattern):
                print(name, key, repr((value.pattern, value.flags)))
"""


def _patterns(seed: str) -> list[str]:
    env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", _PRINT], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    return done.stdout.splitlines()


@pytest.mark.slow
def test_every_pattern_is_the_same_whatever_the_hash_seed() -> None:
    first = _patterns("1")
    assert len(first) > 500
    for seed in ("2", "3"):
        other = _patterns(seed)
        differ = [(a, b) for a, b in zip(first, other, strict=True) if a != b]
        assert not differ, f"{len(differ)} patterns differ with PYTHONHASHSEED={seed}: {differ[:3]}"
