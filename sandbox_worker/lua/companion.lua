-- What players ask companions for (docs/skills.md, "Duties"): guard, protect, keep_distance,
-- patrol and hand_over. Trusted code, run once per runtime after logic.lua.
--
-- They move with skills.lua's helpers (S.kit), as carefully as every skill: at most one move a
-- call, never where a monster the companion cannot beat could reach it after wandering, never
-- onto the player's tile by accident (hand_over does so on purpose), a step away from a monster
-- that comes close, and a wait with the reason when no harmless way exists. What one must
-- remember (the thing it guards, patrol's places and round) is fixed at its step's first call and
-- kept in its notes in the order's memory, so a replacement worker goes on with the same.

local S = ...

local type, ipairs, pairs, error = type, ipairs, pairs, error
local math_abs, math_max, math_min, math_huge, math_tointeger = math.abs, math.max, math.min,
  math.huge, math.tointeger
local K = S.kit
local W, entity_of, item_of = S.W, S.entity_of, S.item_of
local entity_by_id, item_by_id = S.entity_by_id, S.item_by_id
local PLACES, ITEM_NAMES, NEEDS = S.PLACES, S.ITEM_NAMES, S.NEEDS
local is_floor, is_entity, is_item = S.is_floor, S.is_entity, S.is_item
local STRIDE = S.CELL_STRIDE
local plural, article = K.plural, K.article

local PATIENCE = 10           -- ticks patrol waits for a blocked way before it goes on
local LOOP_REACH = 10         -- patrol(): the farthest a side of its loop lies from its start
local DETOUR = 2              -- protect: the most steps a way may take beyond the way through the
                              -- player's tile (round the player in a room, not round a loop)

local function key(row, col)
  return row * STRIDE + col
end

local function gap(r1, c1, r2, c2)
  return math_abs(r1 - r2) + math_abs(c1 - c2)
end

-- The tile `ways` reaches that `score` ranks first: the lowest score (nil: not a candidate), then
-- the fewest steps, then by tile, so that a replacement worker chooses the same. Its key, score
-- and steps; the companion's own tile is one of the tiles.
local function best_tile(ways, score)
  local best, best_s, best_n = nil, nil, nil
  for k, n in pairs(ways.steps) do
    local s = score(k // STRIDE, k % STRIDE)
    if s ~= nil and (best == nil or s < best_s
                     or (s == best_s and (n < best_n or (n == best_n and k < best)))) then
      best, best_s, best_n = k, s, n
    end
  end
  return best, best_s, best_n
end

-- Why no harmless step makes `score` lower than where the companion stands (`at`: begin_near's
-- table): "monster" when monsters are in the way, "player" when the player is (the only tile to
-- get there from is the player's), nil when walls are. A way through the player's tile is a way.
local function hindrance(at, score)
  local now = score(at.ai.row, at.ai.col)
  for _, to_player in ipairs({false, true}) do
    local ways = K.safe_ways(at.ai, at.player, at.monsters,
                             {careless = true, to_player = to_player, through = not to_player,
                              avoid = at.avoid})
    local _, s = best_tile(ways, score)
    if s ~= nil and (now == nil or s < now) then return to_player and "player" or "monster" end
  end
  return nil
end

-- The steps from where `e` stands to every floor tile, round walls only.
local function walks_from(e, player)
  return K.safe_ways({row = e.row, col = e.col}, player, {}, {careless = true, to_player = true})
    .steps
end

-- How far (row, col) is from (row0, col0) for a bound the companion must keep within: the steps
-- of the walk between them (round walls: a wall between does not bring them nearer); rows plus
-- columns when no walk joins them at all. `walks`: walks_from (row0, col0).
local function steps_to(walks, row0, col0)
  return function(r, c)
    return walks[key(r, c)] or gap(r, c, row0, col0)
  end
end

-- The nearest monster to (row, col) within `reach` that the companion cannot beat, but the one
-- whose id is `guarded`.
local function foe_near(ai, monsters, row, col, reach, guarded)
  local foe, far = nil, nil
  for _, m in ipairs(monsters) do
    local d = gap(m.row, m.col, row, col)
    if d <= reach and m.id ~= guarded and not K.beats(ai, m, monsters)
       and (foe == nil or d < far or (d == far and m.id < foe.id)) then
      foe, far = m, d
    end
  end
  return foe
end

-- What the companion lacks to beat `m`, in words.
local function lacking(ai, m)
  local need = NEEDS[m.name]
  for _, name in ipairs(need.items) do
    if K.carried(ai, name) == 0 then return "I have no " .. name end
  end
  return "I have too few " .. need.consumes .. "s"
end

-- On an unsafe tile, a step to a safe one (skills.lua's retreat): the status, or nil when it
-- stands safely. With `off_player` the player's tile counts as unsafe (the player stepped onto
-- the companion's, or it handed something over), and leaving it is no flight from a monster.
local function step_aside(ai, player, monsters, unsafe)
  local why = K.retreat(ai, monsters, unsafe)
  if not why then return nil end
  return why == "player" and "Stepping off your tile" or K.STEPPING_AWAY
end

-- Next to the player, by `ways` (one tile short: the player's tile hands everything over).
local function beside(ways, ai, player)
  if K.distance(ai, player) <= 1 then return end
  local _, dir = K.nearest(ways, {player}, nil, true)
  if dir then K.move(dir) end
end

-- A named spot ("top left") as the tile go_to finds for it, as plain data; nil and why.
local function named(place, ai, player, monsters)
  local spot = K.named_spot(place, ai, player, monsters)
  if spot == nil then return nil, "I can't find a way to the " .. place end
  return {row = spot.row, col = spot.col, name = "the " .. place}
end

-- ---------------------------------------------------------------------------------------------
-- What guard and keep_distance stay near: fixed at the step's first call, as plain data for the
-- notes. The player (who moves), one monster or item (by id: it moves, or is carried), a kind of
-- monster (the nearest one, on every call), or a tile (a named spot; a position; the companion's
-- own, for ai). Returns it, or nil and why there is none.

local function anchor_of(what, doing, ai, player, monsters)
  if what == "player" or what == W.player then return {player = true} end
  if what == W.companion then return {row = ai.row, col = ai.col, name = "this spot"} end
  if is_entity(what) then return {entity = entity_of[what].id, name = entity_of[what].name} end
  if is_item(what) then return {item = item_of[what].id, name = item_of[what].name} end
  if what == nil then
    local wanted = S.last_not_found
    return nil, "There is no " .. ((wanted and wanted ~= "thing") and wanted or "such thing")
      .. " " .. doing
  end
  if type(what) == "string" and PLACES[what] then return named(what, ai, player, monsters) end
  if type(what) == "string" and ITEM_NAMES[what] then
    local p = K.pick(what, ai.row, ai.col)
    if p == nil then return nil, "I can't find " .. article(what) .. " " .. doing end
    return {item = item_of[p].id, name = what}
  end
  if type(what) == "string" then return {kind = what} end   -- a monster kind (keep_distance)
  return {row = what[1], col = what[2], name = "row " .. what[1] .. ", column " .. what[2]}
end

-- Where the anchor is now and its name in words; nil, nil and why when it is gone.
local function locate(a, ai, player)
  if a.player then return player.row, player.col, "you" end
  if a.kind then
    local p = K.pick(a.kind, ai.row, ai.col)
    if p == nil then return nil, nil, "There is no " .. a.kind .. " left" end
    return entity_of[p].row, entity_of[p].col, "the " .. entity_of[p].name
  end
  if a.entity then
    local row, col = K.tile_of(entity_by_id[a.entity])
    if row == nil then return nil, nil, "That " .. a.name .. " is defeated" end
    return row, col, "the " .. a.name
  end
  if a.item then
    local row, col = K.tile_of(item_by_id[a.item])
    if row == nil then return nil, nil, "The " .. a.name .. " is gone" end
    return row, col, "the " .. a.name
  end
  return a.row, a.col, a.name
end

-- The tile of the anchor's item while it lies on the ground: stepping on it would pick it up.
local function avoid_of(a)
  local it = a.item and item_of[item_by_id[a.item]]
  if it and it.row then return {[key(it.row, it.col)] = "item"} end
  return nil
end

-- The start that guard and keep_distance share: the world, what they stay near (fixed at the
-- first call) and where it is now, and the harmless ways. Returns a status to return at once
-- (it gave up, or it stepped aside), or a table of those.
local function begin_near(notes, what, doing, fight)
  local ai, player, monsters = K.view()
  if notes.anchor == nil then
    local a, why = anchor_of(what, doing, ai, player, monsters)
    if a == nil then return K.give_up(notes, why) end
    notes.anchor = a
  end
  local row, col, name = locate(notes.anchor, ai, player)
  if row == nil then return K.give_up(notes, name) end
  local avoid = avoid_of(notes.anchor)
  -- Near a monster it could beat, a fight would start by itself: by one it guards it keeps as
  -- carefully as by any.
  fight = fight and not notes.anchor.entity
  -- Through the player's tile when that is the only way (passing hands nothing over).
  local ways, unsafe = K.safe_ways(ai, player, monsters, {fight = fight, avoid = avoid,
                                                          off_player = true, through = true})
  -- Sharing the player's tile is no reason to step just anywhere: a duty that moves leaves it
  -- on its way (its own tile is then no place to stay: the duty's scores leave it out), and one
  -- that would stand still steps off it (settle).
  local shared = unsafe[key(ai.row, ai.col)] == "player"
  if not shared then
    local aside = step_aside(ai, player, monsters, unsafe)
    if aside then return aside end
  end
  return {ai = ai, player = player, monsters = monsters, row = row, col = col, name = name,
          avoid = avoid, ways = ways, fixed = notes.anchor.row ~= nil, unsafe = unsafe,
          shared = shared}
end

-- What a duty begun with begin_near says: `status`, unless it made no move on the player's
-- tile, which it then steps off.
local function settle(here, status)
  if here.shared and not W.moved and not K.is_done(status) then
    return step_aside(here.ai, here.player, here.monsters, here.unsafe) or status
  end
  return status
end

-- The band it stands in: the one asked for, a tile inside it where what it keeps to moves (the
-- player, a monster, an item someone carries): the companion moves first in a tick, and one step
-- of that thing after it would otherwise take it out of the band until the next tick. The upper
-- bound first ("within 2 of me": 1, as the player walks away), then the lower where the band
-- leaves room ("at least 5 from the gorgon": 6; "3 to 5 from me": 4); none for "within 1" (the
-- tile inside is the player's own).
local function snug_band(anchor, low, high)
  local item = anchor.item and item_of[item_by_id[anchor.item]]
  if not (anchor.player or anchor.entity or anchor.kind or (item and not item.row)) then
    return low, high
  end
  local hi = (high ~= math_huge and high - 1 >= math_max(low, 1)) and high - 1 or high
  local lo = (low > 0 and low + 1 <= hi) and low + 1 or low
  return lo, hi
end

-- ---------------------------------------------------------------------------------------------
-- guard(what, tiles)

local function guard_from(notes, here, tiles)
  local ai, monsters, ways = here.ai, here.monsters, here.ways
  local row, col, name = here.row, here.col, here.name
  -- A monster it defeats that comes within reach of what it guards (a monster it guards is no
  -- intruder): the fight starts next to it.
  local guarded = notes.anchor.entity
  local function intruder(m)
    return gap(m.row, m.col, row, col) <= tiles and m.id ~= guarded and K.beats(ai, m, monsters)
  end
  local m, dir, steps = K.nearest(ways, monsters, intruder, true)
  if m then
    if steps > 0 then K.move(dir) end
    return "Attacking the " .. m.name .. " that came near " .. name
  end
  local foe = foe_near(ai, monsters, row, col, tiles, guarded)
  local wary = foe and ("; keeping away from the " .. foe.name .. " (" .. lacking(ai, foe) .. ")")
    or ""
  -- Within reach by the walk there: across a wall, what it guards may be a long way round. On
  -- the player's tile (passing through, or the player stepped onto its) it does not stay.
  local far = steps_to(walks_from(here, here.player), row, col)
  local within = far(ai.row, ai.col) <= tiles
  -- What moves (the player, a monster) it guards from a tile inside its reach, as keep_distance
  -- keeps a band: one step of that thing after its move leaves it within reach.
  local _, reach = snug_band(notes.anchor, 0, tiles)
  if far(ai.row, ai.col) <= reach and not here.shared then
    notes.there = true
    return "Guarding " .. name .. wary
  end
  local function off(r, c)
    if here.shared and r == ai.row and c == ai.col then return nil end
    return math_max(0, far(r, c) - tiles) * 1024 + math_max(0, far(r, c) - reach)
  end
  local best, left, n = best_tile(ways, off)
  if best ~= nil and n > 0 then
    K.move(ways.first[best])
    if left >= 1024 then return "Getting as near " .. name .. " as is safe" .. wary end
    if within then
      notes.there = true
      return "Guarding " .. name .. wary
    end
    return (notes.there and "Coming back to guard " or "Going to guard ") .. name .. " ("
      .. plural(n, "step") .. ")"
  end
  if within and not here.shared then return "Guarding " .. name .. wary end
  local blocker = hindrance(here, off)
  if blocker == "player" then return "You're in my way to " .. name .. "; please step aside" end
  if blocker == "monster" then
    foe = foe_near(ai, monsters, row, col, math_huge)
    return "Keeping away from " .. (foe and ("the " .. foe.name) or "the monsters") .. " near "
      .. name
  end
  if here.fixed then return K.give_up(notes, "I can't find a way to " .. name) end
  return "Waiting for a way to " .. name
end

local function guard(what, tiles)
  tiles = math_tointeger(tiles or 2)
  local notes = K.notes_for("guard", K.label(what) .. "," .. tiles)
  if notes.done then return "Done" end
  local here = begin_near(notes, what, "to guard", true)
  if type(here) == "string" then return here end
  return settle(here, guard_from(notes, here, tiles))
end

-- ---------------------------------------------------------------------------------------------
-- protect(kind, spot): on a tile of the shortest walk between the player and the monster, as near the
-- player as is safe, and never by a long way round the player.

local function protect(kind, spot)
  -- protect("bat", "top right"): the one of that kind nearest the spot, as
  -- protect(nearest("bat", "top right") or "bat") gives it (none there: the kind, which says so).
  if spot ~= nil and (kind == nil or type(kind) == "string") then
    kind = K.nearest_one(kind or "monster", spot) or kind
  end
  local notes = K.notes_for("protect", kind)
  -- One monster (protect(nearest("bat", "top right"))): that one, fixed at the first call
  -- whatever later calls pass, and gone once defeated.
  if notes.foe == nil and is_entity(kind) then
    notes.foe = {id = entity_of[kind].id, name = entity_of[kind].name}
  end
  local one = notes.foe
  local ai, player, monsters = K.view()
  local what = one and one.name or (K.any_monster(kind) and "monster" or kind)
  local ways, unsafe = K.safe_ways(ai, player, monsters, {fight = true, off_player = true})
  -- The ways were the player's tile no obstacle, and the tiles monsters make unsafe.
  local through, threatened = K.safe_ways(ai, player, monsters, {fight = true, to_player = true})
  -- Where the player stood at the last call: whether they walk towards the monster.
  local seen = notes.seen
  notes.seen = {player.row, player.col}
  -- On the player's tile it steps off on the monster's side (below), not just anywhere, unless
  -- a monster could reach it there.
  local here = key(ai.row, ai.col)
  local on_player = ai.row == player.row and ai.col == player.col
  if not on_player or threatened[here] then
    local aside = step_aside(ai, player, monsters, unsafe)
    if aside then return aside end
  end
  -- The nearest one the player can be walked to by (walls only: monsters wander, they do not
  -- block a way for long).
  local from_you = walks_from(player, player)
  local m, far, any = nil, nil, false
  for _, o in ipairs(monsters) do
    if (one and o.id == one.id) or (not one and (what == "monster" or o.name == what)) then
      any = true
      local d = from_you[key(o.row, o.col)]
      if d and (m == nil or d < far or (d == far and o.id < m.id)) then m, far = o, d end
    end
  end
  if one and not any then return K.give_up(notes, "That " .. one.name .. " is defeated") end
  if m == nil then
    if on_player then return step_aside(ai, player, monsters, unsafe) or "Waiting on your tile" end
    beside(ways, ai, player)
    if any then return "No " .. what .. " can reach you; staying by you" end
    return "No " .. what .. " to shield you from"
  end
  local from_it = walks_from(m, player)
  -- How far off the shortest walk between them a tile lies (0: on it) and its steps from the
  -- player; nil for the player's tile and the monster's.
  local function place(k)
    local mine, its = from_you[k], from_it[k]
    if mine == nil or its == nil or mine == 0 or its == 0 then return nil end
    return mine + its - far, mine
  end
  local between = "between you and the " .. m.name
  local off_here, mine_here = place(here)
  -- It stands between already and the player walks towards the monster (or it does not know
  -- yet, at the first call): it waits there rather than walk back into their way; next to them,
  -- a step ahead keeps it between without being walked onto.
  local before = seen and from_it[key(seen[1], seen[2])]
  local coming = before ~= nil and before > far
  if off_here == 0 and (seen == nil or coming) then
    if coming and mine_here == 1 then
      local ahead = best_tile(ways, function(r, c)
        local k = key(r, c)
        local off, mine = place(k)
        if ways.steps[k] == 1 and off == 0 and mine == 2 then return 0 end
        return nil
      end)
      if ahead then
        K.move(ways.first[ahead])
        return "Keeping ahead of you, " .. between
      end
    end
    return "Standing " .. between
  end
  -- The best tile it can walk to: on the walk between them (else as little off it as it can),
  -- nearest the player, fewest steps. A way more than DETOUR steps longer than through the
  -- player's tile goes round the player (in a corridor, all round a loop): not taken; the way
  -- through the player's tile is, when it is the only short one (stepping onto it and off again
  -- next tick hands nothing over; on the player's tile every way leads off it already).
  local best, best_off, best_mine, best_n, best_way = nil, nil, nil, nil, nil
  for k, short in pairs(through.steps) do
    local off, mine = place(k)
    local way = ways
    local n = ways.steps[k]
    if n == nil or n > short + DETOUR then way, n = through, short end
    if off and (best == nil or off < best_off or (off == best_off and (mine < best_mine
                or (mine == best_mine and (n < best_n or (n == best_n and k < best)))))) then
      best, best_off, best_mine, best_n, best_way = k, off, mine, n, way
    end
  end
  if best ~= nil and best_off == 0 then
    if best_n > 0 then K.move(best_way.first[best]) end
    if on_player then return "Stepping off your tile, " .. between end
    if best_n == 0 then return "Standing " .. between end
    return "Getting " .. between .. " (" .. plural(best_n, "step") .. ")"
  end
  -- Not between: monsters make it unsafe. It stays close by: on the player's tile with them
  -- when it carries nothing (nothing to hand over; it shields them there as well as anywhere),
  -- else off it (standing a tick there hands everything over).
  local why = "I can't get " .. between .. " safely"
  if on_player and #ai.items == 0 then return why .. "; staying with you" end
  if best ~= nil and best_n > 0 then K.move(best_way.first[best])
  elseif on_player then step_aside(ai, player, monsters, unsafe) end
  return why .. "; staying near you"
end

-- ---------------------------------------------------------------------------------------------
-- keep_distance(what, at_least, at_most)

local function band_words(low, high)
  if high == math_huge then return "at least " .. plural(low, "tile") .. " from " end
  if low == 0 then return "within " .. plural(high, "tile") .. " of " end
  return low .. " to " .. high .. " tiles from "
end

-- The ways that keep to the tiles `off` finds in the band: round walls the lower bound (rows
-- plus columns) and the upper (the walk) part, and the nearest tile inside both may lie only
-- past tiles out of the band (the sixth fresh set's "keep between 4 and 6 tiles from me the
-- whole way" went 8 off chasing one). The player's tile is passed through only in the band.
local function ways_in_band(here, off)
  local avoid = {}
  for k, why in pairs(here.avoid or {}) do avoid[k] = why end
  for k in pairs(here.ways.steps) do
    if off(k // STRIDE, k % STRIDE) > 0 then avoid[k] = "band" end
  end
  local p = here.player
  if off(p.row, p.col) > 0 then avoid[key(p.row, p.col)] = "band" end
  return (K.safe_ways(here.ai, p, here.monsters, {avoid = avoid, off_player = true,
                                                  through = true}))
end

local function keep_band(notes, here, low, high)
  local ai, row, col, name = here.ai, here.row, here.col, here.name
  -- At most: by the walk there (across a wall the thing may be a long way round); at least: by
  -- rows plus columns, never more than the walk, so that both keep it at least that far.
  local far = steps_to(walks_from(here, here.player), row, col)
  local function outside(r, c, lo, hi)
    local d, walk = gap(r, c, row, col), far(r, c)
    return (d < lo and lo - d or 0) + (walk > hi and walk - hi or 0)
  end
  local lo, hi = snug_band(notes.anchor, low, high)
  local function off(r, c) return outside(r, c, low, high) end
  -- The distance said: the walk where there is an upper bound to keep, else rows plus columns.
  local walk, d = far(ai.row, ai.col), gap(ai.row, ai.col, row, col)
  local keeping = "Keeping " .. band_words(low, high) .. name .. " ("
    .. (high == math_huge and d or walk) .. " now)"
  local inside = off(ai.row, ai.col) == 0
  -- On the player's tile (passing through, or the player stepped onto its) it does not stay.
  if outside(ai.row, ai.col, lo, hi) == 0 and not here.shared then return keeping end
  local away = walk <= high
  if not away then d = walk end
  local wanted = " (" .. plural(d, "tile") .. ", " .. (away and "at least " .. low
                                                        or "at most " .. high) .. ")"
  -- The band first, then the tile of slack inside it, then the fewest steps. A band bounded both
  -- ways: out of it, the nearest tile of the band, the tile of slack among those as near (one
  -- farther off may be a long way round the player); in it, the tile of slack by a way that
  -- stays in the band, else it stands there (the band as asked).
  local both = low > 0 and high ~= math_huge
  local ways = (both and inside) and ways_in_band(here, off) or here.ways
  local function score(r, c)
    if here.shared and r == ai.row and c == ai.col then return nil end
    local snug = outside(r, c, lo, hi)
    if not both then return off(r, c) * 1024 + snug end
    if inside then return snug end
    return off(r, c) * 1048576 + ways.steps[key(r, c)] * 256 + math_min(snug, 255)
  end
  local best, _, n = best_tile(ways, score)
  if best ~= nil and n > 0 then
    K.move(ways.first[best])
    if inside then return keeping end
    return (away and "Moving away from " or "Getting closer to ") .. name .. wanted
  end
  if inside and not here.shared then return keeping end
  local blocker = hindrance(here, off)
  if blocker == "player" then return "You're in my way; please step aside" .. wanted end
  if blocker == "monster" then return "Waiting for the monsters to clear the way" .. wanted end
  local words = (away and "I can't get farther from " or "I can't get closer to ") .. name
  if here.fixed then return K.give_up(notes, words .. wanted) end
  return words .. " here" .. wanted
end

local function keep_distance(what, at_least, at_most)
  if at_least == nil and at_most == nil then
    error(S.user_position() .. "keep_distance needs at_least, at_most or both: "
          .. 'keep_distance("player", 3, 5) keeps 3 to 5 tiles from the player, '
          .. 'keep_distance("gorgon", 5) at least 5 from the nearest gorgon, '
          .. 'keep_distance("player", nil, 4) at most 4', 0)
  end
  local low, high = math_tointeger(at_least or 0), math_tointeger(at_most or math_huge)
  high = high or math_huge
  if high < math_max(low, 1) then
    error(S.user_position() .. "keep_distance expects at_most (" .. high .. ") to be 1 or more "
          .. "and no less than at_least (" .. low .. "); use keep_distance(\"player\", 3, 5) "
          .. "for 3 to 5 tiles", 0)
  end
  local notes = K.notes_for("keep_distance", K.label(what) .. "," .. low .. ","
                            .. (high == math_huge and "" or high))
  if notes.done then return "Done" end
  local here = begin_near(notes, what, "to keep my distance from", false)
  if type(here) == "string" then return here end
  return settle(here, keep_band(notes, here, low, high))
end

-- ---------------------------------------------------------------------------------------------
-- patrol(a, b): back and forth between two places; patrol(): round the room.

local function ordinal(n)
  local suffix = ({"st", "nd", "rd"})[n % 10]
  if suffix == nil or (n % 100 >= 11 and n % 100 <= 13) then suffix = "th" end
  return n .. suffix
end

-- A place patrol walks to, fixed at its first call: a tile to stand on, or next to (an item's:
-- standing on it would pick the item up), or the player, who moves. nil and why when none.
local function post_of(place, ai, player, monsters)
  if place == "player" or place == W.player then return {player = true, name = "you"} end
  if place == W.companion then return {row = ai.row, col = ai.col, name = "where I started"} end
  if place == nil then
    return nil, "There is no " .. (S.last_not_found or "such place") .. " to patrol to"
  end
  if type(place) == "string" and PLACES[place] then return named(place, ai, player, monsters) end
  if type(place) == "string" or is_item(place) then
    local p = is_item(place) and place or K.pick(place, ai.row, ai.col)
    if p == nil then return nil, "I can't find " .. article(place) .. " to patrol to" end
    local it = item_of[p]
    if it.row == nil then return nil, "The " .. it.name .. " is not on the ground" end
    return {row = it.row, col = it.col, next_to = true, name = "the " .. it.name}
  end
  local spot = K.reachable_near(ai, player, monsters, place[1], place[2])
  local name = "row " .. place[1] .. ", column " .. place[2]
  if spot == nil then return nil, "I can't find a way to " .. name end
  return {row = spot.row, col = spot.col, name = name}
end

-- The tiles that are not `clear` along each row and each column of the window, counted
-- cumulatively, so that whether a side of a loop is all clear is one subtraction.
local function blocked_counts(clear, top, bottom, left, right)
  local function counts(from, to, is_clear)
    local n, line = 0, {[from - 1] = 0}
    for i = from, to do
      if not is_clear(i) then n = n + 1 end
      line[i] = n
    end
    return line
  end
  local rows, cols = {}, {}
  for r = top, bottom do rows[r] = counts(left, right, function(c) return clear(r, c) end) end
  for c = left, right do cols[c] = counts(top, bottom, function(r) return clear(r, c) end) end
  return rows, cols
end

-- The largest loop round the room the companion stands in: the rectangle of `clear` sides that
-- holds its tile with the longest sides (each side within LOOP_REACH of it), or nil.
local function room_loop(ai, clear)
  local r0, c0 = ai.row, ai.col
  local top, bottom = math_max(1, r0 - LOOP_REACH), math_min(W.nrows, r0 + LOOP_REACH)
  local left, right = math_max(1, c0 - LOOP_REACH), math_min(W.ncols, c0 + LOOP_REACH)
  local rows, cols = blocked_counts(clear, top, bottom, left, right)
  local function open(line, from, to) return line[to] - line[from - 1] == 0 end
  local best, best_size = nil, 0
  for r1 = r0, top, -1 do
    for r2 = math_max(r0, r1 + 1), bottom do
      for c1 = c0, left, -1 do
        for c2 = math_max(c0, c1 + 1), right do
          -- Wider only adds tiles to the top and bottom sides: one blocked ends this pair.
          if not (open(rows[r1], c1, c2) and open(rows[r2], c1, c2)) then break end
          local size = (r2 - r1) + (c2 - c1)
          if size > best_size and open(cols[c1], r1, r2) and open(cols[c2], r1, r2) then
            best, best_size = {r1, c1, r2, c2}, size
          end
        end
      end
    end
  end
  return best
end

-- The longest straight `clear` run through the companion's tile (a corridor), as its two ends,
-- or nil when it has no room to walk at all.
local function corridor_ends(ai, clear)
  local best = nil
  for _, way in ipairs({{0, 1, "left", "right"}, {1, 0, "top", "bottom"}}) do
    local ends = {}
    for side = 1, 2 do
      local sign, r, c = side == 1 and -1 or 1, ai.row, ai.col
      for _ = 1, LOOP_REACH do
        if not clear(r + sign * way[1], c + sign * way[2]) then break end
        r, c = r + sign * way[1], c + sign * way[2]
      end
      ends[side] = {row = r, col = c, name = "the " .. way[side + 2] .. " end of the corridor"}
    end
    local length = gap(ends[1].row, ends[1].col, ends[2].row, ends[2].col)
    if length > 0 and (best == nil or length > best.length) then
      best = {ends[1], ends[2], length = length}
    end
  end
  if best then best.length = nil end
  return best
end

-- patrol()'s places: the loop's corners in walking order, nearest first, and "round the room";
-- or a corridor's ends, nearest first.
-- The loop keeps off the tiles that are unsafe when it begins (monsters wander, leashed, round
-- where they stand) and off the player's.
local function room_posts(ai, player, monsters)
  local _, unsafe = K.safe_ways(ai, player, monsters)
  local function clear(r, c) return is_floor(r, c) and not unsafe[key(r, c)] end
  local loop, posts = room_loop(ai, clear), nil
  if loop then
    local r1, c1, r2, c2 = loop[1], loop[2], loop[3], loop[4]
    posts = {{row = r1, col = c1, name = "the top left corner"},
             {row = r1, col = c2, name = "the top right corner"},
             {row = r2, col = c2, name = "the bottom right corner"},
             {row = r2, col = c1, name = "the bottom left corner"}}
  else
    posts = corridor_ends(ai, clear)
    if posts == nil then return nil end
  end
  local first = 1
  for i, p in ipairs(posts) do
    if K.distance(ai, p) < K.distance(ai, posts[first]) then first = i end
  end
  local out = {}
  for i = 1, #posts do out[i] = posts[(first + i - 2) % #posts + 1] end
  return out, loop and " round the room" or ""
end

local function next_leg(notes)
  notes.leg = notes.leg % #notes.posts + 1
  if notes.leg == 1 then notes.round = notes.round + 1 end
  notes.on, notes.waited = nil, 0
end

local function patrol(a, b)
  local notes = K.notes_for("patrol", K.label(a) .. "," .. K.label(b))
  if notes.done then return "Done" end
  local ai, player, monsters = K.view()
  if notes.posts == nil then
    local posts = {}
    if a == nil and b == nil then
      posts, notes.round_the = room_posts(ai, player, monsters)
      if posts == nil then return K.give_up(notes, "There is no room here to patrol round") end
    else
      -- One place: between it and where the companion started.
      local places = {a, b == nil and W.companion or b}
      for i = 1, 2 do
        local why
        posts[i], why = post_of(places[i], ai, player, monsters)
        if posts[i] == nil then return K.give_up(notes, why) end
      end
    end
    notes.posts, notes.leg, notes.round, notes.waited = posts, 1, 1, 0
  end
  for _ = 1, #notes.posts do
    local post = notes.posts[notes.leg]
    -- The leg's own notes for head_for; "went": arriving is "Done", not "I'm already there".
    notes.on = notes.on or {went = true}
    local status = K.head_for(notes.on, {post.player and player or post},
                              post.player or post.next_to or false, post.name, ai, player,
                              monsters)
    if status ~= "Done" then
      if W.moved then
        notes.waited = 0
        if status == K.STEPPING_AWAY then return status end
        return "Patrolling" .. (notes.round_the or "") .. ": on my way to "
          .. post.name .. " (" .. ordinal(notes.round) .. " round)"
      end
      if notes.on.done then return K.give_up(notes, status) end   -- no way there at all
      notes.waited = notes.waited + 1
      if notes.waited <= PATIENCE then return status end
      next_leg(notes)
      return "The way to " .. post.name .. " stays blocked; going on to "
        .. notes.posts[notes.leg].name
    end
    next_leg(notes)
  end
  local here = notes.posts[notes.leg].name
  return "Patrolling: " .. here .. (here == "you" and " are" or " is") .. " right here"
end

-- ---------------------------------------------------------------------------------------------
-- hand_over(): onto the player's tile and a tick there, which hands the player everything the
-- companion carries.

local function hand_over()
  local notes = K.notes_for("hand_over")
  if notes.done then return "Done" end
  local ai, player, monsters = K.view()
  local n = #ai.items
  if notes.start == nil then notes.start = n end
  if n == 0 then
    notes.done = true
    if notes.start == 0 then return "I have nothing to give you" end
    return "Done"
  end
  local what = K.carrying(W.companion)
  local ways, unsafe = K.safe_ways(ai, player, monsters, {to_player = true})
  local aside = step_aside(ai, player, monsters, unsafe)
  if aside then return aside end
  local _, dir, steps = K.nearest(ways, {player})
  if steps == 0 then return "Handing you " .. what end
  if dir == nil then
    local free = K.safe_ways(ai, player, monsters, {careless = true, to_player = true})
    if K.nearest(free, {player}) then
      return K.wait_for(notes, "I have " .. what .. " for you; waiting for the monsters to "
                        .. "clear the way to you", "the monsters to clear the way to you")
    end
    return "I have " .. what .. " for you but can't find a way to you"
  end
  K.move(dir)
  return "Bringing you " .. what .. " (" .. plural(steps, "step") .. ")"
end

for name, impl in pairs({guard = guard, protect = protect, keep_distance = keep_distance,
                         patrol = patrol, hand_over = hand_over}) do
  S.register_skill(name, impl)
end
