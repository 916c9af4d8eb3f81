-- attack: look for Python objects behind the API functions
-- threat: python escape
-- expect: tick ok
-- status: function table
function update_func(player, ai, monsters, items)
  return type(ai.move) .. " " .. type(ai)
end
