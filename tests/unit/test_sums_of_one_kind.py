"""A sum of one kind is its count: "tally up the arrows", "add up the monsters", "total up
everything lying on the ground" ask how many, as "count the arrows" does, where a sum's verb
was refused as not understood; a sum of two kinds is still their sum, and a sum of one thing or
of what the count cannot say ("the arrows you carry", "the monsters killed") is still refused.
All the companion holds named as what it holds ("hand over your inventory", "turn over your
belongings") is handed over, as "give me your inventory" is. Each row an order and its reading
in the gist notation of tests/unit/gist.py.
"""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

READINGS = [
    # every one of one kind, summed: how many there are
    ("tally up the arrows", "ask count arrow"),
    ("total up the arrows on the ground", "ask count arrow"),
    ("tally up everything lying on the ground", "ask count item"),
    ("add up the monsters", "ask count monster"),
    ("sum up the bats", "ask count bat"),
    ("sum the gorgons", "ask count gorgon"),
    ("tally up all the arrows", "ask count arrow"),
    ("add up all the monsters on the map", "ask count monster"),
    ("tally up the arrows in total", "ask count arrow"),
    ("add up the monsters and tell me", "ask count monster"),
    ("tally up the arrows, then get the bow", "ask count arrow; fetch bow"),
    # two kinds: their sum, as before
    ("add up the arrows and the bats", "ask value (count(arrow) + count(bat))"),
    ("tally up the bats and the gorgons", "ask value (count(bat) + count(gorgon))"),
    # one thing, a number of them, or what a count cannot say: refused, as before
    ("add the bow", 'unknown[not understood] "add the bow"'),
    ("add the arrows", 'unknown[not understood] "add the arrows"'),
    ("how many bats are there? add the arrows and tell me",
     "ask value (count(bat) + count(arrow))"),
    ("add an arrow", 'unknown[not understood] "add an arrow"'),
    ("add up the two arrows", 'unknown[not understood] "add up the two arrows"'),
    ("tally up the arrows you carry", 'unknown[not understood] "tally up the arrows you carry"'),
    ("add up the monsters killed", 'unknown[not understood] "add up the monsters killed"'),
    ("sum up the farthest bats", 'unknown[not understood] "sum up the farthest bats"'),
    ("add arrows to your inventory", 'unknown[not understood] "add arrows to your inventory"'),
    # all it holds, named as what it holds: handed over
    ("hand over your inventory", "hand_over"),
    ("hand over your belongings", "hand_over"),
    ("turn over all your possessions", "hand_over"),
    ("hand over your inventory, then come back", "hand_over; come_back"),
    ("hand over everything you carry", "hand_over"),
    ("hand over your bow", "bring bow"),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", ["tally up the arrows", "add up the arrows",
                                   "total up the arrows on the ground"])
def test_a_sum_of_one_kind_asks_what_its_count_asks(order: str) -> None:
    """The question is the count's own, so its answer is the count's."""
    (asked,) = read(order).steps
    (counted,) = read("count the arrows").steps
    assert isinstance(asked, m.Ask) and isinstance(counted, m.Ask)
    assert (asked.asks, asked.things, asked.value) == (counted.asks, counted.things, counted.value)
