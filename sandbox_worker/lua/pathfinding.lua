-- Shortest paths on the maze for find_path_to and find_path_astar. Trusted code.
--
-- A breadth-first distance field grows from the goal only as far as a query needs, and is kept
-- per (goal, tiles to avoid). A path walks down the field, taking the first of w, a, s, d that
-- gets one step closer. The answer depends only on the start, the goal and the tiles avoided,
-- never on what the cache holds, so a replacement worker answers exactly as the old one did;
-- and a companion walking towards a fixed goal pays for the search once, not every tick.

local S = ...
local is_floor = S.is_floor
local tbl_move = table.move

local DIRS = {{"w", -1, 0}, {"a", 0, -1}, {"s", 1, 0}, {"d", 0, 1}}
local STRIDE = 1024          -- cell key = row * STRIDE + col (mazes are at most 1000 wide)
local MAX_FIELDS = 64

local fields, count = {}, 0

function S.clear_path_cache()
  fields, count = {}, 0
end

local function field_for(goal_key, avoid, signature)
  local key = goal_key .. "/" .. signature
  local field = fields[key]
  if not field then
    if count >= MAX_FIELDS then fields, count = {}, 0 end
    field = {dist = {[goal_key] = 0}, queue = {goal_key}, head = 1, tail = 1, avoid = avoid,
             routes = {}, places = {}}
    fields[key] = field
    count = count + 1
  end
  return field
end

-- Expand one cell of the frontier; false when there is nothing left to expand.
local function expand(field)
  local head = field.head
  if head > field.tail then return false end
  local dist, queue, avoid = field.dist, field.queue, field.avoid
  local cell = queue[head]
  field.head = head + 1
  local d = dist[cell] + 1
  local r, c = cell // STRIDE, cell % STRIDE
  for i = 1, 4 do
    local dir = DIRS[i]
    local nr, nc = r + dir[2], c + dir[3]
    local nk = nr * STRIDE + nc
    if dist[nk] == nil and not (avoid and avoid[nk]) and is_floor(nr, nc) then
      dist[nk] = d
      local tail = field.tail + 1
      field.tail = tail
      queue[tail] = nk
    end
  end
  return true
end

-- Distances are final for every layer below the one being expanded.
local function settled_below(field)
  local head = field.head
  if head > field.tail then return math.huge end
  return field.dist[field.queue[head]]
end

-- Walk down the field from (r, c), appending to `path` after index n. Every cell walked through
-- remembers this path and where its own steps start in it, so a later walk that reaches one of
-- them (the companion a step further along, next tick) copies the rest instead of walking it.
local function walk(field, r, c, path, n)
  local dist, routes, places = field.dist, field.routes, field.places
  local cell = r * STRIDE + c
  local d = dist[cell]
  while d > 0 do
    local route = routes[cell]
    if route then
      local at = places[cell]
      tbl_move(route, at, at + d - 1, n + 1, path)
      return path
    end
    routes[cell], places[cell] = path, n + 1
    for i = 1, 4 do
      local dir = DIRS[i]
      local nr, nc = r + dir[2], c + dir[3]
      local next_cell = nr * STRIDE + nc
      if dist[next_cell] == d - 1 then
        n = n + 1
        path[n] = dir[1]
        r, c, d, cell = nr, nc, d - 1, next_cell
        break
      end
    end
  end
  return path
end

-- A path from a cell the field does not enter (a wall, a tile to avoid): step to the closest
-- neighbour it does enter, then walk.
local function path_from_outside(field, sr, sc)
  local dist = field.dist
  local best, best_d = nil, math.huge
  local function scan()
    for i = 1, 4 do
      local dir = DIRS[i]
      local d = dist[(sr + dir[2]) * STRIDE + sc + dir[3]]
      if d and d < best_d then best, best_d = dir, d end
    end
  end
  repeat scan() until (best and settled_below(field) > best_d) or not expand(field)
  scan()
  if not best then return nil end
  return walk(field, sr + best[2], sc + best[3], {best[1]}, 1)
end

local function search(field, sr, sc)
  local dist, start = field.dist, sr * STRIDE + sc
  local inside = is_floor(sr, sc) and not (field.avoid and field.avoid[start])
  if not inside then return path_from_outside(field, sr, sc) end
  while dist[start] == nil do
    if not expand(field) then return nil end
  end
  return walk(field, sr, sc, {}, 0)
end

-- Directions from start to goal, {} when start == goal or no path exists. Tiles in `avoid`
-- (a set of cell keys, with `signature` naming it) are used only when no path avoids them.
local function find_path(sr, sc, gr, gc, avoid, signature)
  if (sr == gr and sc == gc) or not is_floor(gr, gc) then return {} end
  local goal = gr * STRIDE + gc
  local path = avoid and search(field_for(goal, avoid, signature), sr, sc)
  path = path or search(field_for(goal, nil, ""), sr, sc)
  if not path then return {} end
  return tbl_move(path, 1, #path, 1, {})     -- the caller's own copy: the cache keeps the path
end

-- A limit reached (or memory running out) in the middle of growing a field leaves it half
-- built: drop every field before the error goes on.
local function settle(ok, ...)
  if ok then return ... end
  S.clear_path_cache()
  error((...), 0)
end

function S.find_path(...)
  return settle(pcall(find_path, ...))
end

S.CELL_STRIDE = STRIDE
