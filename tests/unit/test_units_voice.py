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
    ("step over the bat", 'unknown[no such action] "step over the bat"'),
]


# Walks and distances in squares, blocks, cells and paces as in tiles; a vague amount before them
# as before tiles ("a couple of tiles": 2 to 4); "step over" a way as "step" it.
UNITS = [
    ("stay a couple of blocks from me", "keep_distance player 2..4"),
    ("stay a few paces from me", "keep_distance player 2..4"),
    ("keep a few cells from the gorgon", "keep_distance gorgon 2..4"),
    ("stay a couple of blocks away from the bat", "keep_distance bat 2..4"),
    ("stay a couple of tiles from me", "keep_distance player 2..4"),
    ("step over one square to the right", "walk right 1"),
    ("move over one tile to the right", "walk right 1"),
    ("scoot over 2 tiles left", "walk left 2"),
    ("walk over 3 squares up", "walk up 3"),
    ("go 3 blocks left", "walk left 3"),
    ("walk a few paces left", "walk left 3"),
    ("step one square to the right", "walk right 1"),
    # a handful is 5, a dozen 12, kept as a said number of tiles is
    ("keep a handful of tiles between you and the gorgon", "keep_distance gorgon 5..5"),
    ("stay a handful of tiles from me", "keep_distance player 5..5"),
    ("keep a dozen squares from the bat", "keep_distance bat 12..12"),
    ("keep 5 tiles between you and the gorgon", "keep_distance gorgon 5..5"),
    ("keep a few tiles between you and the gorgon", "keep_distance gorgon 2..4"),
]


@pytest.mark.parametrize("order", OTHER_LEVELS)
def test_other_levels_refused_whole(order):
    meaning = read(order)
    assert len(meaning.steps) == 1 and isinstance(meaning.steps[0], m.Unknown), reading(order)
    assert meaning.steps[0].reason is m.Reason.CANNOT
    assert not meaning.understood


@pytest.mark.parametrize(("order", "meaning"), UNITS + AS_BEFORE)
def test_reading(order, meaning):
    assert reading(order) == meaning
