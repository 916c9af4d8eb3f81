"""What players ask companions for (docs/skills.md, "Duties"): guard, protect, keep_distance,
patrol and hand_over, in a real sandbox on small maps, ticked with the game's rules."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

import pytest

from game.maps import load_map, parse_map
from game.pathfinding import find_path
from game.rules import Rules, step
from game.world import Position, World, manhattan, step_position
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import STILL, carry, tick, update
from tests.unit.test_logic_helpers import order_of, runtime

WANDER = Rules(monster_wander_chance=0.5, monster_leash_tiles=2)

# A room (rows 2 to 7, columns 2 to 15) and a pocket top right (2, 17). A map's monsters must be
# reachable from the player, so the spare gorgon starts in the room and is then shut in the
# pocket, out of the way: with no monster left the game is won and nothing moves any more.
ROOM = """\
##################
#A.............#.#
#..............###
#..............###
#..............###
#..............###
#P............G###
##################
"""
POCKET = (2, 17)


def room(text: str = ROOM, *, shut_in: bool = True, seed: int = 0, **things: Position) -> World:
    """The map, its last monster shut in the pocket, and the named things (companion, player,
    or an item or monster by name: the first such) moved to the tiles given."""
    world = parse_map(text, seed=seed)
    if shut_in:
        spare = world.monsters()[-1]
        spare.position = spare.home = POCKET
    for name, at in things.items():
        if name in ("companion", "player"):
            getattr(world, name).position = at
            continue
        thing = next((m for m in world.monsters() if m.name == name), None)
        if thing is not None:
            thing.position = thing.home = at
        else:
            next(i for i in world.ground if i.name == name).position = at
    return world


def with_row(text: str, row: int, line: str) -> str:
    lines = text.splitlines()
    lines[row - 1] = line
    return "\n".join(lines) + "\n"


@dataclass
class Turn:
    status: str
    moves: list[str]
    done: bool
    at: Position  # where the companion stands after the tick
    player: Position
    memory: bytes


def drive(rt: SandboxRuntime, world: World, ticks: int, *, rules: Rules = STILL,
          player: str = "", until_done: bool = True, onto_player: bool = False) -> list[Turn]:
    """Tick, apply the moves with the game's rules: never more than one move a tick, never
    onto the player's tile (unless ``onto_player``), and the companion never comes to harm."""
    turns = []
    for t in range(ticks):
        out = tick(rt, world)
        assert out.error is None, out.error
        assert len(out.actions) <= 1, "more than one move in a tick"
        if out.actions and not onto_player:
            to = step_position(world.companion.position, out.actions[0].move)
            assert to != world.player.position, f"onto the player at tick {t}: {out.status}"
        move = player[t] if t < len(player) else "."
        step(world, player_move=None if move == "." else move, companion_actions=out.actions,
             rules=rules)
        assert world.outcome is None
        assert world.companion.health == 3, f"hurt at tick {t}: {out.status}"
        turns.append(Turn(out.status, [a.move for a in out.actions], out.done,
                          world.companion.position, world.player.position, out.memory))
        if out.done and until_done:
            break
    return turns


def skill(body: str) -> str:
    return update(f"return {body}")


def statuses(turns: list[Turn]) -> list[str]:
    return [t.status for t in turns]


def walk(world: World, a: Position, b: Position) -> int:
    """Steps of the shortest walk from a to b, round walls."""
    return len(find_path(world.is_floor, a, b))


def names(entity) -> list[str]:
    return sorted(i.name for i in entity.items)


def replaced(world: World, code: str, memory: bytes | None) -> SandboxRuntime:
    """A fresh worker with the same code, given the memory the last tick returned (as the pool
    does when a worker dies), or none."""
    fresh = runtime(world, code)
    if memory is not None:
        fresh.restore_memory(memory)
    return fresh


# -- guard --------------------------------------------------------------------------------------


def test_guard_goes_within_reach_of_a_thing_and_stands_there_without_picking_it_up():
    world = room(with_row(ROOM, 4, "#..........>...###"))  # the bow at (4, 12)
    turns = drive(runtime(world, skill('guard("bow", 2)')), world, 30)
    arrived = next(i for i, t in enumerate(turns) if manhattan(t.at, (4, 12)) <= 2)
    assert turns[0].status.startswith("Going to guard the bow (")
    assert all(manhattan(t.at, (4, 12)) <= 2 for t in turns[arrived:])
    assert all(t.moves == [] and t.status == "Guarding the bow" for t in turns[arrived + 1:])
    assert world.companion.items == [] and not any(t.done for t in turns)


