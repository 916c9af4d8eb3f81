"""Filling parameters from what the order's meaning names (kinds, in order, as the reader read
them: synonyms and plurals included) and from the world."""

from __future__ import annotations

import pytest

from agent.library.coverage import mentions
from agent.library.entry import Entry, ParamSpec
from agent.library.fill import fill
from agent.reading import read
from game.maps import load_map

ITEM = ParamSpec("item", ("sword", "bow", "arrow"))
MONSTER = ParamSpec("monster", ("gorgon", "bat"), from_world="nearest")


def entry(*params: ParamSpec) -> Entry:
    return Entry("e", ("x",), "", "function update_func() end", params=params)


def filled(spec_entry: Entry, order: str, world=None):
    return fill(spec_entry, mentions(read(order)), world)


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("go get the sword", "sword"),
        ("Fetch the BLADE!", "sword"),
        ("grab some arrows", "arrow"),
        ("bring me the swords", "sword"),
        ("pick up the longbow, please", "bow"),
        ("pick up the sowrd", "sword"),  # a slip of the keyboard
    ],
)
def test_names_synonyms_plurals_and_slips(order, expected):
    assert filled(entry(ITEM), order).params == {"item": expected}


def test_parameters_take_things_in_the_order_they_are_declared():
    two = entry(ParamSpec("first", ITEM.values), ParamSpec("second", ITEM.values))
    assert filled(two, "pick up the bow, then pick up an arrow").params == {
        "first": "bow", "second": "arrow"}
    assert filled(two, "take an arrow and then another arrow").params == {
        "first": "arrow", "second": "arrow"}


def test_each_parameter_takes_only_its_own_kind_of_thing():
    mixed = entry(ParamSpec("first", ITEM.values), MONSTER)
    got = filled(mixed, "kill a bat after you pick up the bow")
    assert got.params == {"first": "bow", "monster": "bat"} and got.unused == 0


def test_things_no_parameter_takes_are_counted_as_unused():
    got = filled(entry(ITEM), "get the bow and then an arrow")
    assert got.params == {"item": "bow"} and got.unused == 1


def test_a_required_parameter_nothing_fills_makes_the_entry_unfit():
    got = filled(entry(ITEM), "go get it")
    assert not got.complete and got.missing == ("item",)


def test_defaults_and_optional_parameters():
    with_default = ParamSpec("item", ITEM.values, default="sword")
    optional = ParamSpec("monster", MONSTER.values, optional=True)
    got = filled(entry(with_default, optional), "kill all the monsters")
    assert got.complete and got.params == {"item": "sword"}


def test_the_parties_fill_a_parameter_that_takes_their_words():
    who = entry(ParamSpec("you", ("you", "your", "companion"), optional=True),
                ParamSpec("me", ("me", "my", "player"), optional=True))
    assert filled(who, "where are you?").params == {"you": "companion"}
    assert filled(who, "where am I?").params == {"me": "player"}


def test_from_the_world_the_nearest_living_monster_by_walking():
    world = load_map("default")
    # The companion at row 2, column 3: the bat behind the wall at row 6 is nearest on foot.
    assert filled(entry(MONSTER), "kill the monster", world).params == {"monster": "bat"}
    for mo in world.monsters():
        if mo.kind == "bat":
            mo.alive = False
    assert filled(entry(MONSTER), "kill the monster", world).params == {"monster": "gorgon"}
    for mo in world.monsters():
        mo.alive = False
    assert filled(entry(MONSTER), "kill the monster", world).missing == ("monster",)


def test_the_order_beats_the_world():
    world = load_map("default")
    assert filled(entry(MONSTER), "kill the medusa", world).params == {"monster": "gorgon"}


def test_words_inside_other_words_are_no_things():
    assert mentions(read("elbow swordfish batter")) == []
    assert [values[0] for values in mentions(read("grab the bows and arrows"))] == [
        "bow", "arrow"]
