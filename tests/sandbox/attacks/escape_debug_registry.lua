-- attack: reach the registry through the debug library
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'debug'
function update_func(player, ai, monsters, items)
  local reg = debug.getregistry()
  return tostring(reg)
end
