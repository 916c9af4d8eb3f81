"""The logic helpers (docs/skills.md, "Logic: conditions, choices, counts") in a real sandbox on
small maps, ticked with the game's rules: decide, watch, the distance questions, times,
for_turns, and the errands on one particular thing."""

from __future__ import annotations

from dataclasses import dataclass

import msgpack
import pytest

from game.maps import parse_map
from game.rules import step
from game.world import World, manhattan
from sandbox_worker import api
from sandbox_worker.runtime import SandboxRuntime
from tests.sandbox.helpers import STILL, carry, default_world, run, tick, update

# Each map's bat starts where the player can reach it (a map's things must be reachable) and is
# then shut in the pocket top right, out of the way: with no monster left the game is won.
POCKET = (2, 12)

# The bow (4, 5) is 5 tiles from the player (6, 2), the sword (6, 8) 6.
ARENA = """\
#############
#A........#.#
#.........###
#...>.....###
#.........###
#P.....^...B#
#############
"""

# Arrows at (2, 6), (4, 2) and (6, 10); ids in reading order: A 1, arrows 2 and 3, P 4, arrow 5.
ARROWS = """\
#############
#A.../....#.#
#.........###
#/........###
#.........###
#P......./.B#
#############
"""

# The companion's weapons by the door; one bat near the player's corner, one far right.
BATS = """\
##############
#A>/.........#
#............#
#............#
#B...........#
#............#
#P..........B#
##############
"""


def world_of(text: str, *, shut_in: bool = True) -> World:
    world = parse_map(text)
    if shut_in:
        world.monsters()[-1].position = POCKET
    return world


@dataclass
class Turn:
    status: str
    moves: list[str]
    done: bool
    memory: bytes


def runtime(world: World, code: str, code_id: str = "test") -> SandboxRuntime:
    rt = SandboxRuntime()
    rt.set_maze(world.maze)
    loaded = rt.load(code, code_id)
    assert loaded.error is None, loaded.error
    return rt


def drive(rt: SandboxRuntime, world: World, ticks: int, *, player: str = "") -> list[Turn]:
    """Tick until done, applying the moves with the game's rules; never more than one move a
    tick, and the companion never comes to harm."""
    turns = []
    for t in range(ticks):
        out = tick(rt, world)
        assert out.error is None, out.error
        assert len(out.actions) <= 1, "more than one move in a tick"
        turns.append(Turn(out.status, [a.move for a in out.actions], out.done, out.memory))
        move = player[t] if t < len(player) else None
        step(world, player_move=None if move == "." else move, companion_actions=out.actions,
             rules=STILL)
        assert world.companion.health == 3, f"hurt at tick {t}: {turns[-1]}"
        if out.done:
            break
    return turns


def statuses(turns: list[Turn]) -> list[str]:
    return [t.status for t in turns]


def names(entity) -> list[str]:
    return sorted(i.name for i in entity.items)


def order_of(memory: bytes) -> dict:
    return msgpack.unpackb(memory, raw=False).get("order", {})


def replaced(world: World, code: str, memory: bytes, code_id: str = "test") -> SandboxRuntime:
    """A fresh worker with the same code, given the memory the last tick returned (as the pool
    does when a worker dies)."""
    fresh = runtime(world, code, code_id)
    fresh.restore_memory(memory)
    return fresh


# -- decide -----------------------------------------------------------------------------------

NEARER_TO_YOU = update(
    'if decide("the bow is nearer to you than the sword", function()\n'
    '  return nearer("bow", "sword", player) == "bow" end) then\n'
    '  return fetch("bow")\n'
    "end\n"
    'return fetch("sword")'
)


def test_decide_keeps_the_branch_taken_when_the_order_began():
    # The player walks towards the sword: the sword is soon the nearer, but the choice stands.
    world = world_of(ARENA)
    turns = drive(runtime(world, NEARER_TO_YOU), world, 40, player="ddddd")
    assert turns[-1].done and names(world.companion) == ["bow"]
    assert world.player.position == (6, 7)  # nearer the sword now
    # The same order asked for every tick switches: the check above could fail.
    world = world_of(ARENA)
    every_tick = NEARER_TO_YOU.replace(
        'decide("the bow is nearer to you than the sword", function()\n  return ', "("
    ).replace(' == "bow" end)', ' == "bow")')
    drive(runtime(world, every_tick), world, 40, player="ddddd")
    assert "sword" in names(world.companion)


