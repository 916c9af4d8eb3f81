-- attack: return a 200 KB status
-- threat: state corruption
-- expect: tick status_limit
-- message: 512 bytes
function update_func(player, ai, monsters, items)
  -- 400 times the limit, built well within the tick's CPU limit on a loaded machine (10 MB
  -- took 35 of its 50 ms alone; 2 MB once ran past it beside other work)
  return string.rep("x", 2e5)
end
