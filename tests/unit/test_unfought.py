"""A monster gone to and not to be fought ("Do not fight the gorgon, just go near it.") is kept
from the fight for the whole order (``keep_off gorgon``, first in the meaning): every walk keeps
out of its reach as out of one the companion cannot defeat, so it goes as near as is harmless
with the sword in hand too. Before, it went only without the sword (``if not has(companion,
sword): go_to gorgon``) and, armed, did nothing ("I didn't: I have the sword")."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.maps import load_map
from game.start import set_up
from tests.unit.judge import judge
from tests.unit.readings import reading
from tests.unit.test_skills import drive, runtime, update

UNFOUGHT = [
    ("Do not fight the gorgon, just go near it.", "keep_off gorgon; go_to gorgon"),
    ("don't attack the gorgon, just walk up to it", "keep_off gorgon; go_to gorgon"),
    ("Go to the gorgon. Don't touch it.", "keep_off gorgon; go_to gorgon"),
    ("go to the gorgon but don't attack it", "keep_off gorgon; go_to gorgon"),
    ("go to the gorgon, touch it not", "keep_off gorgon; go_to gorgon"),
    ("Don't attack the gorgon. Go to it.", "keep_off gorgon; go_to gorgon"),
    ("go to the bat without attacking it", "keep_off bat; go_to bat"),
    ("Go to the bat. Don't kill it.", "keep_off bat; go_to bat"),
    # a fight with other monsters: the kind not fought kept from the fight for the whole order
    ("kill the bats, but don't attack the gorgon", "keep_off gorgon; attack every bat"),
    ("Kill the gorgon, but leave the bats alone.", "keep_off bat; attack gorgon"),
    # a step that fights all the same: the promise said back, as before
    ("kill every monster, but don't attack the gorgon",
     'attack every monster; unknown[cannot be promised] "don\'t attack the gorgon"'),
    ("go to the gorgon and kill it, but don't touch it",
     'attack gorgon; unknown[cannot be promised] "don\'t touch it"'),
]


@pytest.mark.parametrize(("order", "expected"), UNFOUGHT)
def test_a_monster_not_to_be_fought_is_kept_from_the_fight_for_the_whole_order(order, expected):
    assert reading(order) == expected


ORDER = "Do not fight the gorgon, just go near it."


def test_the_composer_keeps_the_gorgon_from_the_fight_every_tick_before_the_walk():
    code = compose(read(ORDER), load_map()).code
    assert code.index('keep_off("gorgon")') < code.index('return go_to(nearest("gorgon"))')
    assert "has_item" not in code  # gone to, sword or not


@pytest.mark.parametrize("items", [(), ("sword",)])
def test_armed_or_not_the_companion_goes_near_the_gorgon_and_never_fights_it(items):
    world = load_map()
    set_up(world, ai_items=items)
    gorgon = next(m for m in world.monsters() if m.kind == "gorgon")
    start = world.companion.position
    turns = drive(runtime(world, compose(read(ORDER), world).code), world, 150)
    assert turns[-1].status == "Done" and gorgon.alive
    at, there = world.companion.position, gorgon.position
    assert at != start and abs(at[0] - there[0]) + abs(at[1] - there[1]) <= 3


def test_the_judge_fails_a_program_that_fights_the_monster_kept_from_the_fight():
    world = load_map()
    set_up(world, ai_items=("sword",))
    check = judge(dry_run_ticks=150).validate(
        update('return go_to(nearest("gorgon"))'), world, meaning=read(ORDER))
    assert not check.ok and check.kind == "not_asked", check.message
    assert 'keep_off("gorgon")' in check.message
    world = load_map()
    set_up(world, ai_items=("sword",))
    check = judge(dry_run_ticks=150).validate(compose(read(ORDER), world).code, world,
                                              meaning=read(ORDER))
    assert check.ok, check.message


def test_a_fight_with_one_kind_leaves_the_kind_kept_from_the_fight_alive():
    # bow and arrows in hand, every bat could fall on the way to the gorgon: none does
    order = read("Kill the gorgon, but leave the bats alone.")
    world = load_map()
    set_up(world, ai_items=("bow", "arrow", "arrow"))
    bats = [m for m in world.monsters() if m.kind == "bat"]
    drive(runtime(world, compose(order, world).code), world, 200)
    assert all(bat.alive for bat in bats)
