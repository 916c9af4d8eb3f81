-- attack: a position of NaN and infinity
-- threat: state corruption
-- expect: tick runtime
-- message: find_path_to expects a position
function update_func(player, ai, monsters, items)
  return ai:find_path_to({0/0, math.huge})
end
