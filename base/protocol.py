"""The wire protocol: every message every process sends, and the one encode/decode pair.

A message on the wire is one msgpack map::

    {"v": 1, "kind": "game.move", "id": "c1-7", "body": {...}}            # a request or event
    {"v": 1, "kind": "game.state", "id": "c1-7", "ok": true, "body": {...}}  # a reply
    {"v": 1, "kind": "error", "id": "c1-7", "ok": false,
     "body": {"code": "bad_field", "message": "..."}}                    # an error reply

Each message type is a frozen dataclass registered here under its ``KIND``. ``decode`` checks the
version, the kind, every field's presence and type, and the size; anything wrong raises
``ProtocolError``, which a service edge turns into an ``ErrorReply``. What the messages are made
of (errors, nested structs, the field checks) lives in ``base.codec`` and is re-exported here.
``docs/protocol.md`` describes the same messages for people writing their own clients.

Sections below are owned by the service that answers them; add new kinds in that section.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any, ClassVar, TypeVar

import msgpack

from base.codec import (  # re-exported: base.protocol is where callers find them
    BAD_FIELD as BAD_FIELD,
    BAD_MESSAGE as BAD_MESSAGE,
    BAD_VERSION as BAD_VERSION,
    BUSY as BUSY,
    CANCELLED as CANCELLED,
    INTERNAL as INTERNAL,
    NOT_FOUND as NOT_FOUND,
    REFUSED as REFUSED,
    TIMEOUT as TIMEOUT,
    TOO_LARGE as TOO_LARGE,
    UNEXPECTED as UNEXPECTED,
    UNKNOWN_KIND as UNKNOWN_KIND,
    BodySpec,
    ProtocolError as ProtocolError,
    Struct as Struct,
    build,
    check_strings,
    checked_body,
    to_wire_value,
)

PROTOCOL_VERSION = 1
DEFAULT_MAX_MESSAGE_BYTES = 4 * 1024 * 1024


M = TypeVar("M", bound="Message")

_REGISTRY: dict[str, type[Message]] = {}


def message(cls: type[M]) -> type[M]:
    """Register a message dataclass under its KIND (class decorator)."""
    kind = cls.KIND
    if kind in _REGISTRY:
        raise RuntimeError(f"message kind {kind!r} registered twice")
    _REGISTRY[kind] = cls
    return cls


def registered_kinds() -> dict[str, type[Message]]:
    return dict(_REGISTRY)


@dataclass(frozen=True, slots=True, kw_only=True)
class Message:
    """Base of every message. ``request_id`` correlates a reply (or a stream) with its request."""

    KIND: ClassVar[str] = ""
    REPLY: ClassVar[bool] = False
    request_id: str = ""

    def to_wire(self) -> dict[str, Any]:
        return {
            f.name: to_wire_value(getattr(self, f.name))
            for f in dataclasses.fields(self)
            if f.name != "request_id"
        }

    @classmethod
    def from_wire(cls: type[M], body: Any, request_id: str = "") -> M:
        if not isinstance(body, dict):
            raise ProtocolError(BAD_FIELD, f"{cls.KIND}: body must be a map", request_id)
        return build(cls, {**body, "request_id": request_id}, cls.KIND)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class ErrorReply(Message):
    """Any request can be answered with this: a machine code and a sentence for people."""

    KIND: ClassVar[str] = "error"
    REPLY: ClassVar[bool] = True
    code: str
    message: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Ping(Message):
    """Liveness probe every service answers. Reply: Pong."""

    KIND: ClassVar[str] = "ping"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class Pong(Message):
    KIND: ClassVar[str] = "pong"
    REPLY: ClassVar[bool] = True
    service: str
    pid: int


# --------------------------------------------------------------------------------------------
# Encoding


def encode(msg: Message) -> bytes:
    envelope: dict[str, Any] = {
        "v": PROTOCOL_VERSION,
        "kind": msg.KIND,
        "id": msg.request_id,
        "body": msg.to_wire(),
    }
    if msg.REPLY:
        envelope["ok"] = not isinstance(msg, ErrorReply)
    return msgpack.packb(envelope, use_bin_type=True)


def peek_request_id(data: bytes) -> str:
    """Best-effort request id of a message that failed to decode, so the error can echo it."""
    try:
        obj = msgpack.unpackb(data, raw=False)
    except Exception:
        return ""
    if isinstance(obj, dict) and isinstance(obj.get("id"), str):
        return obj["id"][:200]
    return ""


def decode(data: bytes, max_bytes: int = DEFAULT_MAX_MESSAGE_BYTES) -> Message:
    if not isinstance(data, (bytes, bytearray, memoryview)):
        raise ProtocolError(BAD_MESSAGE, "a message must be bytes")
    if len(data) > max_bytes:
        raise ProtocolError(
            TOO_LARGE, f"message of {len(data)} bytes is over the limit of {max_bytes} bytes"
        )
    try:
        obj = msgpack.unpackb(data, raw=False, strict_map_key=True)
    except Exception as exc:
        raise ProtocolError(BAD_MESSAGE, f"not a msgpack message: {exc}") from None
    if not isinstance(obj, dict):
        raise ProtocolError(BAD_MESSAGE, "a message must be a msgpack map")
    rid = obj.get("id", "")
    if not isinstance(rid, str):
        raise ProtocolError(BAD_MESSAGE, "'id' must be a string")
    version = obj.get("v")
    if version != PROTOCOL_VERSION:
        raise ProtocolError(
            BAD_VERSION,
            f"protocol version {version!r} is not supported; this service speaks "
            f"{PROTOCOL_VERSION}",
            rid,
        )
    kind = obj.get("kind")
    if not isinstance(kind, str):
        raise ProtocolError(BAD_MESSAGE, "'kind' must be a string", rid)
    cls = _REGISTRY.get(kind)
    if cls is None:
        raise ProtocolError(UNKNOWN_KIND, f"unknown message kind {kind!r}", rid)
    extra = set(obj) - {"v", "kind", "id", "body", "ok"}
    if extra:
        raise ProtocolError(BAD_MESSAGE, f"unknown envelope keys: {sorted(extra)}", rid)
    return cls.from_wire(obj.get("body", {}), rid)


def error_reply(request_id: str, code: str, message: str) -> ErrorReply:
    return ErrorReply(request_id=request_id, code=code, message=message[:2000])


# ============================================================================================
# game service (services/game_server/server.py) — owned by the game issue
# ============================================================================================


@dataclass(frozen=True, slots=True, kw_only=True)
class OrderInfo(Struct):
    """The order the companion is working on, as the status line shows it."""

    order_id: str
    text: str
    # services/game_server/order_life.py: queued → writing (the agent at work) → running →
    # done, repairing, failed; or refused in words; replaced by a newer order
    state: str
    detail: str = ""
    # while writing or repairing, the agent's stage: matching, writing, testing or retrying
    stage: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class CodeInfo(Struct):
    """The companion's code: where it came from, without its text (``game.code`` sends that).
    Kept after the code stopped (``running`` false), until other code is loaded or a reset."""

    code_id: str
    running: bool  # False: it returned "Done", failed in play, or its order was replaced
    order_id: str = ""  # the order it serves; "" for code a tool loaded outside any order
    order_text: str = ""
    # library, composed, generated (by the model), repaired (the model's fix of code that failed
    # in play), loaded (game.load_code), or "" (code checkpointed before the game kept this)
    served_by: str = ""
    entry_id: str = ""
    # library: the entry's parameters as filled from the order; composed: {"steps": [...]}
    params: dict[str, Any] = field(default_factory=dict)
    score: float = 0.0
    attempts: int = 0  # model attempts (generated code)
    lines: int = 0  # lines of its text


@dataclass(frozen=True, slots=True, kw_only=True)
class Frame(Struct):
    """What a client draws after a tick. ``world`` is the full world as plain data."""

    tick: int
    map: str
    hud: str
    status: str
    outcome: str | None
    events: list[str]
    order: OrderInfo | None
    world: dict[str, Any]
    manual_ticks: bool
    sandbox_worker: int = -1  # the sandbox worker that ran the companion's last tick (-1: none)
    # The companion's code, where it came from; None before any code ran and after a reset. The
    # text is left out (every frame would carry it): ask game.code when it is to be shown.
    code: CodeInfo | None = None


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameJoin(Message):
    """A client says hello. Reply: GameJoined (with the frame PUB endpoint)."""

    KIND: ClassVar[str] = "game.join"
    client: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameJoined(Message):
    KIND: ClassVar[str] = "game.joined"
    REPLY: ClassVar[bool] = True
    pub_endpoint: str
    frame: Frame


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameMove(Message):
    """Move the player one tile (w/a/s/d). In real time this ticks at once; in manual mode the
    move waits for the next tick. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.move"
    direction: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameOrder(Message):
    """Give the companion an order in plain words. Reply: GameOrderAccepted."""

    KIND: ClassVar[str] = "game.order"
    text: str
    mode: str = ""  # "", strict, fallback or generate ("" = the agent's configured mode)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameOrderAccepted(Message):
    KIND: ClassVar[str] = "game.order_accepted"
    REPLY: ClassVar[bool] = True
    order: OrderInfo


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameState(Message):
    """Ask for the current frame. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.state"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameTick(Message):
    """Advance ``count`` ticks now (any mode; the only way time passes in manual mode).
    Reply: GameFrame after the last tick, with ``ticks_run``: one request runs for at most
    game.max_request_ms, so a long one stops early and the client asks again for the rest."""

    KIND: ClassVar[str] = "game.tick"
    count: int = 1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameFrame(Message):
    KIND: ClassVar[str] = "game.frame"
    REPLY: ClassVar[bool] = True
    frame: Frame
    # game.tick: the ticks it ran (each one published a frame). Fewer than asked when the request
    # reached the game's time limit per request (game.max_request_ms); ``note`` then says so.
    ticks_run: int = 0
    note: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameReset(Message):
    """Start a new game: a map by name, a seed, and optionally where the companion starts
    (the nearest free floor tile if that one is a wall or taken), and the companion's and the
    player's health and what they carry. Reply: GameFrame."""

    KIND: ClassVar[str] = "game.reset"
    map: str = ""
    seed: int | None = None
    ai_start: list[int] | None = None
    manual_ticks: bool | None = None
    ai_health: int | None = None
    ai_items: list[str] | None = None
    player_health: int | None = None
    player_items: list[str] | None = None


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameLoadCode(Message):
    """Run this Lua ``update_func`` for the companion from the next tick on (the agent sends
    it after validation; tools and replays use it directly). Reply: GameFrame."""

    KIND: ClassVar[str] = "game.load_code"
    code: str
    code_id: str = ""
    order_text: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameCode(Message):
    """Ask for the companion's code: its text and where it came from (the frame carries only
    the latter). Reply: GameCodeResult."""

    KIND: ClassVar[str] = "game.code"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameCodeResult(Message):
    KIND: ClassVar[str] = "game.code_result"
    REPLY: ClassVar[bool] = True
    code: CodeInfo | None  # as Frame.code now
    source: str  # the Lua text of that code ("" when there is none)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameQuit(Message):
    """The client leaves; the game keeps its world. Reply: GameBye."""

    KIND: ClassVar[str] = "game.quit"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class GameBye(Message):
    KIND: ClassVar[str] = "game.bye"
    REPLY: ClassVar[bool] = True


