-- attack: a to-be-closed variable whose __close loops forever
-- threat: metatable abuse
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  local bomb <close> = setmetatable({}, {__close = function() while true do end end})
  return "x"
end
