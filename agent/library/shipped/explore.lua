-- id = "explore"
-- description = "Explore the dungeon: always walk to the nearest tile not yet visited, keeping clear of monsters; Done when every reachable tile has been visited."
-- examples = [
--   "explore the dungeon",
--   "look around",
--   "explore",
--   "have a wander",
--   "scout the area",
--   "go exploring",
--   "wander around the maze",
--   "map out the dungeon",
--   "have a look around the place",
--   "search the dungeon",
-- ]

local DIRS = {{"w", -1, 0}, {"a", 0, -1}, {"s", 1, 0}, {"d", 0, 1}}
local STRIDE = 1024
local AREA_CAP = 100
-- The nearest unvisited tiles weighed per tick: bounds the work on a large map.
local MAX_WEIGHED = 24

local function key(row, col)
  return row * STRIDE + col
end

-- Tiles within `reach` steps of a monster: a monster next to ai fights it.
local function danger_zone(monsters, reach)
  local zone = {}
  for _, monster in ipairs(monsters) do
    local p = monster.position
    for dr = -reach, reach do
      for dc = -reach, reach do
        if math.abs(dr) + math.abs(dc) <= reach then
          zone[key(p[1] + dr, p[2] + dc)] = true
        end
      end
    end
  end
  return zone
end

-- How many unvisited tiles a step onto (row, col) opens up: those reachable from it through
-- unvisited tiles only, counted up to `cap`.
local function unexplored_area(row, col, visited, blocked, cap)
  local k = key(row, col)
  if visited[k] or blocked[k] or not valid_move({row, col}) then return 0 end
  local seen, queue, head = {[k] = true}, {{row, col}}, 1
  while head <= #queue and #queue < cap do
    local cell = queue[head]
    head = head + 1
    for _, d in ipairs(DIRS) do
      local r, c = cell[1] + d[2], cell[2] + d[3]
      k = key(r, c)
      if not seen[k] and not visited[k] and not blocked[k] and valid_move({r, c}) then
        seen[k] = true
        queue[#queue + 1] = {r, c}
      end
    end
  end
  return #queue
end

-- The first step towards `goal` if it is still unvisited and reachable, else towards the best
-- unvisited tile: the one that opens the largest unexplored area for the walk there (a short
-- dead end costs two steps per new tile, in and out again; an open stretch costs one). Returns
-- the step and the goal it heads for.
local function next_step(start, visited, blocked, goal)
  local first = {[key(start[1], start[2])] = false}
  local queue, dist, head = {{start[1], start[2]}}, {0}, 1
  local best, best_key, best_value, weighed = nil, nil, nil, 0
  while head <= #queue do
    local cell, d0 = queue[head], dist[head]
    head = head + 1
    local cell_first = first[key(cell[1], cell[2])]
    for _, d in ipairs(DIRS) do
      local r, c = cell[1] + d[2], cell[2] + d[3]
      local k = key(r, c)
      if first[k] == nil and not blocked[k] and valid_move({r, c}) then
        first[k] = cell_first or d[1]
        if k == goal and not visited[k] then
          return first[k], k
        end
        if visited[k] then
          queue[#queue + 1] = {r, c}
          dist[#dist + 1] = d0 + 1
        elseif weighed < MAX_WEIGHED then
          weighed = weighed + 1
          local value = unexplored_area(r, c, visited, blocked, AREA_CAP) - d0
          if best_value == nil or value > best_value then
            best, best_key, best_value = first[k], k, value
          end
        end
      end
    end
  end
  return best, best_key
end

-- Moves ai off a tile of `zone`, if it stands on one and a neighbour is free of it.
local function step_away(ai, zone)
  local here = ai.position
  if not zone[key(here[1], here[2])] then return false end
  for _, d in ipairs(DIRS) do
    local r, c = here[1] + d[2], here[2] + d[3]
    if not zone[key(r, c)] and valid_move({r, c}) then
      ai:move(d[1])
      return true
    end
  end
  return false
end

function update_func(player, ai, monsters, items)
  if ai.explore_order ~= params.order_id then
    ai.explore_order = params.order_id
    ai.visited = {}
    ai.explore_goal = nil
  end
  local visited = ai.visited
  local here = ai.position
  visited[key(here[1], here[2])] = true
  -- Off the tiles next to monsters (a monster next to ai fights it); if monsters close every
  -- way on, wait for them to wander off, stepping aside when one comes close.
  local danger = danger_zone(monsters, 1)
  if step_away(ai, danger) then
    return "Stepping away from a monster"
  end
  local step, goal = next_step(here, visited, danger, ai.explore_goal)
  ai.explore_goal = goal
  ai.visited = visited
  if step == nil then
    if next_step(here, visited, {}, nil) then
      step_away(ai, danger_zone(monsters, 2))
      return "Waiting for a monster to move out of the way"
    end
    return "Done"
  end
  ai:move(step)
  here = ai.position
  visited[key(here[1], here[2])] = true
  ai.visited = visited
  local seen = 0
  for _ in pairs(visited) do seen = seen + 1 end
  return "Exploring: " .. seen .. " tiles visited"
end
