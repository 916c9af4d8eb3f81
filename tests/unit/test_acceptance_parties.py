"""Whose condition, which tile, which post: three ways a model's program did the order wrong and
the dry run's judge passed it (generate mode on bench/fresh_orders_14.toml), each now turned back
while the right program, the composer's own and one written by hand, passes.

- #34 "when I get to the bow, come to me": a wait for the COMPANION to be next to the bow. The
  dry run's player stood still, so both waits waited alike; now the player walks to the bow the
  order waits for (agent.acceptance.player), and the composer's run lasts the walk longer, so the
  program that never comes is seen not to.
- #119 "come stand right next to me, on my right side": the companion stood on another tile
  beside the player. The tile the order names is compared exactly, however near the companion
  starts (agent.acceptance.reference).
- A patrol whose first post is right and whose second is not, beyond the composer's shorter run:
  the posts the program turns at and heads for are the order's (agent.acceptance.reference).

Real lupa sandboxes run every dry run."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from agent.validate import SandboxValidator
from game.world import World
from tests.sandbox.helpers import update
from tests.unit.judge import judge, maze


@pytest.fixture
def validator() -> SandboxValidator:
    """As the agent runs it: the dry run's window, then on to the Done of an order that ends by
    itself, beside the composer's program."""
    return judge(done_check_ticks=240)


def the_composers(validator: SandboxValidator, order: str, world: World):
    meaning = read(order)
    composition = compose(meaning, world)
    assert composition.complete, composition.problem
    return validator.validate("-- written by a model\n" + composition.code, world, meaning=meaning)


# -- whose condition: the player's, not the companion's -----------------------------------------


AT_THE_BOW = "when I get to the bow, come to me"
# The model's program for #34: the companion's own nearness to the bow.
NEAR_ME = update(
    '  if watch("a bow is within 1 tiles of me", function() return near("bow", 1) '
    "end) then\n"
    "    return come_back()\n"
    "  end\n"
    '  return "Waiting until a bow is within 1 tiles of me"'
)
# Written by hand: waits for the player next to the bow, then walks to the player.
NEAR_YOU = update(
    "  if not ai.went then\n"
    "    for _, item in ipairs(items) do\n"
    '      if item.name == "bow" and player:distance_to(item) <= 1 then\n'
    "        ai.went = true\n"
    "      end\n"
    "    end\n"
    "  end\n"
    '  if not ai.went then return "Waiting for you to get to the bow" end\n'
    '  if ai:distance_to(player) <= 1 then return "Done" end\n'
    "  local path = ai:find_path_to(player.position)\n"
    "  if #path > 1 then ai:move(path[1]) end\n"
    '  return "Coming to you"'
)


def test_a_wait_for_the_companion_where_the_order_waits_for_the_player_is_turned_back(validator):
    check = validator.validate(NEAR_ME, maze((2, 7)), meaning=read(AT_THE_BOW))
    assert not check.ok, check.message
    assert check.kind == "diverges", check.message
    assert "never moved" in check.message


def test_a_wait_for_the_player_at_the_bow_passes(validator):
    check = validator.validate(NEAR_YOU, maze((2, 7)), meaning=read(AT_THE_BOW))
    assert check.ok, check.message


@pytest.mark.parametrize("companion", [(2, 7), (8, 7), (2, 3)])
def test_the_composers_wait_for_the_player_at_the_bow_passes(validator, companion):
    check = the_composers(validator, AT_THE_BOW, maze(companion))
    assert check.ok, check.message


# The same waits on the wrong party, before other errands: the companion's nearness, or the
# player's own nearness measured from the companion's tile.
WRONG_WAITS = [
    ("wait till I'm next to the bow then go get the sword", 'near("bow", 1)', 'fetch("sword")'),
    (
        "once I am within 3 tiles of the bow, go to the top left corner",
        'near("bow", 3, ai)',
        'go_to("top left")',
    ),
]


@pytest.mark.parametrize(("order", "cond", "then"), WRONG_WAITS)
def test_other_waits_on_the_companion_are_turned_back(validator, order, cond, then):
    wrong = update(
        f'  if watch("the bow is near", function() return {cond} end) then\n'
        f"    return {then}\n"
        "  end\n"
        '  return "Waiting"'
    )
    check = validator.validate(wrong, maze((2, 7)), meaning=read(order))
    assert not check.ok, check.message
    assert check.kind == "diverges", check.message


@pytest.mark.parametrize(("order", "cond", "then"), WRONG_WAITS)
def test_the_same_waits_on_the_player_pass(validator, order, cond, then):
    tiles = cond.split(", ")[1].rstrip(")")
    right = update(
        f'  if watch("the bow is near you", function() return near("bow", {tiles}, '
        f"player) end) then\n"
        f"    return {then}\n"
        "  end\n"
        '  return "Waiting for you"'
    )
    check = validator.validate(right, maze((2, 7)), meaning=read(order))
    assert check.ok, check.message
    assert the_composers(validator, order, maze((2, 7))).ok


# -- which tile: the one the order names, however near ------------------------------------------