def test_decide_does_not_switch_once_the_condition_changes_by_itself():
    code = update(
        'if decide("you carry nothing", function() return carried(ai) == 0 end) then\n'
        '  return fetch("bow")\n'
        "end\n"
        "return come_back()"
    )
    world = world_of(ARENA)
    turns = drive(runtime(world, code), world, 40)
    # Carrying the bow, it does not turn to the other branch: the order ends where the bow was.
    assert turns[-1].done and names(world.companion) == ["bow"]
    assert world.companion.position == (4, 5)
    assert not any(t.status.startswith("Coming back") for t in turns)


def test_decide_keeps_nil_a_number_and_a_thing_and_calls_the_function_once():
    world = world_of(ARROWS)
    code = update(
        "ai.calls = ai.calls or 0\n"
        "local function counted(v) return function() ai.calls = ai.calls + 1; return v end end\n"
        'local none = decide("no sword", counted(nearest("sword")))\n'
        'local far = decide("how far", counted(how_far("arrow", player)))\n'
        'local arrow = decide("the arrow", counted(farthest("arrow")))\n'
        'local flag = decide("a plain value", world_changed)\n'
        "world_changed = true\n"
        "return table.concat({tostring(none), far, tostring(arrow), tostring(flag), ai.calls},"
        " ' ')"
    )
    rt = runtime(world, code)
    first = tick(rt, world)
    assert first.status == "nil 2 arrow {6, 10} nil 3"
    world.companion.position = (6, 3)  # another arrow would be farthest, another distance
    world.player.position = (2, 3)
    again = tick(rt, world)
    assert again.status == first.status


def test_decide_and_watch_survive_a_worker_replaced_mid_order_and_start_afresh_for_new_code():
    world = world_of(ARENA)
    memory = drive(runtime(world, NEARER_TO_YOU, "order-1"), world, 2, player="dd")[-1].memory
    assert order_of(memory)
    # The player stands by the sword now: a fresh decision would go for the sword.
    world.player.position = (6, 7)
    fresh = replaced(world, NEARER_TO_YOU, memory, "order-1")
    turns = drive(fresh, world, 40)
    assert turns[-1].done and names(world.companion) == ["bow"]
    # New code decides afresh, and memory another code wrote is not its decision either.
    world = world_of(ARENA)
    world.player.position = (6, 7)
    new = replaced(world, NEARER_TO_YOU, memory, "order-2")
    drive(new, world, 40)
    assert names(world.companion) == ["sword"]


def test_decide_refuses_a_value_it_cannot_keep():
    out = run(update('local x = 1\nlocal y = decide("the monsters", monsters)\nreturn "x"'))
    assert out.error is not None and out.error.line == 3
    assert "decide keeps true or false, a number, a text, nil, an entity, an item" in (
        out.error.message)


# -- watch ------------------------------------------------------------------------------------

WATCH = update(
    "ai.calls = (ai.calls or 0)\n"
    'if watch("you came within 3 tiles", function()\n'
    "  ai.calls = ai.calls + 1\n"
    '  return how_far("player") <= 3 end) then\n'
    '  return "latched after " .. ai.calls\n'
    "end\n"
    'return "watching"'
)


def test_watch_is_false_until_the_condition_holds_then_stays_true():
    world = world_of(ARENA)
    rt = runtime(world, WATCH)
    assert tick(rt, world).status == "watching"  # 4 tiles
    world.player.position = (5, 2)
    assert tick(rt, world).status == "latched after 2"
    world.player.position = (6, 9)  # far again: still true, and the function is not called
    assert [tick(rt, world).status for _ in range(2)] == ["latched after 2"] * 2


