"""The reader: orders as players type them, read into one meaning each (tests/unit/gist.py writes
a meaning on one line). Plain steps, their order, places and walks, questions; conditions decided
once and watched every tick, repetitions, superlatives and counts, numbers worked out; and what
the reader cannot read, said back instead of guessed."""

from __future__ import annotations

import pytest

from agent.prompt import user_message
from agent.reading import meaning as m, read
from agent.reading.lexicon import in_game_words
from agent.reading.sequence import say_text, split
from game.maps import load_map
from tests.unit.gist import gist

PLAIN = [
    ('hop over to the bow and grab it', 'fetch bow'),
    ('walk to the bow and take it', 'fetch bow'),
    ('go to the top left corner and say hi', "go_to top left; say 'hi'"),
    ("Don't move from where you are.", 'stay'),
    ('come straight back to me', 'come_back'),
    ('head back to where I am', 'come_back'),
    ('How many monsters are in the dungeon?', 'ask count monster'),
    ('how many bats are left?', 'ask count bat'),
    ('give me a monster count', 'ask count monster'),
    ('count the gorgons', 'ask count gorgon'),
    ('are there any monsters left?', 'ask check count(monster) > 0'),
    ('how many things are on the floor?', 'ask count item'),
    ('tell me how many arrows there are', 'ask count arrow'),
    ('where is the sword?', 'ask where sword'),
    ("where's the blade?", 'ask where sword'),
    ('do you know where the arrows are?', 'ask where arrow'),
    ('what is the location of the medusa?', 'ask where gorgon'),
    ('can you tell me where the bow is?', 'ask where bow'),
    ('find the sword and tell me where it is', 'ask where sword'),
    ('how far is the gorgon?', 'ask distance gorgon'),
    ('how many steps to the blade?', 'ask value walk(sword, companion)'),
    ('how many tiles away is the bat?', 'ask distance bat'),
    ('how many steps have you taken?', 'unknown'),
    ('check how many monsters remain', 'ask count monster'),
    ('how many arrows do you have?', 'ask carrying arrow of companion'),
    ("stop what you're doing and come back", 'come_back'),
    ('take a walk around', 'explore'),
    ('go for a walk with me', 'follow'),
    ('how are you doing, health-wise?', 'ask health of companion'),
    ('how are you?', 'ask health of companion'),
    ("what's your health", 'ask health of companion'),
    ('what does the player carry?', 'ask carrying of player'),
    ('which monster does the sword beat?', 'ask weakness sword'),
    ('what monsters remain?', 'ask count monster'),
    ('do you have the sword?', 'ask has sword of companion'),
    ('what time is it?', 'unknown'),
    ('tell me a joke', 'unknown'),
    ('the sword?', 'unknown'),
    ('how do I kill a bat?', 'ask weakness bat'),
    ('say good morning', "say 'good morning'"),
    ('Go get the sword', 'fetch sword'),
    ('could you grab the longbow?', 'fetch bow'),
    ('pick an arrow up', 'fetch arrow'),
    ('get the bow and an arrow', 'fetch bow; fetch arrow'),
    ('collect every arrow', 'fetch every arrow'),
    ('bring me the sword', 'bring sword'),
    ('get me the bow', 'bring bow'),
    ('I need the blade, bring it here', 'bring sword'),
    ('hey buddy, fetch the bow for me', 'bring bow'),
    ('grab an arrow for the player', 'bring arrow'),
    ('get the gorgon for me', 'attack gorgon'),
    ('Kill the gorgon', 'attack gorgon'),
    ('shoot a bat', 'attack bat'),
    ('take out the medusa', 'attack gorgon'),
    ('kill all the monsters', 'attack every monster'),
    ('wipe out the bats', 'attack every bat'),
    ('follow me', 'follow'),
    ('keep following me around', 'follow'),
    ('stay close to me', 'follow'),
    ('go where I go', 'follow'),
    ('come back to me', 'come_back'),
    ('get over here', 'come_back'),
    ('find me', 'come_back'),
    ('explore the dungeon', 'explore'),
    # 'run' alone is running away; running around a room is wandering it
    ('run around the room', 'explore'),
    ('move around a bit', 'explore'),
    ('run', 'flee'),
    ('go take a look around', 'explore'),
    ('run away from the bats', 'flee'),
    ('stay here', 'stay'),
    ('wait for me here', 'stay'),
    ("don't move", 'stay'),
    ('guard the sword', 'guard sword'),
    ('scram, a bat is coming!', 'flee'),
    ("don't get near any monster", 'keep_away monster'),
    ('get yourself over here, quick', 'come_back'),
    ('how much health have i got left', 'ask health of player'),
    ('stand next to the bow', 'go_to bow; stay'),
    ('wait by the sword', 'go_to sword; stay'),
    ('go to the gorgon', 'go_to gorgon'),
    ('go to the bottom left corner', 'go_to bottom left'),
    ('go stand in the middle of the map', 'go_to middle; stay'),
    ('take three steps to the right', 'walk right 3'),
    ('walk in a square', 'square'),
    ('stay in the corner', 'stay; unknown'),
    ('walk over to the nearest arrow and wait there', 'go_to arrow; stay'),
    ('go to the top left corner, then wait', 'go_to top left; stay'),
    ('walk to row 5, column 10', 'go_to 5,10'),
    ('walk over to me', 'come_back'),
    ('go get the sword and tell me when you have it', "fetch sword; say 'I have the sword'"),
    ("pick up the bow and let me know when you've got it", "fetch bow; say 'I have the bow'"),
    ('pick up an arrow. then follow me', 'fetch arrow; follow'),
    ('dance for me', 'unknown'),
    ("don't attack the bat", 'unknown'),
    ('go to sleep', 'unknown'),
    ('grab the bow then shoot a bat', 'fetch bow; attack bat'),
    ('grab the bow and then shoot a bat', 'fetch bow; attack bat'),
    ('shoot a bat and after that kill the gorgon', 'attack bat; attack gorgon'),
    ('get the sword, after that come back', 'fetch sword; come_back'),
    ('get the sword; afterwards kill the gorgon', 'fetch sword; attack gorgon'),
    ('pick up the bow, next grab an arrow', 'fetch bow; fetch arrow'),
    ('get the sword. next, kill the gorgon', 'fetch sword; attack gorgon'),
    ("get the sword, once that's done kill the gorgon", 'fetch sword; attack gorgon'),
    ('Pick up an arrow! Follow me.', 'fetch arrow; follow'),
    ('first get the sword, then kill the gorgon', 'fetch sword; attack gorgon'),
    ('first, get the sword. then kill the gorgon', 'fetch sword; attack gorgon'),
    ('get the bow, then an arrow, then kill a bat', 'fetch bow; fetch arrow; attack bat'),
    ('grab the bow and an arrow and shoot a bat', 'fetch bow; fetch arrow; attack bat'),
    ('bring me the sword and an arrow', 'bring sword; bring arrow'),
    ('get the bow and all the arrows', 'fetch bow; fetch every arrow'),
    ('kill the gorgon and the bats', 'attack gorgon; attack every bat'),
    ('get a bow and arrow, then hunt a bat', 'fetch bow; fetch arrow; attack bat'),
    ('please get the sword, then kill the gorgon please', 'fetch sword; attack gorgon'),
    ('could you get the bow and then shoot a bat for me?', 'fetch bow; attack bat'),
    ('stop what you are doing, then explore', 'explore'),
    ('never mind, follow me', 'follow'),
    ('Stop that. Come here.', 'come_back'),
    ('stop that', 'stay'),
    ("pick up the bow, then let me know once you're done", "fetch bow; say 'I have the bow'"),
    ('grab an arrow and report back', 'fetch arrow; come_back'),  # back to the player
    ('head over to the top-right corner of the map', 'go_to top right'),
    ('make your way to the lower left corner', 'go_to bottom left'),
    ('please go to the centre', 'go_to middle'),
    ('go to the left side of the map', 'go_to left'),
    ('go to row 5 column 10', 'go_to 5,10'),
    ('walk to 5, 10', 'go_to 5,10'),
    ('go to the top left corner and wait there', 'go_to top left; stay'),
    ('move 2 tiles up', 'walk up 2'),
    ('go north 4 steps', 'walk north 4'),
    ('walk left twice', 'walk left 2'),
    ('step left', 'walk left 1'),
    ('walk 500 steps down', 'unknown'),
    ('hey, can you walk in a circle, thank you', 'square'),
    ('would you kindly go to the south east corner quickly', 'go_to bottom right'),
    ('run around in circles', 'square'),
    ('circle around', 'square'),
    ('loop around here', 'square'),
    ('kill the gorgon, but get the sword first', 'fetch sword; attack gorgon'),
    ('kill the gorgon but first get the sword', 'fetch sword; attack gorgon'),
    ('kill the gorgon after you get the sword', 'fetch sword; attack gorgon'),
    ("kill the gorgon once you've got the sword", 'fetch sword; attack gorgon'),
    ('before you kill the gorgon, get the sword', 'fetch sword; attack gorgon'),
    ('after you get the sword, kill the gorgon', 'fetch sword; attack gorgon'),
    ('get the sword before you kill the gorgon', 'fetch sword; attack gorgon'),
    ('go and get the sword', 'fetch sword'),
    ('find the sword and take it', 'fetch sword'),
    ('get the sword and bring it to me', 'fetch sword; bring sword'),
    ('stay here and wait for me', 'stay'),
    ('stand next to me', 'follow'),
    ("get out of there, it's dangerous", 'flee'),
    ('I need the sword, bring it here', 'bring sword'),
    ('scram, a bat is coming', 'flee'),
    ('pick up the sword, then bring it to me', 'fetch sword; bring sword'),
    ('kill a bat, then another one', 'attack bat; attack bat'),
    ('grab the sword, then hightail it back here', 'fetch sword; come_back'),
    ('kill the gorgon, then come back, but get the sword and the bow first',
     'fetch sword; fetch bow; attack gorgon; come_back'),
    ('grab the bow', 'fetch bow'),
    ('go and pick up an arrow', 'fetch arrow'),
    ('fetch an arrow', 'fetch arrow'),
    ('fetch me an arrow', 'bring arrow'),
    ('bring the blade back to me', 'bring sword'),
    ('hand me the longbow', 'bring bow'),
    ('collect all the arrows', 'fetch every arrow'),
    ('gather the arrows', 'fetch every arrow'),
    ('shoot the nearest bat', 'attack bat'),
    ('take out the gorgon', 'attack gorgon'),
    ('kill every bat', 'attack every bat'),
    ('get back here', 'come_back'),
    ('hightail it back to me', 'come_back'),
    ('make your way back over to me', 'come_back'),
    ('return to me', 'come_back'),
    ('pick up teh bow', 'fetch bow'),
    # a walk said with how many times is that walk over again (it walked once: 2 steps)
    ('walk 2 steps right twice', 'walk right 4'),
    ('walk 2 steps right 3 times', 'walk right 6'),
    ('walk right twice', 'walk right 2'),
    ('walk 2 steps right by 3', 'unknown'),
    # "and do that twice" is the step before twice in all (it was four times, or not read)
    ('get an arrow and do that twice', 'repeat 2x 0t: fetch arrow'),
    ('take two steps to the right, and do that twice', 'repeat 2x 0t: walk right 2'),
    # the one nearest me, said without "to" (it left "me" unread)
    ('grab the arrow nearest me', 'fetch nearest-from-player arrow'),
    ('attack the bat nearest me', 'attack nearest-from-player bat'),
    ('grab the arrow nearest you', 'fetch arrow'),
    # none of the step's kind left, said with "there's" or "aren't any" (it was not understood)
    ("grab arrows till there's none left", 'fetch every arrow once count(arrow) == 0: '),
    ("get arrows till there aren't any left", 'fetch every arrow once count(arrow) == 0: '),
    # a health check said as a noun is asked of whom it names (it was no action)
    ('hp check', 'ask health of companion'),
    ('health check on me', 'ask health of player'),
    ('my hp reading', 'ask health of player'),
    ('health check, then get the bow', 'ask health of companion; fetch bow'),
    # shorthand with an apostrophe in it is spelt out too (it was no action)
    ("c'mere", 'come_back'),
    ("c'mon, follow me", 'follow'),
    ('you gotta get the bow', 'fetch bow'),
    ('hey can u get me the sword', 'bring sword'),
    ('sohot the nearest bat', 'attack bat'),
    ('pick up one of the arrows', 'fetch arrow'),
    ('fetch the bow and an arrow for me', 'bring bow; bring arrow'),
    ('avoid the bats and the gorgon', 'keep_away monster'),
    ('stay here and guard this spot', 'guard companion'),
    ('yo, snatch the arrows and the bow', 'fetch every arrow; fetch bow'),
    ('I want the bow. Go get it and bring it back to me.', 'fetch bow; bring bow'),
    ("slay the bat, don't move", 'attack bat; stay'),
    ('bring me back an arrow', 'bring arrow'),
]


@pytest.mark.parametrize(("order", "meaning"), PLAIN)
def test_plain_orders_read_as_their_steps_in_order(order, meaning):
    assert gist(order) == meaning


