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
  if retreat(ai, player, monsters) then
    return "Stepping away from a monster"
  end
  local target, dir, steps, blocker = nearest(ai, player, monsters, items, item)
  if target then
    ai:move(dir)
    return "Collecting " .. item .. "s (next one " .. steps .. " steps away)"
  end
  if blocker == "player" then
    return waiting(item, blocker)
  end
  -- What a monster guards stays where it is: fighting is another order.
  return "Done"
end
