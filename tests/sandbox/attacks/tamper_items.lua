-- attack: move a ground item by writing its position
-- threat: state corruption
-- expect: tick runtime
-- message: Cannot modify 'position'
function update_func(player, ai, monsters, items)
  items[1].position = ai.position
  return "x"
end
