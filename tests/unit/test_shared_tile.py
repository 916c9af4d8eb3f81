"""The player on the companion's own tile (allowed: the player may step onto it) is not in its
way: from the shared tile every errand starts on its way and every duty goes on with its work,
and no status names a reason the world does not show. An errand that waits on what it cannot
change gives up in words after a bounded number of ticks."""

from __future__ import annotations

import re
from dataclasses import replace
from itertools import pairwise

import pytest

from base import protocol as p
from config.settings import SandboxConfig
from game.maps import load_map, parse_map
from game.rules import step
from game.world import Item, World, manhattan
from sandbox_worker.runtime import SandboxRuntime
from sandbox_worker.worker import WorkerHandler
from tests.sandbox.helpers import STILL, carry, tick, update
from tests.unit.test_logic_helpers import runtime

# The scene: on the default map the player starts beside the companion and steps onto
# its tile (row 2, column 3), then gives an order and stands still.
SHARED = (2, 3)
PLAYER_IN_THE_WAY = re.compile(r"in my way|step aside")
A_MONSTER = re.compile(r"stepping away|monsters? to clear", re.IGNORECASE)

# Errands and the ticks each may take from the shared tile (the walk there and back, and room).
ERRANDS = {
    'fetch("bow")': 30,
    'fetch("arrow")': 40,
    'fetch_all("arrow")': 150,
    'bring("bow")': 60,
    'attack("bat")': 120,
    'attack_all("gorgon")': 120,
    'go_to("top right")': 60,
    'go_to("bow")': 30,
    'go_to(8, 5)': 30,
    'walk("down", 3)': 10,
    'square(1)': 10,
    'explore()': 500,
    'flee()': 5,
    'come_back()': 5,
    'plan({{fetch, "bow"}, {bring, "arrow"}})': 150,
    'times(2, {fetch, "arrow"})': 120,
    'for_turns(5, {go_to, "bow"})': 10,
}
# Duties never end: what each says once under way, within that many ticks. (A patrol whose
# round runs through the player's tile finds the player in its way once it has left that tile:
# then the player is.)
DUTIES = {
    'guard("player")': ("Guarding you", 5),
    'guard("bow")': ("Guarding the bow", 30),
    'follow()': ("Following you", 5),
    'stay()': ("Waiting here", 2),
    'keep_away("bat")': ("Keeping away from bats", 3),
    'keep_distance("player", 3, 5)': ("Keeping 3 to 5 tiles from you", 10),
    'protect("bat")': ("between you and the bat", 10),
    'patrol("top left", "bow")': ("Patrolling: on my way to", 30),
    'patrol()': ("Patrolling round the room", 10),
}


def put_gorgon(world: World, at: tuple[int, int]) -> None:
    gorgon = next(m for m in world.monsters() if m.kind == "gorgon")
    gorgon.position = gorgon.home = at


def shared_world() -> World:
    world = load_map("default")
    step(world, player_move="d", rules=STILL)
    assert world.player.position == world.companion.position == SHARED
    return world


def play(world: World, body: str, ticks: int) -> list[tuple[str, bool, World]]:
    """Tick the skill call ``body`` with the player standing still; each tick's status, whether
    it was done, and the world the code saw."""
    rt = runtime(world, update(f"  return {body}"))
    seen = []
    for _ in range(ticks):
        before = world.copy()
        out = tick(rt, world)
        assert out.error is None, out.error
        seen.append((out.status, out.done, before))
        step(world, companion_actions=out.actions, rules=STILL)
        assert world.companion.health == 3, out.status
        if out.done:
            break
    return seen


def check_claims(seen: list[tuple[str, bool, World]]) -> None:
    """No status blames the player while sharing its tile, and none steps away from a monster
    that is not near."""
    for status, _, world in seen:
        here = world.companion.position
        if PLAYER_IN_THE_WAY.search(status):
            assert world.player.position != here, f"{status!r} said on the player's tile"
        if status.startswith("Stepping away"):
            near = min(manhattan(m.position, here) for m in world.monsters())
            assert near <= 3, f"{status!r} with the nearest monster {near} tiles away"


