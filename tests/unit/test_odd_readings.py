"""Readings once confidently wrong, noticed while serving other families: a pronoun after a
sentence on a condition (agent/reading/pronouns.py), an end said of the wrong kind of thing
after an errand (agent/reading/told_when.py). Each row an order and its reading in the gist
notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "it" in a condition after a sentence on a condition is that condition's thing, not the thing
# the steps named last.
IT_OF_THE_CONDITION_BEFORE = [
    (
        "if the gorgon is alive, get the sword. if it's gone, come back",
        "if count(gorgon) > 0: fetch sword | ; if count(gorgon) == 0: come_back | ",
    ),
    (
        "if the gorgon's alive, get the sword. if it's gone, come back",
        "if count(gorgon) > 0: fetch sword | ; if count(gorgon) == 0: come_back | ",
    ),
    (
        "if you see the gorgon, get the sword. if it's gone, come back",
        "if count(gorgon) > 0: fetch sword | ; if count(gorgon) == 0: come_back | ",
    ),
    (
        "if the bat is near, attack it. if it's dead, come back",
        "if near(bat, 3, companion): attack bat | ; if count(bat) == 0: come_back | ",
    ),
    (
        "if the bow is there, get it. if it's gone, get the sword",
        "if count(bow) > 0: fetch bow | ; if count(bow) == 0: fetch sword | ",
    ),
    # near-misses: no condition before, "it" is the thing the steps named
    (
        "get the sword. if it's gone, come back",
        "fetch sword; if count(sword) == 0: come_back | ",
    ),
]

# An end the errand's own thing never comes to (a monster held, an item dead) is said back.
WRONG_END = [
    (
        "kill the bat. once you have it, come back",
        'attack bat; unknown[does not fit] "once you have it, come back"',
    ),
    (
        "get the bow. once it's dead, come back",
        "fetch bow; unknown[does not fit] \"once it's dead, come back\"",
    ),
    (
        "kill the bat and once you have it, come back",
        'attack bat; unknown[does not fit] "once you have it, come back"',
    ),
    (
        "get the bow and once it's dead, come back",
        "fetch bow; unknown[does not fit] \"once it's dead, come back\"",
    ),
    (
        "kill the bats. once you have them, come back",
        'attack every bat; unknown[does not fit] "once you have them, come back"',
    ),
    # the errand's own end: read as before
    ("kill the bat. once it's dead, come back", "attack bat; come_back"),
    ("get the bow. once you have it, come back", "fetch bow; come_back"),
    (
        "get the bow. once the bat is dead, come back",
        "fetch bow; wait once count(bat) == 0: come_back",
    ),
]


@pytest.mark.parametrize(("order", "expected"), IT_OF_THE_CONDITION_BEFORE + WRONG_END)
def test_odd_reading(order: str, expected: str) -> None:
    assert reading(order) == expected


# A monster that "has gone" / "is gone" / "are all gone" is dead (none left); "has left",
# "leaves", "has gone away" are away.
MONSTER_GONE = [
    ("if the bat has gone, come back", "if count(bat) == 0: come_back | "),
    ("wait until the bat has gone", "stay once count(bat) == 0: "),
    ("wait until the bats have gone", "stay once count(bat) == 0: "),
    ("wait until the bats are all gone", "stay once count(bat) == 0: "),
    ("once the gorgon has gone, get the bow", "wait once count(gorgon) == 0: fetch bow"),
    ("wait until the bat has left", "stay once not near(bat, 3, companion): "),
    ("wait until the bat leaves", "stay once not near(bat, 3, companion): "),
    ("wait until the bat has gone away", "stay once not near(bat, 3, companion): "),
]


@pytest.mark.parametrize(("order", "expected"), MONSTER_GONE)
def test_monster_gone(order: str, expected: str) -> None:
    assert reading(order) == expected


# A hurry said after the order ("at once") is dropped, as "now" and "right away" are; a patrol
# said "up and down between" two posts is the patrol, not a step up and one down.
HURRIED_AND_PATROLLED = [
    ("go to the top left, at once", "go_to top left"),
    ("go to the top left at once", "go_to top left"),
    ("kill the bat, at once", "attack bat"),
    ("go to the top left, right away", "go_to top left"),
    ("walk up and down between the bow and me", "patrol bow to player"),
    ("go up and down between the bow and the sword", "patrol bow to sword"),
    ("go back and forth between the bow and the sword", "patrol bow to sword"),
    ("walk to and fro between the bow and me", "patrol bow to player"),
    ("walk up and down", "walk up 1; walk down 1"),
]


@pytest.mark.parametrize(("order", "expected"), HURRIED_AND_PATROLLED)
def test_hurried_and_patrolled(order: str, expected: str) -> None:
    assert reading(order) == expected


# "leave me alone" after a duty is a duty of its own: said back, never dropped.
LEFT_ALONE = [
    ("keep away leave me alone", 'keep_away monster; unknown[not understood] "leave me alone"'),
    ("stay here leave me alone", 'stay; unknown[not understood] "leave me alone"'),
    ("keep away. leave me alone", "keep_distance player 6..-"),
    ("keep away, give me some space", "keep_distance player 6..-"),
]


@pytest.mark.parametrize(("order", "expected"), LEFT_ALONE)
def test_left_alone(order: str, expected: str) -> None:
    assert reading(order) == expected
