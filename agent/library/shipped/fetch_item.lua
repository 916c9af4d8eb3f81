-- id = "fetch_item"
-- description = "Walk to the nearest ITEM on the ground and pick it up; Done once it is carried."
-- examples = [
--   "go get the bow",
--   "get the sword",
--   "grab an arrow",
--   "fetch the bow",
--   "go pick up the sword",
--   "collect the arrow",
--   "find the sword and take it",
--   "pick up the sword",
--   "go fetch the sword",
--   "take the bow",
--   "go and pick up an arrow",
--   "grab an arrow for yourself",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return fetch(params.item)
end
