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


# "the nearest one" and "the farthest one" for a kind a condition or a sentence before named:
# one of that kind, so picked. It was written "the nearest the arrow" and not understood. Where the
# condition counts what is carried ("until you carry two arrows, keep fetching the nearest one")
# the errand of one would stop at one: still refused.
THE_NEAREST_ONE = [
    ("if there are arrows left, get the nearest one", "if count(arrow) > 0: fetch arrow | "),
    ("if there are bats left, kill the closest one", "if count(bat) > 0: attack bat | "),
    ("if there are bats left, kill the farthest one",
     "if count(bat) > 0: attack farthest-from-companion bat | "),
    ("I want an arrow. Get the farthest one.", "fetch farthest-from-companion arrow"),
    ("if you don't have an arrow, get the nearest one",
     "if not has(companion, arrow): fetch arrow | "),
    ("Until you are carrying two arrows, keep fetching the nearest one.",
     'unknown[not understood] "fetch the nearest the arrow" once carried(companion, arrow) >= 2: '),
]


@pytest.mark.parametrize(("order", "meaning"), THE_NEAREST_ONE)
def test_the_nearest_one_is_one_of_the_kind_named_picked(order: str, meaning: str) -> None:
    assert reading(order) == meaning