RIGHT_SIDE = "come stand right next to me, on my right side"
# To a tile, then waits there for good (the model's #119 went to the top left, [3, 2]).
TO_TILE = update(
    "  local at = {{{row}, {col}}}\n"
    "  if ai.position[1] == at[1] and ai.position[2] == at[2] then\n"
    '    return "Waiting here"\n'
    "  end\n"
    "  local path = ai:find_path_to(at)\n"
    "  if #path > 0 then ai:move(path[1]) end\n"
    '  return "Going to row {row}, column {col}"'
)


@pytest.mark.parametrize("companion", [(8, 7), (2, 4)])
def test_standing_beside_the_player_on_another_side_is_turned_back(validator, companion):
    # the player stands at [2, 2]: on its right is [2, 3]; [3, 2] is below it
    wrong = TO_TILE.format(row=3, col=2)
    check = validator.validate(wrong, maze(companion), meaning=read(RIGHT_SIDE))
    assert not check.ok, check.message
    assert check.kind == "diverges", check.message
    assert "row 2, column 3" in check.message


@pytest.mark.parametrize("companion", [(8, 7), (4, 2), (2, 4), (3, 3)])
def test_standing_on_the_players_right_passes(validator, companion):
    right = TO_TILE.format(row=2, col=3)
    check = validator.validate(right, maze(companion), meaning=read(RIGHT_SIDE))
    assert check.ok, check.message


@pytest.mark.parametrize("companion", [(8, 7), (4, 2), (2, 4), (2, 3)])
def test_the_composers_stand_on_the_players_right_passes(validator, companion):
    check = the_composers(validator, RIGHT_SIDE, maze(companion))
    assert check.ok, check.message


@pytest.mark.parametrize(
    "order",
    [
        "go and stand 3 tiles south of me",
        "Go stand on the tile just left of the bow.",
        "go to row 8, column 12",
        "go halfway between me and the bow",
        "get the bow, then stand 2 tiles left of where it was",
        "go to the tile just west of the bow, then come back",
    ],
)
def test_the_composers_go_to_a_tile_named_exactly_passes(validator, order):
    check = the_composers(validator, order, maze((8, 7)))
    assert check.ok, check.message


# -- which posts: the order's, past the composer's run ------------------------------------------


BETWEEN = "keep walking between here and the bow"
# Walks to the tile next to the bow, then to a second post, and back, and so on, saying only
# "Patrolling". From [2, 7] the bow's tile-beside is 12 steps: the composer's run (16 ticks)
# turns there and is gone 4 steps back when it ends.
PATROL = update(
    "  if ai.posts == nil then\n"
    "    ai.posts = {{{{6, 9}}, {second}}}\n"
    "    ai.leg = 1\n"
    "  end\n"
    "  local post = ai.posts[ai.leg]\n"
    "  if ai.position[1] == post[1] and ai.position[2] == post[2] then\n"
    "    ai.leg = 3 - ai.leg\n"
    "    post = ai.posts[ai.leg]\n"
    "  end\n"
    "  local path = ai:find_path_to(post)\n"
    "  if #path > 0 then ai:move(path[1]) end\n"
    '  return "Patrolling"'
)


@pytest.mark.parametrize(
    "second",
    [
        "{8, 19}",  # 13 steps past the bow: turned at within the dry run
        "{22, 2}",  # far off: never got to within the dry run, and the way there leads away
    ],
)
def test_a_patrol_whose_second_post_is_not_the_orders_is_turned_back(validator, second):
    check = validator.validate(PATROL.format(second=second), maze((2, 7)), meaning=read(BETWEEN))
    assert not check.ok, check.message
    assert check.kind == "diverges", check.message
    assert "patrol's" in check.message and "row 2, column 7" in check.message


def test_a_patrol_between_the_bow_and_where_it_started_passes(validator):
    check = validator.validate(PATROL.format(second="{2, 7}"), maze((2, 7)), meaning=read(BETWEEN))
    assert check.ok, check.message


@pytest.mark.parametrize(
    ("order", "companion"),
    [
        (BETWEEN, (2, 7)),
        (BETWEEN, (8, 7)),
        (BETWEEN, (4, 4)),
        (BETWEEN, (2, 12)),
        ("patrol between the sword and the bow", (2, 7)),
        ("patrol between the top left corner and the bottom right corner", (8, 7)),
        ("patrol between the two items closest to you", (8, 7)),
        ("walk back and forth between the bow and the arrow on the far left", (8, 7)),
    ],
)
def test_the_composers_patrol_passes(validator, order, companion):
    check = the_composers(validator, order, maze(companion))
    assert check.ok, check.message


@pytest.mark.parametrize(
    "order",
    [
        "walk back and forth between here and the arrow by the left wall",
        "Ride back and forth 'tween here and that arrow by the left wall",
        "patrol between the bow and where you are now",
    ],
)
def test_a_patrol_from_a_post_to_itself_that_stands_there_is_turned_back(validator, order):
    # the generate-mode program of the eighteenth set's #47: patrol("arrow", "arrow") walks to
    # the arrow and stands there for the rest of the dry run
    kind = "bow" if "bow" in order else "arrow"
    itself = update(f'  return patrol("{kind}", "{kind}")')
    check = validator.validate(itself, maze(), meaning=read(order))
    assert not check.ok and check.kind == "diverges", check.message
    assert "never set off for the other" in check.message
