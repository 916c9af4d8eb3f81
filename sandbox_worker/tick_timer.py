"""The tick's CPU limit held from outside the Lua VM.

The count hook (sandbox.lua) runs every thousand instructions, and one instruction can run for
tens of milliseconds: concatenating two 30 MB strings, comparing two long strings. A loop of them
ran seconds past ``sandbox.max_tick_ms`` before the hook looked at the clock. So a thread watches
each run, and once its limit is up it tells every Lua state of the run (the main one and each
coroutine resumed) to call its hook at the next instruction and at every call, C functions
included (a comparator called by ``table.sort``). The hook is still the Lua one: it reads the
CPU clock and raises ``time_limit`` with the line.

This is PHP LuaSandbox's CPU limit (a timer signal that sets the hook) with a thread instead of
a signal: ``lua_sethook`` is the one Lua call the manual allows from outside the running code,
lupa releases the GIL while Lua runs, and lupa's Lua 5.4 module exports the C API, which ctypes
reaches. Where it does not (another build of lupa), the hook alone holds the limit, as before.
"""

from __future__ import annotations

import ctypes
import logging
import threading
import time
import weakref
from dataclasses import dataclass, field

import lupa.lua54 as lua54

log = logging.getLogger(__name__)

LUA_MASKCALL = 1 << 0
LUA_MASKLINE = 1 << 2
LUA_MASKCOUNT = 1 << 3
# A forced hook sees "call" and "line" events, which the usual count hook never does: that is
# how it knows it was forced (a new line comes with the next loop turn or statement).
FORCED_MASK = LUA_MASKCALL | LUA_MASKLINE | LUA_MASKCOUNT

POLL_S = 0.05  # how often an idle timer looks for a run (arming it wakes nothing); at most
# the smallest limit armed, so that a run is seen before its limit is up
MARGIN_S = 0.001  # past the limit before the hook is forced
REFIRE_S = 0.005  # forced again this often while the run goes on (the hook went back to its
# pace because the CPU had not used the limit yet, or was set over in between)


class LuaHooks:
    """``lua_gethook``/``lua_sethook`` of lupa's Lua 5.4, through ctypes."""

    def __init__(self, library: ctypes.CDLL) -> None:
        self._get = library.lua_gethook
        self._get.argtypes = [ctypes.c_void_p]
        self._get.restype = ctypes.c_void_p
        self._set = library.lua_sethook
        self._set.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
        self._set.restype = None

    @classmethod
    def load(cls) -> LuaHooks | None:
        try:
            return cls(ctypes.CDLL(lua54.__file__))
        except (OSError, AttributeError) as exc:
            log.warning("no tick timer (lupa's Lua API is not reachable: %s)", exc)
            return None

    def force(self, state: int) -> None:
        """Make ``state`` call the hook it has at its next instruction, call and line."""
        hook = self._get(state)
        if hook:  # no hook: the state runs no untrusted code now
            self._set(state, hook, FORCED_MASK, 1)


class Run:
    """One runtime's runs, one at a time, as the timer sees them: since when (wall clock; None
    between runs), for how long, on which Lua states. A runtime is not thread-safe, nor this."""

    __slots__ = ("_timer", "start_s", "limit_s", "states", "forced_at", "__weakref__")

    def __init__(self, timer: TickTimer) -> None:
        self._timer = timer
        self.start_s: float | None = None
        self.limit_s = 0.0
        self.states: list[int] = []
        self.forced_at: float | None = None

    def begin(self, state: int, limit_s: float) -> None:
        """Lua is about to run on ``state`` for at most ``limit_s`` of CPU. A few fields
        written, no lock, no system call: a CPU clock read here cost a tenth of a minimal
        tick."""
        if limit_s < self._timer.poll_s:  # a run is seen before its limit is up
            self._timer.poll_s = limit_s
        self.states = [state]  # a new list: the watcher may still hold the last one
        self.limit_s, self.forced_at = limit_s, None
        self.start_s = time.perf_counter()  # last: the watcher reads a run from this

    def add_state(self, state: int) -> None:
        """A coroutine the run resumes (the Lua side keeps it alive until the next run)."""
        self.states.append(state)

    def end(self) -> None:
        """The run is over: once this returns, no state of it is touched again."""
        with self._timer.lock:
            self.start_s = None


@dataclass
class TickTimer:
    """One thread a process, started with the first runtime; each runtime has its Run.

    It counts wall time, which is never less than the CPU time of the run: once the limit has
    passed on the wall clock it forces the hook, and again every REFIRE_S while the run goes
    on. The hook reads the CPU clock itself: before the CPU limit (the machine was busy) it
    goes back to its usual pace, after it it raises.
    """

    hooks: LuaHooks | None
    poll_s: float = POLL_S
    lock: threading.Lock = field(default_factory=threading.Lock)
    _runs: weakref.WeakSet[Run] = field(default_factory=weakref.WeakSet)
    _thread: threading.Thread | None = None
    forced: int = 0  # how many runs had their hooks forced (for tests and benchmarks)

    def run(self) -> Run | None:
        """A new runtime's Run; None when the Lua API is not reachable (no timer)."""
        if self.hooks is None:
            return None
        run = Run(self)
        with self.lock:
            self._runs.add(run)
            if self._thread is None:
                self._thread = threading.Thread(target=self._watch, name="tick-timer", daemon=True)
                self._thread.start()
        return run

    def _watch(self) -> None:
        while True:
            time.sleep(self._check())

    def _check(self) -> float:
        """Force the runs past their limit; the seconds until a run could next need it."""
        wait = self.poll_s
        with self.lock:
            now = time.perf_counter()
            for run in list(self._runs):
                start_s = run.start_s
                if start_s is None:
                    continue
                left = start_s + run.limit_s + MARGIN_S - now
                if left > 0:
                    wait = min(wait, left)
                    continue
                if run.forced_at is None or now - run.forced_at >= REFIRE_S:
                    if run.forced_at is None:
                        self.forced += 1
                    run.forced_at = now
                    assert self.hooks is not None
                    for state in run.states:
                        self.hooks.force(state)
                wait = min(wait, REFIRE_S)
        return max(wait, 0.0005)


_timer: TickTimer | None = None
_timer_lock = threading.Lock()


def tick_timer() -> TickTimer:
    """The process's timer."""
    global _timer
    with _timer_lock:
        if _timer is None:
            _timer = TickTimer(LuaHooks.load())
        return _timer
