"""kill -9 and SIGSTOP of each service (the game, a sandbox worker, the agent, the model) while
idle, while code runs, while the model writes and while the agent validates.

The default run takes a subset that hurts every service at least once in every way and reaches
every phase; ``DUNGEON_FAULTS=full`` runs all 48. The model's own faults come last: a restarted
model reads its long system prompt again at the next order (tens of seconds on 2 busy cores).
"""

from __future__ import annotations

import itertools

import pytest

from tests.system.scenario import PHASES, run_fault

pytestmark = [pytest.mark.slow, pytest.mark.timeout(400)]

SERVICES = ("game", "sandbox", "agent", "llm")
HOWS = ("kill", "stop", "stop-cont")

DEFAULT = [
    ("sandbox", "kill", "code"),
    ("sandbox", "stop", "code"),
    ("game", "kill", "code"),
    ("game", "stop", "idle"),
    ("game", "kill", "writing"),
    ("sandbox", "kill", "validating"),
    ("agent", "kill", "writing"),
    ("agent", "stop-cont", "validating"),
    ("game", "stop-cont", "validating"),
    ("agent", "stop", "idle"),
    ("llm", "stop-cont", "code"),
    ("llm", "kill", "writing"),
]


def matrix():
    rest = [c for c in itertools.product(SERVICES, HOWS, PHASES) if c not in DEFAULT]
    cases = []
    for case in DEFAULT + rest:
        marks = [pytest.mark.late] if case[0] == "llm" else []
        if case not in DEFAULT:
            marks.append(pytest.mark.full)
        cases.append(pytest.param(*case, id="-".join(case), marks=marks))
    return cases


@pytest.mark.parametrize(("service", "how", "phase"), matrix())
def test_a_hurt_service_comes_back_and_nothing_is_lost(healthy, report, service, how, phase):
    record = report(run_fault(healthy, service, how, phase))
    assert record["phase_hit"], f"the {phase} phase was not reached"
    assert record["problems"] == []
    assert record.get("orders_lost", 0) == 0
