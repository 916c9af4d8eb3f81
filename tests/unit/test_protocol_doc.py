"""docs/protocol.md keeps step with the messages (base/envelope.py, base/messages/): every
message kind and every nested struct has a section with a field table naming each field, its
type and its default as the dataclass declares them; every error code is in an error-code
table; and the world a frame carries is described key by key. A field added to a message without
a line in the document fails here, and so does a line left behind for a field that is gone.

How the document is read: a section is a heading whose whole text is one code span
(``#### `game.move` ``); its first table with the header ``field | type | default | meaning``
lists the fields, one code span per row. Types are written ``str``, ``int``, ``float``,
``bool``, ``bin``, ``nil``, ``any``, ``list of T``, ``map`` (string keys, any values),
``map K → V``, a struct's name, and ``A or B``; a default is ``required`` or a msgpack value
(``""``, ``0``, ``nil``, ``[]``).
"""

from __future__ import annotations

import dataclasses
import json
import re
import types
import typing
from pathlib import Path
from typing import Any, Union

import pytest

from base import codec, protocol
from config.settings import GameConfig
from services.game_server.session import GameSession

ROOT = Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "protocol.md"

FIELD_HEADER = ["field", "type", "default", "meaning"]
KEY_HEADER = ["key", "type", "meaning"]
HEADING = re.compile(r"^#{1,6}\s+`([^`]+)`\s*$")
CODE = re.compile(r"`([^`]+)`")


# -- reading the document -------------------------------------------------------------------


def sections(text: str) -> dict[str, list[str]]:
    """Lines under each heading that is one code span, up to the next heading of any level."""
    out: dict[str, list[str]] = {}
    name: str | None = None
    for line in text.splitlines():
        if line.startswith("#"):
            m = HEADING.match(line)
            name = m.group(1) if m else None
            if name is not None:
                assert name not in out, f"docs/protocol.md has two sections named `{name}`"
                out[name] = []
            continue
        if name is not None:
            out[name].append(line)
    return out


def cells(line: str) -> list[str]:
    return [c.strip() for c in line.strip().strip("|").split("|")]


def tables(lines: list[str]) -> list[list[list[str]]]:
    """Every Markdown table in ``lines`` as rows of cells, the header first, the rule dropped."""
    found: list[list[list[str]]] = []
    current: list[list[str]] = []
    for line in [*lines, ""]:
        if line.lstrip().startswith("|"):
            row = cells(line)
            if not all(re.fullmatch(r":?-+:?", c) for c in row):
                current.append(row)
        elif current:
            found.append(current)
            current = []
    return found


def table_with(lines: list[str], header: list[str]) -> list[list[str]] | None:
    for table in tables(lines):
        if [h.lower() for h in table[0]] == header:
            return table[1:]
    return None


def plain(cell: str) -> str:
    return cell.replace("`", "").strip()


def documented_fields(lines: list[str]) -> dict[str, tuple[str, str]] | None:
    """field -> (type, default) from a section's field table; None when it has none."""
    rows = table_with(lines, FIELD_HEADER)
    if rows is None:
        return None
    out: dict[str, tuple[str, str]] = {}
    for row in rows:
        names = CODE.findall(row[0])
        assert len(names) == 1, f"a field row names one field in a code span: {row[0]!r}"
        assert names[0] not in out, f"field `{names[0]}` is listed twice"
        out[names[0]] = (plain(row[1]), plain(row[2]))
    return out


# -- what the code declares -----------------------------------------------------------------


def type_text(tp: Any) -> str:
    """A field's annotation in the document's notation."""
    if tp is Any:
        return "any"
    origin = typing.get_origin(tp)
    if origin in (Union, types.UnionType):
        args = typing.get_args(tp)
        named = [type_text(a) for a in args if a is not type(None)]
        return " or ".join(named + (["nil"] if type(None) in args else []))
    if origin is list:
        (arg,) = typing.get_args(tp) or (Any,)
        return f"list of {type_text(arg)}"
    if origin is dict:
        key, value = typing.get_args(tp) or (str, Any)
        if key is str and value is Any:
            return "map"
        return f"map {type_text(key)} → {type_text(value)}"
    simple = {str: "str", int: "int", float: "float", bool: "bool", bytes: "bin",
              type(None): "nil"}
    if tp in simple:
        return simple[tp]
    if isinstance(tp, type) and issubclass(tp, codec.Struct):
        return tp.__name__
    raise AssertionError(f"no document notation for the annotation {tp!r}")


def default_text(f: dataclasses.Field) -> str:
    if f.default_factory is not dataclasses.MISSING:
        return json.dumps(f.default_factory())
    if f.default is dataclasses.MISSING:
        return "required"
    if f.default is None:
        return "nil"
    if isinstance(f.default, float):
        return repr(f.default)
    return json.dumps(f.default)


