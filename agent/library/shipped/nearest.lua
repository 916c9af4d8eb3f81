-- id = "nearest"
-- description = "Say which THING (any monster, any item, one kind of either, or anything) is nearest to the companion, where it is and how far; then Done."
-- examples = [
--   "which monster is closest to you?",
--   "what's the nearest monster?",
--   "what is the closest item to you?",
--   "which item is nearest?",
--   "what's the closest thing to you?",
--   "which enemy is nearest to you right now?",
--   "what is near you?",
--   "which bat is the closest one?",
-- ]
-- [params.thing]
-- values = ["monster", "item", "sword", "bow", "arrow", "gorgon", "bat"]
-- synonyms = { enemy = "monster", creature = "monster", weapon = "item", blade = "sword", medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  local wanted = params.thing
  local lists = {items, monsters}
  if wanted == "monster" then lists = {monsters} elseif wanted == "item" then lists = {items} end
  local best = nil
  for _, list in ipairs(lists) do
    for _, thing in ipairs(list) do
      local fits = wanted == nil or wanted == "monster" or wanted == "item" or thing.name == wanted
      if fits and (best == nil or ai:distance_to(thing) < ai:distance_to(best)) then
        best = thing
      end
    end
  end
  if best == nil then
    return say("I don't see any " .. (wanted or "thing") .. " in the dungeon")
  end
  return say("The nearest " .. (wanted or "thing") .. " is " .. (wanted == best.name and "a" or "the")
    .. " " .. best.name .. " at row " .. best.position[1] .. ", column " .. best.position[2] .. ", "
    .. ai:distance_to(best) .. " tiles from me")
end