CHOICES = [
    ('grab whichever of the bow and the sword is closer',
     'if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword'),
    ('get the closer of the bow and the sword',
     'if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword'),
    ('bring me whichever is farther, the bow or the arrow',
     'if distance(bow, companion) > distance(arrow, companion): bring bow | bring arrow'),
    ('get the bow if it is closer than the sword',
     'if distance(bow, companion) < distance(sword, companion): fetch bow | '),
    ('if the arrow is nearer than the bow then pick up the arrow, if not pick up the bow',
     'if distance(arrow, companion) < distance(bow, companion): fetch arrow | fetch bow'),
    ('if the bow is farther away than the sword, grab the sword, else grab the bow',
     'if distance(bow, companion) > distance(sword, companion): fetch sword | fetch bow'),
    ("if you're carrying nothing, get the bow; otherwise come back to me",
     'if not has(companion, item): fetch bow | come_back'),
    ('get the bow, then if there are bats left, kill one, otherwise come back',
     'fetch bow; if count(bat) > 0: attack bat | come_back'),
    ('If you have the sword, kill the gorgon. Otherwise get the sword.',
     'if has(companion, sword): attack gorgon | fetch sword'),
    ('if the bow is closer than the sword then get the bow else get the sword',
     'if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword'),
    ('get the sword unless you already have it', 'if not has(companion, sword): fetch sword | '),
    ('unless you have a bow, get one', 'if not has(companion, bow): fetch bow | '),
    ('kill the gorgon if you have the sword, otherwise come back',
     'if has(companion, sword): attack gorgon | come_back'),
    ('if there are more than 2 bats, kill a bat, otherwise say no',
     "if count(bat) > 2: attack bat | say 'no'"),
    ('if I have less health than you, come to me',
     'if health(player) < health(companion): come_back | '),
    ('if I am more than 5 tiles away, come back, otherwise stay here',
     'if distance(companion, player) > 5: come_back | stay'),
    # a walk round the walls, not rows plus columns
    ("if the bow is less than 20 steps' walk away, go get it, otherwise fetch an arrow",
     'if walk(bow, companion) < 20: fetch bow | fetch arrow'),
    ("if the sword is more than 30 steps' walk from me, stay, otherwise get the sword",
     'if walk(sword, player) > 30: stay | fetch sword'),
    ('if the bow is within 12 steps on foot, get it',
     'if walk(bow, companion) <= 12: fetch bow | '),
    ('if there are more bats than gorgons, kill a bat, else kill the gorgon',
     'if count(bat) > count(gorgon): attack bat | attack gorgon'),
    ('if the gorgon is still alive, get the sword', 'if count(gorgon) > 0: fetch sword | '),
    ('if you are hurt, come back to me, otherwise explore',
     'if health(companion) < 3: come_back | explore'),
    ('if you have the sword and the gorgon is alive, kill the gorgon',
     'if has(companion, sword) and count(gorgon) > 0: attack gorgon | '),
    ('if you have the bow or an arrow, follow me',
     'if has(companion, bow) or has(companion, arrow): follow | '),
    ('if you have 2 arrows, shoot a bat', 'if carried(companion, arrow) >= 2: attack bat | '),
    # a thing near a party: not a count of them all (the words "next to me" were once dropped)
    ("if there's a bat near you, run away", 'if near(bat, 3, companion): flee | '),
    ('if there is a monster next to me, attack it',  # "it": the one by the player
     'if near(monster, 1, player): attack nearest-from-player monster | '),
    ('whenever there is a bat nearby, shoot it',
     'wait whenever near(bat, 3, companion): attack bat'),
    ('if there are no bats near me, get the bow', 'if not near(bat, 3, player): fetch bow | '),
    # The condition said again, or denied, in the next sentence without its words.
    ("Unless you're hurt, go fetch the bow. If you are, stay where you are.",
     'if health(companion) >= 3: fetch bow | stay'),
    ("If I'm hurt come back to me. If I'm not, go get the bow.",
     'if health(player) < 3: come_back | fetch bow'),
    ("If you have the sword, kill the gorgon. If you don't, get it.",
     'if has(companion, sword): attack gorgon | fetch sword'),
    ('if you have the sword, kill the gorgon, otherwise get it',
     'if has(companion, sword): attack gorgon | fetch sword'),
    ('If you have the sword, kill the gorgon. Otherwise get it.',
     'if has(companion, sword): attack gorgon | fetch sword'),
    ('If there are 3 or more arrows on the ground, pick one up. Otherwise go get the bow.',
     'if count(arrow) >= 3: fetch arrow | fetch bow'),
    ('if 2 or fewer bats are left, kill them', 'if count(bat) <= 2: attack every bat | '),
    ('Pick up whichever is nearer to you, the sword or the bow.',
     'if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow'),
    ('grab whichever of the bow and the sword is closer to me',
     'if distance(bow, player) < distance(sword, player): fetch bow | fetch sword'),
]


@pytest.mark.parametrize(("order", "meaning"), CHOICES)
def test_a_condition_about_the_present_is_a_choice_decided_once(order, meaning):
    assert gist(order) == meaning


WATCHES = [
    ('if your health drops below 3 come back to me, otherwise explore',
     'explore once health(companion) < 3: come_back'),
    ('fetch the sword, but if a bat comes within 3 tiles, run back to me',
     'fetch sword once near(bat, 3, companion): come_back'),
    ('explore, but if your health drops below 2, come back',
     'explore once health(companion) < 2: come_back'),
    ('as soon as a bat gets close, run away', 'wait once near(bat, 3, companion): flee'),
    ('whenever a bat comes near, run to me, otherwise follow me',
     'follow whenever near(bat, 3, companion): come_back'),
    ('explore until you see a bat', 'explore once near(bat, 5, companion): '),
    ('follow me until I have the bow', 'follow once has(player, bow): '),
    ('stay here until I come back',
     'stay once distance(companion, player) > 1: stay once distance(companion, player) <= 1: '),
    ('as long as your health is above 1, kill the bats',
     'attack every bat once health(companion) <= 1: '),
    ('keep exploring while there are arrows on the ground', 'explore once count(arrow) <= 0: '),
    ('when you have the sword, kill the gorgon', 'fetch sword; attack gorgon'),
    ('if you see a bat, kill it', 'if count(bat) > 0: attack bat | '),
    ("Follow me until I've picked up an arrow, then stay where you are.",
     'follow once has(player, arrow): stay'),
    ('Stay put, but if you start losing health, run away from the gorgon.',
     'stay once health(companion) < 3: flee'),
    ('Whenever I get more than 4 tiles away from you, catch up with me.',
     'wait whenever distance(companion, player) > 4: come_back'),
    ('explore, but if you get close to a bat, come back',
     'explore once near(bat, 3, companion): come_back'),
]


@pytest.mark.parametrize(("order", "meaning"), WATCHES)
def test_a_condition_about_a_change_is_watched(order, meaning):
    assert gist(order) == meaning


COUNTS = [
    ('say hello three times', "repeat 3x 0t: say 'hello'"),
    ('walk in a square twice', 'repeat 2x 0t: square'),
    # "at once" says when, not how many times
    ('Return to me at once.', 'come_back'),
    ('come back at once', 'come_back'),
    ('follow me for 10 turns', 'repeat 0x 10t: follow'),
    ('for 5 turns, stay here', 'repeat 0x 5t: stay'),
    ('wait 5 turns, then get the bow', 'repeat 0x 5t: ; fetch bow'),
    ('pick up two arrows', 'fetch 2 arrow'),
    ('kill 2 bats', 'attack 2 bat'),
    ('pick up the arrow that is farthest from me', 'fetch farthest-from-player arrow'),
    ('get the farthest arrow', 'fetch farthest-from-companion arrow'),
    ('kill the bat closest to me', 'attack nearest-from-player bat'),
    ('go to the farthest bow', 'go_to farthest-from-companion bow'),
    # the one meant, by where it is: another thing or a named spot
    ('get the arrow in the bottom left corner', 'fetch nearest-from-bottom left arrow'),
    ('fetch the arrow next to the sword', 'fetch nearest-from-sword arrow'),
    ('kill the bat nearest to the gorgon', 'attack nearest-from-gorgon bat'),
    ('grab the arrow farthest from the sword', 'fetch farthest-from-sword arrow'),
    ('bring me the arrow by the bow', 'bring nearest-from-bow arrow'),
    ('shoot the bat up in the top right', 'attack nearest-from-top right bat'),
    ('grab the arrow down in the bottom left', 'fetch nearest-from-bottom left arrow'),
    # ... or by the thing of the step before, said with a pronoun
    ('pick up the bow, then the arrow closest to it', 'fetch bow; fetch nearest-from-bow arrow'),
    ('grab the bow and then the arrow nearest to it', 'fetch bow; fetch nearest-from-bow arrow'),
    ('fetch the sword, then grab the arrow nearest it',
     'fetch sword; fetch nearest-from-sword arrow'),
    ('get the sword and the arrow closest to it', 'fetch sword; fetch nearest-from-sword arrow'),
    ('get the bow, then the arrow farthest from it', 'fetch bow; fetch farthest-from-bow arrow'),
    ('go to the bow, then get the arrow closest to it', 'go_to bow; fetch nearest-from-bow arrow'),
    ('get the nearest arrow, then the arrow next to it',
     'fetch arrow; fetch nearest-from-companion arrow'),
    ('get the sword, then the closest arrow to it', 'fetch sword; fetch nearest-from-sword arrow'),
    ("get the sword, then the arrow that's closest to it",
     'fetch sword; fetch nearest-from-sword arrow'),
    ('pick up the bow, then grab the nearest arrow to it',
     'fetch bow; fetch nearest-from-bow arrow'),
    # a distance kept said roughly, or while the player walks
    ('hang back about 2 to 4 tiles from me while I walk', 'keep_distance player 2..4'),
    ('stay 2 to 4 tiles from me as I walk around', 'keep_distance player 2..4'),
    ('stay like 3 to 5 steps from me, not closer', 'keep_distance player 3..5'),
    # watched from so far: kept that far
    ('keep an eye on the gorgon from 4 to 6 tiles away', 'keep_distance gorgon 4..6'),
    ('keep an eye on the gorgon', 'unknown'),
    # "the one" by a place, after a step that named its kind; "the very bottom" is the bottom
    ('grab the arrow by the left wall, then the one at the very bottom',
     'fetch nearest-from-left side arrow; fetch nearest-from-bottom side arrow'),
    ('kill the bat, then the one in the top right',
     'attack bat; attack nearest-from-top right bat'),
    # "run over towards" is going there, not running away
    ('run over towards the gorgon', 'go_to gorgon'),
    # where a party carries what it has changes nothing of having it
    ('if you have an arrow on you, give it to me', 'if has(companion, arrow): bring arrow | '),
    ('if I have the sword on me, follow me', 'if has(player, sword): follow | '),
    # a request after words of why it is asked: the request; its "where" or "which way" is no
    # question (these were answered as questions of where things are: done wrong)
    ("Because I worry the bats might sneak up on us from the south, would you be so good as to"
     " walk back and forth between where you're standing now and row 8, column 2, keeping"
     " watch?", 'patrol 8,2'),
    ("My sense of direction is dreadful, I admit, so just so I can see which way is which, could"
     " you take three steps to the right?", 'walk right 3'),
    ('since the bats are annoying, could you kill them?', 'attack every bat'),
    # the why names what the request's "it" is, and is no step of its own whatever its words
    ("Somebody ought to look after the sword while I'm busy, so would you please guard it?",
     'guard sword'),
    ("The gorgon frightens me, to be perfectly honest, so while I stroll down this corridor,"
     " could you please stay between it and me?", 'protect gorgon'),
    ("My cousin left the bow lying about, so could you fetch it for me?", 'bring bow'),
    # politeness around the request: when you are ready, a minute to spare, "that would be lovely"
    ("I feel a little exposed out here all on my own, so if you'd please make your way back"
     " over to me, that would be lovely.", 'come_back'),
    ("whenever you're ready, could you fetch the sword?", 'fetch sword'),
    ("if you have a minute to spare, go and get the bow", 'fetch bow'),
    ("the bats scare me so please kill them", 'attack every bat'),
    # what an errand took, it keeps: "and keep it yourself" is no step
    ("would you mind picking up the bow and keeping it yourself?", 'fetch bow'),
    ('grab the sword and hang on to it', 'fetch sword'),
    # a question after why it is asked; never across a condition or a thing it is about
    ("Forgive me for asking something so basic, it's my first time down here, but what would"
     " one need in order to defeat a bat?", 'ask weakness bat'),
    ("If you wouldn't mind terribly, and only because I like to plan ahead, how far away from"
     " you is the sword?", 'ask distance sword'),
    ('if you see a bat, could you kill it?', 'if count(bat) > 0: attack bat | '),
    ('if you have the sword, what is my health?',
     'if has(companion, sword): ask health of player | '),
    ('the gorgon, where is it now', 'unknown'),
    # ... and the why names what "it" is
    ("I think I'd like to hold the sword myself for a while, so would you be so kind as to"
     " bring it over to me?", 'bring sword'),
    ('get the sword, then could you kill the gorgon?', 'fetch sword; attack gorgon'),
    ("would you be so kind as to fetch the bow", 'fetch bow'),
    # a request said as a wish after why ("I'd be grateful if you could ...", "..., if you'd
    # just ...", "might you ..."), and politeness mid-sentence
    ("It would help me a great deal, since I seem to have used up all of mine, if you could"
     " bring me an arrow.", 'bring arrow'),
    ("It's rather lonely down here, so I'd appreciate it very much if you'd keep me company",
     'follow'),
    ("so please just stay where you are for ten turns, and after that, if you'd be so kind, go"
     " and pick up the bow", 'repeat 0x 10t: stay; fetch bow'),
    ('if you can see a bat, kill it', 'if count(bat) > 0: attack bat | '),  # a condition still
    ('Step 1: kill the gorgon. Step 2: come back to me.', 'attack gorgon; come_back'),
    ('Hold at least 6 tiles between yourself and the gorgon at all times.',
     'keep_distance gorgon 6..-'),
    ("Stand still. As soon as I'm within 2 tiles of you, start following me.",
     'stay once distance(companion, player) <= 2: follow'),
    ('Number of bats plus number of gorgons = ?', 'ask value (count(bat) + count(gorgon))'),
    ("Hand me what you're carrying, then go stand on row 8, column 2.",
     'hand_over; go_to 8,2; stay'),
    ('go rite 4 steps', 'walk right 4'),
    ('kill the gorgon, you can do it', 'attack gorgon'),
    # going next to a thing and leaving it there is going to it
    ("could you go and stand next to the sword, but please leave it lying where it is?",
     'go_to sword'),
    ('walk me over to the bow', 'unknown'),  # the player moved: only the player moves the player
    # how many there would be, supposing: how many there are, the change worked in
    ('Suppose you shot every bat, one arrow each: how many arrows would be left on the ground?',
     'ask value (count(arrow) - count(bat))'),
    ('how many bats would you say are left?', 'ask count bat'),
    # going where a thing lies, then what the clause says after
    ('go where the bats are and kill them', 'attack every bat'),
    ('go to where the sword is sitting and grab it', 'fetch sword'),
    # a sum asked as a supposition is only that sum
    ("if you doubled the monster count and took away one, what'd you get",
     'ask value ((count(monster) * 2) - 1)'),
    ('if you halved the arrows what do you get?', 'ask value (count(arrow) / 2)'),
    ('if you doubled the sword what would you get', 'unknown'),
    # counts worked out with each other after "how many"
    ('how many bats times arrows is that', 'ask value (count(bat) * count(arrow))'),
    # an item gone is off the ground; a monster gone is dead, none left; a party gone has left
    ('if the bow is gone, get the sword', 'if count(bow) == 0: fetch sword | '),
    ('once the bat is gone, come back', 'wait once count(bat) == 0: come_back'),
    # a sum ordered worked out is a question of its value; a verb of sums on something else is
    # no question of the words it names
    ('add up the bats and the arrows', 'ask value (count(bat) + count(arrow))'),
    ('double the number of monsters', 'ask value (count(monster) * 2)'),
    ('add your health to mine', 'unknown'),
    # the weapon named by what it defeats
    ('go get whatever it is that kills the gorgon', 'fetch sword'),
    ('get the thing that beats bats', 'fetch bow; fetch arrow'),
    ('fetch me whatever kills bats', 'bring bow; bring arrow'),
    # a place's size changes nothing of where
    ('walk laps around this little room', 'patrol'),
    ('patrol this small room', 'patrol'),
    # how many steps it would take is how far; a count of turns or hits is no count of things
    ('how many steps would it take you to walk to the sword', 'ask value walk(sword, companion)'),
    ('how many steps would it take me to get to the bow', 'ask value walk(bow, player)'),
    ('how many turns would it take to kill the gorgon', 'unknown'),
    # a thing's "'s" before what it is, not whose: "is"
    ("if the gorgon's still alive, get the sword", 'if count(gorgon) > 0: fetch sword | '),
    ("what's the gorgon's weakness", 'ask weakness gorgon'),
    # "come" before another errand's verb is the way to it, as "go" is
    ('come get the sword', 'fetch sword'),
    ('come kill the bat', 'attack bat'),
    ('come stand right next to me', 'follow'),
    ('come guard me', 'guard player'),
    ('come find me', 'come_back'),
    ('come back and get the bow', 'come_back; fetch bow'),
    # steps said by their things alone: a monster named is fought; an item named before a
    # fight is taken for it, not handed to the player; alone, items are the player's wish
    ('first the sword, then the gorgon, then back to me', 'fetch sword; attack gorgon; come_back'),
    ('first the bow, then an arrow, then go shoot a bat', 'fetch bow; fetch arrow; attack bat'),
    ('get the bow, then the bat', 'fetch bow; attack bat'),
    ('the sword and the bow', 'bring sword; bring bow'),
    ('the bow, then come back', 'bring bow; come_back'),
    ('the gorgon', 'unknown'),
    ('say hi, then the gorgon', "say 'hi'; unknown"),  # no errand among them
    # "the one after it": the same pick again, the first being gone
    ('kill the nearest bat, then the one after that', 'attack bat; attack bat'),
    ('shoot the nearest bat and then shoot the one after that', 'attack bat; attack bat'),
    ('get the closest arrow, then the next one after it', 'fetch arrow; fetch arrow'),
    ('get the farthest arrow, then the one after it',
     'fetch farthest-from-companion arrow; fetch farthest-from-companion arrow'),
    # "another one" in a sentence of its own: one more of the thing of the step before
    ('fetch an arrow. then another one.', 'fetch arrow; fetch arrow'),
    ('Kill a bat. Then one more.', 'attack bat; attack bat'),
    # near misses: nothing before to measure from, or nothing that stands for it
    ('the arrow closest to it', 'unknown'),
    ('get the closest arrow to it', 'unknown'),
    ('go to the bow. Then another one.', 'go_to bow; unknown'),
    ('say hi. then another one.', "say 'hi'; unknown"),
    ('say hi, then the arrow closest to it', "say 'hi'; unknown"),
    ('kill the nearest bat, then the bat closest to it', 'attack bat; unknown'),
    ('get all the arrows, then the bat closest to them', 'fetch every arrow; unknown'),
    ('get the sword, then go to the one after it', 'fetch sword; unknown'),
    ('follow me, then the arrow closest to it', 'follow; unknown'),
    ('how far is the sword from the arrow closest to it',
     'ask value distance(nearest-from-sword arrow, sword)'),
    # "do that" is the step before it, that many times in all
    ('Go pick up an arrow. Do that twice.', 'repeat 2x 0t: fetch arrow'),
    ('Get an arrow. Do it again.', 'repeat 2x 0t: fetch arrow'),
    ('get an arrow and repeat it 3 times', 'repeat 3x 0t: fetch arrow'),
    ('grab an arrow, then repeat it twice', 'repeat 2x 0t: fetch arrow'),
    # "again" alone is the step before once more
    ('get an arrow, and again', 'repeat 2x 0t: fetch arrow'),
    ('get an arrow, then again', 'repeat 2x 0t: fetch arrow'),
    ('Get an arrow. Again!', 'repeat 2x 0t: fetch arrow'),
    ('get an arrow. once more.', 'repeat 2x 0t: fetch arrow'),
    ('get an arrow, then one more time', 'repeat 2x 0t: fetch arrow'),
    ('kill a bat and then do it again', 'repeat 2x 0t: attack bat'),
    ('get an arrow twice, and again', 'repeat 3x 0t: fetch arrow'),
    # near misses: nothing before it, not again, a question, too many times
    ('do it again', 'unknown'),
    ('again', 'unknown'),
    ("get an arrow and don't do it again", 'fetch arrow; unknown'),
    ('get an arrow. never do that again', 'fetch arrow; unknown'),
    ('get an arrow. again?', 'fetch arrow; unknown'),
    ('get an arrow and repeat it 200 times', 'fetch arrow; unknown'),
    ('get an arrow and then repeat the sword', 'fetch arrow; unknown'),
    ('grab all three arrows', 'fetch 3 arrow'),
    ('run away from me', 'keep_distance player 6..-'),
]


