-- attack: an endless loop in update_func
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  while true do end
end
