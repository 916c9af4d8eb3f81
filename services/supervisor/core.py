"""The supervisor's state machine over every service, with no sockets and no signals.

Side effects go through constructor seams (honcho's manager): ``spawner`` starts a child,
``killer`` signals a process group, ``clock`` tells the time, ``read_rss`` measures memory. Tests
pass fakes and replay scripted histories through this same code; ``services/supervisor/server.py``
wraps it in a socket loop.

States: running → (exit) → backoff → running …; a deliberate kill (restart, a worker that overran
its tick) starts the replacement at once; flapping → failed (until ``restart NAME``);
stop → stopping → stopped.
"""

from __future__ import annotations

import logging
import signal
import time
from collections.abc import Callable, Sequence

from base.protocol import ServiceStatus, SupervisorEvent
from base.service_main import CONFIG_EXIT
from services.supervisor.plan import SANDBOX_GROUP, ServicePlan
from services.supervisor.process import (
    Killer,
    Spawner,
    SpawnError,
    describe_exit,
    kill_group,
    spawn,
)
from services.supervisor.service import (
    BACKOFF,
    END_HEARTBEAT,
    END_OVERRAN,
    END_RESTART,
    END_RSS,
    END_STOP,
    FAILED,
    RUNNING,
    STOPPED,
    STOPPING,
    Policy,
    Service,
)
from services.supervisor.watchdog import tree_rss

log = logging.getLogger(__name__)

class UnknownService(KeyError):
    def __init__(self, name: str, known: Sequence[str]) -> None:
        super().__init__(name)
        self.message = f"no service named {name!r}; known: {', '.join(known)}"

    def __str__(self) -> str:
        return self.message


class ShuttingDown(RuntimeError):
    """A request the supervisor refuses while it stops everything."""


