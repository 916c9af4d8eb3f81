-- attack: return a 10 MB status
-- threat: state corruption
-- expect: tick status_limit
-- message: 512 bytes
function update_func(player, ai, monsters, items)
  return string.rep("x", 1e7)
end
