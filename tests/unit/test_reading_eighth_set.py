"""Orders as players of other hands type them (bench/fresh_orders_8.toml: a child, a planner of
numbered steps, a player who suggests, a joker): each row an order and its reading in the full
gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading.text import clean
from tests.unit.readings import reading

# Steps numbered or lettered, inline or one to a line, after a heading or none: each a sentence
# of its own (the planner's 21 orders were refused over "1)").
LISTED = [
    ("1) get the bow 2) grab an arrow 3) shoot the bat nearest you",
     "fetch bow; fetch arrow; attack bat"),
    ("1. go to the bottom-left corner\n2. stay there", "go_to bottom left; stay"),
    ("Plan:\na) pick up the bow\nb) pick up an arrow\nc) come back to me",
     "fetch bow; fetch arrow; come_back"),
    ("1. wait 4 turns 2. get an arrow 3. bring it to me",
     "repeat 0x 4t: ; fetch arrow; bring arrow"),
    ("1) if you have the sword, kill the gorgon 2) if not, stay where you are",
     "if has(companion, sword): attack gorgon | stay"),
    ("(1) get the sword (2) kill the gorgon", "fetch sword; attack gorgon"),
    ("Steps: 1. get the sword 2. kill the gorgon", "fetch sword; attack gorgon"),
]


@pytest.mark.parametrize(("order", "meaning"), LISTED)
def test_numbered_steps_are_sentences_of_their_own(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# Numbers that are no list stay as they are: a row and a column, a count, a list that does not
# count up from its first.
@pytest.mark.parametrize("order", ["go to row 2. then come back", "walk 2) steps right",
                                   "get 2 arrows. 1) is enough", "go to row 14, column 10."])
def test_numbers_that_are_no_list_are_left_as_they_are(order: str) -> None:
    assert clean(order) == order


def test_a_list_that_does_not_count_up_is_not_taken_apart() -> None:
    assert reading("2) get the bow 1) grab an arrow").startswith("unknown")


# A remark after a comma that says a number is said back, never dropped with the number in it
# ("keep your distance, the bats smell like 2 to 4 tiles" kept away from the monsters; "..., you
# smell like 2 to 4 tiles" is the joker's distance from me: test_joker_and_terse_voices).
@pytest.mark.parametrize("order", ["keep your distance, the bats smell like 2 to 4 tiles",
                                   "follow me, i have 2 arrows"])
def test_a_remark_with_a_number_is_said_back(order: str) -> None:
    assert "unknown[" in reading(order)


def test_a_remark_without_a_number_is_still_a_remark() -> None:
    assert reading("scram, a bat is coming") == "flee"


# A fight "with it", "it" an item named before that cannot defeat the monster: refused with what
# it takes (the eighth set's "1. get the bow 2. get an arrow 3. shoot the gorgon with it", to be
# refused, fought the gorgon with the sword).
@pytest.mark.parametrize("order", [
    "1. get the bow\n2. get an arrow\n3. shoot the gorgon with it",
    "get the bow. get an arrow. shoot the gorgon with it",
    "get the bow, get an arrow, then shoot the gorgon with it",
])
def test_a_fight_with_what_cannot_win_it_is_refused(order: str) -> None:
    assert reading(order).endswith('unknown[cannot be done] "shoot the gorgon with it"')


@pytest.mark.parametrize(("order", "meaning"), [
    ("Get the sword. Kill the gorgon with it.", "fetch sword; attack gorgon"),
    ("get the bow and shoot the bats with it", "fetch bow; attack every bat"),
    ("get an arrow then kill the bat with it", "fetch arrow; attack bat"),
])
def test_a_fight_with_what_wins_it_is_the_fight(order: str, meaning: str) -> None:
    assert reading(order) == meaning
