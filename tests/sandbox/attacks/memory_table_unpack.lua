-- attack: push millions of values with table.unpack
-- threat: memory exhaustion
-- expect: tick runtime memory_limit
-- limits: max_tick_ms=400
function update_func(player, ai, monsters, items)
  return select("#", table.unpack({}, 1, 1e8))
end
