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
# ("the bats are annoying, get them all" attacked one bat and said it was done).
THEM_ALL = [
    ("the bats are annoying, get them all", "attack every bat"),
    ("the bats are annoying, kill all of them", "attack every bat"),
]


@pytest.mark.parametrize(("order", "meaning"), THEM_ALL)
def test_them_all_after_a_remark_is_every_one_of_them(order: str, meaning: str) -> None:
    assert reading(order) == meaning