def test_guard_keeps_within_reach_of_the_player_as_they_walk():
    world = room()
    # The player waits until the companion is there, then walks: one tile a tick, as fast as
    # the companion, so it keeps up but does not catch up while they walk.
    turns = drive(runtime(world, skill('guard("player")')), world, 40,
                  player="...." + "dddddddddwwww" + "." * 6 + "aaaa")
    # Within 1 of a player who moves: their step after its move leaves it within 2.
    assert turns[0].status == "Going to guard you (4 steps)"
    settled = turns[3:]
    assert all(walk(world, t.at, t.player) <= 2 for t in settled)
    assert manhattan(turns[-1].at, turns[-1].player) <= 2
    # It keeps up: it never strays out of reach and has to come back.
    assert set(statuses(turns[3:])) == {"Guarding you"}


# Two corridors with a wall between: the companion (2, 2) is 2 rows from the player (4, 2) but
# 20 steps away, round by the right; the player's corridor turns down and back under itself to a
# gorgon far along the bottom one.
WALLED = """\
############
#A.........#
##########.#
#P.........#
#.##########
#.........G#
############
"""


@pytest.mark.parametrize(("call", "said"), [
    ('guard("player", 2)', "Guarding you"),
    ('keep_distance("player", nil, 4)', "Keeping within 4 tiles of you (3 now)"),
])
def test_guard_and_keep_distance_judge_reach_by_the_walk_not_across_a_wall(call, said):
    world = parse_map(WALLED)
    turns = drive(runtime(world, skill(call)), world, 30)
    assert turns[0].moves == ["d"], turns[0].status
    assert walk(world, turns[-1].at, turns[-1].player) <= (2 if "guard" in call else 4)
    assert turns[-1].status == said and turns[-1].moves == []


@pytest.mark.parametrize(("call", "low", "high"), [
    ('guard("player", 2)', 0, 2),
    ('keep_distance("player", nil, 2)', 0, 2),
    ('keep_distance("player", nil, 4)', 0, 4),
    ('keep_distance("player", 2, 3)', 2, 3),
])
def test_guard_and_keep_distance_keep_up_with_a_player_who_walks_away_round_a_wall(call, low, high):
    # Next to the player, who walks down and back along the corridor under the companion's: by
    # rows plus columns it would stay near across the wall while the player got away.
    world = parse_map(WALLED)
    world.companion.position = (4, 3)
    turns = drive(runtime(world, skill(call)), world, 20, player="ssddddd")
    # The player moves after the companion in a tick: guard and keep_distance stand a tile
    # inside the bound (test_keep_band), so that their step leaves it within the bound.
    assert all(walk(world, t.at, t.player) <= high for t in turns)
    last = turns[-1]
    assert low <= manhattan(last.at, last.player) and walk(world, last.at, last.player) <= high
    assert last.moves == []


# The bat's home is 4 tiles from the player (7, 2): wandering, leashed to 2 tiles, it comes
# within 3 tiles but never next to the player.
BAT_BY_THE_PLAYER = with_row(ROOM, 5, "#..B...........###")


def guard_against_the_bat(seed: int, *, armed: bool) -> tuple[World, list[Turn], list[bool]]:
    text = with_row(BAT_BY_THE_PLAYER, 2, "#A>/...........#.#") if armed else BAT_BY_THE_PLAYER
    world = room(text, seed=seed)
    if armed:
        carry(world, world.companion, "bow")
        carry(world, world.companion, "arrow")
    bat = next(m for m in world.monsters() if m.name == "bat")
    rt = runtime(world, skill('guard("player", 3)'))
    turns, came_near = [], []
    for _ in range(80):
        came_near.append(bat.alive and manhattan(bat.position, world.player.position) <= 3)
        turns += drive(rt, world, 1, rules=WANDER)
        if not bat.alive:
            break
    return world, turns, came_near


