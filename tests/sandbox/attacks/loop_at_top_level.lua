-- attack: an endless loop in the chunk's top-level code
-- threat: infinite loops
-- expect: load instruction_limit time_limit
while true do end
function update_func(player, ai, monsters, items) return "x" end
