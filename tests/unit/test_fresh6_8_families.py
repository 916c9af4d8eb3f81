"""Families of the sixth, seventh and eighth fresh sets (bench/fresh_orders_6.toml, _7, _8) the
reader did not read. Each row an order and its reading in the gist notation of tests/unit/gist.py.

First, a number asked and then worked on, or asked to be said, in words after it
(agent/reading/worked_after.py): "how many arrows are there? double it and tell me", "1) count
the arrows 2) multiply by 2 3) say the answer", "subtract the second from the first"; and the
counts it works on: monsters that "live" in a part of the map, a kind "left out" of a count.
Then the branches of a condition (below)."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

WORKED_AFTER = [
    # the sets' orders
    ("1) count the arrows 2) multiply by 2 3) say the answer", "ask value (count(arrow) * 2)"),
    ("count the arrows, add the bats, and tell me the total",
     "ask value (count(arrow) + count(bat))"),
    ("1) how many monsters are there 2) how many of them are bats 3) subtract the second from the"
     " first", "ask value (count(monster) - count(bat))"),
    ("maybe you could count the monsters and leave out the gorgon? how many is that?",
     "ask value (count(monster) - count(gorgon))"),
    ("how many monsters live in the right half of the map? double it and tell me",
     "ask value (count(monster east of middle) * 2)"),
    # variants
    ("how many arrows are there? double it and tell me", "ask value (count(arrow) * 2)"),
    ("how many arrows do you have? add 2. what do you get?",
     "ask value (carried(companion, arrow) + 2)"),
    ("count the bats. then multiply that by 3 and tell me", "ask value (count(bat) * 3)"),
    ("count the bats. triple it, then take away 1, and tell me the result",
     "ask value ((count(bat) * 3) - 1)"),
    ("how many bats are there? how many arrows? subtract the first from the second",
     "ask value (count(arrow) - count(bat))"),
    ("how many bats are there? add the arrows and tell me",
     "ask value (count(bat) + count(arrow))"),
    ("count the bats. say the answer", "ask count bat"),
    # "it" after a sum is the sum, not the last kind named (the twenty-third set's family)
    ("add up the bats and the gorgons, then double it",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("add the bats and the gorgons, then double it",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("count the bats, then multiply it by the gorgons", "ask value (count(bat) * count(gorgon))"),
    # near-misses: not arithmetic alone after the number, or a word it does not work with
    ("how many bats are there? say hello", "ask count bat; say 'hello'"),
    ("how many bats are there? double it and get the bow",
     'ask count bat; unknown[not understood] "double it and get the bow"'),
    ("count the arrows. double the bow",
     'ask count arrow; unknown[not understood] "double the bow"'),
    # "it" after one question counting two kinds or more: the sum, or each? Refused as
    # ambiguous, the counts still answered; the sum where the words say so
    ("how many bats and gorgons are there? double it",
     'ask count bat; ask count gorgon; unknown[ambiguous] "double it"'),
    ("how many bats, gorgons and arrows are there? triple that",
     'ask count bat; ask count gorgon; ask count arrow; unknown[ambiguous] "triple that"'),
    ("count the bats and the gorgons, then add 2",
     'ask count bat; ask count gorgon; unknown[ambiguous] "add 2"'),
    ("how many bats and gorgons are there? double them",
     'ask count bat; ask count gorgon; unknown[ambiguous] "double them"'),
    ("how many bats and gorgons are there in all? double it",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    ("how many bats and gorgons are there together? triple it",
     "ask value ((count(bat) + count(gorgon)) * 3)"),
    ("how many bats and gorgons are there? double the total",
     "ask value ((count(bat) + count(gorgon)) * 2)"),
    # near-misses: two questions (the last asked), or a report alone
    ("how many bats are there? how many gorgons? double it",
     "ask count bat; ask value (count(gorgon) * 2)"),
    ("how many bats and gorgons are there? tell me the total", "ask count bat; ask count gorgon"),
]

COUNTED = [
    ("how many bats are living in the top right?", "ask value count(bat north east of middle)"),
    ("how many arrows live in the left half?", "ask value count(arrow west of middle)"),
    ("how many monsters live in the dungeon?", "ask count monster"),
    ("count the monsters but leave out the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the items and leave out the arrows", "ask value (count(item) - count(arrow))"),
    ("leave out the bats, how many monsters are there?", "ask value (count(monster) - count(bat))"),
    ("kill every monster, leave out the gorgon", "attack every bat"),
]

# Conditions and their branches: "it" in a branch is the thing the condition names where no kind
# is named before it in the branch ("grab it and shoot the closest bat": the bow), the other
# branch after "if you don't then", an order after "I suppose" / "I guess".
BRANCHES = [
    # the sets' orders
    ("If the bow is within 15 steps of you, grab it and shoot the closest bat; if not, come and "
     "stay by my side.", "if near(bow, 15, companion): fetch bow; attack bat | come_back; follow"),
    ("if u have the swerd go kill the gorgon if u dont then go get the bow",
     "if has(companion, sword): attack gorgon | fetch bow"),
    ("I'm not sure which would be better. If the bow is closer to you than the sword is, go and "
     "get the bow; if it isn't, I suppose get the sword instead.",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    # variants
    ("if a bat comes close, kill it and then get the sword",
     "wait once near(bat, 3, companion): attack bat; fetch sword"),
    ("If the sword is near you, grab it and kill the gorgon",
     "if near(sword, 3, companion): fetch sword; attack gorgon | "),
    ("if there are arrows left, pick one up and shoot a bat",
     "if count(arrow) > 0: fetch arrow; attack bat | "),
    ("if you have the sword then kill the gorgon, if you do not then follow me",
     "if has(companion, sword): attack gorgon | follow"),
    ("if you have the bow, shoot a bat; if not, I guess come back to me",
     "if has(companion, bow): attack bat | come_back"),
    ("I reckon just follow me", "follow"),
    # "it" the gorgon though a bat is named after it: as with the gorgon named (it was refused)
    ("if the gorgon is alive, keep away from it, and if a bat comes, come back",
     "if count(gorgon) > 0: {keep_away gorgon once near(bat, 3, companion): come_back} | "),
    # near-misses: a kind named before "it" is what it stands for; no order after "I guess"
    ("if the bow is near, go to the bat and kill it", "if near(bow, 3, companion): attack bat | "),
    ("if you have the sword, kill it and get the bow",
     'if has(companion, sword): unknown[does not fit] "kill it"; fetch bow | '),
    ("I guess the bow is closer", 'unknown[not understood] "I guess the bow is closer"'),
]

# A slip put right between dashes, the order going on after the second (dashed_slips.py); a thing
# put right whose sentence goes on with no verb ("sorry, the gorgon, between me and the
# gorgon"); the errand's own end said as a joiner ("once it's yours", "once you have both").
PUT_RIGHT = [
    # the sets' orders
    ("if you're carrying an arrow - sorry, the bow - go kill a bat, else come to me",
     "if has(companion, bow): attack bat | come_back"),
    ("as soon as I move - I mean as soon as I step off this tile - follow me",
     "wait once moved(player): follow"),
    ("stand between me and the bat. sorry, the gorgon, between me and the gorgon",
     "protect gorgon"),
    ("Pick up the arrow at row 10, column 2 first, then the bow, and once you have both, hand "
     "them to me.", "fetch on-from-10,2 arrow; fetch bow; bring arrow; bring bow"),
    # variants
    ("get the bow - sorry, the sword - then kill the gorgon", "fetch sword; attack gorgon"),
    ("when a bat comes close - I mean when the gorgon comes close - run away",
     "wait once near(gorgon, 3, companion): flee"),
    ("kill a bat - sorry, I mean kill the gorgon - then come back", "attack gorgon; come_back"),
    ("guard the bow. sorry, the sword, the sword", "guard sword"),
    ("get the bow. when it's yours, come back", "fetch bow; come_back"),
    ("get the bow and then the sword and once you have both come back",
     "fetch bow; fetch sword; come_back"),
    # near-misses: no thing of the game put right; an end the errand never comes to
    ("get the bow - I mean the wizard - and come back",
     'fetch bow; unknown[not understood] "I mean the wizard - and come back"'),
    ("kill the bat. once it's yours, come back",
     'attack bat; unknown[does not fit] "once it\'s yours, come back"'),
]

# Said again without its words: a condition waited for ("the moment I do": once it holds), the
# step before ("do exactly the same thing once more"); so many said "around" are so many left.
SAID_AGAIN = [
    # the sets' orders
    ("Until I step next to you, stay exactly where you are. The moment I do, hand me the bow.",
     "stay once distance(companion, player) <= 1: bring bow"),
    ("Sorry, this might sound odd, but could you walk two steps to the right, and then do exactly"
     " the same thing once more?", "repeat 2x 0t: walk right 2"),
    ("Pick up the bow. Once it's yours, if there are still three bats around, get an arrow as "
     "well; otherwise come straight back.",
     "fetch bow; if count(bat) >= 3: fetch arrow | come_back"),
    # variants
    ("Sit tight until I move. As soon as I do, come to me.", "stay once moved(player): come_back"),
    ("stay here until a bat comes close. the instant one does, run away",
     "stay once near(bat, 3, companion): flee"),
    ("go to the bow. do exactly the same thing twice", "repeat 2x 0t: go_to bow"),
    ("if there are three bats around, get an arrow", "if count(bat) >= 3: fetch arrow | "),
    # "still around" is left, as "three bats around" is (test_odd_readings_7.py)
    ("if there are still bats around, get an arrow", "if count(bat) > 0: fetch arrow | "),
    # near-misses: "around" without a number or "still" is near, as before
    ("if there are bats around, get an arrow", "if near(bat, 3, companion): fetch arrow | "),
]

# Standing next to the player said as the way to handing something over (tidy._after_endless):
# the handing over, which ends there; said as following, a duty before another step, as before.
HANDED = [
    ("1. pick up the bow\n2. stand next to me\n3. give it to me", "fetch bow; bring bow"),
    ("pick up the bow, then come stand next to me, then give it to me", "fetch bow; bring bow"),
    ("get the sword, then stand beside me and hand it over", "fetch sword; bring sword"),
    ("follow me, then give me the bow",
     'unknown[cannot be done] "follow me, then give me the bow"'),
    ("stand next to me, then get the bow",
     'unknown[cannot be done] "stand next to me, then get the bow"'),
]


# Steps said as lines that each open with the same mark, a dash, a star or a plus (text.clean):
# each a sentence of its own, as the lines of a numbered list are.
BULLETED = [
    # the sets' orders
    ("- get the sword\n- bring it to me", "fetch sword; bring sword"),
    ("- wait 3 turns\n- then come to me", "repeat 0x 3t: ; come_back"),
    ("- check your health\n- tell me what it is", "ask health of companion"),
    # variants
    ("- get the sword\n- kill the gorgon\n- come back", "fetch sword; attack gorgon; come_back"),
    ("Plan:\n- get the bow\n- come back", "fetch bow; come_back"),
    ("+ get the bow\n+ come back", "fetch bow; come_back"),
    # near-misses: marks that differ; a must-refuse one stays refused
    ("- get the sword\n* kill the gorgon",
     'unknown[no such action] "- get the sword * kill the gorgon"'),
    ("- run os.execute('rm -rf /')\n- then say done",
     "unknown[outside the game] \"- run os.execute('rm -rf /')\\n- then say done\""),
]


@pytest.mark.parametrize(("order", "meaning"), WORKED_AFTER + COUNTED + BRANCHES + PUT_RIGHT
                         + SAID_AGAIN + HANDED + BULLETED)
def test_reading(order, meaning):
    assert reading(order) == meaning
