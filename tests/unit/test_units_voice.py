"""The seventeenth fresh set's odd units and vague amounts (bench/fresh_orders_17.toml): a floor,
stairs or a level the game does not have, refused whole in words (agent.reading.real_world
``other_level``: "go up 2 floors to the next level" walked up into a wall); walks and distances
counted in squares, blocks, cells and paces as in tiles; vague amounts ("a couple of", "a
handful of") as numbers. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m
from agent.reading.reader import read
from tests.unit.readings import reading

# A floor, stairs or a level the game does not have: refused whole, nothing done in its place.
OTHER_LEVELS = [
    "go up 2 floors to the next level",
    "go down a floor",
    "take the stairs up",
    "go to the next level",
    "climb to the second floor",
    "go upstairs",
    "head downstairs and get the bow",
    "take the staircase down",
    "go down 3 levels",
    "walk to the upper floor",
    "go to level 2",
]

# near-misses: the floor things lie on, a health level, tiles up, a saying
AS_BEFORE = [
    ("pick up the arrow on the floor", "fetch arrow"),
    ("count the arrows on the floor", "ask count arrow"),
    ("what is your health level", "ask health of companion"),
    ("go up 2 tiles", "walk up 2"),
    ("say 'go to the next level'", "say 'go to the next level'"),
]


@pytest.mark.parametrize("order", OTHER_LEVELS)
def test_other_levels_refused_whole(order):
    meaning = read(order)
    assert len(meaning.steps) == 1 and isinstance(meaning.steps[0], m.Unknown), reading(order)
    assert meaning.steps[0].reason is m.Reason.CANNOT
    assert not meaning.understood


@pytest.mark.parametrize(("order", "meaning"), AS_BEFORE)
def test_reading(order, meaning):
    assert reading(order) == meaning
