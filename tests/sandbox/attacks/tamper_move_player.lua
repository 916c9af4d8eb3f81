-- attack: move the player from the companion's code
-- threat: state corruption
-- expect: tick ok
-- actions: 0
-- log: refused: player:move
function update_func(player, ai, monsters, items)
  player:move("s")
  move_entity(player, "s")
  return "x"
end
