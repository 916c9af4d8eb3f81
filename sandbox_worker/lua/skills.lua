-- The skills (docs/skills.md): the companion's vetted behaviours as functions generated code
-- calls. Trusted code, run once per runtime after api.lua, pathfinding.lua and memory.lua;
-- particular.lua (errands on one particular thing), questions.lua, logic.lua and companion.lua
-- follow it.
--
-- Each skill call makes at most one move and returns a status, "Done" when its job is finished.
-- It moves without needless harm: each tick the companion moves, then monsters may wander a
-- tile, then every monster next to the companion fights it, and one it cannot defeat costs it
-- health. So the companion never stands where such a monster could be next to it after
-- wandering, and walks round those tiles. Standing a tick on the player's tile hands the player
-- everything the companion carries (stepping onto it and off again next tick does not), so an
-- errand walks round the player when it can and through the player's tile when that is the only
-- way, and never stops there. When no harmless way leads to the goal it waits (monsters wander)
-- and steps away from a monster that comes close.
--
-- What a skill must remember between ticks (what it counted when its step began, the tiles
-- explore visited, which step plan runs) lives in the order's memory, S.order: memory.lua
-- carries it to a replacement worker, and tick.lua empties it whenever new code is loaded.
-- Notes are kept per plan step and keyed by skill and argument, so two skills in one function
-- never share them.

local S = ...

local type, tostring, ipairs, pairs, next, error = type, tostring, ipairs, pairs, next, error
local math_abs, math_min, math_floor, math_type, math_tointeger = math.abs, math.min, math.floor,
  math.type, math.tointeger
local str_lower = string.lower
local tbl_concat = table.concat
local W, entity_of, item_of = S.W, S.entity_of, S.item_of
local is_floor, do_move, bind = S.is_floor, S.do_move, S.bind
local NEEDS = S.NEEDS
local STRIDE = S.CELL_STRIDE

local STEPS = {{"w", -1, 0}, {"a", 0, -1}, {"s", 1, 0}, {"d", 0, 1}}
local NEAR = 4                -- keep_away and flee: no monster within this many tiles

S.order = {}

local function key(row, col)
  return row * STRIDE + col
end

-- ---------------------------------------------------------------------------------------------
-- The order's memory.

local home = nil              -- the running plan step's notes table; nil: S.order
local gave_up = false         -- set when a skill gives up, for plan to see
local gave_up_words = nil     -- what a skill said this tick when it gave up

function S.skills_before_tick()
  -- An error inside a plan step leaves these set: each tick starts clean.
  home, gave_up, gave_up_words = nil, false, nil
  S.last_not_found = nil      -- what a question last found none of (questions.lua)
  S.ranked_not_found = nil    -- ... when that question picked by rank (questions.lua)
  S.chosen_as = {}            -- thing -> the word nearest/farthest chose it by (questions.lua)
end

local SKILL_NAME = {}         -- skill function -> name, for the labels of steps

local step_label

local function label(value, depth)
  -- Only plain values name a note: a table or closure is new every tick. A step ({say, "hi"})
  -- is named by its skill and arguments; one particular thing (an item, a monster) like nil, so
  -- that a step whose thing changes between ticks or runs out keeps its name (particular.lua).
  local t = type(value)
  if t == "nil" then return "" end
  if t == "string" or t == "number" or t == "boolean" then return tostring(value) end
  if value == W.player then return "player" end
  if S.is_entity(value) or S.is_item(value) then return "" end
  if S.is_step(value) then return step_label(value, depth) end
  return t
end

-- "fetch(bow)", "times(3,say(hi))", "function": a step of plan, times or for_turns by name.
function step_label(step, depth)
  if type(step) == "function" then return "function" end
  depth = (depth or 0) + 1
  if depth > 4 then return "step" end   -- a step that holds itself
  local more = step[4] ~= nil and ("," .. label(step[3], depth) .. "," .. label(step[4], depth))
    or step[3] ~= nil and ("," .. label(step[3], depth)) or ""
  return (SKILL_NAME[step[1]] or "function") .. "(" .. label(step[2], depth) .. more .. ")"
end

local function notes_key(name, arg)
  return name .. "(" .. label(arg) .. ")"
end

local function notes_for(name, arg)
  local k = notes_key(name, arg)
  local where = home or S.order
  local notes = where[k]
  if notes == nil then
    notes = {}
    where[k] = notes
  end
  return notes
end

-- The notes named so, or nil: a look that leaves none behind.
local function notes_if_any(name, arg)
  return (home or S.order)[notes_key(name, arg)]
end

-- Says why the skill cannot do its job; "Done" at its next call.
local function give_up(notes, message)
  notes.done = true
  gave_up, gave_up_words = true, message
  return message
end

-- Whether update_func's status this tick is what a skill said as it gave up: the order ends
-- there, in those words (the game does not wait for the Done that follows).
function S.gave_up_with(status)
  return gave_up_words ~= nil and status == gave_up_words
end

