"""Families of orders by other hands (bench/fresh_orders_33.toml and after) that were said back
and are read now: a count compared by its sign with what is left said after the kind ("If bats
alive > 2: ...", "bats still alive", "bats left", or before it, "the living bats":
``lexicon_parts.LEFT_AFTER``, ``LIVING``; a condition that reads "bats alive" alone backs off
to the comparison after it); a walk said without its verb and closed as walks are ("6 tiles
east, exactly.": ``lexicon_closers.WALK_CLOSERS``); a remark marked as an aside at its end
("that's the long hallway on the left btw", as "ps ..." before it was); a fact the player
checks by a tag beside the order ("the gorgon's the scary one, right? hmm. ok, go stand between
me and the gorgon", "that bat is really close to you isn't it": ``musings``,
``lexicon_idioms.FACT_TAGS``), and what they feel opened by "yeah" ("yeah, I don't like that").
From the thirty-fifth set: where the companion stands as where a deed is done from, no question
of where; a correction that asks the question of another thing or party, says the words from a
word of place on again, a number with its bound, the same things in another order, or a count
inside a condition (said_instead.py); the very polite player's hedges, thanks and wishes; lists
over lines under a heading (listed_lines.py); a reason given beside the order (musings). Each
family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

COUNT_LEFT = [
    ("If bats alive > 2: get the bow. Else: get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("if bats left > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if bats remaining >= 2 get the bow", "if count(bat) >= 2: fetch bow | "),
    ("if bats still alive > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if living bats > 2 get the bow", "if count(bat) > 2: fetch bow | "),
    ("if the live bats are more than 2 get the bow", "if count(bat) > 2: fetch bow | "),
    # near-misses: whether any are left is still a condition of its own; a sign between words
    # that are not the game's is no comparison
    ("if there are bats left, get the bow", "if count(bat) > 0: fetch bow | "),
    ("if bats alive, get the bow", "if count(bat) > 0: fetch bow | "),
    ("if x > 2 get the bow", 'unknown[not understood,logic] "if x > 2 get the bow"'),
]

WALK_CLOSED = [
    ("6 tiles east, exactly.", "walk east 6"),
    ("6 tiles east exactly", "walk east 6"),
    ("two tiles down, exactly", "walk down 2"),
    ("3 tiles up, quickly", "walk up 3"),
    # near-miss: "steps left" alone may be how many are left, closer or not
    ("2 steps left please", 'unknown[not understood] "2 steps left"'),
]

ASIDE_AFTER = [
    ("grab the sword. that's the long hallway on the left btw", "fetch sword"),
    ("grab the sword. it's down the long hallway btw", "fetch sword"),
    # near-misses: an order closed by "btw" is the order; a remark alone is no order, and one
    # without the mark is said back
    ("go get the bow btw", "fetch bow"),
    ("that's the bow btw", 'unknown[not understood] "that\'s the bow by the way"'),
    ("get the bow. it's in the top right corner",
     'fetch bow; unknown[not understood] "it\'s in the top right corner"'),
]


FACT_CHECKED = [
    ("the gorgon's the scary one, right? hmm. ok, go stand between me and the gorgon",
     "protect gorgon"),
    ("there's 3 of those / things on the map right? pick them all up", "fetch every arrow"),
    ("that bat is really close to you isn't it. hmm. get away from the bats", "flee"),
    ("the bat is asleep, isn't it? go kill it", "attack bat"),
    ("hmm. yeah, I don't like that. flee", "flee"),
    # near-misses: a way or a pick after the order is no tag; what the companion is said to
    # hold is weighed against the fight (small talk), not dropped
    ("take 3 steps right. then do it again", "repeat 2x 0t: walk right 3"),
    ("get an arrow. the one on the right", "fetch nearest-from-right side arrow"),
    ("you've got the bow, right? kill the gorgon", 'unknown[cannot be done] "kill the gorgon"'),
    ("come back over to the P. that's me right?",
     'come_back; unknown[not understood] "that\'s me right"'),
]

# Where the companion stands, as where a deed is done from or seen from, is no question of where
# ("... throw the sword at the gorgon from where you're standing?" had been answered with where
# the sword is and called done: a must-refuse order of the thirty-fifth set's first run).
FROM_WHERE_YOU_ARE = [
    ("If you don't mind, could you throw the sword at the gorgon from where you're standing?",
     'unknown[no such action] "throw the sword at the gorgon from where you\'re standing"'),
    ("can you see the gorgon from where you're standing?", "ask check near(gorgon, 5, companion)"),
    # near-misses: where questions
    ("where is the bow from where you're standing?", "ask where bow"),
    ("tell me where you are", "ask where of companion"),
]


@pytest.mark.parametrize(("order", "meaning"), COUNT_LEFT + WALK_CLOSED + ASIDE_AFTER
                         + FACT_CHECKED + FROM_WHERE_YOU_ARE)
def test_reading(order, meaning):
    assert reading(order) == meaning

# The thirty-fifth set's player who corrects themselves mid-message (said_instead.py).
PUT_RIGHT = [
    ("how many bats are there? sorry, I meant gorgons", "ask count gorgon"),
    ("where's the bow? oops, I mean the sword", "ask where sword"),
    ("where is the bow, I mean the sword?", "ask where sword"),  # was said back
    ("what's my health? no wait, I mean yours", "ask health of companion"),
    ("what are you carrying, sorry, I mean what am I carrying", "ask carrying of player"),
    ("keep away from the bats, no, from the gorgon I mean", "keep_away gorgon"),
    ("walk back and forth between the bow and me, no sorry, between row 6 column 15 and row 6"
     " column 20", "patrol 6,15 to 6,20"),
    ("keep 4 tiles from me, no, make that at least 6", "keep_distance player 6..-"),
    ("if there are 2 bats, sorry, 3 bats, go get the bow, otherwise get the nearest arrow",
     "if count(bat) >= 3: fetch bow | fetch arrow"),
    ("get the bow then an arrow, no wait, the arrow first and then the bow",
     "fetch arrow; fetch bow"),
    ("get the bow then the sword. no wait, the bow then the sword", "fetch bow; fetch sword"),
    ("stay here, sorry, I mean come with me", "follow"),
    ("bring me the sword, no, the arrow, the one nearest you", "bring arrow"),
    # near-misses: a question put right to a thing of another sort, a party it already asks of,
    # a place the game lacks, a bound on a walk, other things named: said back; an addition
    ("how many bats are there? sorry, I meant the bow",
     'ask count bat; unknown[no such action] "sorry, I meant the bow"'),
    ("what's my health? no wait, I mean mine",
     'ask health of player; unknown[no such action] "no wait, I mean mine"'),
    ("keep away from the bats, no, from the flurb",
     'keep_away bat; unknown[no such action] "no, from the flurb"'),
    ("walk 3 steps left, no, make that at least 6",
     'walk left 3; unknown[no such action] "no, make that at least 6"'),
    ("Get an arrow. Actually, get the bow too.", "fetch arrow; fetch bow"),
    ("two steps, no, three steps right", "walk right 3"),
]


@pytest.mark.parametrize(("order", "meaning"), PUT_RIGHT)
def test_put_right(order, meaning):
    assert reading(order) == meaning

# The thirty-fifth set's very polite player: hedges before the request ("would you mind terribly",
# "if it isn't too much of an imposition", "might I trouble you to": lexicon_closers.MINDED,
# FILLER_START, requests._KINDLY), thanks and reassurance after it (small_talk), a wish said as
# what would be lovely (requests._LOVELY), "happen to" in a condition (conditions._happening),
# and a square of a size (places).
POLITE = [
    ("Hello there! Would you mind terribly going and picking up the bow for me, if it's not too"
     " much trouble?", "bring bow"),
    ("If it isn't too much of an imposition, could you perhaps fetch the sword and then deal with"
     " the gorgon for me? I'd be so grateful.", "fetch sword; attack gorgon"),
    ("Would you be so kind as to take four steps down, please? Thank you ever so much.",
     "walk down 4"),
    ("Might I trouble you to have a little look arround? A dozen tiles or so would be lovely.",
     "explore 12 tiles"),
    ("When you get a chance, would you kindly walk back and forth between row 2 column 9 and row"
     " 2 column 15? I'd really appreciate it.", "patrol 2,9 to 2,15"),
    ("Would you be terribly kind and keep an eye on me? Staying within two tiles of me would be"
     " perfect, thank you.", "guard player -..2"),
    ("Could I ask you to make your way to the middle of the map, please? Whenever it suits you.",
     "go_to middle"),
    ("If there happen to be more bats than gorgons, would you kindly get the bow? If not, the"
     " sword would be lovely.", "if count(bat) > count(gorgon): fetch bow | fetch sword"),
    ("If you wouldn't mind, could you please keep well away from the bats? I'd hate for you to"
     " get hurt.", "keep_away bat"),
    ("Could you possibly pick up two arrows for me? There's no hurry at all.", "bring 2 arrow"),
    ("if you happen to have the sword, kill the gorgon",
     "if has(companion, sword): attack gorgon | "),
    ("Would you mind awfully walking round a little square for me, two tiles on each side? Thank"
     " you.", "square  1"),  # tiles a side, the corners counted: 1 step a side
    ("walk a square with sides of 3", "square  2"),
    ("walk in a 2 by 2 square", "square  1"),
    ("Sorry to be a bother, but I wonder if you could possibly bring me the arrow that's nearest"
     " to you? Only when you have a moment.", "bring arrow"),
    ("Would it be alright to ask what you're carrying at the moment?", "ask carrying of companion"),
    ("may I ask what you're carrying?", "ask carrying of companion"),
    ("Can I ask how many monsters have been resolved so far?", "ask value defeated(monster)"),
    # near-misses: a distance wished is still the distance kept; a condition that is no hedge
    # is said back; a square of no size said is of the size that fits
    ("I don't want you right on top of me, but please don't go too far either. Somewhere around"
     " three to five tiles away from me would be lovely.", "keep_distance player 3..5"),
    ("if it is not too far, get the bow",
     'unknown[not understood,logic] "if it is not too far, get the bow"'),
    ("walk in a square", "square"),
    ("may I ask you something", 'unknown[no such action] "may I ask you something"'),
]


@pytest.mark.parametrize(("order", "meaning"), POLITE)
def test_polite(order, meaning):
    assert reading(order) == meaning

# The thirty-fifth set's lists over lines (listed_lines.py): a heading of up to four words goes,
# one item alone under it too; a heading that is a condition keeps its items under it (and the
# list is no code to read as typed); one that says something stays and is said back as before.
LISTS = [
    ("things to do:\n- go to the bottom left corner\n- get the bow",
     "go_to bottom left; fetch bow"),
    ("questions:\n1. how much health do I have?", "ask health of player"),
    ("checklist:\n- explore 15 new tiles", "explore 15 tiles"),
    ("rules while I walk:\n- stay within 3 tiles of me\n- that's it", "keep_distance player -..3"),
    ("question:\n- what do you need to beat a bat?", "ask weakness bat"),
    ("if you have the sword:\n- kill the gorgon\nif not:\n- get the bow",
     "if has(companion, sword): attack gorgon | fetch bow"),
    # near-misses: a heading that counts is never dropped (said back, never one arrow for two);
    # code typed over lines is still code; a line that is neither item nor heading: no list
    ("twice:\n- get an arrow", 'unknown[no such action] "twice: get an arrow"'),
    ("if has(sword):\n  attack(gorgon)\nelse:\n  fetch(bow)",
     "if has(companion, sword): attack gorgon | fetch bow"),
    ("- get the bow\nthen the sword",
     'unknown[no such action] "- get the bow"; unknown[not understood] "the sword"'),
]

# The thirty-fifth set's player who gives a reason with every order: why they ask, where they go
# themselves, what they work out or need to know first (musings), what the companion carries and
# so the fight "should be easy" (lexicon_idioms.READY_SO).
REASONS = [
    ("How many arrows are there? I'm asking because I want to know if the bow is even worth"
     " getting.", "ask count arrow"),
    ("What are you carrying right now? I need to know before I decide where to send you.",
     "ask carrying of companion"),
    ("How far is the sword from you? I'm trying to work out if it's worth the walk.",
     "ask distance sword of companion"),
    ("Would you mind following me for a bit, please? I'm just popping down the corridor.",
     "follow"),
    ("Kill the nearest bat. You've already got the bow and an arrow, so it should be easy.",
     "attack bat"),
    # near-misses: wanting to know whether the companion can is a question, said back; beside a
    # fight its weapons do not fit, the fight still takes its own weapon (attack fetches it)
    ("get the bow. I want to know if you can kill the bat",
     'fetch bow; unknown[not understood] "I want to know if you can kill the bat"'),
    ("Kill the gorgon. You've already got the bow and an arrow, so it should be easy.",
     "attack gorgon"),
]


@pytest.mark.parametrize(("order", "meaning"), LISTS + REASONS)
def test_lists_and_reasons(order, meaning):
    assert reading(order) == meaning

# A bare "stop" after steps that end is their end, no stay: the companion is done there ("6
# tiles east, exactly. Then stop." had stayed, never Done: the thirty-third set's key done);
# "stop there" and a stop after a duty still stay (lexicon_staying.STOP_AT_END, tidy).
STOPPED = [
    ("6 tiles east, exactly. Then stop.", "walk east 6"),
    ("walk 3 steps up and then stop", "walk up 3"),
    ("KILL BAT THEN STOP", "attack bat"),
    # near-misses
    ("walk 3 steps up and stop there", "walk up 3; stay"),
    ("Measure out six tiles due east along this corridor and stop there.", "walk east 6; stay"),
    ("explore then stop", "explore; stay"),
]


@pytest.mark.parametrize(("order", "meaning"), STOPPED)
def test_stopped(order, meaning):
    assert reading(order) == meaning
