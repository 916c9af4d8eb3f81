-- attack: reach the string metatable to rewire every string
-- threat: metatable abuse
-- expect: tick runtime
-- message: 'getmetatable'
function update_func(player, ai, monsters, items)
  getmetatable("").__index = {}
  return "x"
end
