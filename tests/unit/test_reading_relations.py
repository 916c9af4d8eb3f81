"""Things named by their relation to other things (the eleventh fresh set's fourth voice): "the
item closest to the gorgon", "the arrow that lies nearest to me", "the weapon lying furthest
from you", "which weapon beats the monster nearest the bow?". The Lua keeps an errand on a thing
chosen among every kind ("item", "monster") to that thing once it is picked up or defeated; the
reader takes a verb of lying between a thing and its pick, and refuses in words what it does
not read whole. Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from agent.reading.which_asked import BEATEN_PICK_WHY
from game.maps import parse_map
from game.rules import Rules, step
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import default_world, tick, update
from tests.unit.readings import reading

STILL = Rules(monster_wander_chance=0.0)


def _drive(world, code: str, ticks: int) -> list[str]:
    rt = SandboxRuntime()
    rt.set_maze(world.maze)
    loaded = rt.load(code, "test")
    assert loaded.error is None, loaded.error
    said = []
    for _ in range(ticks):
        out = tick(rt, world)
        assert out.error is None, out.error
        said.append(out.status)
        step(world, companion_actions=out.actions, rules=STILL)
        if out.done:
            break
    return said


# -- the Lua: an errand on a thing chosen among every kind keeps to it ------------------------


def test_bring_the_item_nearest_the_gorgon_brings_the_sword_not_then_an_arrow():
    # The sword is the item nearest the gorgon; once the companion carries it, the item nearest
    # the gorgon on the ground is an arrow, and the errand still is the sword's.
    world = default_world()
    said = _drive(world, update('return bring(nearest("item", "gorgon"))'), 120)
    assert said[-1] == "Done", said[-3:]
    assert [i.name for i in world.player.items] == ["sword"]
    assert not any("arrow" in s for s in said)


# Each map's last monster starts where the player can reach it (a map's things must be reachable)
# and is then shut in the pocket top right, out of the way: with no monster left the game is won.
POCKET = (2, 12)
# The sword (2, 8) is the item farthest from the player (2, 2); the arrow (3, 5) the other.
TWO_ITEMS = """\
#############
#PA....^..#.#
#...../...###
#.........G.#
#############
"""
# A bat by the companion's weapons; a gorgon further on, which it cannot defeat.
TWO_MONSTERS = """\
#############
#PA>/.......#
#...........#
#.......B...#
#...........#
#..........G#
#############
"""


def _shut_in(text: str):
    world = parse_map(text)
    world.monsters()[-1].position = POCKET
    return world


def test_the_errand_keeps_to_the_thing_chosen_among_every_kind_whatever_else_is_chosen():
    # Another question asked in the same tick, before the errand, changes nothing.
    world = default_world()
    code = update(
        'local it = nearest("item", "gorgon")\n'
        'local bat = nearest("bat")\n'
        'local sword = nearest("sword", "gorgon")\n'
        "return bring(it)"
    )
    said = _drive(world, code, 120)
    assert said[-1] == "Done" and [i.name for i in world.player.items] == ["sword"]


def test_fetch_the_item_farthest_from_the_player_is_done_once_it_is_carried():
    world = _shut_in(TWO_ITEMS)
    said = _drive(world, update('return fetch(farthest("item", player))'), 20)
    # The sword first; then the arrow is the farthest item on the ground, and the job is done.
    assert said[-1] == "Done" and [i.name for i in world.companion.items] == ["sword"]


def test_attack_the_monster_nearest_a_tile_fights_that_one_only():
    world = parse_map(TWO_MONSTERS)
    gorgon = next(e for e in world.monsters() if e.name == "gorgon")
    said = _drive(world, update('return attack(nearest("monster", {4, 9}))'), 40)
    # The bat falls; the monster nearest that tile is then the gorgon, which it leaves alone.
    assert said[-1] == "Done" and gorgon.alive and not any("gorgon" in s for s in said), said
    assert not any(e.alive for e in world.monsters() if e.name == "bat")


# -- the reader ---------------------------------------------------------------------------------

# What defeats a thing picked by its relation: a kind named is what defeats that kind.
READS = [
    # a thing of any kind picked by its relation to another: the Lua keeps to the one chosen
    ("Bring me the item closest to the gorgon.", "bring nearest-from-gorgon item"),
    ("bring me the closest item to the gorgon", "bring nearest-from-gorgon item"),
    ("fetch the thing nearest the gorgon", "fetch nearest-from-gorgon item"),
    ("go to the item farthest from the gorgon", "go_to farthest-from-gorgon item"),
    ("kill the monster nearest the sword", "attack nearest-from-sword monster"),
    ("what kills the bat nearest the bow?", "ask weakness bat"),
    ("which weapon beats the gorgon nearest to you?", "ask weakness gorgon"),
    ("what defeats the bat closest to me?", "ask weakness bat"),
    # as before: which is nearest, and what defeats a kind
    ("which monster is nearest the bow?", "ask which nearest-from-bow monster nearest"),
    ("which bat is nearest?", "ask which bat of companion nearest"),
    ("which weapon beats the gorgon?", "ask weakness gorgon"),
    ("which is nearer, the gorgon or the bow?", "ask which gorgon,bow of companion nearest"),
]

# A verb of lying or being there between a thing and its pick after it.
LIES_AT = [
    ("Guard the arrow that lies nearest to me.", "guard nearest-from-player arrow"),
    (
        "Fetch the weapon lying furthest from you.",
        "if distance(sword, companion) > distance(bow, companion): fetch sword | fetch bow",
    ),
    ("fetch the arrow sitting closest to the bow", "fetch nearest-from-bow arrow"),
    ("kill the bat that sits nearest the bow", "attack nearest-from-bow bat"),
    ("fetch the arrow that is lying nearest the bow", "fetch nearest-from-bow arrow"),
    ("get the arrow located nearest to me", "fetch nearest-from-player arrow"),
    (
        "bring me the weapon that lies closest to the gorgon",
        "if distance(sword, gorgon) < distance(bow, gorgon): bring sword | bring bow",
    ),
    # as before
    ("get the arrow lying next to the sword", "fetch nearest-from-sword arrow"),
    ("fetch the arrow that is nearest the bow", "fetch nearest-from-bow arrow"),
]

# A thing named by what it defeats: the sword alone defeats the gorgon (the bow needs an arrow
# to defeat a bat, so "the weapon that kills bats" is read by the errands, not as one thing).
DEFEATER_NAMED = [
    ("Go wait beside the weapon that beats the gorgon.", "go_to sword; stay"),
    ("stand next to the thing that kills gorgons", "go_to sword; stay"),
    ("guard the item that slays the gorgon", "guard sword"),
    ("where is the thing that kills the gorgon?", "ask where sword"),
    ("get the weapon that beats the gorgon", "fetch sword"),
    ("get the weapon that kills bats", "fetch bow; fetch arrow"),
]

# "Whichever of the bow and the sword is nearer, fetch it": the choice said first, as "whichever
# is nearer, the bow or the sword, fetch it" is.
WHICHEVER_FIRST = [
    (
        "Whichever of the bow and the sword lies nearer to you, fetch it.",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow or the sword is closer, grab it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is nearest to me, bring it to me",
        "if distance(bow, player) < distance(sword, player): bring bow | bring sword",
    ),
    (
        "Whichever is closer to you, the sword or an arrow, pick that one up",
        "if distance(sword, companion) < distance(arrow, companion): fetch sword | fetch arrow",
    ),
    # "guard it" names a thing (lexicon_parts.THING_VERBS): the nearer one guarded
    (
        "whichever of the bow and the sword is nearer, guard it",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
]
# Not two things named: refused as before.
WHICHEVER_REFUSED = [
    "whichever of the bats is nearer, kill it",
]

# What defeats a monster of any kind picked by where it is: the meaning's question of what
# defeats is of a kind, so these are refused in words (they read as "which is nearest?").
BEATEN_PICKS = [
    "Which weapon beats the monster nearest the bow?",
    "what beats the monster nearest the bow?",
    "which weapon kills the nearest monster?",
    "what beats the nearest monster?",
    "which item defeats the monster closest to me?",
]


@pytest.mark.parametrize(("order", "gist"), READS + LIES_AT + WHICHEVER_FIRST + DEFEATER_NAMED)
def test_a_relation_reads(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", BEATEN_PICKS)
def test_what_defeats_a_monster_picked_by_where_it_is_is_refused_in_words(order: str) -> None:
    (step,) = read(order).steps
    assert isinstance(step, m.Unknown) and step.why == BEATEN_PICK_WHY


@pytest.mark.parametrize(
    "order", ["get the arrow that lies on the left", "get the arrow that lies by the bow"]
)
def test_a_verb_of_lying_without_a_pick_after_it_is_not_read_as_one(order: str) -> None:
    assert "unknown[" in reading(order)


@pytest.mark.parametrize("order", WHICHEVER_REFUSED)
def test_whichever_first_not_read_whole_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order)
