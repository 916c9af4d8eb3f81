"""The pattern cost (sandbox_worker/lua/patterns.lua) against the two tables of
tests/sandbox/pattern_table.py: ordinary patterns run, blow-ups are refused or end in the tick."""

from __future__ import annotations

import time

import pytest

from tests.sandbox.helpers import default_world, new_runtime, tick, update
from tests.sandbox.pattern_table import BLOWUPS, ORDINARY

WORLD = default_world()


@pytest.fixture(scope="module")
def rt():
    return new_runtime(WORLD)


def run(rt, body: str):
    loaded = rt.load(update(body + '\nreturn "ran"'), "pattern")
    assert loaded.error is None, loaded.error
    started = time.thread_time()
    out = tick(rt, WORLD)
    return out, time.thread_time() - started


@pytest.mark.parametrize("body", [b for _, b in ORDINARY], ids=[n for n, _ in ORDINARY])
def test_an_ordinary_pattern_runs(rt, body):
    out, _ = run(rt, body)
    assert out.error is None, out.error
    assert out.status == "ran"


@pytest.mark.parametrize("body", [b for _, b in BLOWUPS], ids=[n for n, _ in BLOWUPS])
def test_a_blowup_is_refused_or_ends_in_the_tick(rt, body):
    out, cpu_s = run(rt, body)
    kind = out.error.kind if out.error else "ok"
    # Refused before it runs, or run to its end (or to a Lua error) within the tick's time:
    # never a C call that the time limit had to wait for.
    assert kind in ("pattern_limit", "ok", "runtime"), out.error
    if kind != "pattern_limit":
        assert cpu_s < 1.0, f"{body} took {cpu_s * 1000:.0f} ms of CPU"
    if kind == "pattern_limit":
        assert out.error.line == 2 and "sandbox.max_pattern_cost" in out.error.message


def cost(rt, subject_len: int, pattern: str, kind: str = "match") -> float:
    return rt._S.pattern_cost("a" * subject_len, subject_len, pattern, kind, False, 0)


def test_ranges_and_classes_in_a_set_are_not_repetitions(rt):
    assert cost(rt, 200, "[a-cx-z]") == cost(rt, 200, "[a-c]") == cost(rt, 200, "[%w_]")
    assert cost(rt, 200, "[*+?-]") == cost(rt, 200, "x")
    assert cost(rt, 200, "[]-]") == cost(rt, 200, "x")  # a ']' first is in the set


def test_back_references_and_repetitions_count(rt):
    assert cost(rt, 1000, "(a)%1") > 10 * cost(rt, 1000, "(a)a")
    assert cost(rt, 1000, "a-b") > 100 * cost(rt, 1000, "ab")
    assert cost(rt, 1000, "a?b") < cost(rt, 1000, "a*b")
    assert cost(rt, 1000, "^a*b") < cost(rt, 1000, "a*b")


def test_a_repetition_reaches_as_far_as_its_class_runs_in_the_subject(rt):
    words = ("word " * 2000).encode()
    limit = 5_000_000
    gmatch = rt._S.pattern_cost(words, len(words), "%S+", "gmatch", False, limit)
    assert gmatch < limit
    dots = rt._S.pattern_cost(words, len(words), ".+x", "find", False, limit)
    assert dots > limit


def test_a_pattern_too_long_to_read_is_refused_unread(rt):
    # Reading a pattern costs Lua time a byte: past 8,192 bytes it is refused, however short
    # the subject.
    assert cost(rt, 10, "%a" + "a" * 8191) == float("inf")
    assert cost(rt, 10, "%a" + "a" * 8190) < float("inf")
    out, _ = run(rt, 'local i = ("b"):rep(10):find("%a" .. ("a"):rep(9000))')
    assert out.error is not None and out.error.kind == "pattern_limit"
