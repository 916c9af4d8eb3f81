"""The Lua API of DESIGN.md, name for name, and the errors a model can act on."""

from __future__ import annotations

import pytest

from base.protocol import MoveRequest
from game.maps import parse_map
from game.world import DIRECTIONS, step_position
from tests.sandbox.helpers import carry, default_world, new_runtime, play, run, tick, update

# A bat on the short way to the sword; a longer way round keeps clear of it.
DETOUR_MAP = """\
#########
#A..B..^#
#.#####.#
#.......#
#P#######
#########
"""


def detour_world():
    return parse_map(DETOUR_MAP)


# -- fields ----------------------------------------------------------------------------------


def test_built_in_fields_of_entities():
    world = default_world()
    ai, monster = world.companion, world.monsters()[0]
    out = run(
        update(
            "local m = monsters[1]\n"
            "return table.concat({ai.name, ai.position[1], ai.position[2], ai.position.row,\n"
            "  ai.position.col, ai.health, #ai.items, ai.symbol, tostring(ai.alive), ai.id,\n"
            "  player.name, m.name, m.weakness, m.symbol, tostring(ai.weakness)}, ' ')"
        ),
        world,
    )
    r, c = ai.position
    expected = [
        "ai",
        r,
        c,
        r,
        c,
        ai.health,
        0,
        "A",
        "true",
        ai.id,
        "player",
        monster.name,
        monster.weakness,
        monster.symbol,
        "nil",
    ]
    assert out.status == " ".join(map(str, expected))


def test_items_on_the_ground_and_in_inventories():
    world = default_world()
    carry(world, world.companion, "sword")
    out = run(
        update(
            "local names = {}\n"
            "for _, item in ipairs(items) do\n"
            "  names[#names + 1] = item.name .. '@' .. tostring(item.position)\n"
            "end\n"
            "local mine = ai.items[1]\n"
            "return mine.name .. ' ' .. tostring(mine.position) .. ' ' .. table.concat(names, ',')"
        ),
        world,
    )
    ground = ",".join(f"{i.name}@{{{i.position[0]}, {i.position[1]}}}" for i in world.ground)
    assert out.status == f"sword nil {ground}"


@pytest.mark.parametrize(
    "field", ["name", "position", "health", "items", "weakness", "symbol", "alive", "id", "move"]
)
def test_built_in_fields_and_methods_are_read_only(field):
    out = run(update(f"monsters[1].{field} = 0"))
    assert out.error.kind == "runtime"
    assert out.error.message == f"Cannot modify '{field}' - use methods instead"
    assert out.error.line == 2


def test_items_are_read_only():
    assert "Cannot modify 'name'" in run(update("items[1].name = 'sword'")).error.message
    assert "items are read-only" in run(update("items[1].mine = true")).error.message


def test_custom_fields_persist_per_entity_across_ticks():
    world = default_world()
    rt = new_runtime(world)
    rt.load(
        update(
            "ai.count = (ai.count or 0) + 1\n"
            "player.seen = (player.seen or 0) + 10\n"
            "return ai.count .. ' ' .. player.seen .. ' ' .. tostring(monsters[1].count)"
        ),
        "x",
    )
    statuses = [tick(rt, world).status for _ in range(3)]
    assert statuses == ["1 10 nil", "2 20 nil", "3 30 nil"]


def test_positions_compare_by_value():
    out = run(
        update(
            "local same = ai.position == {ai.position[1], ai.position[2]}\n"
            "local next_to = {ai.position.row, ai.position.col + 1}\n"
            "return tostring(same) .. ' ' .. tostring(ai.position) .. ' ' .. "
            "tostring(ai.position == next_to) .. ' ' .. #ai.position"
        )
    )
    assert out.status == "true {2, 3} false 2"


# Writing into a built-in table used to succeed on a copy, silently: code believed it had a
# sword it did not have. It fails like writing a built-in field.
@pytest.mark.parametrize(
    ("write", "field"),
    [
        ("ai.items[#ai.items + 1] = 'sword'", "items"),
        ("table.insert(ai.items, 'bow')", "items"),
        ("table.insert(player.items, 1, 'bow')", "items"),
        ("ai.items[1] = nil", "items"),
        ("table.remove(ai.items)", "items"),
        ("table.sort(ai.items, function(a, b) return a.name < b.name end)", "items"),
        ("ai.position[1] = 99", "position"),
        ("ai.position.row = ai.position.row - 1", "position"),
        ("local p = ai.position\np[2] = p[2] + 1", "position"),
        ("items[1].position[1] = 1", "position"),
        ("table.insert(monsters[1].position, 3)", "position"),
    ],
)
def test_built_in_tables_are_read_only_with_the_same_error_as_built_in_fields(write, field):
    world = default_world()
    carry(world, world.companion, "sword")
    carry(world, world.companion, "arrow")  # after the sword: the sort has to move it
    carry(world, world.player, "arrow")
    out = run(update(f"{write}\nreturn 'I have it'"), world)
    assert out.error is not None and out.error.kind == "runtime", out
    assert out.error.message.startswith(f"Cannot modify '{field}' - use methods instead")
    assert out.actions == []


