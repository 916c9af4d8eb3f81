"""What is said after a step and adds nothing to it, and a named spot of "this" dungeon (the
fifth fresh set's #39, #46, #81, #84 and their families): the answer asked for again after a
question ("check your health and tell me the number", "..., and then tell me what it is"), the
things handed over asked for again after a hand over ("empty your pockets and give it to me"),
"the bottom left corner of this dungeon". Before, each left its words unread and the order was
refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SAID_AFTER = [
    ("Please check your own health and tell me the number, because I want to know if you are "
     "hurt.", "ask health of companion"),
    ("check your health and tell me the number", "ask health of companion"),
    ("Think about which weapon defeats a bat, and then tell me what it is.",
     "ask weakness bat"),
    ("how many arrows do you have? tell me the number", "ask carrying arrow of companion"),
    # after an errand there is no answer to tell: said back
    ("get the bow and tell me the number",
     'fetch bow; unknown[not understood] "tell me the number"'),
    ("empty your pockets and give it to me", "hand_over"),
    ("empty your pockets, give them to me", "hand_over"),
    ("Relieve thyself of all thou carriest, and lay it in my hands.", "hand_over"),
    # "it" with nothing handed over before: asked what it is, as before
    ("give it to me", 'unknown[ambiguous] "give it to me"'),
    ("get the bow and give it to me", "fetch bow; bring bow"),
]

THIS_DUNGEON = [
    ("Betake thyself to the bottom left corner of this accursed dungeon.", "go_to bottom left"),
    ("go to the top right corner of this dungeon", "go_to top right"),
    ("walk to the middle of this map", "go_to middle"),
    ("go to the top of this dungeon", "go_to top"),
    ("go to the bottom left corner of the map", "go_to bottom left"),
]

CLEAR_OF_IT = [
    ("If the gorgon is fewer than 10 steps' walk from you, arm yourself with the sword and take "
     "it down; otherwise stay well clear of it.",
     "if walk(gorgon, companion) < 10: fetch sword; attack gorgon | keep_away gorgon"),
    ("if the gorgon is near, stay clear of it",
     "if near(gorgon, 3, companion): keep_away gorgon | "),
]


@pytest.mark.parametrize(("order", "expected"), SAID_AFTER)
def test_what_is_said_after_a_step_and_adds_nothing_is_the_step(order, expected):
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), THIS_DUNGEON)
def test_a_named_spot_of_this_dungeon_is_that_spot(order, expected):
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), CLEAR_OF_IT)
def test_clear_of_it_is_the_thing_the_condition_names(order, expected):
    assert reading(order) == expected