def test_watch_survives_a_worker_replaced_mid_order():
    world = world_of(ARENA)
    rt = runtime(world, WATCH)
    tick(rt, world)
    world.player.position = (5, 2)
    memory = tick(rt, world).memory
    world.player.position = (6, 9)
    assert tick(replaced(world, WATCH, memory), world).status == "latched after 2"
    assert tick(replaced(world, WATCH, memory, "other"), world).status == "watching"


def test_a_watch_turns_an_errand_round():
    # "get the sword, but if you come near the bow, come back to me"
    code = update(
        'if watch("the bow is within 2 tiles", function() return near("bow", 2) end) then\n'
        "  return come_back()\n"
        "end\n"
        'return fetch("sword")'
    )
    world = world_of(ARENA)
    turns = drive(runtime(world, code), world, 40)
    assert turns[-1].done and names(world.companion) == []
    assert manhattan(world.companion.position, world.player.position) <= 1
    assert any(t.status.startswith("Getting the sword") for t in turns)


# -- the distance questions ----------------------------------------------------------------------


def ask(world: World, *calls: str) -> list[str]:
    out = tick(runtime(world, update(
        "return table.concat({" + ", ".join(f"tostring({c})" for c in calls) + "}, ' | ')"
    )), world)
    assert out.error is None, out.error
    assert out.actions == []
    return out.status.split(" | ")


def test_how_far_counts_rows_plus_columns_to_a_kind_a_thing_or_a_place():
    world = world_of(ARROWS)
    assert ask(
        world,
        'how_far("arrow")', 'how_far("arrow", player)', 'how_far("player")',
        'how_far("bat")', 'how_far("monster", player)', "how_far({6, 12}, {2, 2})",
        'how_far(player, "bat")', "how_far(items[3])", "how_far(monsters[1], items[1])",
        'how_far("arrow", "bat")', 'how_far("sword")', 'how_far("gorgon")',
        'how_far(nearest("sword"))', 'how_far("bow", "sword")',
    ) == ["2", "2", "4", "10", "14", "14", "14", "12", "6", "6", "nil", "nil", "nil", "nil"]


def test_how_far_to_a_carried_item_is_the_way_to_whoever_carries_it():
    world = world_of(ARENA)
    carry(world, world.player, "bow")
    carry(world, world.companion, "sword")
    assert ask(
        world, 'how_far("bow")', 'how_far("bow", player)', 'how_far("sword")',
        'how_far("sword", player)', "how_far(player.items[1])", 'how_far("item", {2, 5})',
        'how_far("arrow")',
    ) == ["4", "0", "0", "4", "4", "3", "nil"]


# A wall between the companion and the bow: 2 tiles as the crow flies, 14 steps' walk round it.
WALLED = """\
#########
#A#>....#
#.#####.#
#.......#
#P......#
#########
"""


def test_steps_to_counts_a_shortest_walk_round_the_walls_as_the_agent_works_it_out():
    from agent.reading import meaning as m
    from agent.reading.facts import value

    world = world_of(WALLED, shut_in=False)
    assert ask(world, 'how_far("bow")', 'steps_to("bow")', 'steps_to("bow", player)',
               'steps_to("player")', "steps_to({2, 1})", 'steps_to("sword")',
               'steps_to("bow", "bow")') == ["2", "14", "13", "3", "nil", "nil", "0"]
    # the agent's own working-out, which the judge holds a program's answer to, agrees
    assert value(world, m.DistanceTo(m.Thing("bow"), walk=True)) == 14
    assert value(world, m.DistanceTo(m.Thing("bow"), m.PLAYER, walk=True)) == 13
    assert value(world, m.DistanceTo(m.Thing("bow"))) == 2
    carry(world, world.player, "bow")
    assert ask(world, 'steps_to("bow")', 'steps_to("bow", player)') == ["3", "0"]
    assert value(world, m.DistanceTo(m.Thing("bow"), walk=True)) == 3


