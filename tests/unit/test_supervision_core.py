"""Scripted histories replayed through the real supervisor core, with a fake clock and fakes
for spawning and signalling (honcho's manager tests). No processes, no sockets."""

from __future__ import annotations

import signal
from dataclasses import replace

import pytest

from config.settings import SupervisorConfig
from services.supervisor.core import (
    BACKOFF,
    FAILED,
    RUNNING,
    STOPPED,
    STOPPING,
    Policy,
    ShuttingDown,
    Supervisor,
    UnknownService,
)
from services.supervisor.plan import Limits, ServicePlan
from services.supervisor.process import SpawnError

SIGTERM, SIGKILL = int(signal.SIGTERM), int(signal.SIGKILL)


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


class FakeChild:
    def __init__(self, pid: int, plan: ServicePlan) -> None:
        self.pid = pid
        self.plan = plan
        self.code: int | None = None
        self.ignores_term = False

    def poll(self) -> int | None:
        return self.code

    @property
    def output_fd(self) -> int | None:
        return None

    def close_output(self) -> None:
        pass


class World:
    """The fakes' shared view: every child spawned, every signal sent."""

    def __init__(self) -> None:
        self.children: list[FakeChild] = []
        self.signals: list[tuple[int, int]] = []
        self.failing: set[str] = set()
        self.ignoring_term: set[str] = set()
        self.rss: dict[int, int] = {}

    def spawn(self, plan: ServicePlan) -> FakeChild:
        if plan.name in self.failing:
            raise SpawnError(f"cannot start {plan.argv[0]!r}: no such file")
        child = FakeChild(1000 + len(self.children), plan)
        child.ignores_term = plan.name in self.ignoring_term
        self.children.append(child)
        return child

    def kill(self, pgid: int, sig: int) -> bool:
        self.signals.append((pgid, sig))
        for child in self.children:
            if child.pid == pgid and child.code is None:
                if sig == SIGKILL or not child.ignores_term:
                    child.code = -sig
                return True
        return False

    def current(self, name: str) -> FakeChild:
        return [c for c in self.children if c.plan.name == name][-1]

    def spawned(self, name: str) -> int:
        return sum(1 for c in self.children if c.plan.name == name)


def plan(name: str, group: str | None = None, index: int = -1, **limits) -> ServicePlan:
    return ServicePlan(name=name, group=group or name, index=index, argv=("x",), cwd="/",
                       limits=Limits(**limits))


def workers(n: int) -> list[ServicePlan]:
    return [plan(f"sandbox.{i}", "sandbox", i) for i in range(n)]


SUP = SupervisorConfig(
    backoff_initial_ms=100, backoff_max_ms=1000, backoff_reset_s=10.0, flapping_crashes=5,
    flapping_window_s=60.0, graceful_timeout_s=2.0, heartbeat_interval_ms=1000,
    heartbeat_liveness=3, watchdog_interval_ms=500,
)


def make(plans, sup=SUP, world=None):
    world = world or World()
    clock = Clock()
    core = Supervisor(plans, Policy.from_config(sup), spawner=world.spawn, killer=world.kill,
                      clock=clock, read_rss=lambda pid: world.rss.get(pid, 0))
    core.start()
    return core, world, clock


def advance(core, clock, to: float) -> None:
    """Move the clock to ``to`` one due deadline at a time, as the real loop would."""
    while True:
        core.poll()
        due = core.next_deadline()
        if due is None or due > to:
            break
        clock.now = max(clock.now, due)
    clock.now = to
    core.poll()


def crash(core, world, clock, name: str, code: int = 1) -> None:
    world.current(name).code = code
    core.poll()


def events(core, *kinds):
    return [(e.event, e.service) for e in core.drain_events() if not kinds or e.event in kinds]


# ------------------------------------------------------------------------------------------


