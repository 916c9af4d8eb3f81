-- attack: double a string until memory runs out
-- threat: memory exhaustion
-- expect: tick memory_limit
-- limits: max_tick_ms=400
function update_func(player, ai, monsters, items)
  local s = "x"
  while true do s = s .. s end
end
