"""The skills (docs/skills.md) in a real sandbox on small maps, ticked with the game's rules."""

from __future__ import annotations

from dataclasses import dataclass

import msgpack
import pytest

from game.maps import parse_map
from game.rules import Rules, move, step
from game.world import Item, World, manhattan
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import STILL, carry, tick, update

WANDER = Rules(monster_wander_chance=0.5, monster_leash_tiles=2)

# The bat round the corner keeps the game going (no monster left: the game is won).
OPEN = """\
############
#A....../..#
#........#.#
#P.....>.#B#
############
"""

# A gorgon beside the straight way to the bow; the way round keeps two tiles from it.
GORGON_ON_THE_WAY = """\
###########
#A...G...>#
#.........#
#.........#
#.........#
#P........#
###########
"""

ARMOURY = """\
#############
#A^.........#
#...........#
#>/.......G.#
#/..........#
#P..........#
#...........#
#...........#
#..B......B.#
#############
"""

NOTHING = """\
########
#A.....#
#......#
#P....B#
########
"""


@dataclass
class Turn:
    status: str
    moves: list[str]
    done: bool
    gave_up: bool = False


def runtime(world: World, code: str, code_id: str = "test") -> SandboxRuntime:
    rt = SandboxRuntime()
    rt.set_maze(world.maze)
    loaded = rt.load(code, code_id)
    assert loaded.error is None, loaded.error
    return rt


def drive(rt: SandboxRuntime, world: World, ticks: int, *, rules: Rules = STILL,
          player: str = "", until_done: bool = True) -> list[Turn]:
    """Tick, apply the moves with the game's rules; the companion must never come to harm."""
    turns = []
    for t in range(ticks):
        out = tick(rt, world)
        assert out.error is None, out.error
        assert len(out.actions) <= 1, "more than one move in a tick"
        turns.append(Turn(out.status, [a.move for a in out.actions], out.done, out.gave_up))
        move = player[t] if t < len(player) else None
        step(world, player_move=None if move == "." else move, companion_actions=out.actions,
             rules=rules)
        assert world.companion.health == 3, f"hurt at tick {t}: {turns[-1]}"
        if out.done and until_done:
            break
    return turns


def skill(body: str) -> str:
    return update(f"return {body}")


def names(entity) -> list[str]:
    return sorted(i.name for i in entity.items)


# -- errands ----------------------------------------------------------------------------------


def test_fetch_walks_to_the_item_one_move_a_tick_and_says_done_once_carried():
    world = parse_map(OPEN)
    turns = drive(runtime(world, skill('fetch("bow")')), world, 30)
    assert names(world.companion) == ["bow"]
    assert turns[-1].done and turns[-1].status == "Done"
    assert all(len(t.moves) == 1 for t in turns[:-1]) and turns[-1].moves == []
    assert turns[0].status.startswith("Getting the bow")


def test_fetch_goes_round_a_monster_it_cannot_beat_even_when_it_wanders():
    for seed in range(4):
        world = parse_map(GORGON_ON_THE_WAY, seed=seed)
        rt = runtime(world, skill('fetch("bow")'))
        turns = drive(rt, world, 60, rules=WANDER)  # drive checks the companion stays unharmed
        assert turns[-1].done and names(world.companion) == ["bow"], seed


def test_fetch_with_one_already_carried_gets_another_or_says_so():
    world = parse_map(OPEN)
    carry(world, world.companion, "arrow")  # the only arrow
    turns = drive(runtime(world, skill('fetch("arrow")')), world, 5)
    assert [t.status for t in turns] == ["I already have an arrow", "Done"]


def test_fetch_gives_up_when_there_is_none_and_then_says_done():
    world = parse_map(NOTHING)
    turns = drive(runtime(world, skill('fetch("sword")')), world, 5)
    assert [t.status for t in turns] == ["I can't find a sword to pick up", "Done"]
    assert all(t.moves == [] for t in turns)


