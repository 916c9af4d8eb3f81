-- attack: keep a reference to a monster that then dies, and use it as if it lived
-- threat: state corruption
-- expect: tick ok
-- ticks: 2
-- between: kill-monster
-- status: the same monster, dead
function update_func(player, ai, monsters, items)
  if not ai.victim then
    ai.victim, ai.victim_id, ai.count = monsters[1], monsters[1].id, #monsters
    return "marked"
  end
  local v = ai.victim
  if v.alive then return "still alive" end
  if v.id ~= ai.victim_id or #monsters ~= ai.count - 1 then return "another entity" end
  for _, m in ipairs(monsters) do
    if m == v then return "dead but listed" end
  end
  return "the same monster, dead"
end
