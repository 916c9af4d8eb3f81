"""Families of orders by other hands (bench/fresh_orders_32.toml and after) that were said back
and are read now: a heading that opens with a verb and asks in words of its own for what the
words after its colon say in the game's ("Keep this burner warm for me: guard row 20, column 8":
``headings.spelt_out``); a sports ground as the map (``lexicon.WHOLE_WORDS``); a swim as a walk
and back at any pace as coming back ("swim back over", ``lexicon_parts.MOVE_VERBS``,
``lexicon_idioms.PACING``); a rest of so many turns taken ("take a five-turn breather",
``lexicon_idioms.RESTS``); steps counted by their number alone, after a heading or none ("one, pick
up the bow. Two, ...", text._STEP_MARK); the player's spot in their own words after "to me"
("hand it to me at the belay", ``lexicon_idioms.TO_MY_SPOT``); someone beside the player who wants,
says or asks, as the player's own ("my son wants you to ...", "Leo's asking how many ...", "he
says open the big door": once said aloud as the companion's words and called done;
``lexicon_relayed.BESIDE``, ``NAMED_HOW``), and what they do, no step ("he's pointing at it",
musings); a commentator's "he" only in the present; "the other one" of a weapon, the other weapon
("if the bow is closer than the sword, get it; if not, get the other one": the bow twice before);
everyday Spanish words in an English order (``lexicon_spanish``), an order in Spanish alone still
another language's; a little explored before how many tiles ("explore a bit, about 20 tiles");
a walk's verb is no health ("while I walk ok" had been a watch of the player's health); a
min-maxer's posts typed as tiles either side of "<->", "repeat" after a patrol, a tile held, a
tile adjacent to a thing (as text.spell_out has it; the engineer's voice no longer says it
"next to" after "go to"); what the companion holds, listed, one statement and no steps ("You've
got the bow, 3 arrows and the sword." had fetched three arrows and brought the sword:
listed_kinds.held_listed), said back as any other statement of what it holds is; every one of a
kind of monster cleared ("Clear all bats.", rows name ``lexicon_idioms``' classes too); staying
far away from a thing, standing next to us, coming "back over here", tiles explored "for me";
"and" before a joiner of steps ("..., and once you've done that, ..."), "another two steps"; a
guard's reach said after it ("Guard r10 c10. Radius 2 tiles max.", amount_after); "Then ..."
after a yes-or-no question, where the answer is yes ("Is your hp under 3? Then come back to me.
Otherwise pick up the bow.": the question had been answered and the coming back run anyway); the
other branch said with a colon ("If C, A. Otherwise: B." had run B whatever C: "Otherwise:" was
taken for a heading that asks nothing, ``lexicon.OTHERWISE``).
Each row an order and its reading in the gist notation of tests/unit/gist.py; the near-misses
are read as before."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SPELT_OUT = [
    ("Keep this burner warm for me: guard row 20, column 8 and don't wander more than two tiles"
     " from it.", "guard 20,8 -..2"),
    ("Stir the pot, darling: go back and forth between row 16 column 10 and row 16 column 14.",
     "patrol 16,10 to 16,14"),
    ("Patrol the poolside for me: walk back and forth between row 10 column 22 and row 16 column"
     " 22, and keep it up.", "patrol 10,22 to 16,22"),
    ("Keep some slack in the rope: stay between three and five tiles away from me.",
     "keep_distance player 3..5"),
    ("Give your buddy some space, please: stay at least four tiles away from me.",
     "keep_distance player 4..-"),
    ("Right, empty your apron onto my counter, sweetheart: everything you're holding, hand it all"
     " over to me.", "hand_over"),
    # near-misses: a heading that names a thing of the game keeps its words, and so does one
    # read as a step of its own; a heading whose words after it are not read is said back whole
    ("Keep the gorgon busy: attack it",
     'unknown[no such action] "Keep the gorgon busy: attack it"'),
    ("Guard the bow: stand next to it",
     'unknown[not understood] "Guard the bow: stand next to it"'),
    ("Polish the sword: bring it to me",
     'unknown[no such action] "Polish the sword: bring it to me"'),
    ("Keep this burner warm for me: juggle the plates",
     'unknown[no such action] "Keep this burner warm for me: juggle the plates"'),
    ("Keep this burner warm for me.", 'unknown[no such action] "Keep this burner warm for me"'),
]

GROUND = [
    ("Rookie, get yourself all the way down to the bottom left corner of the ground.",
     "go_to bottom left"),
    ("how many arrows are on the ground?", "ask count arrow"),
    ("pick up the arrow on the ground", "fetch arrow"),
]

PACED = [
    ("Swim over to the bow, grab it, hand it to me, and then go and wait at row 4, column 12.",
     "fetch bow; bring bow; go_to 4,12; stay"),
    ("Swim on down to row 20 column 13 and tread water there till I call you.",
     "go_to 20,13; stay"),
    ("Fetch the nearest arrow, then swim back over and wait right next to me.",
     "fetch arrow; come_back; follow"),
    ("sprint back to me", "come_back"),
    ("jog back over here", "come_back"),
    ("swim back and forth between row 10 column 22 and row 16 column 22",
     "patrol 10,22 to 16,22"),
    # near-misses: a swim alone is a deed on no list; a walk back is a walk
    ("swim", 'unknown[no such action] "swim"'),
    ("move back 3 tiles", 'unknown[no such action] "move back 3 tiles"'),
]

RESTED = [
    ("take a five-turn break, then get the bow", "repeat 0x 5t: stay; fetch bow"),
    ("take a 5 turn breather then get the bow", "repeat 0x 5t: stay; fetch bow"),
    ("have a 3-turn rest, then get the bow", "repeat 0x 3t: stay; fetch bow"),
    ("Take a quick 2-turn breather. Then follow me.", "repeat 0x 2t: stay; follow"),
    # near-misses: a turn taken, a walk of so many turns
    ("take a turn", 'unknown[not understood] "take a turn"'),
    ("take a 3-turn walk", 'unknown[not understood] "take a 3-turn walk"'),
]

COUNTED_OFF = [
    ("one, pick up the bow. two, move to row 10 column 10. three, come back to me",
     "fetch bow; go_to 10,10; come_back"),
    ("One: pick up the bow. Two: go to row 10 column 10.", "fetch bow; go_to 10,10"),
    ("Sequence as follows: one, pick up the bow. Two, move to row 10 column 10. Three, return to"
     " me at the hab.", "fetch bow; go_to 10,10; come_back"),
    ("Step one, get the bow. Step two, kill the bat.", "fetch bow; attack bat"),
    # near-misses: numbers that count no steps
    ("One, two, three, go!", 'unknown[no such action] "One, two, three"'),
    ("one arrow. two bats.", 'fetch arrow; unknown[not understood] "two bats"'),
]

MY_SPOT = [
    ("Nip down, grab the closest arrow and hand it to me at the belay.",
     "walk down 1; fetch arrow; bring arrow"),
    ("bring the sword to me at the castle", "bring sword"),
    ("return to me at the hab", "come_back"),
    # near-misses: a place or a thing of the game, a time, are no spot of the player's
    ("come back to me at the bow", 'come_back; unknown[not understood] "at the bow"'),
    ("come to me at the top left corner",
     'come_back; unknown[not understood] "at the top left corner"'),
    ("bring the bow to me at the same time",
     'bring bow; unknown[not understood] "at the same time"'),
]

BESIDE_THE_PLAYER = [
    ("Leo wants you to go get the bow!! he's pointing at it on the screen lol", "fetch bow"),
    ("Leo's asking how many monsters there are", "ask count monster"),
    ("he wants to know where the sword is", "ask where sword"),
    ("my son wants you to get the bow", "fetch bow"),
    ("Leo says bring the bow over to us, he wants to hold it himself", "bring bow"),
    ("ok now he wants you to pick up two arrows. he held up two fingers so two arrows please",
     "fetch 2 arrow"),
    ("he's asking what you need to beat a bat", "ask weakness bat"),
    ("he says protect us from the gorgon!! go stand between us and it", "protect gorgon"),
    # near-misses: what is relayed and not in the game is refused, never said aloud as done; a
    # wish of theirs is no remark; no one named; alone, a remark is said back
    ("he says open the big door so we can go to the castle",
     'unknown[no such action] "open the big door"'),
    ("Leo says eat the arrow", 'unknown[no such action] "eat the arrow"'),
    ("get the bow. he wants a pony", 'fetch bow; unknown[not understood] "he wants a pony"'),
    ("Who says you can get the bow", 'unknown[not understood] "Who says you can get the bow"'),
    ("Gorgon wants you to die", 'unknown[not understood] "Gorgon wants you to die"'),
    ("he held up two fingers", 'unknown[no such action] "he held up two fingers"'),
]

THE_OTHER_ONE = [
    ("If the bow's closer to you than the sword is, go and get that one; if it isn't, get the"
     " other one instead.",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    ("if the bow is closer than the sword, get it. if not, get the other one",
     "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword"),
    ("get the bow, then the other one", "fetch bow; fetch sword"),
    ("get the sword. then the other one", "fetch sword; fetch bow"),
    # near-misses: the other one of a kind that is several is another of it
    ("kill the bat, then the other one", "attack bat; attack bat"),
    ("get an arrow, then the other one", "fetch arrow; fetch arrow"),
]

SPANISH = [
    ("oye, go get the sword porfa, pero cuidado with the gorgon on the way, dont let it get you",
     "fetch sword"),
    ("ok ahora pick up all the arrows, todas", "fetch every arrow"),
    ("quédate aquí ok? don't move, no matter where I go", "stay"),
    ("quedate aqui ok? don't move, no matter where I go", "stay"),
    ("walk 3 steps up, nada más", "walk up 3"),
    ("oye, how many gorgons are there? cuántos?", "ask count gorgon"),
    ("primero get the bow, luego an arrow, and then kill the bat that's closest to you",
     "fetch bow; fetch arrow; attack bat"),
    ("espera 2 turns, y después bring me the bow", "repeat 0x 2t: ; bring bow"),
    ("si hay more bats than gorgons, get the bow. si no, get the sword",
     "if count(bat) > count(gorgon): fetch bow | fetch sword"),
    ("patrol between row 20 column 4 and row 20 column 9, ida y vuelta, until I say basta",
     "patrol 20,4 to 20,9"),
    ("explora un poco, like 20 tiles, vale?", "explore 20 tiles"),
    # near-misses: what lies outside the game stays as typed; Spanish alone is refused whole
    ("open the puerta over there, the big door on the left",
     'unknown[no such action] "open the puerta over there, the big door on the left"'),
    ("Ve a buscar la espada, por favor.",
     'unknown[no such action] "Ve a buscar la espada, por favor"'),
]

EXPLORED_A_BIT = [
    ("explore a little, like 20 tiles", "explore 20 tiles"),
    ("go explore a bit, about 20 tiles", "explore 20 tiles"),
    ("explore a little, 8 tiles or so, but stay away from the monsters",
     "explore 8 tiles; keep_away monster"),
    ("explore a bit", "explore"),
]

WALKED_NOT_FELT = [
    ("stay within 3 tiles while I walk ok", "keep_distance player -..3"),
    ("if you get hurt, come back", "wait once health(companion) < 3: come_back"),
    ("if you become hurt, run", "wait once health(companion) < 3: flee"),
    ("if the bat comes close, run", "wait once near(bat, 3, companion): flee"),
]

MIN_MAXED = [
    ("Patrol r8 c9 <-> r8 c15. Repeat until I say stop.", "patrol 8,9 to 8,15"),
    ("patrol row 8 column 9 <-> row 8 column 15", "patrol 8,9 to 8,15"),
    ("patrol the bow <> me", "patrol bow to player"),
    ("walk back and forth between the bow and me, loop it", "patrol bow to player"),
    ("Hold this tile.", "stay"),
    ("hold the square", "stay"),
    ("go to a tile adjacent to the bow", "go_to bow"),
    ("position yourself on a cell adjacent to the sword", "go_to sword"),
    # near-misses: a repeat after a step that ends is said back
    ("get the bow. Repeat until I say stop.", 'fetch bow; unknown[no such action] "Repeat"'),
]

HELD_AND_CLEARED = [
    ("You've got the bow, 3 arrows and the sword.",
     'unknown[no such action] "You\'ve got the bow, 3 arrows and the sword"'),
    ("Kill the bat. You've got the bow, 3 arrows and the sword.",
     'attack bat; unknown[no such action] "You\'ve got the bow, 3 arrows and the sword"'),
    ("You've got the sword, so kill the gorgon", "attack gorgon"),
    ("Clear all bats", "attack every bat"),
    ("wipe out all the monsters", "attack every monster"),
    # near-misses: no fight is with an item; keeping clear is keeping away
    ("clear all arrows", 'unknown[does not fit] "clear all arrows"'),
    ("keep clear of all bats", "keep_away bat"),
]

FAR_AND_NEAR = [
    ("stay far away from the bats", "keep_away bat"),
    ("he got scared of the bats. can you stay far away from them please", "keep_away bat"),
    ("come stand next to us", "follow"),
    ("come on back over here", "come_back"),
    ("cmon back here", "come_back"),
    ("go explore 10 squares for me", "explore 10 tiles"),
    # near-misses: a thing put back is no coming back; running far from all of them is the flight
    ("put it back here", 'unknown[no such action] "put it back here"'),
    ("corre!! run away from the monsters, get lejos from all of them", "flee"),
]

JOINED_ON = [
    ("walk 5 right, and once you've done that, walk 2 down", "walk right 5; walk down 2"),
    ("walk 5 right, and when you've done that, walk 2 down", "walk right 5; walk down 2"),
    ("wait 4 turns, and when you're done, get the bow", "repeat 0x 4t: ; fetch bow"),
    ("Take five steps to the right from where you are, and once you've done that, take another"
     " two steps down.", "walk right 5; walk down 2"),
    ("walk another 2 tiles down", "walk down 2"),
    # near-misses: another of a thing is one more of it; a wait of more turns is a wait
    ("get another arrow", "fetch arrow"),
    ("wait another 3 turns", "repeat 0x 3t: "),
]

REACH_AFTER = [
    ("Guard r10 c10. Radius 2 tiles max.", "guard 10,10 -..2"),
    ("Guard r10 c10. 2 tiles max.", "guard 10,10 -..2"),
    ("guard the bow. within 2 tiles", "guard bow -..2"),
    # near-misses: a least, turns, a number alone (how near, or how far?) or a second reach
    # are no reach of it
    ("guard the bow. at least 2 tiles",
     'guard bow; unknown[no such action] "at least 2 tiles"'),
    ("guard the bow. 3 turns", 'guard bow; unknown[not understood] "3 turns"'),
    ("guard me. 4 tiles", 'guard player; unknown[not understood] "4 tiles"'),
    ("Guard r10 c10. Radius 2 tiles.", "guard 10,10 -..2"),
    ("guard row 4 column 8, don't wander more than 2 tiles. 3 tiles max",
     'guard 4,8 -..2; unknown[not understood] "3 tiles max"'),
]

THEN_IF_ASKED = [
    ("Is your hp under 3? Then come back to me. Otherwise pick up the bow.",
     "if health(companion) < 3: come_back | fetch bow"),
    ("do you have the bow? then kill the bat",
     "if has(companion, bow): attack bat | ask has bow of companion"),
    # near-miss: after a question of how many, "then" is the next step
    ("how many bats are there? then get the bow", "ask count bat; fetch bow"),
]

OTHERWISE_COLON = [
    ("If there are more than 2 bats, get the bow. Otherwise: get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("If there are more than 2 bats, get the bow. Else: get the sword.",
     "if count(bat) > 2: fetch bow | fetch sword"),
    ("if the bat is near, run. otherwise: get the bow",
     "if near(bat, 3, companion): flee | fetch bow"),
    # near-misses: a heading that asks nothing is still one; the other branch alone is refused
    ("Quick test: walk 3 steps left", "walk left 3"),
    ("otherwise: get the bow", 'unknown[no such action] "otherwise: get the bow"'),
]


@pytest.mark.parametrize(("order", "meaning"), SPELT_OUT + GROUND + PACED + RESTED + COUNTED_OFF
                         + MY_SPOT + BESIDE_THE_PLAYER + THE_OTHER_ONE + SPANISH + EXPLORED_A_BIT
                         + WALKED_NOT_FELT + MIN_MAXED + HELD_AND_CLEARED + FAR_AND_NEAR
                         + JOINED_ON + REACH_AFTER + THEN_IF_ASKED + OTHERWISE_COLON)
def test_reading(order, meaning):
    assert reading(order) == meaning
