-- Loading a chunk and running one tick: the entry points the Python runtime calls. Trusted.

local S = ...

local type, tostring, rawget = type, tostring, rawget
local math_type, math_randomseed = math.type, math.randomseed
local str_sub, str_byte = string.sub, string.byte

local env = nil               -- the loaded chunk's environment
local caps = {max_source_bytes = 65536, max_status_bytes = 512, max_error_bytes = 1024,
              max_fields_bytes = 65536}

function S.set_caps(max_source_bytes, max_status_bytes, max_error_bytes, max_fields_bytes)
  caps.max_source_bytes, caps.max_status_bytes = max_source_bytes, max_status_bytes
  caps.max_error_bytes, caps.max_fields_bytes = max_error_bytes, max_fields_bytes
end

local function clip(message)
  if type(message) ~= "string" then message = tostring(message) end
  if #message > caps.max_error_bytes then
    return str_sub(message, 1, caps.max_error_bytes) .. " [...]"
  end
  return message
end

local function has_update_func(e)
  return type(rawget(e, "update_func")) == "function"
end

-- Compile and run a chunk. Returns nil on success, else kind, message, line. The chunk becomes
-- the current code only when it loads cleanly.
function S.load(source, code_id)
  if #source > caps.max_source_bytes then
    return "source_limit", tostring(#source)
  end
  if str_byte(source, 1) == 27 then return "bytecode", "" end
  local new_env = S.new_env(S.GLOBALS, S.SKILLS)
  local chunk, err = S.compile(source, new_env)
  if not chunk then return "syntax", clip(err) end
  local ok, kind, message, line = S.run(chunk)
  if not ok then return kind, clip(message), line end
  if not has_update_func(new_env) then
    return "no_update_func", ""
  end
  -- New code is a new order: its progress (plan's step, the skills' notes) starts afresh.
  env, S.code_id, S.order = new_env, code_id, {}
  return nil
end

function S.unload()
  env, S.code_id, S.order = nil, nil, {}
end

function S.restore(bytes)
  return S.restore_memory(bytes, env)
end

local function status_of(value)
  local t = type(value)
  if t == "string" then return value end
  if t == "nil" then return "" end
  if t == "number" or t == "boolean" then return tostring(value) end
  if t == "table" and (S.is_entity(value) or S.is_item(value)) then return tostring(value) end
  return nil, t
end

-- One tick. Arguments: the seed, then the flat state. Returns status, kind, message, line,
-- moved entity id, move, log text, memory bytes (nil when over the cap), memory size, and
-- whether the status is a skill's words as it gave up.
function S.tick(seed, ...)
  local bad = S.apply_state(...)
  if bad then return "", "bad_state", bad end
  if not env then return "", "no_code", "" end
  math_randomseed(seed)
  local status, kind, message, line = "", nil, nil, nil
  local f = rawget(env, "update_func")
  if type(f) ~= "function" then
    kind, message = "no_update_func", ""
  else
    S.skills_before_tick()
    local ok, a, b, c = S.run(f, S.tick_arguments())
    if ok then
      local s, got = status_of(a)
      if not s then
        kind, message = "runtime", "update_func must return a status string, got a " .. got
      elseif #s > caps.max_status_bytes then
        kind, message, status = "status_limit", tostring(#s), str_sub(s, 1, caps.max_status_bytes)
      else
        status = s
      end
    else
      kind, message, line = a, clip(b), c
    end
  end
  local moved = S.W.moved
  local memory, size = S.encode_memory(env, caps.max_fields_bytes)
  local log = S.take_log()
  return status, kind, message, line, moved and moved.entity, moved and moved.move, log,
         memory, size, kind == nil and S.gave_up_with(status)
end
