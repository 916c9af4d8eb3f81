"""Atomic checkpoints: write a temp file, fsync, rename; a corrupt file is set aside, not lost."""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path
from typing import Any

import msgpack

log = logging.getLogger(__name__)

FORMAT_VERSION = 1


class CheckpointError(RuntimeError):
    """A checkpoint that exists but cannot be read; it has been moved aside."""

    def __init__(self, message: str, moved_to: Path) -> None:
        super().__init__(message)
        self.moved_to = moved_to


def save(path: Path, state: dict[str, Any]) -> None:
    """Replace ``path`` with ``state`` atomically. Raises OSError (e.g. a full disk) and leaves
    the previous checkpoint intact when it does."""
    path.parent.mkdir(parents=True, exist_ok=True)
    data = msgpack.packb({"format": FORMAT_VERSION, "state": state}, use_bin_type=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    dir_fd = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(dir_fd)
    finally:
        os.close(dir_fd)


def load(path: Path) -> dict[str, Any] | None:
    """The saved state, or None when there is none. A corrupt checkpoint is renamed to
    ``<name>.corrupt-<time>`` and reported with CheckpointError, never silently replaced."""
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        return None
    try:
        obj = msgpack.unpackb(raw, raw=False, strict_map_key=False)
        if not isinstance(obj, dict) or obj.get("format") != FORMAT_VERSION:
            raise ValueError("unknown checkpoint format")
        state = obj["state"]
        if not isinstance(state, dict):
            raise ValueError("the state is not a map")
        return state
    except Exception as exc:
        moved = path.with_name(f"{path.name}.corrupt-{time.strftime('%Y%m%d-%H%M%S')}")
        os.replace(path, moved)
        raise CheckpointError(
            f"checkpoint {path} is unreadable ({exc}); moved to {moved}", moved
        ) from None