def test_nearest_and_farthest_choose_by_distance_and_break_ties_by_id():
    world = world_of(ARROWS)
    from_player = manhattan(world.player.position, (2, 6))
    assert from_player == manhattan(world.player.position, (6, 10))  # a tie
    assert ask(
        world, 'nearest("arrow")', 'farthest("arrow")', 'nearest("arrow", player)',
        'farthest("arrow", player)', 'nearest("thing", {2, 11})', 'farthest("item", "bat")',
        'nearest("monster")', 'nearest("sword")', 'farthest("gorgon", player)',
        'nearest("arrow") == items[2]',
    ) == ["arrow {4, 2}", "arrow {6, 10}", "arrow {4, 2}", "arrow {2, 6}", "bat {2, 12}",
          "arrow {4, 2}", "bat {2, 12}", "nil", "nil", "true"]


def test_nearer_says_which_of_two_is_nearer_as_given():
    world = world_of(ARENA)  # from the companion: the bow 5 tiles, the sword 10
    assert ask(
        world, 'nearer("bow", "sword")', 'nearer("sword", "bow")', 'nearer("bow", "sword", {6, 8})',
        'nearer("sword", "arrow")', 'nearer("arrow", "sword")', 'nearer("arrow", "gorgon")',
        'nearer("bow", {2, 7})', "nearer(items[1], {4, 4}, {4, 6}) == items[1]",
        'nearer(monsters[1], "player") == monsters[1]', 'nearer("player", "player")',
    ) == ["bow", "bow", "sword", "sword", "sword", "nil", "nil", "true", "false", "nil"]


def test_near_looks_for_monsters_ground_items_and_the_player_within_so_many_tiles():
    world = world_of(ARENA)
    carry(world, world.companion, "sword")  # carried: not lying near
    assert ask(
        world, 'near("bow", 5)', 'near("bow", 4)', 'near("item", 4)', 'near("sword", 3)',
        'near("player", 4)', 'near("player", 3)', 'near("bat", 2, {4, 12})',
        'near("monster", 9, player)', 'near("bow", 0, {4, 5})', "near(items[1], 2, player)",
        'near("thing", 1.5, {3, 5})', 'near(nearest("gorgon"), 100)',
    ) == ["true", "false", "false", "false", "true", "false", "true", "false", "true", "false",
          "true", "false"]


def test_carried_counts_what_an_entity_carries():
    world = world_of(ARROWS)
    for _ in range(2):
        carry(world, world.companion, "arrow")
    carry(world, world.player, "arrow")
    assert ask(
        world, 'carried(ai, "arrow")', "carried(ai)", 'carried(ai, "item")',
        'carried(player, "arrow")', 'carried(player, "bow")', "carried(monsters[1])",
    ) == ["2", "2", "2", "1", "0", "0"]


# -- errands on one particular thing ----------------------------------------------------------


def test_fetch_keeps_to_the_farthest_arrow_chosen_at_first_even_after_the_player_moves():
    world = world_of(ARROWS)
    wanted = next(i for i in world.ground if i.position == (2, 6))
    rt = runtime(world, update('return fetch(farthest("arrow", player))'))
    first = tick(rt, world)
    assert first.status.startswith("Getting the arrow")
    step(world, companion_actions=first.actions, player_move="w", rules=STILL)
    # From the player now the farthest is the arrow at (6, 10); the errand keeps to its own.
    assert manhattan(world.player.position, (6, 10)) > manhattan(world.player.position, (2, 6))
    turns = drive(rt, world, 40)
    assert turns[-1].done and [i.id for i in world.companion.items] == [wanted.id]
    assert turns[-2].status.startswith("Getting the arrow")  # Done once carried, not before


def test_a_plan_step_on_one_thing_keeps_its_place_when_the_thing_is_gone():
    # One arrow: once picked up, farthest() finds none, and the step is still the same step.
    world = world_of(ARENA.replace("^", "/"))
    code = update('return plan({{fetch, farthest("arrow", player)}, {say, "Got it"}})')
    turns = drive(runtime(world, code), world, 40)
    assert statuses(turns)[-2:] == ["Got it", "Done"]
    assert names(world.companion) == ["arrow"]