@pytest.mark.parametrize("seed", range(4))
def test_guard_fights_a_bat_that_comes_close_when_armed(seed):
    world, turns, came_near = guard_against_the_bat(seed, armed=True)
    assert world.defeated == {"bat": 1}, statuses(turns)
    attacking = [i for i, t in enumerate(turns) if t.status.startswith("Attacking")]
    # Only once it came within 3 tiles of the player, and then it goes on guarding (standing a
    # tile inside its reach, it may meet the bat as it wanders, and the fight starts by itself).
    assert all(came_near[i] for i in attacking)
    assert {turns[i].status for i in attacking} <= {"Attacking the bat that came near you"}
    rest = drive(replaced(world, skill('guard("player", 3)'), turns[-1].memory), world, 15)
    assert rest[-1].status == "Guarding you" and manhattan(rest[-1].at, rest[-1].player) <= 3


@pytest.mark.parametrize("seed", range(4))
def test_guard_keeps_away_from_a_bat_it_cannot_fight_and_says_so(seed):
    world, turns, came_near = guard_against_the_bat(seed, armed=False)
    assert world.defeated == {} and any(came_near)  # drive checked it was never hurt
    assert not any(s.startswith("Attacking") for s in statuses(turns))
    assert "Guarding you; keeping away from the bat (I have no bow)" in statuses(turns)


@pytest.mark.parametrize(
    ("call", "at", "reach", "name"),
    [('guard("top right", 1)', (2, 15), 1, "the top right"),
     ("guard({5, 8})", (5, 8), 2, "row 5, column 8"),
     # Where the companion stood at the step's first call, wherever it is taken after.
     ("guard(ai.position, 1)", (2, 2), 1, "row 2, column 2"),
     ("guard(ai)", (2, 2), 2, "this spot")],
)
def test_guard_a_place_a_position_or_the_spot_it_stood_on(call, at, reach, name):
    world = room()
    rt = runtime(world, skill(call))
    drive(rt, world, 1)
    world.companion.position = (6, 12)
    turns = drive(rt, world, 30)
    assert manhattan(turns[-1].at, at) <= reach
    assert turns[-1].status == f"Guarding {name}" and turns[-1].moves == []


def test_guard_gives_up_on_what_is_not_there():
    world = room()
    for call, said in [('guard("sword")', "I can't find a sword to guard"),
                       ('guard(nearest("bow"))', "There is no bow to guard")]:
        turns = drive(runtime(world, skill(call)), world, 5)
        assert statuses(turns) == [said, "Done"]


# -- protect ------------------------------------------------------------------------------------

# The player (5, 3) and a gorgon (5, 14) across the room.
FACING = with_row(with_row(ROOM, 5, "#.P..........G.###"), 7, "#..............###")


def between(t: Turn, monster: Position) -> bool:
    """On a shortest walk between the player and the monster (an open room: rows plus columns)."""
    return (manhattan(t.player, t.at) + manhattan(t.at, monster) == manhattan(t.player, monster)
            and t.at != t.player)


def test_protect_stands_next_to_the_player_on_the_monster_s_side_and_stays_between():
    world = room(FACING, shut_in=False)
    gorgon = world.monsters()[0].position
    rt = runtime(world, skill('protect("gorgon")'))
    turns = drive(rt, world, 10, until_done=False)
    assert turns[0].status.startswith("Getting between you and the gorgon (")
    assert turns[-1].at == (5, 4) and turns[-1].status == "Standing between you and the gorgon"
    for walk in ["w", "ww", "ss", "s", "aa", "ww"]:
        turns = drive(rt, world, len(walk) + 3, player=walk)
        assert between(turns[-1], gorgon) and manhattan(turns[-1].at, turns[-1].player) == 1, walk
        assert turns[-1].status == "Standing between you and the gorgon"


@pytest.mark.parametrize("seed", range(3))
def test_protect_stays_between_while_the_monster_wanders(seed):
    world = room(FACING, shut_in=False, seed=seed)
    gorgon = world.monsters()[0]
    rt = runtime(world, skill("protect()"))
    drive(rt, world, 40, rules=WANDER, player="." * 12 + "sss" + "." * 10 + "ddd")
    last = drive(rt, world, 3)[-1]
    assert between(last, gorgon.position) and manhattan(last.at, last.player) == 1


# A corridor one tile wide from the player (2, 2) along the top and back along the bottom to a
# gorgon (4, 2): the walk between them is the whole corridor (30 steps).
CORRIDOR = """\
#################
#PA.............#
###############.#
#G..............#
#################
"""


