-- attack: loop in a wrapped coroutine under pcall
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  local f = coroutine.wrap(function() while true do end end)
  while true do pcall(f) end
end
