-- id = "bring_item"
-- description = "Fetch the nearest ITEM, then walk onto the player's tile so the game hands it over; Done when the player has it."
-- examples = [
--   "bring me the sword",
--   "bring me a bow",
--   "fetch me an arrow",
--   "get the sword and bring it to me",
--   "bring the bow back to me",
--   "hand me the sword",
--   "give me the bow",
--   "I need the sword, bring it here",
--   "deliver an arrow to me",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

-- @include movement

function update_func(player, ai, monsters, items)
  local item = params.item
  if player:has_item(item) or ai.gave_up == params.order_id then
    return "Done"
  end
  local ways, unsafe = safe_ways(ai, player, monsters, {to_player = ai:has_item(item)})
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  if ai:has_item(item) then
    -- Sharing the player's tile hands over everything ai carries.
    local _, dir = nearest(ways, {player})
    if dir == nil then
      return "I have the " .. item .. "; waiting for a safe way to you"
    end
    ai:move(dir)
    return "Bringing you the " .. item
  end
  local target, dir, steps = nearest(ways, items, item)
  if target then
    ai:move(dir)
    return "Getting the " .. item .. " for you (" .. steps .. " steps away)"
  end
  local blocker = in_the_way(ai, player, monsters, items, item)
  if blocker then
    return waiting(item, blocker)
  end
  ai.gave_up = params.order_id
  return "I can't find a " .. item .. " to bring you"
end
