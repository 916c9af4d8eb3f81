"""Families the twenty-fourth to twenty-seventh fresh sets said in ways not read before: all the
companion carries emptied out to the player ("empty your utility belt", "unload everything",
"every item currently in your possession", "Everything you're carrying, hand it over."). Each row an order and its reading in the gist notation of
tests/unit/gist.py; then near neighbours that keep their reading or stay refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

HANDED = [
    ("Empty your utility belt and hand me everything.", "hand_over; hand_over"),
    ("empty your backpack", "hand_over"),
    ("turn out your satchel", "hand_over"),
    ("Unload everything you're carrying and hand it all over to me.", "hand_over; hand_over"),
    ("unload it all", "hand_over"),
    ("unload everything with me", "hand_over"),
    ("hand over every item currently in your possession to me", "hand_over"),
    ("give me the arrows you have at the moment", "hand_over"),
    ("Everything you're carrying, hand it over.", "hand_over"),
    ("Everything you have, give it to me.", "hand_over"),
]
NEIGHBOURS = [
    # dropped with no one to take it: the game has no dropping
    ("drop everything", 'unknown[cannot be done] "drop everything"'),
    ("drop all your kit", 'unknown[no such action] "drop all your kit"'),
    # "drop" and "leave" have other senses ("leave me alone", "drop point"): not hand-overs
    ("drop all your kit with me", 'unknown[no such action] "drop all your kit with me"'),
    # a thing of the map named before "it": that thing brought
    ("The bow, bring it to me.", "bring bow"),
]


@pytest.mark.parametrize(("order", "gist"), HANDED)
def test_all_it_carries_emptied_out_is_handed_over(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "gist"), NEIGHBOURS)
def test_neighbours_keep_their_reading(order: str, gist: str) -> None:
    assert reading(order) == gist
