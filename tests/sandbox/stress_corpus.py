"""A corpus of code written to stress the Lua VM and the sandbox's limits, each case with the
outcome it must have: ``ok``, a named error (``runtime``, ``syntax``) or a named limit.

In the spirit of a language's own test suite: strings (long ones, copied and compared in single
instructions), tables, utf8, math, coroutines, metamethods, error objects and deep nesting. Every
case runs one tick (or the load) through a real worker process with the default limits
(``test_stress.py``); ``bench/bench_limits.py`` runs the same cases and reports the worst tick
time per limit kind. A case's ``line`` is the line of the chunk the failure must be reported at.

The companion's code cannot set metatables, so "metamethods" here are the ones it reaches: the
string metatable (its arithmetic), the game's proxies (``ai``, ``monsters``) and the places where
C calls Lua back (a ``table.sort`` comparator, a ``gsub`` function).
"""

from __future__ import annotations

import shutil
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

import zmq

from config.settings import load_config
from services.sandbox_client.pool import LoadError, WorkerPool
from services.sandbox_client.settings import PoolSettings
from services.sandbox_client.spawn import LocalSpawner
from tests.sandbox.helpers import default_world

HEADER = "function update_func(player, ai, monsters, items)\n"


@dataclass(frozen=True)
class Case:
    name: str
    area: str
    body: str  # the inside of update_func; or the whole chunk when ``chunk`` is set
    expect: tuple[str, ...]  # accepted outcomes: "ok" or error kinds
    # The line (of the chunk) the failure is reported at; two where a CPU-time limit may strike
    # on either, by how fast the machine copies: a case that first builds a long string
    # ("string.rep" of 5 MB or more) may run out of time building it on a busy machine.
    line: int | tuple[int, ...] | None = None
    chunk: bool = False  # ``body`` is the chunk; failures are expected at load
    message: str = ""  # the error message contains this

    @property
    def source(self) -> str:
        if self.chunk:
            return self.body
        return f"{HEADER}{self.body}\nreturn \"done\"\nend\n"


def _c(name: str, area: str, body: str, *expect: str, line: int | tuple[int, ...] | None = None,
       chunk: bool = False, message: str = "") -> Case:
    return Case(name, area, body.strip("\n"), expect, line, chunk, message)


