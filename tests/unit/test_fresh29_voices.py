"""Words of the twenty-ninth fresh set's voices read as the lexicon's: an auctioneer (the cry,
"going once, going twice", left out, where it had done the errand twice, and the sale's talk
after the order; the rostrum the player), a chess player (the name of a move before a colon and
likenings after it left out, to capture a monster defeating it and an item picking it up, the
king and "my square" the player, a pawn moved or a piece developed going, a slide walking, a
shuttle patrolling, a pass waiting, holding a square staying), a gardener (likenings and reasons
left out, weeding or rooting out a monster defeating it, a patch a tile, kneeling beside going
next to, pulling up taking, rooted staying, trailing behind following), an archaeologist (the
site and the camp said in the order left out, to recover picking up, a grid square a tile, a
trench here, making for going, measuring out walking, disturbing taking, inspecting going to,
reporting back coming back); what the companion holds said before the order ("Bow and arrow in
hand, ...") a premise; and the families under them: a counted way to the companion's side said
without a verb ("four paces to your right", walked, where ", and stop there" after it had been
read alone and the walk dropped), "bring in" a thing gathering it, and "runner" a name for the
companion. Each row an order and its reading in the gist notation of tests/unit/gist.py; then
near neighbours that stay refused."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    # a counted way to the companion's side, without a verb; stopping there ends the walk
    ("Runner, four paces to your right, please, and stop there. Thank you.", "walk right 4"),
    ("three squares to your left, and stop", "walk left 3"),
    ("4 paces to your right", "walk right 4"),
    ("two tiles to your right, then stop", "walk right 2"),
    # "bring in" a thing: gathering it
    ("If there are fewer arrows than bats, fetch the sword; otherwise just bring in the nearest "
     "arrow.", "if count(arrow) < count(bat): fetch sword | fetch arrow"),
    ("bring in two arrows", "fetch 2 arrow"),
    # "runner": a name said to the companion
    ("That gorgon bites. Get the sword and kill it, runner.", "fetch sword; attack gorgon"),
    # an auctioneer's cry left out, never the errand twice; the rostrum the player
    ("go and collect the bow, going once, going twice!", "fetch bow"),
    ("get the bow, going once, going twice, sold!", "fetch bow"),
    ("Runner, you've got the bow and an arrow in hand, so take down the bat closest to you, "
     "quick as a bid.", "attack bat"),
    ("The sword. Runner, bring it up to the rostrum and put it right in my hands.",
     "bring sword"),
    # a chess player's moves
    ("Opening move: develop toward the bow and take it.", "fetch bow"),
    ("Pawn to row 10, column 10.", "go_to 10,10"),
    ("Capture the closest arrow and bring it back to my square, hand it to me.",
     "fetch arrow; bring arrow"),
    ("Knight's manoeuvre: first collect the sword, then capture the gorgon with it.",
     "fetch sword; attack gorgon"),
    ("You hold the sword. The gorgon is undefended. Take it.", "attack gorgon"),
    ("Slide six squares east, like a rook, and stop.", "walk east 6"),
    ("Shuttle between row 20 column 4 and row 20 column 10, back and forth, like a rook on guard.",
     "patrol 20,4 to 20,10"),
    ("Tempo move: pass for five turns, then go to row 4, column 12.",
     "repeat 0x 5t: ; go_to 4,12"),
    ("Material count: how many monsters have been captured so far?",
     "ask value defeated(monster)"),
    ("Hold your square. Whatever I do, you do not move.", "stay"),
    ("Hand me every piece you are carrying, I'm resetting the board.", "hand_over"),
    ("Protect the king: put yourself between me and the nearest bat.",
     "protect nearest-from-player bat"),
    # what the companion holds, said before the order
    ("Bow and arrow in hand, capture the bat nearest to you.", "attack bat"),
    ("Sword in hand, kill the gorgon.", "attack gorgon"),
    ("With the bow and the arrow you're holding, root out the bat nearest you.", "attack bat"),
    # a gardener's
    ("Pop over to the little patch at row 16, column 3 for me.", "go_to 16,3"),
    ("Go and kneel down beside the sword, but don't pull it up, leave it in the ground.",
     "keep_off sword; go_to sword"),
    ("You've got the sword, so weed out that gorgon before it spreads.", "attack gorgon"),
    ("You've the bow already. Go gather an arrow, then use them to clear one of the bats out of "
     "the beds.", "fetch arrow; attack bat"),
    ("Take a stroll round the whole garden and see at least 25 different tiles of it.",
     "explore 25 tiles"),
    ("Trail along behind me like a runner bean up a cane, wherever I go.", "follow"),
    ("Keep close watch over me while I potter about, never more than two tiles away.",
     "guard player -..2"),
    # "off" as "away" (it stayed refused until duties._REACH read "never more than")
    ("Keep close watch over me while I potter about, never more than two tiles off.",
     "guard player -..2"),
    ("Wait there until I take my first step, then off you go and get the bow.",
     "stay once moved(player): fetch bow"),
    # an archaeologist's
    ("Recover two arrows from the site and deliver them to me at base camp.",
     "fetch 2 arrow; bring 2 arrow"),
    ("Proceed to grid square row 20, column 8 and survey it.", "go_to 20,8"),
    ("Rest for two turns while I log the finds, then head to row 6, column 17.",
     "repeat 0x 2t: stay; go_to 6,17"),
    ("Go stand next to the nearest arrow, but do not disturb it: it stays in situ.",
     "keep_off arrow; go_to arrow; stay"),
    ("Equip yourself from the site: recover the bow and an arrow, then neutralise a bat.",
     "fetch bow; fetch arrow; attack bat"),
    ("Measure out six tiles due east along this corridor and stop there.", "walk east 6; stay"),
    ("Secure the dig site at row 14, column 12. Stay within two tiles of it.",
     "guard 14,12 -..2"),
    ("Remain at this trench until further notice, even as I move away.", "stay"),
    ("Hold for four turns, then make for the bottom left corner of the site.",
     "repeat 0x 4t: ; go_to bottom left"),
    ("If exactly three arrows remain on site, bring me the nearest one; otherwise bring me the "
     "sword.", "if count(arrow) == 3: bring arrow | bring sword"),
    ("Inspect the bow where it lies without removing it, then report back to my side.",
     "keep_off bow; go_to bow; come_back"),
    ("Hand over all the finds you're carrying for cataloguing.", "hand_over"),
]

REFUSED = [
    "the zorg to your right, and dance",
    "four paces to your right, and dance a jig",
    "bring in the harvest",
    "Capture it.",
    "Capture the flag.",
    "Castle kingside.",
    "Sword in hand, knit a scarf.",
    "Recover your health.",
    "Weed out the dandelions in the beds.",
    "Inspect the catalogue at base camp.",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
