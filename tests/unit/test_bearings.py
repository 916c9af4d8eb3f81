"""A thing picked by its bearing from one of us or another thing ("the bat below you", "the arrow
to the left of the sword", "the gorgon south-west of you": ``meaning.BEARING``,
agent/reading/bearings.py): read, said back and said in the house language; picked in a real
sandbox by ``nearest_past(what, way, from)`` where the nearest of its kind is another one; worked
out alike by the agent (facts.find), which the judge checks the errand against; none there said
in words. Each reading row an order and its reading in the gist notation of tests/unit/gist.py.
"""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.house import HOUSE
from agent.reading import facts, meaning as m, read, words
from game.maps import parse_map
from game.world import World
from sandbox_worker import api
from tests.sandbox.helpers import tick, update
from tests.unit.judge import judge
from tests.unit.readings import reading
from tests.unit.test_logic_helpers import drive, runtime

READINGS = [
    # one of us, a point or two of the compass, "above" / "below" and their kin
    ("kill the bat below you", "attack bearing-+1,+0-of-companion bat"),
    ("kill the bat above me", "attack bearing--1,+0-of-player bat"),
    ("kill the bat over you", "attack bearing--1,+0-of-companion bat"),
    ("get the arrow under me", "fetch bearing-+1,+0-of-player arrow"),
    ("attack the gorgon south-west of you", "attack bearing-+1,-1-of-companion gorgon"),
    ("kill the bat northeast of me", "attack bearing--1,+1-of-player bat"),
    ("go to the arrow east of you", "go_to bearing-+0,+1-of-companion arrow"),
    ("kill the monster to your right", "attack bearing-+0,+1-of-companion monster"),
    ("get the arrow on your left", "fetch bearing-+0,-1-of-companion arrow"),
    # another thing
    ("get the arrow to the left of the sword", "fetch bearing-+0,-1-of-sword arrow"),
    ("kill the bat north of the bow", "attack bearing--1,+0-of-bow bat"),
    ("get the arrow underneath the bow", "fetch bearing-+1,+0-of-bow arrow"),
    ("guard the bow north of me", "guard bearing--1,+0-of-player bow"),
    # a duty on that one monster (agent.reading.picked_foes)
    ("keep away from the bat below you", "keep_distance bearing-+1,+0-of-companion bat 5..-"),
    ("stand between me and the bat south of you", "protect bearing-+1,+0-of-companion bat"),
    # "it" after it is that one (the tenth and twenty-first sets' orders among them)
    ("go to the bat below you, then kill it", "attack bearing-+1,+0-of-companion bat"),
    ("go to the arrow below me, then pick it up", "fetch bearing-+1,+0-of-player arrow"),
    ("the gorgon south-west of you: kill it with the sword you carry",
     "attack bearing-+1,-1-of-companion gorgon"),
    # named first, then "it" (refused while no pick of the meaning's held a bearing)
    ("the gorgon south-west of you: kill it", "attack bearing-+1,-1-of-companion gorgon"),
    ("the gorgon south-west of you. kill it", "attack bearing-+1,-1-of-companion gorgon"),
    ("the gorgon south-west of you \u2014 kill it", "attack bearing-+1,-1-of-companion gorgon"),
    ("the bat south of me. kill it", "attack bearing-+1,+0-of-player bat"),
    ("the arrow below me. get it", "fetch bearing-+1,+0-of-player arrow"),
    ("get the arrow left of the bow", "fetch bearing-+0,-1-of-bow arrow"),
    ("get the arrow below me", "fetch bearing-+1,+0-of-player arrow"),
    ("kill the gorgon south-west of you", "attack bearing-+1,-1-of-companion gorgon"),
    ("kill a bat except the one to the right of the sword",
     "attack nearest-from-companion bat besides bearing-+0,+1-of-sword bat"),
    ("Sit with the bat below you... then, with your bow and your arrow, bring its journey to "
     "an end.", "attack bearing-+1,+0-of-companion bat"),
    # a condition that there is one that way, then "it": the one lying that way
    ("if there is a bat below you, kill it",
     "if count(bat south of companion) > 0: attack bearing-+1,+0-of-companion bat | "),
    ("if there is a bat to the east of you, attack it",
     "if count(bat east of companion) > 0: attack bearing-+0,+1-of-companion bat | "),
    ("if there's a monster to your left, kill it",
     "if count(monster west of companion) > 0: attack bearing-+0,-1-of-companion monster | "),
    ("if there is an arrow below me, get it",
     "if count(arrow south of player) > 0: fetch bearing-+1,+0-of-player arrow | "),
    ("if there is a bat below you, go to it",
     "if count(bat south of companion) > 0: go_to bearing-+1,+0-of-companion bat | "),
    ("if there is a bat below you, kill it, otherwise come back",
     "if count(bat south of companion) > 0: attack bearing-+1,+0-of-companion bat | come_back"),
    ("if there is a bat below you, kill it and come back",
     "if count(bat south of companion) > 0: attack bearing-+1,+0-of-companion bat; come_back | "),
    ("if there is a bat below you, kill the bat below you",
     "if count(bat south of companion) > 0: attack bearing-+1,+0-of-companion bat | "),
    ("if there are more than 2 bats below you, kill one",
     "if count(bat south of companion) > 2: attack bearing-+1,+0-of-companion bat | "),
    # ... but not where the one that way may be another by then, several, none, or a quarter
    ("when there is a bat below you, kill it",
     'unknown[cannot be done] "when there is a bat below you, kill it"'),
    ("get the bow, then if there is a bat below you, kill it",
     'unknown[cannot be done] "get the bow, then if there is a bat below you, kill it"'),
    ("if there are bats below you, kill them",
     'unknown[cannot be done] "if there are bats below you, kill them"'),
    ("if there are no bats below you, kill it",
     'unknown[cannot be done] "if there are no bats below you, kill it"'),
    ("if there is a bat in the top right, kill it",
     'unknown[cannot be done] "if there is a bat in the top right, kill it"'),
    ("if there is a bat below you, come back, otherwise kill a bat",
     'unknown[cannot be done] "if there is a bat below you, come back, otherwise kill a bat"'),
    # no bearing: as before
    ("kill the bat next to you", "attack bat"),
    ("go to the arrow 3 tiles left of the sword", "go_to on-+0,-3-of-sword arrow"),
    ("get the bow over there", "fetch bow"),
    ("how many bats are below you?", "ask value count(bat south of companion)"),
    # where to, or which? said back as before
    ("bring the sword to the left of me",
     'bring nearest-from-left side sword; unknown[not understood] "of me"'),
    # several, or a pick of its own before it: said back as before
    ("kill the bats below you", 'attack every bat; unknown[not understood] "below you"'),
    ("kill the nearest bat below you", 'attack bat; unknown[not understood] "below you"'),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected


# The companion top left with a bow and an arrow; the nearest bat on its own row (not below
# it), another farther off below it and to its right.
ROOM = """\
##############
#A>/.....B...#
#............#
#............#
#............#
#............#
#..........B.#
#P...........#
##############
"""
_NEAR_BAT, _FAR_BAT = (2, 10), (7, 12)


def room() -> World:
    return parse_map(ROOM)


def _where(rt_world: World, code: str) -> str:
    rt = runtime(rt_world, update(code))
    out = tick(rt, rt_world)
    assert out.error is None, out.error
    return out.status


_AT = 'local b = {pick} return b and (b.position.row .. "," .. b.position.col) or "none"'


def test_nearest_past_picks_the_one_that_way_not_the_nearest() -> None:
    world = room()
    assert _where(world, _AT.format(pick='nearest("bat")')) == "2,10"
    assert _where(world, _AT.format(pick='nearest_past("bat", "south", ai)')) == "7,12"
    assert _where(world, _AT.format(pick='nearest_past("bat", "south east", ai)')) == "7,12"
    assert _where(world, _AT.format(pick='nearest_past("bat", "east", ai)')) == "2,10"
    assert _where(world, _AT.format(pick='nearest_past("bat", "north", ai)')) == "none"
    assert _where(world, _AT.format(pick='nearest_past("bat", "south west", ai)')) == "none"
    # from the player (8, 2), from a thing (the bow at (2, 3)); no origin: none
    assert _where(world, _AT.format(pick='nearest_past("bat", "north east", player)')) == "7,12"
    assert _where(world, _AT.format(pick='nearest_past("arrow", "east", "bow")')) == "2,4"
    assert _where(world, _AT.format(pick='nearest_past("bat", "south", nil)')) == "none"


def test_a_way_that_is_none_is_refused_with_the_right_call() -> None:
    world = room()
    rt = runtime(world, update('return tostring(nearest_past("bat", "below", ai))'))
    out = tick(rt, world)
    assert out.error is not None and "nearest_past expects" in out.error.message, out.error
    assert '"north east"' in out.error.message
    assert "bearing" in api.TYPE_DESCRIPTIONS


@pytest.mark.parametrize("way", ["north", "south", "east", "west", "north east", "north west",
                                 "south east", "south west"])
@pytest.mark.parametrize("who", [m.COMPANION, m.PLAYER])
def test_the_agent_works_it_out_as_the_sandbox_does(way: str, who: str) -> None:
    world = room()
    world.companion.position = (4, 7)
    world.player.position = (6, 9)
    steps = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}
    rows, cols = (sum(steps[p][i] for p in way.split()) for i in (0, 1))
    thing = m.Thing("bat", 1, m.BEARING, on=m.Offset(m.Thing(who), rows, cols))
    found = facts.find(world, thing)
    lua = "ai" if who == m.COMPANION else "player"
    said = _where(world, _AT.format(pick=f'nearest_past("bat", "{way}", {lua})'))
    assert said == ("none" if found is None else f"{found.position[0]},{found.position[1]}")


