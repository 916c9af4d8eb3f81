"""The cautious player's orders (the tenth fresh set's third voice) and their siblings: every
order hedged with a condition of safety, and a terse player's weapon held to one ("sword only")
and a count asked with "x2?". Each row is an order and its reading in the full gist notation."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "..., but stop if X" after a duty said with an "and" of its own (a patrol "between A and B"):
# the duty until X, never a wait for X (agent/reading/stopping.py).
STOPPED = [
    ("patrol between the bow and the tile [8, 10], but stop if a bat shows up",
     "patrol bow to 8,10 once near(bat, 5, companion): stay"),
    ("patrol between the bow and the sword but stop when a bat comes near",
     "patrol bow to sword once near(bat, 3, companion): stay"),
    ("patrol between the bow and the sword, but come back to me if your health drops below 2",
     "patrol bow to sword once health(companion) < 2: come_back"),
    ("follow me, but stop if a bat shows up", "follow once near(bat, 5, companion): stay"),
]


@pytest.mark.parametrize(("order", "meaning"), STOPPED)
def test_a_duty_goes_on_until_it_is_stopped(order: str, meaning: str) -> None:
    assert reading(order) == meaning
