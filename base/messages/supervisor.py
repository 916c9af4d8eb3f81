"""The supervisor's messages (services/supervisor): status, restarts, stopping, heartbeats, and
what the game reports about its sandbox workers.

docs/protocol.md describes them for people writing their own clients."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from base.codec import Struct
from base.envelope import Message, message

__all__ = [
    "ServiceStatus",
    "RemoteWorkerStatus",
    "SupervisorStatus",
    "SupervisorStatusResult",
    "SupervisorRestart",
    "SupervisorRestartResult",
    "SupervisorStop",
    "SupervisorStopResult",
    "SupervisorHeartbeat",
    "SupervisorHeartbeatAck",
    "WorkerOverran",
    "WorkerOverranResult",
    "RemoteWorkerReport",
    "RemoteWorkerNoted",
    "SupervisorEvent",
]


@dataclass(frozen=True, slots=True, kw_only=True)
class ServiceStatus(Struct):
    """One supervised process. Replicas are named ``group.index`` (``sandbox.0``)."""

    name: str
    group: str  # the Procfile name
    index: int  # replica index (the sandbox worker's endpoint index); -1 when not replicated
    state: str  # running | backoff | stopping | stopped | failed
    pid: int  # 0 when no process is running
    ready: bool  # has heartbeated, and said it is ready, since this process started
    uptime_s: float  # of the current process; 0 when none
    restarts: int
    rss_bytes: int  # the process and its children; 0 when none
    last_exit: int | None  # exit code of the previous process; -N: killed by signal N
    last_exit_reason: str  # why it ended, in words ("" if it exited on its own)
    heartbeat_age_s: float | None  # None until the first heartbeat
    # What the service last said of itself in its heartbeat ("warming up: ..."); "" = nothing
    note: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoteWorkerStatus(Struct):
    """A sandbox worker on another host (network.remote_sandbox_workers), as the game reported
    it last. ``state``: connecting, ready, down or dropped (it missed a tick deadline and left
    the game's pool until the game restarts)."""

    endpoint: str
    state: str
    reason: str  # why it was dropped; "" otherwise
    age_s: float  # seconds since the game reported this state


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorStatus(Message):
    """Every service's state. Reply: SupervisorStatusResult."""

    KIND: ClassVar[str] = "supervisor.status"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorStatusResult(Message):
    KIND: ClassVar[str] = "supervisor.status_result"
    REPLY: ClassVar[bool] = True
    pid: int
    uptime_s: float
    stopping: bool
    services: list[ServiceStatus]
    remote_workers: list[RemoteWorkerStatus] = field(default_factory=list)
    # Where the agent writes the function it serves for each order (agent.func_out_file made
    # absolute against the folder `dungeon up` was started in); "" = not written.
    func_out_file: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorRestart(Message):
    """Restart a service (``sandbox.1``) or every replica of a group (``sandbox``): graceful stop,
    then start at once; clears a failed (flapping) state. Reply: SupervisorRestartResult."""

    KIND: ClassVar[str] = "supervisor.restart"
    name: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorRestartResult(Message):
    KIND: ClassVar[str] = "supervisor.restart_result"
    REPLY: ClassVar[bool] = True
    names: list[str]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorStop(Message):
    """Stop every service gracefully, then the supervisor exits. Reply: SupervisorStopResult."""

    KIND: ClassVar[str] = "supervisor.stop"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorStopResult(Message):
    KIND: ClassVar[str] = "supervisor.stop_result"
    REPLY: ClassVar[bool] = True
    pid: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorHeartbeat(Message):
    """A supervised service is alive (base/heartbeat.py sends it). ``interval_ms`` is how
    often it promises to beat from now on (0: the supervisor's default); silence for
    heartbeat_liveness intervals gets it killed and restarted. A live service that cannot serve
    yet (the agent while the model reads its system prompt) beats with ``ready`` false, and
    ``note`` says why and for how long. Reply: SupervisorHeartbeatAck."""

    KIND: ClassVar[str] = "supervisor.heartbeat"
    service: str
    pid: int
    interval_ms: int = 0
    ready: bool = True
    note: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorHeartbeatAck(Message):
    KIND: ClassVar[str] = "supervisor.heartbeat_ack"
    REPLY: ClassVar[bool] = True


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class WorkerOverran(Message):
    """The game: sandbox worker ``index`` missed its tick deadline. The supervisor SIGKILLs it
    (when ``pid`` is 0 or still that worker's pid) and starts a replacement at once, without
    backoff. Reply: WorkerOverranResult."""

    KIND: ClassVar[str] = "supervisor.worker_overran"
    index: int
    pid: int = 0
    reason: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class WorkerOverranResult(Message):
    KIND: ClassVar[str] = "supervisor.worker_overran_result"
    REPLY: ClassVar[bool] = True
    killed: bool  # False: that pid was already gone or replaced
    spares: list[int]  # other worker indices running now, ready ones first


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoteWorkerReport(Message):
    """The game: a remote sandbox worker's state changed (see RemoteWorkerStatus). The
    supervisor shows the latest report per endpoint in supervisor.status. Reply:
    RemoteWorkerNoted."""

    KIND: ClassVar[str] = "supervisor.remote_worker"
    endpoint: str
    state: str
    reason: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class RemoteWorkerNoted(Message):
    KIND: ClassVar[str] = "supervisor.remote_worker_noted"
    REPLY: ClassVar[bool] = True


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SupervisorEvent(Message):
    """Published on the supervisor's PUB socket as two frames: the service name (subscribe to
    a prefix, e.g. ``sandbox.``) and this message. ``event`` is one of spawned, ready, stopping
    (SIGTERM sent), killing (SIGKILL sent), exited, failed (flapping: no more restarts),
    stopped."""

    KIND: ClassVar[str] = "supervisor.event"
    event: str
    service: str
    index: int
    pid: int
    state: str
    exit_code: int | None = None
    detail: str = ""
    at_s: float  # the supervisor's CLOCK_MONOTONIC (time.monotonic(), shared by the machine)
