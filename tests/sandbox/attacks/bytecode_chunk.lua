-- attack: send precompiled bytecode instead of source
-- threat: bytecode
-- expect: load bytecode
-- as-bytecode: yes
function update_func(player, ai, monsters, items) return "x" end