def test_a_crash_loop_backs_off_doubling_then_is_marked_failed_while_others_run():
    core, world, clock = make([plan("game"), plan("broken")])
    spawn_times = [0.0]
    for _ in range(4):
        crash(core, world, clock, "broken")
        assert core.services["broken"].state == BACKOFF
        due = core.next_deadline()
        spawn_times.append(due)
        advance(core, clock, due)
        assert core.services["broken"].state == RUNNING
    delays = [b - a for a, b in zip(spawn_times, spawn_times[1:], strict=False)]
    assert delays == pytest.approx([0.1, 0.2, 0.4, 0.8])
    crash(core, world, clock, "broken")  # the fifth exit within 60 s
    svc = core.services["broken"]
    assert svc.state == FAILED
    assert svc.restarts == 4
    advance(core, clock, clock.now + 120)
    assert world.spawned("broken") == 5  # no restart once failed
    assert core.services["game"].state == RUNNING
    assert ("failed", "broken") in events(core, "failed")


def test_the_backoff_stops_growing_at_the_cap():
    core, world, clock = make([plan("broken")], replace(SUP, flapping_crashes=1000))
    delays = []
    for _ in range(8):
        crash(core, world, clock, "broken")
        delays.append(core.next_deadline() - clock.now)
        advance(core, clock, core.next_deadline())
    assert delays == pytest.approx([0.1, 0.2, 0.4, 0.8, 1.0, 1.0, 1.0, 1.0])


def test_a_healthy_run_makes_the_next_crash_restart_after_the_initial_delay():
    core, world, clock = make([plan("svc")])
    for _ in range(3):
        crash(core, world, clock, "svc")
        advance(core, clock, core.next_deadline())
    advance(core, clock, clock.now + 30)  # a long healthy run
    crash(core, world, clock, "svc")
    assert core.next_deadline() - clock.now == pytest.approx(0.1)


def test_the_exit_code_and_signal_deaths_are_recorded():
    core, world, clock = make([plan("a"), plan("b")])
    crash(core, world, clock, "a", code=3)
    crash(core, world, clock, "b", code=-signal.SIGSEGV)
    status = {s.name: s for s in core.status()}
    assert status["a"].last_exit == 3
    assert status["b"].last_exit == -11
    exited = [e for e in core.drain_events() if e.event == "exited"]
    assert [e.detail.split(";")[0] for e in exited] == ["exited with code 3",
                                                        "killed by SIGSEGV"]


def test_a_silent_service_is_terminated_then_killed_and_restarted_with_backoff():
    world = World()
    world.ignoring_term.add("hung")
    core, world, clock = make([plan("hung")], world=world)
    pid = world.current("hung").pid
    core.heartbeat("hung", pid)
    advance(core, clock, 2.9)
    assert core.services["hung"].state == RUNNING
    advance(core, clock, 3.0)  # three intervals of silence
    assert (pid, SIGTERM) in world.signals
    assert core.services["hung"].state == STOPPING
    advance(core, clock, 4.9)
    assert (pid, SIGKILL) not in world.signals
    advance(core, clock, 5.0)  # the grace period is over
    assert (pid, SIGKILL) in world.signals
    svc = core.services["hung"]
    assert svc.last_exit == -SIGKILL
    assert svc.last_exit_reason == "no heartbeat for 3.0 s"
    assert svc.state == BACKOFF
    advance(core, clock, 5.1)
    assert svc.state == RUNNING and svc.pid != pid


def test_services_that_never_heartbeat_are_not_judged_by_heartbeats():
    core, world, clock = make([plan("quiet")])
    advance(core, clock, 1000.0)
    assert core.services["quiet"].state == RUNNING
    assert world.signals == []


def test_beats_from_a_replaced_process_are_ignored_and_announced_intervals_respected():
    core, world, clock = make([plan("svc")])
    old = world.current("svc").pid
    core.heartbeat("svc", old)
    crash(core, world, clock, "svc")
    advance(core, clock, 0.1)
    assert core.heartbeat("svc", old) is False
    new = world.current("svc").pid
    assert core.heartbeat("svc", new, interval_s=30.0) is True
    advance(core, clock, 80.0)
    assert core.services["svc"].pid == new  # 3 × 30 s not yet over
    with pytest.raises(UnknownService, match="no service named 'nope'; known: svc"):
        core.heartbeat("nope", 1)