# ============================================================================================
# sandbox workers (sandbox_worker/) — owned by the sandbox issue
# ============================================================================================

# Error codes of a sandbox worker (ErrorReply.code), on top of the shared ones. Failures of the
# Lua code itself are not error replies: they come back as SandboxFailure inside the result.
SANDBOX_NEED_STATE = "need_state"  # a tick without code, maze or memory this worker lacks
SANDBOX_BAD_STATE = "bad_state"  # the snapshot or the memory cannot be read


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxFailure(Struct):
    """What went wrong in the Lua code: ``kind`` (docs/sandbox.md lists them), a sentence the
    model can act on, and the line of the generated code when known."""

    kind: str
    message: str
    line: int | None = None

    @classmethod
    def from_wire(cls, data: Any, where: str = "") -> SandboxFailure:
        b = checked_body(where or "SandboxFailure", data, "", _FAILURE_FIELDS)
        return cls(**b)


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveRequest(Struct):
    """A move the companion's code asked for; the game validates it."""

    entity: int
    move: str  # "w", "a", "s" or "d"

    @classmethod
    def from_wire(cls, data: Any, where: str = "") -> MoveRequest:
        b = checked_body(where or "MoveRequest", data, "", _MOVE_FIELDS)
        return cls(**b)


_FAILURE_FIELDS: BodySpec = {
    "kind": ((str,), True),
    "message": ((str,), True),
    "line": ((int, type(None)), False),
}
_MOVE_FIELDS: BodySpec = {"entity": ((int,), True), "move": ((str,), True)}


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxLoad(Message):
    """Compile a chunk and run its top-level code; it becomes the worker's code if that works.
    ``limits`` are [sandbox] config keys overriding the worker's own. Reply: SandboxLoaded."""

    KIND: ClassVar[str] = "sandbox.load"
    code_id: str
    code: str
    limits: dict[str, int] | None = None


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxLoaded(Message):
    KIND: ClassVar[str] = "sandbox.loaded"
    REPLY: ClassVar[bool] = True
    code_id: str
    instance: str  # this worker process; changes when it is replaced
    error: SandboxFailure | None = None
    log: list[str] = field(default_factory=list)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxTick(Message):
    """Run update_func once. ``state`` is the msgpack-packed flat snapshot and ``memory`` the
    msgpack-packed custom fields (docs/protocol.md, "Sandbox worker messages"). ``maze`` and
    ``memory`` may be left out when ``instance`` names the worker that already has them (its
    last reply); otherwise the worker answers ErrorReply ``need_state``. Reply:
    SandboxTickResult."""

    KIND: ClassVar[str] = "sandbox.tick"
    code_id: str
    seed: int
    state: bytes
    maze_hash: str
    maze: list[str] | None = None
    memory: bytes | None = None
    instance: str = ""

    def to_wire(self) -> dict[str, Any]:
        return {
            "code_id": self.code_id,
            "seed": self.seed,
            "state": self.state,
            "maze_hash": self.maze_hash,
            "maze": self.maze,
            "memory": self.memory,
            "instance": self.instance,
        }

    @classmethod
    def from_wire(cls, body: Any, request_id: str = "") -> SandboxTick:
        b = checked_body(cls.KIND, body, request_id, _TICK_FIELDS)
        if b.get("maze") is not None:
            check_strings(cls.KIND, "maze", b["maze"], request_id)
        return cls(request_id=request_id, **b)


