"""A supervisor that was itself not running (SIGSTOP, then SIGCONT; a suspended machine) does not
hold the heartbeat silence of that time against its services: the beats they sent wait unread
in its socket. Found by the fault suite: SIGCONT after 5 s used to restart every service."""

from __future__ import annotations

from services.supervisor.policy import Liveness
from tests.unit.test_supervision_core import RUNNING, SIGTERM, advance, make, plan


def test_excused_silence_moves_the_last_beat_but_never_past_now():
    live = Liveness(interval_s=1.0, liveness=3)
    live.excuse(10.0, now=5.0)
    assert live.last_beat is None  # nothing to excuse before the first beat
    live.beat(1.0)
    live.excuse(2.5, now=20.0)
    assert live.last_beat == 3.5 and not live.expired(6.4) and live.expired(6.5)
    live.excuse(100.0, now=20.0)
    assert live.last_beat == 20.0


def test_a_supervisor_woken_long_after_its_deadline_restarts_nobody():
    core, world, clock = make([plan("svc")])
    pid = world.current("svc").pid
    core.heartbeat("svc", pid)
    advance(core, clock, 1.0)
    clock.now = 9.0  # stopped for 8 s: no poll, no beat read, though the service kept beating
    core.poll()
    assert core.services["svc"].state == RUNNING
    assert (pid, SIGTERM) not in world.signals
    core.heartbeat("svc", pid)  # the beats that waited in the socket
    advance(core, clock, 11.9)
    assert core.services["svc"].state == RUNNING


def test_silence_after_the_absence_still_counts():
    core, world, clock = make([plan("svc")])
    pid = world.current("svc").pid
    core.heartbeat("svc", pid)
    advance(core, clock, 1.0)
    clock.now = 9.0
    core.poll()
    advance(core, clock, 11.0)  # 3 s of silence: 1 before the absence, 2 after it
    assert (pid, SIGTERM) in world.signals


def test_an_ordinary_late_wake_is_no_absence():
    core, world, clock = make([plan("svc")])
    pid = world.current("svc").pid
    core.heartbeat("svc", pid)
    advance(core, clock, 2.0)
    clock.now = 4.5  # 1.5 s after the deadline at 3.0: late, but not absent
    core.poll()
    assert (pid, SIGTERM) in world.signals
