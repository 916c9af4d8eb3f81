-- attack: loop in a coroutine, resumed again after each error
-- threat: infinite loops
-- expect: tick instruction_limit time_limit
function update_func(player, ai, monsters, items)
  while true do
    local co = coroutine.create(function() while true do end end)
    coroutine.resume(co)
  end
end