_TICK_FIELDS: BodySpec = {
    "code_id": ((str,), True),
    "seed": ((int,), True),
    "state": ((bytes,), True),
    "maze_hash": ((str,), True),
    "maze": ((list, type(None)), False),
    "memory": ((bytes, type(None)), False),
    "instance": ((str,), False),
}


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxTickResult(Message):
    """The tick's outcome. ``memory`` (msgpack) is everything a fresh worker needs to continue:
    send it back with the next tick to any worker."""

    KIND: ClassVar[str] = "sandbox.tick_result"
    REPLY: ClassVar[bool] = True
    code_id: str
    instance: str
    status: str
    actions: list[MoveRequest]
    done: bool
    error: SandboxFailure | None = None
    log: list[str] = field(default_factory=list)
    memory: bytes
    lua_us: int

    def to_wire(self) -> dict[str, Any]:
        return {
            "code_id": self.code_id,
            "instance": self.instance,
            "status": self.status,
            "actions": [{"entity": a.entity, "move": a.move} for a in self.actions],
            "done": self.done,
            "error": None if self.error is None else self.error.to_wire(),
            "log": self.log,
            "memory": self.memory,
            "lua_us": self.lua_us,
        }

    @classmethod
    def from_wire(cls, body: Any, request_id: str = "") -> SandboxTickResult:
        b = dict(checked_body(cls.KIND, body, request_id, _TICK_RESULT_FIELDS))
        where = cls.KIND
        b["actions"] = [MoveRequest.from_wire(a, f"{where}.actions") for a in b["actions"]]
        if b.get("error") is not None:
            b["error"] = SandboxFailure.from_wire(b["error"], f"{where}.error")
        if "log" in b:
            check_strings(where, "log", b["log"], request_id)
        return cls(request_id=request_id, **b)


