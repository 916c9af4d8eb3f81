"""keep_off (docs/skills.md): the tiles of items not to be picked up are stepped round by every
skill that walks, and retreat never steps onto one; in a real sandbox, ticked with the game's
rules."""

from __future__ import annotations

from agent.compose import compose
from agent.reading import read
from game.maps import load_map, parse_map
from tests.unit.judge import judge, maze
from tests.unit.readings import reading
from tests.unit.test_skills import drive, names, runtime, update

# The straight way from the companion (A) to the sword (^) crosses the bow (>); the way round it
# is two steps longer.
BOW_ON_THE_WAY = """\
##########
#A.>...^.#
#........#
#P......B#
##########
"""

# The bat (B) is two tiles from the companion, which stands on a tile the bat may reach next to;
# the only tile it can step to that the bat cannot is the bow's, and the only way to the player
# leads over it.
BAT_BESIDE = """\
#########
#..B.A>.#
#######.#
#P......#
#########
"""


def test_a_fetch_walks_round_an_item_kept_off_and_arrives_without_it():
    world = parse_map(BOW_ON_THE_WAY)
    drive(runtime(world, update('return fetch("sword")')), world, 30)
    assert names(world.companion) == ["bow", "sword"]  # the straight way picks the bow up
    world = parse_map(BOW_ON_THE_WAY)
    turns = drive(runtime(world, update('keep_off("bow")\n  return fetch("sword")')), world, 30)
    assert turns[-1].status == "Done" and names(world.companion) == ["sword"]
    assert [i.name for i in world.ground] == ["bow"]


def test_every_item_kept_off_and_a_go_to_next_to_one_and_a_walk_stopped_by_one():
    world = parse_map(BOW_ON_THE_WAY)
    code = update('keep_off()\n  return plan({{go_to, "bottom right"}, {go_to, "bow"}})')
    turns = drive(runtime(world, code), world, 40)
    assert turns[-1].status == "Done" and world.companion.items == []
    world = parse_map(BOW_ON_THE_WAY)
    turns = drive(runtime(world, update('keep_off("bow")\n  return walk("right", 4)')), world, 8)
    assert (
        turns[1].status
        == ("I can't go further right without picking up the bow (1 of 4 steps walked)")
        and turns[1].gave_up
    )
    assert world.companion.items == []


def test_retreat_from_a_monster_never_steps_onto_an_item_kept_off():
    world = parse_map(BAT_BESIDE)
    turns = drive(runtime(world, update("return follow()")), world, 1, until_done=False)
    assert turns[0].status == "Stepping away from a monster" and names(world.companion) == ["bow"]
    world = parse_map(BAT_BESIDE)
    turns = drive(
        runtime(world, update('keep_off("bow")\n  return follow()')), world, 5, until_done=False
    )
    assert world.companion.items == [] and all(t.moves == [] for t in turns)
    assert turns[-1].status == "Waiting for a safe way to you"


# -- the order read, composed and judged --------------------------------------------------------

RUN_ON = (
    "pick up the arrow down the left side then bring it to me then go stand next to the bow but "
    "dont pick it up"
)


def test_the_composer_keeps_off_the_item_every_tick_before_the_steps():
    code = compose(read(RUN_ON), load_map()).code
    assert code.index('keep_off("bow")') < code.index("return plan(")
    assert code.count("keep_off") == 1 and '{go_to, "bow"}' in code
    every = compose(
        read("go stand by whatever item is closest to you, but don't pick it up"), load_map()
    ).code
    assert "  keep_off()\n" in every


def test_the_composed_order_arrives_next_to_the_bow_without_it_and_the_judge_passes_it():
    world = load_map()
    check = judge(dry_run_ticks=150).validate(
        compose(read(RUN_ON), world).code, world, meaning=read(RUN_ON)
    )
    assert check.ok, check.message


def test_the_judge_fails_a_program_that_picks_up_the_item_kept_off():
    order = "walk over to the arrow at row 10, column 2, but don't pick up the bow"
    meaning = read(order)
    assert reading(order).startswith("keep_off bow; ")
    world = maze(companion=(7, 10))  # the bow at [6, 10] one step up, the way to the arrow left
    check = judge().validate(
        update('return plan({{fetch, "bow"}, {go_to, "arrow"}})'), world, meaning=meaning
    )
    assert not check.ok and check.kind == "not_asked", check.message
    assert 'keep_off("bow")' in check.message


def test_one_item_kept_off_leaves_the_others_of_its_kind_free():
    # "wait on the tile just left of the arrow in the bottom left, don't grab it" (set 14 #105):
    # the arrow on the only way there is no arrow the order keeps off
    world = parse_map("##########\n#A./...^/#\n#........#\n#P......B#\n##########\n")
    code = update('keep_off(nearest("arrow", {2, 9}) or "arrow")\n  return fetch("sword")')
    drive(runtime(world, code), world, 30)
    assert names(world.companion) == ["arrow", "sword"] and [i.name for i in world.ground] == [
        "arrow"
    ]
    order = "wait on the tile just left of the arrow in the bottom left, don't grab it"
    assert (
        'keep_off(nearest("arrow", "bottom left") or "arrow")'
        in compose(read(order), load_map()).code
    )
