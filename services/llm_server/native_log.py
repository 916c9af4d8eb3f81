"""llama.cpp's own log, routed into ``logging``, with its recent errors kept for error messages.

llama.cpp reports why a model failed to load only in its log (the Python wrapper raises a bare
"Failed to load model"), and the grammar parser writes its reason straight to file descriptor 2.
"""

from __future__ import annotations

import collections
import contextlib
import ctypes
import logging
import os
import tempfile
import threading
from collections.abc import Iterator

import llama_cpp

log = logging.getLogger("llama.cpp")

# ggml_log_level in the llama.cpp this package wraps: 1 debug, 2 info, 3 warn, 4 error, 5 cont.
_LEVELS = {1: logging.DEBUG, 2: logging.DEBUG, 3: logging.WARNING, 4: logging.ERROR}
_ERROR_LEVEL = 4

_recent_errors: collections.deque[str] = collections.deque(maxlen=20)
_lock = threading.Lock()
_installed = None  # keeps the ctypes callback alive


@llama_cpp.llama_log_callback
def _callback(level: int, text: bytes, user_data: ctypes.c_void_p) -> None:
    line = text.decode("utf-8", "replace").rstrip()
    if not line:
        return
    if level == _ERROR_LEVEL:
        with _lock:
            _recent_errors.append(line)
    log.log(_LEVELS.get(level, logging.DEBUG), "%s", line)


def install() -> None:
    """Route llama.cpp's log through this module (idempotent)."""
    global _installed
    if _installed is None:
        llama_cpp.llama_log_set(_callback, ctypes.c_void_p(0))
        _installed = _callback


def take_errors() -> list[str]:
    """The error lines llama.cpp logged since the last call, oldest first."""
    with _lock:
        lines = list(_recent_errors)
        _recent_errors.clear()
    return lines


@contextlib.contextmanager
def captured_stderr() -> Iterator[list[str]]:
    """Capture what native code writes to fd 2 inside the block (start-up only: not thread-safe).

    The yielded list is filled with the captured lines when the block ends.
    """
    lines: list[str] = []
    with tempfile.TemporaryFile() as tmp:
        saved = os.dup(2)
        os.dup2(tmp.fileno(), 2)
        try:
            yield lines
        finally:
            os.dup2(saved, 2)
            os.close(saved)
            tmp.seek(0)
            lines.extend(
                line for line in tmp.read().decode("utf-8", "replace").splitlines() if line.strip()
            )