_TICK_RESULT_FIELDS: BodySpec = {
    "code_id": ((str,), True),
    "instance": ((str,), True),
    "status": ((str,), True),
    "actions": ((list,), True),
    "done": ((bool,), True),
    "error": ((dict, type(None)), False),
    "log": ((list,), False),
    "memory": ((bytes,), True),
    "lua_us": ((int,), True),
}


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxReset(Message):
    """Forget the code and the memory; start a fresh Lua state. Reply: SandboxReady."""

    KIND: ClassVar[str] = "sandbox.reset"


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxReady(Message):
    KIND: ClassVar[str] = "sandbox.ready"
    REPLY: ClassVar[bool] = True
    instance: str
    pid: int

# ============================================================================================
# supervisor (services/supervisor/server.py) — owned by the supervisor issue
# ============================================================================================


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

# ============================================================================================
# model service (services/llm_server/server.py) — owned by the model issue
# ============================================================================================

# Error codes of the model service, on top of the shared ones (BUSY, CANCELLED, TIMEOUT, ...).
LLM_UNKNOWN_GRAMMAR = "unknown_grammar"
LLM_PROMPT_TOO_LONG = "prompt_too_long"
LLM_BACKEND_FAILED = "backend_failed"  # the model or the remote server failed mid-request


@dataclass(frozen=True, slots=True, kw_only=True)
class ChatMessage(Struct):
    role: str  # "system", "user" or "assistant"
    content: str

    @classmethod
    def system(cls, content: str) -> ChatMessage:
        return cls(role="system", content=content)

    @classmethod
    def user(cls, content: str) -> ChatMessage:
        return cls(role="user", content=content)


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmTimings(Struct):
    """Where the time of one request went. Rates are 0.0 when there was nothing to measure."""

    queue_ms: float  # received → generation started
    prompt_ms: float  # generation started → first token sampled (prompt evaluation)
    generation_ms: float  # first token → last token
    total_ms: float  # received → result sent
    prompt_tok_s: float  # prompt tokens evaluated / prompt_ms
    generation_tok_s: float  # completion tokens after the first / generation_ms


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmGenerate(Message):
    """Generate a chat reply. Stream: LlmProgress and LlmToken messages, then one LlmResult or
    ErrorReply. 0 / -1 / None mean "the service's default" for max_tokens, seed, temperature,
    deadline_ms."""

    KIND: ClassVar[str] = "llm.generate"
    messages: list[ChatMessage]
    grammar: str = ""  # a name from config/grammars/, e.g. "lua_update_func"; "" = none
    max_tokens: int = 0
    stop: list[str] = field(default_factory=list)
    seed: int = -1
    temperature: float | None = None
    deadline_ms: int = 0  # whole request, queue wait included


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmProgress(Message):
    """Sent on accept and then every heartbeat while a request waits or runs."""

    KIND: ClassVar[str] = "llm.progress"
    REPLY: ClassVar[bool] = True
    # "queued", "running", or "restarted": the model server writing the reply failed and
    # another one writes it from the start (token indices begin again at 0)
    state: str
    queue_position: int  # 0 when running
    completion_tokens: int
    elapsed_ms: float
    # While the prompt is read (model in process only): its tokens to read (the cached prefix
    # not counted), how many are read, and the service's estimate of the time left (-1: none)
    prompt_tokens: int = 0
    prompt_read: int = 0
    prompt_left_ms: int = -1


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmToken(Message):
    """A piece of the reply text, in order (``index`` counts pieces from 0; after an
    ``llm.progress`` of state "restarted" it begins again at 0 and the pieces before are void)."""

    KIND: ClassVar[str] = "llm.token"
    REPLY: ClassVar[bool] = True
    text: str
    index: int


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmResult(Message):
    """The end of a stream. Token counts are -1 when a remote backend did not report them."""

    KIND: ClassVar[str] = "llm.result"
    REPLY: ClassVar[bool] = True
    text: str
    finish_reason: str  # "stop" (end of turn or stop string), "length" (max_tokens)
    prompt_tokens: int
    prompt_tokens_cached: int  # reused from the previous request's KV state, not evaluated
    completion_tokens: int
    timings: LlmTimings
    model: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmCancel(Message):
    """Cancel a queued or running request by its id. Reply: LlmCancelled; the cancelled
    request's own stream ends with an ErrorReply of code "cancelled"."""

    KIND: ClassVar[str] = "llm.cancel"
    target_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmCancelled(Message):
    KIND: ClassVar[str] = "llm.cancelled"
    REPLY: ClassVar[bool] = True
    target_id: str
    state: str  # what the target was: "queued", "running" or "unknown" (finished or never seen)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmInfo(Message):
    """Describe the loaded model. Reply: LlmInfoResult."""

    KIND: ClassVar[str] = "llm.info"


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmAdapter(Struct):
    """A LoRA adapter the model runs with, and its held-out scores from its model card."""

    name: str
    path: str
    heldout_exact: float  # share of held-out orders written as the exact program; -1.0 unknown
    heldout_n: int  # how many held-out orders that was measured on (0: unknown)
    heldout_by_kind: dict[str, float]  # the same share per kind: errand, compound, question


