-- attack: many distinct strings kept alive
-- threat: memory exhaustion
-- expect: tick memory_limit
-- limits: max_tick_ms=400
function update_func(player, ai, monsters, items)
  local t = {}
  local block = string.rep("s", 1000)
  for i = 1, 1e9 do t[i] = block .. i end
end
