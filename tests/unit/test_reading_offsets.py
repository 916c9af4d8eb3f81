"""A tile said by where it lies from a thing or one of us, counted one way (agent.reading.offsets):
"go to the tile 3 south of me", "stand on the spot two tiles below the bow", "the tile just left
of the bow" (one tile), "guard the spot 2 tiles south of the bow", as a place to go to, to wait
at, to guard and to patrol. Row 1 is the top (north), column 1 the left (west): "+3,+0-of-bow"
(tests/unit/gist.py) is 3 rows down from the bow. Before, these were refused ("not understood",
or "I can go next to the bow, but not to the tile on a side of it"). Each row an order and its
reading in the gist notation."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

SERVED = [
    # the brief's three, and their siblings: a count in words or digits, each unit, each way
    ("go to the tile 3 south of me", "go_to +3,+0-of-player"),
    ("stand on the spot two tiles below the bow", "go_to +2,+0-of-bow; stay"),
    ("go to 2 tiles east of the sword", "go_to +0,+2-of-sword"),
    ("wait three squares above the bow", "go_to -3,+0-of-bow; stay"),
    ("go to the tile 4 west of the nearest arrow", "go_to +0,-4-of-arrow"),
    ("head to the square 1 up from the sword", "go_to -1,+0-of-sword"),
    ("move to the space directly below the gorgon", "go_to +1,+0-of-gorgon"),
    ("go 2 tiles north of me", "go_to -2,+0-of-player"),
    ("stand on the tile just left of me", "go_to +0,-1-of-player; stay"),
    ("stand 2 tiles left of me", "go_to +0,-2-of-player; stay"),
    # no count: the tile next to it that way
    ("go to the tile just left of the bow", "go_to +0,-1-of-bow"),
    ("go to the tile just west of the bow", "go_to +0,-1-of-bow"),
    ("go to the square to the right of the bow", "go_to +0,+1-of-bow"),
    ("wait right above the sword", "go_to -1,+0-of-sword; stay"),
    ("go to the spot north of the sword and wait there", "go_to -1,+0-of-sword; stay"),
    # a thing picked, by how far or by its tile
    (
        "stand two to the right of the arrow at [16, 8]",
        "go_to +0,+2-of-on-from-16,8 arrow; stay",
    ),
    (
        "stand two to the right of the arrow at (16 8)",
        "go_to +0,+2-of-on-from-16,8 arrow; stay",
    ),
    ("wait 2 tiles below the farthest arrow", "go_to +2,+0-of-farthest-from-companion arrow; stay"),
    # the thing named before
    ("get the bow and go 3 tiles left of it", "fetch bow; go_to +0,-3-of-bow"),
    (
        "get the sword, then go to the tile 2 south of the gorgon",
        "fetch sword; go_to +2,+0-of-gorgon",
    ),
    # a post: guarding it, patrolling to it
    ("guard the spot 2 tiles south of the bow", "guard +2,+0-of-bow"),
    ("guard the tile 2 above me", "guard -2,+0-of-player"),
    ("keep guard on the tile 3 east of the bow", "guard +0,+3-of-bow"),
    ("patrol between the tile 2 north of the bow and the sword", "patrol -2,+0-of-bow to sword"),
    (
        "patrol between the tile 3 east of the bow and the tile 3 west of the bow",
        "patrol +0,+3-of-bow to +0,-3-of-bow",
    ),
    # "it": the thing of the post named before (fresh set 9)
    (
        "Walk back and forth between the long-range weapon and the spot two tiles below it.",
        "patrol bow to +2,+0-of-bow",
    ),
    ("patrol between the sword and the tile 3 east of it", "patrol sword to +0,+3-of-sword"),
    # what is promised beside it is kept: it takes nothing
    ("go stand just left of the bow, don't pick it up", "keep_off bow; go_to +0,-1-of-bow; stay"),
    ("stand on the tile just left of the bow, leave the bow lying",
     "keep_off bow; go_to +0,-1-of-bow; stay"),
]


@pytest.mark.parametrize(("order", "expected"), SERVED)
def test_served(order: str, expected: str) -> None:
    assert reading(order) == expected


# Read otherwise, as before: counted from the companion, a walk there (agent.reading.compass);
# a way with no thing after it, a walk; slips of the game's nouns are still those nouns.
OTHERWISE = [
    ("go to the tile 3 north of you", "walk north 3"),
    ("walk to the spot three tiles to the right of you", "walk right 3"),
    ("guard the tile 3 north of you", "guard -3,+0-of-companion"),
    ("go 2 tiles north", "walk north 2"),
    ("get teh arow", "fetch arrow"),
    ("kil the gorgn", "attack gorgon"),
    ("go to the bow", "go_to bow"),
    # "wait" before a question is no wait ("wait where you were" is: below)
    ("wait, where is the bow?", "ask where bow"),
]


@pytest.mark.parametrize(("order", "expected"), OTHERWISE)
def test_read_otherwise(order: str, expected: str) -> None:
    assert reading(order) == expected


# Refused, never guessed: at one side of the player as they move, a thing that is no one thing,
# a thing the game has not, "it" naming nothing, a wall, too many tiles; a question of such a
# tile (no question of the game's measures to or from a tile).
REFUSED = [
    ("stand to the left of me", "one side of you"),
    ("stand east of me", "one side of you"),
    ("go to the tile 60 south of the bow", "at most 50 tiles"),
    ("how far is the tile 3 east of the bow?", "not a tile counted from something"),
    ("where is the spot 2 tiles left of the sword?", "not a tile counted from something"),
    ("go to the tile 3 south of the bats", ""),
    ("go to the tile 3 south of the dragon", ""),
    ("go to the tile 2 south of it", ""),
    ("stand 2 tiles left of the wall", ""),
]


@pytest.mark.parametrize(("order", "why"), REFUSED)
def test_refused(order: str, why: str) -> None:
    steps = read(order).steps
    unknown = [s for s in steps if isinstance(s, m.Unknown)]
    assert unknown, reading(order)
    assert not any(
        isinstance(s, m.Act) and s.place is not None and s.place.offset is not None for s in steps
    )
    assert why in (unknown[0].detail or ""), unknown[0]


def test_the_way_counts_rows_down_and_columns_right() -> None:
    place = read("go to the tile 3 south of the bow").steps[0]
    assert isinstance(place, m.Act) and place.place is not None
    assert place.place == m.Place(offset=m.Offset(m.Thing("bow"), 3, 0))
    assert place.place.thing is None  # no errand on the bow: nothing goes to it or takes it
    west = read("go to the tile 2 west of me").steps[0]
    assert isinstance(west, m.Act) and west.place == m.Place(
        offset=m.Offset(m.Thing(m.PLAYER), 0, -2)
    )


# Where the companion started: its tile when the order was given, what its program can remember
# (the game does not tell a program where it stood before the order, nor when the game began).
# After a step that may move it, going, guarding or waiting there; "+0,+0-of-companion-as-ordered".
STARTED = [
    ("explore, then go back to where you started", "explore; go_to +0,+0-of-companion-as-ordered"),
    (
        "get the bow and return to your starting spot",
        "fetch bow; go_to +0,+0-of-companion-as-ordered",
    ),
    (
        "pick up the bow, then come back to where you started",
        "fetch bow; go_to +0,+0-of-companion-as-ordered",
    ),
    (
        "Walk a small square and come back to where you started.",
        "square; go_to +0,+0-of-companion-as-ordered",
    ),
    (
        "explore until you see a bat, then go back to where you started",
        "explore once near(bat, 5, companion): go_to +0,+0-of-companion-as-ordered",
    ),
    (
        "get the sword, then guard where you started",
        "fetch sword; guard +0,+0-of-companion-as-ordered",
    ),
    (
        "get the bow, then wait where you were",
        "fetch bow; go_to +0,+0-of-companion-as-ordered; stay",
    ),
    (
        "get the bow and go back to where you started and wait there",
        "fetch bow; go_to +0,+0-of-companion-as-ordered; stay",
    ),
    (
        "get the bow, then come back to where you started 3 times",
        "repeat 3x 0t: fetch bow; go_to +0,+0-of-companion-as-ordered",
    ),
    # a patrol walks there from elsewhere: served first too
    ("patrol between the bow and where you started", "patrol bow to +0,+0-of-companion-as-ordered"),
]


@pytest.mark.parametrize(("order", "expected"), STARTED)
def test_where_it_started_after_a_move(order: str, expected: str) -> None:
    assert reading(order) == expected


# Before anything moves it, the companion stands where it started: said back in words, never
# read as coming back to the player (which "go back where you began" was, whole).
STARTED_FIRST = [
    "go back to where you started",
    "go back where you began",
    "return to where you were",
    "go to where you started",
    "head back to your starting spot",
    "go back to where you started, then get the bow",
    "if you have the bow, go back to where you started",
    "wait 3 turns, then go back where you began",
    "stand at your starting spot",
    "guard where you started",
    "wait where you were",
    "wait where you started",
]


@pytest.mark.parametrize("order", STARTED_FIRST)
def test_where_it_started_before_any_move_is_said_back(order: str) -> None:
    meaning = read(order)
    said = meaning.unknown
    assert said and said[0].reason == m.Reason.CANNOT, reading(order)
    assert "I remember only where I stood when you gave this order" in (said[0].detail or "")
    assert not any(a.action == m.COME_BACK or (a.place and a.place.offset) for a in meaning.acts)
