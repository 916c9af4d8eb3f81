"""Families the twenty-fourth to twenty-seventh fresh sets said in ways not read before: all the
companion carries emptied out to the player ("empty your utility belt", "unload everything", "every
item currently in your possession", "Everything you're carrying, hand it over."); a distance kept
within while following or guarding the player ("stay on my shoulder the whole way, never more than
two tiles off me", "never be more than two paces off", "don't lag behind more than two tiles", "stay
near me, within 2 steps", "come behind me wherever I am going"); the player's going off ("even if I
go off walking") and the tile kept ("don't move off this spot"). Each row an order and its reading
in the gist notation of tests/unit/gist.py; then near neighbours that keep their reading or stay
refused."""

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
WITHIN = [
    ("I'm going for a jog. Stay on my shoulder the whole way, never more than two tiles off me.",
     "keep_distance player -..2"),
    ("stay on my shoulder", "follow"),
    ("follow me the whole way, never more than 3 tiles off me", "keep_distance player -..3"),
    ("never be more than two paces off", "keep_distance player -..2"),
    ("Keep watch over me, Jenkins, and never be more than two paces off.", "guard player -..2"),
    ("guard the bow, never be more than 2 tiles off it", "guard bow -..2"),
    ("don't lag behind more than two tiles", "keep_distance player -..2"),
    ("follow me, don't fall behind more than 3 tiles", "keep_distance player -..3"),
    ("Come behind me wherever I am going, don't lag behind more than two tiles.",
     "keep_distance player -..2"),
    ("come with me wherever I'm heading", "follow"),
    ("stay near me, within 2 steps", "keep_distance player -..2"),
    ("follow me. Within 3 tiles.", "keep_distance player -..3"),
    ("stay near me ok, within 2 step, i walking already", "keep_distance player -..2"),
    ("Where I go, you go. Stay within three tiles!",
     "keep_distance player -..3"),
]
# the player's going off, as a condition; the tile kept, as staying
LEFT = [
    ("when I go off walking, get the bow", "wait once distance(companion, player) > 3: fetch bow"),
    ("if I go for a walk, follow me", "wait once distance(companion, player) > 3: follow"),
    ("stay here until I head off", "stay once distance(companion, player) > 3: "),
    # "even if": a concession, no condition to wait for (the stay holds either way)
    ("Stay where ye are now and don't budge, even if I go off walking.", "stay"),
    ("don't move off this spot", "stay"),
    ("do not leave your square", "stay"),
    ("don't move at all", "stay"),
]
NEIGHBOURS = [
    # dropped with no one to take it: the game has no dropping
    ("drop everything", 'unknown[cannot be done] "drop everything"'),
    ("drop all your kit", 'unknown[no such action] "drop all your kit"'),
    # "drop" and "leave" have other senses ("leave me alone", "drop point"): not hand-overs
    ("drop all your kit with me", 'unknown[no such action] "drop all your kit with me"'),
    # a thing of the map named before "it": that thing brought
    ("The bow, bring it to me.", "bring bow"),
    # a least alone while following says no band: said back
    ("follow me, at least 3 tiles", 'follow; unknown[no such action] "at least 3 tiles"'),
    ("walk left, 3 steps", "walk left 3"),
    # a tile named by what lies on it is no tile kept: said back
    ("don't leave the tile with the bow",
     'unknown[cannot be promised] "don\'t leave the tile with the bow"'),
]


@pytest.mark.parametrize(("order", "gist"), HANDED)
def test_all_it_carries_emptied_out_is_handed_over(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "gist"), WITHIN)
def test_a_distance_kept_within_is_read_with_its_duty(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "gist"), LEFT)
def test_the_player_going_off_and_the_tile_kept(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(("order", "gist"), NEIGHBOURS)
def test_neighbours_keep_their_reading(order: str, gist: str) -> None:
    assert reading(order) == gist
