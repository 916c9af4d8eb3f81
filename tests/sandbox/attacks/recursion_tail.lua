-- attack: unbounded tail recursion (no stack growth)
-- threat: stack overflow
-- expect: tick instruction_limit time_limit
local function f(n) return f(n + 1) end
function update_func(player, ai, monsters, items)
  return f(1)
end
