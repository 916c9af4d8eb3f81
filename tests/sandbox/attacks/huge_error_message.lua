-- attack: an error with a 10 MB message
-- threat: state corruption
-- expect: tick runtime
-- message-max: 1100
function update_func(player, ai, monsters, items)
  error(string.rep("x", 1e7))
end
