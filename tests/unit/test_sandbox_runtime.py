"""The in-process runtime: loading, the limits and the error kind each one reports."""

from __future__ import annotations

import time

import pytest

from base.protocol import MoveRequest
from sandbox_worker.runtime import BadState, SandboxRuntime, is_done
from tests.sandbox.helpers import default_world, new_runtime, run, tick, update


def test_a_tick_returns_the_status_and_the_move():
    out = run(update('ai:move("d")\nreturn "walking"'))
    assert out.error is None
    assert out.status == "walking"
    assert out.actions == [MoveRequest(entity=default_world().companion.id, move="d")]
    assert not out.done


@pytest.mark.parametrize("status", ["Done", "done", "Done.", " DONE! "])
def test_done_ends_the_order(status):
    assert is_done(status)
    assert run(update(f"return {status!r}")).done


def test_not_done_and_non_string_statuses():
    assert not is_done("Done soon")
    assert run(update("return 42")).status == "42"
    assert run(update("return nil")).status == ""
    out = run(update("return {}"))
    assert out.error.kind == "runtime" and "status string" in out.error.message


def test_syntax_errors_carry_the_line():
    rt = new_runtime()
    out = rt.load("function update_func(player, ai)\n  return 1 +\nend\n", "x")
    assert out.error.kind == "syntax"
    assert out.error.line == 3
    assert "unexpected symbol" in out.error.message


def test_runtime_errors_carry_the_line_and_strip_the_chunk_name():
    out = run(update("local x = nil\nreturn x.field"))
    assert out.error.kind == "runtime"
    assert out.error.line == 3
    assert not out.error.message.startswith("code:")
    assert "attempt to index a nil value" in out.error.message


def test_a_failed_load_keeps_the_previous_code():
    world = default_world()
    rt = new_runtime(world)
    assert rt.load(update('return "first"'), "one").error is None
    assert rt.load("function update_func(", "two").error.kind == "syntax"
    assert rt.code_id == "one"
    assert tick(rt, world).status == "first"


def test_code_must_define_a_global_update_func():
    rt = new_runtime()
    out = rt.load("local function update_func() end", "x")
    assert out.error.kind == "no_update_func"
    assert "global function update_func" in out.error.message


def test_a_tick_before_any_code_says_so():
    out = tick(new_runtime(), default_world())
    assert out.error.kind == "no_code"


def test_source_size_is_capped_before_compiling():
    rt = new_runtime(max_source_bytes=1000)
    out = rt.load("-- " + "x" * 2000 + "\n" + update("return 'x'"), "x")
    assert out.error.kind == "source_limit"
    assert "sandbox.max_source_bytes" in out.error.message


def test_bytecode_is_refused():
    out = new_runtime().load(b"\x1bLuaT\x00\x19\x93\r\n\x1a\n", "x")
    assert out.error.kind == "bytecode"


def test_top_level_code_runs_under_the_same_limits():
    rt = new_runtime(max_instructions=100_000)
    out = rt.load("while true do end\n" + update("return 'x'"), "x")
    assert out.error.kind == "instruction_limit"
    assert "top-level" in out.error.message
    assert out.error.line == 1


def test_print_is_captured_into_the_log():
    out = run("print('loaded')\n" + update('print("a", 1, nil, true)\nreturn "x"'))
    assert out.log == ["a\t1\tnil\ttrue"]
    rt = new_runtime()
    assert rt.load("print('loaded')\n" + update("return 'x'"), "x").log == ["loaded"]


@pytest.mark.parametrize(
    ("body", "kind"),
    [
        ("while true do end", "instruction_limit"),
        ("local function f() return f() end\nreturn f()", "instruction_limit"),
        ("local function f(n) return 1 + f(n + 1) end\nreturn f(1)", "call_depth"),
        ("local t = {}\nfor i = 1, 1e9 do t[i] = i end", "memory_limit"),
        ("local s = 'x'\nwhile true do s = s .. s end", "memory_limit"),
        ("while true do print('spam') end", "log_limit"),
        ("return string.rep('x', 10000)", "status_limit"),
        ("ai.big = string.rep('x', 100000)\nreturn 'ok'", "fields_limit"),
        ("return string.find(string.rep('a', 1e5), '.-.-.-b')", "pattern_limit"),
        ("local t = {}\nfor i = 1, 200000 do t[i] = -i end\ntable.sort(t)", "table_op_limit"),
    ],
)
def test_each_limit_has_its_own_kind_and_names_its_config_key(body, kind):
    # The CPU-time limit is tested on its own (below): here it is far away, so that the limit
    # each case aims at trips first however busy or slow the machine is (5M instructions take
    # ~45 ms of CPU on a quiet machine, close to the default 50 ms).
    out = run(update(body), max_memory_bytes=16 * 1024 * 1024, max_tick_ms=600_000)
    assert out.error is not None and out.error.kind == kind, out.error
    assert out.actions == []
    if kind not in ("memory_limit",):
        assert "sandbox." in out.error.message or kind == "call_depth"


def test_the_time_limit_is_cpu_time():
    started = time.perf_counter()
    out = run(update("while true do end"), max_instructions=10**12, max_tick_ms=30)
    assert out.error.kind == "time_limit"
    assert "30 ms" in out.error.message
    assert time.perf_counter() - started < 2


