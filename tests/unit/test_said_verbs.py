"""Verbs and numbers of the game said otherwise, in orders of other voices and things: a verb
said with weight ("do fetch the bow"), a fight said as ridding or seeing off ("rid me of the
bat", "see off the gorgon", "dispose of it", "smoke it"), going said as repairing or a run ("repair
to the corner", "jog it down to row 16"), stopping said as parking ("park up"), following as
hanging beside the player, guarding as babysitting, exploring as cruising, scouring or rooting
around, steps said as leaps and bounds and a drop down, "until" a place for "to" it, a number
of tens and ones in words ("twenty-five"), and a least distance said after a flight's number
("run away from the gorgon, six tiles at least"); a step said again after a comma ("walk 3 steps
up, repeat it twice"); monsters knocked out as defeated; what strikes down or slays a monster as
its weakness; "whichever is the nearer" with its article; spots and places explored as tiles.
Each row an order and its reading in the gist notation of tests/unit/gist.py; then the words
these verbs share with other senses, kept."""

from __future__ import annotations

import pytest

from agent.reading.reader import read
from tests.unit.readings import reading

READ = [
    ("do grab the sword", "fetch sword"),
    ("Do kill the gorgon, would you.", "attack gorgon"),
    ("do stay here", "stay"),
    ("rid us of that gorgon", "attack gorgon"),
    ("get the bow, then rid me of the nearest bat", "fetch bow; attack bat"),
    ("see off the gorgon", "attack gorgon"),
    ("dispose of the nearest bat", "attack bat"),
    ("get the sword and smoke the gorgon", "fetch sword; attack gorgon"),
    ("repair to the top right corner", "go_to top right"),
    ("repair to the sword", "go_to sword"),
    ("jog it up to row 3, column 8", "go_to 3,8"),
    ("hoof it over to the middle", "go_to middle"),
    ("walk five steps up, then park up", "walk up 5; stay"),
    ("go to the bow and be there", "go_to bow; stay"),
    ("hang beside me", "follow"),
    ("get the arrow, then hang with me", "fetch arrow; follow"),
    ("babysit the bow", "guard bow"),
    ("cruise round the map", "explore"),
    ("scour the dungeon", "explore"),
    ("have a good root about", "explore"),
    ("three leaps up", "walk up 3"),
    ("walk two strides left then four bounds down", "walk left 2; walk down 4"),
    ("hop three tiles left, then drop down two tiles", "walk left 3; walk down 2"),
    ("walk until row 8 column 3", "go_to 8,3"),
    ("head till the top left corner", "go_to top left"),
    ("walk twenty-two steps right", "walk right 22"),
    ("walk thirty one steps down", "walk down 31"),
    ("run away from the gorgon, six tiles at least", "keep_distance gorgon 6..-"),
    ("flee from the bats, four tiles minimum", "keep_distance bat 4..-"),
    ("walk 3 steps up, repeat it twice", "repeat 2x 0t: walk up 3"),
    ("explore at least twelve different places", "explore 12 tiles"),
    ("roam around, ten spots at the very least", "explore 10 tiles"),
    ("get an arrow, do that twice", "repeat 2x 0t: fetch arrow"),
    ("how many bats have you knocked out?", "ask value defeated(bat, companion)"),
    ("what takes down a bat?", "ask weakness bat"),
    ("which weapon slays the gorgon?", "ask weakness gorgon"),
    ("Whichever is the farther from me, the sword or the bow, bring it here.",
     "if distance(sword, player) > distance(bow, player): bring sword | bring bow"),
    ("get the sword or the bow, whichever is the closer",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
]
# The same words in their other senses: kept as they were read.
KEPT = [
    ("do the rounds", "patrol"),
    ("do not move", "stay"),
    ("drop the sword", 'unknown[cannot be done] "drop the sword"'),
    ("you see a bat, kill it", "wait once near(bat, 5, companion): attack bat"),
    ("go explore a bit, see what's out there", "explore"),
    ("hang on", "stay"),
    ("go left until the wall", "walk left 50"),
    ("get the bow, do it now", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), READ + KEPT)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "least"), [
    ("explore at least twenty-five tiles", "25"),
    ("have a look around, thirty two tiles at least", "32"),
])
def test_tens_and_ones_are_one_number(order, least):
    """ "twenty-five" is 25 in what the exploring is said with, never 20 and 5."""
    words = " ".join(getattr(step, "words", "") for step in read(order).steps)
    assert least in words.split(), read(order)
