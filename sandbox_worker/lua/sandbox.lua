-- The locked-down environment and the per-run limits. Trusted code, run once per runtime.
--
-- Everything the untrusted code can reach is built here from local copies taken before any
-- untrusted code runs, so rebinding a global or a library field in the sandbox changes nothing
-- that this file (or the others) relies on. The real globals table is never handed out.

local S = ...

local debug_sethook, debug_gethook, debug_getinfo = debug.sethook, debug.gethook, debug.getinfo
local clock = os.clock
local error, pcall, type, select, tostring, pairs, next =
  error, pcall, type, select, tostring, pairs, next
local setmetatable, rawget, rawset, rawequal = setmetatable, rawget, rawset, rawequal
local math_type, math_huge, math_floor, math_tointeger =
  math.type, math.huge, math.floor, math.tointeger
local str_find, str_match, str_gmatch, str_gsub, str_rep, str_sub, str_byte, str_format =
  string.find, string.match, string.gmatch, string.gsub, string.rep, string.sub, string.byte,
  string.format
local tbl_sort, tbl_move, tbl_concat = table.sort, table.move, table.concat
local co_create, co_resume, co_status, co_running, co_yield, co_isyieldable, co_close =
  coroutine.create, coroutine.resume, coroutine.status, coroutine.running, coroutine.yield,
  coroutine.isyieldable, coroutine.close
local real_load = load

S.CHUNK_NAME = "=code"
local HOOK_EVERY = 1000       -- instructions between two hook calls
local CLOCK_EVERY = 8         -- hook calls between two clock reads (the clock is a syscall)

-- Limits, set from Python by set_limits before any untrusted code runs.
local L = {
  max_instructions = 5000000, max_tick_s = 0.05, max_call_depth = 200, max_log_bytes = 4096,
  max_pattern_cost = 5000000, max_table_op_items = 100000, max_memory_bytes = 104857600,
}
S.limits = L

local hook_for_level

function S.set_limits(max_instructions, max_tick_ms, max_call_depth, max_log_bytes,
                      max_pattern_cost, max_table_op_items)
  hook_for_level = {}
  L.max_instructions = max_instructions
  L.max_tick_s = max_tick_ms / 1000
  L.max_call_depth = max_call_depth
  L.max_log_bytes = max_log_bytes
  L.max_pattern_cost = max_pattern_cost
  L.max_table_op_items = max_table_op_items
end

-- ---------------------------------------------------------------------------------------------
-- The budget. A tripped limit is sticky: the hook keeps raising, and pcall, xpcall and coroutine
-- resume re-raise it, so untrusted code cannot swallow it and carry on.

local TRIP = setmetatable({}, {__tostring = function() return "sandbox limit reached" end,
                               __metatable = false})
S.TRIP = TRIP
local tripped = nil           -- nil or the error kind of the limit that was reached
local tripped_detail = nil
local tripped_line = nil      -- the line of the untrusted code running when it was reached
local hooks_left, deadline, clock_countdown = 0, 0, 0

local current_hook          -- the main thread's hook (set per run)

local user_line             -- the line the untrusted code is at (below)

local function trip(kind, detail)
  if not tripped then tripped, tripped_detail, tripped_line = kind, detail, user_line() end
  -- From now on this thread's hook runs at every instruction (a coroutine keeps its own hook,
  -- and dies of the error anyway).
  debug_sethook(debug_gethook() or current_hook, "", 1)
  error(TRIP, 0)
end
S.trip = trip

-- Trusted frames the hook must never raise in: the run's own bookkeeping around the protected
-- call, and the error handler (an error there would escape to Python).
local unhookable = setmetatable({}, {__mode = "k"})

local function make_hook(depth_level)
  local hook
  hook = function(event)
    if unhookable[debug_getinfo(2, "f").func] then return end
    if tripped then error(TRIP, 0) end
    if event ~= "count" then
      -- Forced by the tick timer (tick_timer.py): at every instruction, call and new line. The
      -- CPU clock decides; before the limit (the timer counts wall time) back to the usual pace,
      -- and the timer forces again soon.
      if clock() > deadline then return trip("time_limit") end
      return debug_sethook(hook, "", HOOK_EVERY)
    end
    hooks_left = hooks_left - 1
    if hooks_left < 0 then return trip("instruction_limit") end
    clock_countdown = clock_countdown - 1
    if clock_countdown <= 0 then
      clock_countdown = CLOCK_EVERY
      if clock() > deadline then return trip("time_limit") end
    end
    if debug_getinfo(depth_level, "l") then return trip("call_depth") end
  end
  return hook
