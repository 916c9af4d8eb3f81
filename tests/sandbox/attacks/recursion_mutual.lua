-- attack: two functions calling each other forever
-- threat: stack overflow
-- expect: tick call_depth
local a, b
function a(n) return 1 + b(n) end
function b(n) return 1 + a(n) end
function update_func(player, ai, monsters, items)
  return a(1)
end
