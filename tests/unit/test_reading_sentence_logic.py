"""How the sentences of one order bear on each other: a branch said after a condition, a step
moved ahead by "first", a remark beside a step. Each row an order and its reading in the full
gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "Otherwise ..." after a "whenever" in a sentence of its own (or after ";") is what is done
# while the condition does not hold, as after a comma; it was refused as no such action.
OTHERWISE_AFTER_WHENEVER = [
    ("Whenever I get more than 3 tiles from you, close the gap; otherwise stay still.",
     "stay whenever distance(companion, player) > 3: come_back"),
    ("Whenever I get more than 3 tiles from you, close the gap, otherwise stay still.",
     "stay whenever distance(companion, player) > 3: come_back"),
    ("Whenever a bat comes near, kill it. Otherwise, stay by me.",
     "follow whenever near(bat, 3, companion): attack bat"),
    ("whenever a bat is near you, kill it; else follow me",
     "follow whenever near(bat, 3, companion): attack bat"),
]


@pytest.mark.parametrize(("order", "meaning"), OTHERWISE_AFTER_WHENEVER)
def test_otherwise_after_whenever_is_what_is_done_meanwhile(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A step said to come first, in a sentence of its own or after a comma, comes before the steps
# said before it ("tank the gorgon. grab the sword first" attacked before fetching the sword).
SAID_FIRST = [
    ("tank the gorgon. grab the sword first", "fetch sword; attack gorgon"),
    ("tank the gorgon, grab the sword first", "fetch sword; attack gorgon"),
    ("kill the gorgon. first get the sword", "fetch sword; attack gorgon"),
    ("Kill the bats. First, though, get the bow.", "fetch bow; attack every bat"),
    ("kill the gorgon. first of all, get the sword please", "fetch sword; attack gorgon"),
    ("go to the bow. But first kill the bat.", "attack bat; go_to bow"),
    ("guard the bow. get the sword first", "fetch sword; guard bow"),
    ("First get the bow. Then kill a bat.", "fetch bow; attack bat"),  # already first
    ("kill the bat that came first", "attack bat"),  # no step said first
]


@pytest.mark.parametrize(("order", "meaning"), SAID_FIRST)
def test_a_step_said_first_comes_first(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Things joined by "plus" in a question, asked bare, are a sum of their counts, as with "= ?"
# (each side was refused alone); in an order they are two things to fetch.
PLUS_ASKED = [
    ("arrows on floor plus bats?", "ask value (count(arrow) + count(bat))"),
    ("the arrows on the floor plus the bats?", "ask value (count(arrow) + count(bat))"),
    ("arrows plus bats?", "ask value (count(arrow) + count(bat))"),
    ("bats + arrows?", "ask value (count(bat) + count(arrow))"),
    ("get the sword plus the bow", "fetch sword; fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PLUS_ASKED)
def test_things_joined_by_plus_asked_are_a_sum(order: str, meaning: str) -> None:
    assert reading(order) == meaning
