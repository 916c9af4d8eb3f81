"""Static API check: unknown names are caught before running, with the nearest real name."""

from __future__ import annotations

from agent.apicheck import check_names
from tests.sandbox.helpers import run, update

API = {"maze", "valid_move", "move_entity", "has_item", "find_path_astar", "manhattan"}
METHODS = {"move", "has_item", "find_path_to", "distance_to", "move_random"}


def problems(code: str) -> dict[str, str]:
    return {p.name: p.message for p in check_names(code, API, METHODS)}


def test_good_code_has_no_problems():
    code = '''function update_func(player, ai, monsters, items)
    ai.visited = ai.visited or {}
    local best, best_d = nil, math.huge
    for i, m in ipairs(monsters) do
        local d = ai:distance_to(m.position)
        if d < best_d then best, best_d = m, d end
    end
    local t = {row = 1, col = 2}
    local s = ("x"):rep(3) .. tostring(#items)
    local path = find_path_astar(ai.position, player.position, {})
    if best and #path > 0 then ai:move(path[1]) end
    counter = (counter or 0) + 1
    return string.format("%d monsters, %s", #monsters, s:upper())
end'''
    assert problems(code) == {}


def test_unknown_methods_and_globals_name_the_nearest_real_one():
    code = '''function update_func(player, ai, monsters, items)
    local p = ai:find_path(player.position)
    ai:moveTo("w")
    local d = manhatan(ai.position, player.position)
    return "at " .. get_status() .. tostring(wher)
end'''
    found = problems(code)
    assert "did you mean :find_path_to" in found[":find_path"]
    assert "did you mean :move" in found[":moveTo"]
    assert "did you mean manhattan" in found["manhatan"]
    assert "unknown name 'get_status'" in found["get_status"]
    assert "unknown name 'wher'" in found["wher"]


def test_library_members_from_other_versions_are_caught():
    code = '''function update_func(player, ai, monsters, items)
    local n = table.getn(items)
    local x = math.pow(2, 3) + math.flor(1.5)
    return unpack({"a"})
end'''
    found = problems(code)
    assert "use #t" in found["table.getn"]
    assert "x ^ y" in found["math.pow"]
    assert "did you mean math.floor" in found["math.flor"]
    assert "table.unpack" in found["unpack"]


def test_forbidden_things_are_explained():
    code = ('function update_func(player, ai, monsters, items)\n'
            ' local f = io.open("x")\n require("os")\nend')
    found = problems(code)
    assert "no file access" in found["io"] and "cannot be loaded" in found["require"]


def test_the_line_is_reported():
    code = "function update_func(player, ai, monsters, items)\n\n  return nope\nend"
    (problem,) = check_names(code, API, METHODS)
    assert problem.line == 3


# -- the name lists come from the sandbox itself ---------------------------------------------

ENUMERATE_ENV = update('''
local out = {}
for name, value in pairs(_G) do
  out[#out + 1] = name
  if type(value) == "table" and name ~= "_G" and name ~= "maze" then
    for member in pairs(value) do out[#out + 1] = name .. "." .. member end
  end
end
return table.concat(out, " ")''')


def test_the_lists_are_what_a_real_sandbox_offers_its_code():
    from agent.apicheck import LUA_GLOBALS, LUA_LIBRARIES
    from sandbox_worker import api

    seen = run(ENUMERATE_ENV, max_status_bytes=16384)
    assert seen.error is None
    names = set(seen.status.split())
    own = set(api.global_names()) | {"update_func"}  # the game API; the code's own function
    assert {n for n in names if "." not in n} - own == LUA_GLOBALS
    libraries: dict[str, set[str]] = {}
    for name in names:
        lib, _, member = name.partition(".")
        if member:
            libraries.setdefault(lib, set()).add(member)
    assert libraries == {lib: set(members) for lib, members in LUA_LIBRARIES.items()}


def test_what_the_sandbox_lacks_is_refused_and_what_it_has_is_allowed():
    code = '''function update_func(player, ai, monsters, items)
    local packed = string.pack("i4", 7)
    local co = coroutine.wrap(function() coroutine.yield(1) end)
    return tostring(co()) .. ("%d"):format(#packed)
end'''
    found = problems(code)
    assert set(found) == {"string.pack"}
    assert "not available in the sandbox" in found["string.pack"]
