"""A thing said to come first with no verb, after an order ("Kill the gorgon. Sword first."): the
order with that thing fetched first where the order's fight takes it (the sword for the gorgon,
the bow or arrows for the bats), never brought to the player; refused in words where it takes no
part in the order (the bow for the gorgon, the sword before a walk). Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SERVED = [
    ("Kill the gorgon. Sword first.", "fetch sword; attack gorgon"),
    ("kill the bats. bow first.", "fetch bow; attack every bat"),
    ("kill the bats. the bow first!", "fetch bow; attack every bat"),
    ("kill the bats. arrows first.", "fetch every arrow; attack every bat"),
    ("kill every monster. sword first.", "fetch sword; attack every monster"),
    ("kill the gorgon. First, the sword.", "fetch sword; attack gorgon"),
    ("kill the gorgon. sword first please", "fetch sword; attack gorgon"),
    # with its verb, as said
    ("kill the gorgon. get the sword first", "fetch sword; attack gorgon"),
    ("kill the gorgon. bring me the sword first", "bring sword; attack gorgon"),
]
# Near-misses: a thing the order does not take, or none the game has: refused in words.
REFUSED = [
    ("kill the gorgon. bow first", 'unknown[does not fit] "bow first"; attack gorgon'),
    ("get the arrows. bow first.", 'unknown[does not fit] "bow first"; fetch every arrow'),
    ("go to the top left corner. sword first.",
     'unknown[does not fit] "sword first"; go_to top left'),
    ("kill the gorgon. the potion first.",
     'attack gorgon; unknown[not understood] "the potion"'),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + REFUSED)
def test_a_thing_said_first_alone(order: str, expected: str) -> None:
    assert reading(order) == expected