def test_fetch_all_collects_every_one_and_bring_hands_it_over():
    world = parse_map(ARMOURY)
    turns = drive(runtime(world, skill('fetch_all("arrow")')), world, 80)
    assert turns[-1].done and names(world.companion).count("arrow") == 2
    world = parse_map(OPEN)
    turns = drive(runtime(world, skill('bring("arrow")')), world, 60)
    assert turns[-1].done and names(world.player) == ["arrow"]
    assert any(t.status == "Bringing you the arrow" for t in turns)
    # Onto the player's tile, then a tick there: standing there hands the arrow over.
    assert [t.status for t in turns[-2:]] == ["Handing you the arrow", "Done"]
    assert turns[-2].moves == []


@pytest.mark.parametrize("call", ['fetch_all("item")', "fetch_all()"])
def test_fetch_all_of_any_item_collects_every_item_whatever_its_name(call):
    world = parse_map(ARMOURY)
    on_the_ground = sorted(i.name for i in world.ground)
    turns = drive(runtime(world, skill(call)), world, 120)
    assert turns[-1].done and sorted(names(world.companion)) == on_the_ground
    assert turns[0].status.startswith("Collecting items")


# The player (P) stands between the companion (A) and the sword (^): the way through the
# player's tile is 5 steps, the way round 13.
ROUND = """\
##########
#........#
#.######.#
#AP...^..#
########.#
#B.......#
##########
"""


def test_an_errand_walks_round_the_player_when_it_can_even_by_a_longer_way():
    world = parse_map(ROUND)
    world.companion.items.append(Item(90, "bow"))
    turns = drive(runtime(world, skill('fetch("sword")')), world, 40)
    assert turns[0].status == "Getting the sword (13 steps away)" and turns[0].moves == ["w"]
    assert turns[-1].done and names(world.companion) == ["bow", "sword"]
    assert world.player.items == []


def test_on_an_errand_the_companion_walks_round_the_player():
    world = parse_map("#######\n#A..#B#\n#P..#.#\n#..^..#\n#######\n")
    drive(runtime(world, skill('fetch("sword")')), world, 20)
    assert names(world.companion) == ["sword"] and world.player.items == []


# -- fights -----------------------------------------------------------------------------------


def test_attack_gets_the_sword_first_then_kills_one_gorgon():
    world = parse_map(ARMOURY)
    turns = drive(runtime(world, skill('attack("gorgon")')), world, 80)
    assert world.defeated == {"gorgon": 1} and turns[-1].status == "Done"
    assert turns[0].status.startswith("Getting the sword to fight the gorgon")


def test_attack_on_a_bat_takes_the_bow_and_an_arrow_and_nil_means_the_nearest():
    world = parse_map(ARMOURY)
    turns = drive(runtime(world, skill('attack("bat")')), world, 80)
    assert world.defeated == {"bat": 1} and turns[-1].done
    world = parse_map(ARMOURY)
    drive(runtime(world, skill("attack()")), world, 80)
    assert sum(world.defeated.values()) == 1


def test_attack_all_kills_every_bat_with_an_arrow_each():
    world = parse_map(ARMOURY)
    turns = drive(runtime(world, skill('attack_all("bat")')), world, 150)
    assert world.defeated == {"bat": 2} and turns[-1].done


def test_attack_gives_up_without_a_weapon_anywhere():
    world = parse_map(NOTHING)
    turns = drive(runtime(world, skill('attack("bat")')), world, 5)
    assert [t.status for t in turns] == ["I need a bow to fight the bat but can't find one",
                                         "Done"]
    world = parse_map(NOTHING)
    turns = drive(runtime(world, skill('attack_all("monster")')), world, 5)
    assert turns[0].status == "I have nothing to fight the 1 monster left with"
    assert turns[1].done


# -- with the player, exploring, keeping away ---------------------------------------------------


