-- The companion's memory as plain data: every entity's custom fields, the chunk's own globals
-- and the order's memory (skills.lua), encoded as msgpack so that a replacement worker continues
-- with the same state.
-- Trusted code.
--
-- Plain data is nil, booleans, numbers, strings and tables of those. A proxy is written as
-- {"$entity": id} or {"$item": id}, a position as {"$pos": [row, col]}, and a table whose keys
-- are not all strings (or a sequence) as {"$map": [[key, value], ...]}. A field or global that
-- holds a function (or anything else that is not plain data) is not carried: globals holding
-- functions are the chunk's code and come back when the chunk is loaded again.

local S = ...

local type, pairs, next, error, pcall, tostring, rawget = type, pairs, next, error, pcall,
  tostring, rawget
local math_type = math.type
local str_pack, str_unpack, str_byte, str_char, str_sub = string.pack, string.unpack,
  string.byte, string.char, string.sub
local tbl_concat = table.concat
local utf8_len = utf8.len
local debug_getmetatable = debug.getmetatable
local entity_of, item_of, fields = S.entity_of, S.item_of, S.fields
local POSITION_MT = S.POSITION_MT

local MAX_DEPTH = 32
local UNSUPPORTED = {}      -- raised to drop one field or global
local TOO_LARGE = {}        -- raised when the encoding passes the byte cap

-- ---------------------------------------------------------------------------------------------
-- Encoding

local buf, n, size, cap = {}, 0, 0, 0

local function put(s)
  n = n + 1
  buf[n] = s
  size = size + #s
  if size > cap then error(TOO_LARGE, 0) end
end

local function reserve()
  n = n + 1
  buf[n] = ""
  return n
end

local function header(slot, count, fix, code16, code32)
  local h
  if count < 16 then h = str_char(fix + count)
  elseif count < 65536 then h = str_char(code16) .. str_pack(">I2", count)
  else h = str_char(code32) .. str_pack(">I4", count) end
  buf[slot] = h
  size = size + #h
end

local function put_string(s)
  local len = #s
  if utf8_len(s) then
    if len < 32 then put(str_char(0xa0 + len))
    else put("\xdb" .. str_pack(">I4", len)) end
  else
    put("\xc6" .. str_pack(">I4", len))
  end
  put(s)
end

local encode_value

local function put_tagged(tag, put_inner)
  put("\x81")
  put_string(tag)
  put_inner()
end

local function plain_keys(t)
  -- "array" for 1..n, "map" for non-"$" strings, else "pairs"
  local count, all_strings = 0, true
  for k in pairs(t) do
    count = count + 1
    if type(k) ~= "string" or str_byte(k) == 36 or not utf8_len(k) then all_strings = false end
  end
  if count > 0 and #t == count then
    local ok = true
    for k in pairs(t) do
      if math_type(k) ~= "integer" or k < 1 or k > count then ok = false; break end
    end
    if ok then return "array", count end
  end
  if all_strings then return "map", count end
  return "pairs", count
end

local function encode_table(t, depth, seen)
  if entity_of[t] then return put_tagged("$entity", function() encode_value(entity_of[t].id) end) end
  if item_of[t] then return put_tagged("$item", function() encode_value(item_of[t].id) end) end
  local mt = debug_getmetatable(t)
  if mt == POSITION_MT then
    return put_tagged("$pos", function()
      put("\x92"); encode_value(t[1], depth + 1, seen); encode_value(t[2], depth + 1, seen)
    end)
  end
  seen = seen or {}
  -- An inventory kept in a field is read-only (api.lua) but plain data: a list of items.
  if (mt ~= nil and mt ~= S.ITEM_LIST_MT) or seen[t] or depth > MAX_DEPTH then
    error(UNSUPPORTED, 0)
  end
  seen[t] = true
  local shape, count = plain_keys(t)
  if shape == "array" then
    header(reserve(), count, 0x90, 0xdc, 0xdd)
    for i = 1, count do encode_value(t[i], depth + 1, seen) end
  elseif shape == "map" then
    header(reserve(), count, 0x80, 0xde, 0xdf)
    for k, v in pairs(t) do put_string(k); encode_value(v, depth + 1, seen) end
  else
    put("\x81")
    put_string("$map")
    header(reserve(), count, 0x90, 0xdc, 0xdd)
    for k, v in pairs(t) do
      put("\x92"); encode_value(k, depth + 1, seen); encode_value(v, depth + 1, seen)
    end
  end
  seen[t] = nil
