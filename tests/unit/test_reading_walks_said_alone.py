"""A walk said without its verb: a count of steps to a side ("two steps to the left", as the
eleventh fresh set's players said it) and a way with its count ("down 5"); "two steps left",
which may be how many are left, stays said back."""

import pytest

from tests.unit.readings import reading


@pytest.mark.parametrize(("order", "meaning"), [
    ("two steps to the left", "walk left 2"),
    ("Three quick steps to the right", "walk right 3"),
    ("4 steps towards the north", "walk north 4"),
    ("Two steps to the left, and not one more.", "walk left 2"),
    ("down 5.", "walk down 5"),
    ("up 3 tiles", "walk up 3"),
    ("left 2, please", "walk left 2"),
    # how many are left, perhaps: not guessed
    ("2 steps left please", 'unknown[not understood] "2 steps left"'),
    ("three tiles left", 'unknown[not understood] "three tiles left"'),
])
def test_a_walk_said_without_its_verb(order: str, meaning: str) -> None:
    assert reading(order) == meaning
