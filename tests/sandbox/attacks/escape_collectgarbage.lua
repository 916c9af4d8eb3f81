-- attack: drive the collector with collectgarbage
-- threat: dangerous functions
-- expect: tick runtime
-- message: 'collectgarbage'
function update_func(player, ai, monsters, items)
  collectgarbage("stop")
  return "x"
end
