-- attack: a backtracking pattern through gmatch
-- threat: long C calls
-- expect: tick pattern_limit
function update_func(player, ai, monsters, items)
  for w in string.rep("ab", 50000):gmatch("a.-a.-a.-c") do end
end
