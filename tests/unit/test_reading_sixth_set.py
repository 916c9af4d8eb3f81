"""Orders as players of other hands type them (bench/fresh_orders_6.toml and the ways of saying
each of its families): each row an order and its reading in the full gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.reading.musings import mused
from tests.unit.readings import reading

# Where a distance is measured from, said at length: the player's place is the player; a place
# the reader cannot measure from is said so. "from where I'm standing" was measured from the
# companion, and "from the entrance" too: answered, wrong.
FROM_WHERE = [
    ("How far is the sword from where I'm standing?", "ask distance sword of player"),
    ("how far is the bow from where I am?", "ask distance bow of player"),
    ("how far is the bow from my position?", "ask distance bow of player"),
    ("how far is the bow from where you're standing now?", "ask distance bow of companion"),
    ("how far am I from the gorgon?", "ask distance gorgon of player"),
    ("how far is the bow from you?", "ask distance bow of companion"),
    ("how far is the sword from the entrance?",
     'unknown[cannot be done] "how far is the sword from the entrance"'),
    ("how far away is the bow from row 3 column 4?",
     'unknown[cannot be done] "how far away is the bow from row 3 column 4"'),
    ("how far is the bow from the top left corner?",
     'unknown[cannot be done] "how far is the bow from the top left corner"'),
]


@pytest.mark.parametrize(("order", "meaning"), FROM_WHERE)
def test_a_distance_is_measured_from_where_the_order_says_or_refused(order: str,
                                                                     meaning: str) -> None:
    assert reading(order) == meaning


# Our two healths said to be added, however the adding is said: their sum. "yours and mine
# added together" was read as two questions, each health answered and no total.
HEALTHS_ADDED = [
    "What's our total health, yours and mine added together?",
    "What's our total health, yours and mine?",
    "what's your health and mine added together?",
    "how much health do we have together?",
    "what's our combined health?",
]


@pytest.mark.parametrize("order", HEALTHS_ADDED)
def test_our_healths_said_to_be_added_are_their_sum(order: str) -> None:
    assert reading(order) == "ask value (health(companion) + health(player))"


@pytest.mark.parametrize("order", ["what's our health?", "tell me your health and mine"])
def test_our_healths_not_added_are_each_answered(order: str) -> None:
    assert reading(order) == "ask health of companion; ask health of player"


def _read_part(words: str) -> list:
    return list(read(words).steps)


# What the player says of their own mind: a musing, which asks nothing of the companion.
@pytest.mark.parametrize("sentence", [
    "I have a feeling it might come in handy later",
    "I don't really know what I'm doing yet",
    "I get a little nervous on my own in here",
    "I've honestly never played one of these before",
    "Sorry, I've completely lost track",
    "I want to see how these coordinates work",
    "I'm trying to plan ahead",
])
def test_the_player_speaking_of_their_own_mind_is_a_musing(sentence: str) -> None:
    assert mused(sentence, _read_part)


@pytest.mark.parametrize("sentence", [
    "I'd rather you didn't wander off",  # a wish of the companion
    "I want to see you kill the bat",
    "I want the sword",  # an order
    "I need the bow",
    "I think we should get the bow",  # a suggestion is an order
    "I'll eat the arrow",
])
def test_what_asks_something_of_the_companion_is_no_musing(sentence: str) -> None:
    assert not mused(sentence, _read_part)


# Shorthand typed on a phone ("w8", "lil", "col"): the word it stands for. They were words of no
# order, and the order around them was refused.
SHORTHAND = [
    ("w8 3 turns then grab an arow", "repeat 0x 3t: ; fetch arrow"),
    ("walk in a lil square n come back", "square; come_back"),
    ("go to row 3 col 4", "go_to 3,4"),
]


@pytest.mark.parametrize(("order", "meaning"), SHORTHAND)
def test_shorthand_typed_on_a_phone_is_the_word_it_stands_for(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# "them all" / "all of them" after a remark that names a kind: every one of them. It was one
# ("the bats are annoying, get them all" attacked one bat and said it was done). "Them" after a
# number of them, that many.
THEM_ALL = [
    ("the bats are annoying, get them all", "attack every bat"),
    ("the bats are annoying, kill all of them", "attack every bat"),
    # "them" after a number of them: that many ("get two arrows and bring them to me" brought
    # every arrow of the dungeon, fetching the third too)
    ("get two arrows and bring them to me", "fetch 2 arrow; bring 2 arrow"),
    ("grab two arrows, then give them to me", "fetch 2 arrow; bring 2 arrow"),
    ("get the arrows and bring them to me", "fetch every arrow; bring every arrow"),
    ("get two arrows and bring it to me", "fetch 2 arrow; bring arrow"),
]


@pytest.mark.parametrize(("order", "meaning"), THEM_ALL)
def test_them_all_after_a_remark_is_every_one_of_them(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# What the player says of their own mind beside an order: no step, so the order beside it is
# read (it was refused as not understood); alone, no order heard; beside an order the reader
# does not know, that order refused; a wish of the companion is no musing.
MUSINGS = [
    ("I'm new here. Get the bow.", "fetch bow"),
    ("Get the bow. I have a feeling it might come in handy later.", "fetch bow"),
    ("I don't really know what I'm doing yet. Fetch an arrow.", "fetch arrow"),
    ("Would you mind sticking close to me while I walk about a bit? I get a little nervous on "
     "my own in here.", "follow"),
    ("I've honestly never played one of these before. Could you explore a bit?", "explore"),
    ("Could you please go and stand on the tile at row 14, column 10? I want to see how these "
     "coordinates work.", "go_to 14,10; stay"),
    ("I think the sword is nice. Get it.", "fetch sword"),
    ("I'm new here. I don't know anything.", "(no steps)"),
    ("I think I'm getting hungry. Eat one of the arrows.",
     'unknown[no such action] "Eat one of the arrows"'),
    # not wandering off, beside a stay, is the stay (asides.kept_promises)
    ("Stay here. I'd rather you didn't wander off.", "stay"),
]


@pytest.mark.parametrize(("order", "meaning"), MUSINGS)
def test_what_the_player_says_of_their_own_mind_is_no_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# The way over said before an errand ("wander over and pick up the bow"): the errand, whose walk
# is the way; "wander over" was read as exploring first, "go over" as no action. A way to walk
# with no verb before ", and stop" is a walk: "then 2 steps down, and stop" dropped the walk and
# stopped where it was.
WAYS = [
    ("wander over and pick up the bow", "fetch bow"),
    ("go over and kill the bat", "attack bat"),
    ("walk over and stand by the bow", "go_to bow; stay"),
    ("go off and explore", "explore"),
    ("Go 6 steps left, then 2 steps down, and stop.", "walk left 6; walk down 2"),
    ("walk to the bow, then 2 steps down, and stay", "go_to bow; walk down 2; stay"),
]


@pytest.mark.parametrize(("order", "meaning"), WAYS)
def test_a_way_said_beside_an_errand_or_a_stop_is_walked(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A question of what would be, after a supposition: refused in words, never answered with how
# things are (it answered the monsters left now); a request put as "would you" is a request.
SUPPOSED = [
    "if the bats were gone, where would the gorgon be?",
    "if you picked up every arrow, how many swords would you carry?",
]


@pytest.mark.parametrize("order", SUPPOSED)
def test_a_question_of_what_would_be_is_refused_in_words(order: str) -> None:
    assert "unknown[cannot be done]" in reading(order) and "ask " not in reading(order)


def test_would_you_is_a_request_not_a_supposition() -> None:
    assert reading("if you have the sword, would you tell me how many bats there are?") == (
        "if has(companion, sword): ask count bat | ")


# Politeness said with "if" is no condition ("If it's not too much trouble, could you ...": the
# whole order was read as a condition and refused).
@pytest.mark.parametrize(("order", "meaning"), [
    ("If it's not too much trouble, could you get the bow?", "fetch bow"),
    ("if you don't mind, get the bow", "fetch bow"),
    ("get the bow, if that's alright with you", "fetch bow"),
    ("if it's no trouble at all, get the bow", "fetch bow"),
    ("I'm rather hopeless with a bow, I'm afraid (my cousin still teases me about it), so if "
     "it's no trouble at all, would you mind picking up the bow and keeping it yourself?",
     "fetch bow"),
    ("How much health have you got left, if you don't mind me asking?",
     "ask health of companion"),
])
def test_politeness_said_with_if_is_no_condition(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A question asked of a thing ("does the bow kill the gorgon?") is asked, never run: the words
# were cut before the verb as if typed run together ("get sword kill gorgon") and the companion
# went to fight.
@pytest.mark.parametrize(("order", "meaning"), [
    ("does the bow kill the gorgon?", "ask weakness gorgon"),
    ("can the sword kill a bat?", "ask weakness bat"),
    ("can you kill the bat?", "attack bat"),  # asked of the companion: a request
    ("get sword kill gorgon", "fetch sword; attack gorgon"),
])
def test_a_question_asked_of_a_thing_is_not_run(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A fight past named after "after that", last in a question ("are you ok after that fight?"):
# no joiner before a step; it was read as "are you ok", then a fight with a monster.
@pytest.mark.parametrize(("order", "meaning"), [
    ("are you ok after that fight?", "ask health of companion"),
    ("how are you after that fight?", "ask health of companion"),
    ("get the bow and after that fight the bat", "fetch bow; attack bat"),
])
def test_a_fight_past_after_that_is_no_step(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Whether the companion could win a fight with what it carries, asked: what defeats the monster
# named, had. "Is it possible for you to fight the bat nearest you with what you've got?" was
# run as a fight, fetching the weapons first (confidently wrong), and the others refused.
ARMED_ASKED = [
    ("Is it possible for you to fight the bat nearest you with what you've got?",
     "ask check has(companion, bow) and has(companion, arrow)"),
    ("Could you beat the gorgon right now with just what you're carrying?",
     "ask has sword of companion"),
    ("can you kill the gorgon with what you have?", "ask has sword of companion"),
    ("are you able to kill the bat with what you carry?",
     "ask check has(companion, bow) and has(companion, arrow)"),
    ("can you fight the gorgon with what you're holding on you?", "ask has sword of companion"),
    ("could you slay the gorgon with your current weapons?", "ask has sword of companion"),
    ("would you beat a bat with only what's in your bag right now?",
     "ask check has(companion, bow) and has(companion, arrow)"),
]


@pytest.mark.parametrize(("order", "meaning"), ARMED_ASKED)
def test_a_fight_asked_with_what_is_carried_asks_whether_it_is_had(order: str,
                                                                  meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", [
    "kill the bat with what you've got",  # an order, not asked: no weapon of the game named
    "fight the gorgon with your bare hands?",
])
def test_a_fight_said_with_no_weapon_of_the_game_is_refused(order: str) -> None:
    assert reading(order).startswith("unknown[cannot be done]")


# "the bat nearest you": the one nearest the companion, "you" taken with it (it was left over and
# passed for a remark, and what followed it with it).
@pytest.mark.parametrize(("order", "meaning"), [
    ("kill the bat nearest you", "attack bat"),
    ("kill the bat nearest you and come back", "attack bat; come_back"),
    ("get the arrow closest to you", "fetch arrow"),
    ("get the arrow nearest me", "fetch nearest-from-player arrow"),
])
def test_the_one_nearest_you_is_nearest_the_companion(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Everything handed over, said as "whatever you're carrying" (the model wrote it, and its program
# fetched the sword and said Done with the bow never handed over).
@pytest.mark.parametrize(("order", "meaning"), [
    ("First hand me whatever you're carrying, then go get the sword.", "hand_over; fetch sword"),
    ("give me whatever you have", "hand_over"),
    ("hand me all you have", "hand_over"),
])
def test_whatever_the_companion_carries_handed_over(order: str, meaning: str) -> None:
    assert reading(order) == meaning
