-- attack: double a string until memory runs out
-- threat: memory exhaustion
-- expect: tick memory_limit
function update_func(player, ai, monsters, items)
  local s = "x"
  while true do s = s .. s end
end
