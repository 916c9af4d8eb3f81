-- attack: run a shell command
-- threat: dangerous functions
-- expect: tick runtime
-- message: execute
function update_func(player, ai, monsters, items)
  os.execute("touch /tmp/pwned")
  return "x"
end
