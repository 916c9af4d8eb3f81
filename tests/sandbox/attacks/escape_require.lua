-- attack: load a module with require
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'require'
function update_func(player, ai, monsters, items)
  local os = require("os")
  return os.execute("id")
end
