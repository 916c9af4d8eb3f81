-- id = "where_is"
-- description = "Say where THING (an item or a monster) is: its row and column (every one of that kind), or who carries it; then Done."
-- examples = [
--   "where's the bow?",
--   "where is the gorgon?",
--   "where are the bats?",
--   "find the sword and tell me where it is",
--   "do you know where the arrows are?",
--   "tell me where the gorgon is",
--   "what is the location of the sword?",
--   "where is the sword lying?",
--   "show me where the bow is",
--   "where is the nearest bow?",
--   "where's the closest gorgon?",
-- ]
-- [params.thing]
-- values = ["sword", "bow", "arrow", "gorgon", "bat"]
-- synonyms = { blade = "sword", medusa = "gorgon" }
-- from_world = "nearest"

function update_func(player, ai, monsters, items)
  local name = params.thing
  local places = {}
  for _, list in ipairs({items, monsters}) do
    for _, thing in ipairs(list) do
      if thing.name == name then
        places[#places + 1] = "row " .. thing.position[1] .. ", column " .. thing.position[2]
      end
    end
  end
  if #places > 1 then
    return say("There are " .. #places .. " " .. name .. "s: at " .. table.concat(places, "; at "))
  end
  local place = where(name)
  if place == nil then
    return say("I don't see any " .. name .. " in the dungeon")
  end
  if place:sub(1, 4) == "with" then
    return say("The " .. name .. " is " .. place)
  end
  -- How far too: a "where" and a "how far" question are easily taken for each other.
  local here = nil
  for _, list in ipairs({items, monsters}) do
    for _, thing in ipairs(list) do
      if thing.name == name then here = thing end
    end
  end
  return say("The " .. name .. " is at " .. place .. ", " .. ai:distance_to(here) .. " tiles from me")
end
