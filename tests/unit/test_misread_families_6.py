"""Families of orders by other hands (bench/fresh_orders_33.toml and after) that were said back
and are read now: the step before said to be over after "once" or "when" ("once it's dealt
with, come back", "once you've got it, bring it to me", "when those are up": joiners of steps,
``lexicon.STEP_OVER``, never a reordering that reads "got it" as an errand on "it"); a thing
placed by its bearing in a remark before the order on it or after its noun, said as how far
along a way ("The sword's only a little way down from you; go and get it", "down the corridor
from me": ``lexicon.SOME_WAY``, ``ALONG_WAYS``), counted over too ("how many bats are down from
you?" had counted every bat); one monster spoken of as "him" or "her" ("find the gorgon and kill
her", ``lexicon.MONSTER_PRONOUNS``); words in brackets that only name again the thing just
named ("kill the snake lady (he means the gorgon)", ``changes_nothing.glossed``); what someone
beside the player feels for the companion ("Leo misses you lol", ``lexicon_relayed.FOND_OF``);
the player's hands as where a thing is brought ("..., right into my hands", "put the sword in my
hands": ``lexicon_idioms.WAY``, ``HANDED_VERBS``); "more bats than there are arrows"; "just a
yes or a no for that one" beside a question; everything the companion carries emptied onto the
player ("Dump your full inventory on me": had been the engineer's listing of it; "dump" and the
whole inventory in ``lexicon_duties.EMPTY_VERBS``, ``CARRIED_IN``; ``ENGINEER_NOT_TO``),
said first ("Whatever you've got on you, hand it over to me": topic_first), or said again ("All of
it, now.", "..., every last thing": ``lexicon_duties.ALL_OF_IT``); exactly so many tiles explored;
a colon after a leading condition ("If bats > 2: get the bow. Else: get the sword.").
Each family with near-misses that must keep their reading."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

STEP_OVER = [
    ("kill the nearest bat, and once it's dealt with, come back to me", "attack bat; come_back"),
    ("go get the sword, and once it's in your hands, attack the gorgon",
     "fetch sword; attack gorgon"),
    ("get the bow, and once you've got it, bring it to me", "fetch bow; bring bow"),
    ("Hang on where you are for four turns, and when those are up, go and fetch the arrow "
     "that's closest to you.", "repeat 0x 4t: stay; fetch arrow"),
    # near-misses: an errand said as done still comes first; a monster's death is a condition
    ("once you've got the sword, kill the gorgon", "fetch sword; attack gorgon"),
    ("kill the gorgon once you've got the sword", "fetch sword; attack gorgon"),
    ("if the bat is alive, keep away from it; if it's dead, come back to me",
     "keep_away bat once count(bat) == 0: come_back"),
]

SOME_WAY_ALONG = [
    ("The sword's only a little way down from you; go and get it",
     "fetch bearing-+1,+0-of-companion sword"),
    ("The arrow is below you. Get it.", "fetch bearing-+1,+0-of-companion arrow"),
    ("the arrow is sitting a bit further up from me. get it",
     "fetch bearing--1,+0-of-player arrow"),
    ("get the arrow a little way down from you", "fetch bearing-+1,+0-of-companion arrow"),
    ("how many bats are down from you", "ask value count(bat south of companion)"),
    ("there's an arrow north of the bow. grab it", "fetch bearing--1,+0-of-bow arrow"),
    ("how many bats are up the corridor from me", "ask value count(bat north of player)"),
    # near-misses: "just below" is the tile below; "down there" points, and is no way from one
    ("The sword's lying just below you. Go and pick it up",
     "fetch on-+1,+0-of-companion sword"),
    ("how many bats are down there", "ask count bat"),
]

INTO_MY_HANDS = [
    ("Fetch the sword and serve it to me, right into my hands.", "fetch sword; bring sword"),
    ("bring me the bow, in my hands", "bring bow"),
    ("put the sword in my hands", "bring sword"),
    ("go get the bow and put it in my hands", "fetch bow; bring bow"),
    # near-misses: "back" after a comma is coming back; putting down is no bringing
    ("bring me the bow, back", "bring bow; come_back"),
    ("put the bow down", 'unknown[cannot be done] "put the bow down"'),
]

THAN_THERE_ARE = [
    ("Are there more bats than there are arrows?", "ask check count(bat) > count(arrow)"),
    ("if there are more bats than there are arrows, get the bow",
     "if count(bat) > count(arrow): fetch bow | "),
    ("Are there more bats around than there are arrows on the ground? Just a yes or a no for "
     "that one.", "ask check count(bat) > count(arrow)"),
]

ALL_HANDED = [
    ("Dump your full inventory on me", "hand_over"),
    ("Dump everything on me", "hand_over"),
    ("give me everything you have, every last thing", "hand_over"),
    ("Dump your inventory on me. All of it, now.", "hand_over"),
    ("whatever you have, hand it to me", "hand_over"),
    ("Whatever you've got on you right now, bring all of it over here and hand it over to me, "
     "every last thing.", "hand_over"),
    # near-misses: a dump of the inventory alone is the engineer's listing of it (had been read
    # so with "on me" too); dropping is no move; "all of it" after one thing is that thing, and
    # after no handing over is said back; "it all the way back" is no "all of it"
    ("dump your inventory", "ask carrying of companion"),
    ("dump the sword", 'unknown[cannot be done] "dump the sword"'),
    ("get the bow and bring all of it to me", "fetch bow; bring bow"),
    ("get the bow. All of it.", 'fetch bow; unknown[no such action] "All of it"'),
    ("whatever you have, eat it", 'unknown[not understood] "whatever you have, eat it"'),
    ("pumpkin can you fetch mummy the sword please? bring it all the way back here to me",
     "bring sword"),
]

EXACTLY_EXPLORED = [
    ("explore exactly 15 new tiles", "explore 15 tiles"),
    ("explore exactly twenty distinct tiles", "explore 20 tiles"),
    ("Scout exactly 15 new tiles, then stop and report.",
     "explore 15 tiles; ask health of companion; ask carrying of companion; ask count monster"),
    # near-miss: more than the dungeon holds is said back
    ("explore exactly 500 tiles", 'explore; unknown[not understood] "exactly 500 tiles"'),
]

COLON_AFTER_IF = [
    ("If there are more than 2 bats: get the bow. Otherwise get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("If bats > 2: get the bow. Else: get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("if your health is under 3: come back", "if health(companion) < 3: come_back | "),
    ("If the bat comes close: run", "wait once near(bat, 3, companion): flee"),
    # near-miss: code of several branches, each after its colon, is refused whole
    ("if bats > 2: fetch(bow) elif bats > 0: fetch(sword) else: follow(me)",
     'unknown[not understood,logic] "if bats more than 2: fetch(bow) elif bats more than 0: '
     'fetch(sword) else: follow(me)"'),
]

BEAST = [
    ("find the gorgon and kill her", "attack gorgon"),
    ("the gorgon's over there. go get her", "attack gorgon"),
    ("That gorgon is bad news. Pick up the sword and kill her.", "fetch sword; attack gorgon"),
    # near-misses: "him" after every bat, or after an item, is no monster named before
    ("find the bats and kill him", 'go_to bat; unknown[not understood] "kill him"'),
    ("get the bow and give it to her",
     'fetch bow; bring bow; unknown[not understood] "to her"'),
]

GLOSSED = [
    ("kill the snake lady (he means the gorgon)", "attack gorgon"),
    ("kill the snake lady (the gorgon)", "attack gorgon"),
    # near-miss: another thing in brackets is said back
    ("kill the bat (the gorgon)", 'attack bat; unknown[not understood] "( the gorgon )"'),
]

FOND = [
    ("can you come back over to us? Leo misses you lol. just come stand next to us",
     "come_back; follow"),
    ("come back to me. He really likes you.", "come_back"),
    # near-misses: no one named; such a sentence alone is no order
    ("come back to me. Who misses you.", 'come_back; unknown[not understood] "Who misses you"'),
    ("Leo misses you lol", 'unknown[no such action] "Leo misses you lol"'),
]


@pytest.mark.parametrize(("order", "meaning"), STEP_OVER + SOME_WAY_ALONG + INTO_MY_HANDS
                         + THAN_THERE_ARE + ALL_HANDED + EXACTLY_EXPLORED + COLON_AFTER_IF + BEAST
                         + GLOSSED + FOND)
def test_reading(order, meaning):
    assert reading(order) == meaning
