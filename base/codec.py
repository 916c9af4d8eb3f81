"""How typed values cross msgpack: the protocol's errors, nested structs, and field checks.

``base.protocol`` holds the messages and the envelope; this module holds what they are made
of: ``ProtocolError`` and the shared error codes, ``Struct`` (a typed value inside a message
body), the generic conversion that checks every field's presence and type against the dataclass's
annotations, and the hand-written checks for the two messages that cross the wire every tick.
Import these through ``base.protocol``, which re-exports them.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from dataclasses import dataclass
from typing import Any, TypeVar, Union


class ProtocolError(Exception):
    """A message that cannot be accepted. ``code`` is machine-readable, the text is for people."""

    def __init__(self, code: str, message: str, request_id: str = "") -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.request_id = request_id


# Error codes used across services. Services may add their own; these are the shared ones.
BAD_MESSAGE = "bad_message"  # not msgpack, not a map, missing envelope keys
TOO_LARGE = "too_large"
BAD_VERSION = "bad_version"
UNKNOWN_KIND = "unknown_kind"
BAD_FIELD = "bad_field"  # a field missing, unknown, or of the wrong type
UNEXPECTED = "unexpected"  # a valid message this service does not answer
INTERNAL = "internal"
TIMEOUT = "timeout"
BUSY = "busy"
CANCELLED = "cancelled"
NOT_FOUND = "not_found"
REFUSED = "refused"  # valid request refused by the service's rules (e.g. game over)


@dataclass(frozen=True, slots=True, kw_only=True)
class Struct:
    """A typed, nested value inside a message body (not a message by itself)."""

    def to_wire(self) -> dict[str, Any]:
        return {f.name: to_wire_value(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_wire(cls: type[S], data: Any, where: str = "") -> S:
        return build(cls, data, where or cls.__name__)


S = TypeVar("S", bound=Struct)


_HINTS: dict[type, dict[str, Any]] = {}


def _hints(cls: type) -> dict[str, Any]:
    hints = _HINTS.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _HINTS[cls] = hints
    return hints


def to_wire_value(value: Any) -> Any:
    if isinstance(value, Struct):
        return value.to_wire()
    if isinstance(value, (list, tuple)):
        return [to_wire_value(v) for v in value]
    if isinstance(value, dict):
        return {k: to_wire_value(v) for k, v in value.items()}
    return value


def build(cls: type, data: Any, where: str) -> Any:
    rid = data.get("request_id", "") if isinstance(data, dict) else ""
    if not isinstance(data, dict):
        raise ProtocolError(BAD_FIELD, f"{where}: expected a map, got {_tname(data)}", rid)
    fields = {f.name: f for f in dataclasses.fields(cls)}
    unknown = set(data) - set(fields)
    if unknown:
        raise ProtocolError(BAD_FIELD, f"{where}: unknown fields {sorted(map(str, unknown))}", rid)
    hints = _hints(cls)
    kwargs: dict[str, Any] = {}
    for name, f in fields.items():
        if name not in data:
            if f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise ProtocolError(BAD_FIELD, f"{where}: missing field {name!r}", rid)
            continue
        try:
            kwargs[name] = _check(hints[name], data[name], f"{where}.{name}")
        except ProtocolError as exc:
            exc.request_id = rid
            raise
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise ProtocolError(BAD_FIELD, f"{where}: {exc}", rid) from None


def _tname(value: Any) -> str:
    return type(value).__name__


def _check(tp: Any, value: Any, where: str) -> Any:
    if tp is Any:
        return value
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        if value is None and type(None) in args:
            return None
        errors = []
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _check(arg, value, where)
            except ProtocolError as exc:
                errors.append(exc.message)
        raise ProtocolError(BAD_FIELD, errors[0] if len(errors) == 1 else f"{where}: wrong type")
    if origin is list:
        if not isinstance(value, list):
            raise ProtocolError(BAD_FIELD, f"{where}: expected a list, got {_tname(value)}")
        (arg,) = typing.get_args(tp) or (Any,)
        return [_check(arg, v, f"{where}[{i}]") for i, v in enumerate(value)]
    if origin is dict:
        if not isinstance(value, dict):
            raise ProtocolError(BAD_FIELD, f"{where}: expected a map, got {_tname(value)}")
        kt, vt = typing.get_args(tp) or (Any, Any)
        return {_check(kt, k, where): _check(vt, v, f"{where}.{k}") for k, v in value.items()}
    if isinstance(tp, type) and issubclass(tp, Struct):
        return build(tp, value, where)
    if tp is bool:
        if not isinstance(value, bool):
            raise ProtocolError(BAD_FIELD, f"{where}: expected true/false, got {_tname(value)}")
        return value
    if tp is int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ProtocolError(BAD_FIELD, f"{where}: expected an integer, got {_tname(value)}")
        return value
    if tp is float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ProtocolError(BAD_FIELD, f"{where}: expected a number, got {_tname(value)}")
        return float(value)
    if tp is str:
        if not isinstance(value, str):
            raise ProtocolError(BAD_FIELD, f"{where}: expected a string, got {_tname(value)}")
        return value
    if tp is bytes:
        if not isinstance(value, (bytes, bytearray)):
            raise ProtocolError(BAD_FIELD, f"{where}: expected bytes, got {_tname(value)}")
        return bytes(value)
    raise ProtocolError(INTERNAL, f"{where}: unsupported field type {tp!r}")


# The two tick messages cross the wire every tick; the generic typed checks cost about 15 µs a
# message, so they check their fields by hand against these tables (same errors, ~2 µs).
BodySpec = dict[str, tuple[tuple[type, ...], bool]]  # field -> (exact types allowed, required)


def checked_body(kind: str, body: Any, request_id: str, spec: BodySpec) -> dict[str, Any]:
    if type(body) is not dict:
        raise ProtocolError(BAD_FIELD, f"{kind}: body must be a map", request_id)
    for name, value in body.items():
        entry = spec.get(name)
        if entry is None:
            raise ProtocolError(BAD_FIELD, f"{kind}: unknown fields [{name!r}]", request_id)
        if type(value) not in entry[0]:
            allowed = " or ".join(t.__name__ for t in entry[0])
            raise ProtocolError(
                BAD_FIELD,
                f"{kind}.{name}: expected {allowed}, got {type(value).__name__}",
                request_id,
            )
    for name, (_, required) in spec.items():
        if required and name not in body:
            raise ProtocolError(BAD_FIELD, f"{kind}: missing field {name!r}", request_id)
    return body


def check_strings(kind: str, name: str, value: list[Any], request_id: str) -> list[str]:
    for item in value:
        if type(item) is not str:
            raise ProtocolError(
                BAD_FIELD, f"{kind}.{name}: expected strings, got {type(item).__name__}", request_id
            )
    return value