def on_the_walk(world: World, t: Turn, monster: Position) -> bool:
    """On the player's tile, or on a shortest walk between the player and the monster."""
    return t.at == t.player or (
        walk(world, t.player, t.at) + walk(world, t.at, monster) == walk(world, t.player, monster))


def test_protect_stays_on_the_monster_s_side_when_the_player_walks_onto_it():
    world = parse_map(CORRIDOR)
    gorgon = world.monsters()[0].position
    turns = drive(runtime(world, skill('protect("gorgon")')), world, 8, until_done=False,
                  player="ddd")
    # The player walks onto it, again and again: it steps off ahead of them, not behind.
    assert statuses(turns)[1:3] == ["Stepping off your tile, between you and the gorgon"] * 2
    assert all(on_the_walk(world, t, gorgon) for t in turns), [t.at for t in turns]
    assert turns[-1].at == (2, 6) and turns[-1].player == (2, 5)
    assert turns[-1].status == "Standing between you and the gorgon"


def test_protect_waits_ahead_while_the_player_comes_down_the_corridor():
    world = parse_map(CORRIDOR)
    world.companion.position = (2, 9)
    gorgon = world.monsters()[0].position
    turns = drive(runtime(world, skill('protect("gorgon")')), world, 10, until_done=False,
                  player="dddddd")
    # It never walks back towards the player who comes its way, and they never walk onto it.
    assert all(a.at[1] <= b.at[1] for a, b in pairwise(turns[:6]))
    assert all(t.at != t.player and on_the_walk(world, t, gorgon) for t in turns)
    assert statuses(turns)[0] == "Standing between you and the gorgon"
    assert "Keeping ahead of you, between you and the gorgon" in statuses(turns)
    # The player stopped at (2, 8): next to them on the gorgon's side.
    assert turns[-1].at == (2, 9) and turns[-1].status == "Standing between you and the gorgon"


def test_protect_empty_handed_stays_with_the_player_on_their_tile():
    # The tile ahead of the player is within the gorgon's reach. The player steps onto the
    # companion (which hands over whatever it carries): carrying nothing, it has nothing to lose
    # there and stays with them, where it shields them as well as anywhere near (off their tile
    # it would stand behind them).
    world = parse_map("#########\n#PA...G.#\n#########\n")
    turns = drive(runtime(world, skill('protect("gorgon")')), world, 5, until_done=False,
                  player="dd")
    assert statuses(turns)[2:] == [
        "I can't get between you and the gorgon safely; staying with you"] * 3
    assert all(t.moves == [] and t.at == t.player == (2, 4) for t in turns[2:])


# A ring of corridor round a wall, the player (4, 5) on its bottom side with the companion behind
# them (4, 4): the way to the gorgon leaves the ring to the right (4, 14); getting ahead of the
# player means walking all round the ring (28 steps).
RING = """\
################
#..............#
#.############.#
#..AP..........#
#############.##
#G............##
################
"""


def test_protect_makes_no_long_detour_round_the_player_but_passes_through_their_tile():
    world = parse_map(with_row(RING, 2, "#>.............#"))
    carry(world, world.companion, "bow")
    rt = runtime(world, skill('protect("gorgon")'))
    turns = drive(rt, world, 6, until_done=False, onto_player=True)
    # Not all round the ring: through the player's tile, for one tick only (it keeps the bow).
    assert [t.at for t in turns[:2]] == [(4, 5), (4, 6)], statuses(turns)
    assert statuses(turns)[1] == "Stepping off your tile, between you and the gorgon"
    assert all(t.moves == [] and t.at == (4, 6) for t in turns[2:]), statuses(turns)
    assert turns[-1].status == "Standing between you and the gorgon"
    assert [i.name for i in world.companion.items] == ["bow"] and world.player.items == []


def test_protect_with_no_such_monster_stays_next_to_the_player():
    world = room(FACING, shut_in=False)
    turns = drive(runtime(world, skill('protect("bat")')), world, 12, until_done=False)
    assert set(statuses(turns)) == {"No bat to shield you from"}
    assert manhattan(turns[-1].at, turns[-1].player) == 1