end

local function stack_depth()
  local level = 2
  while debug_getinfo(level, "l") do level = level + 1 end
  return level - 2
end

local MEMORY_MESSAGE = "not enough memory"

-- Re-raise a tripped limit after a protected call; a memory error counts as tripped as well.
local function settle(ok, ...)
  if tripped then error(TRIP, 0) end
  if not ok and (...) == MEMORY_MESSAGE then return trip("memory_limit") end
  return ok, ...
end

local function safe_pcall(f, ...)
  return settle(pcall(f, ...))
end

-- The handler runs after the failed call has unwound, as an ordinary hooked call: a handler
-- run inside the error machinery escapes the hook.
local function handle_error(handler, ok, ...)
  if tripped then error(TRIP, 0) end
  if ok then return true, ... end
  local err = ...
  if err == MEMORY_MESSAGE then return trip("memory_limit") end
  return false, select(2, settle(pcall(handler, err)))
end

local function safe_xpcall(f, handler, ...)
  if type(handler) ~= "function" then
    error("xpcall expects a message handler function as its second argument, got "
          .. type(handler), 2)
  end
  return handle_error(handler, pcall(f, ...))
end

-- The tick timer (tick_timer.py) forces the hook of every Lua state of a run once its CPU time
-- is up: the main one, and each coroutine resumed, whose address it gets here. The coroutines
-- are kept alive until the next run starts, by which time the timer has let go of them.
local run_threads = {}
local on_thread = nil       -- the timer's callback; never reachable from untrusted code

function S.set_thread_sink(callback)
  on_thread = callback
end

function S.main_state()
  return str_format("%p", co_running())
end

local function watch(co)
  if on_thread and not run_threads[co] then
    run_threads[co] = true
    on_thread(str_format("%p", co))
  end
end

-- Coroutines carry the same hook (a fresh thread starts with none) and re-raise limits.
local function coroutine_hook()
  return make_hook(L.max_call_depth + 3)
end

local function safe_create(f)
  if type(f) ~= "function" then
    error("coroutine.create expects a function, got " .. type(f), 2)
  end
  local co = co_create(f)
  debug_sethook(co, coroutine_hook(), "", tripped and 1 or HOOK_EVERY)
  return co
end

local function safe_resume(co, ...)
  if type(co) == "thread" then watch(co) end
  return settle(co_resume(co, ...))
end

-- An error without a position (a yield across a C call, an error raised by C) is given the line
-- the coroutine was at when it died: its stack is still there to read.
local function with_position(co, err)
  if type(err) ~= "string" or str_find(err, "^" .. str_sub(S.CHUNK_NAME, 2) .. ":%d+:") then
    return err
  end
  local level = 0
  while true do
    local info = debug_getinfo(co, level, "Sl")
    if not info then return err end
    if info.source == S.CHUNK_NAME and info.currentline > 0 then
      return str_sub(S.CHUNK_NAME, 2) .. ":" .. info.currentline .. ": " .. err
    end
    level = level + 1
  end
end

local function wrap_result(co, ok, ...)
  if tripped then error(TRIP, 0) end
  if not ok then
    local err = ...
    if err == MEMORY_MESSAGE then return trip("memory_limit") end
    error(with_position(co, err), 0)
  end
  return ...
end

local function safe_wrap(f)
  local co = safe_create(f)
  return function(...)
    watch(co)
    return wrap_result(co, co_resume(co, ...))
  end
end

local function safe_close(co)
  if type(co) == "thread" then watch(co) end
  return settle(co_close(co))
end

-- ---------------------------------------------------------------------------------------------
-- C functions that no hook interrupts get their input capped instead.

local pattern_cost = S.pattern_cost          -- patterns.lua

local function check_pattern(fname, kind, s, pattern, init, plain)
  if type(s) ~= "string" and math_type(s) == nil then return end       -- let Lua complain
  if type(pattern) ~= "string" and math_type(pattern) == nil then return end
  s, pattern = tostring(s), tostring(pattern)
  local n = #s
  if math_type(init) then
    if init < 0 then init = n + init + 1 end
    if init > 1 then n = n - init + 1 end
  end
  if n < 0 then n = 0 end
  if pattern_cost(s, n, pattern, kind, kind == "find" and plain, L.max_pattern_cost) >
     L.max_pattern_cost then
    trip("pattern_limit", str_format("%s on a %d-byte string with the pattern %q", fname, #s,
                                     str_sub(pattern, 1, 40)))
  end
end

