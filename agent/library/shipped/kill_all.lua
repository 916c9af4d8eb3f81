-- id = "kill_all"
-- description = "Kill every MONSTER (or every monster of any kind): first collect what defeats them (a sword for gorgons; the bow and an arrow per bat), then hunt the nearest, arming against and clearing other monsters that block the way; Done when none is left."
-- examples = [
--   "kill all the monsters",
--   "kill every bat",
--   "slay all monsters",
--   "clear the dungeon of monsters",
--   "wipe out the bats",
--   "get rid of all the bats",
--   "destroy every monster in the dungeon",
--   "hunt down all the bats",
--   "exterminate the monsters",
--   "shoot all the bats",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  return attack_all(params.monster)
end
