-- id = "count_monsters"
-- description = "Answer how many monsters (or how many of one kind) are left, in the status, then Done."
-- examples = [
--   "how many monsters are there?",
--   "how many monsters are left?",
--   "give me a monster count",
--   "count the monsters",
--   "how many bats are left?",
--   "how many gorgons are there?",
--   "are there any monsters left?",
--   "how many enemies are there?",
--   "how many monsters are in the maze?",
--   "is the gorgon still alive?",
-- ]
-- [params.monster]
-- values = ["gorgon", "bat"]
-- synonyms = { medusa = "gorgon" }
-- optional = true

function update_func(player, ai, monsters, items)
  local kind = params.monster
  local total = count(kind or "monster")
  local noun = (kind or "monster") .. (total == 1 and "" or "s")
  if total == 0 then
    return say("There are no " .. (kind or "monster") .. "s left")
  end
  local answer = "There " .. (total == 1 and "is " or "are ") .. total .. " " .. noun .. " left"
  if kind == nil then
    local gorgons, bats = count("gorgon"), count("bat")
    answer = answer .. ": " .. gorgons .. " gorgon" .. (gorgons == 1 and "" or "s") .. ", "
      .. bats .. " bat" .. (bats == 1 and "" or "s")
  end
  return say(answer)
end
