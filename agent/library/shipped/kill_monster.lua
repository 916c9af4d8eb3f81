-- id = "kill_monster"
-- description = "Kill the nearest MONSTER: first pick up what the order lists (FIRST, then SECOND) and what defeats it (gorgon: a sword; bat: a bow and an arrow); Done after one falls."
-- examples = [
--   "kill the gorgon",
--   "kill a bat",
--   "finish off the gorgon",
--   "attack the bat",
--   "go kill the monster",
--   "fight the gorgon",
--   "defeat a bat",
--   "take out the gorgon",
--   "hunt down a bat",
--   "destroy the monster",
--   "pick up the bow, then pick up an arrow, then kill a bat",
--   "pick up the bow, then an arrow, then kill a bat",
--   "go get the sword, then kill the gorgon",
--   "get the sword and kill the gorgon",
--   "grab the bow and an arrow and shoot a bat",
--   "take the sword and go slay the gorgon",
--   "arm yourself with the sword and attack the gorgon",
--   "get a bow and arrow, then hunt a bat",
-- ]
-- [params.first]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- optional = true
-- [params.second]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- optional = true
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- from_world = "nearest"

-- @include movement

-- @include count

-- What defeats a monster: its weakness; a bow also needs an arrow to shoot, which is used up.
local function weapons_for(monster)
  if monster.weakness == "bow" then return {"bow", "arrow"} end
  return {monster.weakness}
end

local function give_up(ai, message)
  ai.gave_up = params.order_id
  return message
end

function update_func(player, ai, monsters, items)
  local kind = params.monster
  if ai.gave_up == params.order_id then
    return "Done"
  end
  -- Count at the start of this order; one fewer means one fell.
  if ai.kill_order ~= params.order_id then
    ai.kill_order = params.order_id
    ai.kill_start = count(monsters, kind)
  end
  local left = count(monsters, kind)
  if left < ai.kill_start then
    return "Done"
  end
  if left == 0 then
    return give_up(ai, "There is no " .. kind .. " left")
  end
  local ways, unsafe = safe_ways(ai, player, monsters, {fight = true})
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  -- What the order lists, in its order, then whatever defeats the monster.
  local wanted, needed = {}, {}
  local function want(name, n)
    if needed[name] == nil then
      wanted[#wanted + 1] = name
      needed[name] = 0
    end
    needed[name] = math.max(needed[name], n)
  end
  if params.first ~= nil then
    want(params.first, 1)
  end
  if params.second ~= nil then
    want(params.second, params.second == params.first and 2 or 1)
  end
  for _, monster in ipairs(monsters) do
    if monster.name == kind then
      for _, name in ipairs(weapons_for(monster)) do want(name, 1) end
      break
    end
  end
  for _, name in ipairs(wanted) do
    if count(ai.items, name) < needed[name] then
      local item, dir, steps = nearest(ways, items, name)
      if item then
        ai:move(dir)
        return "Getting the " .. name .. " to fight the " .. kind
          .. " (" .. steps .. " steps away)"
      end
      local blocker = in_the_way(ai, player, monsters, items, name)
      if blocker then
        return waiting(name, blocker)
      end
      return give_up(ai, "I need a " .. name .. " to fight the " .. kind .. " but can't find one")
    end
  end
  -- The fight starts by itself once ai stands next to it; its own tile cannot be entered.
  local target, dir, steps = nearest(ways, monsters, kind, true)
  if target == nil then
    local blocker = in_the_way(ai, player, monsters, monsters, kind, true)
    if blocker then
      return waiting(kind, blocker)
    end
    return give_up(ai, "I can't reach a " .. kind)
  end
  if steps > 0 then
    ai:move(dir)
  end
  return "Attacking the " .. kind
end
