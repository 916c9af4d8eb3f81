"""The stress corpus (stress_corpus.py) through one real worker process with the default limits.

Each case must end as it says (ok, a named error, a named limit), at its line, with the worker
stopping it by its own limits: no tick reaches the pool's deadline and the worker is never
replaced. Times are bounded loosely here (the figures are bench/bench_limits.py's).
"""

from __future__ import annotations

import pytest

from tests.sandbox.helpers import default_world
from tests.sandbox.stress_corpus import CORPUS, Case, one_worker, run_case
from tests.sandbox.test_attacks import HARMLESS

pytestmark = pytest.mark.timeout(180)

CASE_SECONDS = 10  # load and tick of one case: a backstop, not a figure
DEADLINE_MS = 5000  # far past any limit: a tick that reaches it was not stopped by the sandbox


@pytest.fixture(scope="module")
def worker():
    with one_worker(DEADLINE_MS) as pool_and_spawner:
        yield pool_and_spawner


@pytest.mark.parametrize("case", CORPUS, ids=lambda c: c.name)
def test_case(worker, case: Case):
    pool, spawner = worker
    pid = spawner.pid(0)
    out = run_case(pool, case)
    assert out.kind in case.expect, f"{case.name}: {out}"
    # Lua raises "not enough memory" without calling a handler: no line to give for it.
    if out.kind not in ("ok", "memory_limit") and case.line is not None:
        lines = case.line if isinstance(case.line, tuple) else (case.line,)
        assert out.line in lines, f"{case.name}: {out}"
    if case.message:
        assert case.message in out.message, out
    assert out.seconds < CASE_SECONDS, out
    # Stopped by the worker itself: the same process serves the next tick.
    assert spawner.pid(0) == pid and spawner.alive(0)
    pool.load(HARMLESS, "harmless")
    after = pool.tick(default_world())
    assert after is not None and after.error is None and after.status == "alive", after


def test_the_corpus_covers_every_area():
    areas = {c.area for c in CORPUS}
    assert areas == {
        "string", "table", "utf8", "math", "coroutine", "metamethod", "error", "nesting",
    }
    assert len({c.name for c in CORPUS}) == len(CORPUS)
    limits = {k for c in CORPUS for k in c.expect if k.endswith("_limit")}
    assert {"time_limit", "memory_limit", "pattern_limit", "table_op_limit"} <= limits
