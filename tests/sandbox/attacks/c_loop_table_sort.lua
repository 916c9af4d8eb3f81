-- attack: table.sort of a very large table
-- threat: long C calls
-- expect: tick table_op_limit
function update_func(player, ai, monsters, items)
  local t = {}
  for i = 1, 120000 do t[i] = -i end  -- past max_table_op_items (100,000), well inside a tick
  table.sort(t)
end
