-- id = "come_back"
-- description = "Walk back to the player; Done when next to them."
-- examples = [
--   "come back",
--   "regroup with me",
--   "come here",
--   "get over here",
--   "come to me",
--   "go back to the player",
--   "find me",
--   "rejoin me",
--   "head back to me",
--   "return to my side",
-- ]

function update_func(player, ai, monsters, items)
  return come_back()
end
