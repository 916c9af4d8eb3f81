"""Families of orders by other hands (bench/fresh_orders_35.toml and after) that were said back
and are read now. Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A ban the order's own steps keep, said as a need denied, with a word of asking or of contrast
# ("Please don't feel you need to come along" after a stay; lexicon_typed.BAN_NEED_NOT,
# BAN_ALONG, BAN_ASKED; lexicon_closers.CONTRAST_AFTER), and not fighting beside keeping away
# from every monster (the game's fights are with a monster beside).
KEPT_BANS = [
    ("If it's all the same to you, I'd be grateful if you'd stay exactly where you are while I"
     " pop off down the corridor. Please don't feel you need to come along.", "stay"),
    ("stay here. you don't need to come along", "stay"),
    ("stay put. no need to follow me", "stay"),
    ("stay put. don't come with me", "stay"),
    ("stay here. don't follow me, though", "stay"),
    ("get the bow. keep it, though", "fetch bow"),
    ("1. keep away from all the monsters\n2. don't fight anything", "keep_away monster"),
    # near-misses: a ban the steps break is refused in its words
    ("follow me. please don't come along",
     'follow; unknown[cannot be promised] "don\'t come along"'),
    ("bring me the bow. don't give it to me, though",
     'bring bow; unknown[cannot be promised] "don\'t give it to me"'),
    ("keep away from the bats and don't attack anything",
     'keep_away bat; unknown[cannot be promised] "don\'t attack anything"'),
    ("get the bow and keep away from the monsters. don't fight anything",
     'fetch bow; keep_away monster; unknown[cannot be promised] "don\'t fight anything"'),
]

# What was fetched kept, said with weight and hedged after ("Do hang on to it for now, though,
# if you don't mind": lexicon_guides.KEPT_SAID_SO, lexicon_closers.IF_NO_TROUBLE).
KEPT_HELD = [
    ("Would you be so kind as to pick up the bow and then come back and stand next to me? Do"
     " hang on to it for now, though, if you don't mind.", "fetch bow; come_back; follow"),
    ("pick up the bow. do keep it", "fetch bow"),
    ("pick up the bow. hang on to it, though, if you don't mind.", "fetch bow"),
    # near-miss: "hang on" alone is a wait
    ("pick up the bow. hang on", "fetch bow; stay"),
]

# A guard of a spot and its reach said of "it" after a question mark, by any word of guarding
# (guarded_spot.py), the reach wished for as what would be wonderful (asked_plainly.py).
SPOT_REACH = [
    ("If it's not too much bother, would you mind keeping watch over row 12 column 8 for me?"
     " Staying within two tiles of it would be wonderful.", "guard 12,8 -..2"),
    ("guard row 3 column 4! stay within 3 tiles of it", "guard 3,4 -..3"),
    ("keep watch over the top left corner. stay within 2 tiles of it", "guard top left -..2"),
    # near-misses: "it would be lovely" is the request's, not a wish of its own
    ("get the bow. I think it would be lovely", "fetch bow"),
    ("guard the bow. stay within 2 tiles of it", "guard bow -..2"),
]

# A thing picked near the spot gone to before, as "it" ("go to the bottom left corner, then pick
# up the arrow nearest to it": pronouns._spot).
NEAR_THE_SPOT = [
    ("things to do:\n- go to the bottom left corner\n- pick up the arrow nearest to it",
     "go_to bottom left; fetch nearest-from-bottom left arrow"),
    ("go to row 5 column 5. get the arrow closest to it",
     "go_to 5,5; fetch nearest-from-5,5 arrow"),
    ("go to the middle and kill the bat closest to it",
     "go_to middle; attack nearest-from-middle bat"),
    # near-miss: after a thing gone to, that thing
    ("go to the bow. pick up the arrow nearest to it", "go_to bow; fetch nearest-from-bow arrow"),
]

# The things of the errand before counted again alone (next_pick.counted_again): nothing more;
# a count that is not theirs is said back.
COUNTED_AGAIN = [
    ("1. pick up every arrow\n2. all three of them", "fetch every arrow"),
    ("kill the bats. all three of them", "attack every bat"),
    ("get two arrows. both of them", "fetch 2 arrow"),
    ("COLLECT ALL ARROWS STOP ALL THREE STOP", "fetch every arrow"),
    # near-misses
    ("get two arrows. all three of them",
     'fetch 2 arrow; unknown[no such action] "all three of them"'),
    ("get the bow. both of them", 'fetch bow; unknown[no such action] "both of them"'),
]

# A square: "walk a square" (the shape, not a tile walked no way), its side said after it, and
# ending where it began, which a square does (bans._squared).
SQUARES = [
    ("1. walk a square\n2. 2 tiles on each side\n3. end up back here", "square  2"),
    ("walk a square. sides of 3.", "square  3"),
    ("walk in a square. 2 tiles", "square  2"),
    ("walk in a square and finish on the tile you started from", "square"),
    ("walk in a square, then end where you started", "square"),
    ("Walk round a 2 by 2 square and finish on the tile you started from.", "square  2"),
    # near-misses: a tile walked with no way is asked which way; a walk does not end where it
    # began; a side after a walk is no amount of it
    ("move a square to the left", "walk left 1"),
    ("go one square", 'unknown[ambiguous] "go one square"'),
    ("walk 3 steps left and end up back here",
     'walk left 3; unknown[no such action] "end up back here"'),
    ("walk left. 2 tiles on each side",
     'walk left 1; unknown[not understood] "2 tiles on each side"'),
    ("walk in a square. 2 turns", 'square; unknown[not understood] "2 turns"'),
]


# The thirty-third set's leftovers: a min-maxer's "min" and "max" as a distance's bounds, after a
# heading, held ("Hold that band"); "find your way round to" as a walk there; what is wanted
# rather than another as what is not ("stand beside me rather than on top of me").
SET_33 = [
    ("Spacing: min 4 tiles from me, max 8. Hold that band.", "keep_distance player 4..8"),
    ("keep min 4 tiles from me, max 8", "keep_distance player 4..8"),
    ("make your way round to the bow and pick it up", "fetch bow"),
    ("find your way to the bow", "go_to bow"),
    ("find your way back to me", "come_back"),
    ("You've drifted quite a way from me, so come on back over here, and when you get here just"
     " stand beside me rather than on top of me.",
     "come_back once distance(player, companion) <= 1: follow"),
    ("get the bow rather than the sword", "fetch bow"),
    ("stay here rather than following me", "stay"),
    # near-misses: a heading over words that are no order keeps them; "find the bow" fetches it
    ("Plan: min 2 arrows", 'unknown[no such action] "min 2 arrows"'),
    ("find the bow", "fetch bow"),
]

# A thing named by its kind alone, then where it lies in words not read: "it" after is that one,
# which the reader cannot pick, asked back, never the nearest of the kind (set 33's "There's an
# arrow tucked away in that little dead end just below you, ..., so find your way round to it
# and pick it up" had fetched the nearest arrow, another one; referents.place_unread).
PLACE_UNREAD = [
    ("There's an arrow tucked away in that little dead end just below you, not the ones further"
     " off but that one, so find your way round to it and pick it up.",
     'unknown[ambiguous] "find your way round to it and pick it up"; unknown[ambiguous]'
     ' "pick it up"'),
    ("There's an arrow in the corner, so pick it up.", 'unknown[ambiguous] "pick it up"'),
    ("There's an arrow by the wall, pick it up.",
     'unknown[not understood] "There\'s an arrow by the wall, pick it up"'),
    # near-misses: a place read, one that only points, and one of us, keep their reading
    ("There's an arrow just below you, so pick it up", "fetch on-+1,+0-of-companion arrow"),
    ("there's an arrow in the top left corner, get it", "fetch nearest-from-top left arrow"),
    ("there's an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
    ("there's a bat over there, so kill it", "attack bat"),
    ("The cards reveal a bow in your future... go and claim it, child.", "fetch bow"),
    ("I need the bow, so go get it", "fetch bow"),
]


@pytest.mark.parametrize(("order", "meaning"), SET_33 + PLACE_UNREAD)
def test_set_33_and_places_unread(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), KEPT_BANS + KEPT_HELD + SPOT_REACH)
def test_kept_and_reached(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), NEAR_THE_SPOT + COUNTED_AGAIN + SQUARES)
def test_spots_counts_squares(order, meaning):
    assert reading(order) == meaning
