"""Filling parameters from the order's words (names, synonyms, plurals) and from the world."""

from __future__ import annotations

import pytest

from agent.library.entry import Entry, ParamSpec
from agent.library.fill import fill, mentions, vocabulary
from game.maps import load_map

ITEM = ParamSpec("item", ("sword", "bow", "arrow"), {"blade": "sword", "magic stick": "bow"})
MONSTER = ParamSpec("monster", ("gorgon", "bat"), {"medusa": "gorgon"}, from_world="nearest")


def entry(*params: ParamSpec) -> Entry:
    return Entry("e", ("x",), "", "function update_func() end", params=params)


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("go get the sword", "sword"),
        ("Fetch the BLADE!", "sword"),
        ("grab some arrows", "arrow"),
        ("bring me the swords", "sword"),
        ("wave the magic stick", "bow"),
        ("pick up the bow, please", "bow"),
    ],
)
def test_names_synonyms_plurals_and_phrases(order, expected):
    assert fill(entry(ITEM), order).params == {"item": expected}


def test_parameters_take_mentions_in_the_order_they_are_declared():
    two = entry(ParamSpec("first", ITEM.values, ITEM.synonyms),
                ParamSpec("second", ITEM.values, ITEM.synonyms))
    assert fill(two, "pick up the bow, then pick up an arrow").params == {
        "first": "bow", "second": "arrow"}
    assert fill(two, "an arrow first and the blade after").params == {
        "first": "arrow", "second": "sword"}
    assert fill(two, "two arrows: an arrow and another arrow").params == {
        "first": "arrow", "second": "arrow"}


def test_each_parameter_takes_only_its_own_kind_of_thing():
    mixed = entry(ParamSpec("first", ITEM.values), MONSTER)
    got = fill(mixed, "kill a bat after picking up the bow")
    assert got.params == {"first": "bow", "monster": "bat"} and got.unused == 0


def test_mentions_no_parameter_takes_are_counted_as_unused():
    got = fill(entry(ITEM), "get the bow and then an arrow")
    assert got.params == {"item": "bow"} and got.unused == 1


def test_a_required_parameter_nothing_fills_makes_the_entry_unfit():
    got = fill(entry(ITEM), "go get it")
    assert not got.complete and got.missing == ("item",)


def test_defaults_and_optional_parameters():
    with_default = ParamSpec("item", ITEM.values, default="sword")
    optional = ParamSpec("monster", MONSTER.values, optional=True)
    got = fill(entry(with_default, optional), "kill all the monsters")
    assert got.complete and got.params == {"item": "sword"}


def test_from_the_world_the_nearest_living_monster_by_walking():
    world = load_map("default")
    # The companion at row 2, column 3: the bat behind the wall at row 6 is nearest on foot.
    assert fill(entry(MONSTER), "kill the monster", world).params == {"monster": "bat"}
    for m in world.monsters():
        if m.kind == "bat":
            m.alive = False
    assert fill(entry(MONSTER), "kill the monster", world).params == {"monster": "gorgon"}
    for m in world.monsters():
        m.alive = False
    assert fill(entry(MONSTER), "kill the monster", world).missing == ("monster",)


def test_the_order_beats_the_world():
    world = load_map("default")
    assert fill(entry(MONSTER), "kill the medusa", world).params == {"monster": "gorgon"}


def test_words_inside_other_words_are_not_mentions():
    vocab = vocabulary(ITEM)
    assert mentions("elbow swordfish batter", vocab) == []
    assert [m.value for m in mentions("bows and arrows", vocab)] == ["bow", "arrow"]
