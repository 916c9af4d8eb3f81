"""A wish said beside an order, for an item the order does not name, is a step of its own, never
dropped: "Get the bow. I need the sword." brings the sword too, as "I need the sword." alone does
(wishes.asked_beside, in tidy._past_wishes across sentences and wishes.asked_before after a
comma). A wish that is the order's reason ("Get the bow. I need it."), a hint of the weapon
("kill the gorgon, you'll need the sword"), or what the companion is told it carries adds
nothing to do, as before. What the player will need is a wish as what they need is ("Get the
bow. I'll need the sword."). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A wish for another item than the order's: a step of its own, where it was said.
SERVED = [
    ("Get the bow. I need the sword.", "fetch bow; bring sword"),
    ("Get the bow. I want the sword.", "fetch bow; bring sword"),
    ("I need the sword. Get the bow.", "bring sword; fetch bow"),
    ("get the bow, I need the sword too", "fetch bow; bring sword"),
    ("get the bow, I want the sword", "fetch bow; bring sword"),
    ("get the bow and I need the sword", "fetch bow; bring sword"),
    ("Grab the sword. I really need the bow.", "fetch sword; bring bow"),
    ("get the bow. I could use an arrow", "fetch bow; bring arrow"),
    ("get the bow. I want two arrows", "fetch bow; bring 2 arrow"),
    ("I need two arrows. Kill the bat.", "bring 2 arrow; attack bat"),
    ("kill the bat. I want the sword", "attack bat; bring sword"),
    ("kill the bat, I need an arrow", "attack bat; bring arrow"),
    ("Come here. I need the sword.", "come_back; bring sword"),
    ("I want the bow. I want the sword.", "bring bow; bring sword"),
    # after a comma, said first
    ("I need the sword, get the bow", "bring sword; fetch bow"),
    ("I want the sword, kill the bat", "bring sword; attack bat"),
    ("I need an arrow, kill the bat", "bring arrow; attack bat"),
    ("I need the sword, get the bow and kill the bat", "bring sword; fetch bow; attack bat"),
    # what the player will need: a wish too
    ("Get the bow. I'll need the sword.", "fetch bow; bring sword"),
    ("Get the bow. I will need the sword.", "fetch bow; bring sword"),
    ("get the bow. I'll want an arrow", "fetch bow; bring arrow"),
    ("I'll need the sword, get the bow", "bring sword; fetch bow"),
    ("I'm going to need the sword. Get the bow.", "bring sword; fetch bow"),
    ("I am gonna need two arrows. kill the bat", "bring 2 arrow; attack bat"),
    ("I'll need the sword.", "bring sword"),
    # "we need": fetched, as before
    ("kill the bat. we need the arrow", "attack bat; fetch arrow"),
    ("fetch the bow. we want the sword", "fetch bow; fetch sword"),
    ("we need the sword, get the bow", "fetch sword; fetch bow"),
]

# The wish is the order's reason, a hint of the weapon, or names no one item: as before.
AS_BEFORE = [
    ("Get the bow. I need it.", "fetch bow"),
    ("get the bow, I'll need it", "fetch bow"),
    ("Get the sword. I need the sword.", "fetch sword"),
    ("I need it, get the bow", "fetch bow"),
    ("I need the bow, go get it", "fetch bow"),
    ("I need the sword, bring it here", "bring sword"),
    ("I want the bow. Go find it.", "fetch bow"),
    ("I want the bow, go find it", "fetch bow"),
    ("I want the gorgon dead. Go find it.", "attack gorgon"),
    ("I want the gorgon dead, go find it", "attack gorgon"),
    ("kill the gorgon, you'll need the sword", "attack gorgon"),
    ("Get the bow. I'll need it.", "fetch bow"),
    ("Get the bow. I'm going to need it.", "fetch bow"),
    ("go get the bow, because I'll need it", "fetch bow"),
    ("I'll need the bow, go get it", "fetch bow"),
    ("I will need the bow. Get it.", "fetch bow"),
    # the player's own doing, or talk: no errand, as before
    ("I'll get the sword, you get the bow", "fetch bow"),
    ("ugh I'll need a breather. get the bow", "fetch bow"),
    ("kill the bat. you'll need the bow", "attack bat"),
    ("you have the sword. kill the gorgon", "attack gorgon"),
    ("Get the sword. I don't like bats.", "fetch sword"),
]

# Asked to be given it ("can I have the sword?"): a wish, never the question whether the player
# has it (which "do I have the sword?" asks); what is not an item of the game is refused.
ASKED_FOR = [
    ("Could I have the sword?", "bring sword"),
    ("can i have the bow", "bring bow"),
    ("could I get the sword?", "bring sword"),
    ("can I have the sword back?", "bring sword"),
    ("could I have the sword please", "bring sword"),
    ("can I have two arrows?", "bring 2 arrow"),
    ("kill the bat. can I have the sword?", "attack bat; bring sword"),
    ("do I have the sword?", "ask has sword of player"),
    ("have I got the bow?", "ask has bow of player"),
    ("can I have a look at the map?", 'unknown[not understood] "can I have a look at the map"'),
    ("could i have a break", 'unknown[not understood] "could i have a break"'),
    ("could I have the gorgon?", 'unknown[not understood] "could I have the gorgon"'),
]


@pytest.mark.parametrize(("order", "meaning"), SERVED + AS_BEFORE + ASKED_FOR)
def test_reading(order: str, meaning: str) -> None:
    assert reading(order) == meaning
