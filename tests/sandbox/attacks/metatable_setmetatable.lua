-- attack: install metamethods with setmetatable
-- threat: metatable abuse
-- expect: tick runtime
-- message: 'setmetatable'
function update_func(player, ai, monsters, items)
  setmetatable(ai, {__index = function() return 0 end})
  return "x"
end
