"""Readings that dropped part of the order without a word, or read it confidently wrong (the
helper "wrong"'s list). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Kinds listed after "how many" (commas, "and", "the X"): every kind counted, each as the words
# after the list say (agent/reading/listed_kinds.py); never one dropped, nor where it lies.
LISTED_COUNTS = [
    ("how many bats, the gorgon?", "ask count bat; ask count gorgon"),
    ("how many arrows, bats, swords?", "ask count arrow; ask count bat; ask count sword"),
    (
        "how many bats, arrows, swords, bows",
        "ask count bat; ask count arrow; ask count sword; ask count bow",
    ),
    (
        "how many bats, gorgons, arrows are there?",
        "ask count bat; ask count gorgon; ask count arrow",
    ),
    ("how many bats, gorgons left?", "ask count bat; ask count gorgon"),
    ("how many arrows and the bow are there", "ask count arrow; ask count bow"),
    (
        "how many bats and arrows are in the top right?",
        "ask value count(bat north east of middle); ask value count(arrow north east of middle)",
    ),
    (
        "how many bats, arrows are east of the bow?",
        "ask value count(bat east of bow); ask value count(arrow east of bow)",
    ),
    ("how many bats and gorgons are dead?", "ask value defeated(bat); ask value defeated(gorgon)"),
    (
        "how many bats and gorgons have you killed?",
        "ask value defeated(bat, companion); ask value defeated(gorgon, companion)",
    ),
    (
        "how many bats and arrows are near you?",
        "ask value count(bat within 3 of companion); ask value count(arrow within 3 of companion)",
    ),
    # near-misses, as they read: no kind after the comma; a sum; what is carried
    ("how many bats, roughly?", "ask count bat"),
    ("how many arrows, buddy?", "ask count arrow"),
    (
        "how many arrows, bats and swords altogether",
        "ask value ((count(arrow) + count(bat)) + count(sword))",
    ),
    ("how many swords and bows do you have?", "ask carrying sword,bow of companion"),
]


@pytest.mark.parametrize(("order", "gist"), LISTED_COUNTS)
def test_every_kind_listed_is_counted_as_asked(order: str, gist: str) -> None:
    assert reading(order) == gist


# An inventory, a list or a stock-take of what lies about the map: the items there, of each kind
# (agent/reading/listed_kinds.lying_about); never what the companion carries. An inventory asked
# for alone is what the companion carries.
INVENTORIES = [
    ("do an inventory of the map", "ask count item"),
    ("could you do an inventory of the map?", "ask count item"),
    ("take stock of what's lying around", "ask count item"),
    ("take an inventory of the dungeon", "ask count item"),
    ("list the items on the floor", "ask count item"),
    ("list everything lying around please", "ask count item"),
    ("give me a list of the items on the floor", "ask count item"),
    ("give me an inventory of the map", "ask count item"),
    ("list the arrows on the floor", "ask count arrow"),
    ("list the monsters in the dungeon", "ask count monster"),
    ("give me an inventory", "ask carrying of companion"),
    ("give me an inventory please", "ask carrying of companion"),
    ("inventory?", "ask carrying of companion"),
    ("what's in your inventory", "ask carrying of companion"),
    ("show me your inventory", "ask carrying of companion"),
    # near-misses: what is carried, however it is asked; "give me your inventory" hands over
    # every item, as "give me your stuff" does
    ("list what you have on the floor", "ask carrying of companion"),
    ("give me your inventory", "hand_over"),
    ("take stock of what you carry", 'unknown[not understood] "take stock of what you carry"'),
]


@pytest.mark.parametrize(("order", "gist"), INVENTORIES)
def test_an_inventory_of_the_map_is_what_lies_there(order: str, gist: str) -> None:
    assert reading(order) == gist


# "them" after having a weapon (or none): one of the two, or both? Asked back, never every sword;
# "it" and "one" are either weapon, the nearer (pronouns.resolve_pronouns).
A_WEAPON_THEM = [
    (
        "if you don't have a weapon, get them",
        'if not (has(companion, sword) or has(companion, bow)): unknown[ambiguous] "get them" | ',
    ),
    (
        "if you have no weapons, get them",
        'if not (has(companion, sword) or has(companion, bow)): unknown[ambiguous] "get them" | ',
    ),
    (
        "unless you have a weapon, grab them please",
        'if not (has(companion, sword) or has(companion, bow)): unknown[ambiguous] "grab them" | ',
    ),
    (
        "if you have no weapon, pick them up",
        "if not (has(companion, sword) or has(companion, bow)): "
        'unknown[ambiguous] "pick them up" | ',
    ),
    # near-misses, as they read: "one" and "it" either weapon; "them" after arrows every arrow
    (
        "if you don't have a weapon, get one",
        "if not (has(companion, sword) or has(companion, bow)): "
        "{if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow} | ",
    ),
    (
        "if you don't have a weapon, get it",
        "if not (has(companion, sword) or has(companion, bow)): "
        "{if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow} | ",
    ),
    (
        "if you don't have any arrows, get them",
        "if not has(companion, arrow): fetch every arrow | ",
    ),
]


@pytest.mark.parametrize(("order", "gist"), A_WEAPON_THEM)
def test_them_after_a_weapon_is_asked_back(order: str, gist: str) -> None:
    assert reading(order) == gist


# What cannot be done after a duty that never ends is said back as English: "then" after the
# duty, "and" between two duties at once (tidy._after_endless); before, the words ran on ("stay
# get bow").
SAID_BACK_AFTER_A_DUTY = [
    ("stay then bow", 'unknown[cannot be done] "stay, then get bow"'),
    ("stay then get the bow", 'unknown[cannot be done] "stay, then get the bow"'),
    (
        "stay here and then fetch the sword",
        'unknown[cannot be done] "stay here, then fetch the sword"',
    ),
    ("follow me and get the sword", 'unknown[cannot be done] "follow me, then get the sword"'),
    ("guard the sword and the bow", 'unknown[cannot be done] "guard the sword and guard the bow"'),
    (
        "follow me. whenever a bat comes close, kill it. then get the sword",
        'unknown[cannot be done] "whenever a bat comes close, kill it, then get the sword"',
    ),
    # near-misses, as they read: a wait is brief, so the step after it is done
    ("wait then bow", "repeat 0x 3t: ; fetch bow"),
    ("hold on, then get the bow", "repeat 0x 3t: ; fetch bow"),
]


@pytest.mark.parametrize(("order", "gist"), SAID_BACK_AFTER_A_DUTY)
def test_what_follows_a_duty_is_said_back_as_english(order: str, gist: str) -> None:
    assert reading(order) == gist


# An office memo's frame "you are to" opening the order, with no other memo word (office.GATE):
# left out, as "you are requested to" is (office.framed_alone).
MEMO_FRAME_ALONE = [
    ("You are to stay here", "stay"),
    ("you are to get the bow.", "fetch bow"),
    ("you are to kill the bats, then come back", "attack every bat; come_back"),
    ("You are requested to stay here", "stay"),
    # near-misses: "too", and the frame within a sentence with no memo word
    ("you are too slow", 'unknown[no such action] "you are too slow"'),
]


@pytest.mark.parametrize(("order", "gist"), MEMO_FRAME_ALONE)
def test_a_memo_frame_alone_is_left_out(order: str, gist: str) -> None:
    assert reading(order) == gist


# "come back to it" after a step on a thing: back to the player, or to where the thing was?
# Asked back in words (tidy._TO_IT), never a coming back with "to it" left unread.
BACK_TO_IT = [
    (
        "kill the bat in the top right and then come back to it",
        'attack nearest-from-top right bat; unknown[ambiguous] "come back to it"',
    ),
    (
        "kill the bats and come back to them",
        'attack every bat; unknown[ambiguous] "come back to them"',
    ),
    ("get the bow and then come back to it", 'fetch bow; unknown[ambiguous] "come back to it"'),
    ("come back to it", 'unknown[ambiguous] "come back to it"'),
    # near-misses, as they read: back to me, back alone
    ("kill the bat then come back to me", "attack bat; come_back"),
    ("go to the bow and back", "go_to bow; come_back"),
]


@pytest.mark.parametrize(("order", "gist"), BACK_TO_IT)
def test_back_to_it_is_asked_back(order: str, gist: str) -> None:
    assert reading(order) == gist