def test_the_first_heartbeat_makes_a_service_ready():
    core, world, clock = make([plan("svc")])
    clock.now = 0.25
    core.heartbeat("svc", world.current("svc").pid)
    ready = [e for e in core.drain_events() if e.event == "ready"]
    assert len(ready) == 1 and ready[0].detail == "ready 0.250 s after spawn"
    assert core.status()[0].ready


def test_a_live_service_that_says_it_cannot_serve_yet_is_kept_alive_but_not_ready():
    core, world, clock = make([plan("agent")])
    pid = world.current("agent").pid
    for second in range(1, 31):  # ten liveness windows of beats, none of them ready
        clock.now = float(second)
        core.heartbeat("agent", pid, ready=False, note=f"warming up: about {30 - second} s left")
        core.poll()
    [status] = core.status()
    assert status.state == RUNNING and status.pid == pid and world.signals == []
    assert not status.ready and status.note == "warming up: about 0 s left"
    assert [e for e in core.drain_events() if e.event == "ready"] == []
    clock.now = 30.5
    core.heartbeat("agent", pid)
    [status] = core.status()
    assert status.ready and status.note == ""
    assert [e.detail for e in core.drain_events() if e.event == "ready"] == [
        "ready 30.500 s after spawn"]
    crash(core, world, clock, "agent")
    assert core.status()[0].note == "" and not core.status()[0].ready


def test_an_overrun_worker_is_killed_and_replaced_at_once_without_counting_as_a_crash():
    core, world, clock = make(workers(3))
    for i in (1, 2):
        core.heartbeat(f"sandbox.{i}", world.current(f"sandbox.{i}").pid)
    for _ in range(20):  # far more than flapping_crashes
        pid = world.current("sandbox.0").pid
        killed, spares = core.worker_overran(0, pid, "tick 7 took over 100 ms")
        assert killed
        assert spares == [1, 2]
        assert (pid, SIGKILL) in world.signals
        core.poll()
        svc = core.services["sandbox.0"]
        assert svc.state == RUNNING and svc.pid != pid  # replaced in the same poll: no backoff
        assert svc.last_exit == -SIGKILL
        assert svc.last_exit_reason == "tick 7 took over 100 ms"
    assert core.services["sandbox.0"].restarts == 20


def test_an_overran_report_for_a_replaced_pid_kills_nothing():
    core, world, clock = make(workers(2))
    old = world.current("sandbox.1").pid
    core.worker_overran(1, old)
    core.poll()
    killed, spares = core.worker_overran(1, old)
    assert not killed
    assert spares == [0]
    assert world.spawned("sandbox.1") == 2
    with pytest.raises(UnknownService):
        core.worker_overran(9)


def test_spares_list_ready_workers_first():
    core, world, clock = make(workers(4))
    core.heartbeat("sandbox.3", world.current("sandbox.3").pid)
    crash(core, world, clock, "sandbox.2")  # in backoff: not a spare
    _, spares = core.worker_overran(0)
    assert spares == [3, 1]


def test_restart_is_graceful_immediate_and_gives_a_failed_service_a_fresh_start():
    world = World()
    core, world, clock = make([plan("game"), plan("broken")], world=world)
    for _ in range(5):
        crash(core, world, clock, "broken")
        advance(core, clock, core.next_deadline() or clock.now)
    assert core.services["broken"].state == FAILED
    game_pid = world.current("game").pid
    assert core.restart("game") == ["game"]
    assert (game_pid, SIGTERM) in world.signals
    core.poll()
    assert core.services["game"].state == RUNNING and core.services["game"].pid != game_pid
    assert core.restart("broken") == ["broken"]
    assert core.services["broken"].state == RUNNING
    crash(core, world, clock, "broken")  # flapping history was cleared
    assert core.services["broken"].state == BACKOFF


def test_restart_by_group_name_restarts_every_replica():
    core, world, clock = make(workers(2) + [plan("game")])
    assert core.restart("sandbox") == ["sandbox.0", "sandbox.1"]
    with pytest.raises(UnknownService, match="known: sandbox.0, sandbox.1, game"):
        core.restart("sandbox.7")