@pytest.mark.parametrize(("order", "meaning"), COUNTS)
def test_repetitions_counts_and_superlatives(order, meaning):
    assert gist(order) == meaning


ASKS = [
    # a distance asked as the way walked is the walk's steps, round the walls, not rows plus
    # columns (the fourth fresh set: 46 steps to the sword, 40 tiles apart)
    ('how many steps to the sword?', 'ask value walk(sword, companion)'),
    ('what is the walking distance from you to the sword', 'ask value walk(sword, companion)'),
    ('how far would I have to walk to reach the bow', 'ask value walk(bow, player)'),
    ('how many tiles to the sword?', 'ask distance sword'),
    ('which is nearer to you, the gorgon or the bow?', 'ask which gorgon,bow of companion nearest'),
    ('which is farther, the sword or the bat?', 'ask which sword,bat of companion farthest'),
    ('which monster is closest to you?', 'ask which monster of companion nearest'),
    # the two of us compared: which of us is nearer a thing, or whether one is
    ('who is closer to the gorgon, you or me?', 'ask which_of_us gorgon nearest'),
    ('which of us is nearer the bat?', 'ask which_of_us bat nearest'),
    ('is the bow nearer to you or to me?', 'ask which_of_us bow nearest'),
    ("who's farther from the sword, me or you?", 'ask which_of_us sword farthest'),
    ('are you closer to the bat than me?',
     'ask check distance(bat, companion) < distance(bat, player)'),
    ('is the sword closer to me than to you?',
     'ask check distance(sword, player) < distance(sword, companion)'),
    ('if you are closer to the sword than me, get it',
     'if distance(sword, companion) < distance(sword, player): fetch sword | '),
    ('unless I am nearer to the bow than you, fetch the bow',
     'if distance(bow, player) >= distance(bow, companion): fetch bow | '),
    ('the bow is closer than you', 'unknown'),  # closer to whom: not guessed
    ('is there anything near me?', 'ask which thing of player nearest'),  # near the player
    ('are you near me?', 'ask check distance(player, companion) <= 3'),  # not "what is"
    # where and how far: the one meant, not any of its kind
    ('where is the arrow next to the sword?', 'ask where nearest-from-sword arrow'),
    ("where's the nearest arrow to the sword?", 'ask where nearest-from-sword arrow'),
    ('how far is the arrow by the sword?', 'ask distance nearest-from-sword arrow'),
    ('where is the farthest bat from me?', 'ask where farthest-from-player bat'),
    # who carries an item: where it is ("with me", "with you", or where it lies)
    ('who is carrying the sword?', 'ask where sword'),
    ('who has the bow?', 'ask where bow'),
    ('who has more arrows, you or me?', 'ask which_of_us more carried(companion, arrow)'),
    ('who has the gorgon?', 'unknown'),
    ('am I near the gorgon?', 'ask check near(gorgon, 3, player)'),
    ('are you nearer to the bow or the sword?', 'ask which bow,sword of companion nearest'),
    ("what's the farthest item from me?", 'ask which item of player farthest'),
    ("what's my health plus two?", 'ask value (health(player) + 2)'),
    ('what is your health times 3?', 'ask value (health(companion) * 3)'),
    ('how many items and monsters are there altogether?',
     'ask value (count(item) + count(monster))'),
    ('how many more bats than gorgons are there?', 'ask value (count(bat) - count(gorgon))'),
    ('how many arrows do we have between us?',
     'ask value (carried(companion, arrow) + carried(player, arrow))'),
    ('what is half the number of bats?', 'ask value (count(bat) / 2)'),
    ("what's the difference between your health and mine?",
     'ask value (health(companion) diff health(player))'),
    ('what is the sum of your health and my health?',
     'ask value (health(companion) + health(player))'),
    ('is the bow closer than the sword?',
     'ask check distance(bow, companion) < distance(sword, companion)'),
    ('are there more bats than gorgons?', 'ask check count(bat) > count(gorgon)'),
    ('do you have more arrows than me?',
     'ask check carried(companion, arrow) > carried(player, arrow)'),
    ('is the gorgon still alive?', 'ask check count(gorgon) > 0'),
    ('What do our healths add up to?', 'ask value (health(companion) + health(player))'),
    ('How many more bats are there than gorgons?', 'ask value (count(bat) - count(gorgon))'),
    ('how many fewer gorgons are there than bats?', 'ask value (count(bat) - count(gorgon))'),
    ('how far am I from the gorgon?', 'ask distance gorgon'),
    # the defeated: the game keeps them, of every kind, and who struck the blow
    ('how many monsters have you killed?', 'ask value defeated(monster, companion)'),
    ('how many bats have you taken out?', 'ask value defeated(bat, companion)'),
    ('how many bats did you defeat so far?', 'ask value defeated(bat, companion)'),
    ('how many did I kill?', 'ask value defeated(monster, player)'),
    ('how many bats have I defeated?', 'ask value defeated(bat, player)'),
    # how far, said after the thing kept clear of, is the distance kept ("3 tiles or more" was
    # dropped; "at least 6 tiles" refused as an action)
    ('keep away from the gorgon, at least 6 tiles', 'keep_distance gorgon 6..-'),
    ('stay away from the bats, 3 tiles or more', 'keep_distance bat 3..-'),
    ('keep clear of the gorgon by 6 tiles', 'keep_distance gorgon 6..-'),
    ('please keep away from the bats, 4 tiles minimum', 'keep_distance bat 4..-'),
    ('keep away from the gorgon, at most 6 tiles', 'keep_away gorgon; unknown'),
    # "them" / "both" after two or more items named is each of them (it brought the last alone)
    ('get the bow and the sword, then bring them to me',
     'fetch bow; fetch sword; bring bow; bring sword'),
    ('get the bow and the sword, then give me both', 'fetch bow; fetch sword; bring bow; '
     'bring sword'),
    ('get the arrows and the bow, then bring them to me',
     'fetch every arrow; fetch bow; bring every arrow; bring bow'),
    ('find the bats and kill them', 'attack every bat'),
    ('fetch the bow. after that, fetch the sword. then bring both to me',
     'fetch bow; fetch sword; bring bow; bring sword'),
    ('Get the arrows. Then bring them here.', 'fetch every arrow; bring every arrow'),
    # counts of two kinds said to be added are their sum (said back as arithmetic not read)
    ('count the monsters and the items on the ground, and add them up',
     'ask value (count(monster) + count(item))'),
    ('count the bats and the items in total', 'ask value (count(bat) + count(item))'),
    # how to answer, said beside a question, is no order of its own (it was not understood)
    ('is the sword further away than the bow? answer yes or no',
     'ask check distance(sword, companion) > distance(bow, companion)'),
    ('Be honest. How many bats are left?', 'ask count bat'),
    ('answer yes or no', 'unknown'),
    # the player named as "the player" (it counted the gorgons still alive)
    ('how many gorgons has the player killed?', 'ask value defeated(gorgon, player)'),
    ('tell me how many bats the player has defeated', 'ask value defeated(bat, player)'),
    # a count of something else one of us did is not a count of what is left (it was)
    ('how many bats has the player eaten?', 'unknown'),
    ('how many arrows have you picked up?', 'unknown'),
    ('how many bats have you seen?', 'ask count bat'),
    ('how many have been defeated?', 'ask value defeated(monster)'),
    ('how many are dead?', 'ask value defeated(monster)'),
    ('how many did we kill?', 'ask value defeated(monster)'),
    ('have you killed anything yet?', 'ask check defeated(monster, companion) > 0'),
    ('did you kill a bat?', 'ask check defeated(bat, companion) > 0'),
    ('have I killed any gorgons', 'ask check defeated(gorgon, player) > 0'),
    ('have we killed 2 bats already?', 'ask check defeated(bat) >= 2'),
    ("if you've killed 2 bats, come back", 'if defeated(bat, companion) >= 2: come_back | '),
    ('if I have killed the gorgon, come back to me',
     'if defeated(gorgon, player) > 0: come_back | '),
    ('have you killed one?', 'ask check defeated(monster, companion) > 0'),
    ('if you have not killed anything, explore',
     'if defeated(monster, companion) <= 0: explore | '),
    # so many fallen is so many defeated, not every one of them
    ('when 2 bats are dead, come back', 'wait once defeated(bat) >= 2: come_back'),
    ('if two bats are killed, come back', 'wait once defeated(bat) >= 2: come_back'),
    ('are 2 bats dead?', 'ask check defeated(bat) >= 2'),
    ('when all the bats are dead, come back', 'wait once count(bat) == 0: come_back'),
    # who shot what, which ones, and whether all of them: not kept, said so
    ('how many arrows have you shot?', 'unknown'),
    ('which monsters have you killed?', 'unknown'),
    ('have you killed all the bats?', 'unknown'),
    ('how many bats are dead?', 'ask value defeated(bat)'),
    ('how many gorgons did we defeat so far?', 'ask value defeated(gorgon)'),
    ('how many have we killed?', 'ask value defeated(monster)'),
    ('how many monsters are dead plus 2?', 'ask value (defeated(monster) + 2)'),
    ('if the number of bats killed is more than 1, come back',
     'if defeated(bat) > 1: come_back | '),
    # what is left is a count of the living, not of the dead
    ('how many monsters do we still have to kill?', 'ask count monster'),
]


@pytest.mark.parametrize(("order", "meaning"), ASKS)
def test_questions_with_comparisons_and_numbers_worked_out(order, meaning):
    assert gist(order) == meaning


