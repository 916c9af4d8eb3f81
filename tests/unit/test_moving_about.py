"""The player moving about ("while I walk around", "as I wander about") is no condition of
nearness: a duty said with it goes on while the player moves (it was kept only until the
player was more than 3 tiles off, "around" read as "near"), and a condition on it alone is
refused. "I'm around" and "I come around" are still near. Each row an order and its reading in
the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READINGS = [
    ("guard the bow while I walk around", "guard bow"),
    ("guard me while I move around", "guard player"),
    ("stay here while I wander about", "stay"),
    ("follow me while I walk around", "follow"),
    ("get the bow while I walk around", "fetch bow"),
    # a condition on moving about alone: nothing the game can watch
    ("if I walk around, get the bow",
     'unknown[not understood,logic] "if I walk around, get the bow"'),
    # near, as before
    ("if I am around, get the bow", "if distance(companion, player) <= 3: fetch bow | "),
    ("when I come around, get the bow", "wait once distance(companion, player) <= 3: fetch bow"),
    ("when I walk away, get the bow", "wait once distance(companion, player) > 3: fetch bow"),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected
