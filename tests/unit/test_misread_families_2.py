"""More families of orders that were read wrong, each read right now: a monster named alone
after a going (agent/reading/tidy.py, ``by_their_things``: the going said once, not a fight),
"them" after two things reached ("find the bats and the gorgon and kill them",
agent/reading/clause.py, ``_each_of_two``: each fought, each brought), and "them" after every
one of a kind said without the plural ("find every bat and kill them",
agent/reading/pronouns.py, ``referent_of``). Each row an order and its reading in the gist
notation of tests/unit/gist.py; the near-misses are read as before."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A monster named alone after a going: gone to, as "go to the bow, then the gorgon" is.
GOING_SAID_ONCE = [
    ("head to the middle, then the gorgon", "go_to middle; go_to gorgon"),
    ("go to row 5 column 5, then the bat", "go_to 5,5; go_to bat"),
    ("walk to the top left corner and then the gorgon", "go_to top left; go_to gorgon"),
]
# Alone, or after another errand: the fight, as before.
GOING_AS_BEFORE = [
    ("first the sword, then the gorgon", "fetch sword; attack gorgon"),
    ("kill the bat, then the gorgon", "attack bat; attack gorgon"),
    ("get the bow, then the bat", "fetch bow; attack bat"),
]
# "them" after two things reached: each fought, each brought.
EACH_OF_TWO = [
    ("find the bats and the gorgons and kill them", "attack every bat; attack gorgon"),
    ("find the bat and the gorgon and kill them", "attack bat; attack gorgon"),
    ("go to the bats and the gorgon and kill them", "attack every bat; attack gorgon"),
    ("find the bow and the sword and bring them to me",
     "fetch bow; fetch sword; bring bow; bring sword"),
]
EACH_AS_BEFORE = [
    ("get the bow and the sword and bring them to me",
     "fetch bow; fetch sword; bring bow; bring sword"),
    ("kill the bats and the gorgon", "attack every bat; attack gorgon"),
]
# "them" after every one of a kind said in the singular: every one.
EVERY_ONE = [
    ("find every bat and kill them", "attack every bat"),
    ("get every arrow and bring them to me", "fetch every arrow; bring every arrow"),
    ("collect every arrow and bring them to me", "fetch every arrow; bring every arrow"),
]
EVERY_AS_BEFORE = [
    ("get the bow and bring it to me", "fetch bow; bring bow"),
    ("find all the bats and kill them", "attack every bat"),
]


@pytest.mark.parametrize(("order", "meaning"), GOING_SAID_ONCE + GOING_AS_BEFORE + EACH_OF_TWO
                         + EACH_AS_BEFORE + EVERY_ONE + EVERY_AS_BEFORE)
def test_reading(order, meaning):
    assert reading(order) == meaning
