"""Orders as players of other hands type them (bench/fresh_orders_4.toml and the ways of saying
each of its families): each row an order and its reading in the full gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A distance asked as the way walked, with the way said after its unit ("along the corridors",
# "on foot", "through the halls"): the steps of a walk. It was not understood, the way between
# "how many steps" and "is it from" read as no question.
WALKED = [
    ("How many steps along the corridors is it from you to the sword?",
     "ask value walk(sword, companion)"),
    ("how many steps through the halls to the bow?", "ask value walk(bow, companion)"),
    ("how many tiles on foot is it to the gorgon?", "ask value walk(gorgon, companion)"),
    ("how many steps down the corridor from me to the sword?", "ask value walk(sword, player)"),
    ("how many moves along the passages is it to the bat?", "ask value walk(bat, companion)"),
    ("how many tiles along the corridors is it from the bow to the sword?",
     "ask value walk(sword, bow)"),
    ("how far is it on foot from the bow to the sword?", "ask value walk(sword, bow)"),
]


@pytest.mark.parametrize(("order", "meaning"), WALKED)
def test_a_distance_asked_as_the_way_walked_is_the_steps_of_a_walk(order: str,
                                                                  meaning: str) -> None:
    assert reading(order) == meaning
