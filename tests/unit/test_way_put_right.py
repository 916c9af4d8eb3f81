"""A way put right at once, the corrected way said in the place of the one before it ("go left...
actually right, 3 steps", "walk 3 steps north, sorry, east"; agent/reading/afterthoughts.py
``put_right_in_place``), and a sentence that puts a way right not left out as a remark ("go
left... I mean right": agent/reading/set_off.py). Each row an order and its reading in the gist
notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SERVED = [
    ("go left... actually right, 3 steps", "walk right 3"),
    ("go left - I mean right, 3 steps", "walk right 3"),  # was walk left 1, the rest refused
    ("go left... I mean right", "walk right 1"),  # was walk left 1: confidently wrong
    ("walk 4 steps up... I mean down", "walk down 4"),  # was walk up 4
    ("walk 3 steps left, actually right", "walk right 3"),
    ("walk 3 steps left... no, right", "walk right 3"),
    ("walk 3 steps north, sorry, east", "walk east 3"),
    ("get the bow, actually the sword", "fetch sword"),  # a thing, as before
]
# Near-misses: a remark after "I mean" naming nothing of the game is refused as before, two ways
# with no correction between them are not a correction.
KEPT = [
    ("Go to the top left corner. I mean, it's a lovely day.",
     'go_to top left; unknown[not understood] "I mean, it\'s a lovely day"'),
    ("Get the bow. I mean it.", "fetch bow"),
    ("walk 2 steps left and 2 steps right", "walk left 2; walk right 2"),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + KEPT)
def test_way_put_right(order: str, expected: str) -> None:
    assert reading(order) == expected