-- ---------------------------------------------------------------------------------------------
-- The world as plain records (api.lua's), for this call.

local function view()
  local ai, player = W.companion, W.player
  if not ai then error(S.user_position() .. "skills work only inside update_func", 0) end
  local monsters, ground = {}, {}
  for i, m in ipairs(W.monsters) do monsters[i] = entity_of[m] end
  for i, g in ipairs(W.ground) do ground[i] = item_of[g] end
  return entity_of[ai], entity_of[player], monsters, ground
end

local function move(dir)
  return do_move(W.companion, dir)
end

local function carried(e, name)
  local n = 0
  for _, it in ipairs(e.items) do
    if item_of[it].name == name then n = n + 1 end
  end
  return n
end

-- Who of the companion and the player carries the item `id` (a record), the companion first.
local function carrier(id)
  for _, e in ipairs({entity_of[W.companion], entity_of[W.player]}) do
    for _, it in ipairs(e.items) do
      if item_of[it].id == id then return e end
    end
  end
  return nil
end

local function distance(a, b)
  return math_abs(a.row - b.row) + math_abs(a.col - b.col)
end

local function tally(things, wanted)
  local n = 0
  for _, thing in ipairs(things) do
    if wanted == nil or thing.name == wanted or (type(wanted) == "function" and wanted(thing)) then
      n = n + 1
    end
  end
  return n
end

local function plural(n, noun)
  return n .. " " .. noun .. (n == 1 and "" or "s")
end

local function article(noun)
  return (noun:match("^[aeiou]") and "an " or "a ") .. noun
end

-- ---------------------------------------------------------------------------------------------
-- Moving without harm.

-- Whether the companion defeats `m`. A fight that uses an item up (a bat takes an arrow) is
-- taken on only with one for every such monster close enough to join in.
local function beats(ai, m, monsters)
  local need = NEEDS[m.name]
  if not need or W.unfought[m.name] then return false end   -- keep_off("gorgon"): no fight
  for _, name in ipairs(need.items) do
    if carried(ai, name) == 0 then return false end
  end
  local used = need.consumes
  if not used then return true end
  local close = 0
  for _, o in ipairs(monsters) do
    local other = NEEDS[o.name]
    if other and other.consumes == used and distance(o, m) <= 3 then close = close + 1 end
  end
  return carried(ai, used) >= close
end

-- The tiles the companion must not step on, each with what makes it unsafe. opts.fight:
-- monsters it defeats may come close (the fight is the point); opts.past (with opts.fight): the
-- tiles of the monsters it defeats are ways too (next to one the fight starts by itself, and
-- its tile is free once it falls); opts.careless: monsters do not count; opts.to_player: it may
-- step onto the player's tile; opts.avoid: more tiles (key -> why).
-- The player's tile is kept off (standing there hands the player everything the companion
-- carries), but not when the player stands on the companion's own tile: sharing a tile is not
-- being in the way, and the companion walks off it towards its errand. opts.off_player: a duty
-- that leaves a shared tile first counts it as unsafe all the same. The second value: whether
-- the player's tile is kept off for the player alone (no monster makes it unsafe). The tiles
-- of the items keep_off marked this tick are unsafe too, by the item's name (stepping onto an
-- item picks it up): every skill walks round them, careless or not.
local function unsafe_tiles(ai, player, monsters, opts)
  local unsafe = {}
  for k, name in pairs(W.kept_off) do unsafe[k] = name end
  for _, m in ipairs(monsters) do
    local reach = {{m.row, m.col}}
    local beaten = opts.fight and beats(ai, m, monsters)
    if not opts.careless and not beaten then
      -- Where it may wander to this tick, and every tile next to where it may be.
      for _, s in ipairs(STEPS) do
        local r, c = m.row + s[2], m.col + s[3]
        if is_floor(r, c) then reach[#reach + 1] = {r, c} end
      end
      for _, t in ipairs(reach) do
        for _, s in ipairs(STEPS) do unsafe[key(t[1] + s[2], t[2] + s[3])] = m.name end
      end
    end
    if not opts.careless and not (beaten and opts.past) then
      for _, t in ipairs(reach) do unsafe[key(t[1], t[2])] = m.name end
    end
  end
  local shared = player.row == ai.row and player.col == ai.col
  local pk, only_player = key(player.row, player.col), false
  if not opts.to_player and (opts.off_player or not shared) then
    only_player = not unsafe[pk] and not (opts.avoid and opts.avoid[pk])
    unsafe[pk] = "player"
  end
  for k, why in pairs(opts.avoid or {}) do unsafe[k] = unsafe[k] or why end
  return unsafe, only_player
end

-- Breadth first from the tiles of `queue` (in `steps` already), through floor tiles that are
-- neither unsafe nor reached: the first step to each tile and how many steps.
local function spread(queue, first, steps, unsafe)
  local head = 1
  while head <= #queue do
    local cell = queue[head]
    head = head + 1
    local r, c = cell // STRIDE, cell % STRIDE
    for _, s in ipairs(STEPS) do
      local nr, nc = r + s[2], c + s[3]
      local k = key(nr, nc)
      if steps[k] == nil and not unsafe[k] and is_floor(nr, nc) then
        first[k] = first[cell] or s[1]
        steps[k] = steps[cell] + 1
        queue[#queue + 1] = k
      end
    end
  end
end

-- Every tile the companion can walk to without harm, breadth first from where it stands:
-- first[k] is the first step there and steps[k] how many, and the unsafe tiles. opts.through:
-- the tiles it reaches only through the player's tile are reached so (stepping onto it and off
-- again next tick hands nothing over); the player's tile itself is no tile to walk to. From the
-- player's tile (a duty's off_player) every way leads off it already.
local function safe_ways(ai, player, monsters, opts)
  opts = opts or {}
  local unsafe, only_player = unsafe_tiles(ai, player, monsters, opts)
  local start = key(ai.row, ai.col)
  local first, steps = {[start] = false}, {[start] = 0}
  spread({start}, first, steps, unsafe)
  if opts.through and only_player and start ~= key(player.row, player.col) then
    -- Onto the player's tile from the nearest tile beside it, then on beyond it.
    local pk, via = key(player.row, player.col), nil
    for _, s in ipairs(STEPS) do
      local k = key(player.row - s[2], player.col - s[3])
      if steps[k] and (via == nil or steps[k] < steps[via[1]]) then via = {k, s[1]} end
    end
    if via then
      first[pk], steps[pk] = first[via[1]] or via[2], steps[via[1]] + 1
      spread({pk}, first, steps, unsafe)
      steps[pk] = nil
    end
  end
  return {first = first, steps = steps}, unsafe
end

