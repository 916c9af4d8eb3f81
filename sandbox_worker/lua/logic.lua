-- Logic between the skills (docs/skills.md, "Logic: conditions, choices, counts"): decide and
-- watch hold a condition, times and for_turns repeat a step. Trusted code, run once per runtime
-- after skills.lua.
--
-- What they must remember lives in the order's memory like the skills' notes (skills.lua): in
-- the running plan step's notes, else in S.order. A replacement worker goes on with the same
-- branch, the same latched watch and the same count; new code starts afresh.

local S = ...

local type, error, pairs = type, error, pairs
local math_tointeger = math.tointeger
local K = S.kit
local W = S.W

local function inside()
  if not W.companion then error(S.user_position() .. "skills work only inside update_func", 0) end
end

-- What a note can keep and memory.lua can carry to a replacement worker.
local function keepable(v)
  local t = type(v)
  if t == "nil" or t == "boolean" or t == "number" or t == "string" then return true end
  return S.is_entity(v) or S.is_item(v) or S.is_position(v)
end

-- A condition about the present, decided when the step starts: the value of the first call
-- with this label, on every call. A function is called on that first call only, so a later tick
-- never evaluates what may have gone (the distance to a monster since defeated).
local function decide(label, value)
  inside()
  local notes = K.notes_for("decide", label)
  if not notes.decided then
    if type(value) == "function" then value = value() end
    if not keepable(value) then
      error(S.user_position() .. "decide keeps true or false, a number, a text, nil, an entity, "
            .. "an item or a position {row, col}, got a " .. type(value) .. "; use e.g. "
            .. "decide(\"the bow is nearer\", function() return nearer(\"bow\", \"sword\") == "
            .. "\"bow\" end)", 0)
    end
    -- decided stands for the value too: nil is kept as nil.
    notes.decided, notes.value = true, value
  end
  return notes.value
end

-- A condition checked on every call: false until the value (or what the function returns) is
-- true, then true for the rest of the step; the function is not called again.
local function watch(label, value)
  inside()
  local notes = K.notes_for("watch", label)
  if notes.seen then return true end
  if type(value) == "function" then value = value() end
  if not value then return false end
  notes.seen = true
  return true
end

-- Run `step` to "Done" `n` times, each round with fresh notes; a round that gives up ends it.
local function times(n, step)
  inside()
  n = math_tointeger(n)
  local progress = K.notes_for("times", n .. "," .. K.step_label(step))
  if progress.over then return "Done" end
  progress.round = progress.round or 1
  while true do
    progress.notes = progress.notes or {}
    local status, failed = K.run_step(step, progress.notes)
    if failed then
      progress.over = true
      return status
    end
    if not K.is_done(status) then return status end
    local round = progress.round
    progress.round, progress.notes = round + 1, nil
    if round >= n then
      progress.over = true
      return "Done"
    end
    -- The next round starts at once unless this one moved this tick (at most n rounds a tick).
    if W.moved then return "Round " .. round .. " of " .. n .. " done" end
  end
end

-- The skills whose step, done before the turns are over, starts afresh: "walk down for 4 turns"
-- walks down each of the 4 turns, not one step and then "Done" (a walk blocked gives up, and
-- says why). Any other step done ends the turns early: an errand done ("fetch the bow").
local AGAIN_IN_TURNS = {walk = true, square = true}

-- Run `step` (nil: stand still) once a tick for `n` ticks from the first call, then "Done";
-- sooner when the step gives up, or is done and is no walk (AGAIN_IN_TURNS). Ticks are the
-- game's: one the code missed (a worker replaced) still counts.
local function for_turns(n, step)
  inside()
  n = math_tointeger(n)
  local progress = K.notes_for("for_turns", n .. "," .. (step == nil and "" or K.step_label(step)))
  if progress.over then return "Done" end
  if progress.first == nil or W.tick < progress.first then progress.first = W.tick end
  local turn = W.tick - progress.first + 1
  if turn > n then
    progress.over = true
    return "Done"
  end
  if step == nil then return "Waiting (" .. turn .. " of " .. K.plural(n, "turn") .. ")" end
  progress.notes = progress.notes or {}
  local status, failed = K.run_step(step, progress.notes)
  if not failed and K.is_done(status) and type(step) == "table"
     and AGAIN_IN_TURNS[K.step_label(step):match("^[%w_]+")] then
    -- walked as far as it says: again from here, this tick (a walk done at once ends)
    progress.notes, progress.again = {}, true
    status, failed = K.run_step(step, progress.notes)
  end
  if failed and progress.again and type(status) == "string" then
    -- a walk stopped after turns of walking: its count is of this turn's walk alone
    status = status:gsub(" %(%d+ of %d+ steps? walked%)$", " (after " ..
      K.plural(turn - 1, "turn") .. " of walking)")
  end
  if failed or K.is_done(status) then progress.over = true end
  return status
end

-- Run `step` each time a watched condition holds ("whenever a bat comes near, run to me"): the
-- code calls it on every tick the condition holds; a tick without a call (the condition stopped
-- holding) ends that time, and the next call starts the step afresh. "Done" ends only this
-- time, not the order, so the code can go on with something else until the condition holds
-- again.
local function each_time(label, step)
  inside()
  local progress = K.notes_for("each_time", label)
  if progress.last == nil or W.tick > progress.last + 1 or W.tick < progress.last then
    progress.notes, progress.over = {}, false
  end
  progress.last = W.tick
  if progress.over then return "Done" end
  local status, failed = K.run_step(step, progress.notes)
  if failed or K.is_done(status) then progress.over = true end
  if failed then return "Done" end
  return status
end

-- Run `step` to Done each time `cond` (a value, or a function called on every tick nothing is
-- under way) starts holding ("whenever I get more than 3 tiles away, come back next to me"): once started,
-- the step goes on until it is done, even when the condition stops holding on the way (the
-- companion comes all the way back, not only until the player is 3 tiles off), and starts
-- again only when the condition, having stopped holding, holds again. "Done" while nothing is
-- under way, so the code can go on with something else.
local function whenever(label, cond, step)
  inside()
  local progress = K.notes_for("whenever", label)
  if not progress.going then
    local holds = cond
    if type(cond) == "function" then holds = cond() end
    holds = holds and true or false
    if holds and not progress.held then progress.going, progress.notes = true, {} end
    progress.held = holds
    if not progress.going then return "Done" end
  end
  local status, failed = K.run_step(step, progress.notes)
  if failed or K.is_done(status) then
    progress.going = false
    return "Done"
  end
  return status
end

-- Whether `entity` (player, ai or a monster) stands on another tile than the one it stood on at
-- the first call in this step ("as soon as I move", watched): that tile is kept in the step's
-- notes, so a replacement worker compares with the same one and a later step starts afresh.
-- The first call is false; a party that steps off and back again has not moved.
local function moved(entity)
  inside()
  local e = S.entity_of[entity]
  local notes = K.notes_for("moved", tostring(e.id))
  if notes.row == nil then notes.row, notes.col = e.row, e.col end
  return e.row ~= notes.row or e.col ~= notes.col
end

for name, impl in pairs({decide = decide, watch = watch, times = times, for_turns = for_turns,
                         each_time = each_time, moved = moved,
                         whenever = whenever}) do
  S.register_skill(name, impl)
end
