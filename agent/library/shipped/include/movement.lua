-- Moving without harm. Each tick ai moves first, then monsters may wander a tile, then every
-- monster next to ai fights it, and one ai cannot defeat costs it health. So ai never stands
-- where such a monster could be next to it after wandering, and walks round those tiles. A
-- companion sharing the player's tile hands the player everything it carries, so on an errand
-- ai never steps onto the player. When no harmless way leads to the goal, ai waits (monsters
-- wander, the player moves) and steps away from a monster that comes close.
local STEPS = {{"w", -1, 0}, {"a", 0, -1}, {"s", 1, 0}, {"d", 0, 1}}

local function key(row, col)
  return row * 1024 + col
end

-- Whether ai defeats `monster`. Shooting a bat uses up an arrow, so ai takes a bat on only
-- with an arrow for every bat close enough to join in (pass `monsters` to count them).
local function beats(ai, monster, monsters)
  if monster.weakness ~= "bow" then
    return ai:has_item(monster.weakness)
  end
  local arrows, bats = 0, 0
  for _, item in ipairs(ai.items) do
    if item.name == "arrow" then arrows = arrows + 1 end
  end
  for _, m in ipairs(monsters or {monster}) do
    if m.weakness == "bow" and m:distance_to(monster) <= 3 then bats = bats + 1 end
  end
  return ai:has_item("bow") and arrows >= bats
end

-- The tiles ai must not step on, each with what makes it unsafe. opts.fight: monsters ai
-- defeats may come close (the fight is the point); opts.careless: monsters do not count;
-- opts.to_player: ai may step onto the player's tile.
local function unsafe_tiles(ai, player, monsters, opts)
  opts = opts or {}
  local unsafe = {}
  for _, m in ipairs(monsters) do
    local p = m.position
    local reach = {p}
    if not opts.careless and not (opts.fight and beats(ai, m, monsters)) then
      -- Where it may wander to this tick, and every tile next to where it may be.
      for _, s in ipairs(STEPS) do
        local r, c = p[1] + s[2], p[2] + s[3]
        if valid_move({r, c}) then reach[#reach + 1] = {r, c} end
      end
      for _, t in ipairs(reach) do
        for _, s in ipairs(STEPS) do unsafe[key(t[1] + s[2], t[2] + s[3])] = m.name end
      end
    end
    if not opts.careless then
      for _, t in ipairs(reach) do unsafe[key(t[1], t[2])] = m.name end
    end
  end
  if not opts.to_player then
    unsafe[key(player.position[1], player.position[2])] = "player"
  end
  return unsafe
end

-- Every tile ai can walk to without harm: ways[key(row, col)] = {first step, number of steps}
-- (breadth first from where ai stands), and the unsafe tiles.
local function safe_ways(ai, player, monsters, opts)
  local unsafe = unsafe_tiles(ai, player, monsters, opts)
  local here = ai.position
  local ways, queue, head = {[key(here[1], here[2])] = {nil, 0}}, {here}, 1
  while head <= #queue do
    local cell = queue[head]
    local way = ways[key(cell[1], cell[2])]
    head = head + 1
    for _, s in ipairs(STEPS) do
      local r, c = cell[1] + s[2], cell[2] + s[3]
      if ways[key(r, c)] == nil and not unsafe[key(r, c)] and valid_move({r, c}) then
        ways[key(r, c)] = {way[1] or s[1], way[2] + 1}
        queue[#queue + 1] = {r, c}
      end
    end
  end
  return ways, unsafe
end

-- The nearest of `things` ai can reach by `ways`, among those called `wanted` (or that
-- `wanted(thing)` accepts; nil: any): the thing, the first step and the number of steps.
-- With `next_to`, getting next to it is enough (0 steps: ai is there).
local function nearest(ways, things, wanted, next_to)
  local best, best_way = nil, nil
  for _, thing in ipairs(things) do
    if wanted == nil or thing.name == wanted or (type(wanted) == "function" and wanted(thing)) then
      local p = thing.position
      local spots = {p}
      if next_to then
        spots = {}
        for _, s in ipairs(STEPS) do spots[#spots + 1] = {p[1] + s[2], p[2] + s[3]} end
      end
      for _, spot in ipairs(spots) do
        local way = ways[key(spot[1], spot[2])]
        if way and (best_way == nil or way[2] < best_way[2]) then
          best, best_way = thing, way
        end
      end
    end
  end
  if best then return best, best_way[1], best_way[2] end
  return nil
end

-- Why ai cannot reach the wanted thing harmlessly: "monster" when monsters are in the way,
-- "player" when the player is, nil when there is no way at all.
local function in_the_way(ai, player, monsters, things, wanted, next_to)
  if nearest(safe_ways(ai, player, monsters, {careless = true}), things, wanted, next_to) then
    return "monster"
  end
  local ways = safe_ways(ai, player, monsters, {careless = true, to_player = true})
  if nearest(ways, things, wanted, next_to) then return "player" end
  return nil
end

-- When ai stands on an unsafe tile, step to a safe one, or at least away from the monsters
-- (the step that leaves the nearest one farthest); true if it moved.
local function retreat(ai, monsters, unsafe)
  local here = ai.position
  if not unsafe[key(here[1], here[2])] then return false end
  local function room(r, c)
    if not unsafe[key(r, c)] then return 1000 end
    local d = 1000
    for _, m in ipairs(monsters) do
      d = math.min(d, math.abs(m.position[1] - r) + math.abs(m.position[2] - c))
    end
    return d
  end
  local best, best_room = nil, room(here[1], here[2])
  for _, s in ipairs(STEPS) do
    local r, c = here[1] + s[2], here[2] + s[3]
    if valid_move({r, c}) and unsafe[key(r, c)] ~= "player" and room(r, c) > best_room then
      best, best_room = s[1], room(r, c)
    end
  end
  if best then ai:move(best) end
  return best ~= nil
end

local function waiting(what, blocker)
  if blocker == "player" then
    return "You're in my way to the " .. what .. "; please step aside"
  end
  return "Waiting for the monsters to clear the way to the " .. what
end
