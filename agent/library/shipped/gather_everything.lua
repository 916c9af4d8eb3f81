-- id = "gather_everything"
-- description = "Pick up every item on the ground, whatever its kind, the nearest kind first; Done when nothing is left that can be reached."
-- examples = [
--   "collect everything",
--   "grab all the items",
--   "gather all the loot",
--   "take everything on the floor",
--   "pick up all the stuff you can find",
--   "loot everything in the dungeon",
--   "get every item there is",
-- ]

function update_func(player, ai, monsters, items)
  -- The kind of the item nearest along the way (not as the crow flies, which flips between two
  -- items as the companion walks): fetch_all walks to the nearest of that kind.
  local tried = {}
  while true do
    local best, best_steps = nil, nil
    for _, it in ipairs(items) do
      local steps = #ai:find_path_to(it.position)
      if not tried[it.name] and steps > 0 and (best == nil or steps < best_steps) then
        best, best_steps = it, steps
      end
    end
    if best == nil then return "Done" end
    local status = fetch_all(best.name)
    if status ~= "Done" then return status end
    tried[best.name] = true  -- none of that kind left to reach: the next kind
  end
end
