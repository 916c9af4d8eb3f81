"""The supervisor itself hurt: kill -9 takes every service with it (their parent-death signal),
and `dungeon up` on the same data folder starts one of each again, not a second set, and the
game goes on from its checkpoint with its order; SIGSTOP leaves the game playing, `dungeon up`
refuses while the stopped one holds the pid file, and SIGCONT restarts nothing."""

from __future__ import annotations

import signal
import time

import pytest

from tests.system.harness import System, signal_process, wait_for
from tests.system.scenario import (
    Play,
    check_after,
    library_entries,
    rewind_problems,
    setup_phase,
)

pytestmark = [pytest.mark.slow, pytest.mark.late, pytest.mark.timeout(400)]

STOPPED_S = 5.0  # longer than the heartbeat window (6 x 0.5 s): beats wait in the sockets


def kill_and_bring_back(system: System, play: Play, phase: str, at_once: bool) -> dict:
    library_before = library_entries(system)
    hit = setup_phase(play, phase)
    ticks_before = play.state().tick
    seen_before = dict(play.statuses)
    old = system.wait_supervised()
    t0 = time.monotonic()
    signal_process(old.supervisor_pid, signal.SIGKILL)
    record: dict = {"scenario": f"kill -9 supervisor while {phase}"
                                f"{', dungeon up at once' if at_once else ''}",
                    "injected": f"kill -9 of the supervisor (pid {old.supervisor_pid}) while "
                                f"{phase}", "phase_hit": hit,
                    "orders_accepted": len(play.accepted)}
    if not at_once:
        wait_for(lambda: not system.ours(), 10, "every service gone with the supervisor")
        record["children_gone_s"] = round(time.monotonic() - t0, 3)
    system.game().close()
    system._game = None
    t1 = time.monotonic()
    started = system.dungeon("up", "--detach")
    assert started.returncode == 0, started.stderr
    new = system.wait_supervised(60)
    system.wait_answering(60)
    record["up_again_s"] = round(time.monotonic() - t1, 3)
    record["recovery_s"] = round(time.monotonic() - t0, 3)
    restored = play.state()
    record["ticks_rewound"] = ticks_before - restored.tick
    problems = []
    if set(new.pids.values()) & set(old.pids.values()):
        problems.append("a service of the killed supervisor is still running")
    if "replaced a stale pid file" not in system.log("supervisor"):
        problems.append("the stale pid file was not reported")
    record.update(check_after(system, play, phase=phase, restarted_game=True,
                              ticks_before=ticks_before, library_before=library_before,
                              seen_before=seen_before))
    record["problems"] = problems + record["problems"] + rewind_problems(record)
    return record


# While the model writes is in the full set: the game's resubmission after a restart is the
# game kill's scenario too, and a restarted model reads its prompt again (half a minute).
@pytest.mark.parametrize("phase", ["code", pytest.param("writing", marks=pytest.mark.full)])
def test_a_killed_supervisor_is_started_again_without_duplicates(healthy, report, phase):
    record = report(kill_and_bring_back(healthy, Play(healthy), phase, at_once=False))
    assert record["problems"] == []
    assert record["phase_hit"]


@pytest.mark.full
def test_dungeon_up_right_after_a_kill(healthy, report):
    record = report(kill_and_bring_back(healthy, Play(healthy), "code", at_once=True))
    assert record["problems"] == []


def test_a_stopped_supervisor_refuses_a_second_and_restarts_nothing(healthy, report):
    system = healthy
    play = Play(system)
    library_before = library_entries(system)
    setup_phase(play, "code")
    ticks_before = play.state().tick
    seen_before = dict(play.statuses)
    old = system.wait_supervised()
    signal_process(old.supervisor_pid, signal.SIGSTOP)
    try:
        t0 = time.monotonic()
        ticks = 0
        while time.monotonic() - t0 < STOPPED_S:
            play.tick()  # the game plays on without its supervisor
            ticks += 1
        second = system.dungeon("up", "--detach", timeout_s=30)
    finally:
        signal_process(old.supervisor_pid, signal.SIGCONT)
    time.sleep(2)  # long enough for a wrongly expired heartbeat to show
    record = {"scenario": "SIGSTOP supervisor while code runs",
              "injected": f"SIGSTOP of the supervisor for {STOPPED_S:g} s, a second "
                          "`dungeon up` meanwhile, SIGCONT",
              "ticks_while_stopped": ticks, "second_up_exit": second.returncode,
              "orders_accepted": len(play.accepted)}
    record.update(check_after(system, play, phase="code", restarted_game=False,
                              ticks_before=ticks_before, library_before=library_before,
                              seen_before=seen_before))
    new = system.wait_supervised()
    if new.pids != old.pids or new.restarts != old.restarts:
        record["problems"].append(f"services were restarted: {old.pids} -> {new.pids}")
    if second.returncode != 1 or "already running" not in second.stderr:
        record["problems"].append(f"a second `dungeon up` was not refused: {second.stderr}")
    report(record)
    assert record["problems"] == []
    assert ticks > 0