DUTIES = [
    ("guard me", "guard player"),
    ("keep an eye on me", "guard player"),
    ("watch my back", "guard player"),
    ("guard the sword", "guard sword"),
    ("protect the bow", "guard bow"),
    ("keep watch over the arrow in the bottom left corner",
     "guard nearest-from-bottom left arrow"),
    ("guard the arrow farthest from me", "guard farthest-from-player arrow"),
    ("guard the top left corner within 3 tiles", "guard top left -..3"),
    ("guard the bow, staying within 2 tiles", "guard bow -..2"),
    ("protect me", "guard player"),
    ("be my bodyguard", "guard player"),
    ("protect me from the gorgon", "protect gorgon"),
    ("shield me from the bats", "protect bat"),
    ("stay between me and the gorgon", "protect gorgon"),
    ("stand between the gorgon and me", "protect gorgon"),
    ("stay at least 3 tiles from me", "keep_distance player 3..-"),
    ("keep 5 tiles away from the gorgon", "keep_distance gorgon 5..5"),
    ("don't get more than 4 tiles away from me", "keep_distance player -..4"),
    # a verb of straying with its particle (from the fresh orders)
    ("don't wander off more than three squares from me", "keep_distance player -..3"),
    ("never stray away more than 4 tiles from me", "keep_distance player -..4"),
    # coming closer and straying are towards and from the one who speaks
    ("don't come closer than 2 tiles", "keep_distance player 2..-"),
    ("don't go farther than 6 tiles", "keep_distance player -..6"),
    # two bounds in one sentence, each half leaving its verb, unit or party to the other
    ("don't come closer than 2 tiles but don't go farther than 6 either",
     "keep_distance player 2..6"),
    ("stay no closer than 3 and no further than 5 from me", "keep_distance player 3..5"),
    ("stay at least 2 tiles from the bow but no more than 5", "keep_distance bow 2..5"),
    ("don't come closer than 5 tiles but don't go farther than 2", "unknown"),  # none is both
    ("stay within 2 tiles of me", "keep_distance player -..2"),
    ("never come within 3 tiles of the gorgon", "keep_distance gorgon 4..-"),
    ("patrol", "patrol"),
    ("patrol the room", "patrol"),
    ("patrol between the sword and the bow", "patrol sword to bow"),
    ("walk back and forth between the top left corner and me", "patrol top left to player"),
    ("patrol to the bow", "patrol bow"),
    ("give me everything you have", "hand_over"),
    # the things it holds, named: handed over, not every one of the dungeon fetched first
    ("pass me those arrows you're carrying", "hand_over"),
    ("hand over the bow you're holding", "hand_over"),
    ("pass me the sword in your hands", "hand_over"),
    ("bring me the bow you found", "bring bow"),
    ("empty your pockets", "hand_over"),
    ("stand on my tile", "hand_over"),
    # More of the words players use for them.
    ("keep your eyes on me", "guard player"),
    ("shield me", "protect"),
    ("cover me while I walk to the bow", "guard player"),
    ("stand guard right here", "guard companion"),
    ("guard the bow and don't stray more than 3 tiles from it", "guard bow -..3"),
    ("keep me safe from the gorgon", "protect gorgon"),
    ("guard me against that bat", "protect bat"),
    ("don't let the gorgon get to me", "protect gorgon"),
    ("keep yourself between me and any monster", "protect monster"),
    ("keep at least 4 tiles between you and the bats", "keep_distance bat 4..-"),
    ("follow me, but stay 2 or 3 tiles back", "keep_distance player 2..3"),
    ("keep your distance from me, somewhere between 3 and 6 tiles",
     "keep_distance player 3..6"),
    ("stay away from me", "keep_distance player 6..-"),
    ("patrol up and down this corridor", "patrol"),
    ("walk laps around this room", "patrol"),
    ("keep walking between here and the bow", "patrol bow"),
    ("patrol from the bow to the top left corner and back", "patrol bow to top left"),
    ("turn out your pockets", "hand_over"),
    ("give me everything you've got on you", "hand_over"),
    ("pass me everything you're carrying", "hand_over"),
    ("come over here and give me all your gear", "hand_over"),
    # Where the guard stands said with a preposition; how or to whom said after a duty.
    ("stand guard in the top left corner", "guard top left"),
    ("stand guard by the bow", "guard bow"),
    ("guard the sword, buddy", "guard sword"),
    ("cover me quickly", "guard player"),
    ("patrol the room, mate", "patrol"),
    ("stay within 2 tiles of the sword, buddy", "keep_distance sword -..2"),
    ("don't let the gorgon get to me now", "protect gorgon"),
    ("keep the gorgon away from me", "protect gorgon"),
    ("keep the bats off me, buddy", "protect bat"),
    # Waiting until something happens, then carrying on.
    ("wait until the bat leaves, then fetch the arrow",
     "stay once not near(bat, 3, companion): fetch arrow"),
    ("stay there until I reach you, then give me everything you've got",
     "stay once distance(companion, player) <= 1: hand_over"),
]


@pytest.mark.parametrize(("order", "meaning"), DUTIES)
def test_what_players_ask_companions_for_reads_as_a_duty(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "why"), [
    ("follow the bat", "I can only follow you, not the bat"),
    ("stay between the sword and the bow", "not between two things"),
    ("protect me from the sword", "not \"the sword\""),
    ("patrol between the sword and the kitchen", "I don't know where \"the kitchen\" is"),
    ("guard me within 20 tiles", "at most 10 tiles"),
    ("keep the sword away from me", "I don't know how to keep the sword away from me"),
])
def test_a_duty_it_cannot_do_is_said_not_guessed(order, why):
    (step,) = read(order).steps
    assert isinstance(step, m.Unknown) and why in step.why


# -- what to say ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("order", "said"), [
    ("say hello", "hello"),
    ("say good night to the bats", "good night, bats"),
    ("say hi to me", "hi"),
    ("tell the player that the sword is mine", "the sword is mine"),
    ("greet me", "Hello!"),
    ("greet the bats", "Hello, bats!"),
    ("shout Boo", "Boo"),
    ("please say hello, friend", "hello, friend"),
    ('say "good morning", buddy', "good morning"),
    ("say 'ready when you are'", "ready when you are"),
    ("say ‘good luck’", "good luck"),
    ('say "hi, then ]] bye"', "hi, then ]] bye"),
    # The words to say are never read as an order or a condition.
    ("tell the player follow me if you dare", "follow me if you dare"),
    ('say "if you see a bat, kill it"', "if you see a bat, kill it"),
    # Words that look like code are said as typed, to the end of the order, whatever the quotes.
    ("say ]] .. os.exit() .. [[", "]] .. os.exit() .. [["),
    ("tell me \"'\\n end end", "\"'\\n end end"),
    ('say "unclosed', '"unclosed'),
    ("shout x = 1; y = 2", "x = 1; y = 2"),
])
def test_say_says_exactly_the_words_asked(order, said):
    (step,) = read(order).steps
    assert isinstance(step, m.Say) and step.text == said


@pytest.mark.parametrize(("order", "meaning"), [
    # the words before a condition of the game are said on it; other words stay words
    ("say hi if there are no bats", "if count(bat) == 0: say 'hi' | "),
    ("say hi if there are no bats, otherwise say bye", "if count(bat) == 0: say 'hi' | say 'bye'"),
    ("say hello when you see a bat", "wait once near(bat, 5, companion): say 'hello'"),
    ("say follow me if you dare", "say 'follow me if you dare'"),
])
def test_a_say_with_a_condition_of_the_game_says_it_on_that_condition(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "thing", "origin"), [
    ("how far is the bat from the bow?", "bat", "bow"),
    ("what's the distance between the bat and the bow?", "bat", "bow"),
    ("how far apart are the bat and the bow?", "bat", "bow"),
    ("how many tiles between the gorgon and the sword?", "gorgon", "sword"),
    ("what's the distance from the sword to the bat?", "bat", "sword"),
])
def test_a_distance_between_two_things_is_measured_between_them(order, thing, origin):
    """Not answered as one from me (as it was long ago), nor refused (as it was since)."""
    (step,) = read(order).steps
    assert isinstance(step, m.Ask) and step.asks == m.VALUE, step
    assert step.value == m.DistanceTo(m.Thing(thing), origin)


def test_a_distance_to_a_thing_given_by_its_tile_is_said_not_guessed():
    (step,) = read("how far is the sword from the arrow at row 16 column 8?").steps
    assert isinstance(step, m.Unknown) and "not that" in step.why


def test_a_say_that_asks_something_is_a_question():
    assert gist("say how many bats are left") == "ask count bat"
    assert say_text("tell me where the sword is") is None


def test_quoted_text_is_kept_whole_in_a_run_of_steps():
    steps = read('say "hi, then ]] bye" and follow me').steps
    assert [type(s).__name__ for s in steps] == ["Say", "Act"]
    assert steps[0].text == "hi, then ]] bye"  # type: ignore[union-attr]
    assert [c.text for c in split("grab the bow, then shoot a bat")] == ["grab the bow",
                                                                        "shoot a bat"]


# -- what the reader cannot read -------------------------------------------------------------------


@pytest.mark.parametrize(("order", "why"), [
    ("eat the arrow", "don't know how to eat"),
    ("light a torch", "a torch"),
    ("if the dragon is near, run", "what a \"dragon\" is"),
    ("if you flibber, get the sword", "the condition"),
    ("walk 5000 steps", "which way"),
    ("walk 500 steps down", "at most 50 steps"),
    ("say hello 500 times", "at most 100 times"),
    ("follow me for 5000 turns", "at most 1000 turns"),
    ("don't attack the bat", "not keep from doing"),
    ("kill the sword", "not a monster"),
    ("get the sword and dance", "dance"),
])
def test_what_cannot_be_read_is_kept_in_words_with_the_reason(order, why):
    meaning = read(order)
    assert not meaning.understood
    assert any(why in u.why for u in meaning.unknown), meaning.unknown


def test_an_order_too_long_to_read_says_so():
    meaning = read("get the sword " * 400)
    assert not meaning.understood and "too long" in meaning.unknown[0].why


def test_logic_and_understanding_are_properties_of_the_meaning():
    assert read("if you have the sword, kill the gorgon").has_logic
    assert read("pick up the arrow farthest from me").has_logic
    assert read("what's my health plus two?").has_logic
    assert read("pick up two arrows").has_logic
    assert not read("get the bow, then shoot a bat").has_logic
    assert not read("which monster is closest to you?").has_logic  # the skills' own choice
    assert read("grab the bow").understood and not read("dance for me").understood
    assert read("").steps == ()


def test_equal_meanings_in_other_words_compare_equal_and_keep_their_words():
    a, b = read("grab the bow").steps[0], read("pick up the bow please").steps[0]
    assert a == b and isinstance(a, m.Act) and a.words != b.words


def test_the_nested_steps_of_logic_are_walked_in_order():
    meaning = read("get the bow, then if there are bats left, kill one, otherwise come back")
    kinds = [type(s).__name__ for s in meaning.walk()]
    assert kinds == ["Act", "Choice", "Act", "Act"]


# -- the game's names for the model -----------------------------------------------------------


@pytest.mark.parametrize(("typed", "sent"), [
    ("bring me the Blade", "bring me the sword"),
    ("exterminate all the medusas", "exterminate all the gorgons"),
    ("grab a bolt and the longbow", "grab an arrow and the bow"),
    ("A bolt, please", "An arrow, please"),
    ("get the bolts, then the longswords", "get the arrows, then the swords"),
    # Only whole words, and nothing else of the order changes.
    ("bring me the bowl", "bring me the bowl"),
    ("say \"bladerunner\" twice", "say \"bladerunner\" twice"),
])
def test_the_model_is_sent_the_order_in_the_games_own_names(typed, sent):
    assert in_game_words(typed) == sent


def test_the_prompt_shows_the_order_in_the_games_own_names():
    message = user_message("snag the blade, then dispatch the medusa", load_map())
    assert 'Order: "snag the sword, then dispatch the gorgon"' in message


@pytest.mark.parametrize(("order", "why"), [
    # a count of the ones near a party is not something the game answers: said, not counted
    # over the whole dungeon
    ("if there are 2 bats near me, run", 'the condition "there are 2 bats near me"'),
])
def test_a_condition_on_some_of_a_kind_is_said_not_widened_to_all(order, why):
    (step,) = read(order).steps
    assert isinstance(step, m.Unknown) and why in step.why


@pytest.mark.parametrize(("order", "said"), [
    ("who is closer to the gorgon, you or me?", "say which of us is nearer the gorgon"),
    ("are there more bats than gorgons?", "say whether there are more bats than gorgons"),
    ("what is my health plus two?", "work out your health plus 2"),
    ("how far is the bow?", "say how far the bow is"),
    ("what's the distance between us?", "say how far apart we are"),  # "how far you is"
    ("which one's closer to me, the sword or the bow?",
     "say which is nearer to you, the sword or the bow"),
    ("which is farther, the sword or the bow?", "say which is farther, the sword or the bow"),
    ("how many bats are left?", "say how many bats are left"),
    ("where is the sword?", "say where the sword is"),
    ("what do I have on me?", "say what you carry"),
    ("what beats a gorgon?", "say what beats the gorgon"),
])
def test_a_question_is_put_in_words_where_the_companion_says_what_it_tried(order, said):
    """ "I couldn't write code to <this>": the question, not the name of its kind."""
    from agent.reading import words

    assert words.step(read(order).steps[0]) == said


