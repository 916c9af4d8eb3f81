"""The thirteenth fresh set's comparisons left after its first mends: a going to the nearest
item of any kind ("go stand by whatever item is closest to you, but don't pick it up")."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.maps import load_map
from tests.sandbox.helpers import new_runtime, play


def lua(order: str) -> str:
    got = compose(read(order), load_map("default"))
    assert got.complete, got.problem
    return got.code


@pytest.mark.parametrize(
    ("order", "call"),
    [
        (
            "go stand by whatever item is closest to you, but don't pick it up",
            'go_to(nearest("item"))',
        ),
        ("go stand by the nearest item", 'go_to(nearest("item"))'),
        ("go to the farthest item", 'go_to(farthest("item"))'),
        # an item named keeps its name: the nearest bow when the step begins
        ("go to the bow", 'go_to("bow")'),
        ("go stand by the bow", 'go_to("bow")'),
        # a monster is one monster
        ("find the gorgon", 'go_to(nearest("gorgon"))'),
    ],
)
def test_a_going_to_an_item_of_any_kind_is_to_one_item(order, call):
    assert f"return {call}" in lua(order) or f"{{go_to, {call[6:-1]}}}" in lua(order)


def test_going_to_the_nearest_item_stands_next_to_it_and_picks_nothing_up():
    world = load_map("default")
    rt = new_runtime(world)
    loaded = rt.load(lua("go stand by the nearest item"), "composed")
    assert loaded.error is None, loaded.error
    outcomes = play(rt, world, 40)
    assert all(o.error is None for o in outcomes)
    assert "Done" in [o.status for o in outcomes]
    # from [2, 3] the arrow at [10, 2] is the nearest item as the crow flies (9; the bow 11)
    ai = world.companion.position
    assert abs(ai[0] - 10) + abs(ai[1] - 2) == 1, ai
    assert not world.companion.items and len(world.ground) == 5
