-- id = "count_monsters"
-- description = "Answer how many monsters (or how many of one kind) are left, in the status, then Done."
-- examples = [
--   "how many monsters are in the dungeon?",
--   "how many monsters are there?",
--   "how many monsters are left?",
--   "give me a monster count",
--   "count the monsters",
--   "how many bats are left?",
--   "how many gorgons are there?",
--   "are there any monsters left?",
--   "how many enemies are there?",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  -- Answer once; the next tick ends the order.
  if ai.answered == params.order_id then
    return "Done"
  end
  ai.answered = params.order_id
  local by_kind, kinds, total = {}, {}, 0
  for _, monster in ipairs(monsters) do
    if params.monster == nil or monster.name == params.monster then
      if by_kind[monster.name] == nil then
        by_kind[monster.name] = 0
        kinds[#kinds + 1] = monster.name
      end
      by_kind[monster.name] = by_kind[monster.name] + 1
      total = total + 1
    end
  end
  local what = params.monster or "monster"
  if total == 0 then
    return "There are no " .. what .. "s left"
  end
  local parts = {}
  for _, kind in ipairs(kinds) do
    parts[#parts + 1] = by_kind[kind] .. " " .. kind .. (by_kind[kind] == 1 and "" or "s")
  end
  local noun = what .. (total == 1 and "" or "s")
  return "There " .. (total == 1 and "is " or "are ") .. total .. " " .. noun .. " left: "
    .. table.concat(parts, ", ")
end