def test_follow_keeps_near_the_player_and_never_finishes():
    world = parse_map(OPEN)
    turns = drive(runtime(world, skill("follow()")), world, 20, player="dddddds")
    assert not any(t.done for t in turns) and {t.status for t in turns} == {"Following you"}
    assert manhattan(world.companion.position, world.player.position) <= 1


def test_stay_never_moves_and_come_back_finishes_next_to_the_player():
    world = parse_map(OPEN)
    turns = drive(runtime(world, skill("stay()")), world, 10, player="ddd")
    assert all(t.moves == [] and t.status == "Waiting here" for t in turns)
    world = parse_map(OPEN)
    world.companion.position = (2, 8)
    turns = drive(runtime(world, skill("come_back()")), world, 30)
    assert turns[0].status.startswith("Coming back to you (")
    assert turns[-1].done and manhattan(world.companion.position, world.player.position) <= 1


def test_explore_visits_every_reachable_tile_then_says_done():
    # No monster: the game would be won at once, so the moves are applied without its rules.
    world = parse_map("#######\n#A....#\n#.##..#\n#P....#\n#######\n")
    seen = {world.companion.position}
    rt = runtime(world, skill("explore()"))
    for _ in range(40):
        out = tick(rt, world)
        if out.done:
            break
        assert len(out.actions) == 1
        move(world, world.companion, out.actions[0].move)
        seen.add(world.companion.position)
    assert out.done
    floor = {(r, c) for r, row in enumerate(world.maze, 1) for c, ch in enumerate(row, 1)
             if ch != "#"}
    assert seen == floor - {world.player.position}


def test_explore_keeps_clear_of_a_monster_waits_for_it_then_calls_it_done():
    # The gorgon never moves: the tiles beyond it stay unsafe.
    world = parse_map("#########\n#A......#\n#.##..#.#\n#P....#G#\n#########\n")
    turns = drive(runtime(world, skill("explore()")), world, 200)
    waiting = [t for t in turns if t.status == "Waiting for the way to clear"]
    assert waiting and all(t.moves == [] for t in waiting)
    # It waits a while (the monster may move), then what it can reach safely is explored:
    # an order "explore, then ..." goes on to its next step.
    assert 20 <= len(waiting) <= 40 and turns[-1].done


def test_explore_with_a_count_is_done_once_that_many_new_tiles_were_visited():
    # A long room, a still bat far off: 5 new tiles of the 20 it could reach, then Done.
    world = parse_map("############\n#A.........#\n#..........#\n#P........B#\n############\n")
    start = world.companion.position
    seen: set[tuple[int, int]] = set()
    rt = runtime(world, skill("explore(5)"))
    turns: list[Turn] = []
    for _ in range(12):
        turns = [*turns, *drive(rt, world, 1, until_done=False)]
        seen.add(world.companion.position)
        if turns[-1].done:
            break
    assert turns[-1].done and not any(t.gave_up for t in turns)
    assert len(seen - {start}) == 5
    assert turns[-2].status == "Exploring: 5 of 5 new tiles visited"


def test_explore_with_more_tiles_than_it_can_reach_says_so_in_words():
    # A corridor of five tiles besides its own, a still bat at its end: ten cannot be visited.
    world = parse_map("########\n#A....B#\n#P######\n########\n")
    turns = drive(runtime(world, skill("explore(10)")), world, 80)
    # It waits a while for the bat to move, then says so (and Done at the next call).
    assert turns[-2].gave_up and not turns[-2].done and turns[-1].done
    said = turns[-2].status
    assert said.startswith("I could only reach ") and said.endswith(" of the 10 you asked for")
    assert int(said.split()[4]) < 5


def test_keep_away_and_flee_get_more_than_four_tiles_from_the_monster():
    world = parse_map(NOTHING)  # the bat at (4, 7)
    world.companion.position = (2, 6)
    turns = drive(runtime(world, skill('keep_away("bat")')), world, 10, until_done=False)
    assert manhattan(world.companion.position, (4, 7)) > 4
    assert turns[-1].status == "Keeping away from bats" and not any(t.done for t in turns)
    world = parse_map(NOTHING)
    world.companion.position = (2, 6)
    turns = drive(runtime(world, skill("flee()")), world, 10)
    assert turns[-1].done and manhattan(world.companion.position, (4, 7)) > 4


