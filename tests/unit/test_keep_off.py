"""keep_off (docs/skills.md): the tiles of items not to be picked up are stepped round by every
skill that walks, and retreat never steps onto one; in a real sandbox, ticked with the game's
rules."""

from __future__ import annotations

from game.maps import parse_map
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
