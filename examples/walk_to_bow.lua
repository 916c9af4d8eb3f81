-- A companion function in the game's Lua API (README, docs/skills.md): walk to the bow and pick
-- it up. Run it in a real sandbox worker on the default map, one JSON line per tick:
--     dungeon sandbox run examples/walk_to_bow.lua
function update_func(player, ai, monsters, items)
  if ai:has_item("bow") then
    return "Done"
  end
  for _, item in ipairs(items) do
    if item.name == "bow" then
      local path = ai:find_path_to(item.position)
      if #path == 0 then
        return "I can't reach the bow"
      end
      ai:move(path[1])
      -- A custom field: it persists from tick to tick for this entity.
      ai.steps = (ai.steps or 0) + 1
      return "to the bow: " .. (#path - 1) .. " to go (walked " .. ai.steps .. ")"
    end
  end
  return "I can't find a bow"
end
