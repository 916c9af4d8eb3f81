"""Two voices of the twentieth fresh set (bench/fresh_orders_20.toml): a sleepy, half-awake
player's and a game-show host's. Their words are rows "sleepy" and "host" of voices.VOICES
(forms in agent/reading/show.py, words in agent/reading/lexicon_show.py); families under them
are general: the monsters defeated asked in the passive with when ("how many monsters have been
defeated so far tonight?", "taken down"), a count of what was done to things said without who
did it never answered as what there is ("how many monsters have been eaten?"), kinds named
alone and then added up ("monsters plus items.. add em up": kinds_added), a band of
distances with both bounds denied after it (exact_distance._BAND), a guard of a spot and its
reach said of "it" (guarded_spot). Each row an order and its reading in the gist notation of
tests/unit/gist.py; near-misses stay refused or read otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The monsters defeated, asked in the passive and with when: never the monsters there are.
DEFEATED = [
    ("How many monsters have been defeated so far tonight?", "ask value defeated(monster)"),
    ("how many monsters have been defeated tonight", "ask value defeated(monster)"),
    ("how many bats have been slain this round?", "ask value defeated(bat)"),
    ("how many monsters have been taken down so far?", "ask value defeated(monster)"),
    ("how many bats have been killed so far today?", "ask value defeated(bat)"),
    ("how many monsters have you taken down tonight?", "ask value defeated(monster, companion)"),
    ("have you killed anything tonight?", "ask check defeated(monster, companion) > 0"),
    ("how many gorgons did I take down?", "ask value defeated(gorgon, player)"),
    # done to them, not by one of us, and no defeat: not what there is
    (
        "how many monsters have been eaten so far tonight?",
        'unknown[cannot be done] "how many monsters have been eaten so far tonight"',
    ),
    (
        "how many arrows have been picked up?",
        'unknown[cannot be done] "how many arrows have been picked up"',
    ),
    ("how many bats were hidden?", 'unknown[cannot be done] "how many bats were hidden"'),
    # still counts of what there is
    ("how many arrows have been seen?", "ask count arrow"),
    ("how many arrows were there?", "ask count arrow"),
    ("how many items are scattered around?", "ask count item"),
]


# A sleepy player: bedtime after "then" and tails after ".." left out, "ok" before "..", snores,
# "next 2 the bow", "or wait yes ..." a correction, "see N tiles u havent been on" exploring,
# "like a screensaver" after a patrol, "gimme" after a giving, "ur hurt", "arrow.. the close
# one.. go grab it".
SLEEPY = [
    ("arrow.. the close one.. go grab it pls zzz", "fetch arrow"),
    ("zzz.. bow.. the near one.. fetch it", "fetch bow"),
    ("sword.. the far one.. bring it to me", "bring farthest-from-companion sword"),
    ("u have the bow n an arrow.. go shoot a bat ok.. then sleep", "attack bat"),
    ("kill the bat ok.. then bed", "attack bat"),
    ("get the bow n then go to sleep", "fetch bow"),
    ("stay close.. im going to bed", "follow"),
    ("get the bow.. so tired", "fetch bow"),
    ("go stand next 2 the bow.. dont pick it up tho", "keep_off bow; go_to bow; stay"),
    ("come back 2 me.. so tired", "come_back"),
    ("go 2 the sword", "go_to sword"),
    ("3 steps right.. or wait yes 3 right", "walk right 3"),
    ("get the bow.. or wait, the sword", "fetch sword"),
    ("walk 2 steps up.. or wait no, 3 up", "walk up 3"),
    ("wander around a bit.. see 15 tiles u havent been on", "explore 15 tiles"),
    ("explore.. see 10 tiles u havent visited", "explore 10 tiles"),
    ("walk back n forth between me and the bow ok.. like a screensaver", "patrol player to bow"),
    ("patrol between me and the sword.. like a roomba", "patrol player to sword"),
    ("two steps right.. and again.. same thing", "repeat 2x 0t: walk right 2"),
    ("three steps to the left.. and again.. same thing", "repeat 2x 0t: walk left 3"),
    ("give me the sword.. everything u got.. gimme", "bring sword"),
    ("give me the bow.. gimme", "bring bow"),
    (
        "if ur hurt come back.. otherwise just get the bow",
        "if health(companion) < 3: come_back | fetch bow",
    ),
    ("if ur low on health come back", "if health(companion) <= 1: come_back | "),
    ("guard row 8 col 15 for me.. stay within 1 of it", "guard 8,15 -..1"),
    ("monsters plus items.. add em up for me", "ask value (count(monster) + count(item))"),
    ("bats n arrows.. add em up", "ask value (count(bat) + count(arrow))"),
    # near-misses: "2" as a number, a likeness of no patrol, bedtime alone, the set's refusals
    ("walk 2 left", "walk left 2"),
    ("go 2 steps left", "walk left 2"),
    ("stay here.. like a screensaver", 'stay; unknown[no such action] "like a screensaver"'),
    ("go to bed", 'unknown[not understood] "go to bed"'),
    ("say zzz", "say 'zzz'"),
    ("say im so tired.. zzz", "say 'im so tired.. zzz'"),
    ("sleep", 'unknown[no such action] "sleep"'),
    ("gimme", 'unknown[ambiguous] "give me"'),
    ("make me a coffee pls.. so tired", 'unknown[no such action] "make me a coffee"'),
    (
        "get the bow n shoot the gorgon with it.. then bed",
        'fetch bow; unknown[cannot be done] "shoot the gorgon with it"',
    ),
    (
        "turn off the lights in my room im going to bed",
        'unknown[no such action] "turn off the lights in my room I\'m going to bed"',
    ),
]

# A game-show host: calls before the order ("Quick-fire round!", "Round two!", "Contestant
# number one, your first challenge:", "For one hundred points:", "Now, for the bonus:", "Time
# to cash in!", "Our audience wants a hero:", "Tricky one:") and urging after it ("Clock's
# ticking!", "Numbers only, please!", "Think carefully!") left out, and why the show wants it
# ("for the suspense", "for double points", "for the points"); "your host" the player, "our
# studio" the dungeon, "race to" running, "the gorgon is all yours" a fight, "Bow? Check." had.
HOST = [
    (
        "Contestant number one, your first challenge: find the SWORD and pick it up! Clock's "
        "ticking!",
        "fetch sword",
    ),
    ("Contestant number two, your next challenge: follow me!", "follow"),
    ("For one hundred points: fetch the bow and put it in my hands!", "fetch bow; bring bow"),
    ("For two hundred points: bring me the sword!", "bring sword"),
    ("Round two! Find the nearest arrow and deliver it to your host!", "bring arrow"),
    ("Round three: kill the gorgon!", "attack gorgon"),
    ("Lightning round! Where is the bow?", "ask where bow"),
    ("Bow? Check. Arrow? Check. Now, for the bonus: defeat a bat!", "attack bat"),
    ("Sword? Check. Now, for the jackpot: kill the gorgon!", "attack gorgon"),
    ("Please make your way to the bottom left corner of our studio!", "go_to bottom left"),
    ("Final lap: go to the bottom right corner of our studio!", "go_to bottom right"),
    (
        "Take three steps to the right... and for double points, do it once more!",
        "repeat 2x 0t: walk right 3",
    ),
    ("Stay with your host as we walk over to the next set!", "follow"),
    ("Stay with your host as we head over to the next set!", "follow"),
    (
        "Your challenge this round: keep within two tiles of me, wherever I go!",
        "keep_distance player -..2",
    ),
    ("Danger round! Keep your distance from the gorgon, don't let it get near you!",
     "keep_away gorgon"),
    (
        "Tricky one: stay between three and five tiles from me, no closer, no farther!",
        "keep_distance player 3..5",
    ),
    ("Our audience wants a hero: stand between me and the gorgon!", "protect gorgon"),
    ("Our audience wants a hero: kill the bats!", "attack every bat"),
    (
        "Hold still for three turns for the suspense... then go get the bow!",
        "repeat 0x 3t: stay; fetch bow",
    ),
    ("Walk five steps down for the cameras!", "walk down 5"),
    ("Time to cash in! Hand me everything you're carrying!", "hand_over"),
    ("Time to cash in! Give me the bow!", "bring bow"),
    ("Quick-fire round! How many items are lying on the ground?", "ask count item"),
    ("Bonus round! How many bats are left? Clock's ticking!", "ask count bat"),
    ("Where is the sword? Give me the row and the column for the points!", "ask where sword"),
    ("How far away is the gorgon from you? Numbers only, please!",
     "ask distance gorgon of companion"),
    ("How many arrows do you have? Numbers only!", "ask carrying arrow of companion"),
    ("Which monster is nearest to me? Think carefully!", "ask which monster of player nearest"),
    (
        "If you're holding the sword, the gorgon is all yours; if not, go fetch the bow!",
        "if has(companion, sword): attack gorgon | fetch bow",
    ),
    ("the bat is all yours", "attack bat"),
    ("the bow is all yours", "fetch bow"),
    (
        "If my health is full, race to the bottom left corner; if not, come back to me!",
        "if health(player) >= 3: go_to bottom left | come_back",
    ),
    ("race back to your host!", "come_back"),
    ("Final lap! Run to row 8, column 15, and then come right back to me!",
     "go_to 8,15; come_back"),
    # near-misses: no order after the call, a call that is an order, what the game lacks, the
    # set's refusals
    ("Round two!", 'unknown[no such action] "Round two"'),
    (
        "patrol one more round: between the bow and me",
        'unknown[not understood] "patrol one more round: between the bow and me"',
    ),
    ("the moon is all yours", 'unknown[not understood] "the moon is all yours"'),
    ("Spin the wheel of fortune!", 'unknown[no such action] "Spin the wheel of fortune"'),
    ("Your challenge: eat the bow!", 'unknown[no such action] "eat the bow"'),
    (
        "Your challenge: move the player three tiles to the left!",
        'unknown[no such action] "move the player three tiles to the left"',
    ),
    (
        "For the jackpot: defeat the gorgon with the arrows alone!",
        'unknown[cannot be done] "defeat the gorgon with the arrows alone"',
    ),
    ("Sudden death round: attack the player!", 'unknown[does not fit] "attack the player"'),
]

# General families under them: kinds added up, a band with both bounds denied, a spot guarded.
UNDER = [
    ("bats and arrows, add them up", "ask value (count(bat) + count(arrow))"),
    ("the bats and the arrows: add them up please", "ask value (count(bat) + count(arrow))"),
    ("bats plus gorgons. sum them up", "ask value (count(bat) + count(gorgon))"),
    ("bow and sword, add them up", 'unknown[not understood] "bow and sword, add them up"'),
    ("bats and bats, add them up", 'unknown[not understood] "bats and bats, add them up"'),
    # kinds_added: the words not read taken as the sum, as data (no question written and read)
    (
        "monsters, items and bats.. add em up",
        "ask value ((count(monster) + count(item)) + count(bat))",
    ),
    (
        "get the bow. bats and arrows, add them up",
        "fetch bow; ask value (count(bat) + count(arrow))",
    ),
    ("bats. add them up", 'unknown[not understood] "add them up"'),
    (
        "keep between 2 and 4 tiles away from the bow, no more, no less",
        "keep_distance bow 2..4",
    ),
    ("stay 3 tiles from me, no closer, no farther", "keep_distance player 3..3"),
    ("stand 2 tiles from the bow, no more, no less", "keep_distance bow 2..2"),
    ("guard the top left corner. Stay within 2 tiles of it.", "guard top left -..2"),
    ("guard [8, 15], keep within two of there", "guard 8,15 -..2"),
    ("guard the middle, stay within 3 of it", "guard middle -..3"),
]


@pytest.mark.parametrize(("order", "meaning"), DEFEATED + SLEEPY + HOST + UNDER)
def test_reading(order, meaning):
    assert reading(order) == meaning


def test_kinds_added_are_summed_as_data() -> None:
    """The sum of kinds named alone is carried into the meaning, not written out as a question
    and read again (``kinds_added.framed`` is gone)."""
    from agent.reading import kinds_added, read

    assert not hasattr(kinds_added, "framed")
    assert read("monsters plus items.. add em up for me").steps[0].words == (
        "monsters plus items, add them up for me"
    )