@dataclass(frozen=True, slots=True, kw_only=True)
class LlmModelServer(Struct):
    """One OpenAI-compatible model server of the service's list, as the service sees it."""

    url: str
    model: str  # the model name the service asks it for
    up: bool  # False: it failed; no request goes to it until a probe finds it answering
    in_flight: int  # requests it runs now
    slots: int  # requests it may run at once (llm.openai_requests_per_server)
    served: int  # replies it completed
    failures: int  # failures in a row (0 while up)
    error: str  # the last failure, kept after it came back ("" = none yet)
    retry_in_ms: int  # when down: until the next probe


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class LlmInfoResult(Message):
    KIND: ClassVar[str] = "llm.info_result"
    REPLY: ClassVar[bool] = True
    model: str  # the configured name or path
    model_path: str  # the GGUF file, or the remote servers' URLs (comma-separated)
    backend: str  # "llama_cpp" or "openai"
    family: str  # "qwen3", "smollm2", "gemma3" or "generic": picks sampling defaults
    n_ctx: int  # 0 when a remote server does not say
    n_threads: int
    n_gpu_layers: int
    device: str  # e.g. "CPU" or "CUDA (all layers)"
    grammars: list[str]
    prompt_tok_s: float  # the most recent measurement (warm-up at start, then each request)
    generation_tok_s: float
    load_s: float
    queue_length: int
    busy: bool
    served: int
    lora: LlmAdapter | None = None  # the LoRA adapter applied to the model; None: none
    running: int = 0  # generations running now
    concurrency: int = 1  # how many may run at once
    servers: list[LlmModelServer] = field(default_factory=list)  # the openai backend's list


