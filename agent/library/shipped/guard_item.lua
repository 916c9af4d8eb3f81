-- id = "guard_item"
-- description = "Guard an ITEM where it lies: stay within two tiles of it (without picking it up), fight a monster it can defeat that comes that near; never finishes on its own."
-- examples = [
--   "guard the sword",
--   "watch over the bow",
--   "keep an eye on the arrow",
--   "protect the sword",
--   "look after the bow",
--   "defend the arrow",
-- ]
-- [params.item]
-- values = ["sword", "bow", "arrow"]
-- synonyms = { blade = "sword", longbow = "bow", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  return guard(params.item)
end