@pytest.mark.parametrize("body", list(ERRANDS))
def test_every_errand_from_the_shared_tile_finishes_within_its_budget(body):
    world = shared_world()
    seen = play(world, body, ERRANDS[body])
    check_claims(seen)
    statuses = [s for s, _, _ in seen]
    assert seen[-1][1], f"not done in {ERRANDS[body]} ticks: {statuses[-3:]}"
    assert not any(A_MONSTER.search(s) for s in statuses[:1]), statuses[:1]


@pytest.mark.parametrize("body", list(DUTIES))
def test_every_duty_from_the_shared_tile_gets_to_its_work(body):
    world = shared_world()
    said, ticks = DUTIES[body]
    seen = play(world, body, ticks)
    check_claims(seen)
    statuses = [s for s, _, _ in seen]
    assert not any(done for _, done, _ in seen), statuses
    assert said in statuses[-1] or body.startswith("patrol") and said in statuses[0], statuses


def test_hand_over_from_the_shared_tile_is_done_at_once():
    world = shared_world()
    carry(world, world.companion, "bow")
    step(world, rules=STILL)  # sharing the tile hands the bow over
    assert [i.name for i in world.player.items] == ["bow"]
    seen = play(world, "hand_over()", 3)
    assert [s for s, _, _ in seen] == ["I have nothing to give you", "Done"]


def test_an_errand_passes_through_the_player_in_the_only_way_and_keeps_what_it_carries():
    world = load_map("default")
    # Beside the companion in the only harmless way to the bow, and staying there.
    world.companion.position, world.player.position = (2, 2), (2, 3)
    carry(world, world.companion, "sword")
    seen = play(world, 'fetch("bow")', 40)
    statuses = [s for s, _, _ in seen]
    assert seen[-1][1] and statuses[0].startswith("Getting the bow"), statuses
    assert not any(PLAYER_IN_THE_WAY.search(s) for s in statuses), statuses
    # Onto the player's tile for one tick only, and off again: nothing was handed over.
    on = [i for i, (_, _, w) in enumerate(seen) if w.companion.position == w.player.position]
    assert len(on) == 1, on
    assert sorted(i.name for i in world.companion.items) == ["bow", "sword"]
    assert world.player.items == []


# A corridor to the bow (>), a gorgon (G) the companion cannot beat in it, and a dead end below
# where the gorgon can be put out of the way.
GUARDED = """\
##########
#A...G..>#
#P###.####
#####.####
#####.####
##########
"""


def test_an_errand_that_waits_on_a_monster_gives_up_in_words_after_its_patience():
    world = parse_map(GUARDED)
    put_gorgon(world, (2, 6))
    seen = play(world, 'fetch("bow")', 60)
    statuses = [s for s, _, _ in seen]
    assert statuses[0] == "Waiting for the monsters to clear the way to the bow"
    assert statuses[-2] == ("I waited 30 turns for the monsters to clear the way to the bow and "
                            "gave up")
    assert statuses[-1] == "Done" and len(statuses) == 31


@pytest.mark.parametrize("patience", [5, 12])
def test_the_patience_is_the_setting_and_a_worker_sent_it_waits_that_long(patience):
    # sandbox.wait_patience_ticks travels to the worker with the limits of each load: the
    # errand gives up on its patience-th tick of waiting.
    world = parse_map(GUARDED)
    put_gorgon(world, (2, 6))
    handler = WorkerHandler()
    loaded = handler.handle(p.SandboxLoad(request_id="l", code_id="c",
                                          code=update('  return fetch("bow")'),
                                          limits={"wait_patience_ticks": patience}))
    assert isinstance(loaded, p.SandboxLoaded) and loaded.error is None, loaded
    rt = handler.runtime
    rt.set_maze(world.maze)
    statuses = []
    for _ in range(patience + 5):
        out = tick(rt, world)
        statuses.append(out.status)
        step(world, companion_actions=out.actions, rules=STILL)
        if out.done:
            break
    waiting = "Waiting for the monsters to clear the way to the bow"
    assert statuses[:-2] == [waiting] * (patience - 1)
    assert statuses[-2:] == [f"I waited {patience} turns for the monsters to clear the way to the "
                             "bow and gave up", "Done"]


