-- attack: a __gc finaliser that loops forever
-- threat: metatable abuse
-- expect: tick runtime
-- message: 'setmetatable'
function update_func(player, ai, monsters, items)
  setmetatable({}, {__gc = function() while true do end end})
  return "x"
end