@pytest.mark.parametrize("near", ["top right", "bottom right", "right side"])
def test_protect_given_a_spot_shields_from_the_one_nearest_it_as_nearest_picks_it(near):
    """protect("bat", "top right"), the way a model writes "protect me from the bat in the top
    right", is protect(nearest("bat", "top right") or "bat"), move for move."""
    said, picked = [], []
    for code in (f'protect("bat", "{near}")', f'protect(nearest("bat", "{near}") or "bat")'):
        world = load_map("default", seed=0)
        turns = drive(runtime(world, skill(code)), world, 14, rules=WANDER, until_done=False)
        said.append([(t.status, t.at) for t in turns])
        picked.append(order_of(turns[-1].memory))
    assert said[0] == said[1] and picked[0] == picked[1]
    assert "bat" in said[0][0][0]


def test_protect_given_a_spot_with_none_of_the_kind_says_so():
    world = room(FACING, shut_in=False)
    turns = drive(runtime(world, skill('protect("bat", "top right")')), world, 4, until_done=False)
    assert set(statuses(turns)) == {"No bat to shield you from"}


def test_a_patrol_whose_places_are_both_here_says_so_in_words():
    """patrol("player") from beside the player: both its places are where the companion
    stands, and it says so ("you is right here" before)."""
    world = room(companion=(6, 2))
    turns = drive(runtime(world, skill('patrol("player")')), world, 3, until_done=False)
    assert set(statuses(turns)) == {"Patrolling: you are right here"}


# -- keep_distance ------------------------------------------------------------------------------


def test_keep_distance_moves_away_from_too_near_and_then_stands_in_the_band():
    world = room(companion=(6, 2))
    turns = drive(runtime(world, skill('keep_distance("player", 3, 5)')), world, 12)
    assert turns[0].status == "Moving away from you (1 tile, at least 3)"
    # In the band, then a tile inside each bound (the player may step either way: test_keep_band).
    inside = next(i for i, t in enumerate(turns) if manhattan(t.at, t.player) == 4)
    assert inside == 2 and all(t.moves == [] for t in turns[inside + 1:])
    assert turns[-1].status == "Keeping 3 to 5 tiles from you (4 now)"


def test_keep_distance_comes_closer_from_too_far_and_holds_the_band_as_the_player_walks():
    world = room(companion=(2, 15))
    rt = runtime(world, skill('keep_distance("player", 3, 5)'))
    turns = drive(rt, world, 20)
    assert turns[0].status == "Getting closer to you (18 tiles, at most 5)"
    assert 3 <= manhattan(turns[-1].at, turns[-1].player) <= 5
    turns = drive(rt, world, 30, player="ddddddddwwwww" + "." * 4 + "ssaaaa")
    assert all(2 <= manhattan(t.at, t.player) <= 6 for t in turns)
    assert 3 <= manhattan(turns[-1].at, turns[-1].player) <= 5


@pytest.mark.parametrize("seed", range(3))
def test_keep_distance_from_a_wandering_monster_with_one_bound(seed):
    world = room(with_row(ROOM, 4, "#......G.......###"), shut_in=False, seed=seed,
                 companion=(4, 11))
    gorgon = next(m for m in world.monsters() if m.name == "gorgon" and m.position == (4, 8))
    turns = drive(runtime(world, skill('keep_distance("gorgon", 5)')), world, 40, rules=WANDER)
    assert all(manhattan(t.at, gorgon.position) >= 4 for t in turns[5:])
    world = room(companion=(2, 15))
    turns = drive(runtime(world, skill('keep_distance("player", nil, 4)')), world, 20)
    assert turns[-1].status == "Keeping within 4 tiles of you (3 now)"


# -- patrol -------------------------------------------------------------------------------------


def arrivals(turns: list[Turn], start: Position, place: Position, *, next_to: bool = False) -> int:
    """How many times the companion came onto (or next to) the place."""
    def there(p: Position) -> bool:
        return manhattan(p, place) <= (1 if next_to else 0)
    positions = [start] + [t.at for t in turns]
    return sum(1 for a, b in pairwise(positions) if there(b) and not there(a))


@pytest.mark.parametrize("seed", range(3))
def test_patrol_walks_between_two_places_again_and_again(seed):
    # A bat wanders in the middle of the room: the companion, unarmed, walks round it.
    world = room(with_row(ROOM, 4, "#.......B......###"), seed=seed)
    start = world.companion.position
    turns = drive(runtime(world, skill('patrol("top left", "bottom right")')), world, 150,
                  rules=WANDER)
    assert not any(t.done for t in turns)
    assert arrivals(turns, start, (2, 2)) >= 2 and arrivals(turns, start, (7, 15)) >= 2
    assert "Patrolling: on my way to the bottom right (1st round)" in statuses(turns)
    assert "Patrolling: on my way to the top left (2nd round)" in statuses(turns)


