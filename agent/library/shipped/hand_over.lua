-- id = "hand_over"
-- description = "Walk onto the player's tile, which hands them everything the companion carries; Done once it carries nothing."
-- examples = [
--   "give me everything you have",
--   "hand over everything",
--   "empty your pockets",
--   "give me all your stuff",
--   "hand me all your items",
--   "stand on my tile",
-- ]

function update_func(player, ai, monsters, items)
  return hand_over()
end
