-- id = "stay_here"
-- description = "Stand still on the current tile until another order comes."
-- examples = [
--   "stay where you are",
--   "don't move",
--   "hold your position",
--   "stand still",
--   "wait for me here",
--   "stop moving",
--   "remain here",
--   "hold on right there",
--   "don't budge",
--   "keep still",
--   "stay right here",
--   "stay there",
-- ]

function update_func(player, ai, monsters, items)
  return stay()
end
