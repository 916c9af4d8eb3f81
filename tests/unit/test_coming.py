"""A monster coming towards one of us (issue 37, part 4): ``coming(kind, of)`` in a real sandbox,
the agent's own working-out of it (``agent.reading.facts``), the Lua and the reader agreeing on
how near sight is; composed, said in words and in the house language; and end to end: "let me
know if a bat starts heading your way" served by the agent, judged in a dry run beside a
program of the model's, and said in the game on the tick a bat steps closer."""

from __future__ import annotations

import random
import re
from pathlib import Path

from agent.acceptance.logic import logic_problem
from agent.acceptance.reference import _watched_monsters
from agent.compose import compose
from agent.house import HOUSE
from agent.loop import CodeAgent
from agent.reading import facts, meaning as m, read, words
from agent.validate import SandboxValidator
from game.maps import load_map, parse_map
from game.rules import Rules, step
from game.world import World
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import tick, update
from tests.unit.judge import judge

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


# -- end to end: read, composed, judged in a dry run, and run ----------------------------------

WARN = "let me know if a bat starts heading your way"


def validator(rules: Rules) -> SandboxValidator:
    return judge(rules=rules)


def test_a_warning_of_a_bat_coming_is_composed_judged_and_said_when_one_steps_closer():
    # monsters standing still (nothing comes) and wandering as in the game: the judge passes it
    for rules in (Rules(monster_wander_chance=0.0), Rules()):
        out = CodeAgent(model=None, validator=validator(rules), library=None,
                        api_text="API").serve(WARN, load_map(), mode="strict")
        assert out.ok and out.served_by == "composed", out.message
        assert 'coming("bat")' in out.code
    world = room()
    ai = world.companion.position
    rt = runtime(world, out.code)
    assert at(rt, world, (ai[0], ai[1] + 5)) == "Waiting until a bat is coming towards me"
    assert at(rt, world) == "Waiting until a bat is coming towards me"  # it stands
    assert at(rt, world, (ai[0], ai[1] + 4)) == "A bat is coming towards me"
    assert at(rt, world, (ai[0], ai[1] + 5)) == "Done"


def bat_nearby(seed: int = 0) -> World:
    """The room with the bat at home 5 tiles from the companion, wandering from ``seed``."""
    world = room()
    ai = world.companion.position
    bat = bat_of(world)
    bat.position = bat.home = (ai[0] + 1, ai[1] + 4)
    world.rng = random.Random(seed)
    return world


def test_in_the_game_it_is_said_on_the_tick_the_bat_steps_closer():
    world = bat_nearby()
    code = compose(read(WARN), world).code
    rt = runtime(world, code)
    said, last = [], world.copy()
    for _ in range(40):
        before = world.copy()
        out = tick(rt, world)
        assert out.error is None and out.actions == []
        if out.status == "A bat is coming towards me":
            said.append(world.tick)
            # the sandbox saw what the agent works out: nearer than the tick before
            assert facts.holds(world, m.Coming(m.Thing("bat")), last)
        last = before
        step(world, player_move=None, companion_actions=out.actions, rules=Rules())
        if out.done:
            break
    assert len(said) == 1 and out.done


def test_the_judge_turns_down_a_program_that_does_not_watch_for_it_or_never_says_it():
    meaning = read(WARN)
    hasty = update('return say("A bat is coming towards me")')
    check = validator(Rules()).validate(hasty, bat_nearby(), meaning=meaning)
    assert not check.ok and check.kind == "no_logic", check.message
    # a bat near is not a bat coming
    near = update('if near("bat", 5) then return say("A bat is coming towards me") end\n'
                  'return "Watching for bats"')
    check = validator(Rules()).validate(near, bat_nearby(), meaning=meaning)
    assert not check.ok and "coming(...)" in check.message, check.message
    mute = update('if watch("bat", function() return coming("bat") end) then\n'
                  '  return "Still watching"\nend\nreturn "Watching for bats"')
    check = validator(Rules()).validate(mute, bat_nearby(), meaning=meaning)
    assert not check.ok and "no status said it" in check.message, check.message
    # a program of its own that watches for it passes, beside the composer's in the same run
    own = update('if watch("bat", function() return coming("bat", ai) end) then\n'
                 '  return say("A bat is coming towards me")\nend\nreturn "Watching for bats"')
    assert validator(Rules()).validate(own, bat_nearby(), meaning=meaning).ok


# -- the training generator --------------------------------------------------------------------


def test_the_generator_draws_it_sometimes_and_the_reader_reads_it_back():
    from agent.training import logic_orders
    from agent.training.generate import world_states

    rng, world = random.Random(5), world_states(5)[0][1]
    drawn = [d for d in (logic_orders.watch(rng, world) for _ in range(400)) if d is not None]
    coming = [d for d in drawn if any(isinstance(s, m.Watch) and isinstance(s.cond, m.Coming)
                                      for s in d.meaning.walk())]  # not the player moving
    assert 20 <= len(coming) <= len(drawn) // 3
    assert {s.cond.of for d in coming for s in d.meaning.walk() if isinstance(s, m.Watch)} == {
        m.COMPANION, m.PLAYER}
    for d in coming:
        assert read(d.order) == d.meaning, d.order
        assert "coming(" in d.program


def test_drawing_it_leaves_the_random_stream_as_it_was(monkeypatch):
    from agent.training import logic_orders

    def after(share: float) -> list[object]:
        monkeypatch.setattr(logic_orders, "COMING_SHARE", share)
        rng = random.Random(9)
        return [logic_orders._change_cond(rng)[1] for _ in range(200)] + [rng.random()]

    share = logic_orders.COMING_SHARE
    never, sometimes = after(0.0), after(share)
    assert never[-1] == sometimes[-1]
    changed = [(a, b) for a, b in zip(never, sometimes, strict=True) if a != b]
    assert changed and all(isinstance(b, m.Coming) for _, b in changed)
