"""The game's own vocabulary as any player may say it: verbs of taking, going, fighting,
exploring and giving that were refused as no action ("seize the bow", "scurry to the corner",
"annihilate the nearest bat", "have a wander round", "transfer your holdings to me"); a fight
with a weapon said by any verb of fighting ("use the sword to deal with the bat": refused, the
sword cannot defeat a bat); the defeated counted "in my dungeon"; a question with its tag ("...,
would you say?") or its "roughly" before a sentence of another kind, and how the answer is to
be said beside it ("Whisper it.", "Just the one word."); arithmetic on counts with its verb first
("sum", "multiply ... by", "subtract ... from", "if you times the bats by the gorgons"), a kind
named once added to a count ("count the bats, add the gorgon"), "arrows less bats", and two
numbers compared by a verb ("the bat count exceeds the gorgon count"). Each row an order and its
reading in the gist notation of tests/unit/gist.py; near-misses stay refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Verbs of taking, going, fighting, exploring and giving: each a row of its lexicon class.
VERBS = [
    ("seize the bow", "fetch bow"),
    ("seize hold of the sword", "fetch sword"),
    ("take possession of the bow", "fetch bow"),
    ("First seize an arrow, then take up the bow", "fetch arrow; fetch bow"),
    ("annihilate the nearest bat", "attack bat"),
    ("obliterate the gorgon", "attack gorgon"),
    ("eradicate the bats", "attack every bat"),
    ("liquidate the gorgon", "attack gorgon"),
    ("crush the bat", "attack bat"),
    ("scurry to the bottom left corner", "go_to bottom left"),
    ("scuttle four paces to the right", "walk right 4"),
    ("scamper 3 steps left", "walk left 3"),
    ("relocate to row 14, column 4", "go_to 14,4"),
    ("trundle over to the sword", "go_to sword"),
    ("browse around", "explore"),
    ("have a browse around the dungeon", "explore"),
    ("wander round the map", "explore"),
    ("have a little wander round", "explore"),
    ("transfer your holdings to me", "hand_over"),
    ("hand me your belongings", "hand_over"),
    ("give all your possessions to me", "hand_over"),
    ("turn over your inventory to me", "hand_over"),
    ("transfer the bow to me", "bring bow"),
    ("Bring the bow to me. Place it in my very hands.", "bring bow"),
]
# A verb that fits no thing said, or words the game has nothing for, stay refused.
VERBS_REFUSED = [
    "liquidate the bow",
    "transfer two of your health points into my account",
    "transfer to row 5 column 5",
]

# A fight with a weapon said by any verb of fighting: the weapon that cannot win it refused.
USED_ON = [
    ("use the sword to take out the gorgon", "attack gorgon"),
    ("use the bow to finish off the bat", "attack bat"),
]
USED_ON_REFUSED = [
    "use the sword to deal with the bat",
    "use the bow to take out the gorgon",
    "Please use the sword to quietly deal with the bat in the top right.",
]

# The defeated counted over the whole map, however the map is named.
DEFEATED = [
    ("how many monsters have been slain in my dungeon so far?", "ask value defeated(monster)"),
    ("how many bats have died on this level?", "ask value defeated(bat)"),
    ("how many monsters have been killed on the map?", "ask value defeated(monster)"),
    ("how many bats are in my dungeon?", "ask count bat"),
]

# A question's tag asking an estimate, its "roughly", and how its answer is to be said.
ASKED_SO = [
    ("how far are you from the sword, would you say?", "ask distance sword of companion"),
    ("where is the bow, do you reckon?", "ask where bow"),
    ("how many arrows are left, would you guess?", "ask count arrow"),
    ("Roughly how far are you from the sword, would you say? Whisper it.",
     "ask distance sword of companion"),
    ("roughly how far is the bow? get the sword.", "ask distance bow of companion; fetch sword"),
    ("approximately how many bats are there? fetch the bow.", "ask count bat; fetch bow"),
    ("where is the gorgon? whisper it.", "ask where gorgon"),
    ("which is closer to me, the bow or the sword? just the one word, please.",
     "ask which bow,sword of player nearest"),
    ("I'm tired, would you get the bow?", "fetch bow"),
    ("say hello", "say 'hello'"),
]

# Arithmetic on counts: a verb first, a kind named once, "less", a comparison by a verb.
WORKED_OUT = [
    ("sum the bats and the arrows. what's the total?", "ask value (count(bat) + count(arrow))"),
    ("tally up the arrows and the gorgons", "ask value (count(arrow) + count(gorgon))"),
    ("multiply the number of bats by the number of arrows",
     "ask value (count(bat) * count(arrow))"),
    ("Multiply the bats by the gorgons. What figure do you get?",
     "ask value (count(bat) * count(gorgon))"),
    ("divide the arrows by the bats", "ask value (count(arrow) / count(bat))"),
    ("subtract the bats from the arrows", "ask value (count(arrow) - count(bat))"),
    ("arrows less bats?", "ask value (count(arrow) - count(bat))"),
    ("arrows minus bats. What's the difference?", "ask value (count(arrow) - count(bat))"),
    ("if you times the bats by the gorgons, what do you get?",
     "ask value (count(bat) * count(gorgon))"),
    ("if you add the arrows to the bats, what would you get?",
     "ask value (count(arrow) + count(bat))"),
    ("count the bats, add the gorgon", "ask value (count(bat) + count(gorgon))"),
    ("count the arrows and add the sword", "ask value (count(arrow) + count(sword))"),
    ("count the bats and double it", "ask value (count(bat) * 2)"),
    ("if the bat count exceeds the gorgon count, get an arrow, otherwise get the sword",
     "if count(bat) > count(gorgon): fetch arrow | fetch sword"),
    ("if the number of arrows exceeds 2, get the bow", "if count(arrow) > 2: fetch bow | "),
    ("if the arrows surpass the bats, get the bow", "if count(arrow) > count(bat): fetch bow | "),
    ("if your health exceeds 2, explore", "if health(companion) > 2: explore | "),
    ("are there less than 3 bats?", "ask check count(bat) < 3"),
]
WORKED_OUT_REFUSED = [
    "multiply the bats by the dragons",
    "the bow less the sword?",
    "count the bats and add the dragon",
    "if the bat count exceeds the dragon count, get the bow",
]


@pytest.mark.parametrize(("order", "gist"), VERBS + USED_ON + DEFEATED + ASKED_SO + WORKED_OUT)
def test_read(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", VERBS_REFUSED + USED_ON_REFUSED + WORKED_OUT_REFUSED)
def test_refused(order: str) -> None:
    assert "unknown[" in reading(order), reading(order)


@pytest.mark.parametrize("order", USED_ON_REFUSED)
def test_a_weapon_that_cannot_win_is_refused_as_such(order: str) -> None:
    assert reading(order).startswith("unknown[cannot be done]"), reading(order)
