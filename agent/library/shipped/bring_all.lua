-- id = "bring_all"
-- description = "Pick up every ITEM on the ground, nearest first, then walk onto the player's tile so the game hands them all over; Done when the player has them."
-- examples = [
--   "bring all the arrows to me",
--   "give me every arrow",
--   "fetch all the arrows for me",
--   "hand over all the arrows you find",
--   "collect every arrow and bring them to me",
--   "bring me every sword there is",
--   "get me all of the arrows",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return plan({{fetch_all, params.item}, {bring, params.item}})
end
