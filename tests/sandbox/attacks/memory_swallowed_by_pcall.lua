-- attack: catch out-of-memory with pcall and allocate again
-- threat: memory exhaustion
-- expect: tick memory_limit
-- limits: max_tick_ms=400
function update_func(player, ai, monsters, items)
  while true do
    pcall(function() local t = {} for i = 1, 1e9 do t[i] = i end end)
  end
end
