-- attack: a backtracking pattern through a string method
-- threat: long C calls
-- expect: tick pattern_limit
function update_func(player, ai, monsters, items)
  local s = ("a"):rep(20000)
  return s:match("(.-)(.-)(.-)b")
end
