"""Each service's output in its own rotated file under ``<data_dir>/logs``, and reading it back."""

from __future__ import annotations

import os
import time
from collections import deque
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import BinaryIO

MAX_LINE_BYTES = 64 * 1024


def log_dir(data_dir: Path) -> Path:
    return data_dir / "logs"


def log_path(data_dir: Path, name: str) -> Path:
    return log_dir(data_dir) / f"{name}.log"


class RotatingFile:
    """Appends bytes; past ``max_bytes`` the file becomes ``.1`` (``.1`` → ``.2`` …)."""

    def __init__(self, path: Path, max_bytes: int, backups: int) -> None:
        self.path = path
        self.max_bytes = max_bytes
        self.backups = backups
        self._fh: BinaryIO | None = None
        self._size = 0

    def write(self, data: bytes) -> None:
        if self._fh is None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._fh = open(self.path, "ab")  # noqa: SIM115 — held open across writes
            self._size = self._fh.tell()
        if self._size and self._size + len(data) > self.max_bytes:
            self.rotate()
            assert self._fh is not None
        self._fh.write(data)
        self._fh.flush()
        self._size += len(data)

    def rotate(self) -> None:
        self.close()
        if self.backups > 0:
            for n in range(self.backups - 1, 0, -1):
                older = self.path.with_name(f"{self.path.name}.{n}")
                if older.exists():
                    os.replace(older, self.path.with_name(f"{self.path.name}.{n + 1}"))
            if self.path.exists():
                os.replace(self.path, self.path.with_name(f"{self.path.name}.1"))
        self._fh = open(self.path, "wb")  # noqa: SIM115
        self._size = 0

    def close(self) -> None:
        if self._fh is not None:
            self._fh.close()
            self._fh = None


class LineSplitter:
    """Bytes read from a pipe become whole lines; an unfinished line waits, up to a cap."""

    def __init__(self, max_line_bytes: int = MAX_LINE_BYTES) -> None:
        self.max_line_bytes = max_line_bytes
        self._partial = b""

    def feed(self, data: bytes) -> list[bytes]:
        buf = self._partial + data
        lines = buf.split(b"\n")
        self._partial = lines.pop()
        while len(self._partial) > self.max_line_bytes:
            lines.append(self._partial[: self.max_line_bytes])
            self._partial = self._partial[self.max_line_bytes :]
        return lines

    def flush(self) -> list[bytes]:
        rest, self._partial = self._partial, b""
        return [rest] if rest else []


def last_error(data_dir: Path, name: str, lines: int = 20) -> str:
    """The last line a service logged as an error ("ERROR ...: cannot start: ..."), without its
    time and logger; "" when it logged none (or has no log)."""
    try:
        found = tail(log_path(data_dir, name), lines)
    except OSError:
        return ""
    for line in reversed(found):
        if " ERROR " in line:
            return line.split(": ", 1)[-1].strip()
    return ""


def tail(path: Path, lines: int) -> list[str]:
    """The last ``lines`` lines of a file (files are capped by rotation, so a scan is cheap)."""
    with open(path, "rb") as fh:
        last = deque(fh, maxlen=max(lines, 0))
    return [line.decode("utf-8", "replace").rstrip("\n") for line in last]


def follow(
    path: Path,
    *,
    stop: Callable[[], bool] = lambda: False,
    poll_s: float = 0.2,
) -> Iterator[str]:
    """Lines appended to ``path`` from now on; survives rotation (a new file is read from 0)."""
    fh = open(path, "rb")  # noqa: SIM115
    fh.seek(0, os.SEEK_END)
    inode = os.fstat(fh.fileno()).st_ino
    partial = b""
    try:
        while not stop():
            chunk = fh.read()
            if chunk:
                partial += chunk
                *complete, partial = partial.split(b"\n")
                for line in complete:
                    yield line.decode("utf-8", "replace")
                continue
            try:
                st = os.stat(path)
            except FileNotFoundError:
                st = None
            if st is not None and (st.st_ino != inode or st.st_size < fh.tell()):
                fh.close()
                fh = open(path, "rb")  # noqa: SIM115
                inode = os.fstat(fh.fileno()).st_ino
                continue
            time.sleep(poll_s)
    finally:
        fh.close()