def test_patrol_between_the_player_and_an_item_stops_next_to_them():
    world = room(with_row(ROOM, 3, "#.........>....###"))  # the bow at (3, 11)
    start = world.companion.position
    turns = drive(runtime(world, skill('patrol("bow", "player")')), world, 60)
    assert arrivals(turns, start, (3, 11), next_to=True) >= 2
    assert arrivals(turns, start, (7, 2), next_to=True) >= 2
    assert world.companion.items == [] and world.ground[0].position == (3, 11)


# The player waits in an alcove below the room.
ALCOVE = with_row(with_row(ROOM, 7, "#.............G###"), 8, "#####P############") + (
    "##################\n")


def test_patrol_with_no_places_walks_round_the_room_again_and_again():
    world = room(ALCOVE)
    start = world.companion.position
    turns = drive(runtime(world, skill("patrol()")), world, 70)
    # The largest loop round its start: rows 2 to 7, and columns 2 to 12 (10 tiles from it).
    corners = [(2, 2), (2, 12), (7, 12), (7, 2)]
    assert all(arrivals(turns, start, c) >= 2 for c in corners), [t.at for t in turns]
    assert all(t.at[0] in (2, 7) or t.at[1] in (2, 12) for t in turns)
    assert turns[0].status == (
        "Patrolling round the room: on my way to the top right corner (1st round)")
    assert "Patrolling round the room: on my way to the top right corner (2nd round)" in (
        statuses(turns))


def test_patrol_in_a_corridor_walks_between_its_ends_and_gives_up_with_no_room():
    world = parse_map("############\n#.A......#B#\n#P########.#\n#..........#\n############\n")
    start = world.companion.position
    turns = drive(runtime(world, skill("patrol()")), world, 40)
    assert arrivals(turns, start, (2, 2)) >= 2 and arrivals(turns, start, (2, 9)) >= 2
    assert "Patrolling: on my way to the right end of the corridor (1st round)" in statuses(turns)
    world = parse_map("#####\n#A#B#\n#P#.#\n#...#\n#####\n")
    turns = drive(runtime(world, skill("patrol()")), world, 5)
    assert statuses(turns) == ["There is no room here to patrol round", "Done"]


def test_patrol_waits_while_a_monster_blocks_the_way_then_goes_on():
    # The places are fixed when the patrol begins; then a gorgon comes into the only way to the
    # top right and stays there: the companion waits a while, then turns back.
    world = parse_map("###########\n#A........#\n#P#######G#\n###########\n")
    rt = runtime(world, skill('patrol("top right", "top left")'))
    first = drive(rt, world, 1)[0]
    assert first.status == "Patrolling: on my way to the top right (1st round)"
    gorgon = world.monsters()[0]
    gorgon.position = gorgon.home = (2, 6)
    turns = drive(rt, world, 20)
    waiting = "Waiting for the monsters to clear the way to the top right"
    assert statuses(turns)[:11] == [waiting] * 10 + [
        "The way to the top right stays blocked; going on to the top left"]
    assert all(t.moves == [] for t in turns[:11])
    assert statuses(turns)[11] == "Patrolling: on my way to the top left (1st round)"


# -- hand_over ----------------------------------------------------------------------------------


def test_hand_over_walks_onto_the_player_and_is_done_when_they_have_everything():
    world = room(with_row(ROOM, 2, "#A>/...........#.#"))
    carry(world, world.companion, "bow")
    carry(world, world.companion, "arrow")
    turns = drive(runtime(world, skill("hand_over()")), world, 30, player="ddd",
                  onto_player=True)
    assert turns[0].status == "Bringing you a bow and an arrow (5 steps)"
    assert turns[-1].done and statuses(turns)[-1] == "Done"
    assert names(world.player) == ["arrow", "bow"] and world.companion.items == []
    # Onto the player's tile on purpose, and a tick there: standing there hands things over.
    assert turns[-2].at == turns[-2].player and turns[-2].moves == []
    assert statuses(turns)[-2] == "Handing you a bow and an arrow"


