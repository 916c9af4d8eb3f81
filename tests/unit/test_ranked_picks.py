"""Picks by rank in a real sandbox (docs/skills.md, ``nearest(what, from, rank)``): the second
nearest, the farthest but one, ties broken as ``nearest`` breaks them, none when there are
fewer; an errand on the second nearest keeps to it once the nearest is gone."""

from __future__ import annotations

from game.rules import step
from game.world import manhattan
from tests.sandbox.helpers import STILL, tick, update
from tests.unit.test_logic_helpers import ARROWS, ask, drive, runtime, world_of


def test_the_nth_nearest_and_farthest_in_order_ties_by_id_none_past_the_last():
    world = world_of(ARROWS)  # from the companion (2, 2): arrows 2, 4 and 12 tiles away
    assert ask(
        world,
        'nearest("arrow", nil, 1)',
        'nearest("arrow", nil, 2)',
        'nearest("arrow", nil, 3)',
        'nearest("arrow", nil, 4)',
        'farthest("arrow", nil, 2)',
        'farthest("arrow", ai, 3)',
        # from the player (6, 2): 2, then (2, 6) and (6, 10) both 8: the lower id first
        'nearest("arrow", player, 2)',
        'nearest("arrow", player, 3)',
        'farthest("arrow", player)',
        'farthest("arrow", player, 2)',
        'nearest("arrow", "left side", 2)',
        'nearest("bat", nil, 2)',
    ) == [
        "arrow {4, 2}",
        "arrow {2, 6}",
        "arrow {6, 10}",
        "nil",
        "arrow {2, 6}",
        "arrow {4, 2}",
        "arrow {2, 6}",
        "arrow {6, 10}",
        "arrow {2, 6}",
        "arrow {6, 10}",
        "arrow {2, 6}",
        "nil",
    ]


def test_a_rank_that_is_no_whole_number_is_refused_with_the_right_call():
    world = world_of(ARROWS)
    out = tick(runtime(world, update('return fetch(nearest("arrow", nil, 1.5))')), world)
    assert out.error is not None and "a whole number, 1 or more" in out.error.message


def test_fetch_of_the_second_nearest_keeps_to_it_once_the_nearest_is_gone():
    world = world_of(ARROWS)
    wanted = next(i for i in world.ground if i.position == (2, 6))
    nearest = next(i for i in world.ground if i.position == (4, 2))
    rt = runtime(world, update('return fetch(nearest("arrow", nil, 2))'))
    first = tick(rt, world)
    assert first.status.startswith("Getting the arrow")
    step(world, companion_actions=first.actions, player_move=None, rules=STILL)
    world.ground.remove(nearest)  # the nearest is taken: the second nearest is now (6, 10)
    assert manhattan(world.companion.position, (2, 6)) < 12
    turns = drive(rt, world, 40)
    assert turns[-1].done and [i.id for i in world.companion.items] == [wanted.id]
