-- attack: python.none.__class__.__mro__[1].__subclasses__() to reach os
-- threat: python escape
-- expect: tick runtime
-- message: 'python'
function update_func(player, ai, monsters, items)
  local object = python.none.__class__.__mro__[1]
  return tostring(object.__subclasses__())
end
