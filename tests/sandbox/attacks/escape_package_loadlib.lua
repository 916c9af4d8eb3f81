-- attack: load a C library through package
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'package'
function update_func(player, ai, monsters, items)
  return package.loadlib("libc.so.6", "system")
end
