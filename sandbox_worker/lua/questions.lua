-- The questions (docs/skills.md): answers about the world that make no move. Trusted code, run
-- once per runtime after skills.lua.
--
-- Distances are rows plus columns (Manhattan), as distance_to. A thing is found where it is: a
-- monster while it lives, an item on the ground or with whoever carries it. Among things equally
-- near (or far), the one with the lowest id, so that a replacement worker finds the same.

local S = ...

local type, ipairs, pairs, error, rawequal = type, ipairs, pairs, error, rawequal
local math_abs, math_floor = math.abs, math.floor
local tbl_concat, tbl_sort = table.concat, table.sort
local K = S.kit
local W, entity_of, item_of = S.W, S.entity_of, S.item_of
local NEEDS, ITEM_NAMES, MONSTER_NAMES = S.NEEDS, S.ITEM_NAMES, S.MONSTER_NAMES
local is_entity, is_item = S.is_entity, S.is_item
local article, plural, any_monster = K.article, K.plural, K.any_monster

-- ---------------------------------------------------------------------------------------------
-- Counts and places in words: count, where, carrying, weapon_for.

local function is_kind(thing, what)
  if what == "monster" then return MONSTER_NAMES[thing.name] ~= nil end
  if what == "item" then return ITEM_NAMES[thing.name] ~= nil end
  return thing.name == what
end

local function inside()
  if not W.companion then error(S.user_position() .. "skills work only inside update_func", 0) end
end

local function is_monster_word(what)
  return what == "monster" or MONSTER_NAMES[what] ~= nil
end

-- With `besides` (one item or monster, or nil), that one not counted.
local function count(what, besides)
  local _, _, monsters, ground = K.view()
  local things = is_monster_word(what) and monsters or ground
  local left = besides and (entity_of[besides] or item_of[besides])
  local n = 0
  for _, thing in ipairs(things) do
    if is_kind(thing, what) and not rawequal(thing, left) then n = n + 1 end
  end
  return n
end

-- How many monsters of a kind ("monster": any) have been defeated in this game, by anyone or,
-- given `by` (ai or player), by that one alone: the dead stay in the state the game sends, out of
-- the monsters update_func sees, each with the id of whoever defeated it.
local function defeated(what, by)
  inside()
  what = what or "monster"
  if by == "ai" then by = W.companion elseif by == "player" then by = W.player end
  local by_id = by and entity_of[by].id
  local n = 0
  for _, m in ipairs(W.dead) do
    local r = entity_of[m]
    if is_kind(r, what) and (by_id == nil or r.by == by_id) then n = n + 1 end
  end
  return n
end

local function where(thing)
  local ai, player, monsters, ground = K.view()
  local best, best_d = nil, nil
  for _, t in ipairs(is_monster_word(thing) and monsters or ground) do
    if is_kind(t, thing) then
      local d = K.distance(ai, t)
      if best_d == nil or d < best_d then best, best_d = t, d end
    end
  end
  if best then
    -- How far too: "where is it" and "how far is it" are asked in each other's words.
    return "row " .. best.row .. ", column " .. best.col .. ", " .. best_d .. " tiles from me"
  end
  if not is_monster_word(thing) then
    local function holds(e)
      for _, it in ipairs(e.items) do
        if is_kind(item_of[it], thing) then return true end
      end
      return false
    end
    if holds(ai) then return "with me" end
    if holds(player) then return "with you" end
  end
  return nil
end

