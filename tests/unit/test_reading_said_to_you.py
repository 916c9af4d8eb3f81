"""A duty said to the companion as a statement of what it does: as under way ("you're riding along
with me", "you are staying here", "you're guarding the bow") or as what it does not do ("You do
not leave that tile", "you don't move"), read as the duty said as an order. Each row an order and
its reading in the gist notation of tests/unit/gist.py. A statement of what the companion holds
or carries ("you are carrying the bow", "you don't have the bow") is no order and is refused as
before; so is the same asked ("you're staying here?").

A walk with no way after exploring ("explore, then walk 5 tiles") is refused in words, asking
which way: exploring leaves the companion facing no way of its own (the game has no facing), and
a number of tiles said alone is not an amount to explore ("explore at least 5 tiles" is), so
any way or amount read into it would be a guess."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.readings import reading

SAID_TO_YOU = [
    ("You do not leave that tile", "stay"),
    ("you don't leave this spot", "stay"),
    ("you don't move", "stay"),
    ("You're riding along with me", "follow"),
    ("you're coming with me", "follow"),
    ("you are following me", "follow"),
    ("You're staying put", "stay"),
    ("you are staying here", "stay"),
    ("you're waiting for me by the bow", "go_to bow; stay"),
    ("you're guarding the bow", "guard bow"),
    ("you're exploring the dungeon", "explore"),
    ("Hold that plank! You do not leave that tile, even when I walk away.",
     'unknown[no such action] "Hold that plank"; stay'),
]

NOT_SAID_TO_YOU = [
    ("you are carrying the bow", 'unknown[no such action] "you are carrying the bow"'),
    ("you don't have the bow", 'unknown[no such action] "you don\'t have the bow"'),
    ("you're staying here?", 'unknown[no such action] "you\'re staying here"'),
]


@pytest.mark.parametrize(("order", "meaning"), SAID_TO_YOU + NOT_SAID_TO_YOU)
def test_a_duty_said_to_the_companion_is_that_duty(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", ["explore, then walk 5 tiles", "explore and then go 3 steps",
                                   "explore for a bit, then walk 5 steps"])
def test_a_walk_with_no_way_after_exploring_asks_which_way(order: str) -> None:
    assert refusal(read(order), None) == "Which way should I walk? Say up, down, left or right."
