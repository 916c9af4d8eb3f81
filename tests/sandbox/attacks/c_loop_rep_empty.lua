-- attack: string.rep of an empty string 1e15 times (a C loop that never allocates)
-- threat: long C calls
-- expect: tick ok
-- status: 0
function update_func(player, ai, monsters, items)
  return #string.rep("", 1e15)
end
