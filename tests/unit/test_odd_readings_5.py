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
    meaning = read(order)
    last = meaning.steps[-1]
    assert isinstance(last, m.Unknown) and last.reason == m.Reason.CANNOT
    assert last.words == words
    assert "picked by where" in refusal(meaning, load_map())
