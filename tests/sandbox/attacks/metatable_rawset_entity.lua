-- attack: write a built-in field past __newindex with rawset
-- threat: metatable abuse
-- expect: tick runtime
-- message: 'rawset'
function update_func(player, ai, monsters, items)
  rawset(ai, "health", 100)
  return "x"
end
