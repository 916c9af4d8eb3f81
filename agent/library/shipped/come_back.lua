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
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  local _, dir, steps = nearest(ways, {player}, nil, true)
  if dir == nil then
    return "Waiting for a safe way back to you"
  end
  ai:move(dir)
  return "Coming back to you (" .. steps .. " steps)"
end
