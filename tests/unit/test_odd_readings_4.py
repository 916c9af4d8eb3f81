"""Readings once confidently wrong (the fourth list): "how many arrows, bats and swords are
there added together" summed the arrows and the swords and dropped the bats without a word (a
list of kinds summed counts every kind listed: agent/reading/counts.counts_summed); "the sword or
the bow. get it" fetched the bow (an "it" on a choice of two is asked back:
agent/reading/topic_first.either_first); "count the arrows and count the bats and add them
together" counted the arrows and then asked the sum (counts asked then added are the one sum:
agent/reading/added_after.py). Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from agent.refusal import refusal
from game.maps import load_map
from tests.unit.readings import reading

# Three kinds (or more) summed: each one counted; two as before.
LISTED_SUM = [
    (
        "how many arrows, bats and swords are there added together",
        "ask value ((count(arrow) + count(bat)) + count(sword))",
    ),
    (
        "how many bats, arrows and the gorgon together?",
        "ask value ((count(bat) + count(arrow)) + count(gorgon))",
    ),
    # near-misses: two kinds, as they read
    ("how many bats and gorgons are there altogether?", "ask value (count(bat) + count(gorgon))"),
    ("add the bats to the gorgons", "ask value (count(bat) + count(gorgon))"),
]


@pytest.mark.parametrize(("order", "gist"), LISTED_SUM)
def test_every_kind_listed_is_summed(order: str, gist: str) -> None:
    assert reading(order) == gist


# "it" on one of two things offered as a choice just before: done on the nearer of the two when
# it starts, as "get the sword or the bow" is, never the one named last; "them" on a choice of two
# (both? each?) is said back.
IT_OF_A_CHOICE = [
    (
        "the sword or the bow. get it",
        "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow",
    ),
    (
        "the bat or the gorgon. kill it",
        "if distance(bat, companion) < distance(gorgon, companion): attack bat | attack gorgon",
    ),
    (
        "the bow or an arrow, get it",
        "if distance(bow, companion) < distance(arrow, companion): fetch bow | fetch arrow",
    ),
    (
        "the sword or the bow: grab it",
        "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow",
    ),
    (
        "the arrow or the bow. fetch it for me",
        "if distance(arrow, companion) < distance(bow, companion): bring arrow | bring bow",
    ),
    (
        "the sword or the bow. get it, then come back",
        "if distance(sword, companion) < "
        "distance(bow, companion): fetch sword; come_back | fetch bow; come_back",
    ),
]
THEM_OF_A_CHOICE = [
    ("the sword or the bow, get them", "the sword or the bow, get them"),
    ("the bat or the gorgon. kill them", "kill them"),
]

# Near-misses: a question of which, an errand on the nearer of two, one thing named first.
NOT_A_CHOICE_OF_IT = [
    ("the sword or the bow. which is closer?", "ask which sword,bow of companion nearest"),
    (
        "get the sword or the bow",
        "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow",
    ),
    ("the bow. get it", "fetch bow"),
    ("the bow, get it", "fetch bow"),
]


@pytest.mark.parametrize(("order", "gist"), IT_OF_A_CHOICE)
def test_it_of_a_choice_is_the_nearer_of_the_two(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "words"), THEM_OF_A_CHOICE)
def test_them_of_a_choice_is_asked_back(order: str, words: str) -> None:
    meaning = read(order)
    last = meaning.steps[-1]
    assert isinstance(last, m.Unknown) and last.reason == m.Reason.AMBIGUOUS
    assert last.words == words
    assert not any(isinstance(s, m.Act) for s in m.walk(meaning.steps))
    assert "which one do you mean" in refusal(meaning, load_map()).lower()


@pytest.mark.parametrize(("order", "gist"), NOT_A_CHOICE_OF_IT)
def test_near_misses_of_a_choice_read_as_before(order: str, gist: str) -> None:
    assert reading(order) == gist


# Counts asked one by one, then "add them together": the one sum, not a count then a sum.
COUNTED_THEN_ADDED = [
    (
        "count the arrows and count the bats and add them together",
        "ask value (count(arrow) + count(bat))",
    ),
    ("count the arrows, count the bats, add them up", "ask value (count(arrow) + count(bat))"),
    ("how many arrows? how many bats? add them together", "ask value (count(arrow) + count(bat))"),
    (
        "arrows. how many are there. and bats. add them together",
        "ask value (count(arrow) + count(bat))",
    ),
    # near-misses: no adding, or the sum asked in one
    ("count the arrows and count the bats", "ask count arrow; ask count bat"),
    (
        "how many arrows and bats are there, add them together",
        "ask value (count(arrow) + count(bat))",
    ),
]


@pytest.mark.parametrize(("order", "gist"), COUNTED_THEN_ADDED)
def test_counts_then_added_are_one_sum(order: str, gist: str) -> None:
    assert reading(order) == gist
