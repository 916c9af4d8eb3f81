"""Families of orders by other hands (bench/fresh_orders_32.toml and after) that were said back
and are read now: a heading that opens with a verb and asks in words of its own for what the
words after its colon say in the game's ("Keep this burner warm for me: guard row 20, column 8":
``headings.spelt_out``); a sports ground as the map (``lexicon.WHOLE_WORDS``); a swim as a walk
and back at any pace as coming back ("swim back over", ``lexicon_parts.MOVE_VERBS``,
``lexicon_idioms.PACING``); a rest of so many turns taken ("take a five-turn breather",
``lexicon_idioms.RESTS``); steps counted by their number alone, after a heading or none ("one, pick
up the bow. Two, ...", text._STEP_MARK); the player's spot in their own words after "to me"
("hand it to me at the belay", ``lexicon_idioms.TO_MY_SPOT``).
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


@pytest.mark.parametrize(("order", "meaning"), SPELT_OUT + GROUND + PACED + RESTED + COUNTED_OFF
                         + MY_SPOT)
def test_reading(order, meaning):
    assert reading(order) == meaning
