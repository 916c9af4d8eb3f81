-- attack: a for loop to math.huge
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  local s = 0
  for i = 1, math.huge do s = s + i end
  return s
end
