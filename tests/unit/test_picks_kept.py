"""A thing picked by more than its kind keeps its pick on the way to the fight or the errand:
"it" after a thing picked by rank, a tile, a spot or its bearing is that one ("go to the farthest
bat, then kill it", "there is a bat below you, kill it"), a step after going to one picked acts
on that one, and a way said after a thing that its phrase does not take in is said back, never
read as any one of the kind ("there is a bat directly below you, kill it"). The judge fails a
program whose fight defeats another monster than the one the meaning picks. Each reading row an
order and its reading in the gist notation of tests/unit/gist.py.
"""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.maps import parse_map
from game.world import World
from tests.unit.judge import judge
from tests.unit.readings import reading

READINGS = [
    # "go to X, then <verb> it": the one gone to, by every kind of pick
    ("go to the farthest bat, then kill it", "attack farthest-from-companion bat"),
    ("go to the second nearest bat, then kill it", "attack nearest2-from-companion bat"),
    ("walk to the bat farthest from me, then attack it", "attack farthest-from-player bat"),
    ("head to the second closest gorgon and then slay it",
     "attack nearest2-from-companion gorgon"),
    ("go to the bat in the top left corner, then kill it", "attack nearest-from-top left bat"),
    ("go to the farthest bat and kill the bat", "attack farthest-from-companion bat"),
    ("go to the arrow straight below me, then pick it up", "fetch nearest-+1,+0-of-player arrow"),
    ("go to the arrow directly below you, then grab it",
     "fetch nearest-+1,+0-of-companion arrow"),
    ("go to the arrow right below you, then bring it to me",
     "bring on-+1,+0-of-companion arrow"),
    ("go to the arrow two tiles north of the bow, then pick it up",
     "fetch on--2,+0-of-bow arrow"),
    ("go to the bow in the top left corner, then pick it up", "fetch nearest-from-top left bow"),
    ("go to the arrow at row 3, column 4, then pick it up", "fetch on-from-3,4 arrow"),
    # a thing pointed at before "it" in the same sentence
    ("there is a bat below you, kill it", "attack bearing-+1,+0-of-companion bat"),
    ("there is a bat that is below you, kill it", "attack bearing-+1,+0-of-companion bat"),
    ("I see a bat below you, kill it", "attack bearing-+1,+0-of-companion bat"),
    ("there's a gorgon to the east of me, go kill it", "attack bearing-+0,+1-of-player gorgon"),
    ("there's an arrow two tiles north of the bow, get it", "fetch on--2,+0-of-bow arrow"),
    ("there is an arrow in the top left corner, get it", "fetch nearest-from-top left arrow"),
    ("there is an arrow straight below me, fetch it", "fetch nearest-+1,+0-of-player arrow"),
    ("there's an arrow directly below me, bring it to me",
     "bring nearest-+1,+0-of-player arrow"),
    # a way the thing's phrase does not take in: said back, not any one of the kind
    ("there is a bat directly below you, kill it",
     'unknown[not understood] "there is a bat directly below you, kill it"'),
    ("there is a bat right below you, kill it",
     'unknown[not understood] "there is a bat right below you, kill it"'),
    ("there is a bat 2 tiles below you, kill it",
     'unknown[not understood] "there is a bat 2 tiles below you, kill it"'),

    ("I see a gorgon straight above me, slay it",
     'unknown[not understood] "I see a gorgon straight above me, slay it"'),
    ("go to the bat directly below you, then kill it",
     'go_to bat; unknown[not understood] "directly below you"; unknown[ambiguous] "kill it"'),
    # a demonstrative and a word of its kind (or class) after a thing picked: that one
    ("go to the farthest bat, then kill that bat", "attack farthest-from-companion bat"),
    ("go to the farthest bat, then kill the same bat", "attack farthest-from-companion bat"),
    ("go to the farthest bat, then kill said bat", "attack farthest-from-companion bat"),
    ("go to the second nearest gorgon, then attack that monster",
     "attack nearest2-from-companion gorgon"),
    ("walk to the bat farthest from me, then slay this bat", "attack farthest-from-player bat"),
    ("go to the bat in the top left corner, then kill that same bat",
     "attack nearest-from-top left bat"),
    ("go to the arrow two tiles north of the bow, then pick up that arrow",
     "fetch on--2,+0-of-bow arrow"),
    ("go to the arrow at row 3, column 4, then grab the same arrow", "fetch on-from-3,4 arrow"),
    ("go to the arrow right below you, then bring that arrow to me",
     "bring on-+1,+0-of-companion arrow"),
    ("go to the arrow nearest to the sword, then grab that arrow",
     "fetch nearest-from-sword arrow"),
    ("go to the bat nearest to the gorgon, then kill that monster",
     "attack nearest-from-gorgon bat"),
    # ... and after a remark naming one picked, in the same sentence or the one before
    ("there is a bat below you, kill that bat", "attack bearing-+1,+0-of-companion bat"),
    ("there is a bat below you, kill that one", "attack bearing-+1,+0-of-companion bat"),
    ("there is a bat below you, kill the same bat", "attack bearing-+1,+0-of-companion bat"),
    ("there's a gorgon to the east of me, slay that monster",
     "attack bearing-+0,+1-of-player gorgon"),
    ("the farthest bat is scary, kill that bat", "attack farthest-from-companion bat"),
    ("there's an arrow two tiles north of the bow, get that arrow", "fetch on--2,+0-of-bow arrow"),
    ("the farthest bat is scary. kill that bat",
     'unknown[not understood] "the farthest bat is scary"; attack farthest-from-companion bat'),
    ("The bat in the top right is annoying. Kill that bat.",
     'unknown[not understood] "The bat in the top right is annoying"; '
     "attack nearest-from-top right bat"),
    ("there is a bat below you. kill that monster",
     'unknown[not understood] "there is a bat below you"; '
     "attack bearing-+1,+0-of-companion bat"),
    ("the arrow nearest the bow. stay next to that arrow",
     'unknown[not understood] "the arrow nearest the bow"; '
     'unknown[cannot be done] "stay next to that arrow"'),
    ("there is a bat below you, kill that gorgon", "attack gorgon"),
    ("there is a bat below you. kill that gorgon",
     'unknown[not understood] "there is a bat below you"; attack gorgon'),
    # a word of its class after one item gone to: that item, never any of the class
    ("go to the bow, then pick up that weapon", "fetch bow"),
    ("go to the bow and pick up the same weapon", "fetch bow"),
    ("go to the sword, then bring me that weapon", "bring sword"),
    ("go to the nearest arrow, then pick up that item", "fetch arrow"),
    ("walk over to the sword, then grab that thing", "fetch sword"),
    ("pick up a weapon",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    # another kind after the demonstrative is that kind; one killed is not killed again
    ("go to the farthest bat, then kill that gorgon",
     "go_to farthest-from-companion bat; attack gorgon"),
    ("kill the second nearest bat, then kill that bat again",
     'unknown[cannot be done] "kill the second nearest bat, then kill that bat again"'),
    # a thing of a kind alone: as before
    ("go to the bat, then kill that bat", "attack bat"),
    ("go to the bat, then kill it", "attack bat"),
    ("go to the bow, then pick it up", "fetch bow"),
    ("go to the bat, then attack that monster", "go_to bat; attack monster"),
    ("there is an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected


# The companion top left beside a sword; three gorgons: the nearest, one in the
# middle, the farthest bottom right.
ROOM = """\
##############
#A^..........#
#............#
#............#
#...G........#
#............#
#........G...#
#P..........G#
##############
"""


def room() -> World:
    return parse_map(ROOM)


@pytest.mark.parametrize(("order", "picked", "wrong"), [
    ("kill the farthest gorgon", 'farthest("gorgon")', 'nearest("gorgon")'),
    ("go to the farthest gorgon, then kill it", 'farthest("gorgon")', 'nearest("gorgon")'),
    ("kill the second nearest gorgon", 'nearest("gorgon", ai, 2)', 'nearest("gorgon")'),
    ("the farthest gorgon is scary, kill that gorgon", 'farthest("gorgon")',
     'nearest("gorgon")'),
    ("kill the gorgon nearest to the bottom right corner", 'nearest("gorgon", "bottom right")',
     'nearest("gorgon")'),
])
def test_the_judge_fails_a_fight_on_another_than_the_one_picked(
        order: str, picked: str, wrong: str) -> None:
    meaning = read(order)
    good = compose(meaning, room()).code
    assert picked in good, good
    validator = judge(dry_run_ticks=80)
    assert validator.validate(good, room(), meaning=meaning).ok
    bad = good.replace(picked, wrong)
    assert bad != good
    check = validator.validate(bad, room(), meaning=meaning)
    assert not check.ok
    assert "still alive" in check.message, check.message


def test_a_pick_after_another_step_is_its_own_as_that_step_starts() -> None:
    """ "come back, then kill the farthest gorgon": the farthest once back, not held to the world
    the order starts in (the step picks where things are then)."""
    meaning = read("come back to me, then kill the farthest gorgon")
    validator = judge(dry_run_ticks=120)
    assert validator.validate(compose(meaning, room()).code, room(), meaning=meaning).ok
