-- id = "come_back"
-- description = "Walk back to the player; Done when next to them."
-- examples = [
--   "come back to me",
--   "regroup with me",
--   "come here",
--   "get over here",
--   "come to me",
--   "go back to the player",
--   "find me",
--   "rejoin me",
--   "head back to me",
-- ]

-- @include movement

function update_func(player, ai, monsters, items)
  if ai:distance_to(player) <= 1 then
    return "Done"
  end
  if retreat(ai, player, monsters) then
    return "Stepping away from a monster"
  end
  local dir, steps = route(ai, player, monsters, player)
  if dir == nil then
    return "I can't get to you: " .. (steps and ("a " .. steps .. " is in the way") or "no way through")
  end
  ai:move(dir)
  return "Coming back to you (" .. steps .. " steps)"
end