end

function encode_value(v, depth, seen)
  local t = type(v)
  if t == "nil" then put("\xc0")
  elseif t == "boolean" then put(v and "\xc3" or "\xc2")
  elseif t == "number" then
    if math_type(v) == "integer" then
      if v >= 0 and v < 128 then put(str_char(v)) else put("\xd3" .. str_pack(">i8", v)) end
    else
      put("\xcb" .. str_pack(">d", v))
    end
  elseif t == "string" then put_string(v)
  elseif t == "table" then encode_table(v, depth or 0, seen)
  else error(UNSUPPORTED, 0)
  end
end

-- Encode one map entry; false (and nothing written) when the value is not plain data.
local function encode_entry(k, v)
  local t = type(v)
  if t == "number" or t == "string" or t == "boolean" then   -- always plain: no rollback
    put_string(k)
    encode_value(v)
    return true
  end
  local mark_n, mark_size = n, size
  put_string(k)
  local ok, err = pcall(encode_value, v, 1)
  if ok then return true end
  if err ~= UNSUPPORTED then error(err, 0) end
  for i = mark_n + 1, n do buf[i] = nil end
  n, size = mark_n, mark_size
  return false
end

local function carried_key(k)
  return type(k) == "string" and utf8_len(k) ~= nil
end

local reported = {}

local function encode_fields(proxy, own)
  local name = entity_of[proxy].name
  put_string(tostring(entity_of[proxy].id))
  local slot, count = reserve(), 0
  for k, v in pairs(own) do
    if carried_key(k) then
      if encode_entry(k, v) then
        count = count + 1
      elseif not reported[name .. "." .. k] then
        reported[name .. "." .. k] = true
        S.note("note: " .. name .. "." .. k .. " holds a function or other non-data value; it "
               .. "is not carried if this worker is replaced")
      end
    end
  end
  header(slot, count, 0x80, 0xde, 0xdf)
end

-- Globals the chunk created that hold data (its functions come back with the chunk).
local function data_globals(env)
  local out = nil
  for k in pairs(S.created_globals[env]) do
    local v = rawget(env, k)
    if v == nil then
      S.created_globals[env][k] = nil
    elseif type(v) ~= "function" and carried_key(k) and not S.builtin_names[k] then
      out = out or {}
      out[k] = v
    end
  end
  return out
end

local function encode_globals(globals)
  local slot, count = reserve(), 0
  for k, v in pairs(globals) do
    if encode_entry(k, v) then count = count + 1 end
  end
  header(slot, count, 0x80, 0xde, 0xdf)
end

-- The order's memory (S.order: plan's progress, the skills' notes) is one more plain table,
-- written only when it holds something, so memory without it reads as before.
local function encode_all(globals, order)
  put(order and "\x84" or "\x83")
  put_string("code_id")
  put_string(S.code_id or "")
  put_string("fields")
  local slot, count = reserve(), 0
  for proxy, own in pairs(fields) do
    if next(own) ~= nil then
      encode_fields(proxy, own)
      count = count + 1
    end
  end
  header(slot, count, 0x80, 0xde, 0xdf)
  put_string("globals")
  if globals then encode_globals(globals) else put("\x80") end
  if order then
    put_string("order")
    encode_globals(order)
  end
end

local empty_memory = {}     -- code id -> the encoding of no fields and no globals

-- Returns the msgpack bytes, or nil and the size reached when over max_bytes.
function S.encode_memory(env, max_bytes)
  local globals = env and data_globals(env)
  local order = S.order
  if order and next(order) == nil then order = nil end
  local empty = globals == nil and order == nil and next(fields) == nil
  local code_id = S.code_id or ""
  if empty and empty_memory[code_id] then return empty_memory[code_id] end
  buf, n, size, cap = {}, 0, 0, max_bytes
  local ok, err = pcall(encode_all, globals, order)
  if not ok then
    if err == TOO_LARGE then buf = {}; return nil, size end
    error(err, 0)
  end
  local out = tbl_concat(buf, "", 1, n)
  buf = {}
  if empty then empty_memory[code_id] = out end
  return out
end

-- ---------------------------------------------------------------------------------------------
-- Decoding (any msgpack the Python side may write for the same data)

