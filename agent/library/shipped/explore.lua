-- id = "explore"
-- description = "Explore the dungeon: walk to the unvisited tile that opens the most unexplored ground, keeping two tiles from monsters and off the player's tile; Done when every reachable tile has been visited."
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

-- @include movement

local AREA_CAP = 100
-- The nearest unvisited tiles weighed per tick: bounds the work on a large map.
local MAX_WEIGHED = 24

-- How many unvisited tiles a step onto (row, col) opens up: those reachable from it through
-- unvisited tiles only, counted up to `cap`.
local function unexplored_area(row, col, visited, blocked, cap)
  local k = key(row, col)
  if visited[k] or blocked[k] or not valid_move({row, col}) then return 0 end
  local seen, queue, head = {[k] = true}, {{row, col}}, 1
  while head <= #queue and #queue < cap do
    local cell = queue[head]
    head = head + 1
    for _, d in ipairs(STEPS) do
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
    for _, d in ipairs(STEPS) do
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

function update_func(player, ai, monsters, items)
  if ai.explore_order ~= params.order_id then
    ai.explore_order = params.order_id
    ai.visited = {}
    ai.explore_goal = nil
  end
  local visited = ai.visited
  local here = ai.position
  visited[key(here[1], here[2])] = true
  ai.visited = visited
  -- Tiles where a monster could reach ai, and the player's tile, are off limits; when they
  -- close every way on, ai waits for the monsters (or the player) to move.
  local unsafe = unsafe_tiles(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local step, goal = next_step(here, visited, unsafe, ai.explore_goal)
  ai.explore_goal = goal
  if step == nil then
    if next_step(here, visited, {}, nil) then
      return "Waiting for the way to clear"
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
