"""Families of orders once refused or misread (bench/fresh_orders_3.toml, _8, _10): each row an
order and its reading in the full gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A patrol walked back and forth or to and fro in any pacing verb, as "up and down between" is
# (lexicon_idioms.PACING): "march", "stride" and "trot" were refused.
PACED = [
    ("march back and forth between here and row 4 column 7, soldier", "patrol 4,7"),
    ("stride back and forth between the bow and me", "patrol bow to player"),
    ("trot to and fro between here and the bow", "patrol bow"),
    ("walk back and forth between here and the bow", "patrol bow"),
    ("march up and down between here and the bow", "patrol bow"),
]


@pytest.mark.parametrize(("order", "meaning"), PACED)
def test_a_patrol_is_paced_in_any_pacing_verb(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "one of them" after a reason that names them is one of them ("one bats" was every bat), and
# "one of them" / "two of them" is of what "them" stands for, whatever it is (a reason naming
# several kinds left "one of them" unread).
ONE_OF_THEM = [
    ("since the bats annoy me, kill one of them", "attack bat"),
    ("because the bats annoy me, kill two of them", "attack 2 bat"),
    ("since the bats annoy me, kill them", "attack every bat"),
    ("Since you're carrying the bow and an arrow, and the bats have been pestering me, might you"
     " go and shoot one of them?", "attack bat"),
    ("since you carry the bow, and the bats annoy me, shoot two of them", "attack 2 bat"),
    ("The arrows get used up when you shoot, so collect two of them", "fetch 2 arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), ONE_OF_THEM)
def test_one_of_them_is_one_of_what_them_stands_for(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A fetch of what a condition says is missing, then more: the fetch on the condition, the rest
# either way (a companion that carried the sword did nothing); a branch for where it is carried
# leaves the choice as said.
FETCHED_FIRST = [
    ("if you don't have the sword, get it first, then kill the gorgon",
     "if not has(companion, sword): fetch sword | ; attack gorgon"),
    ("unless you have the bow, grab it, then shoot a bat",
     "if not has(companion, bow): fetch bow | ; attack bat"),
    ("if you don't have the sword, get it, then kill the gorgon, otherwise stay",
     "if not has(companion, sword): fetch sword; attack gorgon | stay"),
    ("if you don't have the sword, get the bow, then kill a bat",
     "if not has(companion, sword): fetch bow; attack bat | "),
    ("if I don't have the sword, get it, then kill the gorgon",
     "if not has(player, sword): fetch sword; attack gorgon | "),
]


@pytest.mark.parametrize(("order", "meaning"), FETCHED_FIRST)
def test_the_steps_after_a_missing_thing_fetched_are_done_either_way(order: str,
                                                                      meaning: str) -> None:
    assert reading(order) == meaning


# Where the player will be said again after coming to the player, in sentences of their own:
# nothing more to do (coming back goes to wherever the player is by then); after another step
# the words are read as said.
WHEREVER = [
    ("as soon as I've got the bow, come over here. or there. wherever I am lol",
     "wait once has(player, bow): come_back"),
    ("come back to me. or wherever I end up by then", "come_back"),
    ("follow me. wherever I go", "follow"),
    ("go to the bow. wherever I am", 'go_to bow; unknown[not understood] "wherever I am"'),
    ("get the bow. or there.", 'fetch bow; unknown[no such action] "or there"'),
]


@pytest.mark.parametrize(("order", "meaning"), WHEREVER)
def test_where_i_will_be_said_again_after_coming_to_me(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Standing "just" (or directly, immediately) one way of me is the one tile there, as "the tile
# just east of me" is; with no such word, keeping to one side of me as I move is said back.
JUST_BY_ME = [
    ("stand just east of me", "go_to +0,+1-of-player; stay"),
    ("go stand just left of me", "go_to +0,-1-of-player; stay"),
    ("stand directly south of me", "go_to +1,+0-of-player; stay"),
    ("wait just above me", "go_to -1,+0-of-player; stay"),
    ("stay to the left of me", 'unknown[cannot be done] "stay to the left of me"'),
    ("stand to my right", 'unknown[cannot be done] "stand to my right"'),
]


@pytest.mark.parametrize(("order", "meaning"), JUST_BY_ME)
def test_standing_just_one_way_of_me_is_the_tile_there(order: str, meaning: str) -> None:
    assert reading(order) == meaning
