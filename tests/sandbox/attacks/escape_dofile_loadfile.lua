-- attack: run a file with dofile or loadfile
-- threat: dangerous functions
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  local f = loadfile or dofile
  return f("/etc/passwd")
end