local data, pos

local decode_value

local function take(fmt)
  local v, nxt = str_unpack(fmt, data, pos)
  pos = nxt
  return v
end

local function take_bytes(len)
  local s = str_sub(data, pos, pos + len - 1)
  if #s ~= len then error("the memory ends early", 0) end
  pos = pos + len
  return s
end

local function decode_array(count)
  local t = {}
  for i = 1, count do t[i] = decode_value() end
  return t
end

local function restore_tagged(t)
  local id = t["$entity"]
  if id ~= nil and next(t, next(t)) == nil then return S.entity_proxy(id) end
  id = t["$item"]
  if id ~= nil and next(t, next(t)) == nil then return S.item_proxy(id) end
  local p = t["$pos"]
  if p ~= nil and next(t, next(t)) == nil then return S.position(p[1], p[2]) end
  local entries = t["$map"]
  if entries ~= nil and next(t, next(t)) == nil then
    local out = {}
    for _, kv in pairs(entries) do
      if kv[1] ~= nil then out[kv[1]] = kv[2] end
    end
    return out
  end
  return t
end

local function decode_map(count)
  local t = {}
  for _ = 1, count do
    local k = decode_value()
    local v = decode_value()
    if k ~= nil then t[k] = v end
  end
  if count == 1 then return restore_tagged(t) end
  return t
end

function decode_value()
  local b = take("B")
  if b < 0x80 then return b end
  if b >= 0xe0 then return b - 256 end
  if b >= 0xa0 and b <= 0xbf then return take_bytes(b - 0xa0) end
  if b >= 0x90 and b <= 0x9f then return decode_array(b - 0x90) end
  if b >= 0x80 and b <= 0x8f then return decode_map(b - 0x80) end
  if b == 0xc0 then return nil end
  if b == 0xc2 then return false end
  if b == 0xc3 then return true end
  if b == 0xc4 or b == 0xd9 then return take_bytes(take("B")) end
  if b == 0xc5 or b == 0xda then return take_bytes(take(">I2")) end
  if b == 0xc6 or b == 0xdb then return take_bytes(take(">I4")) end
  if b == 0xca then return take(">f") end
  if b == 0xcb then return take(">d") end
  if b == 0xcc then return take("B") end
  if b == 0xcd then return take(">I2") end
  if b == 0xce then return take(">I4") end
  if b == 0xcf then return take(">i8") end
  if b == 0xd0 then return take(">i1") end
  if b == 0xd1 then return take(">i2") end
  if b == 0xd2 then return take(">i4") end
  if b == 0xd3 then return take(">i8") end
  if b == 0xdc then return decode_array(take(">I2")) end
  if b == 0xdd then return decode_array(take(">I4")) end
  if b == 0xde then return decode_map(take(">I2")) end
  if b == 0xdf then return decode_map(take(">I4")) end
  error(string.format("unsupported msgpack byte 0x%02x in the memory", b), 0)
end

-- Replace every entity's custom fields with the decoded memory, and set the chunk's globals
-- when the memory was written by the same code. Returns nil, or a sentence when the memory
-- cannot be read.
function S.restore_memory(bytes, env)
  data, pos = bytes, 1
  local ok, top = pcall(decode_value)
  data = nil
  if not ok then return "the memory is not valid msgpack: " .. tostring(top) end
  if type(top) ~= "table" then return "the memory must be a map" end
  local by_id = top.fields or {}
  if type(by_id) ~= "table" then return "memory.fields must be a map" end
  for id, own in pairs(by_id) do
    if type(id) ~= "string" or not math.tointeger(tonumber(id)) or type(own) ~= "table" then
      return "memory.fields must map entity ids (as strings) to tables of fields"
    end
  end
  for proxy in pairs(fields) do fields[proxy] = nil end
  for id, own in pairs(by_id) do fields[S.entity_proxy(math.tointeger(tonumber(id)))] = own end
  local globals = top.globals
  local same_code = env ~= nil and top.code_id == S.code_id
  if same_code and type(globals) == "table" then
    for k, v in pairs(globals) do
      if type(k) == "string" and not S.builtin_names[k] then env[k] = v end
    end
  end
  -- The order's progress belongs to the code that made it: another code's starts afresh.
  local order = top.order
  S.order = (same_code and type(order) == "table") and order or {}
  return nil
end
