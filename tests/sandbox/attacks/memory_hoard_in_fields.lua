-- attack: keep a huge table in a custom field
-- threat: memory exhaustion
-- expect: tick fields_limit
function update_func(player, ai, monsters, items)
  ai.hoard = {}
  for i = 1, 100000 do ai.hoard[i] = i end
  return "x"
end
