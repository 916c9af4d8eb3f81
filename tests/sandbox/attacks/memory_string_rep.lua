-- attack: one string.rep of a gigabyte
-- threat: memory exhaustion
-- expect: tick memory_limit
-- limits: max_tick_ms=400
function update_func(player, ai, monsters, items)
  return #string.rep("x", 1e9)
end
