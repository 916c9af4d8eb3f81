-- attack: kill a monster by writing its health
-- threat: state corruption
-- expect: tick runtime
-- message: Cannot modify 'health'
function update_func(player, ai, monsters, items)
  monsters[1].health = 0
  return "x"
end
