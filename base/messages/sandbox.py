"""A sandbox worker's messages (sandbox_worker/): loading code and running one tick of it; the
tick pair crosses the wire every tick, so it is checked the quick way (``FAST``).

docs/protocol.md describes them for people writing their own clients."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from base.codec import Struct
from base.envelope import Message, message

__all__ = [
    "SANDBOX_NEED_STATE",
    "SANDBOX_BAD_STATE",
    "SandboxFailure",
    "MoveRequest",
    "SandboxLoad",
    "SandboxLoaded",
    "SandboxTick",
    "SandboxTickResult",
    "SandboxReset",
    "SandboxReady",
]


# Error codes of a sandbox worker (ErrorReply.code), on top of the shared ones. Failures of the
# Lua code itself are not error replies: they come back as SandboxFailure inside the result.
SANDBOX_NEED_STATE = "need_state"  # a tick without code, maze or memory this worker lacks
SANDBOX_BAD_STATE = "bad_state"  # the snapshot or the memory cannot be read


@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxFailure(Struct):
    """What went wrong in the Lua code: ``kind`` (docs/sandbox.md lists them), a sentence the
    model can act on, and the line of the generated code when known."""

    FAST: ClassVar[bool] = True
    kind: str
    message: str
    line: int | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveRequest(Struct):
    """A move the companion's code asked for; the game validates it."""

    FAST: ClassVar[bool] = True
    entity: int
    move: str  # "w", "a", "s" or "d"


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
    FAST: ClassVar[bool] = True
    code_id: str
    seed: int
    state: bytes
    maze_hash: str
    maze: list[str] | None = None
    memory: bytes | None = None
    instance: str = ""


@message
@dataclass(frozen=True, slots=True, kw_only=True)
class SandboxTickResult(Message):
    """The tick's outcome. ``memory`` (msgpack) is everything a fresh worker needs to continue:
    send it back with the next tick to any worker."""

    KIND: ClassVar[str] = "sandbox.tick_result"
    REPLY: ClassVar[bool] = True
    FAST: ClassVar[bool] = True
    code_id: str
    instance: str
    status: str
    actions: list[MoveRequest]
    done: bool
    error: SandboxFailure | None = None
    log: list[str] = field(default_factory=list)
    memory: bytes
    lua_us: int
    gave_up: bool = False  # the status is what a skill said as it gave up (then comes Done)


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
