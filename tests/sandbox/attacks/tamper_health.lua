-- attack: write the companion's health
-- threat: state corruption
-- expect: tick runtime
-- message: Cannot modify 'health' - use methods instead
function update_func(player, ai, monsters, items)
  ai.health = 1000
  return "x"
end
