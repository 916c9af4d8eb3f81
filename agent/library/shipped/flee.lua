-- id = "flee"
-- description = "Run from the monsters until none is within four tiles; then Done."
-- examples = [
--   "run away",
--   "flee",
--   "get away from the monsters",
--   "run for your life",
--   "retreat!",
--   "escape from the gorgon",
--   "get out of there, it's dangerous",
--   "back off from the bat",
--   "run away from the gorgon",
--   "flee from the bats",
--   "get away from that bat",
--   "a monster is coming, run!",
--   "hurry, get away before the gorgon gets you",
--   "run, a monster is coming!",
--   "quick, get away from the bat!",
-- ]

function update_func(player, ai, monsters, items)
  return flee()
end
