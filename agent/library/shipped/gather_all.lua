-- id = "gather_all"
-- description = "Pick up every ITEM lying on the ground, nearest first; Done when none is left (or says which it cannot reach)."
-- examples = [
--   "get all the arrows",
--   "collect every arrow",
--   "pick up all the arrows",
--   "gather all the arrows you can find",
--   "grab every sword",
--   "collect all arrows in the dungeon",
--   "round up all the arrows",
--   "pick up each arrow on the floor",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return fetch_all(params.item)
end
