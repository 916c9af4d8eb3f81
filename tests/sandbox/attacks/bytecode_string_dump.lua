-- attack: dump a function to bytecode and load it back
-- threat: bytecode
-- expect: tick runtime
-- message: dump
function update_func(player, ai, monsters, items)
  local code = string.dump(update_func)
  return load(code, "x", "b")
end
