-- attack: a pattern bomb with the cap set out of reach: only the deadline stops it
-- threat: long C calls
-- expect: tick timeout
-- limits: max_pattern_cost=9000000000000000000
-- deadline-ms: 500
-- seconds: 4
function update_func(player, ai, monsters, items)
  return string.find(string.rep("a", 3000), ".-.-b")
end
