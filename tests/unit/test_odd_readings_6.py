"""Readings once confidently wrong (the sixth list): "get the bow and come back if you see a
bat" took the condition over both steps, so with no bat in sight the bow was never fetched (a
condition said after the last of two steps is that step's alone: agent/reading/last_step_if.py).
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading
from tests.unit.test_odd_readings_5 import said_back_as_picked

# A condition said after the last of two steps: that step's alone.
LAST_STEP_IF = [
    ("get the bow and come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    ("get the bow, and come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    ("get the bow, come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    (
        "fetch the sword then attack the gorgon if it's still alive",
        "fetch sword; if count(gorgon) > 0: attack gorgon | ",
    ),
    (
        "kill the bat, and then come back if you're hurt",
        "attack bat; if health(companion) < 3: come_back | ",
    ),
    (
        "go left and attack if you see a bat",
        "walk left 1; if count(bat) > 0: attack bat | ",
    ),
    # near-misses, as they read: a condition said first is over both; a step on the "it" of
    # the one before is one errand; a step after one that goes on is watched meanwhile
    ("come back if you see a bat", "if count(bat) > 0: come_back | "),
    ("if you see a bat, get the bow and come back", "if count(bat) > 0: fetch bow; come_back | "),
    ("go to the bow and pick it up if it's there", "if count(bow) > 0: fetch bow | "),
    (
        "get the sword and the bow if there are no bats",
        "if count(bat) == 0: fetch sword; fetch bow | ",
    ),
    (
        "explore, and come back if the gorgon is dead",
        "explore once count(gorgon) == 0: come_back",
    ),
]


@pytest.mark.parametrize(("order", "gist"), LAST_STEP_IF)
def test_a_condition_after_the_last_step_is_that_steps(order: str, gist: str) -> None:
    assert reading(order) == gist


# A step on a condition after a keeping away or a duty, with a comma alone: kept away from
# until the condition holds, then the step, as with "and"; never the keeping away dropped.
KEPT_AWAY_THEN = [
    (
        "keep away from the gorgon, come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    (
        "keep away from the bats, get the sword if you see a gorgon",
        "keep_away bat once near(gorgon, 5, companion): fetch sword",
    ),
    (
        "guard me, come back if you see a bat",
        "guard player once near(bat, 5, companion): come_back",
    ),
    # as before
    (
        "keep away from the gorgon, and come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    ("stay here, run if the gorgon comes", "stay once near(gorgon, 3, companion): flee"),
]


@pytest.mark.parametrize(("order", "gist"), KEPT_AWAY_THEN)
def test_a_duty_then_a_step_on_a_condition_keeps_the_duty(order: str, gist: str) -> None:
    assert reading(order) == gist


# "it" after a thing picked by where it is, in the same sentence: that very thing, pick and all,
# or said back; never another of its kind, nor the thing that picked it.
PICKED_IT_AFTER = [
    (
        "go to the arrow at row 10, column 2 and guard it",
        "go_to on-from-10,2 arrow; guard on-from-10,2 arrow",
    ),
    (
        "get the arrow nearest the bow and bring it to me",
        "fetch nearest-from-bow arrow; bring nearest-from-bow arrow",
    ),
    (
        "get the arrow nearest the bow, then guard it",
        "fetch nearest-from-bow arrow; guard nearest-from-bow arrow",
    ),
    (
        "get an arrow by the sword and bring it to me",
        "fetch nearest-from-sword arrow; bring nearest-from-sword arrow",
    ),
    (
        "walk over to the arrow nearest the bottom left corner and pick it up",
        "fetch nearest-from-bottom left arrow",
    ),
    (
        "go to the bat in the middle and keep away from it",
        "go_to nearest-from-middle bat; keep_distance nearest-from-middle bat 5..-",
    ),
    # near-misses, as they read: no pick to keep
    ("get the arrow and stay next to it", "fetch arrow; go_to arrow; stay"),
    ("get the nearest arrow, then bring it to me", "fetch arrow; bring arrow"),
]
PICKED_IT_AFTER_SAID_BACK = [
    ("get the arrow nearest the bow and stay next to it", "stay next to it"),
]


@pytest.mark.parametrize(("order", "gist"), PICKED_IT_AFTER)
def test_it_after_a_picked_thing_in_the_sentence_keeps_the_pick(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "words"), PICKED_IT_AFTER_SAID_BACK)
def test_it_after_a_picked_thing_not_kept_is_said_back(order: str, words: str) -> None:
    said_back_as_picked(order, words)


@pytest.mark.parametrize(
    "order",
    [
        "get the arrow nearest the bow, then stay next to it",
        "kill the bat in the top right and then come back to it",
    ],
)
def test_it_after_a_picked_thing_is_never_another_thing(order: str) -> None:
    meaning = read(order)
    assert isinstance(meaning.steps[-1], m.Unknown)
    assert not any(isinstance(s, m.Act) and s.place is not None for s in m.walk(meaning.steps))


# Kinds listed with commas alone after "how many": each counted, as with "and"; never the
# first alone with the rest dropped.
LISTED_COUNTS = [
    ("how many arrows, bats?", "ask count arrow; ask count bat"),
    ("how many arrows, bats", "ask count arrow; ask count bat"),
    ("how many bats, arrows?", "ask count bat; ask count arrow"),
    ("how many arrows, swords?", "ask count arrow; ask count sword"),
    # near-misses, as they read: "and"; words after the comma that are no kind
    ("how many arrows and bats?", "ask count arrow; ask count bat"),
    ("how many bats, roughly?", "ask count bat"),
    ("how many arrows, buddy?", "ask count arrow"),
]


@pytest.mark.parametrize(("order", "gist"), LISTED_COUNTS)
def test_kinds_listed_with_commas_are_each_counted(order: str, gist: str) -> None:
    assert reading(order) == gist
