-- id = "bring_item"
-- description = "Fetch the nearest ITEM, then walk onto the player's tile so the game hands it over; Done when the player has it."
-- examples = [
--   "bring me a bow",
--   "fetch me an arrow",
--   "get the sword and bring it to me",
--   "bring the bow back to me",
--   "hand me the sword",
--   "give me the bow",
--   "I need the sword, bring it here",
--   "deliver an arrow to me",
--   "bring the sword to me",
--   "carry the bow over to me",
--   "go get the sword for me",
--   "grab the bow for me",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return bring(params.item)
end
