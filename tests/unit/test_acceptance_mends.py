"""The composer's own programs the judge once turned back (bench_judge over every benchmark
file), each mended where the judge was wrong: a kept distance from a thing picked by a corner
(keep_distance(nearest("bat", "top right"), 4) read as no 4 given); a gorgon gone to and not
fought (the skill stops as near as is harmless, three tiles off); a place gone to by row and
column, then back to the player (the place was no target, so walking to it was walking away);
the arrow of a fight measured among bows and arrows alike. And an exploration for so many
turns that stops far too soon or runs on (agent.acceptance.timed). Each wrong program is still
turned back; the composer's right one passes. Real lupa sandboxes run every dry run."""

from __future__ import annotations

import pytest

from agent.acceptance.logic import duty_unsaid
from agent.reading import read
from agent.validate import SandboxValidator
from game.maps import parse_map
from tests.sandbox.helpers import update
from tests.unit.judge import judge, maze
from tests.unit.test_acceptance_unfinished import passes_as_the_models


@pytest.fixture
def to_the_done() -> SandboxValidator:
    """As the agent runs it: the dry run's window, then on to the Done of an order that ends by
    itself, beside the composer's program."""
    return judge(done_check_ticks=240)


# -- a distance kept from a thing picked by where it is -----------------------------------------


BAT_CORNER = "keep at least 4 tiles from the bat in the top right corner"
SWORD_CORNER = "keep within 3 tiles of the sword in the bottom right corner, but don't pick it up"


@pytest.mark.parametrize(("order", "code"), [
    (BAT_CORNER, 'return keep_distance(nearest("bat", "top right"), 4)'),
    (BAT_CORNER, 'return plan({{keep_distance, nearest("bat", "top right"), 4}})'),
    (SWORD_CORNER, 'return keep_distance(nearest("sword", "bottom right"), nil, 3)'),
])
def test_a_bound_after_a_call_among_the_arguments_is_given(order, code):
    assert duty_unsaid(read(order), code) == ""


@pytest.mark.parametrize(("order", "code"), [
    (BAT_CORNER, 'return keep_distance(nearest("bat", "top right"))'),
    # at most 4, where the order keeps at least 4
    (BAT_CORNER, 'return keep_distance(nearest("bat", "top right"), nil, 4)'),
    # the 4 is nearest()'s, not keep_distance's
    (BAT_CORNER, 'return keep_distance(nearest("bat", 4))'),
    (SWORD_CORNER, 'return keep_distance(nearest("sword", "bottom right"), 3)'),
])
def test_a_bound_not_given_to_keep_distance_is_still_missing(order, code):
    assert "no keep_distance of the code is given" in duty_unsaid(read(order), code)


@pytest.mark.parametrize(("order", "companion"), [
    (BAT_CORNER, (5, 23)), (SWORD_CORNER, (16, 22)),
])
def test_the_composers_distance_from_a_corners_thing_passes(to_the_done, order, companion):
    passes_as_the_models(to_the_done, order, maze(companion))


# -- a monster gone to, not fought --------------------------------------------------------------


GORGON = "run over towards the gorgon but DON'T fight it"


def test_the_composers_walk_to_a_gorgon_it_cannot_fight_passes(to_the_done):
    passes_as_the_models(to_the_done, GORGON, maze())


def test_a_walk_to_the_gorgon_that_stops_far_off_is_turned_back(to_the_done):
    short = update('  for _, m in ipairs(monsters) do\n'
                   '    if m.name == "gorgon" then\n'
                   '      if ai:distance_to(m) <= 7 then return "Done" end\n'
                   '      local path = ai:find_path_to(m.position)\n'
                   '      if #path > 0 then ai:move(path[1]) end\n'
                   '      return "Going to the gorgon"\n'
                   '    end\n'
                   '  end\n'
                   '  return "Done"')
    check = to_the_done.validate(short, maze(), meaning=read(GORGON))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert "to go to the gorgon" in check.message


# -- a place gone to, then back ------------------------------------------------------------------


THERE_AND_BACK = "1. go to row 2, column 7\n2. come back here\n3. keep doing that"


def test_the_composers_walk_to_a_tile_and_back_passes(to_the_done):
    passes_as_the_models(to_the_done, THERE_AND_BACK, maze())


def test_walking_off_elsewhere_instead_of_to_the_tile_is_turned_back(to_the_done):
    down = update('  return times(2, function()\n'
                  '    local path = ai:find_path_to({22, 5})\n'
                  '    if #path > 0 then ai:move(path[1]) end\n'
                  '    return "Going to row 2, column 7"\n'
                  '  end)')
    check = to_the_done.validate(down, maze(), meaning=read(THERE_AND_BACK))
    assert not check.ok, check.message


