"""The ``.lua`` file form of an entry: a TOML header in leading ``--`` comments, then the code.

    -- id = "fetch_item"
    -- description = "Walk to an item and pick it up."
    -- step = "fetch(item)"
    -- examples = ["go get the sword", "pick up the bow"]
    -- [params.item]
    -- values = ["sword", "bow", "arrow"]
    -- synonyms = { blade = "sword" }

    function update_func(player, ai, monsters, items)
      ...

The header is the run of comment lines at the top, up to the first blank or code line; each
loses its ``--`` and one space and the rest is read as TOML (so a note in the header is
``-- # a TOML comment``). Shipped entries and ``dungeon library add FILE`` use this form, and
``dungeon library show ID`` prints it, so a shown entry can be edited and added back.
"""

from __future__ import annotations

import json
import tomllib
from typing import Any

from agent.library.entry import Entry, EntryError

HEADER_KEYS = ("id", "description", "step", "examples", "params")


def parse(text: str, where: str = "file") -> Entry:
    """Header and code as an Entry (status and origin are for the caller to set)."""
    lines = text.replace("\r\n", "\n").split("\n")
    header: list[str] = []
    for line in lines:
        if not line.startswith("--") or not line.strip():
            break
        body = line[2:]
        header.append(body[1:] if body.startswith(" ") else body)
    code = "\n".join(lines[len(header):]).strip("\n") + "\n"
    if not header:
        raise EntryError(f"{where}: no header; the file must start with `-- id = \"...\"`, "
                         "`-- examples = [...]` comment lines before the code")
    try:
        data = tomllib.loads("\n".join(header))
    except tomllib.TOMLDecodeError as exc:
        raise EntryError(f"{where}: the header is not valid TOML ({exc})") from None
    unknown = set(data) - set(HEADER_KEYS)
    if unknown:
        raise EntryError(f"{where}: unknown header key(s) {', '.join(sorted(unknown))}; "
                         f"known: {', '.join(HEADER_KEYS)}")
    try:
        return Entry.from_data({**data, "code": code})
    except EntryError as exc:
        raise EntryError(f"{where}: {exc}") from None


def render(entry: Entry) -> str:
    out = [
        f"id = {_str(entry.id)}",
        f"description = {_str(entry.description)}",
        "examples = [",
        *[f"  {_str(e)}," for e in entry.examples],
        "]",
    ]
    for spec in entry.params:
        out.append(f"[params.{spec.name}]")
        for key, value in spec.to_data().items():
            out.append(f"{key} = {_value(value)}")
    header = "\n".join(f"-- {line}" for line in out)
    return f"{header}\n\n{entry.code.strip(chr(10))}\n"


def _str(text: str) -> str:
    # A JSON string is a TOML basic string, once DEL (which TOML wants escaped) is escaped too.
    return json.dumps(text, ensure_ascii=False).replace("\x7f", "\\u007f")


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return _str(value)
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{ " + ", ".join(f"{_str(k)} = {_value(v)}" for k, v in value.items()) + " }"
    raise TypeError(f"cannot write {value!r} as TOML")
