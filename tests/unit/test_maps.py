"""Map files and the seeded generator."""

from __future__ import annotations

import pytest

from game.mapgen import MapSpec, generate
from game.maps import MapError, load_map, parse_map
from game.pathfinding import find_path, reachable


def test_default_scenario_matches_the_reference_layout():
    w = load_map("default")
    assert (w.rows, w.cols) == (23, 24)
    assert w.player.position == (2, 2) and w.companion.position == (2, 3)
    kinds = sorted(m.kind for m in w.monsters())
    assert kinds == ["bat", "bat", "bat", "gorgon"]
    assert sorted(i.name for i in w.ground) == ["arrow", "arrow", "arrow", "bow", "sword"]
    sword = next(i for i in w.ground if i.name == "sword")
    assert sword.position[0] > 18 and sword.position[1] > 20  # far bottom-right
    assert w.player.health == 3 and all(m.health == 1 for m in w.monsters())


@pytest.mark.parametrize("seed", range(40))
def test_generated_maps_are_playable_and_every_floor_tile_is_reachable(seed):
    w = parse_map(generate(seed))  # parse_map itself refuses unreachable things
    floor = {(r, c) for r in range(1, w.rows + 1) for c in range(1, w.cols + 1)
             if w.is_floor((r, c))}
    assert reachable(w.is_floor, w.player.position) == floor
    assert len(w.monsters()) == 4 and len(w.ground) == 5


def test_generator_is_seeded():
    assert generate(11) == generate(11)
    assert generate(11) != generate(12)
    assert parse_map(generate(3, MapSpec(rows=15, cols=30, rooms=5)))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("#####\n#P..#\n####", "wide"),
        ("#####\n#P.A#\n#..X#\n#####", "unknown symbol 'X' at row 3, column 4"),
        ("#####\n#P..#\n#####", "exactly one companion"),
        ("#####\n#PA..\n#####", "closed by walls"),
        ("#######\n#PA#.G#\n#######", "gorgon at row 2, column 6 cannot be reached"),
    ],
)
def test_bad_maps_are_refused_with_the_reason(text, message):
    with pytest.raises(MapError, match=message):
        parse_map(text)


def test_unknown_map_name_lists_the_known_ones():
    with pytest.raises(MapError, match="available: .*default"):
        load_map("nope")


def test_astar_finds_shortest_paths_and_prefers_to_avoid():
    w = parse_map("#######\n#PA...#\n#.###.#\n#.....#\n#....G#\n#######")
    path = find_path(w.is_floor, (2, 2), (2, 6))
    assert path == ["d"] * 4
    assert find_path(w.is_floor, (2, 2), (2, 2)) == []
    assert find_path(w.is_floor, (2, 2), (1, 1)) == []
    detour = find_path(w.is_floor, (2, 2), (2, 6), avoid={(2, 4)})
    assert len(detour) == 8  # around the wall block
    # When avoiding is impossible the plain path is still returned.
    assert find_path(w.is_floor, (2, 2), (2, 6), avoid={(2, 4), (4, 4), (5, 4)}) == ["d"] * 4
