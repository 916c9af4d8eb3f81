-- attack: evaluate Python with python.eval
-- threat: python escape
-- expect: tick runtime
function update_func(player, ai, monsters, items)
  return python.eval("__import__('os').getcwd()")
end
