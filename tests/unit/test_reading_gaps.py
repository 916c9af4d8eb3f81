"""Small misreadings of known families: "a" as one before a turn ("wait a turn"), "back" before
a way in a walk that way ("2 steps back left"), "what is the nearest bat?" which bat is nearest,
"does the sword take down a bat?" what defeats a bat, a weapon said with its ammunition after a
pick ("kill the nearest bat with the bow and arrow"). Each row an order and its reading in the
gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import check_knowable
from agent.compose.lua import NotComposable
from agent.reading import read
from game.maps import load_map
from game.world import BAT
from tests.unit.readings import reading

# "a" as one before a unit of turns; a second or a moment stays a brief wait.
A_TURN = [
    ("wait a turn", "repeat 0x 1t: "),
    ("wait for a tick", "repeat 0x 1t: "),
    ("pause a turn", "repeat 0x 1t: "),
    ("stay put for a turn", "repeat 0x 1t: "),
    ("stay here a turn", "repeat 0x 1t: stay"),
    ("wait a turn, then get the bow", "repeat 0x 1t: ; fetch bow"),
    ("wait a moment", "repeat 0x 3t: "),
    ("wait a second", "repeat 0x 3t: "),
    ("walk a tile left", "walk left 1"),
    ("go a step right", "walk right 1"),
    # "another" as one more before a turn (it was a stay with "another turn" said back)
    ("wait another turn", "repeat 0x 1t: "),
    ("wait for another turn", "repeat 0x 1t: "),
    ("hold on another tick", "repeat 0x 1t: "),
    ("stay here another turn", "repeat 0x 1t: stay"),
    ("wait another 2 turns", "repeat 0x 2t: "),
    ("wait one more turn", "repeat 0x 1t: stay"),
    ("get another arrow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "expected"), A_TURN)
def test_a_turn_is_one(order: str, expected: str) -> None:
    assert reading(order) == expected


# "back" before a way in a walk is that way; the round said with "and" then how often.
BACK_A_WAY = [
    (
        "Walk 2 steps right and 2 steps back left, 3 times.",
        "repeat 3x 0t: walk right 2; walk left 2",
    ),
    ("walk 2 steps right and 2 steps left, 3 times", "repeat 3x 0t: walk right 2; walk left 2"),
    ("walk 3 tiles up and 3 tiles back down, twice", "repeat 2x 0t: walk up 3; walk down 3"),
    ("take 2 steps left and 2 steps back right", "walk left 2; walk right 2"),
    ("go right then back left", "walk right 1; walk left 1"),
    ("move up 3 and back down 3", "walk up 3; walk down 3"),
    ("walk back to the right", "walk right 1"),
    # near-misses: "back" alone is coming back; one walk said twice is one longer walk
    ("go right and back", "walk right 1; come_back"),
    ("walk back", "come_back"),
    ("walk 2 steps right twice", "walk right 4"),
    ("get the bow and kill a bat 3 times", "fetch bow; repeat 3x 0t: attack bat"),
]

# "what is the nearest bat?": which bat is nearest, for every kind; "nearest the bat" and
# "the nearest to the bat" what lies nearest it; a word for no thing refused.
NEAREST_OF_A_KIND = [
    ("what is the nearest bat?", "ask which bat of companion nearest"),
    ("what is the closest arrow?", "ask which arrow of companion nearest"),
    ("what's the nearest gorgon", "ask which gorgon of companion nearest"),
    ("what is the nearest bat to me?", "ask which bat of player nearest"),
    (
        "what is nearest the bat?",
        "ask which nearest-from-bat item nearest; ask which nearest-from-bat gorgon nearest",
    ),
    (
        "what is the nearest to the bat?",
        "ask which nearest-from-bat item nearest; ask which nearest-from-bat gorgon nearest",
    ),
    ("what is the nearest dragon?", 'unknown[not understood] "what is the nearest dragon"'),
    ("what is the farthest flurb?", 'unknown[not understood] "what is the farthest flurb"'),
    ("what is the nearest one?", "ask which thing of companion nearest"),
]


@pytest.mark.parametrize(("order", "expected"), BACK_A_WAY)
def test_back_before_a_way_is_that_way(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), NEAREST_OF_A_KIND)
def test_what_is_the_nearest_of_a_kind(order: str, expected: str) -> None:
    assert reading(order) == expected


# Whether a weapon defeats a monster, in every verb of defeating: what defeats the monster.
WEAPON_DEFEATS = [
    ("does the sword take down a bat?", "ask weakness bat"),
    ("will the bow take out the gorgon?", "ask weakness gorgon"),
    ("can the sword finish off a bat?", "ask weakness bat"),
    ("does the sword kill a bat?", "ask weakness bat"),
    ("what takes down a bat?", "ask weakness bat"),
    ("does the spoon take down a bat?", 'unknown[no such action] "does the spoon take down a bat"'),
]

# A weapon and its ammunition after a pick: the fight of the one picked, not a choice of two.
PICKED_WITH_AMMUNITION = [
    ("kill the nearest bat with the bow and arrow", "attack bat"),
    ("shoot the nearest bat with the bow and an arrow", "attack bat"),
    ("kill the farthest bat with the bow and arrows", "attack farthest-from-companion bat"),
    (
        "kill the nearest gorgon with the bow and arrow",
        'unknown[cannot be done] "kill the nearest gorgon with the bow and arrow"',
    ),
    (
        "kill the nearest bat with the sword and the gorgon with the bow",
        'unknown[cannot be done] "kill the nearest bat with the sword and the gorgon with the bow"',
    ),
    # near-misses: the nearer of two things named alone is still a choice
    (
        "get the closest bow or sword",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "get the nearest of the bow and the sword to me",
        "if distance(bow, player) < distance(sword, player): fetch bow | fetch sword",
    ),
]


@pytest.mark.parametrize(("order", "expected"), WEAPON_DEFEATS)
def test_whether_a_weapon_defeats(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), PICKED_WITH_AMMUNITION)
def test_a_pick_fought_with_ammunition(order: str, expected: str) -> None:
    assert reading(order) == expected


# "the bat" where the map holds several, one still alive: no one bat is named, said so; of all of
# them, of the one gorgon, or once every bat is defeated: answered as read (none left).
THE_ONE_OF_SEVERAL = ["is the bat dead?", "is the bat still alive?", "has the bat been killed?",
                      "please is the bat alive?", "is that bat dead?"]
OF_ALL_OR_THE_ONLY_ONE = ["are the bats dead?", "are all the bats dead?", "is every bat dead?",
                          "is the gorgon dead?", "if the bat is dead, get the bow"]


@pytest.mark.parametrize("order", THE_ONE_OF_SEVERAL)
def test_the_one_of_several_asks_which(order: str) -> None:
    assert reading(order).startswith("ask check count(bat)")  # the reading, as before
    with pytest.raises(NotComposable, match="There are several bats: which one"):
        check_knowable(read(order), load_map())


@pytest.mark.parametrize("order", OF_ALL_OR_THE_ONLY_ONE)
def test_all_of_a_kind_or_the_only_one_is_answered(order: str) -> None:
    check_knowable(read(order), load_map())


# One picked by where it lies, dead or alive: refused in words (it was which bat is nearest).
PICKED_ALIVE = [
    ("is the nearest bat dead?", 'unknown[cannot be done] "is the nearest bat dead"'),
    ("is the closest bat still alive?", 'unknown[cannot be done] "is the closest bat still alive"'),
    ("is the farthest gorgon dead?", 'unknown[cannot be done] "is the farthest gorgon dead"'),
    ("is the nearest bat near you?", "ask which bat of companion nearest"),
    # by where it lies (it was not understood)
    ("is the bat in the top right dead?",
     'unknown[cannot be done] "is the bat in the top right dead"'),
    ("has the bat in the top right been killed?",
     'unknown[cannot be done] "has the bat in the top right been killed"'),
    ("is the bat near the bow still alive?",
     'unknown[cannot be done] "is the bat near the bow still alive"'),
    ("is the bat at row 3, column 5 dead?",
     'unknown[cannot be done] "is the bat at row 3, column 5 dead"'),
    ("is the bow on the ground?", "ask check count(bow) > 0"),
]


@pytest.mark.parametrize(("order", "expected"), PICKED_ALIVE)
def test_one_picked_dead_or_alive_is_refused(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_one_picked_said_defeated_is_said_back() -> None:
    with pytest.raises(NotComposable, match="not whether one picked by where it lies"):
        check_knowable(read("has the nearest bat been killed?"), load_map())


def test_the_bat_once_every_bat_is_defeated_is_answered() -> None:
    world = load_map()
    for bat in (e for e in world.monsters() if e.kind == BAT):
        bat.alive = False
    check_knowable(read("is the bat dead?"), world)