-- The nearest of `things` the companion can reach by `ways`, among those called `wanted` (or
-- that `wanted(thing)` accepts; nil: any): the thing, the first step and the number of steps.
-- With `next_to`, getting next to it is enough (0 steps: it is there).
local function nearest(ways, things, wanted, next_to)
  local best, best_dir, best_steps = nil, nil, nil
  for _, thing in ipairs(things) do
    if wanted == nil or thing.name == wanted or (type(wanted) == "function" and wanted(thing)) then
      local spots = {{thing.row, thing.col}}
      if next_to then
        spots = {}
        for _, s in ipairs(STEPS) do spots[#spots + 1] = {thing.row + s[2], thing.col + s[3]} end
      end
      for _, spot in ipairs(spots) do
        local k = key(spot[1], spot[2])
        local n = ways.steps[k]
        if n and (best_steps == nil or n < best_steps) then
          best, best_dir, best_steps = thing, ways.first[k], n
        end
      end
    end
  end
  return best, best_dir, best_steps
end

-- Why the wanted thing cannot be reached harmlessly: "monster" when monsters are in the way,
-- "player" when the player is (the only place to reach it from is the player's tile), nil when
-- there is no way at all. A way through the player's tile is a way.
local function in_the_way(ai, player, monsters, things, wanted, next_to)
  local ways = safe_ways(ai, player, monsters, {careless = true, through = true})
  if nearest(ways, things, wanted, next_to) then return "monster" end
  ways = safe_ways(ai, player, monsters, {careless = true, to_player = true})
  if nearest(ways, things, wanted, next_to) then return "player" end
  return nil
end

-- A fight whose every harmless way is blocked by monsters: the way through the monsters in it
-- that the companion defeats (opts.past), to the nearest of `things` called `wanted`. The
-- thing, the first step (nil when a monster stands on it: next to that one, the fight starts by
-- itself) and the number of steps; nil when no such way leads there (a monster it would lose
-- to is still walked round).
local function fight_through(ai, player, monsters, things, wanted)
  local ways = safe_ways(ai, player, monsters, {fight = true, through = true, past = true})
  local target, dir, steps = nearest(ways, things, wanted, true)
  if target == nil or steps == 0 then return target, nil, steps end
  for _, s in ipairs(STEPS) do
    if s[1] == dir then
      for _, m in ipairs(monsters) do
        if m.row == ai.row + s[2] and m.col == ai.col + s[3] then return target, nil, steps end
      end
    end
  end
  return target, dir, steps
end

-- How many tiles (up to `cap`) can be walked to from (row, col), (row, col) included, by
-- floor tiles in neither of the sets `off` and `also_off` (nil: none).
local function open_ground(row, col, cap, off, also_off)
  also_off = also_off or {}
  local start = key(row, col)
  local seen, queue, head = {[start] = true}, {start}, 1
  while head <= #queue and #queue < cap do
    local cell = queue[head]
    head = head + 1
    for _, s in ipairs(STEPS) do
      local nr, nc = cell // STRIDE + s[2], cell % STRIDE + s[3]
      local k = key(nr, nc)
      if not seen[k] and not off[k] and not also_off[k] and is_floor(nr, nc) then
        seen[k] = true
        queue[#queue + 1] = k
      end
    end
  end
  return #queue
end

-- On an unsafe tile, step to a safe one, or at least away from the monsters (the step that
-- leaves the nearest one farthest); what made it unsafe (a monster's name, or "player" for a
-- duty leaving the player's tile) if it moved, else false. Off the player's tile it takes the
-- safe step with the most open ground beyond it, not a dead end behind the player. It never
-- steps onto the player's tile, nor onto an item keep_off marked (that would pick it up).
local function retreat(ai, monsters, unsafe)
  local why = unsafe[key(ai.row, ai.col)]
  if not why then return false end
  local function room(r, c)
    if not unsafe[key(r, c)] then
      return 1000 + (why == "player" and open_ground(r, c, 40, unsafe) or 0)
    end
    local d = 1000
    for _, m in ipairs(monsters) do
      d = math_min(d, math_abs(m.row - r) + math_abs(m.col - c))
    end
    return d
  end
  local best, best_room = nil, room(ai.row, ai.col)
  for _, s in ipairs(STEPS) do
    local r, c = ai.row + s[2], ai.col + s[3]
    local k = key(r, c)
    if is_floor(r, c) and unsafe[k] ~= "player" and not W.kept_off[k]
       and room(r, c) > best_room then
      best, best_room = s[1], room(r, c)
    end
  end
  if best then move(best) end
  return best ~= nil and why
end

local STEPPING_AWAY = "Stepping away from a monster"

-- Ticks in a row a skill waits on what it cannot change (the player in its way, monsters on the
-- way, no safe way back to the player) before it gives up and says what it waited for: the
-- setting sandbox.wait_patience_ticks, which the runtime sets with its limits (runtime.py).
local patience = 30

function S.set_wait_patience(ticks)
  if math_type(ticks) ~= "integer" or ticks < 1 then
    error("wait_patience_ticks must be a whole number of ticks, 1 or more", 0)
  end
  patience = ticks
end

-- An errand that waits this tick: `now`, what it says while it waits, until it has waited
-- `patience` ticks in a row (a tick it did not wait starts the count again); then it gives up
-- with `what_for` in words ("you to step out of my way to the bow").
local function wait_for(notes, now, what_for)
  local tick = W.tick
  if notes.wait_tick ~= tick then
    notes.waits = notes.wait_tick == tick - 1 and (notes.waits or 0) + 1 or 1
    notes.wait_tick = tick
  end
  if notes.waits >= patience then
    return give_up(notes, "I waited " .. notes.waits .. " turns for " .. what_for
                   .. " and gave up")
  end
  return now
end

-- On the player's tile with something to carry, an errand that waits steps off it first (it
-- passed through, and standing there a tick would hand everything over); whether it moved.
local function off_the_player()
  local ai, player, monsters = view()
  if W.moved or #ai.items == 0 or distance(ai, player) > 0 then return false end
  return retreat(ai, monsters, unsafe_tiles(ai, player, monsters, {off_player = true})) ~= false
end

local function waiting(notes, what, blocker)
  off_the_player()
  if blocker == "player" then
    return wait_for(notes, "You're in my way to the " .. what .. "; please step aside",
                    "you to step out of my way to the " .. what)
  end
  return wait_for(notes, "Waiting for the monsters to clear the way to the " .. what,
                  "the monsters to clear the way to the " .. what)
end

-- ---------------------------------------------------------------------------------------------
-- Errands: fetch, fetch_all, bring.

local function fetch(item)
  if type(item) ~= "string" then return S.fetch_that(item) end   -- one item (particular.lua)
  if S.goes_on_with("fetch", item) then return S.fetch_that(nil) end
  local notes = notes_for("fetch", item)
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  local have = carried(ai, item)
  if notes.start == nil then notes.start = have end
  if have > notes.start then return "Done" end
  local ways, unsafe = safe_ways(ai, player, monsters, {through = true})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local target, dir, steps = nearest(ways, ground, item)
  local already = notes.start > 0 and ("I already have " .. article(item) .. "; ") or ""
  if target then
    move(dir)
    return already .. "Getting the " .. item .. " (" .. steps .. " steps away)"
  end
  if notes.start > 0 then
    -- It has one, and no other is within reach: that is the job done.
    notes.done = true
    return "I already have " .. article(item)
  end
  local blocker = in_the_way(ai, player, monsters, ground, item)
  if blocker then return waiting(notes, item, blocker) end
  return give_up(notes, "I can't find " .. article(item) .. " to pick up")
end

-- fetch_all("item") or fetch_all(): every item on the ground, whatever its name.
local function fetch_all(item)
  if item == "item" then item = nil end
  local noun = item or "item"
  local notes = notes_for("fetch_all", noun)
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  if tally(ground, item) == 0 then return "Done" end
  local ways, unsafe = safe_ways(ai, player, monsters, {through = true})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local target, dir, steps = nearest(ways, ground, item)
  if target then
    move(dir)
    return "Collecting " .. noun .. "s (next one " .. steps .. " steps away)"
  end
  local blocker = in_the_way(ai, player, monsters, ground, item)
  if blocker then return waiting(notes, noun, blocker) end
  notes.done = true
  return "I can't reach the " .. plural(tally(ground, item), noun) .. " left"
end

local function bring(item)
  if type(item) ~= "string" then return S.bring_that(item) end
  if S.goes_on_with("bring", item) then return S.bring_that(nil) end
  local notes = notes_for("bring", item)
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  local theirs = carried(player, item)
  if notes.start == nil then notes.start = theirs end
  if theirs > notes.start then return "Done" end
  local mine = carried(ai, item) > 0
  local ways, unsafe = safe_ways(ai, player, monsters, {to_player = mine, through = not mine})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  if mine then
    -- Standing a tick on the player's tile hands over everything the companion carries.
    local _, dir, steps = nearest(ways, {player})
    if steps == 0 then return "Handing you the " .. item end
    if dir == nil then
      return wait_for(notes, "I have the " .. item .. "; waiting for a safe way to you",
                      "a safe way to you with the " .. item)
    end
    move(dir)
    return "Bringing you the " .. item
  end
  local target, dir, steps = nearest(ways, ground, item)
  if target then
    move(dir)
    return "Getting the " .. item .. " for you (" .. steps .. " steps away)"
  end
  if notes.start > 0 then
    notes.done = true
    return "You already have " .. article(item)
  end
  local blocker = in_the_way(ai, player, monsters, ground, item)
  if blocker then return waiting(notes, item, blocker) end
  return give_up(notes, "I can't find " .. article(item) .. " to bring you")
end

-- ---------------------------------------------------------------------------------------------
-- Fights: attack, attack_all.

local function any_monster(kind)
  return kind == nil or kind == "monster"
end

-- The kind of the nearest monster the companion can walk to (monsters and the player aside).
local function nearest_kind(ai, player, monsters)
  local ways = safe_ways(ai, player, monsters, {careless = true, to_player = true})
  local m = nearest(ways, monsters, nil, true)
  return m and m.name or (monsters[1] and monsters[1].name)
end

-- What defeats `kind`, first: a step towards the nearest item it lacks ("Getting the bow to
-- fight the bat"), or why it waits or gives up; nil when it carries all it needs.
local function arm(notes, kind, ways, ai, player, monsters, ground)
  for _, name in ipairs(NEEDS[kind].items) do
    if carried(ai, name) == 0 then
      local item, dir, steps = nearest(ways, ground, name)
      if item then
        move(dir)
        return "Getting the " .. name .. " to fight the " .. kind .. " (" .. steps
          .. " steps away)"
      end
      local blocker = in_the_way(ai, player, monsters, ground, name)
      if blocker then return waiting(notes, name, blocker) end
      return give_up(notes, "I need " .. article(name) .. " to fight the " .. kind
        .. " but can't find one")
    end
  end
  return nil
end

local function attack(kind)
  -- One monster; nil after one was given in this step goes on with it (particular.lua).
  if kind ~= nil and type(kind) ~= "string" then return S.attack_that(kind) end
  if kind == nil and S.errand_begun("attack") then return S.attack_that(nil) end
  if kind ~= nil and S.goes_on_with("attack", kind) then return S.attack_that(nil) end
  if kind == nil and S.ranked_not_found ~= nil then
    -- attack(nearest("bat", ai, 2)) with one bat left: that bat is not there, and no other
    -- monster is fought instead.
    local none = notes_for("attack", "none")
    if none.done then return "Done" end
    return give_up(none, "There is no such " .. S.ranked_not_found .. " to fight")
  end
  local notes = notes_for("attack", kind)
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  if any_monster(kind) then
    notes.kind = notes.kind or nearest_kind(ai, player, monsters)
    if notes.kind == nil then return give_up(notes, "There is no monster left") end
    kind = notes.kind
  end
  local left = tally(monsters, kind)
  -- Counted when the step began: one fewer means one fell.
  if notes.start == nil then notes.start = left end
  if left < notes.start then return "Done" end
  if left == 0 then return give_up(notes, "There is no " .. kind .. " left") end
  local ways, unsafe = safe_ways(ai, player, monsters, {fight = true, through = true})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  -- What defeats it first.
  local arming = arm(notes, kind, ways, ai, player, monsters, ground)
  if arming then return arming end
  -- The fight starts by itself once the companion stands next to it.
  local target, dir, steps = nearest(ways, monsters, kind, true)
  if target == nil then
    local blocker = in_the_way(ai, player, monsters, monsters, kind, true)
    if blocker == "monster" then
      target, dir = fight_through(ai, player, monsters, monsters, kind)
      if target then
        if dir then move(dir) end
        return "Fighting my way to the " .. kind
      end
    end
    if blocker then return waiting(notes, kind, blocker) end
    return give_up(notes, "I can't reach " .. article(kind))
  end
  if steps > 0 then move(dir) end
  return "Attacking the " .. kind
end

-- What defeats the monsters `which` accepts: every item they need, and one of a used-up item
-- for each.
local function weapons_for(monsters, which)
  local needed = {}
  for _, m in ipairs(monsters) do
    local need = NEEDS[m.name]
    if need and which(m) then
      for _, name in ipairs(need.items) do
        if name == need.consumes then needed[name] = (needed[name] or 0) + 1
        else needed[name] = 1 end
      end
    end
  end
  return needed
end

local function attack_all(kind)
  local notes = notes_for("attack_all", kind)
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  local function is_target(m) return any_monster(kind) or m.name == kind end
  local left = tally(monsters, is_target)
  if left == 0 then return "Done" end
  local what = any_monster(kind) and "monster" or kind
  local ways, unsafe = safe_ways(ai, player, monsters, {fight = true, through = true})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local function lacking(needed)
    return function(item) return carried(ai, item.name) < (needed[item.name] or 0) end
  end
  local function beatable(m) return beats(ai, m, monsters) end
  local function fightable(m) return is_target(m) and beatable(m) end
  -- Arm up, then hunt the nearest.
  local item, dir, steps = nearest(ways, ground, lacking(weapons_for(monsters, is_target)))
  if item then
    move(dir)
    return "Arming up: getting the " .. item.name .. " (" .. plural(left, what) .. " to go)"
  end
  local target
  target, dir, steps = nearest(ways, monsters, fightable, true)
  local blocked = target == nil and in_the_way(ai, player, monsters, monsters, is_target, true)
  if blocked == "monster" then
    -- Other monsters stand in the way: arm against them too and clear the way.
    item, dir, steps = nearest(ways, ground, lacking(weapons_for(monsters, function() return true end)))
    if item then
      move(dir)
      return "Getting the " .. item.name .. " to get past the monsters in the way"
    end
    target, dir, steps = nearest(ways, monsters, beatable, true)
  end
  if target == nil then
    local helps, lacked = false, nil
    for name, n in pairs(weapons_for(monsters, is_target)) do
      if tally(ground, name) > 0 then
        helps = true
        -- The first it lacks by name, so that a replacement worker says the same.
        if carried(ai, name) < n and (lacked == nil or name < lacked) then lacked = name end
      end
    end
    local armed = tally(monsters, fightable) > 0
    if not armed and not helps then
      return give_up(notes, "I have nothing to fight the " .. plural(left, what) .. " left with")
    end
    -- Unarmed, what it waits for is a way to what it lacks, not to the monsters.
    local blocker = not armed and lacked and in_the_way(ai, player, monsters, ground, lacked)
    if blocker then return waiting(notes, lacked, blocker) end
    blocker = in_the_way(ai, player, monsters, monsters, is_target, true)
    if blocker then return waiting(notes, what .. "s", blocker) end
    return give_up(notes, "I can't reach the " .. plural(left, what) .. " left")
  end
  if steps > 0 then move(dir) end
  return "Hunting the " .. target.name .. " (" .. plural(left, what) .. " to go)"
end

-- ---------------------------------------------------------------------------------------------
-- With the player: follow, stay, come_back.

local function follow()
  local ai, player, monsters = view()
  -- On the player's tile (they stepped onto it) it steps off, keeping what it carries.
  local ways, unsafe = safe_ways(ai, player, monsters, {off_player = true})
  local why = retreat(ai, monsters, unsafe)
  if why == "player" then return "Stepping off your tile" end
  if why then return STEPPING_AWAY end
  -- One tile short: stepping onto the player's tile would hand over everything it carries.
  if distance(ai, player) <= 1 then return "Following you" end
  local _, dir = nearest(ways, {player}, nil, true)
  if dir == nil then return "Waiting for a safe way to you" end
  move(dir)
  return "Following you"
end

local function stay()
  view()
  return "Waiting here"
end

local function come_back()
  local notes = notes_for("come_back")
  if notes.done then return "Done" end
  local ai, player, monsters = view()
  if distance(ai, player) <= 1 then return "Done" end
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local _, dir, steps = nearest(ways, {player}, nil, true)
  if dir == nil then
    return wait_for(notes, "Waiting for a safe way back to you",
                    "a safe way back to you")
  end
  move(dir)
  return "Coming back to you (" .. steps .. " steps)"
end

-- ---------------------------------------------------------------------------------------------
-- explore: towards the unvisited tile that opens the most unexplored ground.

local AREA_CAP = 100
local MAX_WEIGHED = 24        -- the nearest unvisited tiles weighed per tick: bounds the work

-- How many unvisited tiles a step onto (row, col) opens up: those reachable from it through
-- unvisited tiles only, counted up to `cap`.
local function unexplored_area(row, col, visited, blocked, cap)
  local k = key(row, col)
  if visited[k] or blocked[k] or not is_floor(row, col) then return 0 end
  return open_ground(row, col, cap, visited, blocked)
end

-- The first step towards `goal` if it is still unvisited and reachable, else towards the best
-- unvisited tile: the one that opens the largest unexplored area for the walk there (a short
-- dead end costs two steps per new tile, in and out again; an open stretch costs one). Returns
-- the step and the goal it heads for.
local function next_step(start, visited, blocked, goal)
  local first = {[start] = false}
  local queue, dist, head = {start}, {0}, 1
  local best, best_key, best_value, weighed = nil, nil, nil, 0
  while head <= #queue do
    local cell, d0 = queue[head], dist[head]
    head = head + 1
    local r, c = cell // STRIDE, cell % STRIDE
    local cell_first = first[cell]
    for _, s in ipairs(STEPS) do
      local nr, nc = r + s[2], c + s[3]
      local k = key(nr, nc)
      if first[k] == nil and not blocked[k] and is_floor(nr, nc) then
        first[k] = cell_first or s[1]
        if k == goal and not visited[k] then return first[k], k end
        if visited[k] then
          queue[#queue + 1] = k
          dist[#dist + 1] = d0 + 1
        elseif weighed < MAX_WEIGHED then
          weighed = weighed + 1
          local value = unexplored_area(nr, nc, visited, blocked, AREA_CAP) - d0
          if best_value == nil or value > best_value then
            best, best_key, best_value = first[k], k, value
          end
        end
      end
    end
  end
  return best, best_key
end

-- explore(tiles): Done once `tiles` tiles other than the one it started on were visited (nil:
-- every tile it can reach); when fewer can be reached it says so in words.
local function explore(tiles)
  local notes = notes_for("explore", tiles)
  if notes.done then return "Done" end
  local ai, player, monsters = view()
  local visited = notes.visited or {}
  notes.visited = visited
  local here = key(ai.row, ai.col)
  if notes.seen == nil then visited[here], notes.seen = true, 0 end
  if not visited[here] then visited[here], notes.seen = true, notes.seen + 1 end
  if tiles and notes.seen >= tiles then
    notes.done = true
    return "Done"
  end
  -- Tiles where a monster could reach it, and the player's tile, are off limits; when they
  -- close every way on, it waits for the monsters (or the player) to move.
  local unsafe, only_player = unsafe_tiles(ai, player, monsters, {})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local step, goal = next_step(here, visited, unsafe, notes.goal)
  if step == nil and only_player then
    -- The player's tile is the only way on: through it (passing hands nothing over; the tile
    -- itself needs no visit, so it is no goal).
    local pk = key(player.row, player.col)
    local had = visited[pk]
    unsafe[pk], visited[pk] = nil, true
    step, goal = next_step(here, visited, unsafe, notes.goal)
    visited[pk] = had
  end
  notes.goal = goal
  if step == nil then
    -- Waiting or done, it does not stand on the player's tile (standing a tick there hands
    -- everything over): it passed through, or the player stepped onto its tile.
    if distance(ai, player) == 0
       and retreat(ai, monsters, unsafe_tiles(ai, player, monsters, {off_player = true})) then
      return "Stepping off your tile"
    end
    -- Done unless some unvisited tile could be reached once the monsters move; the player's
    -- own tile needs no visit.
    local player_tile = key(player.row, player.col)
    local had = visited[player_tile]
    visited[player_tile] = true
    local more = next_step(here, visited, W.kept_off, nil)
    visited[player_tile] = had
    -- Monsters that keep guarding the way (they wander, leashed, round their spot) do not
    -- keep it waiting for ever: what it could reach safely is explored.
    notes.waited = (notes.waited or 0) + 1
    if more and notes.waited <= patience then return "Waiting for the way to clear" end
    if tiles then
      return give_up(notes, "I could only reach " .. notes.seen .. " new tiles of the " ..
                     tiles .. " you asked for")
    end
    return "Done"
  end
  notes.waited = 0
  move(step)
  local now = key(ai.row, ai.col)
  if not visited[now] then visited[now], notes.seen = true, notes.seen + 1 end
  if tiles then
    return "Exploring: " .. notes.seen .. " of " .. tiles .. " new tiles visited"
  end
  return "Exploring: " .. notes.seen + 1 .. " tiles visited"
end

-- ---------------------------------------------------------------------------------------------
-- Away from monsters: keep_away, flee.

-- One step towards the nearest tile it can reach harmlessly with no monster `is_threat`
-- accepts within NEAR tiles (or, when there is none, the farthest it can get). Returns "far"
-- when it is far enough already, "moved", or nil when it cannot get farther.
local function get_away(is_threat)
  local ai, player, monsters = view()
  local threats = {}
  for _, m in ipairs(monsters) do
    if is_threat(m) then threats[#threats + 1] = m end
  end
  local function gap(r, c)
    local d = 1000
    for _, m in ipairs(threats) do d = math_min(d, math_abs(m.row - r) + math_abs(m.col - c)) end
    return d
  end
  local here = gap(ai.row, ai.col)
  if here > NEAR then return "far", threats end
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then return "moved", threats end
  -- Far enough and fewest steps; else farthest, then fewest steps; ties by tile, so that a
  -- replacement worker chooses the same.
  local best, best_far, best_gap, best_steps = nil, false, here, 0
  for k, n in pairs(ways.steps) do
    if n > 0 then
      local g = gap(k // STRIDE, k % STRIDE)
      local far = g > NEAR
      local better
      if far ~= best_far then better = far
      elseif far then better = n < best_steps or (n == best_steps and k < best)
      else better = g > best_gap or (g == best_gap and best ~= nil
                                      and (n < best_steps or (n == best_steps and k < best)))
      end
      if better then best, best_far, best_gap, best_steps = k, far, g, n end
    end
  end
  if best == nil then return nil, threats end
  move(ways.first[best])
  return "moved", threats
end

local function threat_name(threats, kind)
  if not any_monster(kind) then return kind .. "s" end
  if #threats == 1 then return "the " .. threats[1].name end
  return "the monsters"
end

local function keep_away(kind)
  local how, threats = get_away(function(m) return any_monster(kind) or m.name == kind end)
  local them = threat_name(threats, kind)
  if how == "far" then return "Keeping away from " .. them end
  if how == "moved" then return "Getting away from " .. them end
  return "I can't get farther from " .. them
end

local function flee()
  local how, threats = get_away(function() return true end)
  if how == "far" then return "Done" end
  local them = threat_name(threats, nil)
  if how == "moved" then return "Fleeing from " .. them end
  return "I can't get farther from " .. them
end

-- ---------------------------------------------------------------------------------------------
-- Places: go_to, walk, square.

local WAYS, PLACES = S.WAYS, S.PLACES
local DELTA, WAY_WORD = {}, {w = "up", a = "left", s = "down", d = "right"}
for _, s in ipairs(STEPS) do DELTA[s[1]] = {s[2], s[3]} end
local CLOCKWISE = {d = "s", s = "a", a = "w", w = "d"}
local BACK = {d = "a", a = "d", w = "s", s = "w"}

-- The free floor tile the companion can walk to that is nearest to (row, col), fewer steps
-- first among equals: by a harmless way if there is one (a corner beside a monster it cannot
-- beat is as near as it gets), else by any; nil when none is.
local function reachable_near(ai, player, monsters, row, col)
  local ways = safe_ways(ai, player, monsters, {through = true})
  if next(ways.steps, next(ways.steps)) == nil then   -- no harmless step at all, for now
    ways = safe_ways(ai, player, {}, {careless = true, to_player = true})
  end
  local taken = {[key(player.row, player.col)] = true}
  for _, m in ipairs(monsters) do taken[key(m.row, m.col)] = true end
  local best, best_d, best_n = nil, nil, nil
  for k, n in pairs(ways.steps) do
    local r, c = k // STRIDE, k % STRIDE
    if taken[k] then r, c = -STRIDE, -STRIDE end
    local d = math_abs(r - row) + math_abs(c - col)
    if best_d == nil or d < best_d or (d == best_d and n < best_n) then
      best, best_d, best_n = {row = r, col = c}, d, n
    end
  end
  return best
end

-- The reachable free floor tile nearest a named spot of the map ("top left"), as above.
local function named_spot(place, ai, player, monsters)
  local f = PLACES[place]
  return reachable_near(ai, player, monsters, 1 + math_floor(f[1] * (W.nrows - 1) + 0.5),
                        1 + math_floor(f[2] * (W.ncols - 1) + 0.5))
end

-- What go_to heads for: the things to reach (a tile to stand on, or things to stand next to),
-- whether next to them is enough, and the place in words.
local function goal_of(notes, place, col, ai, player, monsters, ground)
  if type(place) == "string" and PLACES[place] then
    if notes.goal == nil then notes.goal = named_spot(place, ai, player, monsters) or false end
    return {notes.goal or nil}, false, "the " .. place
  end
  if place == "player" or place == W.player then return {player}, true, "you" end
  if type(place) == "string" then
    local things = {}
    for _, it in ipairs(ground) do
      if it.name == place then things[#things + 1] = it end
    end
    return things, true, "the " .. place
  end
  local row = type(place) == "table" and place[1] or place
  col = type(place) == "table" and place[2] or col
  if col == nil then
    error(S.user_position() .. "go_to(row, col) needs the column too: go_to(" .. row .. ", 10)", 0)
  end
  if notes.goal == nil then notes.goal = reachable_near(ai, player, monsters, row, col) or false end
  local name, goal = "row " .. row .. ", column " .. col, notes.goal
  if goal and (goal.row ~= row or goal.col ~= col) then   -- a wall, off the map, or taken
    name = "row " .. goal.row .. ", column " .. goal.col .. ", the nearest free tile to " .. name
  end
  return {goal or nil}, false, name
end

-- Walk to one of `things` (onto it, or next to it with `next_to`), called `name` in words.
local function head_for(notes, things, next_to, name, ai, player, monsters)
  for _, t in ipairs(things) do
    local d = distance(ai, t)
    if d == 0 or (next_to and d == 1) then
      notes.done = true
      if notes.went then return "Done" end
      return "I'm already " .. (next_to and "next to " or "at ") .. name
    end
  end
  if #things == 0 then return give_up(notes, "I can't find " .. name) end
  local ways, unsafe = safe_ways(ai, player, monsters, {through = true})
  if retreat(ai, monsters, unsafe) then return STEPPING_AWAY end
  local _, dir, steps = nearest(ways, things, nil, next_to)
  if dir == nil then
    local blocker = in_the_way(ai, player, monsters, things, nil, next_to)
    off_the_player()
    if blocker == "player" then
      return wait_for(notes, "You're in my way to " .. name .. "; please step aside",
                      "you to step out of my way to " .. name)
    end
    if blocker then
      return wait_for(notes, "Waiting for the monsters to clear the way to " .. name,
                      "the monsters to clear the way to " .. name)
    end
    return give_up(notes, "I can't find a way to " .. name)
  end
  move(dir)
  notes.went = true
  return "Going to " .. name .. " (" .. plural(steps, "step") .. ")"
end

local function go_to(place, col)
  if place == nil or (place ~= W.player and (S.is_entity(place) or S.is_item(place))) then
    return S.go_to_that(place, col)   -- one item or entity (particular.lua)
  end
  local notes = notes_for("go_to", label(place) .. (col and ("," .. col) or ""))
  if notes.done then return "Done" end
  local ai, player, monsters, ground = view()
  local things, next_to, name = goal_of(notes, place, col, ai, player, monsters, ground)
  return head_for(notes, things, next_to, name, ai, player, monsters)
end

-- One step `dir` if that is harmless: "moved", "through" (onto the player's tile, to pass
-- it), "wall", "kept" and the item's name (an item keep_off marked), or what is in the way. `then_dir`: the step after this one (nil: this is the
-- last). The player on the next tile of its line is the only way on: it steps onto the
-- player's tile when that is not the last step and the tile beyond is harmless (stepping onto
-- it and off again next tick hands nothing over).
local function step_towards(dir, notes, then_dir)
  local ai, player, monsters = view()
  local d = DELTA[dir]
  local r, c = ai.row + d[1], ai.col + d[2]
  if not is_floor(r, c) then return "wall" end
  if W.kept_off[key(r, c)] then return "kept", W.kept_off[key(r, c)] end
  local unsafe, only_player = unsafe_tiles(ai, player, monsters, {})
  local why = unsafe[key(r, c)]
  if why == "player" and only_player and then_dir then
    local r2, c2 = r + DELTA[then_dir][1], c + DELTA[then_dir][2]
    if is_floor(r2, c2) and not unsafe[key(r2, c2)] then why = nil end
  end
  if why then
    notes.waited = (notes.waited or 0) + 1
    return why
  end
  if not move(dir) then return "refused" end
  return (r == player.row and c == player.col) and "through" or "moved"
end

-- On the player's tile it stepped onto by `dir` to pass, with the way on blocked since: back off
-- it the way it came, or it would stand a tick there and hand everything over. Whether it did.
local function back_off(dir)
  local ai, player, monsters = view()
  if W.moved or distance(ai, player) > 0 then return false end
  local unsafe = unsafe_tiles(ai, player, monsters, {off_player = true})
  local d = DELTA[BACK[dir]]
  return not unsafe[key(ai.row + d[1], ai.col + d[2])] and move(BACK[dir]) == true
end

local function walk(way, steps)
  steps = steps or 1
  local notes = notes_for("walk", way .. "," .. steps)
  if notes.done then return "Done" end
  notes.walked = notes.walked or 0
  local word = WAY_WORD[WAYS[way]]
  if notes.walked >= steps then
    notes.done = true
    return "Done"
  end
  -- Its count before the last step, when that step went onto the player's tile to pass it.
  local back = notes.back
  notes.back = nil
  local how, item = step_towards(WAYS[way], notes, notes.walked + 1 < steps and WAYS[way] or nil)
  if how == "kept" then
    return give_up(notes, "I can't go further " .. word .. " without picking up the " .. item
                   .. " (" .. notes.walked .. " of " .. plural(steps, "step") .. " walked)")
  end
  if how == "moved" or how == "through" then
    if how == "through" then notes.back = notes.walked end
    notes.walked = notes.walked + 1
    return "Walking " .. word .. " (" .. notes.walked .. " of " .. plural(steps, "step") .. ")"
  end
  if how == "wall" or how == "refused" then
    local so_far = " (" .. notes.walked .. " of " .. plural(steps, "step") .. " walked)"
    return give_up(notes, "I can't go further " .. word .. ": a wall is in the way" .. so_far)
  end
  if back ~= nil and back_off(WAYS[way]) then notes.walked = back end
  local so_far = " (" .. notes.walked .. " of " .. plural(steps, "step") .. " walked)"
  if notes.waited > patience then
    return give_up(notes, "The " .. how .. " stays in my way " .. word .. so_far)
  end
  return "Waiting: the " .. how .. " is in my way" .. so_far
end

-- The legs of a square of side `size` that starts where the companion stands and has only
-- floor tiles on its sides, none of them the player's, or nil.
local function square_legs(ai, player, size)
  for _, first in ipairs({"d", "s", "a", "w"}) do
    for _, turn in ipairs({CLOCKWISE[first], BACK[CLOCKWISE[first]]}) do
      local legs = {first, turn, BACK[first], BACK[turn]}
      local r, c, fits = ai.row, ai.col, true
      for _, dir in ipairs(legs) do
        for _ = 1, size do
          r, c = r + DELTA[dir][1], c + DELTA[dir][2]
          if not is_floor(r, c) or (r == player.row and c == player.col) then fits = false end
        end
      end
      if fits then return legs end
    end
  end
  return nil
end

local function square(size)
  local notes = notes_for("square", size)
  if notes.done then return "Done" end
  if notes.legs == nil then
    local ai, player = view()
    for side = size or 3, 1, -1 do
      notes.legs, notes.side = square_legs(ai, player, side), side
      if notes.legs or size then break end
    end
    if notes.legs == nil then
      -- the size as the player says it: tiles a side, the corners counted
      return give_up(notes, "There is no room here to walk a square" ..
                     (size and (" of " .. (size + 1) .. " tiles a side") or ""))
    end
    notes.leg, notes.walked = 1, 0
  end
  if notes.leg > 4 then
    notes.done = true
    return "Done"
  end
  -- Where it was before the last step, when that step went onto the player's tile to pass it.
  local back = notes.back
  notes.back = nil
  local dir = notes.legs[notes.leg]
  local then_dir = notes.walked + 1 < notes.side and dir or notes.legs[notes.leg + 1]
  local how, item = step_towards(dir, notes, then_dir)
  if how == "kept" then
    return give_up(notes, "I can't finish my square without picking up the " .. item)
  end
  if how == "moved" or how == "through" then
    if how == "through" then notes.back = {notes.leg, notes.walked, dir} end
    notes.walked = notes.walked + 1
    if notes.walked == notes.side then notes.leg, notes.walked = notes.leg + 1, 0 end
    if notes.leg > 4 then return "Back where I started" end
    return "Walking a square (side " .. notes.leg .. " of 4)"
  end
  if how == "wall" or how == "refused" then
    return give_up(notes, "I can't finish my square: a wall is in the way")
  end
  if back ~= nil and back_off(back[3]) then notes.leg, notes.walked = back[1], back[2] end
  if notes.waited > patience then return give_up(notes, "The " .. how .. " stays in my way") end
  return "Waiting: the " .. how .. " is in my way"
end

-- ---------------------------------------------------------------------------------------------
-- keep_off: items not to be picked up.

-- keep_off("bow"), keep_off("item") or keep_off(): this tick no skill steps onto an item of
-- that name (any item) lying on the ground, since stepping onto one picks it up ("go stand next
-- to the bow but don't pick it up"); given one item (keep_off(nearest("arrow", "bottom left"))),
-- onto that one. It makes no move and returns nothing: called each tick before the step that
-- moves (keep_off("bow") then return plan({...})), it marks the tiles afresh, wherever the
-- items lie now. Given a monster kind (keep_off("gorgon")), this tick no skill fights one:
-- every walk keeps out of its reach as out of one the companion cannot defeat ("go near the
-- gorgon but don't fight it" goes as near as is harmless, sword or not).
local function keep_off(item)
  if item == "item" then item = nil end
  if type(item) == "string" and NEEDS[item] then
    W.unfought[item] = true
    W.avoid = {}
    return
  end
  view()
  local kept = W.kept_off
  for _, g in ipairs(W.ground) do
    local r = item_of[g]
    if r.row and (item == nil or r.name == item or g == item) then
      kept[key(r.row, r.col)] = r.name
    end
  end
  W.avoid = {}   -- paths worked out this tick before the marks (api.lua) are worked out again
end

-- ---------------------------------------------------------------------------------------------
-- say and plan.

-- A number as a player writes it: 2 for 2.0 (a sum or a half of whole numbers), 1.5 as is.
local function number_text(v)
  if math_type(v) == "float" and v == math_floor(v) and math_abs(v) < 2 ^ 53 then
    return tostring(math_tointeger(v))
  end
  return tostring(v)
end

local function say(text)
  -- One note per function or plan step, whatever the text: an answer that changes between
  -- ticks (a monster wandered) is still said once.
  local notes = notes_for("say")
  if notes.said then return "Done" end
  notes.said = true
  return number_text(text)
end

-- "Done", "done.", " DONE! " end an order (runtime.is_done); statuses are short or not it.
local function is_done(status)
  if type(status) ~= "string" or #status > 16 then return false end
  local s = str_lower(status):match("^%s*(.-)%s*$"):gsub("[%.!]+$", "")
  return s == "done"
end

-- Run one step ({skill, argument[, argument]} or a function) with `notes` as the home of its
-- skills' notes: its status, and whether it gave up (then left set for an outer plan to see).
local function run_step(step, notes)
  local outer = home
  home, gave_up = notes, false
  local status
  if type(step) == "function" then status = step()
  else status = step[1](step[2], step[3], step[4]) end
  home = outer
  return status, gave_up
end

local function plan(steps)
  local labels = {}
  for i, step in ipairs(steps) do labels[i] = step_label(step) end
  -- The plan's progress, and the running step's notes in it (progress.notes).
  local progress = notes_for("plan", "{" .. tbl_concat(labels, ",") .. "}")
  progress.step = progress.step or 1
  if progress.over then return "Done" end
  while true do
    local i = progress.step
    local step = steps[i]
    if step == nil then
      progress.over = true
      return "Done"
    end
    progress.notes = progress.notes or {}
    local status, failed = run_step(step, progress.notes)
    if failed then
      -- The step cannot be done: say so, and end the plan (gave_up stays set for an outer one).
      progress.over = true
      return status
    end
    if not is_done(status) then return status end
    -- A finished step's notes are not needed again (and a later step of the same skill and
    -- argument starts its own).
    progress.step, progress.notes = i + 1, nil
    if steps[i + 1] == nil then
      progress.over = true
      return "Done"
    end
    -- The next step starts at once unless this one moved this tick.
    if W.moved then return "Step " .. i .. " of " .. #steps .. " done" end
  end
end

-- ---------------------------------------------------------------------------------------------
-- Registration: each skill behind the registry's argument checks (sandbox_worker/api.py). The
-- files loaded after this one (particular.lua, questions.lua, logic.lua, companion.lua) register
-- theirs the same way, and share what they need of this one through S.kit.

local SKILLS = S.SKILLS

function S.register_skill(name, impl)
  local bound = bind("skill:" .. name, 1, impl)
  SKILLS[name] = bound
  SKILL_NAME[bound] = name
end

for name, impl in pairs({
  fetch = fetch, fetch_all = fetch_all, bring = bring, attack = attack,
  attack_all = attack_all, follow = follow, stay = stay, come_back = come_back,
  explore = explore, keep_away = keep_away, flee = flee, say = say, plan = plan,
  go_to = go_to, walk = walk, square = square, keep_off = keep_off,
}) do
  S.register_skill(name, impl)
end

S.kit = {
  -- the order's memory
  notes_for = notes_for, notes_if_any = notes_if_any, give_up = give_up,
  label = label, step_label = step_label, run_step = run_step, is_done = is_done,
  -- the world and moving without harm
  view = view, move = move, carried = carried, carrier = carrier, distance = distance,
  safe_ways = safe_ways, nearest = nearest, in_the_way = in_the_way, retreat = retreat,
  fight_through = fight_through,
  waiting = waiting, wait_for = wait_for, arm = arm, head_for = head_for, any_monster = any_monster, beats = beats,
  reachable_near = reachable_near, named_spot = named_spot, STEPPING_AWAY = STEPPING_AWAY,
  -- words
  article = article, plural = plural, number_text = number_text,
}
