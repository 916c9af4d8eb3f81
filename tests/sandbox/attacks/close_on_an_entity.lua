-- attack: mark an API proxy to-be-closed
-- threat: metatable abuse
-- expect: tick runtime
-- message: non-closable
function update_func(player, ai, monsters, items)
  local x <close> = ai
  return "x"
end
