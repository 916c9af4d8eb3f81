-- attack: end the worker process with os.exit
-- threat: dangerous functions
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  os.exit(1)
end
