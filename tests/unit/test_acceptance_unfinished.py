"""Programs the judge once passed although they did not do the order: a question answered with a
number or a name that is no answer to it; a step done "for N turns" that never ends; a loop the
order walks before coming back never walked; a program that comes back and stands there for good;
a walk across the maze for a thing the order does not want, which makes its fight come late.
Each is turned back with its own reason, and the composer's program for the same order passes.
Real lupa sandboxes run every dry run."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from game.maps import load_map
from game.rules import Rules
from game.world import Item, World
from sandbox_worker import api
from tests.sandbox.helpers import update


@pytest.fixture
def to_the_done() -> SandboxValidator:
    """As the agent runs it: the dry run's window, then on to the Done of an order that ends by
    itself."""
    return SandboxValidator(RuntimeExecutor(), api_globals=api.global_names(),
                            methods=[e.name for e in api.entries("method")],
                            dry_run_ticks=40, done_check_ticks=240,
                            rules=Rules(monster_wander_chance=0.0))


def maze(companion: tuple[int, int] | None = None, player_items: tuple[str, ...] = (),
         companion_items: tuple[str, ...] = ()) -> World:
    world = load_map()
    if companion is not None:
        world.companion.position = companion
    for n, name in enumerate(player_items):
        world.player.items.append(Item(900 + n, name))
    for n, name in enumerate(companion_items):
        world.companion.items.append(Item(950 + n, name))
    return world


def says(status: str) -> str:
    """Says ``status`` once, then Done."""
    return update(f'  if ai.said then return "Done" end\n  ai.said = true\n  return {status}')


def passes_as_the_models(validator: SandboxValidator, order: str, world: World) -> None:
    meaning = read(order)
    composition = compose(meaning, world)
    assert composition.complete, composition.problem
    check = validator.validate("-- written by a model\n" + composition.code, world,
                               meaning=meaning)
    assert check.ok, check.message


# -- questions ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("order", "status", "world"),
    [
        # measured from the player to the player: 0, with the companion 19 tiles away
        pytest.param("How far am I from you right now?",
                     '"You are " .. player:distance_to(player) .. " tiles from me"',
                     maze((8, 15)), id="distance_between_us_wrong"),
        pytest.param("How far am I from you right now?", '"Done"', maze((8, 15)),
                     id="distance_between_us_done_only"),
        # the count is answered, what beats a gorgon is not ("gorgons" is no weapon)
        pytest.param("How many gorgons are there, and which of the things I'm carrying would "
                     "beat one?", '"The number of gorgons left is " .. count("gorgon")',
                     maze(player_items=("sword", "bow")), id="weakness_unnamed"),
        pytest.param("what kills a gorgon?", '"A gorgon is a monster"', maze(),
                     id="weakness_of_a_monster_unnamed"),
        pytest.param("what kills a gorgon?", '"You need the bow"', maze(),
                     id="weakness_of_a_monster_wrong"),
    ],
)
def test_a_question_without_its_answer_is_turned_back(to_the_done, order, status, world):
    check = to_the_done.validate(says(status), world, meaning=read(order))
    assert not check.ok and check.kind == "no_answer", check.message


@pytest.mark.parametrize(
    ("order", "world"),
    [
        ("How far am I from you right now?", maze((8, 15))),
        ("how far are you from me?", maze((8, 15))),
        ("How many gorgons are there, and which of the things I'm carrying would beat one?",
         maze(player_items=("sword", "bow"))),
        ("what kills a gorgon?", maze()),
        ("how do I kill a bat?", maze()),
        ("what does the sword kill?", maze()),
    ],
)
def test_the_composers_answer_passes(to_the_done, order, world):
    passes_as_the_models(to_the_done, order, world)


def test_the_distance_between_us_said_right_passes(to_the_done):
    right = says('"You are " .. ai:distance_to(player) .. " tiles from me"')
    assert to_the_done.validate(right, maze((8, 15)),
                                meaning=read("How far am I from you right now?")).ok


# -- steps that never end -----------------------------------------------------------------------


STAY_EXPLORE_COME_BACK = ("Stay here for 4 turns, then explore for 20 turns, then come back "
                          "next to me.")


def test_exploring_for_ever_after_for_n_turns_is_turned_back(to_the_done):
    explores_on = update('  return plan({\n    {for_turns, 4},\n    {explore},\n'
                         '    {come_back},\n  })')
    check = to_the_done.validate(explores_on, maze(), meaning=read(STAY_EXPLORE_COME_BACK))
    assert not check.ok and check.kind == "never_done", check.message
    assert '"explore for 20 turns" lasts 20 turns' in check.message
    assert "come to the player" in check.message


def test_a_square_never_walked_before_coming_back_is_turned_back(to_the_done):
    # comes back to the player, then stands there for good: no square, no Done
    back_and_stay = update('  return plan({\n    {come_back},\n    {stay},\n  })')
    check = to_the_done.validate(back_and_stay, maze((13, 22)),
                                 meaning=read("walk in a lil square n come back"))
    assert not check.ok and check.kind == "never_done", check.message
    assert "never walked round one" in check.message


def test_a_square_never_walked_then_done_is_done_too_soon(to_the_done):
    back = update('  return plan({\n    {come_back},\n  })')
    check = to_the_done.validate(back, maze((13, 22)),
                                 meaning=read("walk in a square and then come back to me"))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert "never walked round one" in check.message


@pytest.mark.parametrize(
    ("order", "world"),
    [
        (STAY_EXPLORE_COME_BACK, maze()),
        ("walk in a lil square n come back", maze((13, 22))),
        ("walk in a square and then come back to me", maze((13, 22))),
        ("explore for 20 turns, then come back", maze()),
        ("follow me for 10 turns, then go get the bow", maze()),
        ("wait 5 turns, then get the sword", maze()),
    ],
)
def test_the_composers_program_for_the_same_orders_passes(to_the_done, order, world):
    passes_as_the_models(to_the_done, order, world)


# -- out of the way for what the order does not want ------------------------------------------


BOW_THEN_BAT = ("I've heard that bats need a bow as well as an arrow. You've got an arrow "
                "already, I think, so could you fetch the bow first and then deal with the "
                "nearest bat?")
BOW_ARROW_BAT = update('  return plan({\n    {fetch, "bow"},\n    {fetch, "arrow"},\n'
                       '    {attack, "bat"},\n  })')


def test_a_second_arrow_fetched_across_the_maze_before_the_fight_is_turned_back(to_the_done):
    world = maze((10, 10), companion_items=("arrow",))
    check = to_the_done.validate(BOW_ARROW_BAT, world, meaning=read(BOW_THEN_BAT))
    assert not check.ok and check.kind == "not_asked", check.message
    assert "out of its way for the arrow" in check.message
    assert "(it carried one already)" in check.message
    passes_as_the_models(to_the_done, BOW_THEN_BAT, world)


def test_the_arrow_a_fight_needs_is_no_detour(to_the_done):
    order = "fetch the bow first and then deal with the nearest bat"
    world = maze((10, 10))  # no arrow carried: the fight needs one
    assert to_the_done.validate(BOW_ARROW_BAT, world, meaning=read(order)).ok
    passes_as_the_models(to_the_done, order, world)


# -- the composer's own programs, once turned back ----------------------------------------------


def test_fetching_after_coming_back_ends_where_the_thing_was(to_the_done):
    passes_as_the_models(to_the_done, "come back to me, then fetch the bow", maze((12, 12)))


def test_a_fight_given_up_for_monsters_in_the_way_may_say_done():
    # the gorgon stands by the bat: the skill waits for the way to clear, then says it gave up
    wandering = SandboxValidator(RuntimeExecutor(), api_globals=api.global_names(),
                                 methods=[e.name for e in api.entries("method")],
                                 dry_run_ticks=40, done_check_ticks=240,
                                 rules=Rules(monster_wander_chance=0.2, monster_leash_tiles=2))
    passes_as_the_models(wandering, "kill the bat that's nearest to the gorgon",
                         maze(companion_items=("bow", "arrow", "sword")))


# -- a hand-over before other steps ---------------------------------------------------------------


HAND_OVER_THEN_SWORD = "First hand me whatever you're carrying, then go get the sword."


def test_a_hand_over_skipped_before_another_errand_is_turned_back(to_the_done):
    # what the companion carried never reached the player; the sword fetched, then Done
    world = maze((10, 10), companion_items=("bow",))
    sword_only = update('  return plan({\n    {fetch, "sword"},\n  })')
    check = to_the_done.validate(sword_only, world, meaning=read(HAND_OVER_THEN_SWORD))
    assert not check.ok, check.message
    assert "bring the bow to the player" in check.message
    passes_as_the_models(to_the_done, HAND_OVER_THEN_SWORD, world)
