-- attack: loop forever in an xpcall message handler
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  return xpcall(function() error("x") end, function() while true do end end)
end
