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
a colon after a leading condition ("If bats > 2: get the bow. Else: get the sword."). From the
thirty-fourth set: a chat's marks (stress, words struck through, faces: marked_up.py); the map's
signs and letters said as names ("kill the G", "the /'s", "my P", "5 dots": map_symbols.py); an
afterthought after "oh and", an aside after "ps"; a duty done on ("... keep doing it") rather
than again; something kept for another game (real_world.other_game, refused whole); the player
agreeing with their own order ("ok yeah, grab that one" had been taken for an exclamation and
left out, the question before it answered and nothing fetched: ``lexicon_idioms.AGREED``); the
player taking a moment to think ("hold on, let me think": ``lexicon_idioms.THINKING``).
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
    ("bring me the arrow that's below me", "bring bearing-+1,+0-of-player arrow"),
    ("kill the bat that's to your left", "attack bearing-+0,-1-of-companion bat"),
    ("go to the bat that is below you, then kill it", "attack bearing-+1,+0-of-companion bat"),
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

CHAT_MARKS = [
    ("grab the *closest* arrow pls", "fetch arrow"),
    ("pick up the ~~sword~~ bow, the sword's too far lol", "fetch bow"),
    ("**RUN**. get away from all the monsters", "flee"),
    ("can you bring me the **bow**? ty :)", "bring bow"),
    ("if you have the **sword** go fight the gorgon, *otherwise* come back to me",
     "if has(companion, sword): attack gorgon | come_back"),
    ("get between me and the ~~gorgon~~ bats, the bats are worse", "protect bat"),
    # near-misses: a star with a space or a letter against it is a product; a face said is said
    ("what's 2 * 3", "ask value (2 * 3)"),
    ("bats*arrows = ?", "ask value (count(bat) * count(arrow))"),
    ("say :)", "say ':)'"),
]

MAP_SIGNS = [
    ("pick up the ^ in the bottom right corner", "fetch nearest-from-bottom right sword"),
    ("get the >, then one of the /'s, then go kill a B with them",
     "fetch bow; fetch arrow; attack bat"),
    ("move 5 dots down", "walk down 5"),
    ("stand between my P and the B in the middle of the map",
     "protect nearest-from-middle bat"),
    ("if your A is closer to the > than my P is, go get it. otherwise stay where you are",
     "if distance(bow, companion) < distance(bow, player): fetch bow | stay"),
    ("you've got the ^ right? give it to me. walk onto my P", "bring sword; hand_over"),
    # near-misses: a sign with no name's word before it compares or counts as typed; "A" opening
    # a sentence is the article
    ("if bats > 2, get the bow", "if count(bat) > 2: fetch bow | "),
    ("A bat is near you, kill it", "attack bat"),
]

OH_AND = [
    ("pick up the bow. oh and two arrows as well", "fetch bow; fetch 2 arrow"),
    ("take 2 steps right, then 2 steps down. oh and then come back over to me",
     "walk right 2; walk down 2; come_back"),
    ("where's the bow? oh and how far away from you is it",
     "ask where bow; ask distance bow of companion"),
    ("bring me the sword. ps it's just down there below you in the corner", "bring sword"),
    ("patrol between row 8 column 10 and row 8 column 17. oh and keep doing it till I say stop",
     "patrol 8,10 to 8,17"),
    ("Walk back and forth between row 14, column 6 and row 14, column 10, and keep doing that "
     "until I tell you otherwise.", "patrol 14,6 to 14,10"),
    # near-misses: an errand done on is done again; an order after "ps" is no aside
    ("get an arrow. keep doing it", "repeat 2x 0t: fetch arrow"),
    ("kill the bat. ps eat the arrow", 'attack bat; unknown[no such action] "ps eat the arrow"'),
]

AGREED = [
    ("which arrow is closest to you? ok yeah, grab that one",
     "ask which arrow of companion nearest; fetch arrow"),
    ("grab the bow, then come back over to me. yeah, that's it", "fetch bow; come_back"),
    ("patrol between row 8 column 2 and row 8 column 7. that's fine for now",
     "patrol 8,2 to 8,7"),
    # near-misses: an order after the words of agreeing is still refused when not read, and
    # agreeing to a remark still says the remark back
    ("oh, eat the arrow", 'unknown[no such action] "eat the arrow"'),
    ("get the bow. yes, me.", 'fetch bow; unknown[no such action] "yes, me"'),
]

THINKING = [
    # the player taking a moment to think beside the order; alone, the player's own part
    ("hold on, let me think. ok. wait 3 turns, and then come over to me",
     "repeat 0x 3t: ; come_back"),
    ("wait, let me think. get the bow", "fetch bow"),
    ("let me think", 'unknown[talk] "let me think"'),
]

OTHER_GAME = [
    ("remember where the sword was for **next** game ok?",
     'unknown[cannot be done] "remember where the sword was for next game ok?"'),
    ("next time we play, get the bow first",
     'unknown[cannot be done] "next time we play, get the bow first"'),
    # near-misses: the rest of this game; words to say
    ("follow me for the rest of the game", "follow"),
    ("say next game is better", "say 'next game is better'"),
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
                         + GLOSSED + FOND + CHAT_MARKS + MAP_SIGNS + OH_AND + AGREED + THINKING
                         + OTHER_GAME)
def test_reading(order, meaning):
    assert reading(order) == meaning
