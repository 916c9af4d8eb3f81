-- attack: an endless loop of API calls
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  while true do ai:find_path_to(player) end
end