-- find, match and gmatch take (s, pattern, init[, plain]); gsub takes (s, pattern, repl, n).
local function guarded(kind, fn)
  local fname = "string." .. kind
  return function(s, pattern, init, plain)
    check_pattern(fname, kind, s, pattern, init, plain)
    return fn(s, pattern, init, plain)
  end
end

local guarded_find = guarded("find", str_find)
local guarded_match = guarded("match", str_match)
local guarded_gmatch = guarded("gmatch", str_gmatch)

local function guarded_gsub(s, pattern, repl, n)
  check_pattern("string.gsub", "gsub", s, pattern, nil, false)
  return str_gsub(s, pattern, repl, n)
end

-- A C call that builds a result of tens of megabytes runs tens of milliseconds that no hook
-- interrupts (copies, and fresh pages of memory: about a nanosecond a byte here). Those whose
-- size is known before they start are charged to the tick's time, and one that would end
-- past the limit is stopped before it starts, as the limit would stop it after.
local BIG_BYTES = 1048576
local SECONDS_PER_BYTE = 1e-9

function S.set_memory_limit(max_memory_bytes)
  L.max_memory_bytes = max_memory_bytes
end

local function charge(fname, bytes, seconds_per_byte)
  -- A result larger than the memory limit fails at once, and says so (memory_limit).
  if bytes > BIG_BYTES and bytes < L.max_memory_bytes and
     clock() + bytes * seconds_per_byte > deadline then
    trip("time_limit", str_format("%s of %.0f bytes", fname, bytes))
  end
end

-- string.rep copies its pieces one by one: 30 million one-byte pieces take 90 ms of C. Many
-- pieces are copied as blocks of REP_BLOCK of them instead (the same string, a few ms).
local REP_BLOCK = 4096

