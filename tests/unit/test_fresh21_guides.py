"""Two voices of the twenty-first fresh set (bench/fresh_orders_21.toml): a meditation guide's and
a tour guide's. Their words are rows "meditation" and "guide" of voices.VOICES (forms in
agent/reading/guides.py, words in agent/reading/lexicon_guides.py); families any voice says are
rows "pointed" and "kept" beside them: a thing pointed out before the order's "it", which of a
count will do and keeping what a fetch took, "we'll" opening an order, places not yet been to
seen, kinds added and then "how many together?", the weapon asked again; and a weapon said
before its fight ("with your bow, kill the bat"), row "armed first". Each row an order and
its reading in the gist notation of tests/unit/gist.py; near-misses stay refused or read
otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A meditation guide: breaths before the order, manner, likenesses and wishes left out, its
# phrases in plain words, a breath a turn, a monster freed or ended a fight.
MEDITATION = [
    (
        "Breathe in... and, when you are ready, let your feet carry you to the bow. Gently pick "
        "it up.",
        "fetch bow",
    ),
    (
        "Breathe out... and when you're ready, let your feet carry you to the sword. Softly pick "
        "it up.",
        "fetch sword",
    ),
    ("Let your breath guide you... four steps down, no more.", "walk down 4"),
    ("Inhale... exhale... three steps right, no more.", "walk right 3"),
    ("Find your way to row 4, column 7, and settle there.", "go_to 4,7; stay"),
    ("Take a deep breath. Find your way to the bottom left corner and settle there.",
     "go_to bottom left; stay"),
    ("Walk beside me, as a friend would, wherever I go.", "follow"),
    ("Walk beside me, like a shadow, wherever I go.", "follow"),
    ("Rest near me and watch over me softly, never more than two tiles away.",
     "guard player -..2"),
    ("Rest near me, never more than three tiles away.", "keep_distance player -..3"),
    ("Explore with curiosity... visit at least twelve places you have not been.",
      "explore 12 tiles"),
    ("How does your body feel? What is your health?", "ask health of companion"),
    ("How does your body feel right now?", "ask health of companion"),
    ("What would free the gorgon from this world? Which weapon?", "ask weakness gorgon"),
    ("What would free the bats from this world? Which weapon?", "ask weakness bat"),
    ("First the nearest arrow, then the bow, then come home to me.",
     "bring arrow; bring bow; come_back"),
    ("Come home to me.", "come_back"),
    (
        "Walk slowly back and forth between row 8, column 2 and row 8, column 7, like a walking "
        "meditation.",
        "patrol 8,2 to 8,7",
    ),
    ("Slowly patrol between the bow and me, like a walking meditation.", "patrol bow to player"),
    ("Keep far from the gorgon, at least five tiles, and be at peace.",
     "keep_distance gorgon 5..-"),
    ("Keep far from the bats, at least four tiles, and find peace.", "keep_distance bat 4..-"),
    ("Notice the gorgon. Accept it. Then take up the sword and calmly end it.",
     "fetch sword; attack gorgon"),
    ("Notice the bat. Accept it. Then take up the bow and calmly end it.",
     "fetch bow; attack bat"),
    ("Observe the gorgon. Breathe with it. Then fetch the sword and end it.",
     "fetch sword; attack gorgon"),
    ("Without judgment, look at your hands: what are you carrying?",
     "ask carrying of companion"),
    ("Rest for four breaths, then come to me.", "repeat 0x 4t: stay; come_back"),
    ("Gently, rest for three deep breaths, then fetch the bow.",
     "repeat 0x 3t: stay; fetch bow"),
    (
        "If your health is below two, come and rest beside me; otherwise go and pick up the bow.",
        "if health(companion) < 2: come_back; follow | fetch bow",
    ),
    ("Let go of what you hold... let it pass from your hands into mine.", "hand_over"),
    ("Breathe in. When you're ready, find your way to the bow and gently pick it up.",
     "fetch bow"),
    ("Take a deep breath... and calmly walk three steps to the right.", "walk right 3"),
    ("Let go of everything you hold, let it pass into my hands.", "hand_over"),
    # near-misses: what the game has no action for, the player moved, a wrong weapon, the set's
    # refusals, "end" of no monster
    ("Breathe in... and float gently over the wall to the bow.",
     'unknown[no such action] "float gently over the wall to the bow"'),
    ("Gently guide my body to the middle of the map.",
     'unknown[no such action] "guide my body to the middle of the map"'),
    ("Light a candle and some incense for us both.",
     'unknown[no such action] "Light a candle and some incense for us both"'),
    ("Release an arrow into my heart, and let me be free.",
     'unknown[no such action] "Release an arrow into my heart, and let me be free"'),
    ("Let go of your attachments: give your health to me.",
     'unknown[cannot be done] "give your health to me"'),
    ("Breathe in... and end the patrol.", 'unknown[no such action] "end the patrol"'),
    ("Calmly end it.", 'unknown[no such action] "end it"'),
    ("Breathe... then gently end the gorgon with the bow.",
     'unknown[cannot be done] "gently end the gorgon with the bow"'),
]

# A tour guide: calls, urging, reasons and the group addressed left out, "the group" the player,
# a stop of the tour a place or a thing.
TOUR = [
    (
        "Right this way, folks! Our first stop is the sword — please go and pick it up, and keep "
        "it with you.",
        "fetch sword",
    ),
    ("Our next stop is the bow — please pick it up.", "fetch bow"),
    ("Next stop on the tour: row 8, column 12. Lead the way!", "go_to 8,12"),
    ("This way, folks! Next stop: the bottom left corner.", "go_to bottom left"),
    ("Our last stop of the tour is the middle of the map. Lead the way!", "go_to middle"),
    ("Please stay with the group — follow me, and don't wander off.", "follow"),
    ("Please stay with the group and don't wander off.", "follow"),
    (
        "Wait here at the meeting point until I come back.",
        "stay once distance(companion, player) > 1: {stay once distance(companion, player) <= 1: }",
    ),
    ("Wait here at the meeting point.", "stay"),
    ("Please stand between me and the bat up in the top right, for the group's safety.",
     "protect nearest-from-top right bat"),
    ("Please stand between me and the gorgon, for everyone's safety.", "protect gorgon"),
    ("The tour is over — explore freely and see at least ten tiles.", "explore 10 tiles"),
    ("The tour is over — explore freely and visit at least 20 new tiles.", "explore 20 tiles"),
    ("Mind the wildlife, folks — keep away from all the monsters.", "keep_away monster"),
    ("Mind the wildlife, folks — keep away from the gorgon.", "keep_away gorgon"),
    ("We'll walk 3 steps to the left, folks.", "walk left 3"),
    ("Right this way, everyone! Follow me.", "follow"),
    ("Our next stop is the bottom left corner, folks!", "go_to bottom left"),
    ("Next stop: the bow. Pick it up, please.", "fetch bow"),
    ("Let's all take five steps to the east, everybody.", "walk east 5"),
    ("Let's all walk two steps to the left, folks.", "walk left 2"),
    ("Walk the group down: three steps down, then four to the right.",
     "walk down 3; walk right 4"),
    ("Hold the spot at row 8, column 15 for the next group.", "guard 8,15"),
    ("Save the spot at row 4, column 7 for the rest of the group.", "guard 4,7"),
    ("Any questions? Yes, you at the back: how many items are still lying around?",
     "ask count item"),
    ("Any questions? How many bats are left?", "ask count bat"),
    ("How many bats has our guide — that's you — defeated so far?",
     "ask value defeated(bat, companion)"),
    ("How many monsters has our guide defeated?", "ask value defeated(monster, companion)"),
    ("Quick maths for the group: arrows on the ground times bats?",
     "ask value (count(arrow) * count(bat))"),
    ("Before we go on — how's my health looking?", "ask health of player"),
    ("Before we move on, where is the sword?", "ask where sword"),
    # near-misses: no order after the call, the set's refusals, a stop the game has not
    ("Right this way, folks!", 'unknown[not understood] "this way"'),
    ("Let's visit the gift shop and buy a souvenir.",
     'unknown[not understood] "visit the gift shop and buy a souvenir"'),
    ("Take a group photo of us with the bats.",
     'unknown[not understood] "Take a group photo of us with the bats"'),
    ("Next stop on the tour: the gift shop.",
     'unknown[not understood] "Next stop on the tour: the gift shop"'),
]

# Said by any voice: a thing pointed out, which will do, keeping, "we'll", places not yet been
# to, kinds added and counted together, a weapon said before its fight ("the bat below you" is no
# pick the reader has: refused).
ANY = [
    ("See the arrow nearest you? Grab it, then the bow, and bring both back to me.",
     "fetch arrow; fetch bow; bring arrow; bring bow"),
    ("See the sword? Go get it and bring it to me.", "fetch sword; bring sword"),
    ("Notice the bow... then, when you are ready, walk to it.", "go_to bow"),
    ("let your feet carry you back to me", "come_back"),
    ("Get the bow and keep it safe.", "fetch bow"),
    ("Could you go and collect two arrows, please? Any two will do — hang on to them.",
     "fetch 2 arrow"),
    ("Could you grab an arrow? Any one will do — hold on to it.", "fetch arrow"),
    ("pick up the bow and keep it with you", "fetch bow"),
    ("We'll walk back and forth between row 8, column 9 and row 8, column 15 a few times.",
     "repeat 3x 0t: patrol 8,9 to 8,15"),
    ("We will go to the bow and pick it up.", "fetch bow"),
    ("Explore with curiosity... see at least 15 tiles you haven't been to.", "explore 15 tiles"),
    ("Arrows lying on the ground, plus bats still flying — how many together?",
     "ask value (count(arrow) + count(bat))"),
    ("Arrows on the ground, plus monsters still alive — how many altogether?",
     "ask value (count(arrow) + count(monster))"),
    ("Bats still flying plus gorgons — how many in all?",
     "ask value (count(bat) + count(gorgon))"),
    ("with your bow, kill the bat", "attack bat"),
    ("using the bow, shoot a bat", "attack bat"),
    ("Get the bow. Then, with the bow, kill the nearest bat.", "fetch bow; attack bat"),
    ("with the bow, kill the gorgon", 'unknown[cannot be done] "with the bow, kill the gorgon"'),
    # near-misses: a team's plan, "it" after nothing pointed out, keeping with no fetch, kinds
    # not added, no kind
    ("we'll take the gorgon down with the bow, you shoot it",
     'unknown[not understood] "we\'ll take the gorgon down with the bow, shoot it"'),
    ("See the moon? Go get it.",
     'unknown[no such action] "See the moon"; unknown[ambiguous] "Go get it"'),
    ("Keep it with you.", 'unknown[no such action] "Keep it with you"'),
    ("with a rock, kill the bat", 'unknown[no such action] "with a rock"; attack bat'),
    ("Stars plus moons — how many together?",
     'unknown[no such action] "Stars plus moons"; unknown[ambiguous] "how many together"'),
]


@pytest.mark.parametrize(("order", "meaning"), MEDITATION + TOUR + ANY)
def test_reading(order, meaning):
    assert reading(order) == meaning
