"""keep_distance as the player sees it after every tick: the companion moves first in a tick,
so where what it keeps to moves (the player, a wandering monster) it stands a tile inside the
band, and one step of that thing leaves it still in the band (companion.lua, snug_band). A band
bounded both ways seeks that tile only by a way that stays in the band (round walls its lower
bound by rows plus columns and its upper by the walk may leave none near: the sixth fresh set's
#61, "keep between 4 and 6 tiles from me the whole way", went 8 off chasing one round the
player), and else keeps the band as asked. Real game runs: the sandbox's library, ticked with the
game's rules."""

from __future__ import annotations

import re
from itertools import pairwise
from pathlib import Path

import pytest

from game.maps import parse_map
from game.world import World, manhattan
from tests.unit.test_companion_skills import (
    ROOM,
    WALLED,
    WANDER,
    drive,
    room,
    skill,
    walk,
    with_row,
)
from tests.unit.test_logic_helpers import runtime

DEFAULT = (Path(__file__).resolve().parents[2] / "config" / "maps" / "default.txt").read_text()

EAST = "d" * 12
CORNER = "d" * 6 + "w" * 5  # along the bottom row, then up the room's side


@pytest.mark.parametrize("high", [2, 3, 4])
@pytest.mark.parametrize("path", [EAST, CORNER])
def test_within_n_of_a_player_walking_away_holds_after_every_tick(high, path):
    # Next to the player at the room's bottom left, who walks off: straight, or round a corner.
    world = room(companion=(6, 2))
    rt = runtime(world, skill(f'keep_distance("player", nil, {high})'))
    turns = drive(rt, world, 24, player=path)
    assert all(walk(world, t.at, t.player) <= high for t in turns), [
        (t.status, t.at, t.player) for t in turns
    ]
    # Standing once the player stands: no steps back and forth.
    assert all(t.moves == [] for t in turns[len(path) + 2 :])
    # Said true: the distance said is the one before its move, within the bound.
    for t in turns:
        said = re.fullmatch(rf"Keeping within {high} tiles of you \((\d+) now\)", t.status)
        assert said and int(said[1]) <= high, t.status


@pytest.mark.parametrize(
    ("call", "high"),
    [
        ('keep_distance("player", nil, 2)', 2),
        ('keep_distance("player", nil, 4)', 4),
    ],
)
def test_within_n_holds_as_the_player_walks_round_a_wall(call, high):
    # The player walks down and back along the corridor under the companion's: by rows plus
    # columns it would stay near across the wall while the player got away.
    world = parse_map(WALLED)
    world.companion.position = (4, 3)
    turns = drive(runtime(world, skill(call)), world, 20, player="ssddddd")
    assert all(walk(world, t.at, t.player) <= high for t in turns), [
        (t.status, t.at, t.player) for t in turns
    ]
    assert turns[-1].moves == []


def test_from_far_it_comes_into_the_band_and_then_holds_it():
    world = room(companion=(2, 15))
    rt = runtime(world, skill('keep_distance("player", nil, 3)'))
    turns = drive(rt, world, 30)
    assert turns[0].status == "Getting closer to you (18 tiles, at most 3)"
    assert turns[-1].status == "Keeping within 3 tiles of you (2 now)"
    turns = drive(rt, world, 30, player="d" * 10 + "w" * 5 + "a" * 6)
    assert all(walk(world, t.at, t.player) <= 3 for t in turns)
    assert all(t.moves == [] for t in turns[23:])


@pytest.mark.parametrize("low", [2, 3])
def test_at_least_n_from_a_player_walking_at_it_holds_after_every_tick(low):
    # The companion 8 tiles east of the player on the bottom row; the player walks at it.
    world = room(companion=(7, 10))
    turns = drive(
        runtime(world, skill(f'keep_distance("player", {low})')), world, 24, player="d" * 8
    )
    assert all(manhattan(t.at, t.player) >= low for t in turns), [
        (t.status, t.at, t.player) for t in turns
    ]


# One gorgon, wandering (leashed to 2 tiles of its home), in a room with room to keep from it.
ONE_GORGON = """\
######################
#P...................#
#....................#
#......G.............#
#....................#
#...................A#
######################
"""


@pytest.mark.parametrize("seed", range(6))
def test_at_least_n_from_a_wandering_monster_holds_after_every_tick(seed):
    world = parse_map(ONE_GORGON, seed=seed)
    world.companion.position = (4, 12)
    gorgon = world.monsters()[0]
    rt = runtime(world, skill('keep_distance("gorgon", 5)'))
    gaps = [manhattan(t.at, gorgon.position) for t in drive(rt, world, 1, rules=WANDER)]
    for _ in range(50):
        turn = drive(rt, world, 1, rules=WANDER)[0]
        gaps.append(manhattan(turn.at, gorgon.position))
    start = gaps.index(next(g for g in gaps if g >= 5))
    assert start <= 3 and all(g >= 5 for g in gaps[start:]), gaps


