"""Families of orders by other hands (bench/fresh_orders_25.toml and after) read now, continued
from test_misread_families_8.py. Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A piece that only says again what the piece beside it says is left out: a stay's "like at all",
# a count's "total", where a coming comes ("come here. next to me i mean"); "next to me i mean"
# beside another order, or alone, is read as typed.
SAID_AGAIN = [
    ("dont move. like at all. even if i leave", "stay"),
    ("how many monsters are there. total", "ask count monster"),
    ("come here. next to me i mean", "come_back"),
    ("come back, i mean next to me", "come_back"),
    ("stay there. not an inch.", "stay"),
    # near-misses
    ("get the bow. next to me i mean",
     'fetch bow; unknown[no such action] "next to me i mean"'),
    ("next to me i mean", 'unknown[no such action] "next to me i mean"'),
    ("how many bats in total?", "ask count bat"),
]


@pytest.mark.parametrize(("order", "meaning"), SAID_AGAIN)
def test_said_again(order, meaning):
    assert reading(order) == meaning


# "one", "some", "another" in a piece after a comma stand for the kind the words before named,
# as after a full stop ("I need arrows. Bring me one."); a kind the game lacks, or none, is
# still asked about or refused.
ONE_AFTER_A_COMMA = [
    ("I need arrows, bring me one", "bring arrow"),
    ("I need an arrow, bring one here", "bring arrow"),
    ("I need arrows, get another", "fetch arrow"),
    ("there's a bat by the sword, kill one", "attack nearest-from-sword bat"),
    ("the bats are annoying, kill one", "attack bat"),
    # near-misses
    ("I need arrows, bring me the bow", "bring every arrow; bring bow"),
    ("I need a dragon, bring me one",
     'unknown[not understood] "I need a dragon, bring me one"'),
    ("I need some help, bring me one",
     'unknown[not understood] "I need some help, bring me one"'),
]


@pytest.mark.parametrize(("order", "meaning"), ONE_AFTER_A_COMMA)
def test_one_after_a_comma(order, meaning):
    assert reading(order) == meaning


# What a fight is fought with, left to the companion ("with whatever you think works", "with the
# right weapon"): the fight, which takes what defeats the monster anyway; a weapon named that
# cannot, or what the companion carries now, is not left open.
WEAPON_LEFT_OPEN = [
    ("Kill the nearest bat with whatever you think works", "attack bat"),
    ("kill the gorgon with the right weapon", "attack gorgon"),
    ("kill the bat with whatever weapon works", "attack bat"),
    ("kill the bat with whatever it takes", "attack bat"),
    # near-misses
    ("kill the gorgon with the bow", 'unknown[cannot be done] "kill the gorgon with the bow"'),
    ("kill the bat with a rock", 'unknown[cannot be done] "kill the bat with a rock"'),
    ("kill the bat with what you've got",
     'unknown[cannot be done] "kill the bat with what you\'ve got"'),
]


@pytest.mark.parametrize(("order", "meaning"), WEAPON_LEFT_OPEN)
def test_weapon_left_open(order, meaning):
    assert reading(order) == meaning


# A spot the companion picks where the order names the place ("Pick any spot you like between me
# and the bat, and stand there", "stand anywhere near the bow"): the place, stood at; a spot the
# order does not place is not made up.
SPOT_PICKED = [
    ("Pick any spot you like between me and the nearest bat, and stand there",
     "protect nearest-from-player bat"),
    ("find a spot between me and the nearest bat and stand there",
     "protect nearest-from-player bat"),
    ("stand anywhere between me and the nearest bat", "protect nearest-from-player bat"),
    ("pick a spot next to the bow and wait there", "go_to bow; stay"),
    ("find a spot in the top left corner and wait there", "go_to top left; stay"),
    # near-misses
    ("pick a spot and stand there", 'unknown[not understood] "pick a spot"; stay'),
    ("find a place to hide and stay there", 'unknown[not understood] "find a place to hide"; stay'),
    ("stand anywhere you like", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), SPOT_PICKED)
def test_spot_picked(order, meaning):
    assert reading(order) == meaning


# The nearest said of the walk there ("the arrow that's easiest to get to", "the quickest arrow to
# reach"): the errand's own pick, the nearest by the walk; asked about, it stays unread, since
# the reader has no question of the walk ("which arrow is easiest to get to?").
EASIEST_TO_REACH = [
    ("get the arrow that's easiest to get to", "fetch arrow"),
    ("get whichever arrow is easiest to reach", "fetch arrow"),
    ("bring me the quickest arrow to reach", "bring arrow"),
    ("could you get the arrow that's easiest to get to?", "fetch arrow"),
    ("kill the bat that's easiest to get to", "attack bat"),
    # near-misses
    ("which arrow is easiest to get to?",
     'unknown[not understood] "which arrow is easiest to get to"'),
    ("is the arrow easiest to get to?",
     'unknown[not understood] "is the arrow easiest to get to"'),
    ("get the easiest arrow", 'unknown[not understood] "get the easiest arrow"'),
]


@pytest.mark.parametrize(("order", "meaning"), EASIEST_TO_REACH)
def test_easiest_to_reach(order, meaning):
    assert reading(order) == meaning


# "Put the gorgon to sleep" may ask for a spell the game has none of: refused in words, never
# fought as if it were a fight; said for good ("..., permanently", "to sleep for good", "down")
# it is the fight.
PUT_TO_SLEEP = [
    ("Would you be able to put the gorgon to sleep?",
     'unknown[no such action] "put the gorgon to sleep"'),
    ("put the bat to sleep", 'unknown[no such action] "put the bat to sleep"'),
    # near-misses
    ("put the bat to sleep, permanently", "attack bat"),
    ("go put a bat to sleep. Permanently.", "attack bat"),
    ("put a bat to sleep for good", "attack bat"),
    ("Put the gorgon down for good.", "attack gorgon"),
]


@pytest.mark.parametrize(("order", "meaning"), PUT_TO_SLEEP)
def test_put_to_sleep(order, meaning):
    assert reading(order) == meaning


# "There" in an order to go there, after a sentence that names a place ("I'd like to see what's
# in the bottom left corner. Go and stand there."): that place, gone to (and stood at); a remark
# that only names the place is left out; an order not understood before it is still refused,
# and "there" with no place before it is as typed.
THERE_PLACED = [
    ("I'd like to see what's in the bottom left corner. Go and stand there.",
     "go_to bottom left; stay"),
    ("The bottom left corner looks quiet. Go and wait there.", "go_to bottom left; stay"),
    ("The bottom left corner is nice. Go there.", "go_to bottom left"),
    ("I want to see the middle. Go and stand there.", "go_to middle; stay"),
    # near-misses
    ("Dance in the middle. Go there.",
     'unknown[no such action] "Dance in the middle"; go_to middle'),
    ("Get the bow. Then go there.", 'fetch bow; unknown[no such action] "go there"'),
    ("Go to the bow. Stand there.", "go_to bow; stay"),
]


@pytest.mark.parametrize(("order", "meaning"), THERE_PLACED)
def test_there_placed(order, meaning):
    assert reading(order) == meaning


# "one" / "it" after a sentence that named an item and a monster stands for the kind the verb
# takes: a fetch an item, a fight a monster ("An arrow would come in handy before you face the
# bats. Go grab one.": an arrow, never a fight with a bat).
FITTING_KIND = [
    ("An arrow would come in handy before you face the bats. Go grab one.", "fetch arrow"),
    ("The sword is near the gorgon. Kill it.",
     'unknown[not understood] "The sword is near the gorgon"; attack gorgon'),
    ("The gorgon is near the sword. Get it.",
     'unknown[not understood] "The gorgon is near the sword"; fetch sword'),
    # near-misses
    ("The rookie's got the bow and an arrow in hand, and there's a bat just up ahead. Take it "
     "down, rookie!", "attack bat"),
    ("I see an arrow by the bat. Grab it.", "fetch nearest-from-bat arrow"),
    ("Bats everywhere. Grab one.", 'unknown[does not fit] "Grab one"'),
]


@pytest.mark.parametrize(("order", "meaning"), FITTING_KIND)
def test_fitting_kind(order, meaning):
    assert reading(order) == meaning


# A square's size said after it ("walk a small square, 2 by 2 tiles", "a little square, 2 tiles
# by 2"), and its ending where it began said as a gerund ("..., and ending up where you
# started"): the square; "2 by 3" is no square, and is refused in words.
SQUARE_SIZE_AFTER = [
    ("walk a small square, 2 by 2 tiles", "square  1"),
    ("walk a little square, 2 tiles by 2", "square  1"),
    ("Would you mind walking a little square, 2 tiles by 2, and ending up where you started?",
     "square  1"),
    ("1) walk a small square, 2 by 2 tiles 2) then take 3 steps up", "square  1; walk up 3"),
    # near-misses
    ("walk a 2 by 2 square", "square  1"),
    ("walk a 3x3 square", "square  2"),
    ("walk a square, 2 by 3", 'unknown[cannot be done] "walk a square, 2 by 3"'),
]


@pytest.mark.parametrize(("order", "meaning"), SQUARE_SIZE_AFTER)
def test_square_size_after(order, meaning):
    assert reading(order) == meaning


# A thing named by its nearness to one of us ("the arrow near you", "the arrow right next to
# you", "the arrow that is near to me"): the nearest of its kind to them.
NEAR_A_PARTY = [
    ("get the arrow near me", "fetch nearest-from-player arrow"),
    ("get the arrow right next to you", "fetch arrow"),
    ("Bring me the arrow that is near you.", "bring arrow"),
    ("get the arrow that is near to me", "fetch nearest-from-player arrow"),
    ("a. pick up the arrow right next to you b. bring it to me", "fetch arrow; bring arrow"),
    # near-misses
    ("get the arrow next to me", "fetch nearest-from-player arrow"),
    ("get the arrow near to the sword", "fetch nearest-from-sword arrow"),
    ("what is near you?", "ask which thing of companion nearest"),
]


@pytest.mark.parametrize(("order", "meaning"), NEAR_A_PARTY)
def test_near_a_party(order, meaning):
    assert reading(order) == meaning


# A learner's English made regular: "not" before a verb ("stay here and not move"), "before to"
# a verb, "what" for "that" after a thing, "N tiles far from", "not more far than", "go far
# from" (keeping away), "on floor"; and the player's room said before the room kept ("You're
# crowding me. Give me some room, at least 3 tiles."): the distance kept.
LEARNER_MORE = [
    ("You must stay in this place and not move until I say.", "stay"),
    ("Go near of the sword but not take him, let him on the floor.",
     "keep_off sword; go_to sword"),
    ("Before to take the bow, you wait 3 turns.", "repeat 0x 3t: ; fetch bow"),
    ("Bring me the arrow what is near to you.", "bring arrow"),
    ("Give me all things what you have.", "hand_over"),
    ("Stay near to me, not more far than 2 tiles.", "keep_distance player -..2"),
    ("Go far from the bats, they is dangerous.", "keep_away bat"),
    ("Not stay so near to me. Stay minimum 4 tiles far from me.", "keep_distance player 4..-"),
    ("You're crowding me. Give me some room, at least 3 tiles.", "keep_distance player 3..-"),
    ("take all the arrow what is on floor", "fetch every arrow"),
    # near-misses
    ("get the sword, not the bow", "fetch sword"),
    ("You're crowding me. Get the bow.",
     'unknown[no such action] "You\'re crowding me"; fetch bow'),
    ("if not, get the bow", 'unknown[not understood,logic] "if not, get the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), LEARNER_MORE)
def test_learner_more(order, meaning):
    assert reading(order) == meaning


# Set 38's plainer families: "don't move from here / from where you're standing" (a stay); "N
# tiles or more" (at least N); the companion wished between us and a monster, far from one, or
# not wanted near one ("I'd feel a lot better with you between me and the gorgon", "I don't want
# you anywhere near the gorgon"); "think you could ..." (a request); "do you know what beats
# ..." (the question); what standing between is for ("to protect me"); steps in turn between
# route arrows ("first wait 2 turns -> then come next to me").
SET_38_PLAINER = [
    ("Don't move from where you're standing.", "stay"),
    ("don't budge from here", "stay"),
    ("stay 6 tiles or more from the gorgon", "keep_distance gorgon 6..-"),
    ("I don't want you anywhere near the gorgon. Keep 6 tiles or more from it.",
     "keep_distance gorgon 6..-"),
    ("I don't want you near the gorgon", "keep_away gorgon"),
    ("I want you between me and the gorgon", "protect gorgon"),
    ("I'd feel a lot better with you between me and the gorgon.", "protect gorgon"),
    ("I'd feel a lot safer with you right next to me.", "follow"),
    ("Think you could follow me for a while?", "follow"),
    ("Do you know what it takes to beat the gorgon?", "ask weakness gorgon"),
    ("Please stay between me and the gorgon for protect me.", "protect gorgon"),
    ("stand between me and the bats so I'm safe", "protect bat"),
    ("first wait 2 turns -> then come next to me", "repeat 0x 2t: ; come_back"),
    # near-misses
    ("if I move, don't move from here", "wait once moved(player): stay"),
    ("Think you can beat the gorgon?", 'unknown[no such action] "Think you can beat the gorgon"'),
    ("do you know the gorgon?", 'unknown[not understood] "do you know the gorgon"'),
    ("get the sword to protect me", 'fetch sword; unknown[not understood] "to protect me"'),
    ("get 2 arrows or more", 'fetch 2 arrow; unknown[not understood] "or more"'),
]


@pytest.mark.parametrize(("order", "meaning"), SET_38_PLAINER)
def test_set_38_plainer(order, meaning):
    assert reading(order) == meaning


# A wish to have a thing ("I'd like to have an arrow", "It'd be great to have an arrow in my
# hands"): brought, as "I'd like an arrow"; monsters that "won't kill themselves": fought; "that
# spot" after a sentence that named a place ("1) go to row 14 column 10 2) guard that spot"):
# that place.
WISHED_AND_SPOT = [
    ("I'd like to have an arrow", "bring arrow"),
    ("It'd be great to have an arrow in my hands.", "bring arrow"),
    ("it would be nice to have the bow", "bring bow"),
    ("Those bats won't kill themselves.", "attack every bat"),
    ("that gorgon isn't going to kill itself", "attack gorgon"),
    ("1) go to row 14 column 10 2) guard that spot", "go_to 14,10; guard 14,10"),
    ("Go to the bottom left corner. Then guard that spot within 2 tiles.",
     "go_to bottom left; guard bottom left -..2"),
    # near-misses
    ("I want to have a dragon", 'unknown[not understood] "I want to have a dragon"'),
    ("it would be nice to have a break",
     'unknown[not understood] "it would be nice to have a break"'),
    ("the bow won't kill itself", 'unknown[not understood] "the bow won\'t kill itself"'),
    ("guard that spot", 'unknown[not understood] "guard that spot"'),
    # in one sentence, the place gone to before it
    ("go to row 14 column 10 and guard that spot", "go_to 14,10; guard 14,10"),
    ("go to the bottom left corner and guard that spot within 2 tiles",
     "go_to bottom left; guard bottom left -..2"),
    ("get the bow and guard that spot", 'fetch bow; unknown[not understood] "guard that spot"'),
]


@pytest.mark.parametrize(("order", "meaning"), WISHED_AND_SPOT)
def test_wished_and_spot(order, meaning):
    assert reading(order) == meaning


# "How many are there?" naming no kind, after a sentence that named one: of that kind ("Could
# you count the bats for me? How many are there?": the bats, asked once); alone, asked about.
HOW_MANY_OF_BEFORE = [
    ("Could you count the bats for me? How many are there?", "ask count bat"),
    ("I see bats. How many are there?",
     'unknown[not understood] "I see bats"; ask count bat'),
    ("Get the bow. How many are there?", "fetch bow; ask count bow"),
    # near-misses
    ("How many are there?", 'unknown[ambiguous] "How many are there"'),
    ("Count the bats. How many of them are there?", "ask count bat"),
]


@pytest.mark.parametrize(("order", "meaning"), HOW_MANY_OF_BEFORE)
def test_how_many_of_before(order, meaning):
    assert reading(order) == meaning
