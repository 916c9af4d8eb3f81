-- id = "kill_all"
-- description = "Kill every MONSTER (or every monster of any kind): first collect what defeats them (a sword for gorgons; the bow and an arrow per bat), then hunt the nearest; Done when none is left."
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

function update_func(player, ai, monsters, items)
  if retreat(ai, player, monsters) then
    return "Stepping away from a monster"
  end
  -- How many of each weapon the remaining targets call for: every shot at a bat uses an arrow.
  local needed, left = {}, 0
  for _, monster in ipairs(monsters) do
    if is_target(monster) then
      left = left + 1
      needed[monster.weakness] = 1
      if monster.weakness == "bow" then needed.arrow = (needed.arrow or 0) + 1 end
    end
  end
  if left == 0 then
    return "Done"
  end
  local item, dir, steps, item_blocker = nearest(ai, player, monsters, items, function(thing)
    return needed[thing.name] ~= nil and count(ai.items, thing.name) < needed[thing.name]
  end)
  if item then
    ai:move(dir)
    return "Arming up: getting the " .. item.name .. " (" .. left .. " monsters to go)"
  end
  local target, blocker
  target, dir, steps, blocker = nearest(ai, player, monsters, monsters, function(monster)
    return is_target(monster) and beats(ai, monster)
  end)
  if target == nil then
    blocker = blocker or item_blocker
    if blocker then
      return waiting("monsters", blocker)
    end
    return "I can't fight the " .. left .. " monsters left: no weapon for them within reach"
  end
  if steps > 1 then
    ai:move(dir)
  end
  return "Hunting the " .. target.name .. " (" .. left .. " to go)"
end
