-- id = "where_is"
-- description = "Say where THING (an item or a monster) is: its row and column, or who carries it; then Done."
-- examples = [
--   "where is the sword?",
--   "where's the bow?",
--   "where is the gorgon?",
--   "where are the bats?",
--   "find the sword and tell me where it is",
--   "do you know where the arrows are?",
--   "tell me where the gorgon is",
--   "what is the location of the sword?",
--   "where can I find the bow?",
-- ]
-- [params.thing]
-- values = ["sword", "bow", "arrow", "gorgon", "bat"]
-- synonyms = { blade = "sword", medusa = "gorgon" }
-- from_world = "nearest"

local function at(position)
  return "row " .. position[1] .. ", column " .. position[2]
end

function update_func(player, ai, monsters, items)
  if ai.answered == params.order_id then
    return "Done"
  end
  ai.answered = params.order_id
  local name = params.thing
  local places = {}
  for _, list in ipairs({items, monsters}) do
    for _, thing in ipairs(list) do
      if thing.name == name then
        places[#places + 1] = "at " .. at(thing.position)
      end
    end
  end
  if ai:has_item(name) then
    places[#places + 1] = "with me (" .. at(ai.position) .. ")"
  end
  if player:has_item(name) then
    places[#places + 1] = "with you (" .. at(player.position) .. ")"
  end
  if #places == 0 then
    return "I don't see any " .. name .. " in the dungeon"
  end
  if #places == 1 then
    return "The " .. name .. " is " .. places[1]
  end
  return "There are " .. #places .. " " .. name .. "s: " .. table.concat(places, "; ")
end
