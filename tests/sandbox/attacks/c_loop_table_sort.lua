-- attack: table.sort of a very large table
-- threat: long C calls
-- expect: tick table_op_limit
function update_func(player, ai, monsters, items)
  local t = {}
  for i = 1, 300000 do t[i] = -i end
  table.sort(t)
end
