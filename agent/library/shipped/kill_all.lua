-- id = "kill_all"
-- description = "Kill every MONSTER (or every monster of any kind): first collect what defeats them (a sword for gorgons; the bow and an arrow per bat), then hunt the nearest, arming against and clearing other monsters that block the way; Done when none is left."
-- examples = [
--   "kill all the bats",
--   "kill all the monsters",
--   "kill every bat",
--   "slay all monsters",
--   "clear the dungeon of monsters",
--   "wipe out the bats",
--   "get rid of all the bats",
--   "destroy every monster in the dungeon",
--   "hunt down all the bats",
--   "exterminate the monsters",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

-- @include movement

-- @include count

local function is_target(monster)
  return params.monster == nil or monster.name == params.monster
end

local function any_monster()
  return true
end

-- What defeats the monsters `which` accepts: their weakness; every shot at a bat uses an arrow.
local function weapons_for(monsters, which)
  local needed = {}
  for _, monster in ipairs(monsters) do
    if which(monster) then
      needed[monster.weakness] = 1
      if monster.weakness == "bow" then needed.arrow = (needed.arrow or 0) + 1 end
    end
  end
  return needed
end

function update_func(player, ai, monsters, items)
  local left = count(monsters, is_target)
  if left == 0 then
    return "Done"
  end
  local ways, unsafe = safe_ways(ai, player, monsters, {fight = true})
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local function lacking(needed)
    return function(item) return count(ai.items, item.name) < (needed[item.name] or 0) end
  end
  local function beatable(monster)
    return beats(ai, monster, monsters)
  end
  local function fightable(monster)
    return is_target(monster) and beatable(monster)
  end
  -- Arm up, then hunt the nearest.
  local item, dir, steps = nearest(ways, items, lacking(weapons_for(monsters, is_target)))
  if item then
    ai:move(dir)
    return "Arming up: getting the " .. item.name .. " (" .. left .. " to go)"
  end
  local target
  target, dir, steps = nearest(ways, monsters, fightable, true)
  local blocked = target == nil and in_the_way(ai, player, monsters, monsters, is_target, true)
  if blocked == "monster" then
    -- Other monsters stand in the way: arm against them too and clear the way.
    item, dir, steps = nearest(ways, items, lacking(weapons_for(monsters, any_monster)))
    if item then
      ai:move(dir)
      return "Getting the " .. item.name .. " to get past the monsters in the way"
    end
    target, dir, steps = nearest(ways, monsters, beatable, true)
  end
  if target == nil then
    local blocker = in_the_way(ai, player, monsters, monsters, is_target, true)
    if blocker then
      return waiting("monsters", blocker)
    end
    return "I can't fight the " .. left .. " monsters left: no weapon for them within reach"
  end
  if steps > 0 then
    ai:move(dir)
  end
  return "Hunting the " .. target.name .. " (" .. left .. " to go)"
end
