"""Static API check: unknown names are caught before running, with the nearest real name."""

from __future__ import annotations

from agent.apicheck import check_names

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
