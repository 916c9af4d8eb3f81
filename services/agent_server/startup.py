"""The agent's start, phase by phase, and the parts of it done after it says it is ready.

A restarted agent (the supervisor's, after a crash) should be back within a couple of seconds.
Before it can take an order come the interpreter and the imports, the configuration, its
socket, the agent built (the model client, the validation sandbox worker spawned, the library
file opened) and the model reading the agent's system prompt (at once after a restart of the
agent alone: the model service keeps it read). What only serving an order needs (the library's
embedding model and index, the reader's dictionaries, the validation sandbox worker's first
answer) is done by ``Finishing`` on a thread of its own once the agent's loop runs; the order
thread waits for it, so an order that comes first is served as it would have been, later.

Every moment is CLOCK_MONOTONIC, which every process on the machine shares: the agent logs its
phases in one line (``PHASES_NOTE``, then JSON) that ``bench.bench_startup`` reads back beside
the supervisor's events (the kill, exited, spawned, ready).
"""

from __future__ import annotations

import ctypes
import importlib.util
import json
import logging
import os
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path

log = logging.getLogger(__name__)

PHASES_NOTE = "agent start-up phases:"


class StartPhases:
    """When each phase of the start ended, in the order they ended; any thread may mark."""

    def __init__(self, began: float | None = None,
                 clock: Callable[[], float] = time.monotonic) -> None:
        self.clock = clock
        self.marks: dict[str, float] = {"began": clock() if began is None else began}
        self._lock = threading.Lock()

    def mark(self, phase: str) -> None:
        with self._lock:
            self.marks[phase] = self.clock()

    def record(self) -> dict[str, float]:
        with self._lock:
            return {"pid": os.getpid(), **self.marks}

    def log(self) -> None:
        log.info("%s %s", PHASES_NOTE, json.dumps(self.record()))


def read_phases(text: str, pid: int | None = None) -> dict[str, float] | None:
    """The last phases line in a log's ``text`` (of process ``pid`` when given); None if none."""
    found = None
    for line in text.splitlines():
        _, note, rest = line.partition(PHASES_NOTE)
        if not note:
            continue
        try:
            record = json.loads(rest)
        except ValueError:
            continue
        if isinstance(record, dict) and (pid is None or record.get("pid") == pid):
            found = record
    return found


class Finishing:
    """The parts of the start that serving needs and saying ready does not: run in turn on a
    thread of their own (``start``), each marked in ``phases`` as it ends. A part that fails is
    logged and left to the order that needs it, which loads it itself as before."""

    def __init__(self, parts: Sequence[tuple[str, Callable[[], object]]],
                 phases: StartPhases | None = None) -> None:
        self.parts = list(parts)
        self.phases = phases or StartPhases()
        self.done = threading.Event()
        self._thread = threading.Thread(target=self._run, name="agent-finishing", daemon=True)

    def start(self) -> None:
        if not self._thread.is_alive() and not self.done.is_set():
            self._thread.start()

    def wait(self, timeout_s: float | None = None) -> bool:
        """Until every part is done (or failed); whether they are."""
        return self.done.wait(timeout_s)

    def _run(self) -> None:
        try:
            for name, part in self.parts:
                try:
                    part()
                except Exception:
                    log.exception("the agent's start: %s failed; the first order that needs it "
                                  "loads it", name)
                self.phases.mark(name)
            self.phases.log()
        finally:
            self.done.set()


def map_llama_cpp_first() -> None:
    """Map llama.cpp's shared libraries now, before anything maps pyzmq's libzmq: with its CUDA
    build a model load (the library's embedder runs on it) segfaults in the other order (as in
    the model service; tests/integration/test_agent_load_order.py pins it). Only the libraries,
    from where ``llama_cpp`` loads them (12 ms), not the package (170 ms of imports, numpy and
    jinja2 among them), which the embedder imports when it loads, after the agent is ready."""
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or not spec.submodule_search_locations:
        return  # not installed: the library says what to install when it needs the embedder
    own = Path(next(iter(spec.submodule_search_locations))) / "lib"
    override = os.environ.get("LLAMA_CPP_LIB_PATH")
    for lib in (own / "libggml.so", Path(override) / "libllama.so" if override
                else own / "libllama.so"):
        if lib.exists():
            try:
                ctypes.CDLL(str(lib))
            except OSError as exc:
                log.warning("llama.cpp's %s not mapped at start: %s", lib.name, exc)