def test_composed_it_fights_the_bat_below_and_leaves_the_nearer_one() -> None:
    world = room()
    meaning = read("kill the bat below you")
    code = compose(meaning, world).code
    assert 'nearest_past("bat", "south", ai)' in code
    turns = drive(runtime(world, code), world, 60)
    assert turns[-1].done, turns[-1].status
    alive = [e.position for e in world.monsters()]
    assert alive == [_NEAR_BAT]


def test_the_one_it_picks_is_the_one_there_when_the_order_was_given() -> None:
    """ "go to the bat below you, then kill it": kept from the first tick (decide, in the
    order's memory), so the bat is still that bat once the companion stands beside it."""
    world = room()
    code = compose(read("go to the bat below you, then kill it"), world).code
    assert code.count("decide(") == 1 and "when you gave the order" in code
    drive(runtime(world, code), world, 60)
    assert [e.position for e in world.monsters()] == [_NEAR_BAT]


def test_the_judge_passes_the_one_below_and_fails_the_nearest() -> None:
    world = room()
    meaning = read("kill the bat below you")
    good = compose(meaning, world).code
    validator = judge(dry_run_ticks=60)
    assert validator.validate(good, room(), meaning=meaning).ok
    wrong = good.replace('nearest_past("bat", "south", ai)', 'nearest("bat")')
    assert wrong != good
    check = validator.validate(wrong, room(), meaning=meaning)
    assert not check.ok
    assert "the bat south of me" in check.message and "still alive" in check.message