def test_walk_waits_as_long_as_the_patience_setting_says():
    world = parse_map(GUARDED)
    put_gorgon(world, (1, 4))  # it may wander next to the companion's way right: walk waits
    rt = SandboxRuntime(replace(SandboxConfig(), wait_patience_ticks=4))
    rt.set_maze(world.maze)
    assert rt.load(update('  return walk("right", 3)'), "w").error is None
    statuses = []
    for _ in range(8):
        out = tick(rt, world)
        statuses.append(out.status)
        step(world, companion_actions=out.actions, rules=STILL)
    assert statuses[:4] == ["Waiting: the gorgon is in my way (0 of 3 steps walked)"] * 4
    assert statuses[4:6] == ["The gorgon stays in my way right (0 of 3 steps walked)", "Done"]


@pytest.mark.parametrize("value", [0, -3, 10_001])
def test_a_bad_patience_is_refused_with_the_key_and_the_bounds(value):
    handler = WorkerHandler()
    refused = handler.handle(p.SandboxLoad(request_id="l", code_id="c", code=update("  return 1"),
                                           limits={"wait_patience_ticks": value}))
    assert isinstance(refused, p.ErrorReply) and refused.code == p.BAD_FIELD, refused
    assert refused.message == (f"sandbox.wait_patience_ticks = {value}: expected a whole number "
                               "of ticks from 1 to 10000")


def test_a_wait_that_ends_starts_the_patience_again():
    world = parse_map(GUARDED)
    put_gorgon(world, (2, 6))
    rt = runtime(world, update('  return fetch("bow")'))
    for _ in range(25):
        assert tick(rt, world).status.startswith("Waiting for the monsters"), world.tick
    put_gorgon(world, (5, 6))  # into the dead end below: the way is free
    out = tick(rt, world)
    assert out.status.startswith("Getting the bow"), out.status
    step(world, companion_actions=out.actions, rules=STILL)
    put_gorgon(world, (2, 6))  # and back in the way: the count starts again
    for _ in range(25):
        out = tick(rt, world)
        assert out.status.startswith("Waiting for the monsters") and not out.done, out.status


def test_attack_all_bats_from_the_shared_tile_passes_the_player_and_kills_them_all():
    # After the bow it needs the arrows, which lie where the only harmless way passes the tile
    # the player keeps standing on: it walks through it, keeping the bow, and hunts the bats.
    world = shared_world()
    seen = play(world, 'attack_all("bat")', 500)
    check_claims(seen)
    said = list(dict.fromkeys(s for s, _, _ in seen))
    assert seen[-1][1] and said[-1] == "Done", said[-3:]
    assert world.defeated.get("bat") == 3 and world.player.items == [], said
    assert not any(PLAYER_IN_THE_WAY.search(s) or s.startswith("I waited") for s in said), said


# A corridor with the player (P) standing in it between the companion (A) and the rest: the
# player's tile is the only way on. (The gorgon, far off below, keeps the game going.)
BEYOND = """\
############
#A.P.....>.#
##########.#
#G.........#
############
"""


def give(world: World, name: str) -> None:
    """A new item called ``name`` in the companion's hands."""
    world.companion.items.append(Item(id=world.new_id(), name=name))


def beyond() -> World:
    world = parse_map(BEYOND)
    give(world, "sword")
    return world


def passes_only(seen: list[tuple[str, bool, World]]) -> None:
    """It stood on the player's tile no two ticks in a row (passing hands nothing over)."""
    on = [i for i, (_, _, w) in enumerate(seen) if w.companion.position == w.player.position]
    assert not any(b == a + 1 for a, b in pairwise(on)), on


@pytest.mark.parametrize("body, said, ticks", [
    ('walk("right", 5)', "Done", 7),
    ('explore()', "Done", 100),
    ('guard("bow")', "Guarding the bow", 8),
    ('guard({2, 9}, 1)', "Guarding row 2, column 9", 8),
    ('keep_distance("bow", nil, 2)', "Keeping within 2 tiles of the bow", 8),
    ('patrol("bow")', "Patrolling: on my way to where I started", 12),
    ('go_to("bow")', "Done", 10),
])
def test_from_behind_the_player_in_the_only_way_each_skill_passes_through(body, said, ticks):
    world = beyond()
    seen = play(world, body, ticks)
    statuses = [s for s, _, _ in seen]
    check_claims(seen)
    passes_only(seen)
    assert said in statuses[-1], statuses
    assert any(w.companion.position == w.player.position for _, _, w in seen), statuses
    assert not any(PLAYER_IN_THE_WAY.search(s) for s in statuses), statuses
    assert "sword" in [i.name for i in world.companion.items] and world.player.items == []