def test_stop_terminates_everything_and_kills_what_ignores_sigterm_after_the_grace():
    world = World()
    world.ignoring_term.add("stubborn")
    core, world, clock = make([plan("good"), plan("stubborn"), plan("broken")], world=world)
    crash(core, world, clock, "broken")  # waiting in backoff
    core.drain_events()
    core.stop_all()
    core.poll()
    assert core.services["good"].state == STOPPED
    assert core.services["broken"].state == STOPPED
    assert core.services["stubborn"].state == STOPPING
    assert not core.all_stopped()
    advance(core, clock, 1.9)
    assert not core.all_stopped()
    advance(core, clock, 2.0)
    assert core.all_stopped()
    assert core.services["stubborn"].last_exit == -SIGKILL
    assert world.spawned("broken") == 1  # the pending restart was cancelled
    with pytest.raises(ShuttingDown):
        core.restart("good")


def test_force_stop_kills_at_once():
    world = World()
    world.ignoring_term.add("stubborn")
    core, world, clock = make([plan("stubborn")], world=world)
    core.stop_all()
    core.force_stop()
    core.poll()
    assert core.all_stopped()
    assert clock.now == 0.0


def test_the_rss_watchdog_kills_a_service_over_its_limit():
    world = World()
    core, world, clock = make([plan("llm", max_rss_bytes=100 << 20), plan("game")], world=world)
    pid = world.current("llm").pid
    world.rss[pid] = 90 << 20
    world.rss[world.current("game").pid] = 500 << 20  # no limit: never killed
    advance(core, clock, 1.0)
    assert core.services["llm"].pid == pid
    world.rss[pid] = 150 << 20
    advance(core, clock, 1.5)
    assert (pid, SIGKILL) in world.signals
    svc = core.services["llm"]
    assert svc.last_exit == -SIGKILL
    assert svc.last_exit_reason == "RSS 150 MiB over the limit of 100 MiB"
    assert core.services["game"].state == RUNNING


def test_a_command_that_cannot_start_retries_then_fails():
    world = World()
    world.failing.add("ghost")
    core, world, clock = make([plan("ghost")], world=world)
    advance(core, clock, 10.0)
    svc = core.services["ghost"]
    assert svc.state == FAILED
    assert svc.last_exit is None
    assert "no such file" in svc.last_exit_reason


def test_events_tell_the_story_of_a_crash_and_restart():
    core, world, clock = make([plan("svc")])
    core.heartbeat("svc", world.current("svc").pid)
    crash(core, world, clock, "svc", code=2)
    advance(core, clock, 0.1)
    got = core.drain_events()
    assert [e.event for e in got] == ["spawned", "ready", "exited", "spawned"]
    assert got[2].exit_code == 2
    assert got[2].state == BACKOFF
    assert got[2].detail == "exited with code 2; restarting in 0.1 s"
    assert got[3].at_s == pytest.approx(0.1)


def test_a_service_that_cannot_start_with_its_configuration_is_not_restarted():
    # Exit CONFIG_EXIT: starting it again would fail the same way. It is failed at once (not
    # after five tries), and `dungeon status` says why, in the service's own last words.
    from base.service_main import CONFIG_EXIT

    world = World()
    said = {"game": "cannot start the game service: no map named 'nowhere'"}
    clock = Clock()
    core = Supervisor([plan("game"), plan("agent")], Policy.from_config(SUP),
                      spawner=world.spawn, killer=world.kill, clock=clock,
                      read_rss=lambda pid: 0, last_words=lambda name: said.get(name, ""))
    core.start()
    crash(core, world, clock, "game", code=CONFIG_EXIT)
    advance(core, clock, 30.0)
    assert world.spawned("game") == 1
    [game] = [s for s in core.status() if s.name == "game"]
    assert game.state == FAILED and game.last_exit == CONFIG_EXIT
    assert game.note == ("a configuration error: cannot start the game service: no map named "
                         "'nowhere'; not restarting (fix the configuration, then "
                         "`dungeon restart game`)")
    failed = [e for e in core.drain_events() if e.event == "failed"]
    assert [e.service for e in failed] == ["game"]
    # Any other exit is a crash, restarted as before.
    crash(core, world, clock, "agent", code=2)
    advance(core, clock, 31.0)
    assert world.spawned("agent") == 2
