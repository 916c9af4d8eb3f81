-- id = "fetch_item"
-- description = "Walk to the nearest ITEM on the ground and pick it up; Done once it is carried."
-- examples = [
--   "go get the sword",
--   "pick up the bow",
--   "get the sword",
--   "grab an arrow",
--   "fetch the bow",
--   "go pick up the sword",
--   "collect the arrow",
--   "find the sword and take it",
--   "go get the sword and tell me when you have it",
--   "pick up the bow and let me know when you've got it",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

-- @include movement

function update_func(player, ai, monsters, items)
  local item = params.item
  -- Said once, then finished: order_id tells this order's note from an earlier order's.
  if ai:has_item(item) or ai.gave_up == params.order_id then
    return "Done"
  end
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local target, dir, steps = nearest(ways, items, item)
  if target then
    ai:move(dir)
    return "Getting the " .. item .. " (" .. steps .. " steps away)"
  end
  local blocker = in_the_way(ai, player, monsters, items, item)
  if blocker then
    return waiting(item, blocker)
  end
  ai.gave_up = params.order_id
  return "I can't find a " .. item .. " to pick up"
end
