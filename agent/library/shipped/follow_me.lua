-- id = "follow_me"
-- description = "Follow the player, staying next to them; never finishes on its own."
-- examples = [
--   "follow me",
--   "stay close to me",
--   "keep up with me",
--   "stick with me",
--   "tag along",
--   "walk with me",
--   "don't leave my side",
--   "accompany me",
--   "come along",
--   "come along with me",
--   "walk beside me",
--   "go where I go",
-- ]

-- @include movement

function update_func(player, ai, monsters, items)
  local ways, unsafe = safe_ways(ai, player, monsters)
  if retreat(ai, monsters, unsafe) then
    return "Stepping away from a monster"
  end
  -- Stop one tile short: stepping onto the player's tile would hand over everything ai carries.
  if ai:distance_to(player) <= 1 then
    return "Following you"
  end
  local _, dir = nearest(ways, {player}, nil, true)
  if dir == nil then
    return "Waiting for a safe way to you"
  end
  ai:move(dir)
  return "Following you"
end
