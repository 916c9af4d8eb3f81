"""Whose condition: a way a model's program did the order wrong and the dry run's judge passed
it (generate mode on bench/fresh_orders_14.toml), now turned back while the right program, the
composer's own and one written by hand, passes.

- #34 "when I get to the bow, come to me": a wait for the COMPANION to be next to the bow. The
  dry run's player stood still, so both waits waited alike; now the player walks to the bow the
  order waits for (agent.acceptance.player), and the composer's run lasts the walk longer, so the
  program that never comes is seen not to.

Real lupa sandboxes run every dry run."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from agent.validate import SandboxValidator
from game.maps import load_map
from game.world import World
from tests.sandbox.helpers import update
from tests.unit.judge import judge


@pytest.fixture
def validator() -> SandboxValidator:
    """As the agent runs it: the dry run's window, then on to the Done of an order that ends by
    itself, beside the composer's program."""
    return judge(done_check_ticks=240)


def maze(companion: tuple[int, int] | None = None) -> World:
    world = load_map()
    if companion is not None:
        world.companion.position = companion
    return world


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
