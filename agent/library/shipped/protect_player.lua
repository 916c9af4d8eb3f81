-- id = "protect_player"
-- description = "Stand between the player and the nearest MONSTER of a kind (or any monster), as close to the player as is safe; next to the player when there is none; never finishes on its own."
-- examples = [
--   "protect me from the gorgon",
--   "shield me from the bats",
--   "stay between me and the gorgon",
--   "stand between me and the bat",
--   "get between me and the monsters",
--   "shield me from the gorgon",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  return protect(params.monster)
end