def test_call_depth_allows_the_configured_depth():
    # The depth is checked every 1000 instructions: the work at the bottom makes sure a check
    # happens while the calls are 150 deep.
    code = update(
        "local function f(n)\n"
        "  if n == 0 then local s = 0 for i = 1, 5000 do s = s + i end return 0 end\n"
        "  return 1 + f(n - 1)\n"
        "end\n"
        "return tostring(f(150))"
    )
    assert run(code).status == "150"
    out = run(code, max_call_depth=50)
    assert out.error.kind == "call_depth"
    assert "50 levels" in out.error.message and out.error.line is not None


@pytest.mark.parametrize(
    "swallow",
    [
        "while true do pcall(function() while true do end end) end",
        "while true do pcall(error, 'x') end",
        "return xpcall(function() error('x') end, function(m) while true do end end)",
        "local co = coroutine.create(function() while true do end end)\n"
        "while true do coroutine.resume(co) end",
        "local f = coroutine.wrap(function() while true do end end)\nwhile true do pcall(f) end",
    ],
)
def test_pcall_xpcall_and_coroutines_cannot_swallow_a_limit(swallow):
    out = run(update(swallow), max_instructions=200_000)
    assert out.error is not None and out.error.kind in ("instruction_limit", "time_limit")


def test_pcall_cannot_swallow_running_out_of_memory():
    body = "while true do pcall(function() local t = {} for i = 1, 1e9 do t[i] = i end end) end"
    # time enough to fill the memory on a busy machine: the limit under test is the memory's
    out = run(update(body), max_memory_bytes=16 * 1024 * 1024, max_tick_ms=600_000)
    assert out.error.kind == "memory_limit"


def test_pcall_and_xpcall_still_work_for_ordinary_errors():
    out = run(
        update(
            "local ok, e = pcall(error, 'boom')\n"
            "local ok2, e2 = xpcall(function() error('bang', 0) end,\n"
            "                       function(m) return 'handled ' .. m end)\n"
            "return tostring(ok) .. ' ' .. e .. ' ' .. tostring(ok2) .. ' ' .. e2"
        )
    )
    assert out.status == "false boom false handled bang"


def test_the_runtime_is_usable_after_every_limit():
    world = default_world()
    rt = new_runtime(world, max_memory_bytes=16 * 1024 * 1024)
    for body in (
        "while true do end",
        "local t = {} for i = 1, 1e9 do t[i] = i end",
        "local function f() return 1 + f() end return f()",
    ):
        assert rt.load(update(body), "bad").error is None
        assert tick(rt, world).error is not None
        assert rt.load(update("return 'fine'"), "good").error is None
        assert tick(rt, world).status == "fine"


def test_huge_error_messages_are_cut():
    out = run(update("error(string.rep('x', 1e6))"))
    assert out.error.kind == "runtime"
    assert len(out.error.message) < 1100


def test_an_error_object_that_is_not_a_string():
    assert run(update("error({})")).error.message == "error object is a table value"


def test_math_random_is_seeded_by_the_game():
    world = default_world()
    code = update("return tostring(math.random(1, 1000000))")
    first = [run(code, world).status for _ in range(2)]
    assert first[0] == first[1]
    world.tick += 1
    assert run(code, world).status != first[0]
    assert run("math.randomseed(os.time())\n" + code).status == first[0]


def test_a_bad_state_is_the_callers_error():
    rt = new_runtime()
    rt.load(update("return 'x'"), "x")
    with pytest.raises(BadState, match="length"):
        rt.tick([0, 0, 5, 0, 0, 1, "player"], 0)
    with pytest.raises(BadState, match="entity record 1"):
        rt.tick([0, 0, 1, 0, 0, 1, "dragon", 1, 1, 1, True, 0], 0)
    with pytest.raises(BadState, match="player and a companion"):
        rt.tick([0, 0, 0, 0, 0], 0)


def test_a_bad_maze_is_the_callers_error():
    rt = SandboxRuntime()
    with pytest.raises(BadState):
        rt.set_maze([])
    with pytest.raises(BadState):
        rt.set_maze(["##", 5])  # type: ignore[list-item]


def test_reset_forgets_code_and_fields():
    world = default_world()
    rt = new_runtime(world)
    rt.load(update("ai.n = (ai.n or 0) + 1\nreturn tostring(ai.n)"), "x")
    assert tick(rt, world).status == "1"
    rt.reset()
    assert rt.code_id is None
    rt.set_maze(world.maze)
    rt.load(update("return tostring(ai.n)"), "y")
    assert tick(rt, world).status == "nil"


def test_coroutines_run_hooked_and_a_tripped_one_is_dead_while_new_ones_work():
    world = default_world()
    rt = new_runtime(world, max_instructions=200_000)
    rt.load(
        "spinner = coroutine.create(function() while true do end end)\n"
        + update(
            "if coroutine.status(spinner) ~= 'dead' then coroutine.resume(spinner) end\n"
            "local co = coroutine.wrap(function() local s = 0 for i = 1, 20000 do s = s + i end "
            "coroutine.yield(s) end)\n"
            "return tostring(co())"
        ),
        "co",
    )
    assert tick(rt, world).error.kind == "instruction_limit"
    out = tick(rt, world)
    assert out.error is None and out.status == str(sum(range(20001)))
