"""A walk from one post to another and back, said to be done again and again, is a patrol
between them ("From row 12 column 4 to row 12 column 11 and back, over and over!", "walk the
passage from row 12, column 4 to row 12, column 11, to and fro"), and a command opened with
"you will" is the command ("Jenkins, you will walk the passage ..."). Each row an order and its
reading in the gist notation of tests/unit/gist.py; then near neighbours that stay as they
were: one walk there and back is no patrol."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("Patrol the corridor! From row 12 column 4 to row 12 column 11 and back, over and over!",
     "patrol 12,4 to 12,11"),
    ("walk the passage from row 12, column 4 to row 12, column 11, to and fro, until I say "
     "otherwise.", "patrol 12,4 to 12,11"),
    ("Jenkins, you will walk the passage from row 12, column 4 to row 12, column 11, to and fro, "
     "until I say otherwise.", "patrol 12,4 to 12,11"),
    ("walk from the bow to the sword and back, again and again", "patrol bow to sword"),
    ("go from me to the bow, over and over", "patrol player to bow"),
    ("march from the sword to the bow repeatedly", "patrol sword to bow"),
    ("you will stay here", "stay"),
    ("you will fetch the bow", "fetch bow"),
]

# One walk there and back, a post the game lacks, and "you will" before no verb of an order.
REFUSED = [
    "walk from the bow to the sword and back",
    "walk from row 3 column 4 to the moon, again and again",
    "you will need the sword",
    "you will die",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
