-- id = "bow_and_arrows"
-- description = "Pick up the bow and every arrow on the ground, nearest first; Done when none is left that can be reached without a fight."
-- examples = [
--   "get the bow and all the arrows",
--   "pick up the bow and every arrow",
--   "collect the bow and all arrows",
--   "grab the bow and all of the arrows",
--   "gather the bow and the arrows",
--   "arm yourself with the bow and all the arrows",
-- ]

-- @include movement

local function wanted(ai)
  return function(item)
    return item.name == "arrow" or (item.name == "bow" and not ai:has_item("bow"))
  end
end

function update_func(player, ai, monsters, items)
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local target, dir, steps = nearest(ways, items, wanted(ai))
  if target then
    ai:move(dir)
    return "Getting the " .. target.name .. " (" .. steps .. " steps away)"
  end
  local blocker = in_the_way(ai, player, monsters, items, wanted(ai))
  if blocker then
    return waiting("bow and arrows", blocker)
  end
  return "Done"
end