local function carrying(entity, besides)
  local e = entity_of[entity]
  local counts, names = {}, {}
  for _, it in ipairs(e.items) do
    local name = item_of[it].name
    if name == besides then
      -- "apart from the sword": that kind left out of the list
    elseif not counts[name] then
      counts[name] = 0
      names[#names + 1] = name
    end
    if name ~= besides then counts[name] = counts[name] + 1 end
  end
  if #names == 0 then return besides and "nothing else" or "nothing" end
  tbl_sort(names, function(a, b) return (S.ITEM_ORDER[a] or 99) < (S.ITEM_ORDER[b] or 99) end)
  local parts = {}
  for i, name in ipairs(names) do
    parts[i] = counts[name] == 1 and article(name) or plural(counts[name], name)
  end
  if #parts == 1 then return parts[1] end
  return tbl_concat(parts, ", ", 1, #parts - 1) .. " and " .. parts[#parts]
end

local function weapon_for_kind(kind)
  local need = NEEDS[kind]
  local parts = {}
  for i, name in ipairs(need.items) do
    parts[i] = (name == need.consumes) and article(name) or ("the " .. name)
  end
  return tbl_concat(parts, " and ")
end

local function weapon_for(kind)
  if not any_monster(kind) then return weapon_for_kind(kind) end
  local kinds = {}
  for name in pairs(S.MONSTER_NAMES) do kinds[#kinds + 1] = name end
  tbl_sort(kinds, function(a, b) return a > b end)   -- "gorgon" before "bat"
  local parts = {}
  for i, name in ipairs(kinds) do parts[i] = weapon_for_kind(name) .. " for " .. article(name) end
  return tbl_concat(parts, ", ")
end

-- ---------------------------------------------------------------------------------------------
-- Distances and choices: how_far, steps_to, nearest, farthest, nearer, near, carried.

-- Whether a record is of a kind word; "thing" is any item or monster.
local function is_a(record, what)
  return what == "thing" or is_kind(record, what)
end

-- The living monsters and ground items of a kind word, as proxies.
local function each_of(what)
  local out = {}
  if what == "thing" or is_monster_word(what) then
    for _, m in ipairs(W.monsters) do
      if is_a(entity_of[m], what) then out[#out + 1] = m end
    end
  end
  if not is_monster_word(what) then
    for _, g in ipairs(W.ground) do
      if is_a(item_of[g], what) then out[#out + 1] = g end
    end
  end
  return out
end

local function holds_a(e, what)
  for _, it in ipairs(e.items) do
    if is_a(item_of[it], what) then return true end
  end
  return false
end

-- The tile of an entity (none for a defeated monster), an item (on the ground, or its carrier's)
-- or a position; nil when there is none.
local function tile_of(v)
  if is_entity(v) then
    local e = entity_of[v]
    if MONSTER_NAMES[e.name] and not e.alive then return nil end
    return e.row, e.col
  end
  if is_item(v) then
    local it = item_of[v]
    if it.row then return it.row, it.col end
    local e = K.carrier(it.id)
    if e then return e.row, e.col end
    return nil
  end
  if type(v) == "table" then return v[1], v[2] end
  return nil
end

-- The nearest (with `far`, the farthest) living monster or ground item of a kind from (row, col),
-- and how far it is.
-- A side of the map (row or col nil: any) counts the rows or columns to its line alone, and of
-- things as near to it, takes the one nearer to ai (then the first).
local function pick(what, row, col, far)
  local best, best_d, best_t, best_id = nil, nil, 0, nil
  local ai = (row == nil or col == nil) and entity_of[W.companion] or nil
  for _, p in ipairs(each_of(what)) do
    local r = entity_of[p] or item_of[p]
    local d = (row and math_abs(r.row - row) or 0) + (col and math_abs(r.col - col) or 0)
    local t = ai and math_abs(r.row - ai.row) + math_abs(r.col - ai.col) or 0
    if best == nil or (d == best_d and (t < best_t or (t == best_t and r.id < best_id)))
       or (far and d > best_d) or (not far and d < best_d) then
      best, best_d, best_t, best_id = p, d, t, r.id
    end
  end
  return best, best_d
end

-- The tile `from` names (nil: the companion's; a kind: the nearest such thing to the companion,
-- or whoever carries one) and the entity record standing there, if any.
local function origin(from)
  if from == nil or from == "player" then
    local e = entity_of[from == nil and W.companion or W.player]
    return e.row, e.col, e
  end
  local spot = S.PLACES[from]
  if spot then  -- a named spot: its point of the map, as go_to() aims at it
    return 1 + math_floor(spot[1] * (W.nrows - 1) + 0.5),
           1 + math_floor(spot[2] * (W.ncols - 1) + 0.5)
  end
  local side = S.SIDES[from]
  if side then  -- a side: the row or column of its line, the other nil (any)
    return side[1] and 1 + math_floor(side[1] * (W.nrows - 1) + 0.5) or nil,
           side[2] and 1 + math_floor(side[2] * (W.ncols - 1) + 0.5) or nil
  end
  if type(from) == "string" then
    local ai = entity_of[W.companion]
    local p = pick(from, ai.row, ai.col)
    if p then return origin(p) end
    for _, q in ipairs({W.companion, W.player}) do
      local e = entity_of[q]
      if not is_monster_word(from) and holds_a(e, from) then return e.row, e.col, e end
    end
    return nil
  end
  local row, col = tile_of(from)
  return row, col, (row and is_entity(from)) and entity_of[from] or nil
end

-- How far `thing` is from (row, col), where the entity record `holder` stands (or nil): a kind
-- is the nearest such thing, and an item with none on the ground is with whoever carries one
-- (0: the holder itself). `measure(r, c)` says how far a tile is (nil: rows plus columns; nil
-- back: no way there).
local function distance_from(thing, row, col, holder, measure)
  if thing == nil then return nil end
  measure = measure or function(r, c)
    return (row and math_abs(r - row) or 0) + (col and math_abs(c - col) or 0)
  end
  if thing == "player" then thing = W.player end
  if type(thing) == "string" then
    local p = pick(thing, row, col)
    if p ~= nil then return measure(tile_of(p)) end
    if is_monster_word(thing) then return nil end
    if holder and holds_a(holder, thing) then return 0 end
    local best = nil
    for _, q in ipairs({W.companion, W.player}) do
      local e = entity_of[q]
      if holds_a(e, thing) then
        local n = measure(e.row, e.col)
        if n ~= nil and (best == nil or n < best) then best = n end
      end
    end
    return best
  end
  local r, c = tile_of(thing)
  if r == nil then return nil end
  return measure(r, c)
end

-- The ways a part of the map lies from a point (count's `way`): the sign of the rows and of the
-- columns past it that way (0: any).
local PARTS = {north = {-1, 0}, south = {1, 0}, east = {0, 1}, west = {0, -1},
  ["north east"] = {-1, 1}, ["north west"] = {-1, -1}, ["south east"] = {1, 1},
  ["south west"] = {1, -1}}
S.PARTS = PARTS

-- count with a part of the map, `part`: a way ("east", "north west": strictly past the row and
-- the column of `from` that way) or a number of tiles (within that many, rows plus columns), only
-- those there; `from` as nearest() takes it, a named spot at its exact point (the halves and
-- quarters of the map meet at "middle"), the thing itself never counted; nil when `from` is
-- nowhere.
local function count_in(what, besides, from, part)
  if part == nil then return count(what, besides) end
  local way, tiles = PARTS[part], type(part) == "number" and part or nil
  inside()
  local spot, row, col, at = S.PLACES[from], nil, nil, nil
  if spot then
    row, col = 1 + spot[1] * (W.nrows - 1), 1 + spot[2] * (W.ncols - 1)
  else
    row, col, at = origin(from)
    if type(from) == "string" and from ~= "player" and row ~= nil then
      local ai = entity_of[W.companion]
      local p = pick(from, ai.row, ai.col)
      at = p and (entity_of[p] or item_of[p]) or at
    elseif from ~= nil and from ~= "player" and not S.is_position(from) then
      at = entity_of[from] or item_of[from]
    end
  end
  if row == nil or col == nil then return nil end
  local dir = way
  local _, _, monsters, ground = K.view()
  local left = besides and (entity_of[besides] or item_of[besides])
  local n = 0
  for _, t in ipairs(is_monster_word(what) and monsters or ground) do
    if is_kind(t, what) and not rawequal(t, left) and not rawequal(t, at)
       and (dir == nil or ((dir[1] == 0 or (t.row - row) * dir[1] > 0)
                           and (dir[2] == 0 or (t.col - col) * dir[2] > 0)))
       and (tiles == nil or math_abs(t.row - row) + math_abs(t.col - col) <= tiles) then
      n = n + 1
    end
  end
  return n
end

local function how_far(thing, from)
  inside()
  local row, col, holder = origin(from)
  if row == nil and col == nil then return nil end
  return distance_from(thing, row, col, holder)
end

-- The `rank`-th (nil or 1: pick's own) of a kind from (row, col), nearest first (with `far`,
-- farthest first), equals ordered as pick orders them (nearer the companion for a side, then the
-- lower id), `besides` (one item or monster, or nil) passed over; nil when there are fewer.
local function ranked(what, row, col, far, rank, besides)
  if (rank == nil or rank == 1) and besides == nil then return pick(what, row, col, far) end
  local ai = (row == nil or col == nil) and entity_of[W.companion] or nil
  local keyed = {}
  for _, p in ipairs(each_of(what)) do
    local r = not rawequal(p, besides) and (entity_of[p] or item_of[p])
    if r then
      local d = (row and math_abs(r.row - row) or 0) + (col and math_abs(r.col - col) or 0)
      local t = ai and math_abs(r.row - ai.row) + math_abs(r.col - ai.col) or 0
      keyed[#keyed + 1] = {p = p, d = far and -d or d, t = t, id = r.id}
    end
  end
  tbl_sort(keyed, function(a, b)
    if a.d ~= b.d then return a.d < b.d end
    if a.t ~= b.t then return a.t < b.t end
    return a.id < b.id
  end)
  return keyed[rank or 1] and keyed[rank or 1].p
end

local function choose(what, from, far, rank, besides)
  inside()
  local row, col = origin(from)
  local found = nil
  if row ~= nil or col ~= nil then found = ranked(what, row, col, far, rank, besides) end
  -- For the errand that takes it: fetch(nil) says "There is no arrow to pick up".
  if found == nil then S.last_not_found = what end
  -- A pick by rank, or with one passed over, that found none: attack(nil) then says so rather
  -- than fight the nearest monster (skills.lua); any later pick this tick clears it.
  S.ranked_not_found = (found == nil and ((rank or 1) > 1 or besides ~= nil)) and what or nil
  -- For an errand on it (particular.lua): chosen by a word for any kind, in this tick.
  local was = found ~= nil and S.chosen_as[found]
  if found ~= nil and was ~= "item" and was ~= "monster" and was ~= "thing" then
    S.chosen_as[found] = what
  end
  return found
end

local function nearest(what, from, rank, besides) return choose(what, from, false, rank, besides) end
local function farthest(what, from, rank, besides) return choose(what, from, true, rank, besides) end

-- The living monster or ground item of a kind nearest to `from` (rows plus columns; of equals,
-- the lower id) among those lying `way` of it (a part as count takes it: strictly past its row
-- and its column that way, "south": below it, "north east": above it and to its right); nil
-- when none lies there, or `from` (which must be given: ai, player, a kind, a thing) is nowhere.
-- A pick that found none is said by the errand it is given to, as a pick by rank is.
local function nearest_past(what, way, from)
  inside()
  local dir = PARTS[way]
  local row, col = origin(from)
  local best, best_d, best_id = nil, nil, nil
  if from ~= nil and row ~= nil and col ~= nil then
    for _, p in ipairs(each_of(what)) do
      local r = entity_of[p] or item_of[p]
      if (r.row - row) * dir[1] >= math_abs(dir[1]) and (r.col - col) * dir[2] >= math_abs(dir[2]) then
        local d = math_abs(r.row - row) + math_abs(r.col - col)
        if best == nil or d < best_d or (d == best_d and r.id < best_id) then
          best, best_d, best_id = p, d, r.id
        end
      end
    end
  end
  if best == nil then S.last_not_found, S.ranked_not_found = what, what end
  local was = best ~= nil and S.chosen_as[best]
  if best ~= nil and was ~= "item" and was ~= "monster" and was ~= "thing" then
    S.chosen_as[best] = what
  end
  return best
end

-- The steps of a shortest walk round the walls from `from` (nil: ai) to `thing`, found as how_far
-- finds it (a kind: the nearest as the crow flies, or whoever carries one); nil when there is none
-- or no way to it.
local function steps_to(thing, from)
  inside()
  local row, col, holder = origin(from)
  if row == nil or col == nil then return nil end  -- none, or a side: no walk to a line
  return distance_from(thing, row, col, holder, function(r, c)
    if r == row and c == col then return 0 end
    local path = S.find_path(row, col, r, c)
    if #path == 0 then return nil end
    return #path
  end)
end

-- a or b as given, whichever is nearer; the one that is there when the other is not; nil when
-- they are equally near or neither is there.
local function nearer(a, b, from)
  inside()
  local row, col, holder = origin(from)
  if row == nil and col == nil then return nil end
  local da, db = distance_from(a, row, col, holder), distance_from(b, row, col, holder)
  if da ~= nil and (db == nil or da < db) then return a end
  if db ~= nil and (da == nil or db < da) then return b end
  return nil
end

-- Whether a living monster or ground item of a kind (or the player, or the thing given) is within
-- `tiles` of `of`. What is carried does not count: carried() tells that.
local function near(what, tiles, of)
  inside()
  local row, col = origin(of)
  if row == nil or col == nil or what == nil then return false end  -- a side: not near
  if type(what) == "string" and what ~= "player" then
    for _, p in ipairs(each_of(what)) do
      local r = entity_of[p] or item_of[p]
      if math_abs(r.row - row) + math_abs(r.col - col) <= tiles then return true end
    end
    return false
  end
  local d = distance_from(what, row, col)
  return d ~= nil and d <= tiles
end

-- Within sight (agent.reading.meaning.SIGHT_TILES): how near a monster coming towards us is.
local SIGHT_TILES = 5

-- Whether a living monster of a kind (nil or "monster": any) within sight of `of` (nil: ai) is
-- coming towards it: it stood farther from where `of` is now at the last call before this tick
-- (the tick before, when called every tick), so a monster that stays put, steps aside or away,
-- or that `of` walks up to, is not coming. Where each monster stood is kept in the order's notes
-- (one note per kind and `of`), so a replacement worker compares with the same tick; the first
-- call has nothing to compare with and says false. Calls within one tick give one answer.
local function coming(kind, of)
  inside()
  kind = kind or "monster"
  local notes = K.notes_for("coming", kind .. "," .. K.label(of))
  if notes.tick ~= W.tick then
    local now = {}
    for _, p in ipairs(each_of(kind)) do
      local r = entity_of[p]
      now[tostring(r.id)] = {r.row, r.col}
    end
    notes.before, notes.now, notes.tick = notes.now, now, W.tick
  end
  local before = notes.before
  local row, col = origin(of)
  if before == nil or row == nil or col == nil then return false end
  for id, at in pairs(notes.now) do
    local was = before[id]
    local d = math_abs(at[1] - row) + math_abs(at[2] - col)
    if was ~= nil and d <= SIGHT_TILES
       and math_abs(was[1] - row) + math_abs(was[2] - col) > d then
      return true
    end
  end
  return false
end

local function carried(entity, item)
  local n = 0
  for _, it in ipairs(entity_of[entity].items) do
    if item == nil or item == "item" or item_of[it].name == item then n = n + 1 end
  end
  return n
end

for name, impl in pairs({
  count = count_in, defeated = defeated, where = where, carrying = carrying, weapon_for = weapon_for,
  how_far = how_far, steps_to = steps_to, nearest = nearest, farthest = farthest, nearer = nearer, near = near,
  coming = coming, carried = carried, nearest_past = nearest_past,
}) do
  S.register_skill(name, impl)
end

-- What the skills loaded after this file use (companion.lua).
K.carrying, K.pick, K.tile_of, K.nearest_one = carrying, pick, tile_of, nearest
