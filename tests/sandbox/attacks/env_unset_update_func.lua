-- attack: delete update_func from _G mid-tick
-- threat: metatable abuse
-- expect: tick no_update_func
-- ticks: 2
function update_func(player, ai, monsters, items)
  _G.update_func = nil
  return "first"
end
