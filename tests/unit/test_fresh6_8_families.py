"""Families of the sixth, seventh and eighth fresh sets (bench/fresh_orders_6.toml, _7, _8) the
reader did not read. Each row an order and its reading in the gist notation of tests/unit/gist.py.

First, a number asked and then worked on, or asked to be said, in words after it
(agent/reading/worked_after.py): "how many arrows are there? double it and tell me", "1) count
the arrows 2) multiply by 2 3) say the answer", "subtract the second from the first"; and the
counts it works on: monsters that "live" in a part of the map, a kind "left out" of a count."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

WORKED_AFTER = [
    # the sets' orders
    ("1) count the arrows 2) multiply by 2 3) say the answer", "ask value (count(arrow) * 2)"),
    ("count the arrows, add the bats, and tell me the total",
     "ask value (count(arrow) + count(bat))"),
    ("1) how many monsters are there 2) how many of them are bats 3) subtract the second from the"
     " first", "ask value (count(monster) - count(bat))"),
    ("maybe you could count the monsters and leave out the gorgon? how many is that?",
     "ask value (count(monster) - count(gorgon))"),
    ("how many monsters live in the right half of the map? double it and tell me",
     "ask value (count(monster east of middle) * 2)"),
    # variants
    ("how many arrows are there? double it and tell me", "ask value (count(arrow) * 2)"),
    ("how many arrows do you have? add 2. what do you get?",
     "ask value (carried(companion, arrow) + 2)"),
    ("count the bats. then multiply that by 3 and tell me", "ask value (count(bat) * 3)"),
    ("count the bats. triple it, then take away 1, and tell me the result",
     "ask value ((count(bat) * 3) - 1)"),
    ("how many bats are there? how many arrows? subtract the first from the second",
     "ask value (count(arrow) - count(bat))"),
    ("how many bats are there? add the arrows and tell me",
     "ask value (count(bat) + count(arrow))"),
    ("count the bats. say the answer", "ask count bat"),
    # near-misses: not arithmetic alone after the number, or a word it does not work with
    ("how many bats are there? say hello", "ask count bat; say 'hello'"),
    ("how many bats are there? double it and get the bow",
     'ask count bat; unknown[not understood] "double it and get the bow"'),
    ("count the arrows. double the bow",
     'ask count arrow; unknown[not understood] "double the bow"'),
]

COUNTED = [
    ("how many bats are living in the top right?", "ask value count(bat north east of middle)"),
    ("how many arrows live in the left half?", "ask value count(arrow west of middle)"),
    ("how many monsters live in the dungeon?", "ask count monster"),
    ("count the monsters but leave out the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the items and leave out the arrows", "ask value (count(item) - count(arrow))"),
    ("leave out the bats, how many monsters are there?", "ask value (count(monster) - count(bat))"),
    ("kill every monster, leave out the gorgon", "attack every bat"),
]


@pytest.mark.parametrize(("order", "meaning"), WORKED_AFTER + COUNTED)
def test_reading(order, meaning):
    assert reading(order) == meaning
