"""The envelope every message travels in, and the one encode/decode pair.

A message on the wire is one msgpack map::

    {"v": 1, "kind": "game.move", "id": "c1-7", "body": {...}}            # a request or event
    {"v": 1, "kind": "game.state", "id": "c1-7", "ok": true, "body": {...}}  # a reply
    {"v": 1, "kind": "error", "id": "c1-7", "ok": false,
     "body": {"code": "bad_field", "message": "..."}}                    # an error reply

Each message type is a frozen dataclass registered under its ``KIND`` (``@message``); the
services' messages are in ``base.messages``, one module a service. ``decode`` checks the version,
the kind, every field's presence and type, and the size; anything wrong raises
``ProtocolError``, which a service edge turns into an ``ErrorReply``. Import all of it through
``base.protocol``, which also loads every service's messages (so ``decode`` knows their kinds).
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar

import msgpack

from base.codec import (
    BAD_FIELD,
    BAD_MESSAGE,
    BAD_VERSION,
    TOO_LARGE,
    UNKNOWN_KIND,
    ProtocolError,
    build,
    fast_from_wire,
    fast_to_wire,
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
    # Checked against a table made once from the fields (base.codec.wire_plan): what crosses
    # the wire every tick.
    FAST: ClassVar[bool] = False
    request_id: str = ""

    def to_wire(self) -> dict[str, Any]:
        if self.FAST:
            return fast_to_wire(self)
        return {
            f.name: to_wire_value(getattr(self, f.name))
            for f in dataclasses.fields(self)
            if f.name != "request_id"
        }

    @classmethod
    def from_wire(cls: type[M], body: Any, request_id: str = "") -> M:
        if cls.FAST:
            return cls(request_id=request_id, **fast_from_wire(cls, body, cls.KIND, request_id))
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
