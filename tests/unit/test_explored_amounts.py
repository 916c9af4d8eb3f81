"""How many tiles an exploring is asked to see, said in the players' own words: the verbs of
covering ground ("cover", "log", "see", "visit") before at least so many tiles, "minimum" and a
number written in two words ("see minimum twenty-five tiles"), a hedging "like" kept after an
exploring ("check out like 25 tiles", "wander around for like ten tiles"), an amount after
"look in", a tag after the amount ("..., okay?"), a shrug opening the order ("idk just ..."),
and a courier's "drive round". Each row an order and its reading in the gist notation of
tests/unit/gist.py; then near neighbours that stay as they were."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("cover at least twenty different tiles", "explore 20 tiles"),
    ("Cover at least 15 squares, then come back", "explore 15 tiles; come_back"),
    ("log at least fourteen different tiles before you report back", "explore 14 tiles; come_back"),
    ("drive round and log at least ten tiles", "explore 10 tiles"),
    ("see minimum twenty-five tiles", "explore 25 tiles"),
    ("visit at least twenty five different spots", "explore 25 tiles"),
    ("look in at least twelve different spots", "explore 12 tiles"),
    ("look in at least 8 places", "explore 8 tiles"),
    ("check out like 25 different tiles", "explore 25 tiles"),
    ("explore like 20 tiles", "explore 20 tiles"),
    ("wander around for like ten tiles", "explore 10 tiles"),
    ("idk just wander around for like ten tiles", "explore 10 tiles"),
    ("explore at least 25 tiles, okay? get the bow", "explore 25 tiles; fetch bow"),
    # that many tiles: explore(25) too (tests/unit/test_explored_tiles.py)
    ("explore 25 tiles", "explore 25 tiles"),
    ("wander around for ten tiles", "explore 10 tiles"),
    ("check out 25 different tiles", "explore 25 tiles"),
    ("drive around", "explore"),
    # "like" before a count of anything else still only hedges
    ("take like 4 steps down", "walk down 4"),
    ("dunno, get the bow", "fetch bow"),
]

# More tiles than a dungeon holds, and covering a thing, are no amount explored: said back or
# read as before.
REFUSED = [
    "look in at least 500 different spots",
    "drive round to the moon",
]
NOT_EXPLORED = [
    ("cover the bow", "guard bow"),
    ("look in the bottom left corner", "go_to bottom left"),
    ("i dunno where the bow is", "ask where bow"),
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)


@pytest.mark.parametrize(("order", "expected"), NOT_EXPLORED)
def test_not_explored(order: str, expected: str) -> None:
    assert reading(order) == expected
