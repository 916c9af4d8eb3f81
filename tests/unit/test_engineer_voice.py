"""An engineer's voice (bench/fresh_orders_18.toml #99-130), said as the reader's words before an
order is read (agent/reading/engineer.py, words in agent/reading/lexicon_engineer.py; a row of
voices.VOICES): units along the x axis as tiles that way, a control loop's phrases as the plain
ones. Each row an order and its reading in the gist notation of tests/unit/gist.py; siblings
with other numbers, signs, things; the y axis and what the game cannot do stay refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

ENGINEER = [
    ("translate 6 units along +x", "walk right 6"),
    ("translate 3 units along -x", "walk left 3"),
    ("move 2 cells along +x", "walk right 2"),
    ("step +1 along x", "walk right 1"),
    ("iterate 3 times: step +1 along x", "repeat 3x 0t: walk right 1"),
    ("iterate 2 times: step +2 along x", "repeat 2x 0t: walk right 2"),
    ("acquire the bow", "fetch bow"),
    ("minimize your distance to the bow, then acquire it", "fetch bow"),
    ("minimize your distance to the sword, then acquire it", "fetch sword"),
    ("hold position", "stay"),
    ("hold position. zero velocity until further input", "stay"),
    ("track my position", "follow"),
    # a lag kept at most so far: the distance kept (keep_distance holds it after every tick)
    ("track my position with a lag of at most 2 tiles", "keep_distance player -..2"),
    ("track my position with a lag of no more than 4 tiles", "keep_distance player -..4"),
    ("track my position with a maximum lag of 3 tiles", "keep_distance player -..3"),
    ("perform a full traversal of the reachable graph, visit as many nodes as you can", "explore"),
    (
        "oscillate between your current cell and the cell 4 units along +x",
        "patrol +0,+4-of-companion",
    ),
    (
        "oscillate between your current cell and the cell 2 units along -x",
        "patrol +0,-2-of-companion",
    ),
    ("oscillate between the bow and the sword", "patrol bow to sword"),
    ("navigate to the geometric center of the map", "go_to middle"),
    ("after a delay of 3 ticks, acquire the sword", "repeat 0x 3t: ; fetch sword"),
    (
        "after a delay of 8 ticks, move to a cell adjacent to the bow. do not acquire it",
        "keep_off bow; repeat 0x 8t: ; go_to bow",
    ),
    ("converge on my position", "come_back"),
    ("converge on my position. terminate at distance 1, not on my cell", "come_back"),
    (
        "treat the bow as an anchor point: hold within a radius of 1 of it, do not pick it up",
        "keep_off bow; guard bow -..1",
    ),
    ("treat the sword as an anchor point: hold within a radius of 2 of it", "guard sword -..2"),
    ("specify the minimal item set required to defeat a bat", "ask weakness bat"),
    ("specify the minimal item set required to defeat a gorgon", "ask weakness gorgon"),
    (
        "compute bats remaining minus arrows held, output the scalar",
        "ask value (count(bat) - carried(companion, arrow))",
    ),
    (
        "calculate the number of bats plus the number of gorgons and output the result",
        "ask value (count(bat) + count(gorgon))",
    ),
    ("compute the L1 distance from you to the bow and report it", "ask distance bow of companion"),
    # near-misses: slips of the game's words read as before
    ("get teh arow", "fetch arrow"),
    ("kil the bat", "attack bat"),
]

REFUSED = [
    "compute the meaning of life, output the scalar",
    "translate 6 units along +y",
    "translate the map 6 units along +x",
    "track the bat",
    "apply a displacement of +3 along x to the player, i.e. move me 3 to the right",
    "occupy cells (2, 3) and (22, 23) simultaneously",
    "rotate the map 90 degrees clockwise so north is on the right",
    "neutralize the nearest bat using only the sword, no projectiles",
    "reduce my hp to 1, i want to test the damage model",
]


@pytest.mark.parametrize(("order", "meaning"), ENGINEER)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order):
    assert reading(order).startswith("unknown"), reading(order)
