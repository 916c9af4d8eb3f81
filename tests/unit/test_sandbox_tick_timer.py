"""The tick timer (sandbox_worker/tick_timer.py): it forces the hook of every Lua state of a run
once the run's limit is up, and a single long instruction no longer outlasts the limit."""

from __future__ import annotations

import time
from dataclasses import replace

from config.settings import SandboxConfig
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.tick_timer import REFIRE_S, LuaHooks, TickTimer, tick_timer
from tests.sandbox.helpers import default_world, tick, update


class Recorder:
    def __init__(self) -> None:
        self.forced: list[int] = []

    def force(self, state: int) -> None:
        self.forced.append(state)


def test_a_run_past_its_limit_has_every_state_forced_and_again_while_it_lasts():
    hooks = Recorder()
    timer = TickTimer(hooks)  # type: ignore[arg-type]
    run = timer.run()
    assert run is not None
    run.begin(1, 0.05)
    run.add_state(2)
    assert timer._check() > 0 and hooks.forced == []  # within its limit
    run.start_s = (run.start_s or 0) - 0.06
    timer._check()
    assert hooks.forced == [1, 2] and timer.forced == 1
    timer._check()
    assert hooks.forced == [1, 2]  # not again at once
    run.forced_at = (run.forced_at or 0) - REFIRE_S
    timer._check()
    assert hooks.forced == [1, 2, 1, 2] and timer.forced == 1
    run.end()
    timer._check()
    assert hooks.forced == [1, 2, 1, 2]  # over: its states are never touched again
    run.begin(3, 0.05)
    assert run.states == [3] and run.forced_at is None


def test_without_the_lua_api_there_is_no_timer():
    assert TickTimer(None).run() is None


def test_lupas_lua_api_is_reachable():
    assert LuaHooks.load() is not None
    assert tick_timer().hooks is not None


def test_long_single_instructions_end_at_the_limit_by_the_timer():
    timer = TickTimer(LuaHooks.load())
    # A limit the 10 MB copy that sets up the loop stays well under on a busy machine (it took
    # 60 ms of CPU under a parallel test run), so the limit strikes in the loop.
    rt = SandboxRuntime(replace(SandboxConfig(), max_tick_ms=250), timer=timer)
    world = default_world()
    rt.set_maze(world.maze)
    # Each comparison of two 10 MB strings is one instruction of a millisecond or more: the
    # count hook alone saw the clock once in 8,000 of them.
    code = update(
        'local a = ("x"):rep(10000000)\n'
        "local n = 0\n"
        "for i = 1, 1000000 do if a < a then n = n + 1 end end\n"
        "return 'finished'"
    )
    assert rt.load(code, "compare").error is None
    started = time.thread_time()
    out = tick(rt, world)
    cpu_s = time.thread_time() - started
    assert out.error is not None and out.error.kind == "time_limit" and out.error.line == 4
    assert timer.forced == 1
    assert cpu_s < 2.0  # 2 x max_tick_ms in the benchmark; loose here, machines are busy


def test_a_tick_that_leaves_much_garbage_is_tidied_and_a_light_one_is_not():
    # String buffers allocate without Lua's emergency collection: the garbage one tick leaves
    # is collected once the worker has answered (tidy), or else before the next run.
    rt = SandboxRuntime(replace(SandboxConfig(), max_memory_bytes=64 << 20, max_tick_ms=2000))
    world = default_world()
    rt.set_maze(world.maze)
    rt.load(update(
        'local a = ("x"):rep(15000000); local b = a .. "y"; local c = b .. "z"\n'
        "return 'made'"
    ), "garbage")
    assert tick(rt, world).status == "made"
    assert rt._lua.get_memory_used() > 32 << 20  # three strings of 15 MB, all garbage now
    rt.tidy()
    assert rt._lua.get_memory_used() < 16 << 20
    rt.load(update("return 'light'"), "light")
    tick(rt, world)
    used = rt._lua.get_memory_used()
    rt.tidy()  # under a quarter of the limit: nothing to do
    assert abs(rt._lua.get_memory_used() - used) < 1 << 20
