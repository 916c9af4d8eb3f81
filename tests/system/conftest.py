"""One whole system, under the real supervisor, shared by every fault scenario in this folder.

Scenarios leave it as they found it (every service back under the supervisor); one that cannot
gets the system started again for the next. ``DUNGEON_FAULTS=full`` runs the whole matrix
(``full`` marker), otherwise a subset that covers every service, every way of hurting it and
every phase at least once. ``DUNGEON_FAULT_RESULTS=FILE`` appends one JSON line per scenario.
"""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest

from tests.system.harness import System, Unhealthy, results_line
from tests.system.scenario import describe

FULL = os.environ.get("DUNGEON_FAULTS", "") == "full"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    mine = [i for i in items if "tests/system/" in i.nodeid]
    if not mine:
        return
    rest = [i for i in items if "tests/system/" not in i.nodeid]
    mine.sort(key=lambda i: i.get_closest_marker("late") is not None)  # stable otherwise
    items[:] = rest + mine
    if FULL:
        return
    # The default run is the covering subset; the rest of the matrix is left out of it (shown
    # as deselected), not reported as skipped: nothing is missing that the run set out to do.
    full_only = [i for i in mine if i.get_closest_marker("full") is not None]
    if full_only:
        config.hook.pytest_deselected(items=full_only)
        items[:] = [i for i in items if i.get_closest_marker("full") is None]


@pytest.fixture(scope="session")
def system() -> Iterator[System]:
    stack = System()
    try:
        stack.up()
        yield stack
    finally:
        stack.close()


@pytest.fixture
def healthy(system: System) -> System:
    """The shared system, every service ready; started again if a scenario broke it."""
    try:
        system.wait_supervised(30)
        system.wait_answering(30)
    except (Unhealthy, AssertionError):
        system.down()
        system.up()
    return system


@pytest.fixture
def report():
    """Print a scenario's record (pytest -s) and keep it where DUNGEON_FAULT_RESULTS says."""
    def emit(record: dict) -> dict:
        print(describe(record), flush=True)
        results_line(os.environ.get("DUNGEON_FAULT_RESULTS"), record)
        return record
    return emit
