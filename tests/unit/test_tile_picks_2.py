"""A thing picked by the tile it lies on (agent/reading/tile_picks.py): an item at, on or in a
tile ("pick up the arrow at row 16, column 8") is the one lying there (``meaning.ON``), never
the nearest of its kind to that tile; where none lies there it is said in words, when the
order is composed ("I see no arrow at row 3, column 3") and by the companion when it is gone
by the time the errand starts ("There is no such item to pick up"). One said near a tile, and
a monster, which wanders, is still the nearest to it. Each row an order and its reading in
the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.maps import load_map
from tests.sandbox.helpers import new_runtime, play
from tests.unit.judge import judge
from tests.unit.readings import reading

ON_THE_TILE = [
    ("pick up the arrow at row 16, column 8", "fetch on-from-16,8 arrow"),
    ("get the arrow at (16, 8)", "fetch on-from-16,8 arrow"),
    ("bring me the arrow on tile 16, 8", "bring on-from-16,8 arrow"),
    ("guard the arrow at row 10, column 2", "guard on-from-10,2 arrow"),
    (
        "stand 2 tiles above the arrow at row 16, column 8",
        "go_to -2,+0-of-on-from-16,8 arrow; stay",
    ),
    (
        "get an arrow, not the one at row 10, column 2",
        "fetch nearest-from-companion arrow besides on-from-10,2 arrow",
    ),
]

# Near-misses: picked near the tile, or a monster (which wanders): the nearest to it.
NEAR_THE_TILE = [
    ("get the arrow nearest to row 16, column 8", "fetch nearest-from-16,8 arrow"),
    ("get the arrow farthest from row 5, column 5", "fetch farthest-from-5,5 arrow"),
    ("kill the bat at row 12, column 18", "attack nearest-from-12,18 bat"),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "expected"), ON_THE_TILE + NEAR_THE_TILE)
def test_a_tile_picks_the_one_lying_there(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    "order",
    [
        "pick up the arrow at row 3, column 3",
        "get an arrow, not the one at row 3, column 3",
        "how many arrows are there, not counting the one at row 3, column 3?",
    ],
)
def test_none_lying_there_is_said_when_composed(order: str) -> None:
    got = compose(read(order), load_map())
    assert got.problem == "I see no arrow at row 3, column 3", got.code


def test_the_companion_fetches_that_one_or_says_none_lies_there() -> None:
    order = "pick up the arrow at row 10, column 2"
    world = load_map()
    code = compose(read(order), world).code
    assert judge().validate(code, load_map(), meaning=read(order)).ok
    arrow = next(i for i in world.ground if i.position == (10, 2))
    arrow.position = (10, 3)  # taken off its tile after the order was composed
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    said = [out.status for out in play(rt, world, 30)]
    assert said[0] == "There is no such item to pick up", said
    assert not world.companion.items and arrow.position == (10, 3)