def test_a_new_position_is_made_from_the_read_only_one():
    out = run(update("local p = ai.position\n"
                     "local east = {p.row, p.col + 1}\n"
                     "east[2] = east[2] + 1\n"
                     "return tostring(p) .. ' ' .. east[1] .. ',' .. east[2]"))
    assert out.status == "{2, 3} 2,5"
    message = run(update("ai.position[1] = 1")).error.message
    assert "{pos.row - 1, pos.col}" in message  # says how to make another tile


def test_built_in_tables_still_read_as_lists():
    world = default_world()
    sword = carry(world, world.companion, "sword")
    carry(world, world.companion, "arrow")
    out = run(
        update(
            "local names = {}\n"
            "for i, it in ipairs(ai.items) do names[#names + 1] = i .. it.name end\n"
            "for k, it in pairs(ai.items) do names[#names + 1] = k .. it.name end\n"
            "local r, c = table.unpack(ai.position)\n"
            "return table.concat(names, ' ') .. ' ' .. #ai.items .. ' ' .. ai.items[1].id\n"
            "  .. ' ' .. tostring(ai.items[3]) .. ' ' .. r .. ',' .. c\n"
            "  .. ' ' .. tostring(ai:has_item('sword'))"
        ),
        world,
    )
    assert out.status == f"1sword 2arrow 1sword 2arrow 2 {sword.id} nil 2,3 true"


def test_pos_x_says_positions_are_row_col():
    out = run(update("return ai.position.x + 1"))
    assert "positions are {row, col}" in out.error.message


# -- moves -----------------------------------------------------------------------------------


def test_move_is_a_request_and_updates_the_view():
    world = default_world()
    out = run(
        update('local ok = ai:move("d")\nreturn tostring(ok) .. " " .. tostring(ai.position)'),
        world,
    )
    r, c = world.companion.position
    assert out.actions == [MoveRequest(entity=world.companion.id, move="d")]
    assert out.status == f"true {{{r}, {c + 1}}}"
    assert world.companion.position == (r, c)  # the game applies it, not the sandbox


def test_one_move_per_tick_and_only_the_companion_moves():
    world = default_world()
    out = run(
        update(
            'local a = ai:move("d")\nlocal b = ai:move("d")\nlocal c = player:move("s")\n'
            'local d = monsters[1]:move("w")\n'
            "return table.concat({tostring(a), tostring(b), tostring(c), tostring(d)}, ' ')"
        ),
        world,
    )
    assert out.status == "true false false false"
    assert out.actions == [MoveRequest(entity=world.companion.id, move="d")]
    assert len(out.log) == 3
    assert "one move per tick" in out.log[0]
    assert "only ai can move" in out.log[1] and out.log[1].startswith('refused: player:move("s")')
    assert "only ai can move" in out.log[2]


def test_a_move_into_a_wall_is_refused_and_does_not_count():
    out = run(
        update('local a = ai:move("w")\nlocal b = ai:move("d")\nreturn tostring(a) .. tostring(b)')
    )
    assert out.status == "falsetrue"
    assert "is a wall" in out.log[0]
    assert out.actions[0].move == "d"


@pytest.mark.parametrize("direction", ['"up"', '"W"', "1", "nil"])
def test_a_bad_direction_names_the_four_letters(direction):
    out = run(update(f"ai:move({direction})"))
    assert out.error.kind == "runtime"
    assert 'move expects a direction "w", "a", "s" or "d"' in out.error.message
    assert 'ai:move("w")' in out.error.message
    assert out.error.line == 2


def test_move_random_moves_to_an_open_tile_the_same_way_each_replay():
    world = default_world()
    start = world.companion.position
    open_ways = {d for d in DIRECTIONS if world.is_floor(step_position(start, d))}
    outs = [run(update("return ai:move_random()"), world) for _ in range(2)]
    assert outs[0].status == outs[1].status
    assert outs[0].status in open_ways
    assert outs[0].actions[0].move == outs[0].status
    seen = set()
    for tick_number in range(30):
        world.tick = tick_number
        seen.add(run(update("return ai:move_random()"), world).status)
    assert seen == open_ways


# -- queries ---------------------------------------------------------------------------------


