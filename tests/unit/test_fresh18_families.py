"""The eighteenth fresh set's families (bench/fresh_orders_18.toml). First, where a count is
taken: what one of us holds asked of the companion named in the third person ("all items
presently in its possession") or of things said held ("arrows held", "items carried", "arrows on
hand") is what is carried, read so where the reader reads it, and a restatement that counts the
map in its place is turned back (agent/house/kept_steps.py), as is one that asks what is held
where the order asks of the ground. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.house.checks import GameWords, check
from agent.house.kept_steps import ASKS_ELSEWHERE, ASKS_HELD
from tests.unit.readings import reading

# Things said held are the ones carried: the companion's when said bare or of "you"/"it", the
# player's when of "I"/"me"; things said left or on the ground are counted on the map.
HELD = [
    ("how many arrows held", "ask carrying arrow of companion"),
    ("how many arrows on hand?", "ask carrying arrow of companion"),
    ("count the arrows carried", "ask carrying arrow of companion"),
    ("count the items in its possession", "ask carrying item of companion"),
    ("how many arrows held, times two", "ask value (carried(companion, arrow) * 2)"),
    (
        "how many bats are left minus the arrows you have",
        "ask value (count(bat) - carried(companion, arrow))",
    ),
    (
        "how many bats are left minus the arrows I carry",
        "ask value (count(bat) - carried(player, arrow))",
    ),
    (
        "the number of bats minus the number of arrows in your bag",
        "ask value (count(bat) - carried(companion, arrow))",
    ),
    (
        "what is the number of bats left plus the arrows carried",
        "ask value (count(bat) + carried(companion, arrow))",
    ),
    # near-misses: counted on the map, or carried said the usual way
    ("how many arrows are left", "ask count arrow"),
    ("how many arrows are on the ground", "ask count arrow"),
    ("how many bats are left minus the arrows left", "ask value (count(bat) - count(arrow))"),
    ("how many arrows do you have", "ask carrying arrow of companion"),
    (
        "tell me the number of arrows remaining on the ground, not counting the 1 arrow in your "
        "possession",
        "ask count arrow",
    ),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), HELD)
def test_reading(order, meaning):
    assert reading(order) == meaning


_ON_MAP = "tell me how many items are left"
# Orders asking of what is held, the companion named as "you", "it", "its", "the Companion",
# and things said "held", "carried", "on hand": a count of the map does not serve them.
ASKS_HELD_ORDERS = [
    "The Companion shall enumerate all items presently in its possession.",
    "list all items presently in your possession",
    "what does the Companion carry right now",
    "list the items it has on hand",
    "tell me about the items it is holding",
    "say which items are carried",
    "list the items held",
]


@pytest.mark.parametrize("order", ASKS_HELD_ORDERS)
def test_a_count_of_the_map_does_not_serve_an_order_asking_what_is_held(order):
    words = GameWords([order])
    assert check(order, _ON_MAP, words, sure=True) == (None, ASKS_ELSEWHERE)
    meaning, why = check(order, "tell me what you carry", words, sure=True)
    assert meaning is not None, why


_BATS_LESS_ARROWS = "compute bats remaining minus arrows held, output the scalar"


def test_a_count_moved_from_what_is_held_to_the_map_is_turned_back():
    words = GameWords([_BATS_LESS_ARROWS])
    moved = "tell me the number of bats left minus the number of arrows left"
    assert check(_BATS_LESS_ARROWS, moved, words, sure=True) == (None, ASKS_ELSEWHERE)
    kept = "tell me the number of bats left minus the number of arrows you carry"
    meaning, why = check(_BATS_LESS_ARROWS, kept, words, sure=True)
    assert meaning is not None, why


@pytest.mark.parametrize(
    "order", ["tally up every item lying around on the floor", "count the items on the ground"]
)
def test_a_count_moved_from_the_map_to_what_is_held_is_turned_back(order):
    words = GameWords([order])
    held = "tell me what you carry"
    assert check(order, held, words, sure=True) == (None, ASKS_HELD)
    meaning, why = check(order, _ON_MAP, words, sure=True)
    assert meaning is not None, why
