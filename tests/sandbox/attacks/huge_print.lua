-- attack: print megabytes
-- threat: state corruption
-- expect: tick log_limit
function update_func(player, ai, monsters, items)
  local line = string.rep("y", 1000)
  for i = 1, 10000 do print(line) end
  return "x"
end