def test_fetch_of_nothing_gives_up_and_says_so():
    world = world_of(ARENA)
    for call, said in [
        ('fetch(farthest("arrow", player))', "There is no arrow to pick up"),
        ('bring(nearest("arrow"))', "There is no arrow to bring you"),
        ("fetch(nil)", "There is no such item to pick up"),
        ('go_to(nearest("gorgon"))', "There is no gorgon to go to"),
    ]:
        turns = drive(runtime(world, update(f"return {call}")), world, 5)
        assert statuses(turns) == [said, "Done"], call
        assert all(t.moves == [] for t in turns)


def test_bring_hands_over_that_very_item():
    world = world_of(ARROWS)
    wanted = next(i for i in world.ground if i.position == (6, 10))
    turns = drive(runtime(world, update('return bring(farthest("arrow"))')), world, 60)
    # (It picks up the arrow on its way too, and hands over all it carries.)
    assert turns[-1].done and wanted in world.player.items
    assert any(t.status == "Bringing you the arrow" for t in turns)


def test_fetch_of_a_carried_item_says_so():
    world = world_of(ARENA)
    carry(world, world.companion, "bow")
    turns = drive(runtime(world, update("return fetch(ai.items[1])")), world, 5)
    assert statuses(turns) == ["I already have that bow", "Done"]


def test_attack_a_particular_bat_leaves_the_nearer_one_alone():
    world = world_of(BATS, shut_in=False)
    near_bat, far_bat = sorted(world.monsters(), key=lambda m: m.position)
    turns = drive(runtime(world, update('return attack(farthest("bat"))')), world, 80)
    # When it fell, farthest("bat") became the other bat: the errand kept to its own and is done.
    assert turns[-1].done and not far_bat.alive and near_bat.alive
    assert any(t.status == "Attacking the bat" for t in turns)


def test_go_to_one_item_or_monster():
    world = world_of(ARENA)
    turns = drive(runtime(world, update('return go_to(nearest("bow"))')), world, 30)
    assert turns[-1].done and manhattan(world.companion.position, (4, 5)) == 1
    assert world.companion.items == []
    # A gorgon it cannot defeat: as near as is harmless, then done.
    world = world_of(ARENA.replace("B#", "G#"), shut_in=False)
    world.monsters()[0].position = (4, 9)
    turns = drive(runtime(world, update('return go_to(nearest("gorgon"))')), world, 30)
    assert turns[-1].done and statuses(turns)[0].startswith("Going to the gorgon")
    assert manhattan(world.companion.position, (4, 9)) == 3


# -- times and for_turns ----------------------------------------------------------------------


def test_times_runs_a_step_so_many_times_each_afresh():
    world = world_of(ARENA)
    turns = drive(runtime(world, update('return times(3, {say, "hello"})')), world, 10)
    assert statuses(turns) == ["hello"] * 3 + ["Done"]
    world = world_of(ARROWS)
    turns = drive(runtime(world, update('return times(2, {fetch, "arrow"})')), world, 60)
    assert turns[-1].done and names(world.companion) == ["arrow", "arrow"]
    assert len(world.ground) == 1


def test_times_ends_with_the_sentence_of_a_round_that_gives_up():
    world = world_of(ARENA)  # a wall 9 tiles right of the companion
    turns = drive(runtime(world, update('return times(4, {walk, "right", 3})')), world, 20)
    assert world.companion.position == (2, 10)
    assert statuses(turns)[-2:] == [
        "I can't go further right: a wall is in the way (2 of 3 steps walked)", "Done"]


def test_times_survives_a_worker_replaced_mid_order():
    world = world_of(ARENA)
    code = update('return times(3, {say, "hello"})')
    turns = drive(runtime(world, code), world, 2)
    turns += drive(replaced(world, code, turns[-1].memory), world, 5)
    assert statuses(turns) == ["hello", "hello", "hello", "Done"]