def test_hand_over_with_nothing_says_so_and_is_done():
    world = room()
    turns = drive(runtime(world, skill("hand_over()")), world, 5)
    assert statuses(turns) == ["I have nothing to give you", "Done"]
    assert all(t.moves == [] for t in turns)


# -- steps of plan, times, for_turns and each_time ----------------------------------------------


def test_the_new_skills_are_steps_of_plan_for_turns_and_each_time():
    world = room(with_row(ROOM, 2, "#A>............#.#"))
    carry(world, world.companion, "bow")
    code = skill('plan({{hand_over}, {say, "Here you are"}, {for_turns, 4, {keep_distance, '
                 '"player", 3, 5}}, {for_turns, 3, {patrol, "top left", "bottom right"}}, '
                 '{guard, "player", 2}})')
    turns = drive(runtime(world, code), world, 30, onto_player=True)
    said = statuses(turns).index("Here you are")
    assert names(world.player) == ["bow"]
    # On the player's tile after the hand-over: off it on the way into the band (3 to 5).
    assert statuses(turns)[said + 1:said + 5] == [
        "Moving away from you (0 tiles, at least 3)", "Moving away from you (1 tile, at least 3)",
        "Moving away from you (2 tiles, at least 3)", "Keeping 3 to 5 tiles from you (3 now)"]
    assert statuses(turns)[said + 5] == "Patrolling: on my way to the top left (1st round)"
    assert turns[-1].status.startswith(("Going to guard you", "Guarding you"))
    assert set(order_of(turns[said + 2].memory)) == {
        "plan({hand_over(),say(Here you are),for_turns(4,keep_distance(player,3,5)),"
        "for_turns(3,patrol(top left,bottom right)),guard(player,2)})"}
    # Whenever the player is more than 6 tiles away, guard them (the steps of each_time).
    world = room(companion=(2, 15))
    code = update('if how_far("player") > 6 then return each_time("far", {guard, "player", 2}) '
                  'end\nreturn times(2, {keep_distance, "player", nil, 6})')
    turns = drive(runtime(world, code), world, 30)
    assert turns[0].status.startswith("Going to guard you")
    assert manhattan(turns[-1].at, turns[-1].player) <= 6


def test_whenever_runs_its_step_to_the_end_each_time_the_condition_starts_holding():
    # "whenever I get more than 3 tiles away from you, come back next to me": all the way back,
    # each time the player walks off; each_time stops where the condition stops holding, 3 off.
    def run(body: str) -> list[Turn]:
        world = room(player=(2, 2), companion=(3, 2))
        code = update(body + '\nif status ~= "Done" then return status end\nreturn "Waiting"')
        return drive(runtime(world, code), world, 40, player="dddddd" + "." * 12 + "ddddd",
                     until_done=False)

    def apart(turns: list[Turn]) -> list[int]:
        return [manhattan(t.at, t.player) for t in turns]

    turns = run('local status = whenever("away", function() return how_far(player) > 3 end, '
                "{come_back})")
    assert max(apart(turns)) == 4 and apart(turns)[15:18] == [1, 1, 1] and apart(turns)[-1] == 1
    assert statuses(turns)[3] == statuses(turns)[21] != "Waiting"  # came back twice
    turns = run('local status = "Done"\nif how_far(player) > 3 then status = '
                'each_time("away", {come_back}) end')
    assert apart(turns)[15:18] == [3, 3, 3] and apart(turns)[-1] == 3


# -- a worker replaced mid-order ----------------------------------------------------------------

REPLACED = [
    ('guard("bow", 2)', with_row(ROOM, 4, "#..........>...###"), 4, ""),
    ('guard("player")', ROOM, 3, "dddd"),
    ('protect("gorgon")', FACING, 2, ""),
    ('keep_distance("player", 3, 5)', ROOM, 4, "dddd"),
    ('patrol("top left", "bottom right")', ROOM, 25, ""),
    ("patrol()", ALCOVE, 12, ""),
    ("hand_over()", with_row(ROOM, 2, "#A>............#.#"), 2, ""),
]


@pytest.mark.parametrize(("call", "text", "before", "player"), REPLACED,
                         ids=[r[0] for r in REPLACED])