# ============================================================================================
# agent service (services/agent_server/server.py) — owned by the agent issue
# ============================================================================================


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentOrder(Message):
    """Turn an order into validated Lua. Stream: AgentProgress messages, then one AgentResult
    (or ErrorReply). ``world`` is the world as plain data when the order was given."""

    KIND: ClassVar[str] = "agent.order"
    order_id: str
    text: str
    mode: str = ""  # "" = the configured mode; strict, fallback or generate
    world: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentProgress(Message):
    KIND: ClassVar[str] = "agent.progress"
    REPLY: ClassVar[bool] = True
    order_id: str
    stage: str  # queued, matching, writing, testing, retrying
    detail: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentResult(Message):
    KIND: ClassVar[str] = "agent.result"
    REPLY: ClassVar[bool] = True
    order_id: str
    ok: bool
    message: str  # for the player, e.g. "On it." or why nothing could be done
    code: str = ""
    code_id: str = ""
    served_by: str = "none"  # library, composed, generated or none
    entry_id: str = ""
    score: float = 0.0
    attempts: int = 0
    ms_to_accept: float = 0.0
    history_id: str = ""
    # Not ok on purpose: the order asks what the game cannot do, or what the agent did not
    # understand; ``message`` says which. The game ends the order "refused"; nothing new runs.
    refused: bool = False
    # The library entry's parameters as filled from the order, or {"steps": [...]} (each step in
    # words) for a composed order; {} otherwise.
    params: dict[str, Any] = field(default_factory=dict)


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCancel(Message):
    """Drop an order (a newer one replaced it). Reply: AgentCancelled; the order's own stream
    ends with an ErrorReply of code "cancelled"."""

    KIND: ClassVar[str] = "agent.cancel"
    order_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCancelled(Message):
    KIND: ClassVar[str] = "agent.cancelled"
    REPLY: ClassVar[bool] = True
    order_id: str
    state: str  # queued, running or unknown


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentRepair(Message):
    """Code the agent gave for an order failed in play: repair it. ``error_kind`` is a sandbox
    failure kind or ``refused`` (the game refused its move several ticks in a row); ``world`` is
    the world when it failed. Stream: AgentProgress (stage ``repairing``), then one AgentResult
    (ok: the repaired code, validated; not ok: why it could not be repaired), or an ErrorReply
    ``cancelled`` when a newer order replaced it (cancel it with AgentCancel by ``order_id``)."""

    KIND: ClassVar[str] = "agent.repair"
    order_id: str
    text: str
    code: str
    code_id: str
    error_kind: str
    error: str
    world: dict[str, Any]


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCompleted(Message):
    """The code running for ``order_id`` (``code_id``) returned "Done" without an error in play.
    The agent counts it as a success of the library entry that served it, or keeps generated
    code as a library candidate. Reply: AgentCompletedNoted."""

    KIND: ClassVar[str] = "agent.completed"
    order_id: str
    code_id: str


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class AgentCompletedNoted(Message):
    KIND: ClassVar[str] = "agent.completed_noted"
    REPLY: ClassVar[bool] = True
    order_id: str
    # library: a success counted for entry_id; candidate: kept as the candidate entry_id;
    # unknown: the agent did not serve that code (another process loaded it, or it restarted)
    noted: str
    entry_id: str = ""
