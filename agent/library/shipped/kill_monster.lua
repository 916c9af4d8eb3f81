-- id = "kill_monster"
-- description = "Kill the nearest MONSTER: first pick up what the order lists (FIRST, then SECOND) and what defeats it (gorgon: a sword; bat: a bow and an arrow); Done after one falls."
-- examples = [
--   "kill a bat",
--   "finish off the gorgon",
--   "attack the bat",
--   "go kill the monster",
--   "fight the gorgon",
--   "defeat a bat",
--   "take out the gorgon",
--   "hunt down a bat",
--   "destroy the monster",
--   "kill the gorgon for me",
--   "pick up the bow, then an arrow, then kill a bat",
--   "get the sword and kill the gorgon",
--   "grab the bow and an arrow and shoot a bat",
--   "take the sword and go slay the gorgon",
--   "arm yourself with the sword and attack the gorgon",
--   "get a bow and arrow, then hunt a bat",
--   "get rid of the gorgon",
--   "handle the bat for me",
-- ]
-- [params.first]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- optional = true
-- [params.second]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }
-- optional = true
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- from_world = "nearest"

-- What the order lists comes first; attack gets whatever else defeats the monster.
function update_func(player, ai, monsters, items)
  local steps = {}
  if params.first then steps[#steps + 1] = {fetch, params.first} end
  if params.second then steps[#steps + 1] = {fetch, params.second} end
  steps[#steps + 1] = {attack, params.monster}
  return plan(steps)
end
