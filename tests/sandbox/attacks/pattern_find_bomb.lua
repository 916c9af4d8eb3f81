-- attack: a backtracking pattern on a long string (string.find)
-- threat: long C calls
-- expect: tick pattern_limit
function update_func(player, ai, monsters, items)
  return string.find(string.rep("a", 1e5), ".-.-.-.-.-b")
end
