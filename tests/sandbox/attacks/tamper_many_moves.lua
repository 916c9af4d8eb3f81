-- attack: several moves in one tick
-- threat: state corruption
-- expect: tick ok
-- actions: 1
-- log: one move per tick
function update_func(player, ai, monsters, items)
  for i = 1, 10 do ai:move("d") end
  return "x"
end
