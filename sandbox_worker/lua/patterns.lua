-- What a string pattern can cost before it runs: find, match, gmatch and gsub are C code that
-- no hook interrupts, so sandbox.lua refuses a call whose cost, so counted, passes
-- sandbox.max_pattern_cost. Trusted code, run once per runtime, before sandbox.lua.
--
-- A step is about the time the matcher takes to try one pattern item at one place (a few ns).
-- The count is an upper bound of Lua's backtracking matcher (lstrlib.c), read from the pattern
-- the way the matcher reads it:
--   * every place the match may start (1 when anchored with "^"),
--   * times every way the repeated items (x* x+ x- x?, and %b) can share the subject: an item
--     repeats at most as far as the longest run of its class in the subject ("." and %b: the
--     whole subject; "x?": once), so "(%w+)=(%w+)" on a long line costs little and ".-.-b"
--     the square of the subject,
--   * times the work of one try: one step an item, and a back-reference (%1) compares up to
--     the whole subject, a step each 16 bytes;
--   * gsub adds the building of its result, GSUB_STEPS a match.
-- A pattern without special characters (or plain find) is a substring search: each place
-- costs a couple of steps and a comparison of the pattern, a step each 16 bytes.
-- The cheap count (every repeated item as long as the subject) is tried first; the runs are
-- measured only when it is over the limit.

local S = ...

local ipairs = ipairs
local str_byte, str_sub, str_find = string.byte, string.sub, string.find

local GSUB_STEPS = 10
-- The pattern is read here, in Lua, at about half a microsecond a byte: one longer than this is
-- refused unread (no companion needs it, and reading it would spend much of the tick).
local MAX_READ_BYTES = 8192
local SEARCH_STEPS = 2
local COMPARE_BYTES = 16

local PERCENT, LBRACKET, RBRACKET, CARET, LPAREN, RPAREN, DOLLAR =
  37, 91, 93, 94, 40, 41, 36
local QUANTIFIERS = {[42] = "*", [43] = "+", [45] = "-", [63] = "?"}
local SPECIALS = "[%^%$%*%+%?%.%(%)%[%]%%%-]"

-- The end of the single-character class starting at i (its last byte), as lstrlib's classEnd;
-- nil for a malformed pattern (Lua reports it when the pattern runs).
local function class_end(p, i, n)
  local c = str_byte(p, i)
  if c == PERCENT then
    if i >= n then return nil end
    return i + 1
  end
  if c ~= LBRACKET then return i end
  local j = i + 1
  if str_byte(p, j) == CARET then j = j + 1 end
  repeat                                 -- the first byte is in the set, even a ']'
    if j > n then return nil end
    local b = str_byte(p, j)
    j = j + 1
    if b == PERCENT then j = j + 1 end   -- an escape, even "%]"
  until str_byte(p, j) == RBRACKET
  if j > n then return nil end
  return j
end

-- The pattern's items: the number of them, the back-references, and the repeated ones as
-- {class text or false for "the whole subject", quantifier}. nil when malformed.
local function read(p)
  local n = #p
  local i = 1
  if str_byte(p, 1) == CARET then i = 2 end
  local count, backrefs, repeated = 0, 0, {}
  while i <= n do
    local c = str_byte(p, i)
    count = count + 1
    if c == LPAREN or c == RPAREN then
      i = i + 1
    elseif c == DOLLAR and i == n then
      i = i + 1
    elseif c == PERCENT and str_byte(p, i + 1) == 98 then          -- %bxy
      if i + 3 > n then return nil end
      repeated[#repeated + 1] = {false, "b"}
      i = i + 4
    elseif c == PERCENT and str_byte(p, i + 1) == 102 then         -- %f[set]
      if str_byte(p, i + 2) ~= LBRACKET then return nil end
      local e = class_end(p, i + 2, n)
      if not e then return nil end
      i = e + 1
    elseif c == PERCENT and (str_byte(p, i + 1) or 0) >= 48 and (str_byte(p, i + 1) or 0) <= 57 then
      backrefs = backrefs + 1                                      -- %1 .. %9
      i = i + 2
    else
      local e = class_end(p, i, n)
      if not e then return nil end
      local q = QUANTIFIERS[str_byte(p, e + 1) or 0]
      if q then
        repeated[#repeated + 1] = {str_sub(p, i, e), q}
        i = e + 2
      else
        i = e + 1
      end
    end
  end
  return count, backrefs, repeated
end

-- The longest run of the class `cls` in s (a search for "cls+" from run to run: linear).
local function longest_run(s, cls)
  local best, init = 0, 1
  local pattern = cls .. "+"
  while true do
    local a, b = str_find(s, pattern, init)
    if not a then return best end
    if b - a + 1 > best then best = b - a + 1 end
    init = b + 1
  end
end

-- The cost of matching `pattern` against the n bytes of s from the start place; `kind` is
-- "find", "match", "gmatch" or "gsub"; `plain`: find's fourth argument.
function S.pattern_cost(s, n, pattern, kind, plain, limit)
  local m = #pattern
  if plain or (kind == "find" and not str_find(pattern, SPECIALS)) then
    if m > n then return 0 end
    return (n - m + 1.0) * (SEARCH_STEPS + m // COMPARE_BYTES)
  end
  if m > MAX_READ_BYTES then return 1 / 0 end
  local count, backrefs, repeated = read(pattern)
  if not count then return 0 end                       -- malformed: Lua says so
  local starts = n + 1
  if str_byte(pattern, 1) == CARET and kind ~= "gmatch" then starts = 1 end
  local per_try = count + backrefs * (n / COMPARE_BYTES)
  local extra = kind == "gsub" and starts * GSUB_STEPS or 0
  local reach = {}
  local function total()
    local ways = 1.0                  -- a float: an integer product would wrap around
    for k, item in ipairs(repeated) do
      local r = reach[k]
      if not r then r = item[2] == "?" and 1 or n end
      ways = ways * (r + 1)
    end
    return starts * ways * per_try + extra
  end
  local cost = total()
  if cost <= limit then return cost end
  -- Over the cheap count: measure how far each repeated class can reach in this subject.
  local runs = {}
  for k, item in ipairs(repeated) do
    local cls = item[1]
    if cls and cls ~= "." and item[2] ~= "?" then
      local r = runs[cls]
      if not r then
        r = longest_run(s, cls)
        runs[cls] = r
      end
      reach[k] = r
    end
  end
  return total()
end
