-- attack: coroutines resuming coroutines without end
-- threat: stack overflow
-- expect: tick call_depth runtime instruction_limit
local function dive()
  local co = coroutine.create(dive)
  local ok, err = coroutine.resume(co)
  if not ok then error(err, 0) end
end
function update_func(player, ai, monsters, items)
  dive()
end
