""" "It" in a condition's other branch on a verb done to monsters (a fight, keeping away,
running from) is the one monster the first branch names, where the condition names none:
"if you have the sword, kill the gorgon, otherwise stay away from it" keeps away from the
gorgon. Before, "it" was the condition's item (the sword, which no one keeps away from) and the
branch was refused; an item's verb ("..., otherwise get it") still takes the condition's item."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

FOE_OF_THE_FIRST_BRANCH = [
    ("if you have the sword, kill the gorgon, otherwise stay away from it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you have a sword, kill the gorgon, otherwise keep away from it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you are carrying the sword, go kill the gorgon, or else stay away from it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you have the sword, kill the gorgon, otherwise just keep clear of it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you have the sword, attack the gorgon; else avoid it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("If you have the sword, kill the gorgon. Otherwise stay away from it.",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you have the bow, shoot the bat, otherwise keep away from it",
     "if has(companion, bow): attack bat | keep_away bat"),
    ("if you have the bow and an arrow, kill the bats, otherwise stay away from them",
     "if has(companion, bow) and has(companion, arrow): attack every bat | keep_away bat"),
    ("if you have the sword, go to the gorgon, otherwise stay away from it",
     "if has(companion, sword): go_to gorgon | keep_away gorgon"),
    ("if you have the bow, shoot the bat, otherwise run from it",
     "if has(companion, bow): attack bat | flee"),
    # an item's verb: the condition's item, as before
    ("if you have the sword, kill the gorgon, otherwise get it",
     "if has(companion, sword): attack gorgon | fetch sword"),
    ("If you have the sword, kill the gorgon. Otherwise get it.",
     "if has(companion, sword): attack gorgon | fetch sword"),
    # a condition naming the monster: its own, as before
    ("if the gorgon is near, get the sword, otherwise kill it",
     "if near(gorgon, 3, companion): fetch sword | attack gorgon"),
]


@pytest.mark.parametrize(("order", "expected"), FOE_OF_THE_FIRST_BRANCH)
def test_it_in_the_other_branch_on_a_monster_verb_is_the_first_branch_monster(order, expected):
    assert reading(order) == expected
