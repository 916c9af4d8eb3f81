-- id = "gather_all"
-- description = "Pick up every ITEM lying on the ground, nearest first; Done when none is left that can be reached without a fight."
-- examples = [
--   "get all the arrows",
--   "collect every arrow",
--   "pick up all the arrows",
--   "gather all the arrows you can find",
--   "grab every sword",
--   "collect all arrows in the dungeon",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

-- @include movement

function update_func(player, ai, monsters, items)
  local item = params.item
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local target, dir, steps = nearest(ways, items, item)
  if target then
    ai:move(dir)
    return "Collecting " .. item .. "s (next one " .. steps .. " steps away)"
  end
  local blocker = in_the_way(ai, player, monsters, items, item)
  if blocker then
    return waiting(item, blocker)
  end
  return "Done"
end
