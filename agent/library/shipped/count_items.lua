-- id = "count_items"
-- description = "Say how many ITEMs (sword, bow, arrow, or every item) lie on the ground; then Done."
-- examples = [
--   "how many arrows are on the ground?",
--   "how many swords are there?",
--   "how many items are on the floor?",
--   "count the arrows",
--   "how many things are lying on the ground?",
--   "are there any arrows left to pick up?",
--   "how many bows can I find?",
--   "count everything on the floor",
--   "how many objects are in the dungeon?",
--   "how many items do you see on the floor?",
-- ]
-- [params.item]
-- # "item", "thing", "object" and "everything" all mean every item.
-- values = ["sword", "bow", "arrow", "item", "thing", "object", "everything"]
-- synonyms = { blade = "sword", bolt = "arrow" }

function update_func(player, ai, monsters, items)
  local item = params.item
  if item ~= "sword" and item ~= "bow" and item ~= "arrow" then
    item = "item"
  end
  local n = count(item)
  local answer = "There " .. (n == 1 and "is " or "are ") .. n .. " " .. item
    .. (n == 1 and "" or "s") .. " on the ground"
  if item == "item" and n > 0 then
    answer = answer .. ": " .. count("sword") .. " sword, " .. count("bow") .. " bow, "
      .. count("arrow") .. " arrows"
  end
  return say(answer)
end