# A body's first line is line 2 of the chunk.
CORPUS: tuple[Case, ...] = (
    # -- strings: single instructions that copy or compare tens of megabytes ------------------
    _c("concat_10mb_in_a_loop", "string", """
local a = string.rep("x", 10000000)
for i = 1, 1000 do local b = a .. a end
""", "time_limit", "memory_limit", line=(2, 3)),
    _c("concat_30mb_in_a_loop", "string", """
local a = string.rep("x", 30000000)
for i = 1, 1000 do local b = a .. a end
""", "time_limit", "memory_limit"),
    _c("concats_on_one_line", "string", """
local a = string.rep("x", 10000000)
""" + "local b = a .. a " * 40 + "\n", "time_limit", "memory_limit", line=(2, 3)),
    _c("concat_many_operands", "string", """
local a = string.rep("x", 5000000)
for i = 1, 1000 do local b = a .. a .. a .. a .. a .. a end
""", "time_limit", "memory_limit", line=(2, 3)),
    _c("rep_40mb_in_a_loop", "string", """
for i = 1, 100 do local s = string.rep("x", 40000000) end
""", "time_limit", "memory_limit", line=2),
    _c("rep_with_separator", "string", """
for i = 1, 100 do local s = ("ab"):rep(10000000, ",") end
""", "time_limit", "memory_limit", line=2),
    _c("rep_result_too_large", "string", """
local s = string.rep("x", 1 << 50)
""", "runtime", line=2, message="too large"),
    _c("compare_long_strings", "string", """
local a = string.rep("x", 2000000)
local n = 0
for i = 1, 100000 do if a < a then n = n + 1 end end
""", "time_limit", line=4),
    _c("equal_long_strings", "string", """
local a, b = string.rep("x", 2000000), string.rep("x", 2000000)
local n = 0
for i = 1, 100000 do if a == b then n = n + 1 end end
""", "time_limit", line=4),
    _c("upper_in_a_loop", "string", """
local a = string.rep("x", 10000000)
for i = 1, 100 do local b = a:upper() end
""", "time_limit", "memory_limit", line=(2, 3)),
    _c("format_q_of_30mb", "string", """
local a = string.rep("\\0", 30000000)
local b = string.format("%q", a)
""", "time_limit", "memory_limit", line=(2, 3)),
    _c("format_huge_width", "string", """
local s = string.format("%5000d", 1)
""", "runtime", line=2),
    _c("format_widest_in_a_loop", "string", """
local t = {}
for i = 1, 10000000 do t[#t % 100 + 1] = string.format("%99.99f", i) end
""", "time_limit", "instruction_limit", line=3),
    _c("gsub_huge_replacement", "string", """
local s = ("x"):rep(1000):gsub("x", ("y"):rep(1000000))
""", "memory_limit", "time_limit"),
    _c("gsub_every_byte", "string", """
local s = ("x"):rep(4000000):gsub("x", "%0%0")
""", "pattern_limit", line=2),
    _c("tonumber_of_40mb_of_digits", "string", """
local s = ("1"):rep(10000000)
for i = 1, 100 do local n = tonumber(s) end
""", "time_limit", line=(2, 3)),
    _c("byte_slice_too_long", "string", """
local t = {string.byte(("x"):rep(2000000), 1, -1)}
""", "runtime", line=2),
    _c("plain_find_worst_case", "string", """
local s = ("a"):rep(10000000)
local r = s:find(("a"):rep(1000000) .. "b", 1, true)
""", "pattern_limit", line=3),
    _c("literal_find_worst_case", "string", """
local s = ("a"):rep(10000000)
local r = s:find("aaaaaaab")
""", "pattern_limit", line=3),
    _c("backreference_blowup", "string", """
local r = string.find(("a"):rep(2200), "(.-)" .. ("%1"):rep(200) .. "b")
""", "pattern_limit", line=2),
    _c("set_of_ranges_is_ordinary", "string", """
local s = string.gsub(("x"):rep(200), "[a-cx-z]", "")
assert(s == "")
""", "ok"),
    # -- tables ------------------------------------------------------------------------------
    _c("sort_refs_to_one_long_string", "table", """
local s = ("x"):rep(1000000)
local t = {}
for i = 1, 100000 do t[i] = s end
table.sort(t)
""", "time_limit", line=5),
    _c("sort_slow_comparator", "table", """
local t = {}
for i = 1, 50000 do t[i] = (i * 7919) % 50000 end
table.sort(t, function(a, b)
  for k = 1, 100 do end
  return a < b
end)
""", "time_limit", "instruction_limit", line=5),
    _c("sort_c_comparator_copying", "table", """
local s = ("x"):rep(1000000)
local t = {}
for i = 1, 100000 do t[i] = s end
table.sort(t, string.lower)
""", "time_limit", "runtime", line=5),
    _c("sort_mixed_types", "table", """
table.sort({"a", 1, "b", 2})
""", "runtime", line=2, message="attempt to compare"),
    _c("sort_invalid_order_function", "table", """
local t = {}
for i = 1, 1000 do t[i] = i end
table.sort(t, function(a, b) return true end)
""", "runtime", line=4),
    _c("sort_too_many", "table", """
local t = {}
for i = 1, 200000 do t[i] = i end
table.sort(t)
""", "table_op_limit", "time_limit", line=4),
    _c("concat_with_a_long_separator", "table", """
local t = {}
for i = 1, 100000 do t[i] = "x" end
for i = 1, 100 do local s = table.concat(t, ("-"):rep(400)) end
""", "time_limit", "memory_limit", line=4),
    _c("unpack_too_many", "table", """
local t = {table.unpack({}, 1, 10000000)}
""", "runtime", line=2),
    # Rows of 4 MB: 100 MB in some 25 turns and a few hundred instructions. Rows of one integer
    # met the instruction limit first (5,000,000 instructions fill only 64 MB of table), or the
    # memory limit where cases before had left garbage: the case's end hung on its neighbours.
    _c("grow_until_memory", "table", """
local t = {}
for i = 1, 100000000 do t[i] = ("x"):rep(1 << 22) .. i end
""", "memory_limit", "time_limit", line=3),
    _c("move_too_many", "table", """
table.move({}, 1, 10000000, 2)
""", "table_op_limit", line=2),
    _c("insert_at_front", "table", """
local t = {}
for i = 1, 1000000 do table.insert(t, 1, i) end
""", "time_limit", "instruction_limit", line=3),
    # -- utf8 --------------------------------------------------------------------------------
    _c("utf8_char_of_many_code_points", "utf8", """
local t = {}
for i = 1, 200000 do t[i] = 0x10FFFF end
for i = 1, 1000 do local s = utf8.char(table.unpack(t)) end
""", "time_limit", line=4),
    _c("utf8_len_of_40mb", "utf8", """
local s = ("\\u{10FFFF}"):rep(2500000)
for i = 1, 100 do local n = utf8.len(s) end
""", "time_limit", "memory_limit", line=(2, 3)),
    _c("utf8_codes_of_invalid_bytes", "utf8", """
for p, c in utf8.codes("ab\\xff") do end
""", "runtime", line=2, message="invalid UTF-8"),
    _c("utf8_codepoint_slice_too_long", "utf8", """
local t = {utf8.codepoint(("x"):rep(2000000), 1, -1)}
""", "runtime", line=2),
    _c("utf8_char_out_of_range", "utf8", """
local s = utf8.char(-1)
""", "runtime", line=2),
    _c("utf8_lax_and_offsets", "utf8", """
assert(utf8.len("\\u{7FFFFFFF}", 1, -1, true) == 1)
assert(utf8.offset("a\\u{10FFFF}b", 3) == 6)
assert(utf8.char(72, 228, 8364) == "Hä€")
""", "ok"),
    # -- math --------------------------------------------------------------------------------
    _c("integer_division_by_zero", "math", """
local x = 1 // 0
""", "runtime", line=2, message="zero"),
    _c("modulo_by_zero", "math", """
local x = 1 % 0
""", "runtime", line=2, message="n%0"),
    _c("random_empty_interval", "math", """
local x = math.random(2, 1)
""", "runtime", line=2),
    _c("float_to_integer", "math", """
local s = string.format("%d", 2^63)
""", "runtime", line=2, message="integer representation"),
    _c("integer_edges", "math", """
assert(math.maxinteger + 1 == math.mininteger)
assert(math.mininteger // -1 == math.mininteger)
assert(math.ult(1, -1))
assert(2^1024 == math.huge and -(0/0) ~= -(0/0))
assert(math.tointeger(3.0) == 3 and math.fmod(-6, 4) == -2)
assert(tostring(1e308 * 10) == "inf" or tostring(1e308 * 10) == "1e+309")
""", "ok"),
    _c("tight_arithmetic_loop", "math", """
local x = 0
while true do x = (x * 31 + 7) % 1000003 end
""", "time_limit", "instruction_limit", line=3),
    # -- coroutines --------------------------------------------------------------------------
    _c("long_compares_in_a_coroutine", "coroutine", """
local a = string.rep("x", 10000000)
coroutine.wrap(function()
  for i = 1, 100000 do local b = a < a end
end)()
""", "time_limit", line=(2, 4)),
    _c("long_compares_in_an_old_coroutine", "coroutine", """
local a = string.rep("x", 10000000)
local co = coroutine.create(function()
  coroutine.yield()
  for i = 1, 100000 do local b = a < a end
end)
coroutine.resume(co)
coroutine.resume(co)
""", "time_limit", line=(2, 5)),
    _c("many_coroutines", "coroutine", """
local t = {}
for i = 1, 10000000 do t[i] = coroutine.create(print) end
""", "memory_limit", "time_limit", line=3),
    _c("nested_resumes", "coroutine", """
local function nest(n)
  if n == 0 then return 0 end
  return coroutine.wrap(function() return nest(n - 1) + 1 end)()
end
nest(100000)
""", "runtime", "call_depth", "memory_limit"),
    _c("yield_across_sort", "coroutine", """
local co = coroutine.wrap(function()
  table.sort({3, 2, 1}, function(a, b) coroutine.yield() return a < b end)
end)
co()
""", "runtime", line=3, message="yield across"),
    _c("yield_across_gsub", "coroutine", """
local co = coroutine.wrap(function()
  return ("abc"):gsub(".", function(c) coroutine.yield(c) end)
end)
co()
""", "runtime", line=3, message="yield across"),
    _c("yield_across_pcall", "coroutine", """
local co = coroutine.wrap(function()
  pcall(function() coroutine.yield(1) end)
  return 2
end)
assert(co() == 1 and co() == 2)
""", "ok"),
    _c("resume_dead_and_self", "coroutine", """
local co = coroutine.create(function() return coroutine.resume(coroutine.running()) end)
local ok, inner_ok, err = coroutine.resume(co)
assert(ok and not inner_ok)
assert(not coroutine.resume(co))
""", "ok"),
    # -- metamethods -------------------------------------------------------------------------
    _c("string_arithmetic", "metamethod", """
assert("10" + 1 == 11 and "3" * "4" == 12 and -"2" == -2)
""", "ok"),
    _c("string_arithmetic_not_a_number", "metamethod", """
local x = "abc" + 1
""", "runtime", line=2, message="attempt to"),
    _c("string_arithmetic_on_40mb", "metamethod", """
local s = ("1"):rep(10000000)
for i = 1, 100 do local n = s + 0 end
""", "time_limit", line=(2, 3)),
    _c("compare_proxies", "metamethod", """
local x = ai < player
""", "runtime", line=2),
    _c("concat_a_proxy", "metamethod", """
local x = "name: " .. ai
""", "runtime", line=2),
    _c("limit_inside_a_proxy_loop", "metamethod", """
while true do
  for k, v in pairs(ai) do end
end
""", "time_limit", "instruction_limit"),
    _c("getmetatable_of_a_string", "metamethod", """
local mt = getmetatable("")
""", "runtime", line=2),
    # -- error objects -----------------------------------------------------------------------
    _c("error_table", "error", """
error({code = 1})
""", "runtime", line=2),
    # 100,000 rows (a table of ~2 MB as the error's value): filled in a few ms, far inside the
    # tick's 50 ms of wall time even on a busy machine, so the error is what ends it
    _c("error_huge_table", "error", """
local t = {}
for i = 1, 100000 do t[i] = i end
error(t)
""", "runtime", "memory_limit", line=4),
    _c("error_nil_and_numbers", "error", """
local ok1, e1 = pcall(error)
local ok2, e2 = pcall(error, 1.5)
assert(not ok1 and e1 == nil and not ok2 and e2 == 1.5)
error(42)
""", "runtime", line=5),
    _c("error_a_proxy", "error", """
error(ai)
""", "runtime", line=2),
    _c("limit_while_a_proxy_error_is_shown", "error", """
local ok, err = pcall(error, ai)
while true do local s = tostring(err) end
""", "time_limit", "instruction_limit", line=3),
    _c("limit_in_an_xpcall_handler", "error", """
xpcall(error, function(e)
  while true do end
end)
""", "time_limit", "instruction_limit", line=3),
    _c("error_in_an_xpcall_handler", "error", """
local ok, err = xpcall(error, function(e) error("again") end)
assert(not ok)
""", "ok"),
    _c("long_error_message", "error", """
error(("x"):rep(10000000))
""", "runtime", line=2),
    # -- deep nesting and limits inside protected calls ----------------------------------------
    _c("limit_inside_pcall", "nesting", """
pcall(function()
  local a = string.rep("x", 1000000)  -- 1 MB, made well inside the tick's time on a busy machine
  for i = 1, 100000 do local b = a < a end
end)
""", "time_limit", line=4),
    _c("limit_inside_nested_pcall", "nesting", """
pcall(pcall, pcall, function()
  while true do end
end)
""", "time_limit", "instruction_limit", line=3),
    _c("recursion", "nesting", """
local function f(n) return 1 + f(n + 1) end
f(1)
""", "call_depth", line=2),
    _c("recursion_through_pcall", "nesting", """
local function f() pcall(f) end
f()
""", "call_depth", "runtime"),
    _c("recursion_through_gsub", "nesting", """
local function f(s) return (s:gsub(".", f)) end
f("x")
""", "call_depth", "runtime"),
    _c("recursion_through_sort", "nesting", """
local function f(a, b) table.sort({1, 2, 3}, f) return a < b end
table.sort({1, 2, 3}, f)
""", "call_depth", "runtime"),
    _c("deep_table_in_a_global", "nesting", """
deep = {}
local t = deep
for i = 1, 100000 do t.x = {} t = t.x end
""", "fields_limit", "ok"),
    _c("nested_parentheses", "nesting", "return " + "(" * 300 + "1" + ")" * 300 + "\n",
       "syntax", chunk=True),
    _c("nested_table_constructors", "nesting",
       "x = " + "{" * 10000 + "}" * 10000 + "\nfunction update_func() return 'x' end\n",
       "syntax", chunk=True),
)


