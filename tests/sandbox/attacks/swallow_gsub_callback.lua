-- attack: loop inside a string.gsub callback
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  return (string.gsub("abc", ".", function() while true do end end))
end
