-- Moving without harm. Standing next to a monster ai cannot defeat costs health, and sharing
-- the player's tile hands the player everything ai carries. A path that would do either is not
-- taken: ai tries another first step, or waits (monsters wander, the player moves).
local STEPS = {{"w", -1, 0}, {"a", 0, -1}, {"s", 1, 0}, {"d", 0, 1}}

local function beats(ai, monster)
  if monster.weakness == "bow" then
    return ai:has_item("bow") and ai:has_item("arrow")
  end
  return ai:has_item(monster.weakness)
end

-- nil when ai may stand at row, col on its way to goal; else what is in the way.
local function hazard(ai, player, monsters, row, col, goal)
  local at_goal = row == goal[1] and col == goal[2]
  local p = player.position
  if not at_goal and #ai.items > 0 and row == p[1] and col == p[2] then
    return "player"
  end
  for _, m in ipairs(monsters) do
    local d = math.abs(m.position[1] - row) + math.abs(m.position[2] - col)
    if (d == 0 and not at_goal) or (d == 1 and not beats(ai, m)) then
      return m.name
    end
  end
  return nil
end

local function path_hazard(ai, player, monsters, from, path, goal)
  local row, col = from[1], from[2]
  for _, dir in ipairs(path) do
    for _, s in ipairs(STEPS) do
      if s[1] == dir then row, col = row + s[2], col + s[3] end
    end
    local what = hazard(ai, player, monsters, row, col, goal)
    if what then return what end
  end
  return nil
end

-- The first step of the shortest harmless way to target and its length; or nil and what
-- blocks it. `path` is ai:find_path_to(target) when the caller has it already.
local function route(ai, player, monsters, target, path)
  local goal, here = target.position, ai.position
  path = path or ai:find_path_to(target)
  if #path == 0 then return nil, nil end
  local blocker = path_hazard(ai, player, monsters, here, path, goal)
  if blocker == nil then return path[1], #path end
  if blocker ~= "player" then return nil, blocker end
  -- Paths skirt monsters already, but not the player: try going round by another first step.
  local best, best_len = nil, nil
  for _, s in ipairs(STEPS) do
    local pos = {here[1] + s[2], here[2] + s[3]}
    if valid_move(pos) and not hazard(ai, player, monsters, pos[1], pos[2], goal) then
      local rest = find_path_astar(pos, target)
      local arrived = pos[1] == goal[1] and pos[2] == goal[2]
      if (arrived or #rest > 0) and not path_hazard(ai, player, monsters, pos, rest, goal)
          and (best_len == nil or #rest + 1 < best_len) then
        best, best_len = s[1], #rest + 1
      end
    end
  end
  if best then return best, best_len end
  return nil, blocker
end

-- The nearest thing ai can reach harmlessly among those named `name` (or that `name(thing)`
-- accepts): thing, first step, length; else nil, and what blocks the way if something does.
local function nearest(ai, player, monsters, things, name)
  local found = {}
  for _, thing in ipairs(things) do
    if (type(name) == "function" and name(thing)) or thing.name == name then
      local path = ai:find_path_to(thing)
      if #path > 0 then found[#found + 1] = {thing = thing, path = path} end
    end
  end
  table.sort(found, function(a, b) return #a.path < #b.path end)
  local blocker = nil
  for _, f in ipairs(found) do
    local dir, len_or_blocker = route(ai, player, monsters, f.thing, f.path)
    if dir then return f.thing, dir, len_or_blocker end
    blocker = blocker or len_or_blocker
  end
  return nil, nil, nil, blocker
end

-- When a monster ai cannot defeat stands next to it, step away; true if it did.
local function retreat(ai, player, monsters)
  local here = ai.position
  if not hazard(ai, player, monsters, here[1], here[2], here) then return false end
  for _, s in ipairs(STEPS) do
    local pos = {here[1] + s[2], here[2] + s[3]}
    if valid_move(pos) and not hazard(ai, player, monsters, pos[1], pos[2], {0, 0}) then
      ai:move(s[1])
      return true
    end
  end
  return false
end

local function waiting(what, blocker)
  if blocker == "player" then
    return "You're in my way to the " .. what .. "; step aside so I don't hand you what I carry"
  end
  return "Waiting for the " .. (blocker or "way") .. " to clear the path to the " .. what
end
