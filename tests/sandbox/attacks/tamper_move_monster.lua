-- attack: move a monster out of the way
-- threat: state corruption
-- expect: tick ok
-- actions: 0
-- log: only ai can move
function update_func(player, ai, monsters, items)
  for _, m in ipairs(monsters) do m:move("w") end
  return "x"
end
