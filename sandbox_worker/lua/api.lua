-- The Lua contract: entity and item proxies, their read-only built-in fields, custom fields,
-- methods, and the global functions. Trusted code, run once per runtime after sandbox.lua.
--
-- Proxies are empty tables whose metatable reads the current tick's data, so a reference kept
-- in a custom field stays the same entity across ticks, and a dead monster reads alive == false.
-- Argument checks are driven by the API registry (sandbox_worker/api.py) through S.define_param.

local S = ...

local error, type, tostring, pairs, ipairs, select, next = error, type, tostring, pairs, ipairs,
  select, next
local setmetatable, getmetatable, rawequal = setmetatable, getmetatable, rawequal
local math_type, math_random, math_abs, math_floor, math_huge = math.type, math.random, math.abs,
  math.floor, math.huge
local str_format, str_byte, str_sub = string.format, string.byte, string.sub
local debug_getinfo = debug.getinfo
local note = S.note

-- ---------------------------------------------------------------------------------------------
-- The current tick's world, filled by S.apply_state.

local W = {
  rows = {}, nrows = 0, ncols = 0,     -- the maze
  companion = nil, player = nil,        -- proxies
  monsters = {},                        -- alive monster proxies, in snapshot order
  dead = {},                            -- defeated monster proxies (defeated() counts them)
  ground = {},                          -- item proxies on the ground
  moved = nil,                          -- the move recorded this tick: {entity, move} or nil
  tick = 0,                             -- the game's tick number (for_turns counts by it)
  avoid = {},                           -- tiles to avoid per goal, this tick
  kept_off = {},                        -- tiles of items not to step on this tick (keep_off)
  unfought = {},                        -- monster kinds not to fight this tick (keep_off)
}
S.W = W

local entity_of = {}    -- proxy -> record {id, kind, name, row, col, health, alive, by, items}
local entity_by_id = {} -- id -> proxy
local item_of = {}      -- proxy -> record {id, name, row, col} (row nil when carried)
local item_by_id = {}
local fields = {}       -- entity proxy -> its custom fields table
S.entity_of, S.entity_by_id, S.item_of, S.item_by_id, S.fields =
  entity_of, entity_by_id, item_of, item_by_id, fields

local NAMES, WEAKNESS, SYMBOLS, MONSTER = {}, {}, {}, {}
function S.define_kind(kind, name, symbol, weakness, is_monster)
  NAMES[kind], SYMBOLS[kind], WEAKNESS[kind] = name, symbol, weakness
  MONSTER[kind] = is_monster or nil
end

-- What the skills need to know of the game's rules, by the names Lua sees: the item names, and
-- per monster name the items that defeat it and the one a fight uses up (game/world.py).
-- Names are kept in the order they were defined too (ITEM_ORDER: name -> place), so answers
-- list them the same way every time.
local ITEM_NAMES, MONSTER_NAMES, NEEDS = {}, {}, {}
S.ITEM_NAMES, S.MONSTER_NAMES, S.NEEDS = ITEM_NAMES, MONSTER_NAMES, NEEDS
S.ITEM_ORDER, S.MONSTER_ORDER = {}, {}
local items_defined = 0
function S.define_item(name)
  if not ITEM_NAMES[name] then
    items_defined = items_defined + 1
    ITEM_NAMES[name], S.ITEM_ORDER[name] = true, items_defined
  end
