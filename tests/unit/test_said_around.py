"""What players say around an order that carries none (agent/reading/remarked.py, set_off.py and
headings.py, words in agent/reading/lexicon_address.py): a heading naming the job, an
exclamation, urging, a cue of manner, a danger or a need given as the reason, how a thing is
found or said to wait, the player's own walk, a distance's bounds said again, a role of keeping
the player safe beside a guarding, a tag or an emphasis set off or said last, and Irish
English's phrases. The voices here (a pilot, a knight, a coach, a detective ...) are in no
benchmark set. Each row an order and its reading in the gist notation of tests/unit/gist.py;
then what looks like words around an order but could be one, which is kept: read with its
meaning or refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A heading of its own or before a colon: the job named, no verb of the game first, no number.
HEADINGS = [
    ("Mission accomplished! Bring me the sword.", "bring sword"),  # a spy
    ("Warm-up set! Walk four steps left.", "walk left 4"),  # a coach
    ("A two-part job! Grab the arrow, then kill the gorgon.", "fetch arrow; attack gorgon"),
    ("Final lap! Explore the dungeon.", "explore"),  # a racer
    ("Holy moly! Follow me.", "follow"),  # a caped hero
    ("Holy gorgons! Where is the bow?", "ask where bow"),
    ("Inventory check: multiply the bats by the arrows.", "ask value (count(bat) * count(arrow))"),
    ("Tally time: add the gorgons to the bats.", "ask value (count(gorgon) + count(bat))"),
]
# A remark beside the order: urging, manner, a danger or a need as its reason, how a thing is
# found beside a sentence naming it again, a role beside a guarding.
REMARKS = [
    ("Kill the nearest bat. Leave it all out there!", "attack bat"),  # a coach
    ("Walk three steps down. Nice and slow on the way there.", "walk down 3"),  # a dance teacher
    ("Follow me, Robin! Be my bodyguard!", "guard player"),
    ("Protect me from the bat. You're my human shield.", "protect bat"),  # a knight
    ("Keep away from the bats. It's too risky near them!", "keep_away bat"),  # a pilot
    ("That bat is frightfully rude. Kill the bat.", "attack bat"),  # a duchess
    ("The gorgon looks awful. Stay away from the gorgon.", "keep_away gorgon"),
    ("Where is the gorgon? I need a sketch for my casebook.", "ask where gorgon"),  # a detective
    ("The sword of destiny awaits! Go and grab the sword.", "fetch sword"),  # a bard
    ("I'm going for a quick walk. Stay here.", "stay"),  # a hiker
    ("I shall take a turn about the grounds. Guard me.", "guard player"),  # a duchess
    ("Stay within four tiles of me. Not too far and not too close.", "keep_distance player -..4"),
]
# A tag or an emphasis set off by a comma, or said after the order's last word.
TAGS = [
    ("Kill the gorgon, yaar.", "attack gorgon"),
    ("I'm telling you, guard the sword.", "guard sword"),
    ("Walk to the top left corner. I tell you, that place only.", "go_to top left"),
    ("pick up the bow bro", "fetch bow"),
    ("follow me, no rush", "follow"),
    ("stay within three tiles of me kk", "keep_distance player -..3"),
    ("Go left two steps, d'ye hear me.", "walk left 2"),
]
# What the companion is told it carries, in other words than "you have", before a fight that
# takes it; a trainer's cue set off by commas.
CARRIED = [
    ("You're loaded up with the sword. Take out the gorgon.", "attack gorgon"),
    ("You have an arrow and the bow on your person. Shoot the nearest bat.", "attack bat"),
    ("You are having the sword. Kill the gorgon.", "attack gorgon"),
    ("Wait two turns, deep breaths, then follow me.", "repeat 0x 2t: ; follow"),
    ("Kill the nearest bat, full effort, let's see it!", "attack bat"),
]
# Irish English: "yer man the ..." the thing pointed at, "wait on me" wait for me, "ye" you,
# "there" after a tile's row and column, "C'mere, ..." a call for attention and ", so" set off.
IRISH = [
    ("Keep away from yer man the bat.", "keep_away bat"),
    ("Walk to row 3, column 4 there and wait on me, so.", "go_to 3,4; stay"),
    ("C'mere, walk two steps left.", "walk left 2"),
    ("Stay where ye are.", "stay"),
]
# What looks like words around an order but could be one: a role with no guarding beside it, a
# heading opened by a verb of the game or counted, a thing's look where it is not named again (a
# word for it may point back), a need of something of the game or of the companion.
KEPT = [
    ("Get the bow. Be my shield!", 'fetch bow; unknown[no such action] "Be my shield"'),
    ("Get the bow. Patrol!", "fetch bow; patrol"),
    ("Get the bow. Two sets!", 'fetch bow; unknown[not understood] "Two sets"'),
    ("Get the bow. Set the pace!", 'fetch bow; unknown[no such action] "Set the pace"'),
    ("Guard the bow. Last set!", 'guard bow; unknown[no such action] "Last set"'),
    ("Be my bodyguard. Stay within 2 tiles.", "guard player -..2"),
    ("That gorgon is most disagreeable. Keep away from the creature.",
     'unknown[not understood] "That gorgon is most disagreeable"; keep_away monster'),
    ("That bat is near. Kill the gorgon.",
     'unknown[not understood] "That bat is near"; attack gorgon'),
    ("Get the bow. I need you to dance.", 'fetch bow; unknown[no such action] "dance"'),
    ("The bow awaits. Kill the bat.", 'unknown[not understood] "The bow awaits"; attack bat'),
    ("The treasure of the ages awaits! Go and grab the bow.",
     'unknown[not understood] "The treasure of the ages awaits"; fetch bow'),
    ("Follow me. Not too close and not too far.",
     'follow; unknown[no such action] "Not too close and not too far"'),
    # the sword it is told it carries can't defeat the bat: said so (weapon_taken.py)
    ("You're loaded up with the sword. Kill the bat.",
     'unknown[cannot be done] "Kill the bat"'),
    ("Get the bow. It's too dangerous to go alone.",
     'fetch bow; unknown[not understood] "It\'s too dangerous to go alone"'),
]


@pytest.mark.parametrize(("order", "meaning"), HEADINGS + REMARKS + TAGS + CARRIED + IRISH + KEPT)
def test_reading(order, meaning):
    assert reading(order) == meaning