def test_a_fixed_tile_keeps_the_band_asked_for_with_no_slack():
    # A tile does not move: "within 3 of the top left corner" stands 3 away, not 2.
    world = room(companion=(2, 12))
    turns = drive(runtime(world, skill("keep_distance({2, 2}, nil, 3)")), world, 20)
    assert walk(world, turns[-1].at, (2, 2)) == 3


def test_an_item_the_player_picks_up_and_carries_away_is_kept_to_as_they_walk():
    # The bow lies by the player, who picks it up and walks off with it: the bow moves.
    world = room(with_row(ROOM, 7, "#P>...........G###"), companion=(5, 2))
    rt = runtime(world, skill('keep_distance("bow", nil, 2)'))
    turns = drive(rt, world, 24, player="d" * 10)
    assert [i.name for i in world.player.items] == ["bow"]
    assert all(walk(world, t.at, t.player) <= 2 for t in turns[1:]), [
        (t.status, t.at, t.player) for t in turns
    ]
    assert turns[-1].status == "Keeping within 2 tiles of the bow (1 now)"


# The player's walks round the default map's walls, from its top left corner: the sixth fresh
# set's #61 (to the bow, through the companion's tile), and two longer ones, down the left
# corridor and back along the rooms, and along the top and down the middle.
WALKS = [
    "dddssassdddddd",
    "ssssssdddddssaaaaassssddssaassddddwwwwdd",
    "dddddssddwwddddddssssddddddssddwwwsssssa",
]


def in_band_after_it_came(world: World, turns, low: int, high: int) -> list:
    """The ticks out of the band (rows plus columns at least ``low``, the walk at most ``high``)
    after the first tick in it: (tick, rows plus columns, walk)."""
    def held(t):
        return manhattan(t.at, t.player) >= low and walk(world, t.at, t.player) <= high

    first = next(i for i, t in enumerate(turns) if held(t))
    return [(i, manhattan(t.at, t.player), walk(world, t.at, t.player))
            for i, t in enumerate(turns) if i > first and not held(t)]


@pytest.mark.parametrize(("low", "high"), [(1, 3), (2, 5), (2, 4)])
@pytest.mark.parametrize("path", WALKS)
def test_a_band_bounded_both_ways_holds_after_every_tick_as_the_player_walks_round_walls(
        low, high, path):
    # Standing at a bound, the player's step took it a tick out of the band (8 to 38 ticks of
    # these walks); a tile inside both bounds, sought through the band, holds it.
    world = parse_map(DEFAULT)
    turns = drive(runtime(world, skill(f'keep_distance("player", {low}, {high})')), world,
                  len(path) + 10, player=path, onto_player=True)
    assert in_band_after_it_came(world, turns, low, high) == []
    assert turns[-1].moves == [] and turns[-1].status.startswith(f"Keeping {low} to {high} ")


def test_a_band_with_no_tile_inside_both_bounds_near_keeps_the_band_as_asked_round_walls():
    # #61: the player walks down and along the corridor below the companion's; no tile 5 both
    # ways lies near by a way in the band, so it keeps the band, a tick one tile out as the
    # player walks on (it went 8 off chasing a tile of slack round the player).
    world = parse_map(DEFAULT)
    turns = drive(runtime(world, skill('keep_distance("player", 4, 6)')), world, 40,
                  player=WALKS[0], onto_player=True)
    out = in_band_after_it_came(world, turns, 4, 6)
    assert all(d >= 3 and steps <= 7 for _, d, steps in out), out
    assert turns[-1].status == "Keeping 4 to 6 tiles from you (5 now)"


@pytest.mark.parametrize("tiles", [2, 3])
@pytest.mark.parametrize("path", WALKS)
def test_guarding_the_player_holds_its_reach_after_every_tick_as_they_walk_round_walls(
        tiles, path):
    # guard stands a tile inside its reach of what moves, as keep_distance does: standing at the
    # edge, the player's step took it a tile past for a tick.
    world = parse_map(DEFAULT)
    turns = drive(runtime(world, skill(f'guard("player", {tiles})')), world, len(path) + 10,
                  player=path, onto_player=True)
    assert in_band_after_it_came(world, turns, 0, tiles) == []
    assert turns[-1].moves == [] and turns[-1].status == "Guarding you"


@pytest.mark.parametrize("call", ['keep_distance("player", nil, 1)', 'guard("player", 1)'])
@pytest.mark.parametrize("path", WALKS)
def test_within_1_stands_next_to_the_player_and_answers_each_step_at_once(call, path):
    # "Stay within 1 tile of me" has no tile inside (the player's own hands everything over):
    # at its move it stands next to where the player stands, so their step after it leaves it
    # 2 off for that tick at most (the judge's tile of slack), and never longer.
    world = parse_map(DEFAULT)
    turns = drive(runtime(world, skill(call)), world, len(path) + 10, player=path,
                  onto_player=True)
    first = next(i for i, t in enumerate(turns) if walk(world, t.at, t.player) <= 1)
    for before, t in pairwise(turns[first:]):
        assert walk(world, t.at, before.player) <= 1, (t.status, t.at, before.player)
        assert walk(world, t.at, t.player) <= 2
    assert walk(world, turns[-1].at, turns[-1].player) == 1 and turns[-1].moves == []
