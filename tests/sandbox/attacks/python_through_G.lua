-- attack: find python through _G, _ENV or package.loaded
-- threat: python escape
-- expect: tick ok
-- status: nil nil nil
function update_func(player, ai, monsters, items)
  local p = package and package.loaded and package.loaded.python
  return tostring(_G.python) .. " " .. tostring(_ENV.python) .. " " .. tostring(p)
end
