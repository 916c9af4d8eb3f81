"""Paths in the sandbox: shortest, on floor only, and the same whatever the cache holds."""

from __future__ import annotations

from game.pathfinding import find_path, reachable
from game.world import step_position
from tests.sandbox.helpers import default_world, new_runtime, play, tick, update

# The companion's paths from a few starts to every reachable floor tile, as one status line.
PATHS_FROM = update(
    "local out = {}\n"
    "for _, start in ipairs(STARTS) do\n"
    "  for r = 1, #maze do\n"
    "    for c = 1, #maze[r] do\n"
    "      if valid_move({r, c}) then\n"
    "        local path = find_path_astar(start, {r, c}, {})\n"
    "        out[#out + 1] = r .. ',' .. c .. ':' .. table.concat(path, '')\n"
    "      end\n"
    "    end\n"
    "  end\n"
    "end\n"
    "return table.concat(out, ' ')"
)


def paths(starts, *, max_status_bytes=200_000):
    world = default_world()
    rt = new_runtime(
        world, max_status_bytes=max_status_bytes, max_instructions=50_000_000, max_tick_ms=5000
    )
    literal = ", ".join(f"{{{r}, {c}}}" for r, c in starts)
    assert rt.load(f"STARTS = {{{literal}}}\n" + PATHS_FROM, "p").error is None
    out = tick(rt, world)
    assert out.error is None, out.error
    result = []
    for entry in out.status.split(" "):
        cell, path = entry.split(":")
        result.append((tuple(map(int, cell.split(","))), path))
    return world, result


def test_every_path_is_shortest_and_stays_on_floor():
    world = default_world()
    start = world.companion.position
    _, found = paths([start])
    assert len(found) == len(reachable(world.is_floor, start))
    for goal, path in found:
        pos = start
        for direction in path:
            pos = step_position(pos, direction)
            assert world.is_floor(pos)
        assert pos == goal
        assert len(path) == len(find_path(world.is_floor, start, goal))


def test_paths_do_not_depend_on_what_the_cache_holds():
    world = default_world()
    a, b = world.companion.position, world.player.position
    _, both = paths([a, b])
    _, only_b = paths([b])
    n = len(only_b)
    assert both[n:] == only_b  # b's paths after a's searches equal b's from a cold cache


def test_a_companion_following_its_path_gets_one_step_closer_each_tick():
    world = default_world()
    rt = new_runtime(world)
    rt.load(
        update(
            "local sword\n"
            "for _, it in ipairs(items) do if it.name == 'sword' then sword = it end end\n"
            "local path = ai:find_path_to(sword)\n"
            "if #path > 0 then ai:move(path[1]) end\n"
            "return #path"
        ),
        "walk",
    )
    lengths = [int(o.status) for o in play(rt, world, 40)]
    assert lengths == list(range(lengths[0], lengths[0] - 40, -1))
