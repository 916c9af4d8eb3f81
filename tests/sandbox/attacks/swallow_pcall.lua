-- attack: catch the budget error with pcall and go on
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  while true do pcall(function() while true do end end) end
end
