"""Order history: one JSON line per order, appended and fsynced; read back by ``dungeon history``.

A line: order, mode, how it was served, match score, prompts, raw outputs, code, each
attempt's error, timings, token counts, seeds, the outcome, and the world the order came with
(so ``dungeon replay`` can re-run it).
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path
from typing import Any

from agent.outcome import Outcome

FILE_NAME = "history.jsonl"


class History:
    def __init__(self, data_dir: Path) -> None:
        self.path = Path(data_dir) / FILE_NAME

    def append(self, history_id: str, outcome: Outcome, world: dict[str, Any], *,
               sync: bool = True) -> dict[str, Any]:
        """Append the order's line. It is in the file (for every reader, and past a crash of
        this process) when this returns; ``sync=False`` leaves the fsync that also keeps it
        past a power cut to ``sync()``, called once the order's answer is out."""
        entry = {
            "id": history_id,
            "time": time.strftime("%Y-%m-%dT%H:%M:%S"),
            **outcome.to_data(),
            "world": world,
        }
        self.path.parent.mkdir(parents=True, exist_ok=True)
        line = json.dumps(entry, ensure_ascii=False) + "\n"
        with open(self.path, "a", encoding="utf-8") as fh:
            fh.write(line)
            fh.flush()
            if sync:
                os.fsync(fh.fileno())
        return entry

    def sync(self) -> None:
        """The lines appended so far, on the disk itself."""
        fd = os.open(self.path, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)

    def entries(self) -> list[dict[str, Any]]:
        """Every readable line; a torn last line (a crash mid-write) is skipped."""
        try:
            text = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        out = []
        for line in text.splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                continue
        return out

    def get(self, history_id: str) -> dict[str, Any] | None:
        for entry in reversed(self.entries()):
            if entry["id"] == history_id:
                return entry
        return None
