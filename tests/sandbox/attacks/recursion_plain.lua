-- attack: unbounded plain recursion
-- threat: stack overflow
-- expect: tick call_depth
local function f(n) return 1 + f(n + 1) end
function update_func(player, ai, monsters, items)
  return f(1)
end
