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
from dataclasses import dataclass, field

import lupa.lua54 as lua54

log = logging.getLogger(__name__)

LUA_MASKCALL = 1 << 0
LUA_MASKCOUNT = 1 << 3

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
        """Make ``state`` call the hook it has at its next instruction and at every call."""
        hook = self._get(state)
        if hook:  # no hook: the state runs no untrusted code now
            self._set(state, hook, LUA_MASKCALL | LUA_MASKCOUNT, 1)


class _Run:
    """The run a thread is in: since when (wall clock), for how long, on which Lua states."""

    __slots__ = ("start_s", "limit_s", "states", "forced_at")

    def __init__(self, start_s: float, limit_s: float, state: int) -> None:
        self.start_s, self.limit_s, self.states = start_s, limit_s, [state]
        self.forced_at: float | None = None


@dataclass
class TickTimer:
    """One thread a process, started on first use; a runtime arms it around each run.

    It counts wall time, which is never less than the CPU time of the run: once the limit has
    passed on the wall clock it forces the hook, and again every REFIRE_S while the run goes
    on. The hook reads the CPU clock itself: before the CPU limit (the machine was busy) it
    goes back to its usual pace, after it it raises. Arming costs a clock read and a lock, no
    system call: a CPU clock read at each arm would cost more than a tenth of a minimal tick.
    """

    hooks: LuaHooks | None
    poll_s: float = POLL_S
    _runs: dict[int, _Run] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)
    _thread: threading.Thread | None = None
    forced: int = 0  # how many runs had their hooks forced (for tests and benchmarks)

    def arm(self, state: int, limit_s: float) -> None:
        """The calling thread is about to run Lua on ``state`` for at most ``limit_s`` of CPU."""
        if self.hooks is None:
            return
        ident = threading.get_ident()
        with self._lock:
            self._runs[ident] = _Run(time.perf_counter(), limit_s, state)
            if limit_s < self.poll_s:
                self.poll_s = limit_s
            if self._thread is None:
                self._thread = threading.Thread(target=self._watch, name="tick-timer", daemon=True)
                self._thread.start()

    def add_state(self, state: int) -> None:
        """A coroutine the current run resumes (kept alive by the Lua side until the next)."""
        with self._lock:
            run = self._runs.get(threading.get_ident())
            if run is not None:
                run.states.append(state)

    def disarm(self) -> None:
        """The run is over: once this returns, no state of it is touched again."""
        with self._lock:
            self._runs.pop(threading.get_ident(), None)

    def _watch(self) -> None:
        while True:
            time.sleep(self._check())

    def _check(self) -> float:
        """Force the runs past their limit; the seconds until a run could next need it."""
        wait = self.poll_s
        with self._lock:
            now = time.perf_counter()
            for run in self._runs.values():
                left = run.start_s + run.limit_s + MARGIN_S - now
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
