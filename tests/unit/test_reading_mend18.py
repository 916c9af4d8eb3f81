"""The eighteenth fresh set's families still refused after its first pass
(bench/fresh_orders_18.toml), each with siblings and near-misses: an engineer's dump of the
inventory (what is carried, listed), a count left once some are taken or defeated said with "'ll"
or the perfect ("how many bats'll be left once you've shot two of 'em?"), and which of two is
nearer or farther with the two after a colon ("which is farther from me: the bow, or the arrow at
(22, 5)?"). Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# An engineer's dump of a structure is its contents printed: what the companion carries, listed
# (the game puts nothing down); emptying it is handing it over, as before.
DUMPED = [
    ("dump your inventory", "ask carrying of companion"),
    ("dump the inventory", "ask carrying of companion"),
    ("print your inventory", "ask carrying of companion"),
    ("dump inventory pls", "ask carrying of companion"),
    ("get the bow and dump your inventory", "fetch bow; ask carrying of companion"),
    ("list your inventory", "ask carrying of companion"),
    ("empty your inventory", "hand_over"),
]


@pytest.mark.parametrize(("order", "gist"), DUMPED)
def test_read(order: str, gist: str) -> None:
    assert reading(order) == gist
