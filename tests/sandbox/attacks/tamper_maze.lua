-- attack: knock down walls by rewriting the maze
-- threat: state corruption
-- expect: tick runtime
-- message: maze is read-only
function update_func(player, ai, monsters, items)
  maze[2] = string.rep(".", #maze[2])
  return "x"
end
