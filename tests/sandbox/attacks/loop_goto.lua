-- attack: an endless loop written with goto
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  ::again::
  goto again
end