@pytest.mark.parametrize(("order", "meaning"), [
    # a thing seen while a duty goes on is one coming into sight: watched during the duty,
    # not a choice after a duty that never ends
    ("follow me, and if you see a bat, kill it", "follow once near(bat, 5, companion): attack bat"),
    ("explore, but if you see a bat, kill it", "explore once near(bat, 5, companion): attack bat"),
    ("stay here, but if you see the gorgon, run", "stay once near(gorgon, 5, companion): flee"),
    # alone, or once the steps before it are done, the whole map is in sight: decided then
    ("if you see a bat, kill it", "if count(bat) > 0: attack bat | "),
    ("get the bow, then if you see a bat, kill it", "fetch bow; if count(bat) > 0: attack bat | "),
])
def test_seeing_a_thing_during_a_duty_is_watched_during_it(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "go get ..." reached the choice with "go" as its verb and crashed the reader
    ("go get whichever is closer, the sword or the bow",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    ("get the sword or the bow, whichever is nearer",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    ("bring me the sword or the bow, whichever is closer to me",
     "if distance(sword, player) < distance(bow, player): bring sword | bring bow"),
    ("fetch me whichever of the bow and the sword is closer",
     "if distance(bow, companion) < distance(sword, companion): bring bow | bring sword"),
])
def test_whichever_of_two_is_nearer_is_a_choice_by_distance(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # a weapon is the sword or the bow: an arrow is what the bow shoots ("grab a weapon" went
    # for the nearest item, an arrow as often as not)
    ("grab a weapon",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    ("get the nearest weapon, then kill the bat",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow; "
     "attack bat"),
    ("pick up the farthest weapon",
     "if distance(sword, companion) > distance(bow, companion): fetch sword | fetch bow"),
    ("bring me the weapon nearest to me",
     "if distance(sword, player) < distance(bow, player): bring sword | bring bow"),
    ("find a weapon",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
])
def test_a_weapon_is_the_sword_or_the_bow_whichever_is_nearer(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "unless" on a duty that goes on: the duty while the condition does not hold, stopped
    # once it does (it waited for the condition not to hold, then kept the duty for good)
    ("stay by my side unless a bat comes close", "follow once near(bat, 3, companion): "),
    ("unless a bat comes close, follow me", "follow once near(bat, 3, companion): "),
    ("follow me unless a bat is near", "follow once near(bat, 3, companion): "),
    ("guard the bow unless the gorgon comes within 3 tiles",
     "guard bow once near(gorgon, 3, companion): "),
    # seeing, during the duty: coming into sight, not "there is one on the map"
    ("explore unless you see a bat", "explore once near(bat, 5, companion): "),
    # an errand with a condition that stays as it is: decided when it starts, as before
    ("get the sword unless you have the bow", "if not has(companion, bow): fetch sword | "),
])
def test_unless_on_a_duty_is_the_duty_until_the_condition_holds(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # what not to do, after a comma, is said back: it was dropped as a remark ("scram, a bat is
    # coming"), and "never mind the bats" lost its "never mind" and became "fetch the bats"
    ("kill every monster, but don't attack the gorgon", "attack every monster; unknown"),
    ("get the bow, but leave the bow alone", "fetch bow; unknown"),
    ("fetch the sword, never mind the bats", "fetch sword; unknown"),
    # a remark is still a remark, and "never mind" before an order still only stops the last
    ("scram, a bat is coming", "flee"),
    ("never mind, get the sword", "fetch sword"),
    ("never mind that, follow me", "follow"),
])
def test_what_not_to_do_is_said_back_not_dropped_or_done(order, meaning):
    assert gist(order) == meaning
    unknown = [s for s in read(order).steps if isinstance(s, m.Unknown)]
    assert all("not keep from doing something" in s.why for s in unknown)


@pytest.mark.parametrize(("order", "meaning"), [
    # a wish to be told, alone, is a warning watched for: it was no order at all ("I didn't
    # hear an order"), or "the order says when, but not what to do"
    ("tell me when you see a bat",
     "wait once near(bat, 5, companion): say 'A bat is within 5 tiles of me'"),
    ("if you see the gorgon, tell me",
     "wait once near(gorgon, 5, companion): say 'A gorgon is within 5 tiles of me'"),
    ("warn me if a bat comes close",
     "wait once near(bat, 3, companion): say 'A bat is within 3 tiles of me'"),
    ("if you see a bat, tell me, otherwise keep exploring",
     "explore once near(bat, 5, companion): say 'A bat is within 5 tiles of me'"),
    ("let me know when you have the sword", "fetch sword; say 'I have the sword'"),
    ("tell me whenever you see a bat",
     "wait whenever near(bat, 5, companion): say 'A bat is within 5 tiles of me'"),
    # a monster coming towards one of us (issue 37, part 4; not understood)
    ("let me know if a bat starts heading your way",
     "wait once coming(bat, companion): say 'A bat is coming towards me'"),
    ("warn me if you see a bat coming",
     "wait once coming(bat, companion): say 'A bat is coming towards me'"),
    ("tell me when a bat is coming towards me",
     "wait once coming(bat, player): say 'A bat is coming towards you'"),
    ("let me know whenever the gorgon approaches you",
     "wait whenever coming(gorgon, companion): say 'A gorgon is coming towards me'"),
    # "tell me if" about the present is a yes or no
    ("tell me if there are bats left", "ask check count(bat) > 0"),
    ("let me know if you have the sword", "ask check has(companion, sword)"),
    # after an errand the wish is told once the errand is over (told_when)
    ("get the sword and tell me when you have it", "fetch sword; say 'I have the sword'"),
])
def test_a_wish_to_be_told_is_a_warning_or_a_question(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "hurry up" is no step up, and "hurry and ..." was a step the game does not know
    ("hurry up", "unknown"),
    ("hurry and grab the sword", "fetch sword"),
    ("hurry up and kill the bat", "attack bat"),
    ("go up", "walk up 1"),
])
def test_hurrying_is_not_a_direction_nor_a_step_of_its_own(order, meaning):
    assert gist(order) == meaning
    if meaning == "unknown":
        assert "a tile a tick" in read(order).steps[0].why


@pytest.mark.parametrize(("order", "meaning"), [
    # "it" after a verb that takes a thing is the thing named last, also past a step that
    # names none ("come back") and in a sentence of its own that opens with "then"
    ("get the sword, come back and give it to me", "fetch sword; come_back; bring sword"),
    ("pick up the sword then come back and give it to me", "fetch sword; come_back; bring sword"),
    ("get the bow. Then give it to me.", "fetch bow; bring bow"),
    # ... but "take it easy" takes nothing (it fought the bat a second time): it is resting
    ("kill the bat then take it easy", "attack bat; stay"),
])
def test_it_is_the_thing_named_before_after_a_verb_that_takes_one(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # keeping away never ends: the errand after it was never reached; fetching, bringing and
    # coming back keep clear of every monster on their own
    ("avoid the bats and get the sword", "fetch sword"),
    ("stay away from the gorgon and bring me the bow", "bring bow"),
    ("avoid the bats and come back to me", "come_back"),
    # after the errand, it is what the order asks next
    ("get the sword and avoid the gorgon", "fetch sword; keep_away gorgon"),
])
def test_keeping_away_before_an_errand_is_the_errand(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "find me an arrow" came back to the player and left "an arrow" not understood
    ("find me an arrow", "bring arrow"),
    ("find me the sword", "bring sword"),
    ("find me", "come_back"),
    ("come find me", "come_back"),
])
def test_find_me_a_thing_brings_it_and_find_me_comes_back(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "for me" and "meet me" before a place: going there to wait (the place was not understood)
    ("wait for me by the bow", "go_to bow; stay"),
    ("meet me at the sword", "go_to sword; stay"),
    ("meet me in the middle", "go_to middle; stay"),
    ("wait for me", "stay"),
    ("meet me", "come_back"),
])
def test_waiting_for_the_player_at_a_place_goes_there(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "is there a bat near me?" is a yes or no (it answered where the nearest bat is, near or
    # not); "is there anything near me?" still says what is nearest
    ("is there a bat near me", "ask check near(bat, 3, player)"),
    ("are there bats near you", "ask check near(bat, 3, companion)"),
    ("is there a monster close to me", "ask check near(monster, 3, player)"),
    ("is there anything near me", "ask which thing of player nearest"),
])
def test_is_there_a_thing_near_one_of_us_is_a_yes_or_no(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # a way to walk after a walk borrows its verb; a count needs no "steps"
    ("walk 5 steps north then 2 east", "walk north 5; walk east 2"),
    ("move up 3 and left 2", "walk up 3; walk left 2"),
    ("walk north then east", "walk north 1; walk east 1"),
    ("go 3 left", "walk left 3"),
    # "one by one" is how an errand on every one goes anyway
    ("hunt the bats down one by one", "attack every bat"),
    ("pick up the arrows one at a time", "fetch every arrow"),
])
def test_walks_in_a_row_and_one_by_one(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "keep attacking it", "stay away from it" after a condition: "it" is the condition's thing
    ("until the gorgon is dead, keep attacking it", "attack gorgon once count(gorgon) == 0: "),
    ("while the bat is alive, stay away from it", "keep_away bat once count(bat) <= 0: "),
    ("if the gorgon is near, stay away from it",
     "if near(gorgon, 3, companion): keep_away gorgon | "),
])
def test_it_in_a_kept_on_step_or_after_a_word_of_place_is_the_conditions_thing(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # until the player says otherwise is how long every order lasts: the order alone (it was
    # the order and a part not understood)
    ("follow me until I say stop", "follow"),
    ("stay here until I tell you otherwise", "stay"),
    ("guard the bow until further notice", "guard bow"),
    ("stay here unless I say otherwise", "stay"),
    # a condition the game can read is still one
    ("follow me until the bat is dead", "follow once count(bat) == 0: "),
])
def test_until_i_say_otherwise_is_how_long_an_order_lasts_anyway(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # the two of us compared by what we carry or our health (refused before, or "which of us
    # has more health?" answered with the companion's health alone)
    ("who has more arrows, you or me?", "ask which_of_us more carried(companion, arrow)"),
    ("which of us has more health?", "ask which_of_us more health(companion)"),
    ("who is healthier, you or me?", "ask which_of_us more health(companion)"),
    ("who has fewer arrows", "ask which_of_us fewer carried(companion, arrow)"),
    ("who has more bats", "unknown"),
])
def test_which_of_us_has_more_compares_what_we_carry_or_our_health(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "whatever is closest" is the nearest item (monster, in a fight); "instead" says nothing
    # more to do; "healthier than" is a comparison of our health (none was understood)
    ("pick up whatever is closest", "fetch item"),
    ("kill whatever is closest", "attack monster"),
    ("get me whatever is nearest to me", "bring nearest-from-player item"),
    ("if the sword is more than 10 tiles away, get the bow instead",
     "if distance(sword, companion) > 10: fetch bow | "),
    ("are you healthier than me", "ask check health(companion) > health(player)"),
    ("am I more hurt than you?", "ask check health(player) < health(companion)"),
])
def test_whatever_is_closest_instead_and_healthier_than(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # none of these was understood
    ("keep 3 tiles away from me", "keep_distance player 3..3"),
    ("keep at least 3 tiles away from me", "keep_distance player 3..-"),
    ("keep the gorgon away from me", "protect gorgon"),
    ("go away", "keep_distance player 6..-"),
    ("leave me alone", "keep_distance player 6..-"),
    ("take me to the bow", "go_to bow"),
    ("lead the way to the sword", "go_to sword"),
    ("bring me the sword", "bring sword"),
    ("stay close while I explore", "follow"),
    ("wait here while I go get the bow", "stay"),
])
def test_distances_leaving_the_player_be_leading_the_way_and_while_i(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    ("get as many arrows as you can", "fetch every arrow"),
    ("kill as many bats as possible", "attack every bat"),
    ("get me an arrow or two", "bring arrow"),  # one does
])
def test_as_many_as_you_can_and_one_or_two(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # "come back with the sword" came back without it
    ("come back with the sword", "bring sword"),
    ("return with the bow", "bring bow"),
    ("come back", "come_back"),
    # whoever's it is, it is the same kind of thing (not understood before)
    ("get my sword", "fetch sword"),
    ("bring me your bow", "bring bow"),
    ("where is my sword", "ask where sword"),
    # looking out for the player guards them ("look out for us" explored)
    ("look out for us", "guard player"),
    ("watch out for me", "guard player"),
])
def test_coming_back_with_a_thing_whose_thing_and_looking_out_for_us(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # a monster attacking is one next to us: every monster next to the companion fights it
    # (not understood before)
    ("if a monster attacks you, run", "wait once near(monster, 1, companion): flee"),
    ("if a bat attacks me, kill it",
     "wait once near(bat, 1, player): attack nearest-from-player bat"),
    ("cancel", "stay"),
])
def test_a_monster_attacking_is_one_next_to_us(order, meaning):
    assert gist(order) == meaning


