-- attack: a backtracking pattern through gsub
-- threat: long C calls
-- expect: tick pattern_limit
function update_func(player, ai, monsters, items)
  return (string.rep("a", 5000):gsub("a-a-a-b", "x"))
end
