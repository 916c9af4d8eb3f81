-- attack: teleport the companion by writing its position
-- threat: state corruption
-- expect: tick runtime
-- message: Cannot modify 'position'
function update_func(player, ai, monsters, items)
  ai.position = {22, 23}
  return "x"
end
