"""The OS address-space limit on sandbox workers, through a real supervisor."""

from __future__ import annotations

import pytest

from tests.integration.helpers.supervised import Supervised, helper

pytestmark = pytest.mark.timeout(90)

MIB = 1024 * 1024
# The headroom rule at its tightest: baseline 40 + Lua's 10 + slack 100 = 150 MiB.
TIGHT = ["sandbox.max_memory_bytes=10485760", f"supervisor.sandbox_address_space_bytes={150 * MIB}",
         "supervisor.sandbox_spare_workers=0"]


@pytest.fixture
def run(ipc_dir):
    runs = []

    def make(services):
        sup = Supervised(ipc_dir, services, TIGHT)
        runs.append(sup)
        sup.start()
        return sup

    yield make
    for sup in runs:
        sup.close()


def test_a_leaking_worker_is_stopped_by_its_address_space_limit(run):
    sup = run({"sandbox": helper("leak.py", "1024")})
    status = sup.wait(lambda s: s["sandbox.0"].last_exit is not None, what="the leaker stopped")
    assert status["sandbox.0"].last_exit == 1
    log = sup.log("sandbox.0")
    assert "MemoryError after" in log
    assert "reached the cap" not in log
    grown = int(log.split("MemoryError after ")[1].split()[0])
    assert grown < 150  # MiB: the limit, not the machine, stopped it


def test_a_worker_with_zeromq_starts_and_heartbeats_within_the_tightest_allowed_limit(run):
    sup = run({"sandbox": helper("report_limits.py")})
    status = sup.wait_ready("sandbox.0")
    assert status["sandbox.0"].restarts == 0
    assert f'"RLIMIT_AS": [{150 * MIB}, {150 * MIB}]' in sup.log("sandbox.0")