def test_explore_passes_the_player_to_the_rest_of_the_corridor():
    world = parse_map(BEYOND)
    seen = play(world, "explore()", 100)
    assert seen[-1][1] and world.companion.position != world.player.position
    visited = {w.companion.position for _, _, w in seen} | {world.companion.position}
    assert {(2, c) for c in range(2, 11)} <= visited, sorted(visited)


def test_a_walk_never_ends_on_the_player_s_tile():
    world = parse_map(BEYOND)
    seen = play(world, 'walk("right", 2)', 3)
    assert [s for s, _, _ in seen] == ["Walking right (1 of 2 steps)",
                                       "Waiting: the player is in my way (1 of 2 steps walked)",
                                       "Waiting: the player is in my way (1 of 2 steps walked)"]
    assert world.companion.position == (2, 3)


def test_a_walk_blocked_on_the_player_s_tile_backs_off_it_and_keeps_its_count():
    world = parse_map(BEYOND)
    rt = runtime(world, update('  return walk("right", 5)'))
    for _ in range(2):  # onto the player's tile: the tile beyond is free
        out = tick(rt, world)
        step(world, companion_actions=out.actions, rules=STILL)
    assert world.companion.position == world.player.position == (2, 4), out.status
    put_gorgon(world, (2, 7))  # now the tile beyond is within its reach
    out = tick(rt, world)
    step(world, companion_actions=out.actions, rules=STILL)
    assert out.status == "Waiting: the gorgon is in my way (1 of 5 steps walked)"
    assert world.companion.position == (2, 3)
    put_gorgon(world, (4, 2))  # gone again: on through the player's tile
    statuses = []
    for _ in range(6):
        out = tick(rt, world)
        statuses.append(out.status)
        step(world, companion_actions=out.actions, rules=STILL)
    assert statuses[-1] == "Done" and world.companion.position == (2, 7), statuses


def test_a_square_passes_the_player_who_stepped_onto_its_side():
    world = parse_map("#########\n#P....#.#\n#.A...#.#\n#.....#.#\n#.......#\n#######G#\n"
                      "#########\n")
    give(world, "sword")
    rt = runtime(world, update("  return square(2)"))
    out = tick(rt, world)  # planned clear of the player: right, down, left, up
    step(world, companion_actions=out.actions, rules=STILL)
    assert world.companion.position == (3, 4), out.status
    world.player.position = (4, 5)  # onto the second side, and stays there
    seen = []
    for _ in range(10):
        before = world.copy()
        out = tick(rt, world)
        seen.append((out.status, out.done, before))
        step(world, companion_actions=out.actions, rules=STILL)
        if out.done:
            break
    statuses = [s for s, _, _ in seen]
    passes_only(seen)
    assert any(w.companion.position == (4, 5) for _, _, w in seen), statuses
    assert statuses[-2:] == ["Back where I started", "Done"], statuses
    assert world.companion.position == (3, 3)
    assert not any(s.startswith("Waiting") for s in statuses), statuses
    assert [i.name for i in world.companion.items] == ["sword"] and world.player.items == []


@pytest.mark.parametrize("body", ['go_to({2, 10})', 'patrol({2, 10})'])
def test_a_walk_to_a_place_blocked_on_the_player_s_tile_steps_off_it(body):
    world = beyond()
    rt = runtime(world, update(f"  return {body}"))
    for _ in range(2):  # onto the player's tile: the way beyond is free
        out = tick(rt, world)
        step(world, companion_actions=out.actions, rules=STILL)
    assert world.companion.position == world.player.position == (2, 4), out.status
    put_gorgon(world, (2, 7))  # now it blocks the way
    out = tick(rt, world)
    step(world, companion_actions=out.actions, rules=STILL)
    if body.startswith("go_to"):
        assert out.status == "Waiting for the monsters to clear the way to row 2, column 10"
    assert world.companion.position == (2, 3), out.status
    assert [i.name for i in world.companion.items] == ["sword"] and world.player.items == []