def test_none_that_way_is_said_not_done_on_another() -> None:
    world = room()
    got = compose(read("kill the bat above you"), world)
    assert not got.complete
    assert got.problem == "I see no bat north of me"
    got = compose(read("get the arrow to the left of the bow"), world)
    assert got.problem == "I see no arrow west of the bow"


def test_said_back_and_in_the_house_language() -> None:
    thing = read("attack the gorgon south-west of you").steps[0].thing
    assert words.thing(thing) == "the gorgon south-west of me"
    for order, sentence in [
        ("kill the bat below you", "attack the bat south of yourself"),
        ("get the arrow to the left of the sword", "pick up the arrow west of the sword"),
        ("attack the gorgon south-west of you", "attack the gorgon south west of yourself"),
        ("kill the bat above me", "attack the bat north of me"),
    ]:
        meaning = read(order)
        assert HOUSE.render(meaning) == sentence
        assert HOUSE.read(sentence) == meaning
        assert read(sentence) == meaning


def test_asked_of_it_the_answer_names_it_by_its_bearing() -> None:
    world = room()
    meaning = read("how far is the bat below you?")
    code = compose(meaning, world).code
    out = tick(runtime(world, code), world)
    assert out.status == "The bat south of me is 15 tiles from me", out.status
    assert judge().validate(code, room(), meaning=meaning).ok


def test_a_condition_that_way_fights_the_one_there_not_the_nearest() -> None:
    """ "if there is a bat below you, kill it": the bat below, picked as the condition is looked
    at, never the nearer one; with none that way it is said, no fight done."""
    world = room()
    meaning = read("if there is a bat below you, kill it")
    code = compose(meaning, world).code
    assert 'nearest_past("bat", "south", ai)' in code
    drive(runtime(world, code), world, 60)
    assert [e.position for e in world.monsters()] == [_NEAR_BAT]
    assert judge(dry_run_ticks=60).validate(code, room(), meaning=meaning).ok
    got = compose(read("if there is a bat above you, kill it"), room())
    assert not got.complete and got.problem == "I see no bat north of me"