# -- places: go_to, walk, square ----------------------------------------------------------------

# The bat starts at the room's edge (a map's monsters must be reachable) and is then shut in
# the pocket top right, out of the way: with no monster left the game would be won.
ROOM_MAP = """\
############
#A.......#.#
#...#....###
#...#....###
#P..../..B##
############
"""


def room(*, arrow: bool = True) -> World:
    world = parse_map(ROOM_MAP if arrow else ROOM_MAP.replace("/", "."))
    world.monsters()[0].position = (2, 11)
    return world


@pytest.mark.parametrize(
    ("place", "at"),
    [('"bottom right"', (5, 10)), ('"top right"', (2, 9)), ('"middle"', (4, 7)),
     ("3, 7", (3, 7)), ("{2, 6}", (2, 6)), ("1, 9", (2, 9))],  # (1, 9) is a wall: next to it
)
def test_go_to_walks_onto_the_named_place_one_move_a_tick(place, at):
    world = room(arrow=False)
    turns = drive(runtime(world, skill(f"go_to({place})")), world, 30)
    assert world.companion.position == at and turns[-1].done
    assert all(len(t.moves) == 1 for t in turns[:-1])
    assert turns[0].status.startswith("Going to ")


def test_go_to_an_item_or_the_player_stops_next_to_it_without_picking_it_up():
    world = room()
    turns = drive(runtime(world, skill('go_to("arrow")')), world, 30)
    assert manhattan(world.companion.position, (5, 7)) == 1 and world.companion.items == []
    assert turns[-1].done and turns[0].status == "Going to the arrow (7 steps)"
    world = room()
    world.companion.position = (2, 9)
    drive(runtime(world, skill("go_to(player)")), world, 30)
    assert manhattan(world.companion.position, world.player.position) == 1


def test_go_to_where_the_companion_already_is_says_so_then_done():
    world = room()
    turns = drive(runtime(world, skill('go_to("top left")')), world, 5)
    assert [t.status for t in turns] == ["I'm already at the top left", "Done"]
    assert all(t.moves == [] for t in turns)


def test_go_to_keeps_clear_of_a_monster_it_cannot_beat():
    for seed in range(3):
        world = parse_map(GORGON_ON_THE_WAY, seed=seed)
        turns = drive(runtime(world, skill("go_to(6, 10)")), world, 60, rules=WANDER)
        assert turns[-1].done and world.companion.position == (6, 10), seed


def test_go_to_gives_up_on_what_is_not_there():
    world = parse_map(NOTHING)
    turns = drive(runtime(world, skill('go_to("sword")')), world, 5)
    assert [t.status for t in turns] == ["I can't find the sword", "Done"]
    # the words it gave up in are marked so (the game ends the order there, failed in them)
    assert [t.gave_up for t in turns] == [True, False]


def test_words_that_only_look_like_giving_up_are_not_marked():
    # update_func's own status, or a skill's that it does not return, is no skill giving up
    world = parse_map(NOTHING)
    code = ('function update_func(player, ai, monsters, items)\n'
            '  local said = go_to("sword")\n  return "I can\'t find the sword!"\nend')
    turns = drive(runtime(world, code), world, 2)
    assert [t.gave_up for t in turns] == [False, False]


def test_walk_takes_the_steps_asked_for_and_stops_at_a_wall():
    world = room()
    turns = drive(runtime(world, skill('walk("right", 3)')), world, 10)
    assert world.companion.position == (2, 5) and turns[-1].done
    assert [t.status for t in turns[:3]] == [f"Walking right ({n} of 3 steps)" for n in (1, 2, 3)]
    world = room()
    world.companion.position = (2, 3)
    turns = drive(runtime(world, skill('walk("s", 9)')), world, 10)
    assert world.companion.position == (5, 3)
    assert turns[-2].status == "I can't go further down: a wall is in the way (3 of 9 steps walked)"
    assert turns[-1].done


