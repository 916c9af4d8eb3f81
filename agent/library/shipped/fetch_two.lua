-- id = "fetch_two"
-- description = "Pick up FIRST, then SECOND (the nearest of each on the ground); Done when both are carried."
-- examples = [
--   "pick up the bow, then pick up an arrow",
--   "get the bow and then an arrow",
--   "grab the sword, then the bow",
--   "fetch the bow and an arrow",
--   "first get the bow, then get an arrow",
--   "pick up an arrow and the bow",
--   "collect the sword and then the bow",
--   "get a bow and an arrow",
-- ]
-- [params.first]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- [params.second]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

-- @include movement

-- @include count

function update_func(player, ai, monsters, items)
  if ai.gave_up == params.order_id then
    return "Done"
  end
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  -- "an arrow, then another arrow" needs two: count what each step asks for so far.
  local wanted = {}
  for _, name in ipairs({params.first, params.second}) do
    wanted[name] = (wanted[name] or 0) + 1
    if count(ai.items, name) < wanted[name] then
      local target, dir, steps = nearest(ways, items, name)
      if target then
        ai:move(dir)
        return "Getting the " .. name .. " (" .. steps .. " steps away)"
      end
      local blocker = in_the_way(ai, player, monsters, items, name)
      if blocker then
        return waiting(name, blocker)
      end
      ai.gave_up = params.order_id
      return "I can't find a " .. name .. " to pick up"
    end
  end
  return "Done"
end
