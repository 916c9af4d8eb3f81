-- attack: read a file with io.open
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'io'
function update_func(player, ai, monsters, items)
  local f = io.open("/etc/passwd")
  return f:read("a")
end
