"""A library entry: example orders, a description, typed parameters and the Lua that serves them.

Entries travel as plain data (``to_data``/``from_data``: JSON-able dicts) between the store, the
export file and the shipped files; ``from_data`` is the one place that checks them, so a bad
file or a bad row fails with a message that names the entry and the field.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any

CANDIDATE = "candidate"
APPROVED = "approved"
REJECTED = "rejected"
STATUSES = (CANDIDATE, APPROVED, REJECTED)

SHIPPED = "shipped"
GENERATED = "generated"
ADDED = "added"
ORIGINS = (SHIPPED, GENERATED, ADDED)

# Where a parameter the order does not name may come from: nowhere, or the world's nearest thing
# (a living monster or an item on the ground) whose name is one of the parameter's values.
FROM_WORLD = ("", "nearest")

# The library binds this key itself: a token unique to one binding, so code can tell its own
# custom fields from those an earlier order left on ``ai``.
ORDER_ID_PARAM = "order_id"

_ID_RE = re.compile(r"^[a-z0-9][a-z0-9_-]{0,63}$")
_NAME_RE = re.compile(r"^[a-z_][a-z0-9_]{0,31}$")
_WORD_RE = re.compile(r"^[a-z]+( [a-z]+)*$")
MAX_CODE_BYTES = 64 * 1024
MAX_EXAMPLES = 64


class EntryError(ValueError):
    """An entry that cannot be stored or served; the message names the entry and the field."""


@dataclass(frozen=True, slots=True)
class ParamSpec:
    """One parameter: its allowed values, words that mean them, and where else it may come from."""

    name: str
    values: tuple[str, ...]
    synonyms: Mapping[str, str] = field(default_factory=dict)  # word or phrase -> value
    default: str | None = None
    optional: bool = False  # unfilled and no default: the code sees nil
    from_world: str = ""

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"values": list(self.values)}
        if self.synonyms:
            data["synonyms"] = dict(sorted(self.synonyms.items()))
        if self.default is not None:
            data["default"] = self.default
        if self.optional:
            data["optional"] = True
        if self.from_world:
            data["from_world"] = self.from_world
        return data

    @classmethod
    def from_data(cls, name: str, data: Any, where: str) -> ParamSpec:
        where = f"{where}: params.{name}"
        if not _NAME_RE.match(name) or name == ORDER_ID_PARAM:
            raise EntryError(f"{where}: a parameter name is lower-case letters, digits and _ "
                             f"(and not {ORDER_ID_PARAM!r}, which the library binds itself)")
        if not isinstance(data, Mapping):
            raise EntryError(f"{where}: expected a table with 'values'")
        unknown = set(data) - {"values", "synonyms", "default", "optional", "from_world"}
        if unknown:
            raise EntryError(f"{where}: unknown key(s) {', '.join(sorted(unknown))}")
        values = _words(data.get("values"), f"{where}.values")
        if not values:
            raise EntryError(f"{where}.values: at least one value is needed")
        synonyms = data.get("synonyms", {})
        if not isinstance(synonyms, Mapping):
            raise EntryError(f"{where}.synonyms: expected a table of word = value")
        for word, value in synonyms.items():
            _words([word], f"{where}.synonyms")
            if value not in values:
                raise EntryError(f"{where}.synonyms: {word!r} means {value!r}, which is not one "
                                 f"of the values {list(values)}")
        default = data.get("default")
        if default is not None and default not in values:
            raise EntryError(f"{where}.default: {default!r} is not one of {list(values)}")
        optional = data.get("optional", False)
        if not isinstance(optional, bool):
            raise EntryError(f"{where}.optional: expected true or false")
        from_world = data.get("from_world", "")
        if from_world not in FROM_WORLD:
            raise EntryError(f"{where}.from_world: {from_world!r}; expected \"\" or \"nearest\"")
        return cls(name, values, dict(synonyms), default, optional, from_world)


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    examples: tuple[str, ...]
    description: str
    code: str
    params: tuple[ParamSpec, ...] = ()
    status: str = CANDIDATE
    origin: str = GENERATED
    served: int = 0
    succeeded: int = 0
    created_at: float = 0.0
    updated_at: float = 0.0
    # True once a person approved or rejected it; upgrades of shipped entries keep that decision.
    decided: bool = False
    # Hash of the shipped file an entry came from; a new hash means the shipped entry changed.
    source_hash: str = ""

    def param(self, name: str) -> ParamSpec | None:
        return next((p for p in self.params if p.name == name), None)

    def with_status(self, status: str, *, decided: bool) -> Entry:
        return replace(self, status=status, decided=decided)

    def to_data(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "examples": list(self.examples),
            "description": self.description,
            "code": self.code,
            "params": {p.name: p.to_data() for p in self.params},
            "status": self.status,
            "origin": self.origin,
            "served": self.served,
            "succeeded": self.succeeded,
            "created_at": self.created_at,
            "updated_at": self.updated_at,
            "decided": self.decided,
            "source_hash": self.source_hash,
        }

    @classmethod
    def from_data(cls, data: Any, where: str = "entry") -> Entry:
        entry_id = _entry_id(data, where)
        where = f"entry {entry_id!r}"
        # "step" named the one skill call an entry amounted to, for a composer that built orders
        # out of entries; entries kept or exported with it still load.
        known = set(cls.__slots__) | {"step"}  # type: ignore[attr-defined]
        unknown = set(data) - known
        if unknown:
            raise EntryError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
        examples, code, description, params = _content(data, where)
        bookkeeping = _bookkeeping(data, where)
        param_specs = tuple(ParamSpec.from_data(n, p, where) for n, p in params.items())
        return cls(
            id=entry_id,
            examples=tuple(e.strip() for e in examples),
            description=description.strip(),
            code=code,
            params=param_specs,
            **bookkeeping,
        )


def _entry_id(data: Any, where: str) -> str:
    """The id of an entry's table, checked."""
    if not isinstance(data, Mapping):
        raise EntryError(f"{where}: expected a table, got {type(data).__name__}")
    entry_id = data.get("id")
    if not isinstance(entry_id, str) or not _ID_RE.match(entry_id):
        raise EntryError(f"{where}: id {entry_id!r} must be 1-64 characters of a-z, 0-9, "
                         "- and _, starting with a letter or digit")
    return entry_id