def test_each_skill_goes_on_the_same_in_a_replaced_worker(call, text, before, player):
    world = room(text, shut_in=call != 'protect("gorgon")')
    if call == "hand_over()":
        carry(world, world.companion, "bow")
    old = runtime(world, skill(call))
    turns = drive(old, world, before, player=player)
    fresh = replaced(world, skill(call), turns[-1].memory)
    went_on, reference = tick(fresh, world), tick(old, world)
    assert (went_on.status, went_on.actions) == (reference.status, reference.actions)
    assert order_of(went_on.memory) == order_of(reference.memory)


def test_a_replaced_worker_keeps_to_the_thing_chosen_and_the_round():
    # Two bows: guard chose the nearer one when it began, and keeps to it.
    world = room(with_row(ROOM, 4, "#..>.......>...###"))
    code = skill('guard("bow", 1)')
    memory = drive(runtime(world, code), world, 2)[-1].memory
    world.companion.position = (4, 10)  # by the other bow now
    assert tick(replaced(world, code, None), world).status == "Going to guard the bow (1 step)"
    kept = drive(replaced(world, code, memory), world, 12)
    assert kept[0].status == "Going to guard the bow (5 steps)"
    assert manhattan(kept[-1].at, (4, 4)) <= 1 and kept[-1].status == "Guarding the bow"
    # patrol: on its way back in the second round.
    world = room()
    code = skill('patrol("top left", "bottom right")')
    memory = drive(runtime(world, code), world, 22)[-1].memory
    went_on = drive(replaced(world, code, memory), world, 1)[0].status
    assert went_on == "Patrolling: on my way to the top left (2nd round)"
    anew = drive(replaced(world, code, None), world, 1)[0].status
    assert anew == "Patrolling: on my way to the top left (1st round)"
    # hand_over: done once the hand-over happened, not "nothing to give" afresh.
    world = room(with_row(ROOM, 2, "#A>............#.#"))
    carry(world, world.companion, "bow")
    code = skill("hand_over()")
    turns = drive(runtime(world, code), world, 6, onto_player=True)  # 5 steps, a tick there
    assert names(world.player) == ["bow"] and not turns[-1].done
    assert drive(replaced(world, code, turns[-1].memory), world, 1)[0].status == "Done"
    assert drive(replaced(world, code, None), world, 1)[0].status == "I have nothing to give you"


# -- argument checks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ('guard("kitchen")',
         'guard expects a thing to stay near: "player" or player, a position {row, col}, an item '
         'name "sword", "bow" or "arrow" (the nearest on the ground), one item or monster (from '
         'nearest(...)) or "top left", "top right"'),
        ('guard("gorgon")', 'got string "gorgon"; use guard("player"), guard("bow", 3)'),
        ('guard("player", 11)', "guard expects nil or a whole number of tiles from 1 to 10, got "
                                "number 11"),
        ('guard("player", 0)', "guard expects nil or a whole number of tiles from 1 to 10"),
        ('protect("dragon")', 'protect expects a monster kind "gorgon" or "bat", or "monster" or '
                              'nil for any, or one monster (from monsters, nearest(...) or '
                              'farthest(...)), got string "dragon"; use protect("gorgon")'),
        ('keep_distance("dragon", 3)',
         'keep_distance expects a thing to stay near: "player" or player, a position'),
        ('keep_distance("dragon", 3)',
         'or a monster kind "gorgon", "bat" or "monster" (the nearest one), got string "dragon"'),
        ('keep_distance("player", -1)', "keep_distance expects nil or a whole number of tiles "
                                        "from 0 to 50, got number -1"),
        ('keep_distance("player")', 'keep_distance needs at_least, at_most or both: '
                                    'keep_distance("player", 3, 5) keeps 3 to 5 tiles'),
        ('keep_distance("player", 5, 3)', "keep_distance expects at_most (3) to be 1 or more and "
                                          "no less than at_least (5)"),
        ("patrol(monsters[1])", 'patrol expects nil or a place: "player" or player, a position '
                                "{row, col}, an item name"),
        ('patrol("kitchen", "bow")', 'got string "kitchen"; use patrol("top left", '
                                     '"bottom right")'),
        ('patrol("bow", 3)', 'patrol expects nil or a place'),
    ],
)
def test_a_wrong_argument_names_the_valid_values_and_the_line(call, message):
    world = room()
    out = tick(runtime(world, update(f"local x = 1\nlocal y = {call}\nreturn 'x'")), world)
    assert out.error is not None and message in out.error.message, out.error
    assert out.error.line == 3
