"""The export file: every entry as plain data in one JSON document, for backups and sharing.

    {"format": "dungeon-library", "version": 1, "entries": [Entry.to_data(), ...]}

Importing checks every entry before anything is written, so a bad file changes nothing.
"""

from __future__ import annotations

import json
from collections.abc import Iterable

from agent.library.entry import Entry, EntryError

FORMAT = "dungeon-library"
VERSION = 1


def dump(entries: Iterable[Entry]) -> str:
    data = {"format": FORMAT, "version": VERSION, "entries": [e.to_data() for e in entries]}
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


def load(text: str, where: str = "file") -> list[Entry]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise EntryError(f"{where}: not JSON ({exc})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise EntryError(f"{where}: not a library export (no \"format\": \"{FORMAT}\")")
    if data.get("version") != VERSION:
        raise EntryError(f"{where}: export version {data.get('version')!r}; this program "
                         f"reads version {VERSION}")
    raw = data.get("entries")
    if not isinstance(raw, list):
        raise EntryError(f"{where}: \"entries\" must be a list")
    entries = [Entry.from_data(item, where=f"{where}: entry {i + 1}")
               for i, item in enumerate(raw)]
    seen: set[str] = set()
    for e in entries:
        if e.id in seen:
            raise EntryError(f"{where}: entry {e.id!r} appears twice")
        seen.add(e.id)
    return entries
