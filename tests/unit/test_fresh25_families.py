"""Families of the twenty-fifth fresh set's voices, in orders of other voices and things: a name
the companion is called by, set off by a comma at a sentence's start or end or between commas
(agent/reading/set_off.py), and how many tiles to explore said after the number ("15 tiles at the
very least"), in the exploring's sentence or one of its own (agent/reading/explored.py,
agent/reading/amount_after.py), and "if you please" closing an order. Each row an order and its
reading in the gist notation of tests/unit/gist.py; then what looks like a name but is not,
kept and refused or read as it was."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A name, written with a capital, that the reader has no word for: left out.
NAMED = [
    ("Baldrick, follow me.", "follow"),
    ("Guard the sword, Baldrick.", "guard sword"),
    ("Wait three turns, Smithers, and then explore.", "repeat 0x 3t: ; explore"),
    ("Jeeves: the bow first, then an arrow.", "bring bow; bring arrow"),
    ("Kill the nearest bat, Igor.", "attack bat"),
    ("Jenkins, how many bats are there?", "ask count bat"),
    ("Walk three steps left, Alfred. Then wait.", "walk left 3; stay"),
]
# How many tiles to explore, the least said after the number.
EXPLORED = [
    ("explore fifteen tiles at least", "explore 15 tiles"),
    ("explore 20 squares at the very least", "explore 20 tiles"),
    ("Have a look around. Twelve tiles at the very least.", "explore 12 tiles"),
    ("Explore the map. At least 30 tiles.", "explore 30 tiles"),
    ("explore. 40 tiles minimum", "explore 40 tiles"),
    ("Explore the dungeon. Twenty tiles at the very least, if you please.", "explore 20 tiles"),
]
# "if you please" closing an order or an amount said after it: no condition.
PLEASED = [
    ("Fetch the bow, if you please.", "fetch bow"),
    ("kill the bat if you please", "attack bat"),
    ("Keep away from the gorgon. Six tiles, if you please.", "keep_distance gorgon 6..-"),
]
# What looks like a name and is not, or asks what the game has not: kept.
KEPT = [
    ("Dance, then get the bow.", 'unknown[no such action] "Dance"; fetch bow'),
    ("Get the bow. Dance, minion!", 'fetch bow; unknown[no such action] "Dance"'),
    ("explore. 15 tiles.", "explore 15 tiles"),  # that many: explore(15) (explored.py)
    ("explore. 500 tiles at least.", 'explore; unknown[not understood] "500 tiles at least"'),
]
REFUSED = [
    "Jenkins, draw me a hot bath.",
    "Pour the gorgon a glass of sherry, Jenkins.",
    "Jenkins, fetch the bow and dance.",
]


@pytest.mark.parametrize(("order", "meaning"), NAMED + EXPLORED + PLEASED + KEPT)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order):
    assert "unknown" in reading(order), reading(order)
