"""Children's output: each line to the service's rotated log file and, in the foreground, to
the console prefixed with the service's name (honcho's printer)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import BinaryIO

from services.supervisor.logs import LineSplitter, RotatingFile, log_path

_COLORS = (36, 33, 32, 35, 34, 31, 96, 93, 92, 95, 94, 91)


class Console:
    """``HH:MM:SS name | line`` on a byte stream, names padded and, on a terminal, coloured."""

    def __init__(self, stream: BinaryIO, names: Iterable[str], color: bool) -> None:
        self.stream: BinaryIO | None = stream
        self.names = list(names)
        self.width = max((len(n) for n in self.names), default=0)
        self.color = color

    def prefix(self, name: str) -> bytes:
        text = f"{time.strftime('%H:%M:%S')} {name:<{self.width}} | "
        if self.color:
            index = self.names.index(name) if name in self.names else len(self.names)
            text = f"\033[{_COLORS[index % len(_COLORS)]}m{text}\033[0m"
        return text.encode()

    def write(self, name: str, lines: list[bytes]) -> None:
        if not lines or self.stream is None:
            return
        prefix = self.prefix(name)
        try:
            self.stream.write(b"".join(prefix + line + b"\n" for line in lines))
            self.stream.flush()
        except (OSError, ValueError):
            self.stream = None  # the terminal went away; the log files still have everything


class OutputRouter:
    def __init__(
        self,
        data_dir: Path,
        *,
        max_bytes: int,
        backups: int,
        console: Console | None = None,
    ) -> None:
        self.data_dir = data_dir
        self.max_bytes = max_bytes
        self.backups = backups
        self.console = console
        self._files: dict[str, RotatingFile] = {}
        self._pipes: dict[int, tuple[str, LineSplitter, Callable[[], None]]] = {}

    def attach(self, name: str, fd: int, close: Callable[[], None]) -> None:
        """Read ``fd`` for ``name``; ``close`` closes it (its owner's file object, so the fd
        number is closed exactly once)."""
        self._pipes[fd] = (name, LineSplitter(), close)

    def fds(self) -> list[int]:
        return list(self._pipes)

    def read(self, fd: int) -> bool | None:
        """Copy one chunk waiting on ``fd``: True if there was one, None if nothing is waiting,
        False at end of file (then ``detach`` it)."""
        name, splitter, _ = self._pipes[fd]
        try:
            data = os.read(fd, 65536)
        except BlockingIOError:
            return None
        except OSError:
            data = b""
        if data:
            self._emit(name, splitter.feed(data))
            return True
        return False

    def detach(self, fd: int) -> None:
        name, splitter, close = self._pipes.pop(fd)
        self._emit(name, splitter.flush())
        close()

    def note(self, name: str, text: str) -> None:
        """A line from the supervisor about a service, in that service's log."""
        stamp = time.strftime("%Y-%m-%d %H:%M:%S")
        self._file(name).write(f"--- {stamp} supervisor: {text}\n".encode())

    def _emit(self, name: str, lines: list[bytes]) -> None:
        if not lines:
            return
        self._file(name).write(b"".join(line + b"\n" for line in lines))
        if self.console is not None:
            self.console.write(name, lines)

    def _file(self, name: str) -> RotatingFile:
        fh = self._files.get(name)
        if fh is None:
            fh = RotatingFile(log_path(self.data_dir, name), self.max_bytes, self.backups)
            self._files[name] = fh
        return fh

    def close(self) -> None:
        for fd in self.fds():
            self.detach(fd)
        for fh in self._files.values():
            fh.close()
        self._files.clear()
