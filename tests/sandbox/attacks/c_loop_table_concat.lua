-- attack: table.concat over a huge range
-- threat: long C calls
-- expect: tick table_op_limit
function update_func(player, ai, monsters, items)
  return table.concat({}, "", 1, 1e12)
end
