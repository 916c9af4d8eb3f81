-- attack: table.move over 2^40 slots
-- threat: long C calls
-- expect: tick table_op_limit
function update_func(player, ai, monsters, items)
  table.move({}, 1, 2^40, 1)
end
