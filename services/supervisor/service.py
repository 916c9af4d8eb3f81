"""One supervised service: its plan, its policy state and the process running it (if any).

The states: running → (exit) → backoff → running …; stopping while the supervisor ends a process;
stopped; failed once flapping (until ``restart NAME``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from config.settings import SupervisorConfig
from services.supervisor.plan import ServicePlan
from services.supervisor.policy import Backoff, CrashCounter, FlappingDetector, Liveness
from services.supervisor.process import Child
from services.supervisor.watchdog import RssWatchdog

RUNNING = "running"
BACKOFF = "backoff"
STOPPING = "stopping"
STOPPED = "stopped"
FAILED = "failed"

# Why the supervisor ends a process. Stop ends it for good; restart and overran replace it at
# once; any other ending (and an exit nobody asked for) is a failure: backoff, and it counts
# towards flapping.
END_STOP = "stop"
END_RESTART = "restart"
END_OVERRAN = "overran"
END_HEARTBEAT = "heartbeat"
END_RSS = "rss"


@dataclass(frozen=True, slots=True)
class Policy:
    backoff: Backoff
    backoff_reset_s: float
    flapping_crashes: int
    flapping_window_s: float
    graceful_timeout_s: float
    heartbeat_interval_s: float
    heartbeat_liveness: int
    watchdog_interval_s: float
    # The loop woke this much later than anything it had to do: the supervisor was stopped
    # (SIGSTOP) or starved, and the heartbeats it did not read meanwhile are not the services'
    # fault. Its loop wakes at least every second, so 2 s late is no ordinary delay.
    absence_s: float = 2.0

    @classmethod
    def from_config(cls, sup: SupervisorConfig) -> Policy:
        return cls(
            backoff=Backoff(sup.backoff_initial_ms / 1000, sup.backoff_max_ms / 1000),
            backoff_reset_s=sup.backoff_reset_s,
            flapping_crashes=sup.flapping_crashes,
            flapping_window_s=sup.flapping_window_s,
            graceful_timeout_s=sup.graceful_timeout_s,
            heartbeat_interval_s=sup.heartbeat_interval_ms / 1000,
            heartbeat_liveness=sup.heartbeat_liveness,
            watchdog_interval_s=sup.watchdog_interval_ms / 1000,
        )


class Service:
    """One plan and the process currently running it (if any)."""

    def __init__(self, plan: ServicePlan, policy: Policy, read_rss: Callable[[int], int]) -> None:
        self.plan = plan
        self.state = STOPPED
        self.child: Child | None = None
        self.started_at = 0.0
        self.restarts = 0
        self.spawned_once = False
        self.last_exit: int | None = None
        self.last_exit_reason = ""
        self.ready = False
        self.note = ""  # what the process said of itself in its last heartbeat
        self.restart_at: float | None = None
        self.kill_deadline: float | None = None
        self.ending: str | None = None
        self.ending_reason = ""
        self.crashes = CrashCounter(policy.backoff_reset_s)
        self.flapping = FlappingDetector(policy.flapping_crashes, policy.flapping_window_s)
        self.liveness = Liveness(policy.heartbeat_interval_s, policy.heartbeat_liveness)
        limit = plan.limits.max_rss_bytes
        self.watchdog = RssWatchdog(limit, read_rss) if limit else None

    @property
    def name(self) -> str:
        return self.plan.name

    @property
    def pid(self) -> int:
        return self.child.pid if self.child is not None else 0
