-- attack: empty the monsters list to win
-- threat: state corruption
-- expect: tick ok
-- ticks: 2
-- status: all monsters still there
function update_func(player, ai, monsters, items)
  local n = #monsters
  for i = #monsters, 1, -1 do table.remove(monsters, i) end
  if ai.count and ai.count ~= n then return "monsters went missing" end
  ai.count = n
  return n > 0 and "all monsters still there" or "no monsters"
end
