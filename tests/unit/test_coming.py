"""A monster coming towards one of us (issue 37, part 4): ``coming(kind, of)`` in a real sandbox,
the agent's own working-out of it (``agent.reading.facts``), and the Lua and the reader agreeing
on how near sight is."""

from __future__ import annotations

import re
from pathlib import Path

from agent.acceptance.logic import logic_problem
from agent.acceptance.reference import _watched_monsters
from agent.compose import compose
from agent.house import HOUSE
from agent.reading import facts, meaning as m, read, words
from game.maps import parse_map
from game.world import World
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import tick, update

# A bat and a gorgon in an open room; the companion top left, the player bottom left.
ROOM = """\
##############
#A...........#
#............#
#............#
#............#
#P.........BG#
##############
"""

ASKED = update('return tostring(coming("bat")) .. " " .. tostring(coming("bat", player)) .. " "'
               ' .. tostring(coming("gorgon")) .. " " .. tostring(coming())')


def runtime(world: World, code: str = ASKED) -> SandboxRuntime:
    rt = SandboxRuntime()
    rt.set_maze(world.maze)
    loaded = rt.load(code, "test")
    assert loaded.error is None, loaded.error
    return rt


def room() -> World:
    return parse_map(ROOM)


def bat_of(world: World):
    return next(e for e in world.monsters() if e.kind == "bat")


def gorgon_of(world: World):
    return next(e for e in world.monsters() if e.kind == "gorgon")


def at(rt: SandboxRuntime, world: World, bat: tuple[int, int] | None = None) -> str:
    """The next tick's answers, the bat first put at ``bat``."""
    if bat is not None:
        bat_of(world).position = bat
    world.tick += 1
    out = tick(rt, world)
    assert out.error is None, out.error
    assert out.actions == []
    return out.status


def test_a_bat_that_steps_closer_is_coming_one_that_stands_or_steps_away_is_not():
    world = room()
    ai = world.companion.position
    gorgon_of(world).position = (ai[0] + 3, ai[1] + 10)  # far off, standing still
    rt = runtime(world)
    near = (ai[0], ai[1] + 4)
    # the first tick has nothing to compare with
    assert at(rt, world, near) == "false false false false"
    # a step closer (4 tiles, then 3)
    assert at(rt, world, (ai[0], ai[1] + 3)) == "true false false true"
    # standing still, then a step away, then a step aside (as far as before)
    assert at(rt, world) == "false false false false"
    assert at(rt, world, (ai[0], ai[1] + 4)) == "false false false false"
    assert at(rt, world, (ai[0] + 1, ai[1] + 3)) == "false false false false"


def test_a_bat_we_walk_up_to_is_not_coming():
    world = room()
    ai = world.companion.position
    rt = runtime(world)
    assert at(rt, world, (ai[0], ai[1] + 4)) == "false false false false"
    world.companion.position = (ai[0], ai[1] + 1)  # the bat stands; the companion comes nearer
    assert at(rt, world).split()[0] == "false"


def test_a_bat_out_of_sight_is_not_coming_until_it_comes_within_five_tiles():
    world = room()
    ai = world.companion.position
    rt = runtime(world)
    assert at(rt, world, (ai[0], ai[1] + 7)).split()[0] == "false"
    assert at(rt, world, (ai[0], ai[1] + 6)).split()[0] == "false"  # nearer, still 6 tiles
    assert at(rt, world, (ai[0], ai[1] + 5)).split()[0] == "true"  # into sight


def test_coming_towards_the_player_is_measured_from_the_player():
    world = room()
    player = world.player.position
    rt = runtime(world)
    assert at(rt, world, (player[0], player[1] + 4)) == "false false false false"
    # nearer the player, and farther from the companion (top left)
    assert at(rt, world, (player[0], player[1] + 3)) == "false true false false"


def test_calls_within_one_tick_give_one_answer():
    world = room()
    ai = world.companion.position
    rt = runtime(world, update('local a = coming("bat")\nlocal b = coming("bat")\n'
                               'return tostring(a) .. " " .. tostring(b)'))
    at(rt, world, (ai[0], ai[1] + 4))
    assert at(rt, world, (ai[0], ai[1] + 3)) == "true true"


