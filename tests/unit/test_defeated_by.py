"""Who defeated what (issue 37, part 4): the game keeps who defeated each monster, the world
and the snapshot carry it, ``defeated(kind, by)`` counts one of us's in a real sandbox, the
agent works it out the same way (``agent.reading.facts``); and end to end, once the player has
killed a bat and the companion another: "how many bats have you killed?" is 1, "how many bats
have been defeated?" 2, "have you killed anything yet?" yes, each read, composed, judged in a
dry run and answered in the game."""

from __future__ import annotations

from agent.compose import compose
from agent.house import HOUSE
from agent.loop import CodeAgent
from agent.reading import facts, meaning as m, read, words
from agent.reading.logic import negate
from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from game.maps import parse_map
from game.rules import Rules, step
from game.world import World
from sandbox_worker import api
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.snapshot import ENTITY_WIDTH, HEADER, flat_state
from tests.sandbox.helpers import carry, tick, update

# The player and the companion each beside a bat; two bows and two arrows to arm them with; a
# gorgon far off, so the game goes on.
ROOM = """\
##############
#AB..........#
#............#
#.......>>//.#
#............#
#PB.........G#
##############
"""

STILL = Rules(monster_wander_chance=0.0)


def room() -> World:
    return parse_map(ROOM)


def fought() -> World:
    """The room after one tick of combat: the player has killed one bat, the companion the
    other."""
    world = room()
    for who in (world.player, world.companion):
        carry(world, who, "bow")
        carry(world, who, "arrow")
    events = step(world, rules=STILL)
    assert [e.kind for e in events].count("defeat") == 2, events
    return world


def bats(world: World):
    return sorted((e for e in world.monsters(alive_only=False) if e.kind == "bat"),
                  key=lambda e: e.position)


# -- the game, the world and the snapshot ------------------------------------------------------


def test_the_game_keeps_who_defeated_each_monster():
    world = fought()
    by_companion, by_player = bats(world)  # the companion's bat is the upper one
    assert by_companion.defeated_by == world.companion.id
    assert by_player.defeated_by == world.player.id
    assert world.defeated == {"bat": 2}
    assert world.defeated_count(("bat",), world.companion.id) == 1
    assert world.defeated_count(("bat", "gorgon")) == 2
    # kept in the world's plain data, and none for the living
    again = World.from_wire(world.to_wire())
    assert [b.defeated_by for b in bats(again)] == [world.companion.id, world.player.id]
    gorgon = next(e for e in again.monsters() if e.kind == "gorgon")
    assert gorgon.defeated_by is None and "defeated_by" not in gorgon.to_wire()


def test_the_snapshot_carries_the_defeater_of_each_entity():
    world = fought()
    state = flat_state(world)
    records = [state[HEADER + i * ENTITY_WIDTH:HEADER + (i + 1) * ENTITY_WIDTH]
               for i in range(len(world.entities))]
    by_id = {r[0]: r for r in records}
    for bat in bats(world):
        assert by_id[bat.id][5:] == [False, bat.defeated_by]
    assert by_id[world.player.id][5:] == [True, 0]


# -- the sandbox and the agent agree -----------------------------------------------------------

ASKED = update('return defeated("bat") .. " " .. defeated("bat", ai) .. " " .. '
               'defeated("bat", player) .. " " .. defeated("monster", "ai") .. " " .. '
               'defeated("gorgon", ai)')


def runtime(world: World, code: str) -> SandboxRuntime:
    rt = SandboxRuntime()
    rt.set_maze(world.maze)
    loaded = rt.load(code, "test")
    assert loaded.error is None, loaded.error
    return rt


def test_defeated_counts_one_of_us_alone_when_asked():
    world = fought()
    out = tick(runtime(world, ASKED), world)
    assert out.error is None, out.error
    assert out.status == "2 1 1 1 0"
    for by, n in ((m.ANYONE, 2), (m.COMPANION, 1), (m.PLAYER, 1)):
        assert facts.value(world, m.Defeated("bat", by)) == n
    assert facts.value(world, m.Defeated(m.ANY_MONSTER, m.COMPANION)) == 1
    assert facts.value(room(), m.Defeated("bat", m.COMPANION)) == 0


def test_whose_defeats_are_counted_is_checked():
    world = fought()
    out = tick(runtime(world, update('return defeated("bat", "gorgon")')), world)
    assert out.error is not None and "defeated expects" in out.error.message


# -- read, said, composed ----------------------------------------------------------------------

YOURS = "how many bats have you killed?"
EVERYONES = "how many bats have been defeated?"
ANY_YET = "have you killed anything yet?"


