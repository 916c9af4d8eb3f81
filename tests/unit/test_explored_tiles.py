"""Exploring so many tiles ("explore 10 tiles", "explore ten squares around ya", "Explore. 12
tiles.", "explore at least 25 tiles then come back"): read as an exploring that visits that many
new tiles and is done (agent/reading/explored.py, ``explored_tiles``), written as
``explore(tiles)`` (sandbox_worker/lua/skills.lua), said in the house language, and judged by the
tiles it walked over. An exact count used to be said back, and "at least" or "about" so many
explored every reachable tile, so nothing could follow it."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.house.language import HOUSE
from agent.reading import meaning as m, read
from game.maps import parse_map
from tests.sandbox.helpers import update
from tests.unit.judge import judge
from tests.unit.readings import reading
from tests.unit.test_acceptance_mends import CORRIDOR
from tests.unit.test_acceptance_unfinished import passes_as_the_models

READINGS = [
    ("explore 10 tiles", "explore 10 tiles"),
    ("explore ten squares around ya", "explore 10 tiles"),
    ("xplore like 25 tiles k", "explore 25 tiles"),
    ("explore at least 25 tiles", "explore 25 tiles"),
    ("Sampling run: survey no fewer than twenty distinct tiles.", "explore 20 tiles"),
    ("explore 10 tiles then come back", "explore 10 tiles; come_back"),
    ("explore, see at least 15 tiles of this place, then come back to me",
     "explore 15 tiles; come_back"),
    ("Explore. 12 tiles.", "explore 12 tiles"),
    ("Explore. A dozen tiles or so.", "explore 12 tiles"),
    ("Have a look around and explore 20 tiles or so.", "explore 20 tiles"),
    # near-misses: no count, or more than any dungeon of the game holds, or turns not tiles
    ("explore", "explore"),
    ("explore a bit", "explore"),
    ("explore the dungeon, then come back", "explore; come_back"),
    ("explore for 20 turns", "repeat 0x 20t: explore"),
    ("explore at least 500 tiles", 'explore; unknown[not understood] "at least 500 tiles"'),
]


@pytest.mark.parametrize(("order", "meaning"), READINGS)
def test_reading(order, meaning):
    assert reading(order) == meaning


def test_a_counted_exploring_is_written_with_its_tiles_and_said_in_the_house_language():
    meaning = read("explore 10 tiles then come back")
    world = parse_map(CORRIDOR)
    assert "{explore, 10}," in compose(meaning, world).code
    assert "return explore(10)" in compose(read("explore 10 tiles"), world).code
    said = HOUSE.render(meaning)
    assert said == "explore 10 new tiles, then come back to me"
    assert HOUSE.read(said).steps == meaning.steps
    assert HOUSE.render(m.Meaning("", (m.Act(m.EXPLORE),))) == "explore"


@pytest.mark.parametrize("order", ["explore 10 tiles", "explore 10 tiles, then come back"])
def test_the_composers_counted_exploring_passes_the_judge(order):
    passes_as_the_models(judge(done_check_ticks=240), order, parse_map(CORRIDOR))


def test_a_done_after_fewer_tiles_than_asked_is_turned_back():
    check = judge(done_check_ticks=240).validate(update("  return explore(3)"),
                                                 parse_map(CORRIDOR),
                                                 meaning=read("explore 10 tiles"))
    assert not check.ok, check.message
    assert "explore 10 new tiles" in check.message