def test_square_walks_a_loop_back_to_the_start():
    world = room()
    start = world.companion.position
    seen = [start]
    rt = runtime(world, skill("square()"))
    for _ in range(20):
        out = tick(rt, world)
        if out.done:
            break
        step(world, companion_actions=out.actions, rules=STILL)
        seen.append(world.companion.position)
    assert out.done and world.companion.position == start
    assert len(set(seen)) == 8  # the largest that fits here (the player aside): 2 steps a side
    assert len({r for r, _ in seen}) == 3 and len({c for _, c in seen}) == 3


def test_square_says_when_there_is_no_room():
    world = parse_map("########\n#A.P..B#\n########\n")
    turns = drive(runtime(world, skill("square()")), world, 3)
    assert turns[0].status == "There is no room here to walk a square" and turns[1].done


# -- say, plan ----------------------------------------------------------------------------------


def test_say_returns_the_text_then_done():
    world = parse_map(OPEN)
    turns = drive(runtime(world, skill("say('Good morning!')")), world, 5)
    assert [t.status for t in turns] == ["Good morning!", "Done"]


def test_plan_runs_its_steps_in_order_and_hands_over_in_the_same_tick():
    world = parse_map(OPEN)  # the bow is nearer than the arrow: the order must come from plan
    rt = runtime(world, skill('plan({{fetch, "arrow"}, {fetch, "bow"}, {come_back}})'))
    picked: list[str] = []
    turns = []
    for _ in range(60):
        out = tick(rt, world)
        turns.append(out)
        if out.done:
            break
        before = names(world.companion)
        step(world, companion_actions=out.actions, rules=STILL)
        picked += [n for n in names(world.companion) if n not in before]
    assert picked == ["arrow", "bow"] and turns[-1].done
    assert manhattan(world.companion.position, world.player.position) <= 1
    # The tick after the arrow was picked up, fetch("arrow") said Done and fetch("bow") moved.
    handover = next(i for i, t in enumerate(turns) if t.status.startswith("Getting the bow"))
    assert turns[handover].actions and turns[handover - 1].status.startswith("Getting the arrow")


def test_a_plan_step_that_cannot_be_done_ends_the_plan():
    world = parse_map(NOTHING)
    turns = drive(runtime(world, skill('plan({{fetch, "sword"}, {come_back}})')), world, 5)
    assert [t.status for t in turns] == ["I can't find a sword to pick up", "Done"]


def test_a_function_step_and_two_skills_in_one_function_keep_their_own_notes():
    world = parse_map(OPEN)
    code = update(
        "if not ai:has_item('arrow') then return say('first') end\n"
        "return plan({function() return say('second') end, {say, 'third'}})"
    )
    carry(world, world.companion, "arrow")
    turns = drive(runtime(world, code), world, 5)
    assert [t.status for t in turns] == ["second", "third", "Done"]


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ('fetch("blade")',
         'fetch expects an item name "sword", "bow" or "arrow", or one item (from items, '
         'nearest(...) or farthest(...)), got string "blade"; use fetch("sword")'),
        ('attack("dragon")',
         'attack expects a monster kind "gorgon" or "bat", or "monster" or nil for any, or one '
         'monster (from monsters, nearest(...) or farthest(...)), got string "dragon"'),
        ("count(ai)", 'count expects an item or monster name "sword", "bow", "arrow", "item", '
                      '"gorgon", "bat" or "monster", got the entity ai'),
        ('plan({{"fetch", "bow"}})', "plan expects a list of steps such as {{fetch, \"bow\"}"),
        ("say({})", "say expects a text (a string or a number), got a table"),
        ('carrying("ai")', "carrying expects an entity"),
        ('go_to("kitchen")', 'go_to expects a place: a position {row, col}, a row and a column'),
        ('walk("forward")', 'walk expects a direction "w", "up", "north"'),
        ('walk("up", "3")', 'walk expects nil or a whole number of steps from 1 to 50'),
        ("go_to(3)", "go_to(row, col) needs the column too"),
    ],
)
def test_a_wrong_argument_names_the_valid_values_and_the_line(call, message):
    world = parse_map(OPEN)
    out = tick(runtime(world, update(f"local x = 1\nlocal y = {call}\nreturn 'x'")), world)
    assert out.error is not None and message in out.error.message
    assert out.error.line == 3


