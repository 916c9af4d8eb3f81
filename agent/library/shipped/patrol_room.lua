-- id = "patrol_room"
-- description = "Patrol: walk round the room the companion is in, again and again; never finishes on its own."
-- examples = [
--   "patrol",
--   "patrol the room",
--   "patrol around here",
--   "do your rounds",
--   "make your rounds",
--   "keep patrolling",
--   "walk back and forth",
--   "pace up and down here",
-- ]

function update_func(player, ai, monsters, items)
  return patrol()
end
