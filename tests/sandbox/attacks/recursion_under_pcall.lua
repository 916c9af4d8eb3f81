-- attack: recursion with a pcall at every level, passing the overflow back up
-- threat: stack overflow
-- expect: tick call_depth
local function f(n)
  local ok, err = pcall(f, n + 1)
  if not ok then error(err, 0) end
  return err
end
function update_func(player, ai, monsters, items)
  return f(1)
end
