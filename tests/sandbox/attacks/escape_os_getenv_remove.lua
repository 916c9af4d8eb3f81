-- attack: read the environment and delete files
-- threat: dangerous functions
-- expect: tick ok
-- status: nil nil nil nil
function update_func(player, ai, monsters, items)
  return tostring(os.getenv) .. " " .. tostring(os.remove) .. " " ..
    tostring(os.rename) .. " " .. tostring(os.tmpname)
end
