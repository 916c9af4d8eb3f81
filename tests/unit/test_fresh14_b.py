"""Idioms and figures of speech of bench/fresh_orders_14.toml (orders 66-98) for the moves,
things and states the game has, read as their plain words are: each is a phrase of a word class
in agent/reading/lexicon_idioms.py, which the lexicon's classes take in ("pop over to the sword"
is going to it, "hotfoot it back to me" coming back, "bide your time for 4 turns" a wait, "on
your last legs" low health, "those critters" any monster, "pronto" a hurry that changes
nothing). Siblings the set does not hold are read the same; literal uses of the same words and
orders the game cannot do stay as they were."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    # the set's orders
    ("make yourself scarce, that bat's right on top of you", "flee"),
    ("scram to the top left, pronto", "go_to top left"),
    ("hold the fort while I go have a look around", "stay"),
    ("pop over to the sword", "go_to sword"),
    ("how many of those critters are still alive and kicking?", "ask count monster"),
    ("leave the bow be and go lie low in the bottom left corner",
     "keep_off bow; go_to bottom left; stay"),
    ("nab the sword and hotfoot it back to me", "fetch sword; come_back"),
    ("bide your time for 4 turns, then make a beeline for the bow", "repeat 0x 4t: ; fetch bow"),
    (
        "if you're on your last legs, stick by me, otherwise nip over and get the bow",
        "if health(companion) <= 1: follow | fetch bow",
    ),
    # going somewhere, in slang: other verbs, things, places, politeness
    ("nip over to the bow", "go_to bow"),
    # a gamer's shot ("pop the closest bat", the sixteenth set's #72), as "pop over to" is going
    ("pop the bat", "attack bat"),
    ("pop the gorgon", "attack gorgon"),
    ("pop to the bow", "go_to bow"),
    ("please pop over to the bow", "go_to bow"),
    ("leg it to the sword", "go_to sword"),
    ("make tracks for the top right corner", "go_to top right"),
    # making a beeline for a thing is going for it (lexicon_typed.ON_A_THING_JARGON): getting it,
    # or fighting a monster; for a place, going there
    ("make a beeline for the sword", "fetch sword"),
    ("make a beeline for the arrows", "fetch every arrow"),
    ("make a beeline for the bat", "attack bat"),
    ("make a beeline for the middle", "go_to middle"),
    ("hotfoot it to the bow", "go_to bow"),
    ("mosey on over to the bow", "go_to bow"),
    ("toddle off to the middle", "go_to middle"),
    ("scarper to the bottom left corner", "go_to bottom left"),
    ("hightail it to the sword", "go_to sword"),
    ("pop over to the top left", "go_to top left"),
    ("nip down to the bottom left corner", "go_to bottom left"),
    ("leg it to the top left corner", "go_to top left"),
    ("pop over to the bow and pick it up", "fetch bow"),
    ("pop over to me", "come_back"),
    # coming back
    ("hotfoot it back to me", "come_back"),
    ("leg it back here", "come_back"),
    ("get the sword and nip back to me", "fetch sword; come_back"),
    ("pop back to me", "come_back"),
    ("make tracks back", "come_back"),
    ("scurry back to me, pronto", "come_back"),
    # running off
    ("make yourself scarce", "flee"),
    ("run for the hills", "flee"),
    ("head for the hills, the gorgon is coming", "flee"),
    ("scarper", "flee"),
    ("vamoose", "flee"),
    # staying, for a while, and at a place
    ("hold the fort", "stay"),
    ("sit tight and hold the fort", "stay"),
    ("bide your time", "stay"),
    ("lie low", "stay"),
    ("keep your head down", "stay"),
    ("hang back", "stay"),
    ("bide your time for 3 turns", "repeat 0x 3t: "),
    ("lie low for 5 turns then get the bow", "repeat 0x 5t: ; fetch bow"),
    ("hang fire for 2 turns, then get the sword", "repeat 0x 2t: ; fetch sword"),
    ("lay low in the top right corner", "go_to top right; stay"),
    ("hole up in the bottom left corner", "go_to bottom left; stay"),
    ("hunker down by the bow", "go_to bow; stay"),
    # fighting and looking around, said as figures
    ("go and sort out that gorgon once and for all", "attack gorgon"),
    ("sort out the bats", "attack every bat"),
    ("polish off the bat", "attack bat"),
    ("make short work of the gorgon", "attack gorgon"),
    ("go have a nose around", "explore"),
    ("snoop around", "explore"),
    ("have a gander", "explore"),
    ("scope out the area", "explore"),
    # a monster popping up is its showing up, as a condition
    ("if a bat pops up, kill it", "wait once near(bat, 5, companion): attack bat"),
    ("when the gorgon pops up, run", "wait once near(gorgon, 5, companion): flee"),
    ("if any monsters pop up, come back to me", "wait once near(monster, 5, companion): come_back"),
    # a patrol's way said as a likeness, which changes nothing
    ("walk back and forth between the bow and me like a yo-yo", "patrol bow to player"),
    ("go back and forth between the bow and me like a pendulum", "patrol bow to player"),
    # a hurry, which changes nothing
    ("get the bow, chop chop", "fetch bow"),
    ("go to the sword on the double", "go_to sword"),
    ("get the sword, sharpish", "fetch sword"),
    ("fetch the arrow in a jiffy", "fetch arrow"),
    ("come back, and make it snappy", "come_back"),
    # keeping away, said as giving a wide berth (errands.CLAUSES "a wide berth")
    ("give the gorgon a wide berth, would you", "keep_away gorgon"),
    ("give the bat a wide berth", "keep_away bat"),
    ("please give that gorgon a very wide berth", "keep_away gorgon"),
    ("give the bats a good berth, ok", "keep_away bat"),
    # away from the player
    ("give me some breathing room", "keep_distance player 6..-"),
    ("give me a wide berth", "keep_distance player 6..-"),
    # health said as a figure, of either of us, as a condition and asked
    ("if you're on your last legs, come back", "if health(companion) <= 1: come_back | "),
    ("if I'm on my last legs, come to me", "if health(player) <= 1: come_back | "),
    ("if you are at death's door, stay put", "if health(companion) <= 1: stay | "),
    (
        "if you're fit as a fiddle, kill the gorgon, otherwise stay here",
        "if health(companion) >= 3: attack gorgon | stay",
    ),
    ("are you on your last legs?", "ask check health(companion) <= 1"),
    # any monster, said with contempt
    ("how many critters are left?", "ask count monster"),
    ("kill the critters", "attack every monster"),
    ("how many varmints are there", "ask count monster"),
    # literal uses and slips of the game's nouns read as before
    ("lie down", "stay"),
    ("get teh arow", "fetch arrow"),
    ("kill the gorgn", "attack gorgon"),
    ("get the sowrd", "fetch sword"),
]


# A distance from the player said with no one named beside it (agent/reading/bare_distance.py),
# its amount after the comma (the "leave me be" row of distances_kept.DISTANCES) or in a sentence of
# its own (agent/reading/amount_after.py), as other amounts said after their step are.
DISTANCE = [
    (
        "keep your distance, give me some breathing room. four or five tiles, say",
        "keep_distance player 4..5",
    ),
    ("keep your distance, give me some space", "keep_distance player 6..-"),
    ("give me some space, keep your distance", "keep_distance player 6..-"),
    ("give me some space, four or five tiles", "keep_distance player 4..5"),
    ("leave me alone, at least 5 tiles", "keep_distance player 5..-"),
    ("give me some breathing room, four or five tiles, say", "keep_distance player 4..5"),
    ("keep your distance from me. four or five tiles, say", "keep_distance player 4..5"),
    ("keep away from me. 4 tiles", "keep_distance player 4..-"),
    ("keep away from the gorgon. at least 5 tiles", "keep_distance gorgon 5..-"),
    ("walk left. 3 steps", "walk left 3"),
    ("wait. 4 turns", "repeat 0x 4t: stay"),
    # a keeping away alone is still from the monsters
    ("keep your distance", "keep_away monster"),
    # an amount hedged with "say" after the comma is the amount (hedged_amounts), not a saying
    ("keep away from me, say 4 tiles", "keep_distance player 4..-"),
    ("keep your distance from me, say four or five tiles", "keep_distance player 4..5"),
    ("walk left, say 3 steps", "walk left 3"),
    ("wait, say 4 turns", "repeat 0x 4t: stay"),
    ("go to the bow, say hi", "go_to bow; say 'hi'"),
    ("say 4 tiles", "say '4 tiles'"),
]


@pytest.mark.parametrize(("order", "expected"), DISTANCE)
def test_a_distance_from_the_player_is_read_with_its_amount(order, expected):
    assert reading(order) == expected


@pytest.mark.parametrize(("order", "expected"), READ)
def test_an_idiom_is_read_as_its_plain_words(order, expected):
    assert reading(order) == expected


REFUSED = [
    # no move of the game's, nor a figure of one
    "go low",
    "nip the bat",
    "lie to me",
    # an amount after a step it does not measure; two distances from two things at once
    "get the bow. 3 tiles",
    "keep away from the gorgon, give me some space",
    "stay back, say 4 tiles",
    "give the gorgon the sword",
    "give the bow a wide berth",
    # left to be restated (bench/orders.toml keeps it unread)
    "have a nosey round the place",
    # the set's must-refuse orders of this voice
    "go bury the hatchet with the gorgon, shake hands and make up",
    "rustle me up a shield out of thin air, would you",
    "give me a leg up over that wall, I can't be bothered walking round",
    "be a love and put the kettle on, I'm gasping for a cuppa",
]


@pytest.mark.parametrize("order", REFUSED)
def test_what_is_no_move_of_the_game_stays_refused(order):
    said = reading(order)
    assert "unknown[" in said or said == "(no steps)"
