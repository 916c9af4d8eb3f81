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
  if retreat(ai, player, monsters) then
    return "Stepping away from a monster"
  end
  local target, dir, steps, blocker = nearest(ai, player, monsters, items, wanted(ai))
  if target then
    ai:move(dir)
    return "Getting the " .. target.name .. " (" .. steps .. " steps away)"
  end
  if blocker == "player" then
    return waiting("bow and arrows", blocker)
  end
  return "Done"
end
