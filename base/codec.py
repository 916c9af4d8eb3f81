"""How typed values cross msgpack: the protocol's errors, nested structs, and field checks.

``base.protocol`` holds the messages and the envelope; this module holds what they are made
of: ``ProtocolError`` and the shared error codes, ``Struct`` (a typed value inside a message
body), the generic conversion that checks every field's presence and type against the dataclass's
annotations, and the quicker checks, made from the same annotations, for what crosses the wire
every tick.
Import these through ``base.protocol``, which re-exports them.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, TypeVar, Union


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
    """A typed, nested value inside a message body (not a message by itself). ``FAST``: checked
    against a table made from its fields (``wire_plan``), for what crosses every tick."""

    FAST: ClassVar[bool] = False

    def to_wire(self) -> dict[str, Any]:
        if self.FAST:
            return fast_to_wire(self)
        return {f.name: to_wire_value(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def from_wire(cls: type[S], data: Any, where: str = "") -> S:
        if cls.FAST:
            return cls(**fast_from_wire(cls, data, where or cls.__name__))
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
# message, so they check their fields against a table made once from their declaration (same
# errors, ~2 µs): a class with ``FAST = True`` (see ``wire_plan``).
BodySpec = dict[str, tuple[tuple[type, ...], bool]]  # field -> (exact types allowed, required)


@dataclass(frozen=True, slots=True)
class WirePlan:
    """How a fast class crosses the wire, read once from its fields: what each may be on the
    wire (``spec``), and the fields holding strings, structs or lists of structs to check or
    build after the first pass."""

    names: tuple[str, ...]
    spec: BodySpec
    strings: tuple[str, ...]  # list[str]
    structs: tuple[tuple[str, type[Struct]], ...]  # a Struct, or None
    struct_lists: tuple[tuple[str, type[Struct]], ...]  # list[a Struct]

    encode: Callable[[Any], dict[str, Any]]  # the body of an instance, written out per class

    @property
    def nested(self) -> bool:
        return bool(self.strings or self.structs or self.struct_lists)


def _encoder(names: Sequence[str], structs: Collection[str],
             struct_lists: Collection[str]) -> Callable[[Any], dict[str, Any]]:
    """``lambda o: {"a": o.a, "b": o.b.to_wire(), …}`` for these fields, as a dataclass writes
    its ``__init__``: a dict display is three times quicker than a loop over the fields."""
    parts = []
    for name in names:
        if not name.isidentifier():
            raise TypeError(f"a fast wire field needs a plain name, not {name!r}")
        value = (f"None if o.{name} is None else o.{name}.to_wire()" if name in structs
                 else f"[i.to_wire() for i in o.{name}]" if name in struct_lists
                 else f"o.{name}")
        parts.append(f"{name!r}: {value}")
    namespace: dict[str, Any] = {}
    exec(f"def encode(o):\n    return {{{', '.join(parts)}}}\n", namespace)  # noqa: S102
    return namespace["encode"]


_PLANS: dict[type, WirePlan] = {}


def _outer(tp: Any) -> tuple[type, ...]:
    """The types a field of type ``tp`` may arrive as, before nested values are checked."""
    if typing.get_origin(tp) in (Union, types.UnionType):
        return tuple(t for arg in typing.get_args(tp) for t in _outer(arg))
    if typing.get_origin(tp) in (list, dict):
        return (typing.get_origin(tp),)
    if isinstance(tp, type) and issubclass(tp, Struct):
        return (dict,)
    if tp is type(None) or tp in (str, int, bool, bytes):
        return (tp,)
    raise TypeError(f"a fast wire field cannot be {tp!r}")


def _inner(tp: Any) -> Any:
    """``tp`` without its ``| None``."""
    if typing.get_origin(tp) in (Union, types.UnionType):
        (inner,) = [arg for arg in typing.get_args(tp) if arg is not type(None)]
        return inner
    return tp


def wire_plan(cls: type) -> WirePlan:
    plan = _PLANS.get(cls)
    if plan is not None:
        return plan
    hints = _hints(cls)
    fields = [f for f in dataclasses.fields(cls) if f.name != "request_id"]
    spec: BodySpec = {}
    strings: list[str] = []
    structs: list[tuple[str, type[Struct]]] = []
    struct_lists: list[tuple[str, type[Struct]]] = []
    for f in fields:
        tp, inner = hints[f.name], _inner(hints[f.name])
        required = f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING
        spec[f.name] = (_outer(tp), required)
        if typing.get_origin(inner) is list:
            (item,) = typing.get_args(inner)
            if item is str:
                strings.append(f.name)
            elif isinstance(item, type) and issubclass(item, Struct):
                struct_lists.append((f.name, item))
        elif isinstance(inner, type) and issubclass(inner, Struct):
            structs.append((f.name, inner))
    names = tuple(f.name for f in fields)
    plan = WirePlan(names, spec, tuple(strings), tuple(structs), tuple(struct_lists),
                    _encoder(names, {n for n, _ in structs}, {n for n, _ in struct_lists}))
    _PLANS[cls] = plan
    return plan


def fast_to_wire(obj: Any) -> dict[str, Any]:
    return (_PLANS.get(type(obj)) or wire_plan(type(obj))).encode(obj)


def fast_from_wire(cls: type, body: Any, where: str, request_id: str = "") -> dict[str, Any]:
    """``body`` checked against ``cls``'s plan, its nested values built: the constructor's
    keyword arguments."""
    plan = _PLANS.get(cls) or wire_plan(cls)
    b = checked_body(where, body, request_id, plan.spec)  # a map fresh from msgpack: ours to fill
    if not plan.nested:
        return b
    for name in plan.strings:
        if b.get(name) is not None:
            check_strings(where, name, b[name], request_id)
    for name, struct in plan.structs:
        if b.get(name) is not None:
            b[name] = struct.from_wire(b[name], f"{where}.{name}")
    for name, struct in plan.struct_lists:
        if name in b:
            b[name] = [struct.from_wire(item, f"{where}.{name}") for item in b[name]]
    return b


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