# Orders players type, read as meant (2026-11-27): each family was misread, not understood, or
# read as another order before; the comment over each says what it did.
PLAYERS_TYPE = [
    # the weapons are the sword and the bow, the nearer first ("get all the weapons" fetched
    # every item, arrows too)
    ("get all the weapons", "if distance(sword, companion) < distance(bow, companion): "
                            "fetch sword; fetch bow | fetch bow; fetch sword"),
    ("bring me both weapons", "if distance(sword, companion) < distance(bow, companion): "
                              "bring sword; bring bow | bring bow; bring sword"),
    # "both" is every one of a kind named in the plural, and nothing before a thing and another
    ("kill both bats", "attack 2 bat"),  # "both" names two (said_counts: are there so many?)
    ("get both the sword and the bow", "fetch sword; fetch bow"),
    # being at rest is staying ("take it easy" alone was "I don't know what "it" is")
    ("take it easy", "stay"),
    ("relax", "stay"),
    ("calm down", "stay"),
    ("take a break", "stay"),
    # a question after a duty that goes on is answered first (it was never answered)
    ("follow me and tell me how many bats are left", "ask count bat; follow"),
    ("protect me then tell me my health", "ask health of player; guard player"),
    # staying after a duty is the duty's own staying
    ("get between me and that gorgon and stay there", "protect gorgon"),
    # anything else after it would never run: not done as if it were the order
    ("follow me and get the sword", "unknown"),
    ("guard me and then kill the bats", "unknown"),
    ("stay here and then get the bow", "unknown"),
    ("follow me and guard the sword", "unknown"),
    ("get the bow, follow me and then get the sword", "fetch bow; unknown"),
    # a monster "that comes close" is fought whenever one does (it attacked one at once and
    # left the rest of the words not understood)
    ("kill any bat that comes close", "wait whenever near(bat, 3, companion): attack bat"),
    ("follow me and kill any monster that comes near",
     "follow whenever near(monster, 3, companion): attack monster"),
    ("shoot any bat that comes within 3 tiles of me",
     "wait whenever near(bat, 3, player): attack nearest-from-player bat"),
    # a watch said after a duty goes on while the duty does (it was never reached)
    ("follow me. whenever a bat comes close, kill it",
     "follow whenever near(bat, 3, companion): attack bat"),
    # "yet" after a state asked about
    ("is the gorgon dead yet?", "ask check count(gorgon) == 0"),
    ("are the bats gone now?", "ask check count(bat) == 0"),
    # "let's" and "together": the companion does it ("let's go get the sword" was not understood)
    ("let's go get the sword", "fetch sword"),
    ("let's kill the bats together", "attack every bat"),
    ("let us know when you have the sword", "fetch sword; say 'I have the sword'"),
    # ... and "together" in a question is still the two of us
    ("How many items do the two of us have together?",
     "ask value (carried(companion, item) + carried(player, item))"),
    # whichever thing of a kind is nearer or farther (not understood)
    ("get whichever weapon is farther away",
     "if distance(sword, companion) > distance(bow, companion): fetch sword | fetch bow"),
    ("kill whichever bat is closest to me", "attack nearest-from-player bat"),
    # checking whether is asking (it was a condition with nothing to do in it)
    ("go check if there are bats nearby", "ask check near(bat, 3, companion)"),
    ("see if the gorgon is still alive", "ask check count(gorgon) > 0"),
    ("go and check whether the bow is closer than the sword",
     "ask check distance(bow, companion) < distance(sword, companion)"),
    ("see if you can get the sword", "fetch sword"),
    # an order taken back stops, as "cancel" ("never mind" alone was not understood) ...
    ("never mind", "stay"),
    ("forget it", "stay"),
    # ... and "never mind the bats" is still what not to do
    ("never mind the bats", "unknown"),
    # away from a monster is running away, away alone is away from the player
    ("fall back", "flee"),
    ("move away from the bats", "flee"),
    ("go away from the gorgon", "flee"),
    ("go away", "keep_distance player 6..-"),
    # "if the gorgon comes close, go away" kept away from the player, maybe towards the gorgon
    ("if the gorgon comes close, go away", "wait once near(gorgon, 3, companion): flee"),
    # "but" between two steps (without a comma the second was not understood)
    ("get the sword but avoid the gorgon", "fetch sword; keep_away gorgon"),
    ("kill the bats but stay away from the gorgon", "attack every bat; keep_away gorgon"),
    ("get the sword but first get the bow", "fetch bow; fetch sword"),
    # ... and not inside one step
    ("bring me nothing but the sword", "unknown"),
    # being careful is how, not a step
    ("get the sword but be careful", "fetch sword"),
    ("kill the bats and stay safe", "attack every bat"),
    # the words to say after a verb of saying are said, politeness or not (it said nothing)
    ("say thank you", "say 'thank you'"),
    ("say thank you 2 times", "repeat 2x 0t: say 'thank you'"),
    ("Finish off the gorgon, once that's done shout thank you",
     "attack gorgon; say 'thank you'"),
    ("get the sword, thanks", "fetch sword"),
    # an order not understood before an errand is not left out as a remark (it fought only
    # the gorgon) ...
    ("blorp the bat, defeat the gorgon", "unknown; attack gorgon"),
    # ... while a remark is
    ("a monster is coming, run!", "flee"),
    ("oh no a bat, kill it", "attack bat"),
    # a question about a thing the game has none of is not answered about another (what the
    # companion carries, where everything is)
    ("how many dragons do you have?", "unknown"),
    ("how many zorks do you have?", "unknown"),
    ("where is the dragon?", "unknown"),
    ("where is the exit", "unknown"),
    ("how many hit points do you have?", "ask health of companion"),
    ("where is everything", "ask where item"),
    # "if you see X, A, otherwise B": B until one comes into sight (as "there is one", B could
    # never run: the whole map is in sight)
    ("if you see a gorgon, come back to me, otherwise get the nearest sword",
     "fetch sword once near(gorgon, 5, companion): come_back"),
    ("if you see a bat, kill it", "if count(bat) > 0: attack bat | "),
    # "but ... first" with words after "first"
    ("grab the closest bolt, but get to safety first now", "flee; fetch arrow"),
    ("I need you to snag the sword, but slay the bat first, buddy", "attack bat; fetch sword"),
    ("shield me quickly", "protect"),
    # two posts are two duties, not one ("guard the sword and the bow" guarded the sword)
    ("guard the sword and the bow", "unknown"),
    ("stay here and guard this spot", "guard companion"),
    # protecting a thing is guarding it, with how far too (not understood)
    ("protect the blade and don't stray more than 5 tiles from it", "guard sword -..5"),
    # the one thing nearest another (it compared the bat with the sword)
    ("which bat is closest to the sword?", "ask which nearest-from-sword bat nearest"),
    ("what's the closest item to the gorgon?", "ask which nearest-from-gorgon item nearest"),
    # which of two is nearer to a third is measured from the third (it compared the bat and
    # the sword; then it was said not to be answered)
    ("which is nearer to the bat, the sword or the bow?", "ask which sword,bow of bat nearest"),
    ("which is nearer to me, the sword or the bow?", "ask which sword,bow of player nearest"),
    # "after killing the bats": the gerund is the step before (it was not understood)
    ("after killing the bats, come back", "attack every bat; come_back"),
    ("come back after killing the bats", "attack every bat; come_back"),
    ("after getting the sword, kill the gorgon", "fetch sword; attack gorgon"),
    # a moment's wait, then the step (it stayed for good, the step never reached)
    ("wait a bit then get the sword", "repeat 0x 3t: ; fetch sword"),
    ("hold on, then get the bow", "repeat 0x 3t: ; fetch bow"),
    ("hang on a second", "repeat 0x 3t: "),
    ("hang tight, then get the sword", "repeat 0x 3t: ; fetch sword"),
    # ... a number said after a vague amount is the amount, not words to say (it said "6")
    ("wait a few ticks, say 6, then grab the bow", "repeat 0x 6t: ; fetch bow"),
    ("hang on a few turns, like five, then follow me", "repeat 0x 5t: ; follow"),
    ("wait a few turns, say hello", "repeat 0x 3t: ; say 'hello'"),
    # things joined by "+" or "&" are two objects of one verb (it read "+ arrow" as unknown)
    ("grab bow + arrow", "fetch bow; fetch arrow"),
    ("fetch the sword & the bow", "fetch sword; fetch bow"),
    ("what's bats + gorgons", "ask value (count(bat) + count(gorgon))"),
    # ... a wait alone is until the next order, and staying here before a step is not guessed
    ("wait", "stay"),
    ("wait here and then follow me", "unknown"),
    # a question about two things or both of us is asked of each (it answered the first alone)
    ("where are the sword and the bow?", "ask where sword; ask where bow"),
    ("tell me your health and mine", "ask health of companion; ask health of player"),
    ("how many bats and how many arrows are there?", "ask count bat; ask count arrow"),
    ("what is my health and where is the bow?", "ask health of player; ask where bow"),
    # ... a total is still one
    ("how many bats and gorgons are there in total?", "ask value (count(bat) + count(gorgon))"),
    # the same health is a yes or no (it said the companion's health)
    ("do we have the same health?", "ask check health(player) == health(companion)"),
    # "the number of" is asked (it was said as words)
    ("say the number of bats", "ask count bat"),
    # near one of us is a yes or no; near another thing is said not to be answered (it said
    # which of the two was nearer, or counted every bat)
    ("is the bat near me?", "ask check near(bat, 3, player)"),
    # ... and near no one said is near the companion (it said which bat was nearest)
    ("Is the bat near?", "ask check near(bat, 3, companion)"),
    ("are the bats near", "ask check near(bat, 3, companion)"),
    ("is a gorgon near?!", "ask check near(gorgon, 3, companion)"),
    ("Is the bat near? If so, kill it.",
     "if near(bat, 3, companion): attack bat | ask check near(bat, 3, companion)"),
    ("is the gorgon near the sword?", "unknown"),
    ("is there a bat near the sword?", "ask check count(bat within 3 of sword) > 0"),
    # a "say" last in a run of steps keeps its "if you dare" (the words were cut at "if")
    ("hand me the blade, afterwards say follow me if you dare",
     "bring sword; say 'follow me if you dare'"),
    # how and to whom, after a duty (not understood)
    ("stay close to me, buddy", "follow"),
    ("now patrol from the blade to the longbow and back now", "patrol sword to bow"),
    # "nearest the gorgon" without "to" (the refusal offered to attack the gorgon)
    ("kill the bat nearest the gorgon", "attack nearest-from-gorgon bat"),
    # "only X if C" is "X if C" (not understood)
    ("only attack the gorgon if you have the sword", "if has(companion, sword): attack gorgon | "),
    # a status report: how the companion is, what it carries, how many monsters are left (not
    # understood)
    ("status report", "ask health of companion; ask carrying of companion; ask count monster"),
    ("give me a status update",
     "ask health of companion; ask carrying of companion; ask count monster"),
    ("how far apart are we?", "ask distance player"),
    # what is around: the nearest monster and the nearest item (not understood)
    ("what do you see?",
     "ask which monster of companion nearest; ask which item of companion nearest"),
    ("what's around us?",
     "ask which monster of companion nearest; ask which item of companion nearest"),
    ("what is near you", "ask which thing of companion nearest"),
    # arming oneself fetches a weapon; "save me" guards the player (not understood)
    ("arm yourself", "if distance(sword, companion) < distance(bow, companion): fetch sword | "
                     "fetch bow"),
    ("save me", "guard player"),
    # going to look at a named spot goes there (explored anywhere, or not understood)
    ("check the top right corner", "go_to top right"),
    ("look in the bottom left corner", "go_to bottom left"),
    ("explore the left side of the dungeon", "go_to left"),
    # winning is no monster left (not understood)
    ("did we win?", "ask check count(monster) == 0"),
    ("what's left to do?", "ask count monster"),
    # ordinals as joiners (the steps after the first were dropped as a remark)
    ("first get the sword, second kill the gorgon, third come back",
     "fetch sword; attack gorgon; come_back"),
    # words after a comma that are an order not understood are said back, not dropped
    ("get the sword, blorp the bat", "fetch sword; unknown"),
    ("scram, a bat is coming", "flee"),
    # a correction: what comes after it is the order (both were done)
    ("grab an arrow, no wait, grab the bow", "fetch bow"),
    ("get the sword. actually, get the bow instead", "fetch bow"),
    ("get the sword, I mean the bow", "fetch bow"),
    ("tell me where the sword is. actually never mind", "stay"),
    # a pause is no end of a sentence; shorthand
    ("get the bow... and an arrow", "fetch bow; fetch arrow"),
    ("get teh bow n arrows then shoot da bats", "fetch bow; fetch every arrow; attack every bat"),
    # an item named alone is wanted; asked about, it is not understood
    ("sword pls", "bring sword"),
    ("the sword?", "unknown"),
    ("hold up", "stay"),
    # a thing alone after "else" takes the other branch's verb (it was brought, or refused)
    ("get the bow if it's closer than the sword, else the sword",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    # "if you can", "if possible" before an order is politeness (not understood) ...
    ("if you can, get the sword", "fetch sword"),
    ("if possible get the bow", "fetch bow"),
    # ... "if you can see a bat" is a condition
    ("if you can see a bat, kill it", "if count(bat) > 0: attack bat | "),
    # "if and only if", "only if" are "if"; "either ... or" is the nearer (not understood)
    ("attack the gorgon if and only if you have the sword",
     "if has(companion, sword): attack gorgon | "),
    ("get either the sword or the bow",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    # the player's own part is no order for the companion; "you get the bow" is (not understood)
    ("I'll get the sword, you get the bow", "fetch bow"),
    ("you get the bow and I'll kill the bat", "fetch bow"),
    ("I'm going to the gorgon, cover me", "guard player"),
    # distances said with "further than", "closer than" (not understood, or off by one)
    ("don't go further than 5 tiles from me", "keep_distance player -..5"),
    ("never get closer than 3 tiles to the gorgon", "keep_distance gorgon 3..-"),
    ("stay closer than 3 tiles to me", "keep_distance player -..2"),
    # the rest, the remaining, the last (not understood)
    ("get the rest of the arrows", "fetch every arrow"),
    ("kill the remaining bats", "attack every bat"),
    ("kill the last bat", "attack bat"),
    # finding a monster, or going to it, is going there (it fetched a weapon and fought)
    ("find the gorgon", "go_to gorgon"),
    ("go look for a bat", "go_to bat"),
    ("find the gorgon and kill it", "attack gorgon"),
    # following at a distance, a few tiles behind (the distance was not understood)
    ("follow me at a distance", "keep_distance player 3..6"),
    ("follow me but not too close", "keep_distance player 3..6"),
    ("stay a few tiles behind me", "keep_distance player 2..4"),
    ("follow me, but keep a couple of tiles back", "keep_distance player 2..4"),
    ("give me some space", "keep_distance player 6..-"),  # "some space" is no number of tiles
    # what the companion sees, asked with "tell me" (it was not understood)
    ("tell me what you see", "ask which monster of companion nearest; "
                             "ask which item of companion nearest"),
    # "until none are left", "until you have 3": the step's thing (not understood)
    ("keep shooting bats until none are left", "attack every bat once count(bat) == 0: "),
    # the fight's own end, said of the monsters fought: the fight, which ends so (fight_ends.py)
    ("kill the bats until they are all dead", "attack every bat"),
    ("get arrows until you have 3",
     "fetch every arrow once carried(companion, arrow) >= 3: "),
    ("pick up arrows until you've got two",
     "fetch every arrow once carried(companion, arrow) >= 2: "),
    # ... held or carried, "of them", none left on the ground (not understood)
    ("grab arrows until you're carrying 3 of them",
     "fetch every arrow once carried(companion, arrow) >= 3: "),
    ("keep collecting arrows till you're holding three",
     "fetch every arrow once carried(companion, arrow) >= 3: "),
    ("fetch arrows until there are none left on the ground",
     "fetch every arrow once count(arrow) == 0: "),
    # "both bats are alive", "two bats are left": that many at least (it was any at all)
    ("if both bats are alive, get two arrows", "if count(bat) >= 2: fetch 2 arrow | "),
    ("if two bats are still alive, get the bow", "if count(bat) >= 2: fetch bow | "),
    ("if the bats are alive, get the bow", "if count(bat) > 0: fetch bow | "),
    # what follows "and" / "or" without a party of its own is had by the same party (the
    # arrows were counted on the ground)
    ("if you have the bow and at least 2 arrows, kill two bats",
     "if has(companion, bow) and carried(companion, arrow) >= 2: attack 2 bat | "),
    ("if you have the bow or 2 arrows, come back",
     "if has(companion, bow) or carried(companion, arrow) >= 2: come_back | "),
    ("if you have the bow and the gorgon is alive, run",
     "if has(companion, bow) and count(gorgon) > 0: flee | "),
    # the player getting there is the player coming next to the companion (not understood)
    ("wait here until I get there", "stay once distance(companion, player) <= 1: "),
    # a gerund after "would you mind" is the order's verb (not understood)
    ("would you mind following me", "follow"),
    ("do you mind getting the sword", "fetch sword"),
    # winning, clearing the dungeon: every monster (not understood)
    ("clear the dungeon", "attack every monster"),
    ("win the game for me", "attack every monster"),
    # arming for a kind of monster is what defeats it; for a fight, the nearer weapon
    ("prepare for the gorgon", "fetch sword"),
    ("get ready for the bats", "fetch bow; fetch arrow"),
    ("get ready to fight", "if distance(sword, companion) < distance(bow, companion): "
                           "fetch sword | fetch bow"),
    # using a weapon on a monster is fighting it with it
    ("use the sword on the gorgon", "attack gorgon"),
    ("use the bow on the gorgon", "unknown"),
    # walking to a wall is as far as one walk goes (the wall was "not a thing")
    ("go left until you hit a wall", "walk left 50"),
    ("walk down until you reach the wall, then come back", "walk down 50; come_back"),
    ("go all the way up", "walk up 50"),
    # what "we" need, the companion gets (not understood)
    ("we need the bow", "fetch bow"),
    ("we need arrows", "fetch every arrow"),
    # "can you see the gorgon?" asks as "do you see" does ("see the gorgon" as an order)
    ("can you see the gorgon?", "ask check near(gorgon, 5, companion)"),
    # "X after Y" with Y a thing: the verb's other object first (not understood)
    ("kill the gorgon after the bats", "attack every bat; attack gorgon"),
    ("get the sword after the bow", "fetch bow; fetch sword"),
    # every corner: round the four of them (not understood)
    ("visit every corner", "go_to top left; go_to top right; go_to bottom right; "
                           "go_to bottom left"),
    ("check all four corners", "go_to top left; go_to top right; go_to bottom right; "
                               "go_to bottom left"),
    # the whole map is what exploring covers anyway ("whole map" was not understood)
    ("search the whole map", "explore"),
    # an arrow for each bat: arrows until the companion carries as many (not understood)
    ("get an arrow for each bat",
     "fetch every arrow once carried(companion, arrow) >= count(bat): "),
    ("fetch two arrows per bat",
     "fetch every arrow once carried(companion, arrow) >= (count(bat) * 2): "),
    ("get as many arrows as there are bats",
     "fetch every arrow once carried(companion, arrow) >= count(bat): "),
    # "after" a condition is "once" it holds; "after that", "after killing ..." stay joiners
    ("after the bats are dead, kill the gorgon", "wait once count(bat) == 0: attack gorgon"),
    ("after that, get the sword", "fetch sword"),
    ("after killing the bats, come back", "attack every bat; come_back"),
    # "only", "just" before a number is that many and no more (not understood)
    ("if there's only one bat left, shoot it", "if count(bat) == 1: attack bat | "),
    # "get some" after a condition names its thing (not understood)
    ("if you have no arrows, get some", "if not has(companion, arrow): fetch every arrow | "),
    # falling back to the player is coming back (it ran from every monster)
    ("fall back to me", "come_back"),
    ("fall back", "flee"),
    # "let's go" is following the player; out of the player's way is a couple of tiles off
    ("let's go", "follow"),
    ("let's go get the sword", "fetch sword"),
    ("get out of my way", "keep_distance player 2..-"),
    ("step aside", "keep_distance player 2..-"),
    # the one on a side of the map, or the upper, the left one: nearest that side (not
    # understood); "the right arrow" may be the correct one, so it is not read as a side
    ("kill the bat on the left", "attack nearest-from-left side bat"),
    ("get the arrow on the right side", "fetch nearest-from-right side arrow"),
    ("kill the upper bat", "attack nearest-from-top side bat"),
    ("get the left arrow", "fetch nearest-from-left side arrow"),
    ("get the right arrow", "unknown"),
    ("get the arrow in the top right", "fetch nearest-from-top right arrow"),
    ("get the arrow on the ground", "fetch arrow"),
    # a duty with keeping away in it is one duty (refused as two duties at once)
    ("follow me but keep away from the gorgon",
     "follow whenever near(gorgon, 4, companion): keep_away gorgon"),
    ("keep away from the bats and stay here",
     "stay whenever near(bat, 4, companion): keep_away bat"),
    ("guard me and avoid monsters",
     "guard player whenever near(monster, 4, companion): keep_away monster"),
    # ... and a question after it is answered first, as after any duty (never reached)
    ("follow me, keep away from the gorgon and tell me how many bats are left",
     "ask count bat; follow whenever near(gorgon, 4, companion): keep_away gorgon"),
    # one hit defeats a monster: "the bat" twice is that bat once, said (it fought two bats);
    # "a bat" three times is three bats
    ("shoot the bat twice", "say 'One hit defeats a bat, so I will attack it once'; attack bat"),
    ("hit the gorgon three times",
     "say 'One hit defeats a gorgon, so I will attack it once'; attack gorgon"),
    ("kill a bat three times", "repeat 3x 0t: attack bat"),
    # hitting, punching are attacking (refused, with an offer to attack)
    ("hit the gorgon", "attack gorgon"),
    ("punch the bat", "attack bat"),
    ("shoot at the bat", "attack bat"),
    ("fire an arrow at the bat", "attack bat"),
    # thrown to the player is brought (offered fetching); thrown at a monster is not read
    ("throw me the bow", "bring bow"),
    ("throw the bow to me", "bring bow"),
    ("throw an arrow at the bat", "unknown"),
    # "until I come" is until the player is next to the companion (not understood)
    ("wait until I come", "stay once distance(companion, player) <= 1: "),
    ("stay until I show up", "stay once distance(companion, player) <= 1: "),
    # "more" is some more, "two more" two (not understood)
    ("get more arrows", "fetch every arrow"),
    ("get two more arrows", "fetch 2 arrow"),
    # the companion's items, listed or told (refused)
    ("list your items", "ask carrying of companion"),
    ("tell me what you have", "ask carrying of companion"),
    # reporting back is coming back (dropped: "explore and report back" only explored)
    ("report back", "come_back"),
    ("explore the dungeon and report back", "explore; come_back"),
    ("come back and tell me what you found",
     "come_back; ask which monster of companion nearest; ask which item of companion nearest"),
    # to be told when something happens is a watch on it while the steps run (the telling was
    # dropped); told when the step is done, the order's status tells
    ("explore and tell me when you see a bat",
     "explore once near(bat, 5, companion): say 'A bat is within 5 tiles of me'"),
    ("follow me and let me know if a bat comes near",
     "follow once near(bat, 3, companion): say 'A bat is within 3 tiles of me'"),
    # warned as told (the warning was dropped and the following made to wait for the bat)
    ("follow me and warn me if a bat gets close",
     "follow once near(bat, 3, companion): say 'A bat is within 3 tiles of me'"),
    ("guard me and alert me if a gorgon shows up",
     "guard player once near(gorgon, 5, companion): say 'A gorgon is within 5 tiles of me'"),
    ("get the sword and tell me when you have it", "fetch sword; say 'I have the sword'"),
    # a monster to ignore is one the other steps keep clear of (refused, offering to attack
    # it); alone, or with a fight, which cannot promise to leave one alone, it is said back
    ("ignore the gorgon and get the bow", "fetch bow"),
    ("don't worry about the bats, just grab the sword", "fetch sword"),
    ("ignore the bats and kill the gorgon", "unknown"),
    ("ignore the gorgon and kill it", "unknown"),
    ("ignore the gorgon", "unknown"),
    # half of the starting health, in whole points (not understood)
    ("if your health is below half, retreat", "if health(companion) <= 1: flee | "),
    ("if my health drops under 50%, come back", "wait once health(player) <= 1: come_back"),
    # "yours" after "my health plus" is the companion's health (it answered its own health)
    ("what's my health plus yours?", "ask value (health(player) + health(companion))"),
    # "another", "more", "them both" after a condition name its thing (not understood)
    ("if you have fewer than two arrows, get another",
     "if carried(companion, arrow) < 2: fetch arrow | "),
    ("if you have no arrows, get more", "if not has(companion, arrow): fetch every arrow | "),
    ("if there are at least two arrows, get them both",
     "if count(arrow) >= 2: fetch every arrow | "),
    # going to a monster goes as near as is harmless; not to fight it is kept by going only
    # without the sword (carrying the sword, next to it is the fight)
    ("get as close to the gorgon as you safely can", "go_to gorgon"),
    ("go to the gorgon but don't attack it", "keep_off gorgon; go_to gorgon"),
    # ... but fetching a thing while told not to take it is refused (it fetched)
    ("get the sword but don't pick it up", "fetch sword; unknown"),
    # "who" is one of us (it named the sword nearest the companion)
    ("who is closer to the sword?", "ask which_of_us sword nearest"),
    ("who is farthest from the bow?", "ask which_of_us bow farthest"),
    # the weapon a monster needs, however asked (refused)
    ("what weapon do I need for the gorgon?", "ask weakness gorgon"),
    ("what weapon should I use against the bats?", "ask weakness bat"),
    # what is left on the map, or in sight (refused)
    ("what items are on the map?", "ask count item"),
    ("which monsters can you see?", "ask count monster"),
    # which way a thing is: where it is (refused)
    ("which way is the bow?", "ask where bow"),
    ("in which direction is the sword?", "ask where sword"),
    # "it" to fight after a condition naming an item and a monster is the monster (it tried to
    # attack the sword: refused)
    ("if you have the sword and the gorgon is alive, kill it",
     "if has(companion, sword) and count(gorgon) > 0: attack gorgon | "),
    # a weapon is the sword or the bow (an arrow counted as one); "one" of them is the nearer
    ("if you have a weapon, attack the nearest monster",
     "if has(companion, sword) or has(companion, bow): attack monster | "),
    ("if you don't have a weapon, get one",
     "if not has(companion, sword) or has(companion, bow): if distance(sword, companion) < "
     "distance(bow, companion): fetch sword | fetch bow | "),
    ("are you armed?", "ask check has(companion, sword) or has(companion, bow)"),
    # a thing within so many tiles, or none (not understood)
    ("if there is an arrow within 5 tiles, get it", "if near(arrow, 5, companion): fetch arrow | "),
    ("if no monster is within 5 tiles, explore", "if not near(monster, 5, companion): explore | "),
    # each of us having a thing (not understood)
    ("if neither of us has the bow, get it",
     "if not has(companion, bow) and not has(player, bow): fetch bow | "),
    ("if either of us has the sword, kill the gorgon",
     "if has(companion, sword) or has(player, sword): attack gorgon | "),
    # so many "of them" (not understood)
    ("if there are more than 2 arrows, pick up 2 of them", "if count(arrow) > 2: fetch 2 arrow | "),
    # running towards a thing is going to it (not understood)
    ("run towards the gorgon", "go_to gorgon"),
    # "anything" to fight is any monster (not understood)
    ("kill anything", "attack monster"),
    ("guard the bow and kill anything that comes near",
     "guard bow whenever near(monster, 3, companion): attack monster"),
    # "the next one", "the farthest one" after a thing is another of that kind (not understood)
    ("kill the nearest bat, then the next one", "attack bat; attack bat"),
    ("kill the closest bat and then the farthest one",
     "attack bat; attack farthest-from-companion bat"),
    # a suggestion is an order (not understood)
    ("we should probably kill the gorgon first", "attack gorgon"),
    ("you might want to grab some arrows", "fetch every arrow"),
    ("it would be great if you could follow me", "follow"),
    # "it" after a thing named by another beside it is that thing (it was the other one)
    ("there's an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
    # a remark before a sentence whose "it" it names (refused)
    ("The bow is over there. Get it.", "fetch bow"),
    ("see that bat? kill it", "attack bat"),
    ("There are bats. Kill them.", "attack every bat"),
    # ... but an order not understood stays refused
    ("eat the arrow. bring it to me", "unknown; bring arrow"),
    # steps said without joiners (not understood)
    ("get sword kill gorgon", "fetch sword; attack gorgon"),
    ("get bow shoot bat come back", "fetch bow; attack bat; come_back"),
    # our health is the two of ours (it answered the companion's alone)
    ("what's the difference between our health?",
     "ask value (health(companion) diff health(player))"),
    ("how much health do we have?", "ask health of companion; ask health of player"),
    # counts against counts, and the same health (not understood)
    ("if the bats outnumber the gorgons, get the bow",
     "if count(bat) > count(gorgon): fetch bow | "),
    ("if there are as many arrows as bats, kill the bats",
     "if count(arrow) >= count(bat): attack every bat | "),
    ("if you have at least as many arrows as there are bats, kill them all",
     "if carried(companion, arrow) >= count(bat): attack every bat | "),
    ("if we have the same health, say tie", "if health(companion) == health(player): say 'tie' | "),
    # keeping clear of monsters while fetching is what fetching does (not understood); kept by
    # a duty, it is the duty keeping away; a fight cannot promise it
    ("get the sword without going near the gorgon", "fetch sword"),
    ("avoid the bats while getting the sword", "fetch sword"),
    ("follow me while avoiding the bats", "follow whenever near(bat, 4, companion): keep_away bat"),
    ("kill the bats without going near the gorgon", "attack every bat; unknown"),
    # more ways to say a distance kept, a place to go, a monster to stand against (refused)
    ("follow me from a distance of 3 tiles", "keep_distance player 3..3"),
    ("sneak to the bow", "go_to bow"),
    ("go where the bats are", "go_to bat"),
    ("block the gorgon", "protect gorgon"),
    # "first things first" is no thing to bring (it brought every item)
    ("first things first, get the sword", "fetch sword"),
    # what a fight without an object fights: the monster its condition names (any monster:
    # the gorgon was fought with the bow)
    ("keep shooting until all bats are dead", "attack bat once count(bat) == 0: "),
    # running out of a thing is a change; being out of it, a state (not understood)
    ("if you run out of arrows, come back", "wait once not has(companion, arrow): come_back"),
    ("if you are out of arrows, get more", "if not has(companion, arrow): fetch every arrow | "),
    # "as long as there are any" is of the step's kind (not understood)
    ("collect arrows as long as there are any", "fetch every arrow once count(arrow) <= 0: "),
    # being finished is being done (not understood)
    ("come back when you're finished", "come_back"),
    # a yes-or-no question, then what to do if so or if not: the question is the condition,
    # its answer the other branch (the question was answered, the rest refused)
    ("Do you have the sword? If yes, kill the gorgon.",
     "if has(companion, sword): attack gorgon | ask has sword of companion"),
    ("Are there any bats left? If so, kill one.",
     "if count(bat) > 0: attack bat | ask check count(bat) > 0"),
    ("Do you have the sword? If not, get it.",
     "if has(companion, sword): ask has sword of companion | fetch sword"),
    ("Do you have the sword? If you do, kill the gorgon. If not, get it.",
     "if has(companion, sword): attack gorgon | fetch sword"),
    ("Check if you have the bow. If you do, shoot a bat.",
     "if has(companion, bow): attack bat | ask has bow of companion"),
    # "only" before a one-word step and its condition (not understood)
    ("only attack if you have the sword", "if has(companion, sword): attack monster | "),
    # backing the player up is guarding them (not understood)
    ("back me up", "guard player"),
    ("assist me", "guard player"),
    # looking for monsters is going to the nearest (it fought every bat); "them" after the
    # bats is every one
    ("look for bats", "go_to bat"),
    ("find the bats and kill them", "attack every bat"),
    ("get the arrows and bring them to me", "fetch every arrow; bring every arrow"),
    # "don't stop following me" is following (refused as an order not to do something)
    ("don't stop following me", "follow"),
    # a monster that "comes", "comes closer": comes near (not understood)
    ("stay here unless a bat comes", "stay once near(bat, 3, companion): "),
    ("if the gorgon comes closer, run", "wait once near(gorgon, 3, companion): flee"),
    # a monster coming towards one of us: nearer than the tick before, within sight (issue 37,
    # part 4; not understood)
    ("if the gorgon comes toward me, run", "wait once coming(gorgon, player): flee"),
    ("if a bat is coming towards you, come back to me",
     "wait once coming(bat, companion): come_back"),
    ("if a bat is coming at me, kill it", "wait once coming(bat, player): attack bat"),
    ("when a bat heads my way, run", "wait once coming(bat, player): flee"),
    ("if a bat is heading your way, run", "wait once coming(bat, companion): flee"),
    ("if a bat approaches you, run", "wait once coming(bat, companion): flee"),
    ("if a monster heads this way, come back", "wait once coming(monster, player): come_back"),
    ("if a bat is coming, run", "wait once coming(bat, companion): flee"),
    ("if you see a bat coming, run", "wait once coming(bat, companion): flee"),
    ("if you see the gorgon heading my way, run", "wait once coming(gorgon, player): flee"),
    ("explore, but if a bat comes towards you, come back",
     "explore once coming(bat, companion): come_back"),
    ("whenever a bat comes towards me, kill it", "wait whenever coming(bat, player): attack bat"),
    # ... but "comes at me" is an attack, "comes" alone near, and an item does not come
    ("if a bat comes at me, run", "wait once near(bat, 1, player): flee"),
    ("if a bat approaches, run", "wait once near(bat, 3, companion): flee"),
    ("if the bow comes towards me, run", "unknown"),
    # a change seen over two ticks is watched for, never asked at a glance
    ("is a bat coming towards you?", "unknown"),
    # a step and its condition after "but", or after a duty's "and": the duty goes on
    # (refused, or the duty never ran)
    ("stay here, but run if the gorgon comes", "stay once near(gorgon, 3, companion): flee"),
    ("guard the sword and run if your health drops",
     "guard sword once health(companion) < 3: flee"),
    ("follow me but kill any bat if it comes near",
     "follow whenever near(bat, 3, companion): attack bat"),
    # what a fight needs, however asked for (not understood)
    ("get me something to kill the gorgon with", "bring sword"),
    ("prepare to kill the bats", "fetch bow; fetch arrow"),
    ("use the bow to kill the bats", "attack every bat"),
    # one thing or another: the nearer (it fetched the first and refused the rest)
    ("get the sword or the bow",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    # a weapon before a fight is the fight's own (it fetched the bow for the gorgon when the
    # bow lay nearer)
    ("grab a weapon and kill the gorgon", "attack gorgon"),
    ("get a weapon and follow me",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow; follow"),
    # staying, then waiting for the player to come back, is one wait (refused as a step after
    # a duty, or not understood)
    ("stay here and wait for me to come back",
     "stay once distance(companion, player) > 1: stay once distance(companion, player) <= 1: "),
    ("stay here and wait until the bats are dead", "stay once count(bat) == 0: "),
    # visiting places is going there (not understood)
    ("visit the sword, the bow and then come back", "go_to sword; go_to bow; come_back"),
    # a thing named and nothing read is said back ("I didn't hear an order")
    ("tell me if the gorgon moves", "unknown"),
    # asking what is going on is asking for the status report (refused)
    ("what's going on?", "ask health of companion; ask carrying of companion; ask count monster"),
    # a thing picked by distance and another are two things, not a choice between them ("get
    # the nearest arrow and the bow" fetched the nearer of the arrow and the bow)
    ("get the nearest arrow and the bow", "fetch arrow; fetch bow"),
    ("bring me the nearest arrow and the farthest one",
     "bring arrow; bring farthest-from-companion arrow"),
    ("get the nearest of the sword and the bow",
     "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow"),
    # whether a weapon would do, whether to fight: what defeats the monster (not understood;
    # "should I ..." was read as "should you see a bat, ...")
    ("can I kill the gorgon with the bow?", "ask weakness gorgon"),
    ("should I fight the gorgon?", "ask weakness gorgon"),
    ("should a bat come near, kill it", "wait once near(bat, 3, companion): attack bat"),
    # words of place after an errand are never dropped as words of how ("explore the bottom
    # half" explored everywhere); a half or "the top of the map" is that side
    ("explore the bottom", "explore; unknown"),
    ("explore the bottom half", "go_to bottom"),
    ("go to the top of the map", "go_to top"),
]


@pytest.mark.parametrize(("order", "meaning"), PLAYERS_TYPE)
def test_orders_players_type_read_as_meant(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "value"), [
    ("count the arrows and add one", m.Arith("+", m.CountOf("arrow"), m.Number(1))),
    ("count the bats and double it", m.Arith("*", m.CountOf("bat"), m.Number(2))),
    ("how many bats, times two", m.Arith("*", m.CountOf("bat"), m.Number(2))),
    ("how many gorgons are left, halved?", m.Arith("/", m.CountOf("gorgon"), m.Number(2))),
    # by another count the game knows, not a number said
    ("count the bats and multiply by the gorgons",
     m.Arith("*", m.CountOf("bat"), m.CountOf("gorgon"))),
    ("arrows on floor times bats = ?", m.Arith("*", m.CountOf("arrow"), m.CountOf("bat"))),
    ("count the monsters and subtract the bats",
     m.Arith("-", m.CountOf("monster"), m.CountOf("bat"))),
])
def test_arithmetic_said_after_a_count_is_worked_out_not_dropped(order, value):
    """ "count the bats and double it" was answered with the count: the arithmetic dropped, an
    answer the player did not ask for given as if it were."""
    (step,) = read(order).steps
    assert isinstance(step, m.Ask) and step.asks == m.VALUE and step.value == value


def test_arithmetic_after_a_count_that_cannot_be_read_is_said_back():
    meaning = read("count the bats and multiply by a dragon")
    assert not meaning.understood  # never the plain count


def test_how_many_steps_it_would_take_me_is_my_walk():
    # "it would take me": measured from the player, not from the companion, round the walls
    from tests.unit.readings import reading
    assert reading("how many steps would it take me to get to the bow") == \
        "ask value walk(bow, player)"
    assert reading("how many steps would it take you to get to the bow") == \
        "ask value walk(bow, companion)"


# What a sentence says of the one before it (the fourth fresh set): a correction takes the place
# of what it corrects; "that one" after a question of which is whichever the answer is.
# A thing named by its tile: the one of its kind picked from that tile (the composer says so when
# none lies there).
TILES = [
    ('get the arrow at row 16 column 8', 'fetch on-from-16,8 arrow'),
    ('fetch the arrow at (16, 8)', 'fetch on-from-16,8 arrow'),
    ('pick up the arrow on tile 16, 8', 'fetch on-from-16,8 arrow'),
    ('First fetch the bow, then the arrow at row 10, column 2, and finally come back next to me.',
     'fetch bow; fetch on-from-10,2 arrow; come_back'),
    ('how far is the arrow at row 16 column 8', 'ask distance on-from-16,8 arrow'),
]


@pytest.mark.parametrize(("order", "meaning"), TILES)
def test_a_thing_by_its_tile(order, meaning):
    assert gist(order) == meaning


AFTERTHOUGHTS = [
    ('get the sword. no wait, the bow instead', 'fetch bow'),
    ('Fetch an arrow for me. Actually, make it two arrows.', 'bring 2 arrow'),
    ('Kill the bat. No wait, the gorgon first, then a bat.', 'attack gorgon; attack bat'),
    ('Go to the top right... no sorry, the bottom right is what I meant.', 'go_to bottom right'),
    ('Stay here. Actually no, follow me instead.', 'follow'),
    # an addition is no correction: both are done (the arrow had been dropped)
    ('Get an arrow. Actually, get the bow too.', 'fetch arrow; fetch bow'),
    ('Which is closer to you, the bow or the sword? Go get that one.',
     'ask which bow,sword of companion nearest; if distance(bow, companion) < '
     'distance(sword, companion): fetch bow | fetch sword'),
    ('which one is farther from me, the sword or the bow? bring it to me',
     'ask which sword,bow of player farthest; if distance(sword, player) > '
     'distance(bow, player): bring sword | bring bow'),
    # a correction not understood is no correction, and not a silent one either
    ('get the sword. no wait, the wizard instead', 'fetch sword; unknown'),
    # the question before, again, of someone or something else
    ('What are you carrying? And what about me?',
     'ask carrying of companion; ask carrying of player'),
    ('how healthy are you? and me?', 'ask health of companion; ask health of player'),
    ('How far are you from the bow? And from the sword?',
     'ask distance bow; ask distance sword'),
    ('where is the bow? what about the sword?', 'ask where bow; ask where sword'),
    # "that one" after a thing picked by where it is: that very one, not the nearest
    ('See the arrow closest to the bottom left corner? Go pick that one up.',
     'fetch nearest-from-bottom left arrow'),
    ('find the farthest arrow. then bring it to me', 'bring farthest-from-companion arrow'),
    ('See the bat nearest the gorgon? Kill it.', 'attack nearest-from-gorgon bat'),
    # a thing named alone that the next sentence is about is a remark, not a wish for it
    ('hmm, arrows. go pick one up for me and bring it back over here', 'bring arrow'),
    ('The sword! Bring it here.', 'bring sword'),
    ('sword, please', 'bring sword'),
    # an exclamation is no order: words of surprise and a remark, dropped before the order
    # (the fifth fresh set's commentator); an order not understood after them is still refused
    ('ok ok, bats incoming — grab the bow quick', 'fetch bow'),
    ('wow this place is a maze. how many bats are there even?', 'ask count bat'),
    ("yikes, that bat's way too close. keep away from the bats, seriously", 'keep_away bat'),
    ('oof. alright go stand in the middle of the map and wait there', 'go_to middle; stay'),
    ('ooh nice, if there are still three bats then get the bow',
     'if count(bat) >= 3: fetch bow | '),
    ('wait, what kills the gorgon?', 'ask weakness gorgon'),
    ('oh, eat the arrow. then come back', 'unknown; come_back'),
    # ... and an order of the game after "ok" is read, never dropped as an exclamation ("ok
    # keep 3 tiles away ..." was left out: only the bow fetched; then said back; now read, the
    # remark after it dropped)
    ('get the bow. ok keep 3 tiles away from me, I like room',
     'fetch bow; keep_distance player 3..3'),
    ('get the bow. ok now keep away from me', 'fetch bow; keep_distance player 6..-'),
    ('get the bow. ok cool', 'fetch bow'),
    ('wait here', 'stay'),
    # "take X down" is a fight, which an item cannot be: not a pick-up of the sword
    ('get the sword and then take it down', 'fetch sword; unknown'),
    ('take down the gorgon', 'attack gorgon'),
    # older English, as a player in character writes it (the fifth fresh set's role-player)
    ('Fetch me yon blade, good squire.', 'bring sword'),
    ('Pray tell, how many foul bats yet draw breath?', 'ask count bat'),
    ('Where lieth the bow, good squire?', 'ask where bow'),
    ('Which doth lie nearer unto thee, the bow or the sword?',
     'ask which bow,sword of companion nearest'),
    ('Walk thou four paces to the east.', 'walk east 4'),
    ('Go thou and stand beside the bow.', 'go_to bow; stay'),
    # why a request is asked, said after it, asks nothing (its "if" is no condition); what a
    # teacher says before the steps is no step (the fifth fresh set's teacher)
    ('I want you to follow me closely, because I do not want to lose you.', 'follow'),
    ('Stand between me and the gorgon, so that if it comes towards me, you are in its way.',
     'protect gorgon'),
    ('keep away from the bats, lest they bite you', 'keep_away bat'),
    ('I will give you a task with three steps. First, fetch the bow. Second, fetch an arrow.',
     'fetch bow; fetch arrow'),
    ("Let's try a decision. If the sword is closer to you than the bow, fetch the sword.",
     'if distance(sword, companion) < distance(bow, companion): fetch sword | '),
    ("what would one need in order to defeat a bat?", 'ask weakness bat'),
    # "do that twice" after the way somewhere and back repeats the round trip, not the coming
    # back alone (it had gone to the bow once)
    ('Please go to the bow and come back to me, and do that twice.',
     'repeat 2x 0t: go_to bow; come_back'),
    ('Get an arrow. Do that twice.', 'repeat 2x 0t: fetch arrow'),
    # chat shorthand, signs included (the fourth and fifth fresh sets' terse players): "come w/
    # me" had come back to the player once and stopped
    ('come w/ me', 'follow'),
    ('kill bat w/ arrow', 'attack bat'),
    ('patrol btwn here n bow', 'patrol bow'),
    ('gorgon pos?', 'ask where gorgon'),
    ('ur dist to bow?', 'ask distance bow'),
    ('go 2 top left', 'go_to top left'),
    # a thing's distance from another thing beside its distance from one of us (issue 37's
    # example), the same one thing measured both ways: the nearest of its kind
    ('if the bat is closer to the arrow than to me, get the bow',
     'if distance(nearest-from-companion bat, arrow) < distance(nearest-from-companion bat, '
     'player): fetch bow | '),
    ('is the bat farther from the sword than from the bow?',
     'ask check distance(nearest-from-companion bat, sword) > distance(nearest-from-companion'
     ' bat, bow)'),
    # a number taken to work out is a question, though it opens with a verb of taking
    ('take the number of bats, triple it, and tell me', 'ask value (count(bat) * 3)'),
    ('get the bat count and double it', 'ask value (count(bat) * 2)'),
    ('take the bow', 'fetch bow'),
    # the choice said first, then what to do with the one it picks
    ('Whichever is closer to you, the sword or an arrow, pick that one up.',
     'if distance(sword, companion) < distance(arrow, companion): fetch sword | fetch arrow'),
    ('whichever is farther from me, the bow or the sword, bring it to me',
     'if distance(bow, player) > distance(sword, player): bring bow | bring sword'),
]


@pytest.mark.parametrize(("order", "meaning"), AFTERTHOUGHTS)
def test_a_sentence_that_corrects_or_picks_by_the_one_before(order, meaning):
    assert gist(order) == meaning