def test_standing_still_names_the_tile_to_go_to(to_the_done):
    still = update('  return times(2, function() return "Going to row 2, column 7" end)')
    check = to_the_done.validate(still, maze(), meaning=read(THERE_AND_BACK))
    assert not check.ok and check.kind == "no_progress", check.message
    # the place, not "the monsters"
    assert "to go to row 2, column 7 and then come back to the player" in check.message


# -- the arrow of a fight -----------------------------------------------------------------------


ARROW_BOW_BAT = "1. fetch an arrow\n2. fetch the bow\n3. kill the bat nearest the bow"


@pytest.mark.parametrize("companion", [None, (22, 3)])
def test_the_composers_arrow_bow_and_bat_passes(to_the_done, companion):
    passes_as_the_models(to_the_done, ARROW_BOW_BAT, maze(companion))


def test_the_farther_arrow_for_a_fight_diverges(to_the_done):
    # from beside the arrow in the bottom left corner (2 steps) to the one at row 10, column 2
    far = update('''  for _, item in ipairs(items) do
    if item.name == "arrow" and item.position[1] == 10 then
      local path = ai:find_path_to(item.position)
      if #path > 0 then ai:move(path[1]) end
      return "Getting the arrow"
    end
  end
  return plan({{fetch, "bow"}, function() return attack(nearest("bat", "bow")) end})''')
    check = to_the_done.validate(far, maze((22, 3)), meaning=read(ARROW_BOW_BAT))
    assert not check.ok and check.kind == "diverges", check.message
    assert "the nearest arrow, 2 steps away" in check.message


# -- exploring for so many turns ----------------------------------------------------------------


# A corridor 60 tiles long, the player and the companion at its left end: exploring walks right
# and finds a new tile every tick; what walks back walks back over old ones. The gorgon, down a
# pocket of its own, keeps the game from being won at once.
CORRIDOR = "\n".join([
    "#" * 64,
    "#PA" + "." * 60 + "#",
    "#." + "#" * 62,
    "#." + "#" * 62,
    "#." + "#" * 62,
    "#." + "#" * 62,
    "#G" + "#" * 62,
    "#" * 64,
]) + "\n"

EXPLORE = "explore for 20 turns"
EXPLORE_BACK = "Explore for 20 turns, then return to me."
STAY_EXPLORE_BACK = ("Stay here for 4 turns, then explore for 20 turns, then come back next to "
                     "me.")


@pytest.mark.parametrize("order", [EXPLORE, EXPLORE_BACK, STAY_EXPLORE_BACK])
def test_the_composers_exploration_for_so_many_turns_passes(to_the_done, order):
    passes_as_the_models(to_the_done, order, parse_map(CORRIDOR))


def test_the_composers_exploration_for_20_turns_passes_in_the_maze(to_the_done):
    # 21 tiles walked over in its 20 turns: as much as they walk (30 was asked before)
    passes_as_the_models(to_the_done, EXPLORE, maze())


def test_the_composers_exploration_then_a_walk_held_back_by_monsters_passes(to_the_done):
    # after its 12 turns, it waits for the monsters to clear the way to the sword and gives up:
    # held back, not exploring on
    passes_as_the_models(to_the_done, "explore for 12 turns, then bring me the sword",
                         maze((20, 20)))


@pytest.mark.parametrize(("order", "code"), [
    (EXPLORE, "return for_turns(60, {explore})"),
    (EXPLORE_BACK, "return plan({{for_turns, 60, {explore}}, {come_back}})"),
    (STAY_EXPLORE_BACK, "return plan({{for_turns, 4}, {for_turns, 60, {explore}}, {come_back}})"),
])
def test_exploring_long_past_its_turns_is_turned_back(to_the_done, order, code):
    check = to_the_done.validate(update("  " + code), parse_map(CORRIDOR), meaning=read(order))
    assert not check.ok and check.kind == "never_done", check.message
    assert "lasts 20 turns" in check.message


@pytest.mark.parametrize(("order", "code"), [
    (EXPLORE_BACK, "return plan({{for_turns, 4, {explore}}, {for_turns, 16}, {come_back}})"),
    (EXPLORE_BACK, "return plan({{for_turns, 4, {explore}}, {come_back}, {for_turns, 30}})"),
    (STAY_EXPLORE_BACK,
     "return plan({{for_turns, 4}, {for_turns, 5, {explore}}, {for_turns, 15}, {come_back}})"),
])
def test_exploring_far_too_short_is_turned_back(to_the_done, order, code):
    check = to_the_done.validate(update("  " + code), parse_map(CORRIDOR), meaning=read(order))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert "it stopped exploring far too soon" in check.message