# -- questions --------------------------------------------------------------------------------


def test_the_question_helpers_answer_from_the_world():
    world = parse_map(ARMOURY)
    carry(world, world.companion, "sword")
    carry(world, world.companion, "arrow")
    carry(world, world.companion, "arrow")
    carry(world, world.player, "bow")
    code = update(
        "return table.concat({count('bat'), count('monster'), count('arrow'), count('item'),\n"
        "  where('gorgon'), where('sword'), where('bow'), tostring(where('arrow')),\n"
        "  carrying(ai), carrying(player), carrying(monsters[1]), weapon_for('bat'),\n"
        "  weapon_for('gorgon'), weapon_for()}, ' | ')"
    )
    out = tick(runtime(world, code), world)
    gorgon_tiles = manhattan(world.companion.position, (4, 11))
    assert out.error is None and out.actions == []
    assert out.status.split(" | ") == [
        "2", "3", "0", "0", f"row 4, column 11, {gorgon_tiles} tiles from me", "with me",
        "with you", "with me",
        "a sword and 2 arrows", "a bow", "nothing", "the bow and an arrow", "the sword",
        "the sword for a gorgon, the bow and an arrow for a bat",
    ]
    world = parse_map(NOTHING)
    out = tick(runtime(world, update("return tostring(where('sword'))")), world)
    assert out.status == "nil"


# -- the order's memory -----------------------------------------------------------------------

PLAN = skill('plan({{fetch, "bow"}, {fetch, "arrow"}, {come_back}})')


def order_of(memory: bytes) -> dict:
    return msgpack.unpackb(memory, raw=False).get("order", {})


def test_plan_progress_survives_a_worker_replaced_mid_order():
    world = parse_map(OPEN)
    old = runtime(world, PLAN, "plan-1")
    last = None
    while "bow" not in names(world.companion) or last.status.startswith("Getting the bow"):
        last = tick(old, world)
        step(world, companion_actions=last.actions, rules=STILL)
    # Step 2 runs: hand its memory to a fresh runtime with the same code, as the pool does.
    fresh = runtime(world, PLAN, "plan-1")
    fresh.restore_memory(last.memory)
    went_on, reference = tick(fresh, world), tick(old, world)
    assert went_on.status.startswith("Getting the arrow")
    assert (went_on.status, went_on.actions) == (reference.status, reference.actions)
    assert order_of(went_on.memory) == order_of(reference.memory)


def test_new_code_starts_the_order_afresh():
    world = parse_map(OPEN)
    carry(world, world.companion, "bow")
    rt = runtime(world, PLAN, "plan-1")
    memory = tick(rt, world).memory  # the bow is carried: step 2 is running
    assert order_of(memory)
    assert rt.load(PLAN, "plan-2").error is None  # the same text as a new order's code
    assert order_of(tick(rt, world).memory) == order_of(
        tick(runtime(world, PLAN, "x"), world).memory)
    # Memory another code wrote is not its progress either.
    fresh = runtime(world, PLAN, "plan-3")
    fresh.restore_memory(memory)
    assert tick(fresh, world).status == "I already have a bow"  # step 1 again


def test_memory_without_skills_has_no_order_key():
    world = parse_map(OPEN)
    out = tick(runtime(world, update("ai.n = 1\nreturn 'hi'")), world)
    assert set(msgpack.unpackb(out.memory, raw=False)) == {"code_id", "fields", "globals"}