def _content(data: Mapping[str, Any],
             where: str) -> tuple[list[str], str, str, Mapping[str, Any]]:
    """What an entry is, checked: its examples, code, description and parameters' table."""
    examples = data.get("examples")
    if (not isinstance(examples, list) or not examples or len(examples) > MAX_EXAMPLES
            or not all(isinstance(e, str) and e.strip() for e in examples)):
        raise EntryError(f"{where}: examples must be a list of 1 to {MAX_EXAMPLES} "
                         "non-empty strings")
    code = data.get("code")
    if not isinstance(code, str) or "update_func" not in code:
        raise EntryError(f"{where}: code must be Lua text that defines update_func")
    if len(code.encode()) > MAX_CODE_BYTES:
        raise EntryError(f"{where}: code is over {MAX_CODE_BYTES} bytes")
    description = data.get("description", "")
    if not isinstance(description, str):
        raise EntryError(f"{where}: description must be a string")
    params = data.get("params", {})
    if not isinstance(params, Mapping):
        raise EntryError(f"{where}: params must be a table of name = {{values = [...]}}")
    return examples, code, description, params


def _bookkeeping(data: Mapping[str, Any], where: str) -> dict[str, Any]:
    """The library's bookkeeping of an entry, checked: its status, origin, counts, times, whether a
    person decided it and the shipped file's hash, as ``Entry`` fields."""
    status = data.get("status", CANDIDATE)
    if status not in STATUSES:
        raise EntryError(f"{where}: status {status!r}; expected one of {', '.join(STATUSES)}")
    origin = data.get("origin", GENERATED)
    if origin not in ORIGINS:
        raise EntryError(f"{where}: origin {origin!r}; expected one of {', '.join(ORIGINS)}")
    numbers = {}
    for key in ("served", "succeeded", "created_at", "updated_at"):
        value = data.get(key, 0)
        if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
            raise EntryError(f"{where}: {key} must be a number of 0 or more")
        numbers[key] = value
    decided = data.get("decided", False)
    source_hash = data.get("source_hash", "")
    if not isinstance(decided, bool) or not isinstance(source_hash, str):
        raise EntryError(f"{where}: decided must be true/false and source_hash a string")
    return {
        "status": status,
        "origin": origin,
        "served": int(numbers["served"]),
        "succeeded": int(numbers["succeeded"]),
        "created_at": float(numbers["created_at"]),
        "updated_at": float(numbers["updated_at"]),
        "decided": decided,
        "source_hash": source_hash,
    }


def _words(values: Any, where: str) -> tuple[str, ...]:
    if not isinstance(values, list | tuple) or not all(isinstance(v, str) for v in values):
        raise EntryError(f"{where}: expected a list of words")
    for v in values:
        if not _WORD_RE.match(v):
            raise EntryError(f"{where}: {v!r} must be lower-case words (a-z) separated by spaces")
    return tuple(values)
