"""What the companion picks up, judged over the whole dry run: programs the judge once passed
although they fetched more than the order asks (a second arrow fetched across the maze before the
bow, in an order whose choice the world decides), turned back with the reason said; the right
program for the same order, and one that picks up a thing lying on its way, pass. Real lupa
sandboxes run every dry run, to the Done of an order that ends by itself, as the agent runs it."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.rules import Rules
from game.world import Item, World
from tests.sandbox.helpers import update
from tests.unit.judge import STILL, judge, maze

WANDERING = Rules()  # the game's own: monsters wander, seeded

# bench/fresh_orders_15.toml #13 and #14
ARROW_THEN_BOW = (
    "if you've got an arrow already just get the bow, if not get an arrow first then the bow"
)
# The model's program for it (generate mode, fresh15 #13): two arrows, then the bow.
TWO_ARROWS = update(
    '  if decide("I have the arrow", function() return ai:has_item("arrow") end) '
    'then\n    return fetch("bow")\n  end\n  return plan({\n'
    '    {fetch, "arrow"},\n    {fetch, "arrow"},\n    {fetch, "bow"},\n  })'
)
ONE_ARROW = update(
    '  if decide("I have the arrow", function() return ai:has_item("arrow") end) '
    'then\n    return fetch("bow")\n  end\n  return plan({\n'
    '    {fetch, "arrow"},\n    {fetch, "bow"},\n  })'
)


def carrying(world: World, *names: str) -> World:
    for n, name in enumerate(names):
        world.companion.items.append(Item(950 + n, name))
    return world


def check(program: str, order: str, world: World, rules: Rules = STILL):
    return judge(dry_run_ticks=40, done_check_ticks=240, rules=rules).validate(
        program, world, meaning=read(order)
    )


def composed_passes(order: str, world: World, rules: Rules = STILL):
    composition = compose(read(order), world)
    assert composition.complete, composition.problem
    got = check("-- written by a model\n" + composition.code, order, world, rules)
    assert got.ok, got.message


@pytest.mark.parametrize("rules", [STILL, WANDERING], ids=["still", "wandering"])
def test_a_second_arrow_fetched_before_the_bow_is_turned_back(rules):
    # carrying no arrow: the arrow at row 10, column 2 (19 steps), then the bow (32 more); the
    # model's program went 19 steps on for the arrow at row 22, column 5 and 51 back to the bow
    got = check(TWO_ARROWS, ARROW_THEN_BOW, maze(), rules)
    assert not got.ok and got.kind == "not_asked", got.message
    assert "out of its way for the arrow at row 22, column 5" in got.message
    assert check(ONE_ARROW, ARROW_THEN_BOW, maze(), rules).ok
    composed_passes(ARROW_THEN_BOW, maze(), rules)


def test_carrying_an_arrow_the_bow_alone_passes():
    world = carrying(maze(), "arrow")
    assert check(TWO_ARROWS, ARROW_THEN_BOW, world).ok  # its first branch: the bow only
    composed_passes(ARROW_THEN_BOW, carrying(maze(), "arrow"))


def test_an_arrow_lying_on_the_way_to_the_bow_is_no_detour():
    # from beside the arrow at row 22, column 5: the way to the bow passes over the arrow at
    # row 10, column 2, which a program that fetches one arrow picks up all the same
    world = maze((22, 4))
    assert check(ONE_ARROW, ARROW_THEN_BOW, world).ok
    assert check(TWO_ARROWS, ARROW_THEN_BOW, maze((22, 4))).ok  # the same walk, the same picks
    composed_passes(ARROW_THEN_BOW, maze((22, 4)))


# -- stopped short of what the order's own program finishes --------------------------------------

# The first errand done, then to and fro between where it was done and the player, never Done.
TO_AND_FRO = """  if not ai.home then ai.home = {ai.position[1], ai.position[2]} end
  local goal = ai.back and ai.home or {player.position[1], player.position[2]}
  if ai:distance_to(goal) <= 1 then ai.back = not ai.back end
  local path = ai:find_path_to(goal)
  if #path > 0 then ai:move(path[1]) end
  return "%s\""""


def first_then_to_and_fro(call: str, status: str) -> str:
    return update(
        f'  if not ai.got then\n    local s = {call}\n    if s ~= "Done" then return s end\n'
        f"    ai.got = true\n  end\n" + TO_AND_FRO % status
    )


@pytest.mark.parametrize("rules", [STILL, WANDERING], ids=["still", "wandering"])
@pytest.mark.parametrize(
    ("order", "first", "status", "unmet"),
    [
        (
            "get an arrow, then the bow",
            'fetch("arrow")',
            "Getting the bow",
            "the order asks for a bow and the companion picked up 0",
        ),
        (
            ARROW_THEN_BOW,
            'fetch("arrow")',
            "Getting the bow",
            "the order asks for a bow and the companion picked up 0",
        ),
        (
            "fetch an arrow. actually make it two arrows",
            'fetch("arrow")',
            "Getting another arrow",
            "the order asks for 2 arrows and the companion picked up 1",
        ),
        (
            "if you have the sword go hit the gorgon if not go get it first and then hit it",
            'fetch("sword")',
            "Going for the gorgon",
            "the order asks to defeat a gorgon and 0 fell",
        ),
    ],
)
def test_a_program_that_stops_short_of_what_the_reference_finishes_is_turned_back(
    rules, order, first, status, unmet
):
    got = check(first_then_to_and_fro(first, status), order, maze(), rules)
    assert not got.ok and got.kind == "diverges", got.message
    assert "the order's own program is done by dry-run tick" in got.message
    assert f"after 240 ticks the companion was not: {unmet}" in got.message
    composed_passes(order, maze(), rules)


def test_an_arrow_on_the_way_to_the_one_the_order_names_by_where_it_is_is_no_detour():
    # bench/fresh_orders_10.toml #116: the southernmost arrow is at row 22, column 5, and the
    # way there from row 2, column 3 passes over the arrow at row 10, column 2 (picked up
    # first); the composer's program was turned back as out of its way for the one it was sent for
    order = "bring me the arrow that lies farthest south"
    composed_passes(order, maze(), WANDERING)
    composed_passes(order, maze())
