"""Readings once confidently wrong (the fifth list): "the bat in the middle. keep away from it"
kept away from every bat (an order's "it" after a remark naming one thing picked by where it is
is that very thing, whatever word comes before "it", or the order is said back:
agent/reading/picked_it.py). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from agent.refusal import refusal
from game.maps import load_map
from tests.unit.readings import reading

# "it" after a remark naming one thing picked by where it is: that thing, as if named in place.
PICKED_IT = [
    ("the bat in the middle. keep away from it", "keep_distance nearest-from-middle bat 5..-"),
    ("the bat in the middle. stay away from it", "keep_distance nearest-from-middle bat 5..-"),
    ("the bat in the middle. avoid it", "keep_distance nearest-from-middle bat 5..-"),
    (
        "the bat in the middle. keep your distance from it",
        "keep_distance nearest-from-middle bat 5..-",
    ),
    (
        "the bat in the middle. stay 3 tiles away from it",
        "keep_distance nearest-from-middle bat 3..3",
    ),
    ("the bat in the middle. stand between me and it", "protect nearest-from-middle bat"),
    ("the bat in the middle. protect me from it", "protect nearest-from-middle bat"),
    ("the bat in the middle. go near it", "go_to nearest-from-middle bat"),
    (
        "the bat in the top right. keep away from it",
        "keep_distance nearest-from-top right bat 5..-",
    ),
    ("the farthest bat. keep away from it", "keep_distance farthest-from-companion bat 5..-"),
    ("the second nearest bat. keep away from it", "keep_distance nearest2-from-companion bat 5..-"),
    ("the bat nearest the bow. keep away from it", "keep_distance nearest-from-bow bat 5..-"),
    ("see the bat in the middle? keep away from it", "keep_distance nearest-from-middle bat 5..-"),
    ("the arrow nearest the bow. go to it", "go_to nearest-from-bow arrow"),
    (
        "the bat in the middle. keep away from it. 3 tiles",
        "keep_distance nearest-from-middle bat 3..-",
    ),
    ("the arrows near the bow. get them", "fetch every nearest-from-bow arrow"),
    ("the two arrows nearest the bow. get them", "fetch 2 nearest-from-bow arrow"),
    # as before: the pick kept, or no pick to keep
    ("the bat in the middle. kill it", "attack nearest-from-middle bat"),
    ("the bat in the middle, keep away from it", "keep_distance nearest-from-middle bat 5..-"),
    ("the gorgon. keep away from it", "keep_away gorgon"),
    ("the bats. kill them", "attack every bat"),
    (
        "get the arrow nearest the bow. then bring it to me",
        "fetch nearest-from-bow arrow; bring nearest-from-bow arrow",
    ),
]
# An order on such an "it" that no reading keeps the pick of: said back, never done on the
# nearest of its kind, nor on the other thing the remark names.
PICKED_IT_SAID_BACK = [
    ("the arrow nearest the bow. stay next to it", "stay next to it"),
    ("the arrow nearest the bow. stay by it", "stay by it"),
    ("the arrow in the middle. stay next to it", "stay next to it"),
    ("the bats in the top right. keep away from them", "keep away from them"),
    ("get the arrow nearest the bow. then stay next to it", "then stay next to it"),
]


@pytest.mark.parametrize(("order", "gist"), PICKED_IT)
def test_it_after_a_picked_thing_keeps_the_pick(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "words"), PICKED_IT_SAID_BACK)
def test_it_after_a_picked_thing_not_kept_is_said_back(order: str, words: str) -> None:
    said_back_as_picked(order, words)


def said_back_as_picked(order: str, words: str) -> None:
    """The order's last step is ``words``, said back: the thing "it" stands for was picked by
    where it is, which the step cannot keep."""
    meaning = read(order)
    last = meaning.steps[-1]
    assert isinstance(last, m.Unknown) and last.reason == m.Reason.CANNOT
    assert last.words == words
    assert "picked by where" in refusal(meaning, load_map())


# Counts added: the kinds the count names, never a thing "them" points at from an errand before
# it; a list of four kinds and more summed as three are.
SUMMED = [
    (
        "how many arrows, bats, swords and gorgons altogether",
        "ask value (((count(arrow) + count(bat)) + count(sword)) + count(gorgon))",
    ),
    (
        "how many arrows, bats, swords and gorgons in total",
        "ask value (((count(arrow) + count(bat)) + count(sword)) + count(gorgon))",
    ),
    (
        "how many arrows, bats, swords, bows and gorgons altogether",
        "ask value ((((count(arrow) + count(bat)) + count(sword)) + count(bow)) + count(gorgon))",
    ),
    (
        "get the bow and count the bats and arrows and add them together",
        "fetch bow; ask value (count(bat) + count(arrow))",
    ),
    (
        "get the bow. count the bats and the gorgons and add them together",
        "fetch bow; ask value (count(bat) + count(gorgon))",
    ),
    # near-misses, as they read
    (
        "how many arrows, bats and swords altogether",
        "ask value ((count(arrow) + count(bat)) + count(sword))",
    ),
    (
        "how many arrows, bats, swords and gorgons are there",
        "ask count arrow; ask count bat; ask count sword; ask count gorgon",
    ),
    ("count the arrows, count the bats, add them up", "ask value (count(arrow) + count(bat))"),
    ("bats and arrows, all together how many they are?", "ask value (count(bat) + count(arrow))"),
]
# One kind counted beside an errand, then "added together": not the errand's thing in the sum.
ONE_KIND_ADDED = [
    "get the bow and count the bats and add them together",
    "get the bow, count the bats and add them up",
    "kill the gorgon and count the arrows and add them together",
]


@pytest.mark.parametrize(("order", "gist"), SUMMED)
def test_counts_summed_are_the_kinds_named(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", ONE_KIND_ADDED)
def test_no_errands_thing_is_added_to_a_count(order: str) -> None:
    meaning = read(order)
    asked = [s for s in m.walk(meaning.steps) if isinstance(s, m.Ask)]
    assert not asked and isinstance(meaning.steps[-1], m.Unknown)


# "it" after things listed with "and": which one is asked back; "them", "both": each of them.
LISTED_IT = [
    ("the sword and the bow. get it", "get it"),
    ("the sword and the bow, get it", "the sword and the bow, get it"),
    ("the bat and the gorgon. kill it", "kill it"),
    ("the sword and an arrow. bring it to me", "bring it to me"),
    ("the sword, the bow and an arrow. get it", "get it"),
]
LISTED_THEM = [
    ("the sword and the bow. get them", "fetch sword; fetch bow"),
    ("the sword and the bow, get them", "fetch sword; fetch bow"),
    ("the sword and the bow. get both", "fetch sword; fetch bow"),
    ("the bat and the gorgon. kill them", "attack bat; attack gorgon"),
    # near-misses: one thing named, a list alone
    ("the sword. get it", "fetch sword"),
    ("the sword and the bow", "bring sword; bring bow"),
]


@pytest.mark.parametrize(("order", "words"), LISTED_IT)
def test_it_after_things_listed_is_asked_back(order: str, words: str) -> None:
    meaning = read(order)
    assert len(meaning.steps) == 1
    last = meaning.steps[0]
    assert isinstance(last, m.Unknown) and last.reason == m.Reason.AMBIGUOUS
    assert last.words == words
    assert "which one do you mean" in refusal(meaning, load_map()).lower()


@pytest.mark.parametrize(("order", "gist"), LISTED_THEM)
def test_them_after_things_listed_is_each(order: str, gist: str) -> None:
    assert reading(order) == gist


# A step on a condition said after a keeping away ("and" or "but"): kept away from until the
# condition holds, then the step, as after a duty; never the keeping away dropped.
KEPT_AWAY_THEN = [
    (
        "keep away from the gorgon, and come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    (
        "keep away from the gorgon and come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    (
        "stay away from the gorgon and come back if a bat comes near",
        "keep_away gorgon once near(bat, 3, companion): come_back",
    ),
    (
        "avoid the bats and run back to me if your health drops",
        "keep_away bat once health(companion) < 3: come_back",
    ),
    # as before
    (
        "keep away from the gorgon, but come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    (
        "guard me, and come back if you see a bat",
        "guard player once near(bat, 5, companion): come_back",
    ),
]
# "that" as the thing a remark named ("the bow. get that"), as "it" is; "that bat" is no pointing.
THAT_OF_A_REMARK = [
    ("the bow. get that, then come back", "fetch bow; come_back"),
    ("the bow. get that", "fetch bow"),
    ("the bow. grab that and come back", "fetch bow; come_back"),
    ("the sword. bring that to me, then stay", "bring sword; stay"),
    ("the bow, get that", "fetch bow"),
    ("the bow: get that", "fetch bow"),
    # as before
    ("the bow. get it, then come back", "fetch bow; come_back"),
    ("get that bow", "fetch bow"),
    ("that bat, kill it", "attack bat"),
]


@pytest.mark.parametrize(("order", "gist"), KEPT_AWAY_THEN)
def test_a_step_on_a_condition_after_keeping_away_is_watched(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "gist"), THAT_OF_A_REMARK)
def test_that_after_a_remark_is_its_thing(order: str, gist: str) -> None:
    assert reading(order) == gist


def test_that_after_things_listed_is_asked_back() -> None:
    last = read("the sword and the bow. get that").steps[-1]
    assert isinstance(last, m.Unknown) and last.reason == m.Reason.AMBIGUOUS


# What is offered after a refusal fits what was asked: the rest of a question is offered no
# fight nor fetch; an errand not understood still is.
def test_a_question_refused_is_offered_no_fight() -> None:
    said = refusal(read("count everything except the bats"), load_map())
    assert "ask how many items" in said and "attack" not in said
    assert "I can fetch the arrow" in refusal(read("eat the arrow"), load_map())


# A way of three letters typed with one left out ("dwn", "lft") is that way, where it is the
# only way a letter away; other short slips as before.
SHORT_WAYS = [
    ("walk up and dwn between the bow and me", "patrol bow to player"),
    ("patrol up and dwn between me and the sword", "patrol player to sword"),
    ("walk dwn 3 tiles", "walk down 3"),
    ("go lft", "walk left 1"),
    ("get teh arow", "fetch arrow"),
    ("kil the bat", "attack bat"),
]


@pytest.mark.parametrize(("order", "gist"), SHORT_WAYS)
def test_a_short_way_slipped_is_mended(order: str, gist: str) -> None:
    assert reading(order) == gist
