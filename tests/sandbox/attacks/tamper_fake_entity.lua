-- attack: a hand-made table posing as the companion
-- threat: state corruption
-- expect: tick runtime
-- message: move_entity expects an entity
function update_func(player, ai, monsters, items)
  move_entity({id = ai.id, name = "ai", position = ai.position}, "d")
  return "x"
end
