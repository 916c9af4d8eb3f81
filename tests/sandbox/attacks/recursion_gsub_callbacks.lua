-- attack: recursion through string.gsub callbacks (C frames)
-- threat: stack overflow
-- expect: tick call_depth runtime
local function f(s) return (string.gsub(s, ".", f)) end
function update_func(player, ai, monsters, items)
  return f("a")
end
