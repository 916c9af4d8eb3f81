-- attack: replace _ENV to reach another environment
-- threat: metatable abuse
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  local _ENV = {tostring = tostring}
  return tostring(io.open)
end
