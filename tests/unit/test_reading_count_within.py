"""A count within a distance said with a bound ("how many bats are less than 3 tiles from me?",
"count the bats closer than 4 tiles to me", "if there are more than 2 bats under 5 steps from
you, ..."): the distance is carried as ``meaning.Region`` within so many tiles, counted
inclusively (less than 3: within 2; at most 3: within 3), or the order is said back in words
("more than 3 tiles from me": no part a count is over); never the count over the whole map."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.reading import facts, meaning as m, read
from tests.unit.readings import reading
from tests.unit.test_logic_helpers import ARROWS, ask, world_of

WITHIN = [
    (
        "how many bats are there less than 3 tiles from me?",
        "ask value count(bat within 2 of player)",
    ),
    ("how many bats are less than 3 tiles from me", "ask value count(bat within 2 of player)"),
    (
        "how many bats are fewer than 4 steps from you?",
        "ask value count(bat within 3 of companion)",
    ),
    ("how many bats are there under 3 steps from me?", "ask value count(bat within 2 of player)"),
    ("how many bats are at most 3 tiles from me?", "ask value count(bat within 3 of player)"),
    (
        "how many monsters are no more than 3 tiles away from you?",
        "ask value count(monster within 3 of companion)",
    ),
    ("how many bats are closer than 4 tiles to me?", "ask value count(bat within 3 of player)"),
    (
        "how many gorgons do you see nearer than 5 squares to the bow?",
        "ask value count(gorgon within 4 of bow)",
    ),
    ("how many arrows are within 5 tiles of me?", "ask value count(arrow within 5 of player)"),
    ("count the bats closer than 4 tiles to me", "ask value count(bat within 3 of player)"),
    ("are there any bats less than 3 tiles from me?", "ask check near(bat, 2, player)"),
    (
        "are there more than 2 bats less than 4 tiles from me?",
        "ask check count(bat within 3 of player) > 2",
    ),
    (
        "if there are more than 2 bats less than 5 tiles from you, come back to me",
        "if count(bat within 4 of companion) > 2: come_back | ",
    ),
    (
        "if there are 2 bats closer than 3 tiles to me, pick up the sword",
        "if count(bat within 2 of player) >= 2: fetch sword | ",
    ),
]


@pytest.mark.parametrize(("order", "gist"), WITHIN)
def test_a_count_within_a_bounded_distance_carries_it(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    [
        "how many bats are more than 3 tiles from me?",
        "how many bats are farther than 3 tiles from me?",
        "how many bats are less than 1 tile from me?",
        "count the bats further than 4 steps from you",
    ],
)
def test_a_distance_that_is_no_part_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.CANNOT


def test_a_bound_within_is_counted_inclusively_by_the_sandbox_and_the_judge() -> None:
    world = world_of(ARROWS)  # arrows 2, 8 and 8 tiles from the player
    said = {
        "how many arrows are less than 3 tiles from me?": "1",
        "how many arrows are less than 2 tiles from me?": "0",
        "how many arrows are at most 2 tiles from me?": "1",
        "how many arrows are closer than 9 tiles to me?": "3",
        "how many arrows are fewer than 8 tiles from me?": "1",
    }
    for order, n in said.items():
        meaning = read(order)
        step = meaning.steps[0]
        assert isinstance(step, m.Ask) and isinstance(step.value, m.CountOf), order
        assert step.value.region is not None
        assert facts.value(world, step.value) == int(n), order
        tiles = step.value.region.tiles
        assert ask(world, f'count("arrow", nil, player, {tiles})') == [n], order
        assert f'count("arrow", nil, player, {tiles})' in compose(meaning, world).code, order
