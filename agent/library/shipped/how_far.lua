-- id = "how_far"
-- description = "Say how far (in tiles, rows plus columns) the nearest THING (an item, a monster, or the player) is from the companion; then Done."
-- examples = [
--   "how far is the sword?",
--   "how far away is the gorgon?",
--   "what's the distance to the bow?",
--   "how far are you from me?",
--   "how many tiles to the nearest arrow?",
--   "is the bat far from you?",
--   "how close is the gorgon?",
--   "how far off is the bow?",
-- ]
-- [params.thing]
-- values = ["sword", "bow", "arrow", "gorgon", "bat", "player", "me"]
-- synonyms = { blade = "sword", medusa = "gorgon" }
-- from_world = "nearest"

function update_func(player, ai, monsters, items)
  local name = params.thing
  if name == "player" or name == "me" then
    return say("You are " .. ai:distance_to(player) .. " tiles from me")
  end
  local best = nil
  for _, list in ipairs({items, monsters}) do
    for _, thing in ipairs(list) do
      if thing.name == name and (best == nil or ai:distance_to(thing) < ai:distance_to(best)) then
        best = thing
      end
    end
  end
  if best ~= nil then
    -- Where too: a "how far" and a "where" question are easily taken for each other.
    return say("The " .. name .. " is " .. ai:distance_to(best) .. " tiles from me, at row "
      .. best.position[1] .. ", column " .. best.position[2])
  end
  local place = where(name)
  if place ~= nil then
    return say("The " .. name .. " is " .. place)
  end
  return say("I don't see any " .. name .. " in the dungeon")
end
