-- attack: raise a table as the error
-- threat: state corruption
-- expect: tick runtime
-- message: error object is a table value
function update_func(player, ai, monsters, items)
  error(setmetatable and {} or {msg = string.rep("z", 1e6)})
end