def test_for_turns_waits_so_many_ticks_then_is_done():
    world = world_of(ARENA)
    turns = drive(runtime(world, update("return for_turns(3)")), world, 10)
    assert statuses(turns) == [f"Waiting ({n} of 3 turns)" for n in (1, 2, 3)] + ["Done"]
    assert all(t.moves == [] for t in turns)


def test_for_turns_runs_a_step_each_tick_and_ends_early_when_it_is_done_or_gives_up():
    world = world_of(ARENA)
    turns = drive(runtime(world, update("return for_turns(4, {follow})")), world, 10,
                  player="dddd")
    assert statuses(turns) == ["Following you"] * 4 + ["Done"]
    assert any(t.moves for t in turns)
    world = world_of(ARENA)
    turns = drive(runtime(world, update('return for_turns(100, {fetch, "bow"})')), world, 30)
    assert turns[-1].done and len(turns) < 10 and names(world.companion) == ["bow"]
    turns = drive(runtime(world, update('return for_turns(9, {fetch, "arrow"})')), world, 5)
    assert statuses(turns) == ["I can't find an arrow to pick up", "Done"]


def test_for_turns_walks_each_turn_and_a_walk_blocked_says_why():
    # "walk right for 4 turns": a step each of the 4 turns, not one step and then "Done"
    world = world_of(ARENA)
    turns = drive(runtime(world, update('return for_turns(4, {walk, "right", 1})')), world, 10)
    assert statuses(turns) == ["Walking right (1 of 1 step)"] * 4 + ["Done"]
    assert world.companion.position == (2, 6)
    # a wall 9 tiles right: the walk gives up after 8 turns and says why, not "Done"
    world = world_of(ARENA)
    turns = drive(runtime(world, update('return for_turns(12, {walk, "right", 1})')), world, 20)
    assert world.companion.position == (2, 10)
    assert statuses(turns)[-2:] == [
        "I can't go further right: a wall is in the way (after 8 turns of walking)", "Done"]
    assert len(turns) == 10


def test_for_turns_counts_the_game_s_ticks_across_a_worker_replacement():
    world = world_of(ARENA)
    code = update("return for_turns(4)")
    turns = drive(runtime(world, code), world, 2)
    step(world, rules=STILL)  # a tick the code missed while its worker was replaced
    turns += drive(replaced(world, code, turns[-1].memory), world, 5)
    assert statuses(turns) == [f"Waiting ({n} of 4 turns)" for n in (1, 2, 4)] + ["Done"]


def test_plan_takes_times_and_for_turns_as_steps():
    world = world_of(ARENA)
    code = update('return plan({{times, 2, {say, "hi"}}, {for_turns, 2, {stay}}, {say, "bye"}})')
    turns = drive(runtime(world, code), world, 10)
    assert statuses(turns) == ["hi", "hi", "Waiting here", "Waiting here", "bye", "Done"]
    # The plan's progress is named by its steps, a step's own step too.
    assert set(order_of(turns[2].memory)) == {
        "plan({times(2,say(hi)),for_turns(2,stay()),say(bye)})"}
    world = world_of(ARENA)
    code = update('return plan({{for_turns, 2}, {say, "bye"}})')
    turns = drive(runtime(world, code), world, 10)
    assert statuses(turns) == ["Waiting (1 of 2 turns)", "Waiting (2 of 2 turns)", "bye", "Done"]


def test_say_writes_a_whole_number_without_a_decimal_point():
    world = world_of(ARENA)
    for text, said in [("2.0", "2"), ("1.5", "1.5"), ("player.health + 2", "5"),
                       ("player.health / 3", "1"), ("7 // 2", "3"), ("-0.0", "0")]:
        assert tick(runtime(world, update(f"return say({text})")), world).status == said, text


# -- argument checks and the registry -------------------------------------------------------------