class Supervisor:
    def __init__(
        self,
        plans: Sequence[ServicePlan],
        policy: Policy,
        *,
        spawner: Spawner = spawn,
        killer: Killer = kill_group,
        clock: Callable[[], float] = time.monotonic,
        read_rss: Callable[[int], int] = tree_rss,
        last_words: Callable[[str], str] = lambda name: "",
    ) -> None:
        self.policy = policy
        # What a service said last in its log (the sentence of a configuration error)
        self.last_words = last_words
        self.spawner = spawner
        self.killer = killer
        self.clock = clock
        self.read_rss = read_rss
        self.services = {plan.name: Service(plan, policy, read_rss) for plan in plans}
        self.stopping = False
        self.started_at = clock()
        self._next_watchdog = self.started_at
        self._events: list[SupervisorEvent] = []
        self._due: float | None = None  # the earliest deadline the last poll knew of
        self._polled = self.started_at  # when the last poll ran

    # ---------------------------------------------------------------------------------------
    # Requests

    def start(self) -> None:
        now = self.clock()
        for svc in self.services.values():
            self._spawn(svc, now)

    def restart(self, name: str) -> list[str]:
        """Gracefully replace the named service or group; a failed one gets a fresh start."""
        if self.stopping:
            raise ShuttingDown("the supervisor is stopping; nothing is restarted")
        targets = self._select(name)
        now = self.clock()
        for svc in targets:
            svc.flapping.reset()
            svc.crashes.reset()
            if svc.state == RUNNING:
                self._terminate(svc, now, END_RESTART, "restart requested")
            elif svc.state == STOPPING:
                svc.ending = END_RESTART
            else:
                self._spawn(svc, now)
        return [svc.name for svc in targets]

    def worker_overran(self, index: int, pid: int = 0, reason: str = "") -> tuple[bool, list[int]]:
        """SIGKILL sandbox worker ``index`` and replace it at once. Returns (killed, spares)."""
        svc = self._worker(index)
        killed = False
        if svc.child is not None and (pid == 0 or pid == svc.child.pid) and not self.stopping:
            self._kill(svc, self.clock(), END_OVERRAN, reason or "missed its tick deadline")
            killed = True
        spares = [
            s for s in self.services.values()
            if s.plan.group == SANDBOX_GROUP and s is not svc and s.state == RUNNING
        ]
        spares.sort(key=lambda s: (not s.ready, s.plan.index))
        return killed, [s.plan.index for s in spares]

    def heartbeat(self, name: str, pid: int, interval_s: float = 0.0, *, ready: bool = True,
                  note: str = "") -> bool:
        """Record a beat; False when it came from a process that is no longer the service's.
        A beat keeps the service alive whether or not it says it is ready."""
        svc = self.services.get(name)
        if svc is None:
            raise UnknownService(name, list(self.services))
        if svc.child is None or svc.child.pid != pid or svc.state != RUNNING:
            return False
        now = self.clock()
        svc.liveness.beat(now, interval_s)
        svc.note = note
        if ready and not svc.ready:
            svc.ready = True
            self._emit(svc, "ready", now, detail=f"ready {now - svc.started_at:.3f} s after spawn")
        elif not ready:
            svc.ready = False
        return True

    def stop_all(self) -> None:
        """Graceful stop of every service: SIGTERM now, SIGKILL after the grace period."""
        self.stopping = True
        now = self.clock()
        for svc in self.services.values():
            if svc.state == RUNNING:
                self._terminate(svc, now, END_STOP, "supervisor stopping")
            elif svc.state == STOPPING:
                svc.ending = END_STOP
            elif svc.state == BACKOFF:
                svc.state, svc.restart_at = STOPPED, None
                self._emit(svc, "stopped", now)

    def force_stop(self) -> None:
        """SIGKILL every process group now (a second Ctrl-C)."""
        if not self.stopping:
            self.stop_all()
        for svc in self.services.values():
            if svc.child is not None:
                svc.ending = END_STOP
                svc.kill_deadline = None
                self.killer(svc.child.pid, signal.SIGKILL)

    def all_stopped(self) -> bool:
        return self.stopping and all(svc.child is None for svc in self.services.values())

    # ---------------------------------------------------------------------------------------
    # Time-driven work: call after a child may have exited and whenever next_deadline passes.

    def poll(self) -> None:
        now = self.clock()
        self._excuse_absence(now)
        for svc in self.services.values():
            if svc.child is not None:
                code = svc.child.poll()
                if code is not None:
                    self._on_exit(svc, code, now)
        for svc in self.services.values():
            if svc.state == BACKOFF and svc.restart_at is not None and now >= svc.restart_at:
                self._spawn(svc, now)
            elif svc.state == STOPPING and now >= (svc.kill_deadline or float("inf")):
                why = f"did not stop within {self.policy.graceful_timeout_s:g} s"
                log.warning("%s %s: SIGKILL", svc.name, why)
                svc.kill_deadline = None
                self._emit(svc, "killing", now, detail=f"{why}: SIGKILL")
                self.killer(svc.pid, signal.SIGKILL)
            elif svc.state == RUNNING and svc.liveness.expired(now):
                age = svc.liveness.age(now) or 0.0
                self._terminate(svc, now, END_HEARTBEAT, f"no heartbeat for {age:.1f} s")
        if now >= self._next_watchdog:
            self._next_watchdog = now + self.policy.watchdog_interval_s
            self._check_memory(now)
        self._due = self.next_deadline()
        self._polled = now

    def _excuse_absence(self, now: float) -> None:
        """Polled long after its earliest deadline, the supervisor was not running (SIGSTOP,
        a suspended machine): beats sent meanwhile still wait unread in its socket, so the
        silence of that time is not held against any service (else SIGCONT kills them all)."""
        late = now - self._due if self._due is not None else 0.0
        if late <= self.policy.absence_s:
            return
        away = now - self._polled
        log.warning("the supervisor did not run for %.1f s (stopped or starved): heartbeat "
                    "silence from that time is not counted", away)
        for svc in self.services.values():
            if svc.state == RUNNING:
                svc.liveness.excuse(away, now)

    def next_deadline(self) -> float | None:
        """When ``poll`` next has time-driven work (child exits wake the loop by themselves)."""
        times: list[float] = []
        for svc in self.services.values():
            if svc.state == BACKOFF and svc.restart_at is not None:
                times.append(svc.restart_at)
            elif svc.state == STOPPING and svc.kill_deadline is not None:
                times.append(svc.kill_deadline)
            elif svc.state == RUNNING:
                deadline = svc.liveness.deadline()
                if deadline is not None:
                    times.append(deadline)
                if svc.watchdog is not None:
                    times.append(self._next_watchdog)
        return min(times) if times else None

    def drain_events(self) -> list[SupervisorEvent]:
        events, self._events = self._events, []
        return events

    def status(self) -> list[ServiceStatus]:
        now = self.clock()
        return [
            ServiceStatus(
                name=svc.name,
                group=svc.plan.group,
                index=svc.plan.index,
                state=svc.state,
                pid=svc.pid,
                ready=svc.ready,
                uptime_s=round(now - svc.started_at, 3) if svc.child is not None else 0.0,
                restarts=svc.restarts,
                rss_bytes=self.read_rss(svc.pid) if svc.child is not None else 0,
                last_exit=svc.last_exit,
                last_exit_reason=svc.last_exit_reason,
                heartbeat_age_s=_round(svc.liveness.age(now)),
                note=self._note(svc),
            )
            for svc in self.services.values()
        ]

    # ---------------------------------------------------------------------------------------

    def _select(self, name: str) -> list[Service]:
        if name in self.services:
            return [self.services[name]]
        group = [svc for svc in self.services.values() if svc.plan.group == name]
        if not group:
            raise UnknownService(name, list(self.services))
        return group

    def _worker(self, index: int) -> Service:
        for svc in self.services.values():
            if svc.plan.group == SANDBOX_GROUP and svc.plan.index == index:
                return svc
        workers = [s.name for s in self.services.values() if s.plan.group == SANDBOX_GROUP]
        raise UnknownService(f"{SANDBOX_GROUP}.{index}", workers)

    def _note(self, svc: Service) -> str:
        """A running service's own word; for one that a configuration error stopped, why (its
        log read now, when its last words have surely reached it)."""
        if svc.child is not None:
            return svc.note
        if svc.state == FAILED and svc.last_exit == CONFIG_EXIT:
            return _config_failure(svc.name, self.last_words(svc.name))
        return ""

    def _spawn(self, svc: Service, now: float) -> None:
        svc.restart_at = None
        try:
            child = self.spawner(svc.plan)
        except SpawnError as exc:
            log.error("%s: %s", svc.name, exc)
            svc.last_exit, svc.last_exit_reason = None, str(exc)
            self._after_failure(svc, now, 0.0, 0, None, str(exc))
            return
        if svc.spawned_once:
            svc.restarts += 1
        svc.spawned_once = True
        svc.child = child
        svc.started_at = now
        svc.state = RUNNING
        svc.ready, svc.note = False, ""
        svc.liveness.reset()
        log.info("%s started (pid %d)", svc.name, child.pid)
        self._emit(svc, "spawned", now)

    def _terminate(self, svc: Service, now: float, ending: str, reason: str) -> None:
        self._end(svc, now, ending, reason, signal.SIGTERM)
        svc.kill_deadline = now + self.policy.graceful_timeout_s

    def _kill(self, svc: Service, now: float, ending: str, reason: str) -> None:
        self._end(svc, now, ending, reason, signal.SIGKILL)

    def _end(self, svc: Service, now: float, ending: str, reason: str, sig: int) -> None:
        assert svc.child is not None
        svc.state = STOPPING
        svc.ending, svc.ending_reason = ending, reason
        svc.kill_deadline = None
        log.info("%s (pid %d): %s: %s", svc.name, svc.child.pid, reason,
                 signal.Signals(sig).name)
        event = "killing" if sig == signal.SIGKILL else "stopping"
        self._emit(svc, event, now, detail=f"{reason}: {signal.Signals(sig).name}")
        self.killer(svc.child.pid, sig)

    def _on_exit(self, svc: Service, code: int, now: float) -> None:
        child = svc.child
        assert child is not None
        # Whatever the leader left in its group (a forked helper) goes with it.
        self.killer(child.pid, signal.SIGKILL)
        ran_for = now - svc.started_at
        ending, reason = svc.ending, svc.ending_reason
        svc.child, svc.ending, svc.ending_reason, svc.kill_deadline = None, None, "", None
        svc.ready, svc.note = False, ""
        svc.liveness.reset()
        svc.last_exit, svc.last_exit_reason = code, reason
        detail = describe_exit(code) + (f" ({reason})" if reason else "")
        log.info("%s (pid %d) %s after %.1f s", svc.name, child.pid, detail, ran_for)
        if self.stopping or ending == END_STOP:
            svc.state = STOPPED
            self._emit(svc, "exited", now, pid=child.pid, exit_code=code, detail=detail)
            self._emit(svc, "stopped", now)
        elif ending in (END_RESTART, END_OVERRAN):
            svc.state = BACKOFF  # for no time at all: the replacement starts now
            self._emit(svc, "exited", now, pid=child.pid, exit_code=code, detail=detail)
            self._spawn(svc, now)
        else:
            self._after_failure(svc, now, ran_for, child.pid, code, detail)

    def _after_failure(
        self, svc: Service, now: float, ran_for_s: float, pid: int, code: int | None, detail: str
    ) -> None:
        if self.stopping:
            svc.state = STOPPED
            self._emit(svc, "exited", now, pid=pid, exit_code=code, detail=detail)
        elif code == CONFIG_EXIT:
            # It cannot start with this configuration: another try would fail the same way.
            svc.state = FAILED
            why = _config_failure(svc.name, "")
            log.error("%s: %s", svc.name, why)
            self._emit(svc, "exited", now, pid=pid, exit_code=code, detail=detail)
            self._emit(svc, "failed", now, detail=why)
        elif svc.flapping.crashed(now):
            svc.state = FAILED
            why = (f"{self.policy.flapping_crashes} exits within "
                   f"{self.policy.flapping_window_s:g} s: not restarting "
                   f"(`dungeon restart {svc.name}` tries again)")
            log.error("%s is flapping: %s", svc.name, why)
            self._emit(svc, "exited", now, pid=pid, exit_code=code, detail=detail)
            self._emit(svc, "failed", now, detail=why)
        else:
            delay = self.policy.backoff.delay(svc.crashes.crashed(ran_for_s))
            svc.state = BACKOFF
            svc.restart_at = now + delay
            log.info("%s restarts in %.2f s", svc.name, delay)
            self._emit(svc, "exited", now, pid=pid, exit_code=code,
                       detail=f"{detail}; restarting in {delay:g} s")

    def _check_memory(self, now: float) -> None:
        for svc in self.services.values():
            if svc.watchdog is None or svc.state != RUNNING or svc.child is None:
                continue
            rss = svc.watchdog.over_limit(svc.child.pid)
            if rss is not None:
                mib = 1024 * 1024
                reason = (f"RSS {rss // mib} MiB over the limit of "
                          f"{svc.watchdog.limit_bytes // mib} MiB")
                self._kill(svc, now, END_RSS, reason)

    def _emit(
        self,
        svc: Service,
        event: str,
        now: float,
        *,
        pid: int | None = None,
        exit_code: int | None = None,
        detail: str = "",
    ) -> None:
        self._events.append(
            SupervisorEvent(
                event=event,
                service=svc.name,
                index=svc.plan.index,
                pid=svc.pid if pid is None else pid,
                state=svc.state,
                exit_code=exit_code,
                detail=detail,
                at_s=now,
            )
        )


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 3)


def _config_failure(name: str, said: str) -> str:
    return ("a configuration error" + (f": {said}" if said else "") + "; not restarting (fix "
            f"the configuration, then `dungeon restart {name}`)")
