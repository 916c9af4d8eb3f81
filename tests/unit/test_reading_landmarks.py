"""Places said by landmarks and relations: the tile a thing lies on ("go to the spot where the bow
lies"), the player reaching a thing ("until I reach the bow"), and a place at one side of the
player as they move ("stand to the left of me"), which no place of the meaning holds and is said
back in words (a tile on one side of a thing is that tile: tests/unit/test_reading_offsets.py).
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# The spot, the place, or just "where" a thing lies, is, sits: that thing's tile.
WHERE_IT_LIES = [
    ("go to the spot where the bow lies and wait there", "go_to bow; stay"),
    ("wait at the place where the sword is", "go_to sword; stay"),
    ("stand where the bow is", "go_to bow; stay"),
    ("go where the sword is", "go_to sword"),
    ("wait right where the bow lies", "go_to bow; stay"),
    ("head over to the tile where the sword sits", "go_to sword"),
]

# A party reaching a thing, getting to it: next to it, as "I am next to the bow" is.
REACHING = [
    ("stay where you are until I reach the bow, then come to me",
     "stay once near(bow, 1, player): come_back"),
    ("stay here until I get to the sword", "stay once near(sword, 1, player): "),
    ("wait until I reach the arrow", "stay once near(arrow, 1, player): "),
    ("explore until you get to the bow", "explore once near(bow, 1, companion): "),
]

# An item still lying where it started, in its place: not picked up yet, as "still on the
# ground" is; a monster where it started is no such condition, and is refused.
NOT_TAKEN_YET = [
    ("if the bow is still lying where it started, get it; otherwise get the sword",
     "if count(bow) > 0: fetch bow | fetch sword"),
    ("if the sword is still in its place, grab it", "if count(sword) > 0: fetch sword | "),
    ("unless the sword is still lying where it was, come back",
     "if count(sword) <= 0: come_back | "),
]


@pytest.mark.parametrize(("order", "expected"), WHERE_IT_LIES + REACHING + NOT_TAKEN_YET)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


# What these words never were: the companion or the player, reached ("until I reach you", "until
# I get there"), which the distance between the two of us is.
@pytest.mark.parametrize("order", ["wait here until I reach you", "stay here until I get there"])
def test_reaching_one_of_us_is_no_thing(order: str) -> None:
    assert "near(" not in reading(order)


# A tile on one side of a thing is that tile (tests/unit/test_reading_offsets.py); at one side
# of the player as they move, said back, never run as standing next to them.
def test_one_side_of_the_player_is_said_back() -> None:
    steps = read("stand to the left of me").steps
    assert all(isinstance(step, m.Unknown) for step in steps)
    said = steps[0]
    assert isinstance(said, m.Unknown) and said.reason == m.Reason.CANNOT
    assert "one side of you" in said.detail


# A passage, a corridor, a hall: the map has no such places, said back in words ("go right
# along this passage until the wall" says a way and where the walk stops: walked, the passage
# only where it goes).
@pytest.mark.parametrize("order", ["go right along this passage",
                                   "run down the corridor", "walk up the path"])
def test_a_passage_is_said_back(order: str) -> None:
    said = read(order).steps[0]
    assert isinstance(said, m.Unknown) and said.reason == m.Reason.CANNOT
    assert "tiles, corners and sides" in said.detail


# Where the meaning has no way to hold a place, the order is refused, never guessed.
@pytest.mark.parametrize("order", [
    "go along this passage until the wall",
    "wait here, and the moment I step into the corridor below us, go get the bow",
    "explore everything around the corridor where the bow lies",
    "if the gorgon is still where it started, attack it",
])
def test_unheld_places_are_refused(order: str) -> None:
    assert any(isinstance(step, m.Unknown) for step in read(order).steps)