@dataclass(frozen=True)
class Outcome:
    kind: str  # "ok" or the error kind
    line: int | None
    message: str
    tick_ms: float  # the worker's round trip for the judged run (the load or the tick)
    seconds: float  # the whole case, load and tick


def run_case(pool: WorkerPool, case: Case) -> Outcome:
    """Load the case's code in ``pool`` and run one tick (unless the load must fail)."""
    started = time.monotonic()
    try:
        pool.load(case.source, case.name)
    except LoadError as exc:
        f = exc.failure
        return Outcome(f.kind, f.line, f.message, 0.0, time.monotonic() - started)
    turn = pool.tick(default_world())
    assert turn is not None
    seconds = time.monotonic() - started
    if turn.error is None:
        return Outcome("ok", None, "", turn.ms, seconds)
    e = turn.error
    return Outcome(e.kind, e.line, e.message, turn.ms, seconds)


@contextmanager
def one_worker(deadline_ms: int) -> Iterator[tuple[WorkerPool, LocalSpawner]]:
    """A pool of one real worker process with the default limits, and its spawner (whose
    ``pid(0)`` says whether the worker was replaced)."""
    folder = tempfile.mkdtemp(prefix="da-stress-", dir="/tmp")
    ctx = zmq.Context()
    spawner = LocalSpawner(quiet=True)
    pool = WorkerPool(
        ctx,
        [f"ipc://{folder}/w.sock"],
        PoolSettings(
            limits=load_config().sandbox, deadline_ms=deadline_ms, load_timeout_ms=deadline_ms
        ),
        spawner=spawner,
    ).start()
    try:
        assert pool.wait_ready(30), "the worker did not start"
        yield pool, spawner
    finally:
        pool.close()
        spawner.close()
        ctx.destroy(linger=0)
        shutil.rmtree(folder, ignore_errors=True)
