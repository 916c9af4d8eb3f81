-- attack: read the API's upvalues with debug.getupvalue
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'debug'
function update_func(player, ai, monsters, items)
  local name, value = debug.getupvalue(ai.move, 1)
  return name
end
