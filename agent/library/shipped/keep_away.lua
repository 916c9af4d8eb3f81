-- id = "keep_away"
-- description = "Keep at least four tiles from every MONSTER of a kind (or from every monster); never finishes on its own."
-- examples = [
--   "stay away from the gorgon",
--   "keep your distance from the bats",
--   "don't go near the gorgon",
--   "avoid the bats",
--   "don't get near any monster",
--   "stay out of the gorgon's reach",
--   "steer clear of the bat",
--   "keep well away from monsters",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  return keep_away(params.monster)
end