@pytest.mark.parametrize(
    ("call", "message"),
    [
        ('decide(3, true)', "decide expects a short text naming the condition (1 to 200 "
                            "characters), got number 3"),
        ('watch("", true)', "watch expects a short text"),
        ('how_far("dragon")', 'how_far expects a thing: a kind such as "bow"'),
        ('how_far("bow", "here")', 'how_far expects nil (ai), "player", an entity'),
        ('nearest("player")', 'nearest expects a kind "sword", "bow", "arrow", "gorgon", "bat", '
                              '"item", "monster" or "thing", got string "player"'),
        ('near("bat", "3")', "near expects a number of tiles, 0 or more"),
        ('carried("ai")', "carried expects an entity"),
        ('carried(ai, "arrows")', 'carried expects an item name "sword", "bow" or "arrow", or '
                                  '"item" or nil for every item'),
        ('times(0, {say, "x"})', "times expects a whole number of times from 1 to 100"),
        ('times(2.5, {say, "x"})', "times expects a whole number of times from 1 to 100"),
        ('times(3, "say")', 'times expects a step: {skill, argument} such as {fetch, "arrow"}'),
        ("for_turns(1001)", "for_turns expects a whole number of turns from 1 to 1000"),
        ("for_turns(5, follow)", None),  # a function is a step: no error
        ("fetch(monsters[1])", "fetch expects an item name \"sword\", \"bow\" or \"arrow\", or one "
                               "item (from items, nearest(...) or farthest(...)), got the entity "
                               "bat"),
        ("attack(player)", "got the entity player; use attack(\"gorgon\")"),
        ("go_to(ai.items)", "go_to expects a place"),
    ],
)
def test_a_wrong_argument_names_the_valid_values_and_the_line(call, message):
    world = world_of(ARENA)
    out = tick(runtime(world, update(f"local x = 1\nlocal y = {call}\nreturn 'x'")), world)
    if message is None:
        assert out.error is None
        return
    assert out.error is not None and message in out.error.message, out.error
    assert out.error.line == 3


# A value of each parameter type that its check accepts.
GOOD = {
    "item_kind": '"arrow"', "errand_item": '"arrow"', "monster_kind": '"bat"', "foe": '"bat"',
    "thing": '"bat"', "text": '"hi"', "steps": "{{stay}}", "place": '"top left"', "column": "nil",
    "way": '"up"', "count": "1", "size": "2", "label": '"x"', "value": "true", "spot": '"bow"',
    "origin": "nil", "kind_word": '"arrow"', "tiles": "3", "entity": "ai",
    "item_or_all": '"arrow"', "rounds": "2", "turns": "2", "step": "{stay}",
    "step_or_nil": "nil", "ward": '"player"', "landmark": '"bat"', "post": '"top left"',
    "reach": "2", "bound": "3", "defeater": "ai", "rank": "2", "besides": "nil",
    "item_or_nil": "nil", "part": "nil", "kept": '"bow"', "map_spot": '"top right"',
    "bearing": '"west"', "explored": "10",
}


@pytest.mark.parametrize("entry", api.entries("skill"), ids=lambda e: e.name)
def test_each_skill_parameter_is_checked_with_the_registry_words(entry):
    for index, param in enumerate(entry.params):
        if param.type == "value":
            continue
        args = [GOOD[p.type] for p in entry.params]
        args[index] = "{}"
        out = run(update(f"local x = {entry.name}({', '.join(args)})\nreturn 'x'"))
        assert out.error is not None, (entry.name, index)
        assert f"{entry.name} expects {api.TYPE_DESCRIPTIONS[param.type]}" in out.error.message
        assert param.hint in out.error.message


@pytest.mark.parametrize("entry", api.entries("skill"), ids=lambda e: e.name)
def test_each_skill_example_runs_in_the_sandbox(entry):
    example = entry.example
    body = example if example.startswith(("return ", "if ")) else f"local x = {example}"
    out = run(update(body + "\nreturn 'ok'" * (not example.startswith("return "))),
              default_world())
    assert out.error is None, (entry.name, out.error)


def test_the_prompt_and_the_static_check_know_the_new_names():
    text = api.api_reference_text()
    new = ("decide", "watch", "how_far", "nearest", "farthest", "nearer", "near", "carried",
           "times", "for_turns")
    for name in new:
        assert f"  {name}(" in text
        assert name in api.global_names()