local function guarded_rep(s, n, sep)
  -- An empty string repeated 1e15 times is a C loop that never allocates and never ends.
  if math_type(n) and (type(s) == "string" or math_type(s)) and
     (sep == nil or type(sep) == "string" or math_type(sep)) then
    local piece = #tostring(s) + (sep and #tostring(sep) or 0)
    if piece == 0 or n <= 0 then return "" end
    if n > math_huge or n * piece > 2 ^ 40 then
      error("string.rep: a result of " .. str_format("%.0f", n * piece) .. " bytes is too large", 2)
    end
    charge("string.rep", n * piece, SECONDS_PER_BYTE)
    local count = math_tointeger(n)
    if count and count > 2 * REP_BLOCK then
      local whole = str_rep(str_rep(s, REP_BLOCK, sep), count // REP_BLOCK, sep)
      local rest = count % REP_BLOCK
      if rest == 0 then return whole end
      return whole .. (sep or "") .. str_rep(s, rest, sep)
    end
  end
  return str_rep(s, n, sep)
end

-- string.format's "%q" escapes byte by byte (about 3 ns a byte): charged as above.
local Q_SECONDS_PER_BYTE = 4e-9

local function guarded_format(fmt, ...)
  if type(fmt) == "string" and str_find(fmt, "%q", 1, true) then
    local args, bytes = {...}, 0
    for i = 1, select("#", ...) do
      if type(args[i]) == "string" then bytes = bytes + #args[i] end
    end
    charge("string.format %q", bytes, Q_SECONDS_PER_BYTE)
  end
  return str_format(fmt, ...)
end

local function check_items(fname, count)
  if count > L.max_table_op_items then
    trip("table_op_limit", str_format("%s on %.0f elements", fname, count))
  end
end

-- Lua's own order compares two strings in C, whole (strcoll): sorting many references to one
-- long string ran for minutes in a single call. A table with a long string is sorted through a
-- Lua comparator instead, which the hook interrupts.
local function order_error(a, b)
  local ta, tb = type(a), type(b)
  if ta == tb then return error("attempt to compare two " .. ta .. " values", 4) end
  return error("attempt to compare " .. ta .. " with " .. tb, 4)
end

local function string_order(a, b)
  if type(a) == "string" and type(b) == "string" then return a < b end
  if math_type(a) and math_type(b) then return a < b end
  return order_error(a, b)
end

-- Strings no longer than this compare in C in well under a microsecond: a table of only such
-- strings keeps Lua's own order (ten times faster than a Lua comparator).
local SHORT_STRING = 256

local function only_short_strings(t, n)
  for i = 1, n do
    local v = t[i]
    if type(v) ~= "string" or #v > SHORT_STRING then return false end
  end
  return true
end

local function guarded_sort(t, cmp)
  if type(t) == "table" then
    local n = #t
    check_items("table.sort", n)
    if cmp == nil and type(t[1]) ~= "number" and not only_short_strings(t, n) then
      cmp = string_order
    end
  end
  return tbl_sort(t, cmp)
end

local function guarded_move(a1, f, e, t, a2)
  if math_type(f) and math_type(e) and e >= f then check_items("table.move", e - f + 1) end
  return tbl_move(a1, f, e, t, a2)
end

local CONCAT_COUNTED = 1000       -- more items than this: their bytes are counted and charged

local function guarded_concat(t, sep, i, j)
  if type(t) == "table" then
    local first = math_type(i) and i or 1
    local last = math_type(j) and j or #t
    if last >= first then
      check_items("table.concat", last - first + 1)
      if last - first >= CONCAT_COUNTED and (sep == nil or type(sep) == "string") then
        local bytes = (last - first) * (sep and #sep or 0)
        for k = first, last do
          local v = t[k]
          bytes = bytes + (type(v) == "string" and #v or 24)
        end
        charge("table.concat", bytes, SECONDS_PER_BYTE)
      end
    end
  end
  return tbl_concat(t, sep, i, j)
end

-- ---------------------------------------------------------------------------------------------
-- Read-only library tables. One shared read-only string library backs the string metatable, so
-- ("x"):rep(...) reaches the guarded functions too.

local function read_only(name, contents)
  local proxy = {}
  return setmetatable(proxy, {
    __index = contents,
    __newindex = function(_, key)
      error(str_format("%s is read-only; you cannot set %s.%s", name, name, tostring(key)), 2)
    end,
    __pairs = function() return next, contents, nil end,
    __len = function() return #contents end,
    __metatable = false,
  })
end
S.read_only = read_only

local function pick(lib, names)
  local out = {}
  for _, name in pairs(names) do out[name] = lib[name] end
  return out
end

local string_lib = pick(string, {"byte", "char", "format", "len", "lower", "reverse", "sub",
                                 "upper"})
string_lib.find, string_lib.match, string_lib.gmatch = guarded_find, guarded_match, guarded_gmatch
string_lib.gsub, string_lib.rep, string_lib.format = guarded_gsub, guarded_rep, guarded_format
local string_ro = read_only("string", string_lib)
-- Strings index their metatable's __index: point it at the guarded copy.
local string_mt = debug.getmetatable("")
string_mt.__index = string_ro
string_mt.__metatable = false

local table_lib = pick(table, {"insert", "pack", "remove", "unpack"})
table_lib.sort, table_lib.move, table_lib.concat = guarded_sort, guarded_move, guarded_concat

local math_lib = pick(math, {"abs", "ceil", "cos", "deg", "exp", "floor", "fmod", "huge", "log",
                             "max", "maxinteger", "min", "mininteger", "modf", "pi", "rad",
                             "random", "sin", "sqrt", "tan", "tointeger", "type", "ult", "atan",
                             "asin", "acos"})
-- The game seeds the generator every tick so that ticks replay; seeding from Lua is a no-op.
math_lib.randomseed = function() end

local os_lib = pick(os, {"time", "clock", "date", "difftime"})
local utf8_lib = pick(utf8, {"char", "charpattern", "codes", "codepoint", "len", "offset"})
local coroutine_lib = {
  create = safe_create, resume = safe_resume, wrap = safe_wrap, close = safe_close,
  status = co_status, running = co_running, yield = co_yield, isyieldable = co_isyieldable,
}

local LIBRARIES = {string = string_lib, table = table_lib, math = math_lib, os = os_lib,
                   utf8 = utf8_lib, coroutine = coroutine_lib}
S.LIBRARIES = LIBRARIES

-- ---------------------------------------------------------------------------------------------
-- print, captured into a bounded log.

local log_lines, log_bytes = {}, 0

local function captured_print(...)
  local n = select("#", ...)
  local parts = {}
  for i = 1, n do parts[i] = tostring((select(i, ...))) end
  local line = tbl_concat(parts, "\t")
  log_bytes = log_bytes + #line + 1
  if log_bytes > L.max_log_bytes then
    return trip("log_limit")
  end
  log_lines[#log_lines + 1] = line
end

-- Trusted code adds notes (refused moves) to the same log; they do not count against the cap.
function S.note(line)
  log_lines[#log_lines + 1] = line
end

function S.take_log()
  local text = tbl_concat(log_lines, "\n")
  log_lines, log_bytes = {}, 0
  return text
end

-- ---------------------------------------------------------------------------------------------
-- The environment one chunk of untrusted code runs in.

local BASE = {"assert", "error", "ipairs", "next", "pairs", "select", "tonumber", "tostring",
              "type"}

S.builtin_names = {}      -- every name a fresh environment starts with (filled by new_env)

-- The API's tables of names (the globals, the skills) go into the environment as they are.
function S.new_env(...)
  local env = {}
  for _, name in pairs(BASE) do env[name] = _ENV[name] end
  env.pcall, env.xpcall, env.print = safe_pcall, safe_xpcall, captured_print
  env._VERSION = _VERSION
  for name, lib in pairs(LIBRARIES) do
    if name == "string" then env.string = string_ro
    else
      local copy = {}
      for k, v in pairs(lib) do copy[k] = v end
      env[name] = copy
    end
  end
  for i = 1, select("#", ...) do
    for name, value in pairs((select(i, ...))) do env[name] = value end
  end
  env._G = env
  for name in pairs(env) do S.builtin_names[name] = true end
  -- Globals the chunk creates are noted as they appear, so carrying them costs nothing per tick
  -- when there are none.
  local created = {}
  S.created_globals[env] = created
  return setmetatable(env, {__newindex = function(t, key, value)
    rawset(t, key, value)
    created[key] = true
  end, __metatable = false})
end

S.created_globals = setmetatable({}, {__mode = "k"})

-- Every name a chunk finds in a fresh environment besides the API: "pairs", "string.find", ...
function S.env_names()
  local out = {"pcall", "xpcall", "print", "_VERSION", "_G"}
  for _, name in pairs(BASE) do out[#out + 1] = name end
  for lib_name, lib in pairs(LIBRARIES) do
    out[#out + 1] = lib_name
    for member in pairs(lib) do out[#out + 1] = lib_name .. "." .. member end
  end
  return tbl_concat(out, " ")
end

-- ---------------------------------------------------------------------------------------------
-- Running untrusted code under the limits.

local err_line = nil

function user_line()
  -- The innermost frame of the untrusted chunk: the line the error is reported at.
  local level = 3
  while true do
    local info = debug_getinfo(level, "Sl")
    if not info then return nil end
    if info.source == S.CHUNK_NAME and info.currentline and info.currentline > 0 then
      return info.currentline
    end
    level = level + 1
  end
end

local function on_error(err)
  err_line = user_line()
  return err
end

local function describe(err)
  if rawequal(err, TRIP) then return "" end
  if type(err) == "string" then return err end
  if math_type(err) then return tostring(err) end
  if err == nil then return "nil" end
  local mt_name = type(err)
  return "error object is a " .. mt_name .. " value"
end

-- Returns ok, then either the results (ok) or kind, message, line.
local function finish(ok, ...)
  debug_sethook()
  local kind = tripped
  if ok and not kind then return true, ... end
  local err = ...
  if not kind then
    if err == MEMORY_MESSAGE then kind = "memory_limit"
    elseif type(err) == "string" and str_find(err, "stack overflow", 1, true) and
           not str_find(err, "stack overflow (", 1, true) then   -- not a result too large
      kind = "call_depth"
    else
      kind = "runtime"
    end
  end
  local detail, line = tripped_detail, tripped_line or err_line
  tripped, tripped_detail, tripped_line = nil, nil, nil
  local message = describe(err)
  if kind ~= "runtime" and detail then message = detail end
  return false, kind, message, line
end

hook_for_level = {}          -- the depth check's level -> its hook (the same every tick)

unhookable[user_line], unhookable[on_error], unhookable[finish] = true, true, true
-- The C functions they call: a forced hook (the tick timer's) also runs at calls.
unhookable[debug_getinfo], unhookable[debug_sethook] = true, true

function S.run(f, ...)
  tripped, tripped_detail, tripped_line, err_line = nil, nil, nil, nil
  if next(run_threads) then run_threads = {} end
  hooks_left = L.max_instructions // HOOK_EVERY
  clock_countdown = 0
  deadline = clock() + L.max_tick_s
  local level = stack_depth() + L.max_call_depth + 3
  current_hook = hook_for_level[level]
  if not current_hook then
    current_hook = make_hook(level)
    hook_for_level[level] = current_hook
  end
  debug_sethook(current_hook, "", HOOK_EVERY)
  return finish(xpcall(f, on_error, ...))
end
unhookable[S.run] = true

function S.collect()
  collectgarbage()
end

function S.compile(source, env)
  return real_load(source, S.CHUNK_NAME, "t", env)
end

-- Nothing else may reach the host: drop what a chunk could use to escape, should any real
-- global ever leak.
python = nil
if package and package.loaded then package.loaded.python = nil end
