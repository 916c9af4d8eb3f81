"""A thing put right inside a sentence, said where the one it puts right was: before more of the
order ("get the bow, I mean the sword, and kill the gorgon": the correction was lost and the bow
fetched), or where the thing put right is none of the game's ("arm yourself with the cutlass, I
mean the sword": afterthoughts.put_right_in_place); and an item picked by where it lies named
alone among steps ("first the bow, then the arrow on the left, then come back to me"; "grab the
bow and the arrow nearest to you, then give them both to me": tidy.by_their_things), taken as
the errand before it takes its thing, fetched before a hand-over of it or a fight. Each
row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A thing put right inside a sentence, before more of the order or where the thing put right is
# none of the game's; an item picked by where it lies named alone among steps (fetched before a
# hand-over of it or a fight, wanted by the player otherwise).
PUT_RIGHT = [
    (
        "Arm yourself with the cutlass, I mean the sword, and engage the gorgon.",
        "fetch sword; attack gorgon",
    ),
    ("get the bow, I mean the sword, and kill the gorgon", "fetch sword; attack gorgon"),
    ("get the bow, no, the sword, and kill the gorgon", "fetch sword; attack gorgon"),
    ("fetch the musket, I mean the bow", "fetch bow"),
    ("get the bow, I mean the sword, then come back to me", "fetch sword; come_back"),
    ("follow me, I mean the bow", 'follow; unknown[not understood] "I mean the bow"'),
    (
        "first the bow, then the arrow on the left, then come back to me",
        "bring bow; bring nearest-from-left side arrow; come_back",
    ),
    (
        "first the bow, then the leftmost arrow, then shoot a bat",
        "fetch bow; fetch nearest-from-left side arrow; attack bat",
    ),
    ("the bow, then the nearest arrow", "bring bow; bring arrow"),
    ("kill the bat, sorry, the gorgon, then come back", "attack gorgon; come_back"),
    ("get the bow, I mean the sword, and the arrow", "fetch sword; fetch arrow"),
    ("bring me the dagger, I mean the bow", "bring bow"),
    ("go to the bow, I mean the sword, and then follow me", "go_to sword; follow"),
    ("get the cutlass", 'unknown[not understood] "get the cutlass"'),
    (
        "Grab the bow and the arrow nearest to you, then give them both to me.",
        "fetch bow; fetch arrow; bring bow; bring arrow",
    ),
    (
        "grab the sword and the arrow farthest from me, then come back",
        "fetch sword; fetch farthest-from-player arrow; come_back",
    ),
    (
        "the bow, then the arrow at row 10, column 2, then come back",
        "bring bow; bring on-from-10,2 arrow; come_back",
    ),
    (
        "first the bow, then the arrow on the west side, then hand both over",
        "fetch bow; fetch nearest-from-left side arrow; bring bow; bring arrow",
    ),
]


@pytest.mark.parametrize(("order", "meaning"), PUT_RIGHT)
def test_reading(order, meaning):
    assert reading(order) == meaning
