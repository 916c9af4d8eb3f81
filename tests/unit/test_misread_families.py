"""Families of orders that were read wrong or half read, each read right now or refused in words:
a step joined on after a name set off by commas (agent/reading/clause.py, ``_joined_on``), a
monster called by name before an order (agent/reading/monster_called.py), a step asked while the
companion runs an errand (agent/reading/at_once.py), a way and a closer after "and" in a walk
(agent/reading/sequence.py, ``_way_closed``), a number worked out after counts of two kinds
(agent/reading/worked_after.py, agent/reading/question_rows.py), running before an errand
(agent/reading/sequence.py, ``_split_and``). Each row an order and its reading in the gist
notation of tests/unit/gist.py; then the near-misses read as before, and what the player is
told."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
from tests.unit.readings import reading

# A step joined on after a name the companion is called by: a verb the game has not is said
# back, never dropped with the name.
JOINED_ON = [
    ("get the bow, bob, and dance.", 'fetch bow; unknown[no such action] "dance"'),
    ("get the bow, bob, and sing", 'fetch bow; unknown[no such action] "sing"'),
    ("kill the bat, bob, and then juggle the arrows",
     'attack bat; unknown[no such action] "juggle the arrows"'),
    ("fetch the sword, my friend, then sing a song",
     'fetch sword; unknown[no such action] "sing a song"'),
    ("bob, get the bow and dance", 'fetch bow; unknown[no such action] "dance"'),
    ("get the bow and then dance, bob", 'fetch bow; unknown[no such action] "dance, bob"'),
]
# The name alone, or a step of the game's after it: read as before.
JOINED_ON_AS_BEFORE = [
    ("get the bow, bob", "fetch bow"),
    ("get the bow, bob, and kill the bat", "fetch bow; attack bat"),
    ("scram, a bat is coming, and it is angry", "flee"),
]
# A monster called by name before an order or a question: no fight with it, refused in words.
CALLED = [
    "Gorgon, fetch the bow.",
    "bat, get the sword",
    "the gorgon, follow me",
    "Bats: come back here",
    "monster, explore the map",
    "gorgon, kill the bat",
    "Bat, how many arrows do you have?",
]
# The monster spoken of, not called: "it", a number of them, no verb after it, a question of
# them alone.
CALLED_AS_BEFORE = [
    ("bat, kill it", "attack bat"),
    ("the gorgon, attack it", "attack gorgon"),
    ("the gorgon, then the bow", "attack gorgon; bring bow"),
    ("first the sword, then the gorgon, then back to me", "fetch sword; attack gorgon; come_back"),
    ("bats, how many are left?", "ask count bat"),
]
# A step while the companion runs an errand: two at once, refused in words.
AT_ONCE = [
    "follow me while you get the bow",
    "follow me while you kill the bat",
    "guard me while you fetch the sword",
    "stay by me while you grab an arrow",
    "get the bow while you follow me",
    "while you get the bow, guard me",
    "protect me as long as you hunt the bats",
]
# A state of the companion's or a step of the player's after "while": a condition, as before.
AT_ONCE_AS_BEFORE = [
    ("follow me while you have the bow", "follow once not has(companion, bow): "),
    ("follow me as long as you hold the sword", "follow once not has(companion, sword): "),
    ("follow me while the bat is alive", "follow once count(bat) <= 0: "),
]
# A way after "and" in a walk, then a closer: both ways walked.
WAYS = [
    ("go left and right now", "walk left 1; walk right 1"),
    ("go up and down quickly", "walk up 1; walk down 1"),
    ("go left and down immediately", "walk left 1; walk down 1"),
    ("walk 2 up and 3 left right away", "walk up 2; walk left 3"),
    ("go left and right right now", "walk left 1; walk right 1"),
    ("go left then right now", "walk left 1; walk right 1"),
]
# A number of two kinds' counts worked out after them: "them" and "it" after a sum are the sum,
# and arithmetic said after the kinds added works on the sum, never dropped.
WORKED = [
    ("add up the bats and gorgons, then double them",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("add the bats to the gorgons then triple them",
     "ask value ((count(bat) + count(gorgon)) * 3)"),
    ("add the bats to the gorgons then halve that", "ask value ((count(bat) + count(gorgon)) / 2)"),
    ("multiply the bats by the arrows, then double them",
     "ask value ((count(bat) * count(arrow)) * 2)"),
    ("add up the bats and gorgons and double it", "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("sum the bats and the arrows, then halve it", "ask value ((count(bat) + count(arrow)) / 2)"),
    ("add up the arrows and the bats and add 2", "ask value ((count(arrow) + count(bat)) + 2)"),
    ("count the bats and double it", "ask value (count(bat) * 2)"),
    ("count the bats and multiply by the gorgons", "ask value (count(bat) * count(gorgon))"),
]
# Two kinds counted each, then worked on as one number: which number is meant cannot be told.
WORKED_AMBIGUOUS = [
    "count the bats and the gorgons and double it",
    "count the bats and gorgons and double it",
    "count the arrows and the bows and triple that",
    "how many bats and gorgons are there? double them",
]
# A verb of running alone before "and" and an errand: how fast the errand is done, no flight
# first; running away, a flight alone, a wish to be told after it: as before.
RUN_AND = [
    ("run and grab the bow", "fetch bow"),
    ("could you run and grab that bow for me?", "bring bow"),
    ("dash and get the sword", "fetch sword"),
    ("run and kill the bat", "attack bat"),
    ("run and come back", "come_back"),
    ("run away and grab the bow", "flee; fetch bow"),
    ("run", "flee"),
    ("run and tell me", "flee"),
]
# Words before a comma and an errand that name a tile by its row or column are an order not
# understood, never a remark to leave out with the going ("... and just be there" stayed where
# it stood); a remark naming no place is left out as before.
TILE_BEFORE = [
    ("Cruise over to row ten, column ten, and just be there", "go_to 10,10; stay"),
    ("waddle over to column four, and wait",
     'unknown[no such action] "waddle over to column 4"; stay'),
    # "amble" is a going ("amble over to row 12, column 6"): a column alone, refused whole
    ("amble over to column four, and wait",
     'unknown[not understood] "amble over to column 4, and wait"'),
    ("a bat is coming, run", "flee"),
    ("cruise over to row 10, column 10, and just be there", "go_to 10,10; stay"),
]
# After a comma alone the closer may be "at once": refused as before.
WAYS_REFUSED = ["go left, right now"]


@pytest.mark.parametrize(("order", "meaning"), JOINED_ON + JOINED_ON_AS_BEFORE
                         + CALLED_AS_BEFORE + AT_ONCE_AS_BEFORE + WAYS + WORKED + RUN_AND
                         + TILE_BEFORE)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", CALLED)
def test_monster_called_refused(order):
    said = refusal(read(order), None)
    assert said.startswith("I'm your companion, not the "), said
    assert "attack" not in reading(order)


@pytest.mark.parametrize("order", AT_ONCE)
def test_two_at_once_refused(order):
    said = refusal(read(order), None)
    assert said.startswith("I do one thing at a time"), said


@pytest.mark.parametrize("order", WAYS_REFUSED)
def test_way_after_comma_refused(order):
    assert "unknown" in reading(order)


def test_dance_said_back():
    assert refusal(read("get the bow, bob, and dance."), None) == "I don't know how to dance."


@pytest.mark.parametrize("order", WORKED_AMBIGUOUS)
def test_which_number_asked(order):
    assert "unknown[ambiguous]" in reading(order)
    assert "each count you asked for, or all of them" in refusal(read(order), None)
