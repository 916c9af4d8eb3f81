"""The player moving from where they stood (``meaning.Moved``): ``moved(entity)`` in a real
sandbox (the tile kept in the step's notes, so a replaced worker compares with the same one and
the next step starts afresh), the agent's own working-out of it (``facts.holds`` with the world
the step began in), the composer's Lua, the judge (a program that waits passes, one that fetches
at once does not), and "wait until I move, then get the bow" run in the game with the player
stepping off on the fourth tick."""

from __future__ import annotations

from agent.acceptance.logic import logic_problem
from agent.compose import compose
from agent.loop import CodeAgent
from agent.reading import facts, meaning as m, read, words
from agent.validate import SandboxValidator
from game.maps import load_map, parse_map
from game.rules import Rules, step
from game.world import World
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import tick, update
from tests.unit.judge import judge
from tests.unit.test_logic_helpers import runtime as loaded

# The companion top left, the player below it, the bow to the right, a gorgon far off.
ROOM = """\
##############
#A.......>...#
#............#
#P..........G#
##############
"""

ASKED = update('return tostring(moved(player)) .. " " .. tostring(moved(ai))')
WAIT = "wait until I move, then get the bow"


def runtime(world: World, code: str = ASKED) -> SandboxRuntime:
    return loaded(world, code)


def at(rt: SandboxRuntime, world: World) -> str:
    world.tick += 1
    out = tick(rt, world)
    assert out.error is None, out.error
    return out.status


def test_moved_is_false_until_the_player_stands_on_another_tile():
    world = parse_map(ROOM)
    rt = runtime(world)
    assert at(rt, world) == "false false"  # the first call: where each stands is kept
    assert at(rt, world) == "false false"
    row, col = world.player.position
    world.player.position = (row, col + 1)
    assert at(rt, world) == "true false"
    world.companion.position = (1, 2)
    assert at(rt, world) == "true true"
    world.player.position = (row, col)  # back where it began: not moved (watch latches first)
    assert at(rt, world) == "false true"


def test_a_replaced_worker_compares_with_the_same_tile_and_new_code_starts_afresh():
    world = parse_map(ROOM)
    rt = runtime(world)
    world.tick += 1
    memory = tick(rt, world).memory
    row, col = world.player.position
    world.player.position = (row, col + 1)
    fresh = runtime(world)
    fresh.restore_memory(memory)
    assert at(fresh, world) == "true false"
    other = SandboxRuntime()
    other.set_maze(world.maze)
    assert other.load(ASKED + "\n", "other").error is None
    other.restore_memory(memory)
    assert at(other, world) == "false false"


def test_a_step_of_a_plan_compares_with_where_the_player_stood_when_it_began():
    world = parse_map(ROOM)
    rt = runtime(
        world,
        update(
            "return plan({{for_turns, 2}, function() "
            'return "moved " .. tostring(moved(player)) end})'
        ),
    )
    assert at(rt, world).startswith("Waiting")
    row, col = world.player.position
    world.player.position = (row, col + 1)  # during the first step
    assert at(rt, world).startswith("Waiting")
    assert at(rt, world) == "moved false"  # the second step began here
    world.player.position = (row, col + 2)
    assert at(rt, world) == "moved true"


def test_the_agent_works_it_out_against_the_world_the_step_began_in():
    began = parse_map(ROOM)
    now = began.copy()
    assert not facts.holds(now, m.Moved(), began=began)
    now.player.position = (3, 2)
    assert facts.holds(now, m.Moved(), began=began)
    assert not facts.holds(now, m.Moved())  # no start to compare with: not moved
    assert not facts.holds(now, m.Moved(m.COMPANION), began=began)
    assert facts.holds(now, m.Not(m.Moved(m.COMPANION)), began=began)


def test_the_composer_watches_it_from_the_start_of_the_step_and_says_it_in_words():
    code = compose(read(WAIT), parse_map(ROOM)).code
    assert 'if watch("you have moved", function() return moved(player) end) then' in code, code
    assert 'return fetch("bow")' in code and "return stay()" in code
    assert words.cond(m.Moved()) == "you have moved"
    assert words.cond(m.Not(m.Moved())) == "you have not moved"
    decided = m.Meaning("", (m.Choice(m.Moved(), then=(m.Act(m.FOLLOW),)),))
    got = compose(decided, parse_map(ROOM))
    assert not got.complete and "seen over two ticks" in got.problem


# -- judged in a dry run, and run in the game --------------------------------------------------


def validator(rules: Rules) -> SandboxValidator:
    return judge(rules=rules)


def test_the_agent_composes_it_and_the_dry_run_passes_it():
    for order in (WAIT, "as soon as I take a step, follow me", "stay here until I move"):
        out = CodeAgent(
            model=None, validator=validator(Rules()), library=None, api_text="API"
        ).serve(order, load_map(), mode="strict")
        assert out.ok and out.served_by == "composed", (order, out.message)
        assert "moved(player)" in out.code


def test_the_judge_passes_a_program_that_waits_and_turns_down_one_that_fetches_at_once():
    meaning = read(WAIT)
    waits = update(
        'if watch("moved", function() return moved(player) end) then\n'
        '  return fetch("bow")\nend\nreturn "Waiting for you to move"'
    )
    assert validator(Rules()).validate(waits, load_map(), meaning=meaning).ok
    hasty = update('if player.position then return fetch("bow") end\nreturn "Waiting"')
    check = validator(Rules()).validate(hasty, load_map(), meaning=meaning)
    assert not check.ok and "moved from" in check.message, check.message
    blind = update(
        'if watch("moved", function() return true end) then return fetch("bow") end'
        '\nreturn "Waiting"'
    )
    assert "moved(player)" in logic_problem(meaning, blind)
    check = validator(Rules()).validate(blind, load_map(), meaning=meaning)
    assert not check.ok and check.kind == "no_logic", check.message
    wrong = update(
        'if watch("moved", function() return moved(player) end) then\n'
        '  return fetch("sword")\nend\nreturn stay()'
    )
    assert not validator(Rules()).validate(wrong, load_map(), meaning=meaning).ok


def test_in_the_game_it_stands_until_the_player_steps_off_then_gets_the_bow():
    world = parse_map(ROOM)
    rt = runtime(world, compose(read(WAIT), world).code)
    start = world.companion.position
    statuses = []
    for n in range(1, 30):
        world.tick += 1
        out = tick(rt, world)
        assert out.error is None, out.error
        statuses.append(out.status)
        step(
            world,
            player_move="d" if n == 3 else None,
            companion_actions=out.actions,
            rules=Rules(monster_wander_chance=0.0),
        )
        if n <= 3:
            assert world.companion.position == start, n  # stood while the player stood
        if out.done:
            break
    assert any(i.name == "bow" for i in world.companion.items), statuses
