-- attack: loop inside a table.sort comparator
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  table.sort({3, 2, 1}, function(a, b) while true do end end)
end
