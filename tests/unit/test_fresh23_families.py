"""Families of the twenty-third fresh set (bench/fresh_orders_23.toml) read as data: more Scots
words (agent/reading/lexicon_scots.py: "whit" what, "hae" have, "wee" little, "ah" I before a
word, "away an" go and, "o they" of those); an amount said as a sentence of its own after the
errand it measures (agent/reading/amount_after.py): how many tiles an exploring sees at least, a
kept distance's two bounds said together; a mafia boss's and a spy handler's set-ups, manners and
words (agent/reading/lexicon_mob.py); a telegram's "PROCEED", "AWAIT FURTHER INSTRUCTIONS",
"URGENT" and "REPEAT UNTIL FURTHER NOTICE" after a duty (agent/reading/lexicon_typed.py). Each
row an order and its reading in the gist notation of tests/unit/gist.py; near-misses are
refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SCOTS = [
    ("Whit are ye cairryin?", "ask carrying of companion"),
    ("Whit's that ah'm cairryin masel?", "ask carrying of player"),
    ("Add up the bats an the gorgons, then double it. Whit dae ye get?",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("Haud on till ah start walkin, then go an get the bow.", "stay once moved(player): fetch bow"),
    ("Away an get the sword.", "fetch sword"),
    ("Hae a wee look aboot.", "explore"),
    ("Get yersel an arrow an sort oot wan o they bats.", "fetch arrow; attack bat"),
]
EXPLORED = [
    ("Hae a wee look aboot. A dozen tiles or so.", "explore 12 tiles"),
    ("EXPLORE STOP TEN TILES MINIMUM STOP", "explore 10 tiles"),
    ("Explore. At least twelve tiles.", "explore 12 tiles"),
    ("have a quick look around. 20 squares or more", "explore 20 tiles"),
    ("Explore. 12 tiles.", "explore 12 tiles"),  # that many: explore(12) (explored.py)
    # turns, or more than the map holds: said back
    ("Explore. Ten turns minimum.", 'explore; unknown[not understood] "Ten turns minimum"'),
    ("Explore. At least 500 tiles.", 'explore; unknown[no such action] "At least 500 tiles"'),
]
BANDS = [
    ("Keep your distance from me, kid. No closer than three tiles, no further than five.",
     "keep_distance player 3..5"),
    ("Keep a couple o tiles back fae me. Nae closer than two, nae further than four.",
     "keep_distance player 2..4"),
    ("Keep your distance from me. Between three and five tiles.", "keep_distance player 3..5"),
    ("Follow me. No closer than 2 tiles, no further than 4.", "keep_distance player 2..4"),
    ("Stay away from the gorgon. At least 4 tiles and no more than 8 tiles.",
     "keep_distance gorgon 4..8"),
    # bounds of no distance, or the wrong way round: said back
    ("Keep your distance from me. Between three and five.",
     'keep_distance player 6..-; unknown[no such action] "Between three and five"'),
    ("Keep your distance from me. No closer than five tiles, no further than three.",
     "keep_distance player 6..-; unknown[no such action] "
     '"No closer than five tiles, no further than three"'),
]


MOB = [
    ("Do me a favour, kid. Go get the bow. Nice and easy.", "fetch bow"),
    ("Tell me something. What do I need to whack a gorgon?", "ask weakness gorgon"),
    ("Listen here. Take care of the nearest bat. Make it quick.", "attack bat"),
    ("Asset, your objective is the sword in the bottom right sector. Acquire it and hold.",
     "fetch nearest-from-bottom right sword; stay"),
    ("Extract the bow and deliver it to me at my position. Hand-off in person.",
     "fetch bow; bring bow"),
    ("You're armed with the sword. Eliminate the gorgon.", "attack gorgon"),
    ("Report your loadout.", "ask carrying of companion"),
    ("Confirm kills. How many hostiles are down so far?", "ask value defeated(monster)"),
    ("Multiply the bats by the arrows. Give me the product.",
     "ask value (count(bat) * count(arrow))"),
    ("Go wait for me down in the bottom left corner. Keep your head down.",
     "go_to bottom left; stay"),
    ("From where you're standing, four steps to the right, then two steps down. Nice and slow.",
     "walk right 4; walk down 2"),
    ("Gie us whit ye've got in yer pockets.", "hand_over"),
    # a set-up alone, a hit or a take of the wrong kind, kills asked beside no question: refused
    ("Do me a favour.", 'unknown[no such action] "Do me a favour"'),
    ("Whack the bow.", 'unknown[does not fit] "Whack the bow"'),
    ("Extract the bat.", 'unknown[no such action] "Extract the bat"'),
    ("Confirm kills. Get the bow.", 'unknown[no such action] "Confirm kills"; fetch bow'),
    ("How many bats are down there?", "ask count bat"),
    # a sentence that may make the order a duty that goes on is kept, and said back
    ("That gorgon comes at me, you put yourself between it and me. That's your job now.",
     "wait once near(gorgon, 1, player): protect gorgon"),
]
TELEGRAM = [
    ("PROCEED MIDDLE OF MAP STOP AWAIT FURTHER INSTRUCTIONS STOP", "go_to middle; stay"),
    ("PROCEED ROW 18 COLUMN 4 STOP", "go_to 18,4"),
    ("BRING ARROW TO ME STOP URGENT STOP", "bring arrow"),
    ("PATROL ROW 6 COLUMN 4 TO ROW 6 COLUMN 9 STOP REPEAT UNTIL FURTHER NOTICE STOP",
     "patrol 6,4 to 6,9"),
    ("patrol the bow to the sword", "patrol bow to sword"),
    # "PROCEED" of how, and an errand repeated until told: refused
    ("PROCEED WITH CAUTION STOP", 'unknown[no such action] "PROCEED WITH CAUTION"'),
    ("FETCH BOW STOP REPEAT UNTIL FURTHER NOTICE STOP",
     'fetch bow; unknown[no such action] "REPEAT"'),
    ("patrol near the bow to keep it safe",
     'unknown[not understood] "patrol near the bow to keep it safe"'),
]

# a remark on how the companion looks before a question of its health (agent/reading/
# lexicon_address.py): what the answer tells; before anything else, as typed
LOOKS = [
    ("You look roughed up, kid. What's your health at?", "ask health of companion"),
    ("Yer lookin peely-wally. How much health have ye got left?", "ask health of companion"),
    ("You are hurt. How much health have you got left?", "ask health of companion"),
    ("You look hurt. Get the bow.", 'explore; unknown[not understood] "hurt"; fetch bow'),
]


@pytest.mark.parametrize(("order", "meaning"), SCOTS + EXPLORED + BANDS + MOB + TELEGRAM + LOOKS)
def test_reading(order, meaning):
    assert reading(order) == meaning