def declared_fields(cls: type) -> dict[str, tuple[str, str]]:
    hints = typing.get_type_hints(cls)
    return {
        f.name: (type_text(hints[f.name]), default_text(f))
        for f in dataclasses.fields(cls)
        if f.name != "request_id"
    }


def message_classes() -> dict[str, type]:
    # Only the project's own kinds: other tests register probe kinds in the same registry.
    return {
        kind: cls
        for kind, cls in protocol.registered_kinds().items()
        if cls.__module__.startswith(("base.envelope", "base.messages."))
    }


def structs() -> dict[str, type]:
    """Every Struct a message carries, nested ones included."""
    found: dict[str, type] = {}
    todo: list[type] = list(message_classes().values())
    while todo:
        cls = todo.pop()
        for tp in typing.get_type_hints(cls).values():
            for leaf in _leaves(tp):
                if issubclass(leaf, codec.Struct) and leaf.__name__ not in found:
                    found[leaf.__name__] = leaf
                    todo.append(leaf)
    return found


def _leaves(tp: Any) -> list[type]:
    args = typing.get_args(tp)
    if args:
        return [leaf for a in args for leaf in _leaves(a)]
    return [tp] if isinstance(tp, type) else []


def error_codes() -> dict[str, str]:
    """Every error code constant: the shared ones (base.codec) and each service's own."""
    codes = {
        name: value
        for module in (codec, protocol)
        for name, value in vars(module).items()
        if name.isupper() and isinstance(value, str) and re.fullmatch(r"[a-z_]+", value)
    }
    assert {"bad_field", "need_state", "prompt_too_long"} <= set(codes.values())
    return codes


# -- the tests ------------------------------------------------------------------------------

TEXT = DOC.read_text()
SECTIONS = sections(TEXT)


@pytest.mark.parametrize("kind", sorted(message_classes()))
def test_every_message_kind_has_a_section_with_its_fields(kind):
    cls = message_classes()[kind]
    assert kind in SECTIONS, f"docs/protocol.md has no section #### `{kind}`"
    declared = declared_fields(cls)
    documented = documented_fields(SECTIONS[kind])
    if not declared:
        assert documented is None, f"`{kind}` has no fields, but its section lists some"
        assert "no fields" in "\n".join(SECTIONS[kind]).lower(), (
            f"the section of `{kind}` should say that its body has no fields"
        )
        return
    assert documented is not None, f"the section of `{kind}` has no field table"
    assert documented == declared


@pytest.mark.parametrize("name", sorted(structs()))
def test_every_struct_inside_a_message_has_a_field_table(name):
    assert name in SECTIONS, f"docs/protocol.md has no section #### `{name}`"
    assert documented_fields(SECTIONS[name]) == declared_fields(structs()[name])


def test_no_section_describes_a_kind_or_struct_that_is_gone():
    known = set(message_classes()) | set(structs())
    stale = [
        name for name, lines in SECTIONS.items()
        if documented_fields(lines) is not None and name not in known
    ]
    assert stale == []


def test_every_error_code_is_in_an_error_code_table():
    documented: set[str] = set()
    for table in tables(TEXT.splitlines()):
        if plain(table[0][0]).lower() == "code":
            documented |= {name for row in table[1:] for name in CODE.findall(row[0])}
    missing = {name: code for name, code in error_codes().items() if code not in documented}
    assert missing == {}


def test_the_world_in_a_frame_is_described_key_by_key():
    session = GameSession(GameConfig())
    # a monster defeated by the companion, so that the keys only a defeated one has are there
    fallen = session.world.monsters()[0]
    fallen.alive, fallen.health, fallen.defeated_by = False, 0, session.world.companion.id
    world = session.frame().world
    entities = world["entities"]
    expected = {
        "world": set(world),
        "entity": {key for e in entities for key in e},
        "item": {key for e in entities for i in e["items"] for key in i}
        | {key for i in world["ground"] for key in i},
    }
    assert expected["item"], "the default map has items on the ground"
    for name, keys in expected.items():
        assert name in SECTIONS, f"docs/protocol.md has no section #### `{name}`"
        rows = table_with(SECTIONS[name], KEY_HEADER)
        assert rows is not None, f"the section `{name}` has no key | type | meaning table"
        assert {CODE.findall(row[0])[0] for row in rows} == keys, name


def test_the_reader_of_the_document_finds_what_this_test_relies_on():
    """The parser itself: a kind with fields, one without, and a nested struct are found."""
    assert documented_fields(SECTIONS["game.move"]) == {"direction": ("str", "required")}
    assert documented_fields(SECTIONS["game.state"]) is None
    assert documented_fields(SECTIONS["Frame"])["order"] == ("OrderInfo or nil", "required")
