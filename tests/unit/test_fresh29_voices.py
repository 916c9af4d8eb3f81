"""Words of the twenty-ninth fresh set's voices read as the lexicon's, and the families under
them: a counted way to the companion's side said without a verb ("four paces to your right",
walked, where ", and stop there" after it had been read alone and the walk dropped), "bring in"
a thing gathering it, and "runner" a name for the companion. Each row an order and its reading
in the gist notation of tests/unit/gist.py; then near neighbours that stay refused."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    # a counted way to the companion's side, without a verb; stopping there ends the walk
    ("Runner, four paces to your right, please, and stop there. Thank you.", "walk right 4"),
    ("three squares to your left, and stop", "walk left 3"),
    ("4 paces to your right", "walk right 4"),
    ("two tiles to your right, then stop", "walk right 2; stay"),
    # "bring in" a thing: gathering it
    ("If there are fewer arrows than bats, fetch the sword; otherwise just bring in the nearest "
     "arrow.", "if count(arrow) < count(bat): fetch sword | fetch arrow"),
    ("bring in two arrows", "fetch 2 arrow"),
    # "runner": a name said to the companion
    ("That gorgon bites. Get the sword and kill it, runner.", "fetch sword; attack gorgon"),
]

REFUSED = [
    "the zorg to your right, and dance",
    "four paces to your right, and dance a jig",
    "bring in the harvest",
    "Trail along behind me like a runner bean up a cane.",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