end
function S.define_needs(monster_name, consumes, ...)
  if not MONSTER_NAMES[monster_name] then S.MONSTER_ORDER[#S.MONSTER_ORDER + 1] = monster_name end
  MONSTER_NAMES[monster_name] = true
  NEEDS[monster_name] = {items = {...}, consumes = consumes}
end

-- ---------------------------------------------------------------------------------------------
-- Built-in tables: positions and inventories are handed out read-only, like built-in fields.
-- A plain copy would let `ai.items[#ai.items + 1] = "sword"` succeed on the copy: no forgery,
-- but the code would believe it had a sword. So each is an empty proxy over its values (kept
-- in a weak table, out of reach of user code), and every write into it fails.

local function refuse_write(field, hint)
  local message = "Cannot modify '" .. field .. "' - use methods instead" .. (hint or "")
  return function() error(message, 2) end
end

-- Positions: {row, col}, also readable as .row and .col; equal when row and col are.

local held = setmetatable({}, {__mode = "k"})   -- position proxy -> {row, col}

local POSITION_MT = {
  __index = function(p, key)
    local v = held[p]
    if key == 1 or key == "row" then return v[1] elseif key == 2 or key == "col" then return v[2] end
    if key == "x" or key == "y" then
      error("positions are {row, col}: use pos.row or pos[1], and pos.col or pos[2] "
            .. "(there is no pos." .. key .. ")", 2)
    end
  end,
  __newindex = refuse_write("position", "; for another tile make a new table, e.g. "
                                        .. "{pos.row - 1, pos.col}"),
  __len = function() return 2 end,
  __pairs = function(p) return next, held[p], nil end,
  __eq = function(a, b) return a[1] == b[1] and a[2] == b[2] end,
  __tostring = function(p) return "{" .. tostring(p[1]) .. ", " .. tostring(p[2]) .. "}" end,
  __metatable = false,
}
S.POSITION_MT = POSITION_MT

local function position(row, col)
  local p = setmetatable({}, POSITION_MT)
  held[p] = {row, col}
  return p
end
S.position = position

-- An inventory as read at one moment: a read-only list of item proxies.
local listed = setmetatable({}, {__mode = "k"})   -- list proxy -> its items
local ITEM_LIST_MT = {
  __index = function(p, i) return listed[p][i] end,
  __newindex = refuse_write("items"),
  __len = function(p) return #listed[p] end,
  __pairs = function(p) return next, listed[p], nil end,
  __metatable = false,
}
S.ITEM_LIST_MT = ITEM_LIST_MT

local function item_list(items)
  local out = {}
  for i, item in ipairs(items) do out[i] = item end
  local p = setmetatable({}, ITEM_LIST_MT)
  listed[p] = out
  return p
end

-- ---------------------------------------------------------------------------------------------
-- Proxies.

local ENTITY_GETTERS = {
  id = function(r) return r.id end,
  name = function(r) return r.name end,
  position = function(r) return position(r.row, r.col) end,
  health = function(r) return r.health end,
  alive = function(r) return r.alive end,
  weakness = function(r) return WEAKNESS[r.kind] end,
  symbol = function(r) return SYMBOLS[r.kind] end,
  items = function(r) return item_list(r.items) end,
}
local ITEM_GETTERS = {
  id = function(r) return r.id end,
  name = function(r) return r.name end,
  position = function(r) return r.row and position(r.row, r.col) or nil end,
}
S.ENTITY_GETTERS, S.ITEM_GETTERS = ENTITY_GETTERS, ITEM_GETTERS

local METHODS = {}      -- name -> function(self, ...), filled below
S.METHODS = METHODS

local ENTITY_MT = {
  __index = function(p, key)
    local get = ENTITY_GETTERS[key]
    if get then return get(entity_of[p]) end
    local method = METHODS[key]
    if method then return method end
    local own = fields[p]
    if own then return own[key] end
  end,
  __newindex = function(p, key, value)
    if ENTITY_GETTERS[key] or METHODS[key] then
      error("Cannot modify '" .. tostring(key) .. "' - use methods instead", 2)
    end
    local own = fields[p]
    if not own then own = {}; fields[p] = own end
    own[key] = value
  end,
  __tostring = function(p)
    local r = entity_of[p]
    return str_format("%s {%d, %d}", r.name, r.row, r.col)
  end,
  __metatable = false,
}

local ITEM_MT = {
  __index = function(p, key)
    local get = ITEM_GETTERS[key]
    if get then return get(item_of[p]) end
  end,
  __newindex = function(_, key)
    if ITEM_GETTERS[key] then
      error("Cannot modify '" .. tostring(key) .. "' - use methods instead", 2)
    end
    error("items are read-only; keep your own notes in a field of ai, e.g. ai.target = item", 2)
  end,
  __tostring = function(p)
    local r = item_of[p]
    if r.row then return str_format("%s {%d, %d}", r.name, r.row, r.col) end
    return r.name .. " (carried)"
  end,
  __metatable = false,
}

local function is_entity(v) return type(v) == "table" and entity_of[v] ~= nil end
local function is_item(v) return type(v) == "table" and item_of[v] ~= nil end
S.is_entity, S.is_item = is_entity, is_item

local function entity_proxy(id)
  local p = entity_by_id[id]
  if not p then
    p = setmetatable({}, ENTITY_MT)
    entity_of[p] = {id = id, kind = "", name = "unknown", row = 0, col = 0, health = 0,
                    alive = false, items = {}}
    entity_by_id[id] = p
  end
  return p
end
S.entity_proxy = entity_proxy

local function item_proxy(id)
  local p = item_by_id[id]
  if not p then
    p = setmetatable({}, ITEM_MT)
    item_of[p] = {id = id, name = "unknown"}
    item_by_id[id] = p
  end
  return p
end
S.item_proxy = item_proxy

-- ---------------------------------------------------------------------------------------------
-- The maze.

local function is_floor(row, col)
  local line = W.rows[row]
  if not line or col < 1 then return false end
  local ch = str_byte(line, col)
  return ch ~= nil and ch ~= 35          -- '#'
end
S.is_floor = is_floor

function S.set_maze(...)
  local rows = {...}
  local ncols = 0
  for i = 1, #rows do
    if type(rows[i]) ~= "string" then return "maze row " .. i .. " is not a string" end
    if #rows[i] > ncols then ncols = #rows[i] end
  end
  if #rows == 0 or #rows > 1000 or ncols > 1000 then
    return "a maze must have 1 to 1000 rows and at most 1000 columns"
  end
  W.rows, W.nrows, W.ncols = rows, #rows, ncols
  S.clear_path_cache()
  return nil
end

local MAZE = setmetatable({}, {
  __index = function(_, key) return W.rows[key] end,
  __len = function() return W.nrows end,
  __newindex = function() error("maze is read-only", 2) end,
  __pairs = function() return ipairs(W.rows) end,
  __metatable = false,
})

-- ---------------------------------------------------------------------------------------------
-- The snapshot: tick, seed, counts, then fixed-width records (see docs/protocol-sandbox.md).

local ENTITY_WIDTH, GROUND_WIDTH, CARRIED_WIDTH, HEADER = 7, 4, 3, 5

local function bad(what) error({bad_state = what}, 0) end

local function is_int(v) return math_type(v) == "integer" end

local function apply(a)
  local n = #a
  if n < HEADER then bad("the state is shorter than its header") end
  local n_ent, n_ground, n_carried = a[3], a[4], a[5]
  if not (is_int(n_ent) and is_int(n_ground) and is_int(n_carried)) or
     n_ent < 0 or n_ground < 0 or n_carried < 0 or
     n ~= HEADER + n_ent * ENTITY_WIDTH + n_ground * GROUND_WIDTH + n_carried * CARRIED_WIDTH then
    bad("the state's length does not match its counts")
  end
  for _, r in pairs(entity_of) do
    r.alive = false
    local items = r.items
    for k = #items, 1, -1 do items[k] = nil end
  end
  for _, r in pairs(item_of) do r.row, r.col = nil, nil end
  local player, companion, monsters, dead = nil, nil, {}, {}
  local i = HEADER + 1
  for _ = 1, n_ent do
    local id, kind, row, col, health, alive, by = a[i], a[i + 1], a[i + 2], a[i + 3], a[i + 4],
                                                  a[i + 5], a[i + 6]
    if not (is_int(id) and NAMES[kind] and is_int(row) and is_int(col) and is_int(health)
            and type(alive) == "boolean" and is_int(by)) then
      bad("entity record " .. (i - HEADER - 1) // ENTITY_WIDTH + 1 .. " must be (id, known "
          .. "kind, row, col, health, alive, defeated_by) with integers and a boolean")
    end
    local p = entity_by_id[id] or entity_proxy(id)
    local r = entity_of[p]
    r.kind, r.name, r.row, r.col, r.health, r.alive = kind, NAMES[kind], row, col, health, alive
    r.by = by   -- who defeated it: an entity id, 0 for none
    if kind == "player" then player = p
    elseif kind == "companion" then companion = p
    elseif alive and MONSTER[kind] then monsters[#monsters + 1] = p
    elseif MONSTER[kind] then dead[#dead + 1] = p
    end
    i = i + ENTITY_WIDTH
  end
  local ground = {}
  for g = 1, n_ground do
    local id, name, row, col = a[i], a[i + 1], a[i + 2], a[i + 3]
    if not (is_int(id) and type(name) == "string" and is_int(row) and is_int(col)) then
      bad("ground item record " .. g .. " must be (id, name, row, col)")
    end
    local p = item_by_id[id] or item_proxy(id)
    local r = item_of[p]
    r.name, r.row, r.col = name, row, col
    ground[g] = p
    i = i + GROUND_WIDTH
  end
  for c = 1, n_carried do
    local owner, id, name = entity_by_id[a[i]], a[i + 1], a[i + 2]
    if not (owner and is_int(id) and type(name) == "string") then
      bad("carried item record " .. c .. " must be (known owner id, item id, name)")
    end
    local p = item_by_id[id] or item_proxy(id)
    item_of[p].name = name
    local items = entity_of[owner].items
    items[#items + 1] = p
    i = i + CARRIED_WIDTH
  end
  if not player or not companion then bad("the state needs a player and a companion") end
  W.player, W.companion, W.monsters, W.ground = player, companion, monsters, ground
  W.dead = dead
  W.tick = is_int(a[1]) and a[1] or 0
  W.moved, W.avoid, W.kept_off, W.unfought = nil, {}, {}, {}
end

-- Returns nil on success, else a sentence saying what is wrong with the state.
function S.apply_state(...)
  local ok, err = pcall(apply, {...})
  if ok then return nil end
  if type(err) == "table" and err.bad_state then return err.bad_state end
  error(err, 0)
end

function S.tick_arguments()
  local monsters, items = {}, {}
  for i, m in ipairs(W.monsters) do monsters[i] = m end
  for i, it in ipairs(W.ground) do items[i] = it end
  return W.player, W.companion, monsters, items
end

-- ---------------------------------------------------------------------------------------------
-- Argument checks, generated from the registry: S.define_param(function, index, type, hint).

local DIRECTIONS = {w = {-1, 0}, a = {0, -1}, s = {1, 0}, d = {0, 1}}
local DIRECTION_ORDER = {"w", "a", "s", "d"}
S.DIRECTIONS, S.DIRECTION_ORDER = DIRECTIONS, DIRECTION_ORDER

local function show(v)
  local t = type(v)
  if t == "string" then
    if #v > 30 then v = str_sub(v, 1, 30) .. "..." end
    return str_format("string %q", v)
  end
  if t == "table" then
    if is_entity(v) then return "the entity " .. entity_of[v].name end
    if is_item(v) then return "the item " .. item_of[v].name end
    return "a table"
  end
  if t == "nil" then return "nothing (nil)" end
  return t .. " " .. tostring(v)
end

local function is_position(v)
  return type(v) == "table" and not is_entity(v) and not is_item(v)
    and math_type(v[1]) == "integer" and math_type(v[2]) == "integer"
end

local function is_step(v)
  if type(v) == "function" then return true end
  return type(v) == "table" and not is_entity(v) and not is_item(v) and type(v[1]) == "function"
end
S.is_position, S.is_step = is_position, is_step

-- The words walk() takes for a direction (word -> "w"/"a"/"s"/"d") and the places go_to()
-- knows by name (name -> {row fraction, column fraction}); both come from the registry
-- (sandbox_worker/api.py).
local WAYS, PLACES = {}, {}
S.WAYS, S.PLACES = WAYS, PLACES
function S.define_way(word, dir) WAYS[word] = dir end
function S.define_place(name, row, col) PLACES[name] = {row, col} end
-- The sides of the map nearest() and farthest() pick from (name -> {row fraction or false,
-- column fraction or false}: the line of one row or column).
S.SIDES = {}
function S.define_side(name, row, col) S.SIDES[name] = {row or false, col or false} end

local function whole(v, low, high)
  return math_type(v) == "integer" and v >= low and v <= high
end

-- A count a composer may have computed: 3.0 (6 / 2) is as whole as 3.
local function whole_number(v, low, high)
  return math_type(v) ~= nil and v == math_floor(v) and v >= low and v <= high
end

local function is_monster(v)
  return is_entity(v) and MONSTER[entity_of[v].kind] ~= nil
end

-- The kinds of thing the questions know: the item and monster names, and "item", "monster"
-- and "thing" (either).
local function is_kind_word(v)
  return v == "item" or v == "monster" or v == "thing" or ITEM_NAMES[v] ~= nil
    or MONSTER_NAMES[v] ~= nil
end

-- Something the questions can find: a kind, "player", an entity, an item or a position; nil is
-- something that is not there.
local function is_spot(v)
  return v == nil or v == "player" or is_kind_word(v) or is_entity(v) or is_item(v)
    or is_position(v)
end

-- A thing guard() and keep_distance() stay near, and (nil aside) a place go_to() and patrol()
-- take: a named spot, an item name, "player", a position, an entity or an item. nil: the one
-- thing a question found was not there (the skill gives up and says so).
local function is_ward(v)
  if type(v) == "string" then return PLACES[v] ~= nil or ITEM_NAMES[v] ~= nil or v == "player" end
  return v == nil or is_position(v) or is_entity(v) or is_item(v)
end

local TYPE_CHECKS = {
  direction = function(v) return DIRECTIONS[v] ~= nil end,
  way = function(v) return WAYS[v] ~= nil end,
  count = function(v) return v == nil or whole(v, 1, S.MAX_WALK) end,
  size = function(v) return v == nil or whole(v, 1, S.MAX_SQUARE) end,
  explored = function(v) return v == nil or whole(v, 1, S.MAX_EXPLORED) end,
  column = function(v) return v == nil or math_type(v) == "integer" end,
  place = function(v) return is_ward(v) or math_type(v) == "integer" end,
  ward = is_ward,
  landmark = function(v) return is_ward(v) or v == "monster" or MONSTER_NAMES[v] ~= nil end,
  post = function(v) return is_ward(v) and not is_monster(v) end,
  reach = function(v) return v == nil or whole_number(v, 1, S.MAX_GUARD) end,
  bound = function(v) return v == nil or whole_number(v, 0, S.MAX_DISTANCE) end,
  item_name = function(v) return type(v) == "string" end,
  item_kind = function(v) return ITEM_NAMES[v] ~= nil end,
  -- fetch and bring: a kind, or one item (nil: a question found none, and the errand says so).
  errand_item = function(v) return v == nil or ITEM_NAMES[v] ~= nil or is_item(v) end,
  -- attack: a kind, nil or "monster" for any, or one monster.
  foe = function(v)
    return v == nil or v == "monster" or MONSTER_NAMES[v] ~= nil or is_monster(v)
  end,
  kind_word = is_kind_word,
  spot = is_spot,
  origin = function(v)
    return is_spot(v) or (type(v) == "string" and (PLACES[v] ~= nil or S.SIDES[v] ~= nil))
  end,
  -- protect's second argument: nil, or a named spot or side of the map the one monster is
  -- picked nearest to.
  map_spot = function(v)
    return v == nil or (type(v) == "string" and (PLACES[v] ~= nil or S.SIDES[v] ~= nil))
  end,
  tiles = function(v) return type(v) == "number" and v >= 0 and v < math_huge end,
  rank = function(v) return v == nil or whole_number(v, 1, 1000) end,
  besides = function(v) return v == nil or is_entity(v) or is_item(v) end,
  -- a part of the map from a point (count): nil, a point or two of the compass, or tiles.
  part = function(v) return v == nil or S.PARTS[v] ~= nil or whole_number(v, 0, S.MAX_DISTANCE) end,
  -- nearest_past's way: a point or two of the compass ("south", "north east").
  bearing = function(v) return type(v) == "string" and S.PARTS[v] ~= nil end,
  item_or_nil = function(v) return v == nil or ITEM_NAMES[v] ~= nil end,
  item_or_all = function(v) return v == nil or v == "item" or ITEM_NAMES[v] ~= nil end,
  -- keep_off: an item name, "item" or nil for every item, or one item; a monster kind.
  kept = function(v)
    return v == nil or v == "item" or ITEM_NAMES[v] ~= nil or is_item(v) or MONSTER_NAMES[v] ~= nil
  end,
  label = function(v) return type(v) == "string" and #v >= 1 and #v <= S.MAX_LABEL end,
  value = function() return true end,
  rounds = function(v) return whole_number(v, 1, S.MAX_TIMES) end,
  turns = function(v) return whole_number(v, 1, S.MAX_TURNS) end,
  step = is_step,
  step_or_nil = function(v) return v == nil or is_step(v) end,
  -- whose defeats defeated() counts: nil for anyone's, or one of us.
  defeater = function(v)
    return v == nil or v == "ai" or v == "player" or rawequal(v, W.companion)
      or rawequal(v, W.player)
  end,
  -- nil and "monster" mean any monster.
  monster_kind = function(v) return v == nil or v == "monster" or MONSTER_NAMES[v] ~= nil end,
  thing = function(v)
    return v == "item" or v == "monster" or ITEM_NAMES[v] ~= nil or MONSTER_NAMES[v] ~= nil
  end,
  text = function(v) return type(v) == "string" or type(v) == "number" end,
  steps = function(v)
    if type(v) ~= "table" or is_entity(v) or is_item(v) or v[1] == nil then return false end
    for _, step in ipairs(v) do if not is_step(step) then return false end end
    return true
  end,
  position = is_position,
  entity = is_entity,
  target = function(v)
    if is_entity(v) or is_position(v) then return true end
    return is_item(v) and item_of[v].row ~= nil
  end,
  entities = function(v)
    if v == nil then return true end
    if type(v) ~= "table" or is_entity(v) or is_item(v) then return false end
    for _, e in ipairs(v) do if not is_entity(e) then return false end end
    return true
  end,
}

-- key ("method:move", "global:has_item") -> {index -> spec}; index 0 is a method's self.
local PARAMS = {}

function S.define_param(key, index, type_name, label, description, hint)
  local check = TYPE_CHECKS[type_name]
  if not check then error("no check for the parameter type " .. type_name) end
  PARAMS[key] = PARAMS[key] or {}
  PARAMS[key][index] = {check = check, label = label, description = description, hint = hint}
end

-- "code:LINE: " of the innermost frame of the untrusted chunk, "" when a tail call hid it.
local function user_position()
  local level = 3
  while true do
    local info = debug_getinfo(level, "Sl")
    if not info then return "" end
    if info.source == S.CHUNK_NAME and info.currentline > 0 then
      return "code:" .. info.currentline .. ": "
    end
    level = level + 1
  end
end

-- Raises at the untrusted caller's line: refuse <- binding <- caller.
local function refuse(spec, value)
  local extra = ""
  if is_item(value) and not item_of[value].row then
    extra = " (that item is carried, it has no position)"
  end
  error(str_format("%s%s expects %s, got %s%s; %s", user_position(), spec.label,
                   spec.description, show(value), extra, spec.hint), 0)
end

-- The registry's checks in front of an implementation. ``first`` is 0 for a method (its self
-- is checked too) and 1 for a global function. The specs are looked up at the first call:
-- the registry defines them after this file has run.
local BOUND = {}
local function pass() return true end
S.user_position = user_position

local function bind(key, first, impl)
  BOUND[key] = true
  local s1, s2, s3, s4, c1, c2, c3, c4
  return function(a, b, c, d)
    if not c1 then
      local params = PARAMS[key] or {}
      s1, s2, s3, s4 = params[first], params[first + 1], params[first + 2], params[first + 3]
      c1, c2, c3 = s1 and s1.check or pass, s2 and s2.check or pass, s3 and s3.check or pass
      c4 = s4 and s4.check or pass
    end
    if not c1(a) then refuse(s1, a) end
    if not c2(b) then refuse(s2, b) end
    if not c3(c) then refuse(s3, c) end
    if not c4(d) then refuse(s4, d) end
    return impl(a, b, c, d)
  end
end
S.bind = bind

-- A target (position, entity or ground item) as row, col, and the monster standing there.
local function target_cell(v)
  local r, c
  if is_entity(v) then local e = entity_of[v]; r, c = e.row, e.col
  elseif is_item(v) then local it = item_of[v]; r, c = it.row, it.col
  else r, c = v[1], v[2] end
  return r, c
end

-- ---------------------------------------------------------------------------------------------
-- Methods and globals.

local function where(e, dir)
  return str_format("%s:move(%q)", entity_of[e].name, dir)
end

local function do_move(e, dir)
  local r = entity_of[e]
  if e ~= W.companion then
    note(str_format("refused: %s - only ai can move; the player moves by keyboard and "
                    .. "monsters move by themselves", where(e, dir)))
    return false
  end
  if W.moved then
    note(str_format("refused: %s - ai already moved this tick (one move per tick)",
                    where(e, dir)))
    return false
  end
  local d = DIRECTIONS[dir]
  local nr, nc = r.row + d[1], r.col + d[2]
  if not is_floor(nr, nc) then
    note(str_format("refused: %s - {%d, %d} is a wall", where(e, dir), nr, nc))
    return false
  end
  W.moved = {entity = r.id, move = dir}
  r.row, r.col = nr, nc
  return true
end
S.do_move = do_move

local function carries(e, name)
  for _, item in ipairs(entity_of[e].items) do
    if item_of[item].name == name then return true end
  end
  return false
end

local function distance(a, b)
  local ar, ac = target_cell(a)
  local br, bc = target_cell(b)
  return math_abs(ar - br) + math_abs(ac - bc)
end

-- Tiles on and next to the given monsters, except the one at the goal: a path that skirts
-- monsters is preferred, so naive code does not walk the companion into a fight. Returns the
-- set of cell keys (nil when empty) and a string naming it for the path cache.
local function avoid_set(monsters, goal_r, goal_c)
  local set, keys = nil, {}
  local stride = S.CELL_STRIDE
  for _, m in ipairs(monsters) do
    local r = entity_of[m]
    if r.alive and MONSTER[r.kind] and not (r.row == goal_r and r.col == goal_c) then
      set = set or {}
      local key = r.row * stride + r.col
      set[key] = true
      for _, d in pairs(DIRECTIONS) do set[key + d[1] * stride + d[2]] = true end
      keys[#keys + 1] = key
    end
  end
  return set, set and table.concat(keys, ",")
end

-- The companion also steps around the player's tile unless it is going to the player: standing
-- a tick there hands the player everything the companion carries, which an errand must not do
-- by accident. Like monsters' tiles, it is used when there is no other way (passing through
-- hands nothing). The player standing on the companion's own tile is not in its way: the path
-- starts there.
local function tiles_to_avoid(from, monsters, gr, gc)
  local set, name = avoid_set(monsters, gr, gc)
  local p = W.player and entity_of[W.player]
  local c = from == W.companion and entity_of[from]
  local shared = c and p and p.row == c.row and p.col == c.col
  if c and p and not shared and not (p.row == gr and p.col == gc) then
    set = set or {}
    set[p.row * S.CELL_STRIDE + p.col] = true
    name = (name or "") .. "|p" .. (p.row * S.CELL_STRIDE + p.col)
  end
  -- The items keep_off marked this tick: stepping onto one picks it up.
  local kept = {}
  for k in pairs(W.kept_off) do kept[#kept + 1] = k end
  if kept[1] then
    table.sort(kept)
    set = set or {}
    for _, k in ipairs(kept) do set[k] = true end
    name = (name or "") .. "|k" .. table.concat(kept, ",")
  end
  return {set = set, name = name}
end

local function path_between(from, to, monsters)
  local sr, sc = target_cell(from)
  local gr, gc = target_cell(to)
  local avoid
  if monsters == W.monsters then
    -- Nothing else moves during a tick: the tiles to avoid are worked out once per goal.
    local key = (gr * S.CELL_STRIDE + gc) * 2 + (from == W.companion and 1 or 0)
    avoid = W.avoid[key]
    if not avoid then
      avoid = tiles_to_avoid(from, monsters, gr, gc)
      W.avoid[key] = avoid
    end
  else
    avoid = tiles_to_avoid(from, monsters, gr, gc)
  end
  return S.find_path(sr, sc, gr, gc, avoid.set, avoid.name)
end

local function move_random(e)
  local r = entity_of[e]
  local options = {}
  for _, dir in ipairs(DIRECTION_ORDER) do
    local d = DIRECTIONS[dir]
    if is_floor(r.row + d[1], r.col + d[2]) then options[#options + 1] = dir end
  end
  if #options == 0 then return nil end
  local dir = options[math_random(#options)]
  do_move(e, dir)
  return dir
end

METHODS.move = bind("method:move", 0, do_move)
METHODS.has_item = bind("method:has_item", 0, carries)
METHODS.distance_to = bind("method:distance_to", 0, distance)
METHODS.find_path_to = bind("method:find_path_to", 0, function(self, target)
  return path_between(self, target, W.monsters)
end)
METHODS.move_random = bind("method:move_random", 0, move_random)

local GLOBALS = {}
S.GLOBALS = GLOBALS
S.SKILLS = {}           -- filled by skills.lua
GLOBALS.maze = MAZE
GLOBALS.valid_move = bind("global:valid_move", 1, function(pos)
  return is_floor(pos[1], pos[2])
end)
GLOBALS.move_entity = bind("global:move_entity", 1, do_move)
GLOBALS.has_item = bind("global:has_item", 1, carries)
GLOBALS.find_path_astar = bind("global:find_path_astar", 1, function(from, to, entities)
  return path_between(from, to, entities or W.monsters)
end)
GLOBALS.manhattan = bind("global:manhattan", 1, distance)

-- Every name the bindings implement, for the registry's consistency check.
function S.implemented_names()
  local out = {}
  for name in pairs(ENTITY_GETTERS) do out[#out + 1] = "field:" .. name end
  for name in pairs(ITEM_GETTERS) do out[#out + 1] = "item_field:" .. name end
  for name in pairs(METHODS) do out[#out + 1] = "method:" .. name end
  for name in pairs(GLOBALS) do out[#out + 1] = "global:" .. name end
  for name in pairs(S.SKILLS) do out[#out + 1] = "skill:" .. name end
  for key in pairs(BOUND) do out[#out + 1] = "bound:" .. key end
  for key, params in pairs(PARAMS) do
    for index in pairs(params) do out[#out + 1] = "param:" .. key .. ":" .. index end
  end
  return table.concat(out, "\n")
end
