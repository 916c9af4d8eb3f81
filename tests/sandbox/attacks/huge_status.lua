-- attack: return a 2 MB status
-- threat: state corruption
-- expect: tick status_limit
-- message: 512 bytes
function update_func(player, ai, monsters, items)
  -- 4,000 times the limit, built well within the tick's CPU limit on a loaded machine (10 MB
  -- took 35 of its 50 ms alone)
  return string.rep("x", 2e6)
end
