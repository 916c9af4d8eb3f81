"""A thing picked by the tile it lies on ("the arrow is RIGHT THERE, straight down from me. get
it", agent/reading/tile_picks.py): no meaning holds such a pick yet, so the words that pick it
are never dropped for the nearest of its kind; the order stays refused in words. A remark that
only says the thing is there ("the bow is over there. get it"), or whose pick is read with the
thing ("there's an arrow by the sword"), is still the order on it. Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A remark that picks its thing by where it lies from a thing, a corner or a monster, then "it",
# where no meaning holds the pick: refused, the remark's words said back (never the nearest of
# the kind fetched in silence). One on a tile or in a line counted from one of us or a thing is
# read (tests/unit/test_tile_picks_2.py).
REMARK_PICKS = [
    ("the arrow is next to the bow. get it", '"the arrow is next to the bow"'),
    ("the bat's just below the bow. kill it", '"the bat\'s just below the bow"'),
    (
        "the arrow is three tiles right of the bottom left corner. grab it",
        '"the arrow is three tiles right of the bottom left corner"',
    ),
]

# The same picks said in the order itself, where no meaning holds them (a corner, a monster
# that wanders): refused as they were. An item on a tile counted from one of us or a
# thing is read (tests/unit/test_tile_picks_2.py).
ORDER_PICKS = [
    "grab the arrow that's three tiles right of the bottom left corner",
    "kill the bat just below the bow",
]

# Near-misses: a remark that places nothing, or whose pick the thing as said holds.
STILL_READ = [
    ("the arrow is right there. get it", "fetch arrow"),
    ("the bow is over there. get it", "fetch bow"),
    ("the arrow's down there. grab it", "fetch arrow"),
    ("The sword! Bring it here.", "bring sword"),
    ("There's an arrow by the sword. Grab it.", "fetch nearest-from-sword arrow"),
    ("See the bat nearest the gorgon? Kill it.", "attack nearest-from-gorgon bat"),
    ("I noticed a bat near the bow. kill it", "attack nearest-from-bow bat"),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "said_back"), REMARK_PICKS)
def test_a_remark_that_picks_by_tile_is_refused(order: str, said_back: str) -> None:
    read = reading(order)
    assert read.startswith("unknown[") and said_back in read, read


@pytest.mark.parametrize("order", ORDER_PICKS)
def test_a_pick_by_tile_in_the_order_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order)


@pytest.mark.parametrize(("order", "expected"), STILL_READ)
def test_near_misses_read_as_before(order: str, expected: str) -> None:
    assert reading(order) == expected
