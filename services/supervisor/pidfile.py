"""One supervisor per data folder: a pid file held under an exclusive ``flock``.

The lock, not the number in the file, says whether a supervisor is running: a file left by a
SIGKILLed supervisor is unlocked (the kernel drops the lock with the process) and is replaced.
"""

from __future__ import annotations

import fcntl
import os
from pathlib import Path


class AlreadyRunning(RuntimeError):
    def __init__(self, pid: int | None, path: Path) -> None:
        who = f"pid {pid}" if pid else "pid unknown"
        super().__init__(f"a supervisor is already running ({who}, pid file {path})")
        self.pid = pid
        self.path = path


def pid_path(data_dir: Path) -> Path:
    return data_dir / "run" / "supervisor.pid"


def read_pid(path: Path) -> int | None:
    try:
        text = path.read_text().strip()
    except (FileNotFoundError, PermissionError):
        return None
    return int(text) if text.isdigit() else None


def running_pid(path: Path) -> int | None:
    """The pid of the supervisor holding ``path``, or None when none does."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        return None
    try:
        fcntl.flock(fd, fcntl.LOCK_SH | fcntl.LOCK_NB)
    except BlockingIOError:
        return read_pid(path) or -1
    finally:
        os.close(fd)  # closing drops a lock we may have taken
    return None


class PidFile:
    def __init__(self, path: Path) -> None:
        self.path = path
        self._fd: int | None = None

    def acquire(self) -> int | None:
        """Lock and write our pid. Returns the pid of a stale file it replaced, if any.

        Raises AlreadyRunning when another supervisor holds the file.
        """
        self.path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(self.path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            os.close(fd)
            raise AlreadyRunning(read_pid(self.path), self.path) from None
        stale = read_pid(self.path)
        os.ftruncate(fd, 0)
        os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
        self._fd = fd
        return stale

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            self.path.unlink()
        except FileNotFoundError:
            pass
        os.close(self._fd)
        self._fd = None
