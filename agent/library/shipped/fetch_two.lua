-- id = "fetch_two"
-- description = "Pick up FIRST, then SECOND (the nearest of each on the ground); Done when both are carried."
-- examples = [
--   "get the bow and then an arrow",
--   "grab the sword, then the bow",
--   "fetch the bow and an arrow",
--   "first get the bow, then get an arrow",
--   "pick up an arrow and the bow",
--   "collect the sword and then the bow",
--   "get a bow and an arrow",
--   "pick up the sword, then pick up the bow",
--   "take an arrow and then another arrow",
-- ]
-- [params.first]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- [params.second]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return plan({{fetch, params.first}, {fetch, params.second}})
end
