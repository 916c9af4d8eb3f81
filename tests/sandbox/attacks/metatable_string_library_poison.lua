-- attack: replace string functions for everyone
-- threat: metatable abuse
-- expect: tick runtime
-- message: string is read-only
function update_func(player, ai, monsters, items)
  string.format = function() return "owned" end
  return "x"
end
