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
  if retreat(ai, player, monsters) then
    return "Stepping away from a monster"
  end
  -- Stop one tile short: stepping onto the player's tile would hand over everything ai carries.
  if ai:distance_to(player) <= 1 then
    return "Following you"
  end
  local dir, blocker = route(ai, player, monsters, player)
  if dir == nil then
    return "I can't follow you: " .. (blocker and ("a " .. blocker .. " is in the way") or "no way through")
  end
  ai:move(dir)
  return "Following you"
end
