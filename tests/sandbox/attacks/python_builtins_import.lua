-- attack: import os through python.builtins
-- threat: python escape
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  local os = python.builtins.__import__("os")
  return os.system("id")
end
