"""Talk that is no order gets an answer in words, and nothing runs."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from agent.refusal import refusal
from game.maps import load_map
from tests.unit.gist import gist


@pytest.mark.parametrize(("order", "starts"), [
    ("hello", "Hello! Tell me what to do in words"),
    ("Hi there!", "Hello! Tell me what to do in words"),
    ("thanks", "You're welcome."),
    ("thank you so much!", "You're welcome."),
    ("well done!", "Thanks! Ready for the next order."),
    ("good job", "Thanks! Ready for the next order."),
    ("help", "Tell me what to do in words: fetch or bring"),
    ("what can you do?", "Tell me what to do in words: fetch or bring"),
    ("who are you?", "I'm your companion in this dungeon."),
])
def test_talk_is_answered_in_words_and_runs_nothing(order, starts):
    # before: "I don't know how to hello", "I didn't hear an order", "I don't know how to done"
    (step,) = read(order).steps
    assert isinstance(step, m.Unknown)  # nothing runs; the order before keeps running
    assert refusal(read(order), load_map()).startswith(starts)


@pytest.mark.parametrize(("order", "meaning"), [
    ("hi, get the sword", "fetch sword"),
    ("great, now follow me", "follow"),
    ("thanks, now come back", "come_back"),
    ("help me fight the bat", "attack bat"),
])
def test_talk_around_an_order_is_the_order(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(("order", "meaning"), [
    # asked as whether the companion is able to: the order itself (it was not understood)
    ("are you able to get the sword", "fetch sword"),
    ("would you be able to kill the bat", "attack bat"),
    ("is it possible for you to fetch the bow", "fetch bow"),
])
def test_asking_whether_the_companion_is_able_to_is_the_order(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize("order", ["look out, a bat", "watch out for the gorgon", "careful!",
                                   "there's a bat behind you"])
def test_a_warning_with_nothing_to_do_asks_what_to_do(order):
    # "look out, a bat" explored ("look" as in "look around")
    said = refusal(read(order), load_map())
    assert said.startswith("What should I do about it? Tell me to run, to come back to you, or "
                           "to fight it")
    # and what it can do about the monster named, with how far it is
    assert "I can attack the" in said or "bat" not in order and "gorgon" not in order


@pytest.mark.parametrize("order", ["I'll get the sword", "let me handle this", "I've got this",
                                   "leave it to me"])
def test_the_players_own_part_is_answered_not_refused(order):
    # "I didn't hear an order: tell me in words what to do." or "I don't know how to ..."
    said = refusal(read(order), load_map())
    assert read(order).talk and said.startswith("All right, that part is yours")
    assert "until you give me another" in said  # the last order goes on: said, not hidden
    assert "I can fetch" not in said  # nothing offered about the thing the player will do


def test_the_players_part_with_one_for_the_companion_is_an_order():
    assert gist("I'll get the sword, you get the bow") == "fetch bow"


@pytest.mark.parametrize("order", ["what are you doing?", "where are you going?", "are you done?"])
def test_asking_what_the_companion_is_at_points_to_its_status(order):
    # "where are you going?" said where the companion stands; the others were refused
    said = refusal(read(order), load_map())
    assert read(order).talk and said.startswith("I'm at your last order")


@pytest.mark.parametrize("order", ["where should I go?", "which way should we go now?"])
def test_asking_where_to_go_is_asking_for_advice(order):
    # "where should I go?" was answered with where the player stands
    assert read(order).talk
    assert refusal(read(order), load_map()).startswith("We win when no monster is left")


@pytest.mark.parametrize("order", ["be careful", "stay safe out there", "take care"])
def test_a_wish_for_care_is_answered_with_how_the_companion_keeps_safe(order):
    # "be careful" was taken for a warning: "What should I do about it?"
    said = refusal(read(order), load_map())
    assert said.startswith("I will: fetching, bringing and coming back I walk round every "
                           "monster's reach")
    assert read(order).talk


@pytest.mark.parametrize(("order", "meaning"), [
    ("be careful and get the sword", "fetch sword"),
    ("the gorgon is coming, run", "flee"),
    # "with it" is the weapon, not the bats
    ("go get the bow and then shoot all the bats with it", "fetch bow; attack every bat"),
])
def test_care_and_warnings_around_an_order_are_the_order(order, meaning):
    assert gist(order) == meaning


def test_watching_out_for_the_player_is_no_warning():
    # "watch out for me" is a library order (guard the player), not a warning to ask about
    assert gist("watch out for me") == "guard player"


@pytest.mark.parametrize(("order", "said"), [
    # each order is read on its own: "again" has nothing to repeat, and is asked for in words
    ("do it again", "Tell me the order itself again in words"),
    ("repeat that", "Tell me the order itself again in words"),
    ("undo that", "I can't undo what is done"),
])
def test_again_and_undo_are_answered_in_words(order, said):
    assert refusal(read(order), load_map()).startswith(said)
    # ... but "do that twice" after an order in the same message repeats it
    assert gist("Get an arrow. Do that twice.") == "repeat 2x 0t: fetch arrow"


def test_how_to_win_is_answered_with_the_rules():
    said = refusal(read("how do I win?"), load_map())
    assert said.startswith("We win when no monster is left: a gorgon falls to the sword, a bat "
                           "to the bow and an arrow; you lose at 0 health.")


@pytest.mark.parametrize("order", ["what should I do?", "what's the plan?", "give me a hint",
                                   "any tips?", "I'm stuck"])
def test_asking_for_advice_is_answered_with_the_way_to_win(order):
    # "I don't know how to answer that." before
    meaning = read(order)
    assert meaning.talk
    assert refusal(meaning, load_map()).startswith("We win when no monster is left: the sword "
                                                   "defeats the gorgon")


def test_advice_about_a_thing_is_no_talk():
    assert not read("what should I do with the bow?").talk


@pytest.mark.parametrize("order", ["carry on", "continue", "keep going", "as you were"])
def test_going_on_is_answered_and_starts_nothing(order):
    # "I don't know how to continue." before; the order under way goes on by itself
    meaning = read(order)
    assert meaning.talk
    assert refusal(meaning, load_map()) == ("I keep doing your last order until you give me "
                                            "another.")