def test_the_party_is_read_and_said_back():
    assert read(YOURS).steps == (m.Ask(m.VALUE, value=m.Defeated("bat", m.COMPANION)),)
    assert read(EVERYONES).steps == (m.Ask(m.VALUE, value=m.Defeated("bat")),)
    yet = m.Compare(">", m.Defeated(m.ANY_MONSTER, m.COMPANION), m.Number(0))
    assert read(ANY_YET).steps == (m.Ask(m.CHECK, check=yet),)
    assert words.expr(m.Defeated("bat", m.PLAYER)) == "the number of bats you defeated"
    assert words.cond(yet) == "I have defeated a monster"
    assert words.cond(negate(yet)) == "I have not defeated any monster"
    assert words.cond(m.Compare(">=", m.Defeated("bat"), m.Number(2))) == (
        "at least 2 bats have been defeated")


def test_the_house_language_says_whose():
    for order in (YOURS, "how many gorgons did I kill?", ANY_YET, EVERYONES):
        meaning = read(order)
        sentence = HOUSE.render(meaning)
        assert sentence is not None
        assert HOUSE.read(sentence) == meaning, sentence
    assert HOUSE.render(read(YOURS)) == "tell me the number of bats you defeated"
    # the grammar a restating model writes in has the words
    assert '"the number of " monster-kinds " " subject " defeated"' in HOUSE.gbnf()


def answered(order: str, world: World) -> str:
    code = compose(read(order), world).code
    out = tick(runtime(world, code), world)
    assert out.error is None, out.error
    return out.status


def test_the_answers_count_whose_they_are():
    world = fought()
    assert answered(YOURS, world) == "The number of bats I defeated is 1"
    assert answered(EVERYONES, world) == "The number of bats defeated is 2"
    assert answered("how many gorgons have I killed?", world) == (
        "The number of gorgons you defeated is 0")
    assert answered(ANY_YET, world) == "Yes: I have defeated a monster (1 so far)"
    assert answered("have I killed any gorgons?", world) == (
        "No: you have not defeated any gorgon (0 so far)")
    assert answered(ANY_YET, room()) == "No: I have not defeated any monster (0 so far)"


# -- served and judged in a dry run ------------------------------------------------------------


def validator() -> SandboxValidator:
    return SandboxValidator(RuntimeExecutor(), api_globals=api.global_names(),
                            methods=[e.name for e in api.entries("method")], dry_run_ticks=5,
                            rules=STILL)


def test_the_agent_serves_them_and_the_dry_run_passes_them():
    world = fought()
    for order in (YOURS, EVERYONES, ANY_YET, "did I kill a bat?"):
        out = CodeAgent(model=None, validator=validator(), library=None,
                        api_text="API").serve(order, world, mode="strict")
        assert out.ok and out.served_by == "composed", (order, out.message)


def test_the_judge_turns_down_an_answer_that_counts_everyones_as_mine():
    world = fought()
    meaning = read(YOURS)
    everyones = update('return say("I have defeated " .. defeated("bat") .. " bats")')
    check = validator().validate(everyones, world, meaning=meaning)
    assert not check.ok and "(1 now)" in check.message, check.message
    mine = update('return say("I have defeated " .. defeated("bat", ai) .. " bats")')
    assert validator().validate(mine, world, meaning=meaning).ok
    # whether I killed one: the player's bat is no yes for the companion
    yet = read(ANY_YET)
    wrong = update('if defeated("monster", player) > 0 then return say("Yes, I have") end\n'
                   'return say("No, not yet")')
    check = validator().validate(wrong, players_kill_alone(), meaning=yet)
    assert not check.ok and 'got "Yes, I have"' in check.message, check.message
    right = update('if defeated("monster", ai) > 0 then return say("Yes, I have") end\n'
                   'return say("No, not yet")')
    assert validator().validate(right, players_kill_alone(), meaning=yet).ok


def players_kill_alone() -> World:
    """The room after the player alone has killed a bat, the companion standing aside."""
    world = room()
    world.companion.position = (4, 6)
    carry(world, world.player, "bow")
    carry(world, world.player, "arrow")
    step(world, rules=STILL)
    assert world.defeated_count(("bat",), world.player.id) == 1
    assert world.defeated_count(("bat",), world.companion.id) == 0
    return world


def test_a_condition_on_my_kills_is_decided_on_mine():
    world = fought()
    code = compose(read("if you've killed 2 bats, come back, otherwise say not yet"), world).code
    assert 'defeated("bat", ai) >= 2' in code, code
    assert "not yet" in answered("if you've killed 2 bats, come back, otherwise say not yet",
                                 world).lower()


def test_a_library_entry_for_the_dead_does_not_cover_my_kills():
    from agent.library.coverage import shape

    assert shape(read("how many bats are dead?")) != shape(read(YOURS))
    assert shape(read(YOURS)) == shape(read("how many gorgons have you killed?"))
    assert shape(read(YOURS)) != shape(read("how many bats did I kill?"))
