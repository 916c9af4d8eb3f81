-- attack: list an entity's hidden state with next and pairs
-- threat: metatable abuse
-- expect: tick ok
-- status: nothing
function update_func(player, ai, monsters, items)
  for k in pairs(ai) do return "leaked " .. tostring(k) end
  if next(monsters[1]) ~= nil then return "leaked" end
  return "nothing"
end