def test_has_item():
    world = default_world()
    carry(world, world.companion, "bow")
    out = run(
        update(
            'return tostring(ai:has_item("bow")) .. tostring(ai:has_item("sword")) '
            '.. tostring(has_item(ai, "bow")) .. tostring(ai:has_item(monsters[1].weakness))'
        ),
        world,
    )
    assert out.status == "truefalsetruetrue"


def test_has_item_with_an_item_instead_of_a_name():
    out = run(update("return ai:has_item(items[1])"))
    assert "has_item expects an item name" in out.error.message
    assert "ai:has_item(" in out.error.message


def test_distance_to_positions_and_entities():
    world = default_world()
    ai, player = world.companion, world.player
    expected = abs(ai.position[0] - player.position[0]) + abs(ai.position[1] - player.position[1])
    out = run(
        update(
            "return ai:distance_to(player) .. ' ' .. ai:distance_to(player.position) .. ' ' .. "
            "manhattan(ai, player) .. ' ' .. manhattan(ai.position, {1, 1})"
        ),
        world,
    )
    assert (
        out.status == f"{expected} {expected} {expected} {ai.position[0] - 1 + ai.position[1] - 1}"
    )


def test_find_path_to_walks_the_companion_to_the_sword():
    world = default_world()
    rt = new_runtime(world)
    rt.load(
        update(
            "for _, item in ipairs(items) do\n"
            "  if item.name == 'sword' then\n"
            "    local path = ai:find_path_to(item.position)\n"
            "    if #path > 0 then ai:move(path[1]) end\n"
            "    return #path .. ' steps'\n"
            "  end\n"
            "end\n"
            "return 'Done'"
        ),
        "x",
    )
    outs = play(rt, world, 80)
    assert world.companion.has_item("sword")
    assert outs[-1].done
    assert all(o.error is None for o in outs)


def test_find_path_to_accepts_entities_and_ground_items_and_returns_directions():
    world = detour_world()
    out = run(
        update(
            "local a = ai:find_path_to(items[1])\nlocal b = ai:find_path_to(items[1].position)\n"
            "local c = ai:find_path_to(player)\n"
            "return table.concat(a, '') .. ' ' .. table.concat(b, '') .. ' ' .. table.concat(c, '')"
        ),
        world,
    )
    assert out.status == "ssddddddww ssddddddww sss"


def test_find_path_to_keeps_clear_of_monsters_unless_they_are_the_target():
    world = detour_world()
    out = run(
        update(
            "return table.concat(ai:find_path_to(items[1]), '') .. ' ' .. "
            "table.concat(ai:find_path_to(monsters[1]), '')"
        ),
        world,
    )
    assert out.status == "ssddddddww ddd"


def test_find_path_to_goes_past_a_monster_when_there_is_no_other_way():
    world = detour_world()
    world.maze = world.maze[:3] + ("#.#######",) + world.maze[4:]  # no way round
    out = run(update("return table.concat(ai:find_path_to(items[1]), '')"), world)
    assert out.status == "dddddd"


def test_find_path_to_returns_an_empty_table_when_there_or_unreachable():
    out = run(
        update(
            "return #ai:find_path_to(ai) .. ' ' .. #ai:find_path_to({1, 1}) .. ' ' .. "
            "#ai:find_path_to({100, 100})"
        )
    )
    assert out.status == "0 0 0"


def test_find_path_astar_fallback():
    world = detour_world()
    out = run(
        update(
            "local goal = items[1].position\n"
            "return table.concat(find_path_astar(ai.position, goal, monsters), '') .. ' ' .. "
            "table.concat(find_path_astar(ai, items[1].position, {}), '') .. ' ' .. "
            "table.concat(find_path_astar(ai.position, items[1].position), '')"
        ),
        world,
    )
    assert out.status == "ssddddddww dddddd ssddddddww"


def test_valid_move_and_maze():
    out = run(
        update(
            "return tostring(valid_move({1, 1})) .. tostring(valid_move(ai.position)) .. "
            "tostring(valid_move({0, 5})) .. tostring(valid_move({2, 99})) .. ' ' .. "
            "#maze .. ' ' .. "
            "maze[1] .. ' ' .. maze[2]:sub(ai.position[2], ai.position[2])"
        )
    )
    world = default_world()
    assert out.status == f"falsetruefalsefalse {len(world.maze)} {world.maze[0]} ."


def test_maze_is_read_only():
    out = run(update('maze[1] = "...."'))
    assert "maze is read-only" in out.error.message


def test_move_entity_fallback():
    world = default_world()
    out = run(update('return tostring(move_entity(ai, "d"))'), world)
    assert out.status == "true"
    assert out.actions == [MoveRequest(entity=world.companion.id, move="d")]


