"""Words around the steps that say how they are laid out, not what to do: a heading before a
colon that asks nothing ("Here's the plan: get the bow"), steps labelled "Step one", "Step two"
counted up from one, and a going back "to the spot where you're standing now" (the companion's
tile as the order is given). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    # a heading that asks nothing: the order after the colon (before: refused whole)
    ("I'd like to try something simple to see how moving works: could you move four squares "
     "towards the right-hand side and then stop there?", "walk right 4; stay"),
    ("Here's the plan: get the bow", "fetch bow"),
    ("Quick test: go right 4 steps", "walk right 4"),
    ("I have an idea: go right 4 steps", "walk right 4"),
    ("Order: grab the blade", "fetch sword"),
    ("ok here's the plan, sorry it's a lot: grab the bow, and then come back over to me",
     "fetch bow; come_back"),
    # things in order before a later step's action: each thing got (before: refused, then the
    # things left over refused and only the action done)
    ("Deliverables, in order: the bow, then an arrow, then take out the nearest bat.",
     "fetch bow; fetch arrow; attack bat"),
    ("Here is the list: the sword, then kill the gorgon", "fetch sword; attack gorgon"),
    ("To do today: an arrow, then the bow, then shoot a bat",
     "fetch arrow; fetch bow; attack bat"),
    # steps labelled with their numbers, in words or digits (before: "Step one" refused)
    ("Step one, take the sword. Step two, kill the gorgon.", "fetch sword; attack gorgon"),
    ("Step 1: kill the gorgon. Step 2: come back to me.", "attack gorgon; come_back"),
    ("step one: grab the bow. step two: grab an arrow. step three: shoot a bat",
     "fetch bow; fetch arrow; attack bat"),
    # back to the tile it stands on as the order is given (before: come_back and the rest refused)
    ("Step one, take the sword. Step two, kill the gorgon. Step three, go back to the spot "
     "where you're standing now.",
     "fetch sword; attack gorgon; go_to +0,+0-of-companion-as-ordered"),
    ("explore, then come back to where you are now",
     "explore; go_to +0,+0-of-companion-as-ordered"),
    ("get the bow, then return to the tile you're on now",
     "fetch bow; go_to +0,+0-of-companion-as-ordered"),
    # near misses, read as before
    ("stay where you are", "stay"),
    ("step one, then another", "unknown"),
    ("Step two, get the bow. Step three, get an arrow.", "unknown"),  # not counted from one
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order).startswith(expected)


# A heading that names a thing or code keeps its words: the sentence is read whole, refused as
# before (a condition before a colon is read as one: test_misread_families_6.py).
KEPT = [
    "the plan: get the bow",
    "def f(): get the sword",
    "execute: acquire the bow",
    "Plan: bow first, an arrow second.",
    "Shopping list: the bow, then an arrow",  # no action among the steps
    "Things I hate: the bat, then the gorgon",
]


@pytest.mark.parametrize("order", KEPT)
def test_a_heading_that_says_something_is_not_passed_over(order: str) -> None:
    assert reading(order).startswith("unknown")