def test_a_replaced_worker_compares_with_the_tick_before():
    world = room()
    ai = world.companion.position
    rt = runtime(world)
    bat_of(world).position = (ai[0], ai[1] + 4)
    world.tick += 1
    memory = tick(rt, world).memory
    fresh = runtime(world)
    fresh.restore_memory(memory)
    assert at(fresh, world, (ai[0], ai[1] + 3)).split()[0] == "true"
    # new code starts afresh
    other = SandboxRuntime()
    other.set_maze(world.maze)
    assert other.load(ASKED + "\n", "other").error is None
    other.restore_memory(memory)
    bat_of(world).position = (ai[0], ai[1] + 2)
    world.tick += 1
    assert tick(other, world).status.split()[0] == "false"


def test_the_agent_works_it_out_over_two_worlds_as_the_sandbox_does():
    before = room()
    ai = before.companion.position
    bat_of(before).position = (ai[0], ai[1] + 4)
    after = before.copy()
    bat_of(after).position = (ai[0], ai[1] + 3)
    coming = m.Coming(m.Thing("bat"))
    assert facts.holds(after, coming, before)
    assert not facts.holds(before, coming, after)  # stepping away
    assert not facts.holds(after, coming, after)  # standing still
    assert not facts.holds(after, m.Coming(m.Thing("bat"), m.PLAYER), before)
    assert facts.holds(after, m.Coming(m.Thing(m.ANY_MONSTER)), before)
    assert not facts.holds(after, m.Coming(m.Thing("gorgon")), before)
    # one world alone tells nothing of a change
    assert not facts.holds(after, coming)


def test_sight_is_the_same_in_lua_and_in_the_meaning():
    lua = Path(__file__).parents[2] / "sandbox_worker" / "lua" / "questions.lua"
    found = re.search(r"^local SIGHT_TILES = (\d+)$", lua.read_text(), re.M)
    assert found is not None and int(found.group(1)) == m.SIGHT_TILES


BAT_COMING = m.Coming(m.Thing("bat"))
TOLD = m.Meaning("", (m.Watch(BAT_COMING, then=(m.Say("A bat is coming towards me"),)),))


def test_the_composer_watches_it_every_tick_and_says_it_in_words():
    code = compose(TOLD, room()).code
    assert ('watch("a bat is coming towards me", function() return coming("bat") end)'
            in code), code
    assert words.cond(m.Coming(m.Thing("gorgon"), m.PLAYER)) == "a gorgon is coming towards you"
    assert words.cond(m.Not(BAT_COMING)) == "a bat is not coming towards me"
    towards_you = m.Meaning("", (m.Watch(m.Coming(m.Thing(m.ANY_MONSTER), m.PLAYER),
                                         then=(m.Act(m.FLEE),)),))
    assert 'coming("monster", player)' in compose(towards_you, room()).code


def test_a_change_is_never_decided_at_a_glance():
    decided = m.Meaning("", (m.Choice(BAT_COMING, then=(m.Act(m.FLEE),)),))
    got = compose(decided, room())
    assert not got.complete and "seen over two ticks" in got.problem
    assert m.over_ticks(m.AllOf((m.Has(m.COMPANION), m.Not(BAT_COMING))))
    assert not m.over_ticks(m.Near(m.Thing("bat"), 5))


def test_the_judge_asks_for_code_that_looks_at_it_and_watches_the_monsters_within_sight():
    plain = update('if watch("a bat", function() return near("bat", 5) end) then '
                   'return "A bat is coming towards me" end\nreturn "Waiting"')
    assert "coming(...)" in logic_problem(TOLD, plain)
    assert logic_problem(TOLD, compose(TOLD, room()).code) == ""
    assert _watched_monsters(TOLD) == {"bat": m.SIGHT_TILES}


def test_the_house_sentence_is_read_back_by_the_reader_too():
    for meaning in (TOLD, m.Meaning("", (m.Watch(m.Coming(m.Thing(m.ANY_MONSTER), m.PLAYER),
                                                 then=(m.Act(m.FLEE),)),))):
        sentence = HOUSE.render(meaning)
        assert sentence is not None and "comes towards" in sentence
        assert HOUSE.read(sentence) == meaning
        assert read(sentence) == meaning, sentence