def test_dead_monsters_read_dead_and_leave_the_monsters_list():
    world = default_world()
    rt = new_runtime(world)
    rt.load(
        update(
            "ai.target = ai.target or monsters[1]\n"
            "local t = ai.target\n"
            "return t.name .. ' ' .. tostring(t.alive) .. ' ' .. #monsters .. ' ' .. "
            "tostring(ai.target == monsters[1])"
        ),
        "x",
    )
    target = world.monsters()[0]
    count = len(world.monsters())
    assert tick(rt, world).status == f"{target.name} true {count} true"
    target.alive = False
    assert tick(rt, world).status == f"{target.name} false {count - 1} false"


# -- the errors of the reference's WRONG/RIGHT notes -------------------------------------------


def test_wrong_find_path_to_with_a_name():
    out = run(update('local path = ai:find_path_to("sword")'))
    assert out.error.message == (
        'find_path_to expects a position {row, col} or an entity, got string "sword"; '
        "use item.position (or pass the entity itself, e.g. player)"
    )
    assert out.error.line == 2


def test_wrong_distance_to_with_a_weakness():
    out = run(update("local d = ai:distance_to(monsters[1].weakness)"))
    assert (
        'distance_to expects a position {row, col} or an entity, got string "bow"'
        in out.error.message
    )


def test_wrong_dot_instead_of_colon():
    out = run(update('ai.move("w")'))
    assert 'call it on an entity with a colon: ai:move("w")' in out.error.message


def test_right_calls_from_the_notes_work():
    out = run(
        update(
            "for _, item in ipairs(items) do\n"
            "  local path = ai:find_path_to(item.position)\n"
            "  local d = ai:distance_to(monsters[1])\n"
            "end\n"
            'ai:move("d")\nreturn "ok"'
        )
    )
    assert out.error is None and out.status == "ok"


def test_carried_items_have_no_position_to_walk_to():
    world = default_world()
    carry(world, world.player, "sword")
    out = run(update("return ai:find_path_to(player.items[1])"), world)
    assert "that item is carried, it has no position" in out.error.message


@pytest.mark.parametrize(
    ("call", "suggestion"),
    [
        ("find_path(ai, player)", "did you mean 'find_path_astar'?"),
        ("ai:find_path(player)", "did you mean 'find_path_to'?"),
        ("ai:distance(player)", "did you mean 'distance_to'?"),
        ("unpack({1})", "did you mean 'table.unpack'?"),
        ("valid_moves({1, 1})", "did you mean 'valid_move'?"),
    ],
)
def test_unknown_names_suggest_the_nearest_real_one(call, suggestion):
    out = run(update(f"return {call}"))
    assert suggestion in out.error.message
    assert out.error.line == 2


def test_helpers_are_told_the_entities_are_parameters():
    out = run("local function near() return ai.position end\n" + update("return near()"))
    assert "ai is a parameter of update_func" in out.error.message


# -- the environment -------------------------------------------------------------------------


@pytest.mark.parametrize(
    "name",
    [
        "io",
        "debug",
        "package",
        "require",
        "load",
        "loadstring",
        "loadfile",
        "dofile",
        "getmetatable",
        "setmetatable",
        "rawget",
        "rawset",
        "rawequal",
        "rawlen",
        "collectgarbage",
        "python",
        "warn",
        "string.dump",
        "os.execute",
        "os.exit",
        "os.getenv",
        "os.remove",
        "os.rename",
        "os.tmpname",
    ],
)
def test_dangerous_names_do_not_exist(name):
    assert run(update(f"return tostring({name} == nil)")).status == "true"


def test_the_libraries_that_are_there():
    out = run(
        update(
            "return table.concat({type(string.format), type(table.insert), type(math.floor), "
            "type(utf8.char), type(os.time), type(os.clock), type(os.date), type(os.difftime), "
            "type(coroutine.wrap), type(pcall), type(select)}, ',')"
        )
    )
    assert out.status == ",".join(["function"] * 11)


def test_the_string_library_is_shared_read_only_and_guarded_through_methods():
    assert "string is read-only" in run(update("string.rep = nil")).error.message
    out = run(update("local s = string.rep('a', 100000)\nreturn s:find('.-.-.-b')"))
    assert out.error.kind == "pattern_limit"


def test_other_libraries_are_private_copies():
    world = default_world()
    rt = new_runtime(world)
    rt.load("math.floor = nil\n" + update("return tostring(math.floor)"), "a")
    assert tick(rt, world).status == "nil"
    rt.load(update("return type(math.floor)"), "b")
    assert tick(rt, world).status == "function"
