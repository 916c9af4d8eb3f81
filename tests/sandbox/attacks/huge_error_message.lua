-- attack: an error with a 2 MB message
-- threat: state corruption
-- expect: tick runtime
-- message-max: 1100
function update_func(player, ai, monsters, items)
  -- large enough that passing it on whole would flood the log and the lane, small enough to
  -- build well within the tick's CPU limit on a loaded machine (10 MB took 35 of its 50 ms
  -- alone, and went over them under load)
  error(string.rep("x", 2e6))
end
