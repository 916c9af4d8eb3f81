-- attack: compile new code at run time with load
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'load'
function update_func(player, ai, monsters, items)
  return load("return 1")()
end
