"""The composer: an order's meaning as Lua, without a model. Plain steps as skills with what a
fight needs fetched first; conditions as real ``if`` on ``decide`` and ``watch``; counts,
superlatives and numbers worked out in the Lua; and every program run in a real sandbox, where
it does what the order asks and only that."""

from __future__ import annotations

from dataclasses import replace

import pytest

from agent.compose import compose
from agent.library.params import lua_string
from agent.reading import Meaning, meaning as m, read
from game.maps import load_map, parse_map
from tests.sandbox.helpers import carry, new_runtime, play, tick

ARMOURY = """\
###########
#P.^..>.//#
#A.......B#
#...G....B#
###########
"""


def lua(order: str, world=None) -> str:
    got = compose(read(order), world if world is not None else parse_map(ARMOURY))
    assert got.complete, got.problem
    return got.code


def calls(order: str, world=None) -> list[str]:
    """The plan's entries (or the one call), without the function around them."""
    code = lua(order, world)
    lines = [line.strip().rstrip(",") for line in code.splitlines()[1:-1]]
    return [line for line in lines if line not in ("return plan({", "})")]


# -- steps and what they need ------------------------------------------------------------------


def test_a_run_of_steps_is_a_plan_with_what_the_fight_needs_first():
    assert lua("grab the bow, then shoot a bat, then come back here") == (
        "function update_func(player, ai, monsters, items)\n"
        "  return plan({\n"
        '    {fetch, "bow"},\n'
        '    {fetch, "arrow"},\n'
        '    {attack, "bat"},\n'
        "    {come_back},\n"
        "  })\n"
        "end\n")


@pytest.mark.parametrize(("order", "expected"), [
    ("kill the gorgon", ['{fetch, "sword"}', '{attack, "gorgon"}']),
    ("shoot a bat", ['{fetch, "bow"}', '{fetch, "arrow"}', '{attack, "bat"}']),
    ("kill all the bats", ['{fetch, "bow"}', '{fetch_all, "arrow"}', '{attack_all, "bat"}']),
    ("kill every monster", ['{fetch, "sword"}', '{fetch, "bow"}', '{fetch_all, "arrow"}',
                            "{attack_all}"]),
    ("get the sword, then the bow, then kill the gorgon and a bat",
     ['{fetch, "sword"}', '{fetch, "bow"}', '{attack, "gorgon"}', '{fetch, "arrow"}',
      '{attack, "bat"}']),
    ("collect every arrow, then kill all the bats",
     ['{fetch_all, "arrow"}', '{fetch, "bow"}', '{attack_all, "bat"}']),
    ("bring me the sword, then kill the gorgon", ['{bring, "sword"}', '{attack, "gorgon"}']),
])
def test_what_a_fight_needs_is_fetched_unless_carried_or_fetched_before(order, expected):
    assert calls(order) == expected


def test_what_the_companion_carries_is_not_fetched_again():
    world = parse_map(ARMOURY)
    for name in ("sword", "bow", "arrow"):
        carry(world, world.companion, name)
    assert calls("kill the gorgon, then shoot a bat", world) == ['{attack, "gorgon"}',
                                                                 '{attack, "bat"}']
    # The first shot uses the arrow it carried: the second bat needs another one.
    assert calls("shoot a bat, then shoot another bat", world) == [
        '{attack, "bat"}', '{fetch, "arrow"}', '{attack, "bat"}']


@pytest.mark.parametrize(("order", "expected"), [
    ("walk two steps left, then go to row 3 column 4 and grab the bow",
     ['{walk, "left", 2}', "{go_to, 3, 4}", '{fetch, "bow"}']),
    ("wait by the sword", ['{go_to, "sword"}', "{stay}"]),
    ("go to the top left corner", ['return go_to("top left")']),
    ("walk in a square", ["return square()"]),
    ("keep away from the bats", ['return keep_away("bat")']),
    ("avoid the monsters", ["return keep_away()"]),
])
def test_places_walks_and_keeping_away(order, expected):
    assert calls(order) == expected


# -- logic --------------------------------------------------------------------------------------


def test_a_choice_is_decided_once_and_only_its_branch_runs():
    assert lua("if the bow is farther away than the sword, grab the sword, else grab the bow") == (
        "function update_func(player, ai, monsters, items)\n"
        '  if decide("the bow is farther away than the sword", function() return '
        'how_far("bow") > how_far("sword") end) then\n'
        '    return fetch("sword")\n'
        "  end\n"
        '  return fetch("bow")\n'
        "end\n")


def test_a_choice_without_otherwise_says_why_nothing_was_done():
    code = lua("if you have the sword, kill the gorgon")
    assert 'decide("I have the sword", function() return ai:has_item("sword") end)' in code
    assert "return say(\"I didn't: I don't have a sword\")" in code


def test_a_choice_later_in_a_plan_is_a_step_of_its_own():
    code = lua("get the bow, then if there are bats left, kill one, otherwise come back")
    assert '{fetch, "bow"},\n    function()\n      if decide("there are bats left"' in code
    assert "return come_back()" in code


def test_a_watch_is_checked_every_tick_and_latches():
    code = lua("fetch the sword, but if a bat comes within 3 tiles, run back to me")
    assert ('if watch("a bat is within 3 tiles of me", function() return near("bat", 3) end) '
            "then\n    return come_back()\n  end\n  return fetch(\"sword\")") in code


def test_whenever_reacts_each_time_and_then_carries_on():
    # an errand runs to its end each time the condition starts holding
    code = lua("whenever a bat comes near, run to me, otherwise follow me")
    assert ('whenever("a bat is within 3 tiles of me", function() return near("bat", 3) end, '
            "{come_back})") in code
    assert code.rstrip().endswith("return follow()\nend")
    # a duty, while the condition holds
    code = lua("whenever I'm more than 6 tiles away, guard me")
    assert "if how_far(player) > 6 then" in code
    assert 'each_time("you are more than 6 tiles away", {guard, "player"})' in code


@pytest.mark.parametrize(("order", "fragment"), [
    ("say hello three times", 'times(3, {say, "hello"})'),
    ("pick up two arrows", 'times(2, {fetch, "arrow"})'),
    ("follow me for 10 turns", "for_turns(10, {follow})"),
    ("wait 5 turns, then get the bow", "{for_turns, 5},"),
    ("pick up the arrow that is farthest from me", 'fetch(farthest("arrow", player))'),
    ("kill the bat closest to me", 'attack(nearest("bat", player) or "bat")'),
    ("what's my health plus two?", 'string.format("%g", (player.health + 2))'),
    ("how many items and monsters are there altogether?",
     '(count("item") + count("monster"))'),
    ("what's the difference between your health and mine?",
     "math.abs(ai.health - player.health)"),
    ("which is nearer to you, the gorgon or the bow?", 'nearer("gorgon", "bow")'),
    ("are there more bats than gorgons?", 'if count("bat") > count("gorgon") then'),
    ("how many monsters have you killed?", 'defeated("monster", ai)'),
    ("how many monsters are dead?", 'defeated("monster")'),
    ("stay here until I come back", "how_far(player) > 1"),
])
def test_counts_superlatives_and_numbers_are_in_the_lua(order, fragment):
    assert fragment in lua(order, load_map())


@pytest.mark.parametrize(("order", "problem"), [
    ("if the sword is closer than the sword, get it", "with itself"),
    ("which is nearer, the bow or the bow?", "with itself"),
    ("eat the arrow", "eat"),
    ("", "nothing"),
])
def test_what_cannot_be_composed_is_said(order, problem):
    got = compose(read(order), load_map())
    assert not got.complete and problem in got.problem


def test_a_condition_on_a_thing_there_is_none_of_is_not_guessed():
    world = load_map()
    world.ground = [i for i in world.ground if i.name != "bow"]
    got = compose(read("if the bow is closer than the sword, get the bow"), world)
    assert not got.complete and "there is no bow" in got.problem


def test_said_text_reaches_the_code_only_as_a_literal():
    said = "it's a trap ]] os.exit() --[[ 'x'"
    code = lua(f'say "{said}", then come back')
    assert lua_string(said) in code and "os.exit()" not in code.replace(lua_string(said), "")


# -- in a real sandbox ---------------------------------------------------------------------------

# One bat to shoot; the gorgon in its pocket keeps the game going after the bat falls.
RANGE = """\
###############
#P............#
#A.>./........#
#.........B...#
#############.#
#############.#
#############G#
###############
"""


def run(order: str, world, ticks: int) -> list:
    rt = new_runtime(world)
    loaded = rt.load(lua(order, world), "composed")
    assert loaded.error is None, loaded.error
    return play(rt, world, ticks)


def test_a_composed_order_runs_to_done_one_move_a_tick():
    world = parse_map(RANGE)
    outcomes = run("grab the bow, then shoot a bat, then come back here", world, 40)
    assert "Done" in [o.status for o in outcomes]
    assert all(o.error is None and len(o.actions) <= 1 for o in outcomes)
    assert [mo.kind for mo in world.monsters()] == ["gorgon"]  # the bat fell
    assert world.companion.has_item("bow") and not world.companion.has_item("arrow")


def test_a_choice_keeps_its_branch_when_the_world_changes():
    # Carrying nothing: get the bow. Once the bow is carried the condition is false, but the
    # branch was decided when the order started: it does not turn to coming back.
    world = parse_map(RANGE)
    outcomes = run("if you're carrying nothing, get the bow; otherwise come back to me",
                   world, 15)
    statuses = [o.status for o in outcomes]
    assert world.companion.has_item("bow") and "Done" in statuses
    done_at = statuses.index("Done")
    assert all(o.status == "Done" and not o.actions for o in outcomes[done_at:])
    # Carrying something: the other branch.
    world = parse_map(RANGE)
    carry(world, world.companion, "arrow")
    world.companion.position = (2, 9)
    run("if you're carrying nothing, get the bow; otherwise come back to me", world, 15)
    assert not world.companion.has_item("bow")
    r, c = world.companion.position
    assert abs(r - world.player.position[0]) + abs(c - world.player.position[1]) <= 1


def test_a_counted_repetition_counts_and_a_number_is_worked_out():
    world = parse_map(RANGE)
    statuses = [o.status for o in run("say hello three times", world, 5)]
    assert statuses == ["hello", "hello", "hello", "Done", "Done"]
    world = parse_map(RANGE)
    world.player.health = 2
    assert run("what's my health plus two?", world, 1)[0].status == "Your health plus 2 is 4"
    world = parse_map(RANGE)
    assert run("what is half the number of bats?", world, 1)[0].status == (
        "Half of the number of bats is 0.5")


@pytest.mark.parametrize(("order", "taken"), [
    # the arrow beside the companion is not the one asked for
    ("get the arrow in the bottom right corner", (5, 9)),
    ("fetch the arrow next to the sword", (5, 9)),
    ("pick up the arrow that is closest to the sword", (5, 9)),
    ("grab the arrow farthest from the sword", (2, 2)),
    ("get the arrow in the top left corner", (2, 2)),
])
def test_the_thing_meant_is_the_one_by_the_place_or_thing_named(order, taken):
    # (a gorgon in the far corner: with no monster left the game would be over at once)
    world = parse_map("############\n#/A.......G#\n#........###\n#.......^###\n#P....../###\n"
                      "############\n")
    arrows = {i.position: i.id for i in world.ground if i.name == "arrow"}
    run(order, world, 30)
    assert [i.id for i in world.companion.items] == [arrows[taken]]


@pytest.mark.parametrize("order", [
    "get the rightmost arrow and bring it to me",
    "fetch the arrow in the bottom right corner, then bring it to me",
    "Where the arrow lies by the eastern wall, fetch it and bring it",
])
def test_a_thing_picked_by_where_it_lies_fetched_then_brought_is_the_one_handed_over(order):
    # once fetched it lies there no more: the bringing is of what is carried, not of another
    # picked anew, nor of none (before, the bringing found no such arrow and failed)
    world = parse_map("############\n#/A.......G#\n#........###\n#.......^###\n#P....../###\n"
                      "############\n")
    arrows = {i.position: i.id for i in world.ground if i.name == "arrow"}
    assert calls(order, world)[-1] == '{bring, "arrow"}'
    run(order, world, 40)
    assert [i.id for i in world.player.items] == [arrows[(5, 9)]]


def test_the_defeated_are_counted_not_the_living():
    world = parse_map(RANGE)
    assert run("how many monsters have you killed?", world, 1)[0].status == (
        "The number of monsters I defeated is 0")
    bat = next(mo for mo in world.monsters() if mo.kind == "bat")
    bat.alive, bat.health = False, 0  # as the game's combat leaves it
    bat.defeated_by = world.player.id
    world.defeated["bat"] = 1
    assert run("how many bats are dead?", world, 1)[0].status == (
        "The number of bats defeated is 1")
    assert run("how many gorgons have you killed?", world, 1)[0].status == (
        "The number of gorgons I defeated is 0")
    # the player's, not the companion's
    assert run("how many bats have you killed?", world, 1)[0].status == (
        "The number of bats I defeated is 0")
    assert run("how many bats did I kill?", world, 1)[0].status == (
        "The number of bats you defeated is 1")
    assert run("how many monsters are left?", world, 1)[0].status == "There is 1 monster left"


def test_the_farthest_thing_is_the_one_fetched():
    world = parse_map("#########\n#/A....P#\n#....../#\n#########\n")
    far = max(world.ground, key=lambda i: abs(i.position[0] - 2) + abs(i.position[1] - 8))
    run("pick up the arrow that is farthest from me", world, 20)
    assert [i.id for i in world.companion.items] == [far.id]


HOSTILE = 'he said "hi" ]] end os.exit() --[[\n\\0 \'x\' \u00e9'


@pytest.mark.parametrize("order, said", [
    ("say ]] .. os.exit() .. [[", "]] .. os.exit() .. [["),
    ("tell me \"'\\n end end", "\"'\\n end end"),
])
def test_an_order_to_say_code_says_it_as_typed(order, said):
    world = parse_map(RANGE)
    statuses = [o.status for o in run(order, world, 2)]
    assert statuses == [said, "Done"]


def test_said_text_arrives_byte_for_byte():
    world = parse_map(RANGE)
    rt = new_runtime(world)
    code = compose(Meaning("say it", (m.Say(HOSTILE),)), world).code
    assert rt.load(code, "hostile").error is None
    assert tick(rt, world).status == HOSTILE
    assert tick(rt, world).status == "Done"


# -- what players ask companions for, composed and played ------------------------------------

HALL = """\
###########
#P.......>#
#A........#
#.........#
#/.......B#
###########
"""


def test_a_patrol_between_two_things_goes_there_back_and_there_again():
    world = parse_map(HALL)
    bow = next(i for i in world.ground if i.name == "bow").position
    arrow = next(i for i in world.ground if i.name == "arrow").position
    seen = []
    rt = new_runtime(world)
    assert rt.load(lua("patrol between the bow and the arrow", world), "p").error is None
    for _ in range(40):
        play(rt, world, 1)
        pos = world.companion.position
        for name, at in (("bow", bow), ("arrow", arrow)):
            if abs(pos[0] - at[0]) + abs(pos[1] - at[1]) <= 1 and (not seen or seen[-1] != name):
                seen.append(name)
    assert seen[:3] in (["bow", "arrow", "bow"], ["arrow", "bow", "arrow"])
    assert not world.companion.items  # it walks by the posts, it does not pick them up


def test_keeping_a_distance_from_the_player_holds_it_while_the_player_stays():
    world = parse_map(HALL)
    outcomes = run("stay at least 4 tiles from me", world, 12)
    (pr, pc), (ar, ac) = world.player.position, world.companion.position
    assert abs(pr - ar) + abs(pc - ac) >= 4
    assert all(len(o.actions) <= 1 for o in outcomes) and outcomes[-1].status != "Done"


def test_handing_over_ends_on_the_players_tile_with_everything_handed():
    world = parse_map(HALL)
    carry(world, world.companion, "arrow")
    statuses = [o.status for o in run("give me everything you have", world, 4)]
    assert "Done" in statuses
    assert not world.companion.items and world.player.has_item("arrow")


def test_guarding_the_player_stays_near_and_never_ends():
    world = parse_map(HALL)
    outcomes = run("keep an eye on me", world, 6)
    (pr, pc), (ar, ac) = world.player.position, world.companion.position
    assert abs(pr - ar) + abs(pc - ac) <= 2
    assert all(o.status != "Done" for o in outcomes)


@pytest.mark.parametrize(("order", "companion_at", "said"), [
    # The default map: the companion at [2, 3], the player at [2, 2].
    ("who is closer to the gorgon, you or me?", None,
     "I am nearer the gorgon: 32 tiles from me, 33 from you"),
    ("which of us is nearer the gorgon?", (22, 21),
     "I am nearer the gorgon: 6 tiles from me, 33 from you"),
    ("is the bow nearer to you or to me?", (22, 21),
     "You are nearer the bow: 12 tiles from you, 27 from me"),
    ("which of us is farther from the bow?", None,
     "You are farther from the bow: 12 tiles from you, 11 from me"),
    ("are you closer to the bow than me?", None,
     "Yes: I am closer to the bow than you (11 and 12)"),
    ("am I closer to the bow than you?", None,
     "No: you are not closer to the bow than me (12 and 11)"),
])
def test_which_of_us_is_nearer_a_thing_is_worked_out_and_said(order, companion_at, said):
    world = load_map()
    if companion_at is not None:
        world.companion.position = companion_at
    assert [o.status for o in run(order, world, 2)] == [said, "Done"]


@pytest.mark.parametrize(("order", "said"), [
    ("say hi if there are bats", "hi"),
    ("say hi if there are no bats", "I didn't: there are bats left"),  # not "hi if there are..."
])
def test_words_said_on_a_condition_are_said_only_when_it_holds(order, said):
    assert [o.status for o in run(order, load_map(), 2)] == [said, "Done"]


@pytest.mark.parametrize(("order", "said"), [
    # the arrows lie at [10, 2], [16, 8] and [22, 5]; the sword at [22, 23]
    ("where is the arrow next to the sword?",
     "The nearest arrow to the sword: row 22, column 5, 22 tiles from me"),
    ("where is the farthest bat from me?",
     "The farthest bat from you: row 22, column 18, 35 tiles from me"),
    ("how far is the arrow by the sword?", "The nearest arrow to the sword is 22 tiles from me"),
])
def test_where_and_how_far_answer_for_the_one_meant(order, said):
    assert [o.status for o in run(order, load_map(), 2)] == [said, "Done"]


def test_who_carries_an_item_is_said_with_where_it_is():
    world = load_map()
    said = run("who has the bow?", world, 2)[0].status
    assert said == "The bow: row 6, column 10, 11 tiles from me"  # nobody: where it lies
    world = load_map()
    carry(world, world.companion, "bow")
    assert run("who is carrying the bow?", world, 2)[0].status == "The bow: with me"


@pytest.mark.parametrize(("order", "hurt", "arrows", "said"), [
    # the two of us compared by what we carry or our health, worked out in the sandbox
    ("who has more arrows, you or me?", False, 2,
     "You have more arrows: 2 against my 0"),
    ("who has fewer arrows", False, 2, "I have fewer arrows: 0 against your 2"),
    ("which of us has more health?", True, 0, "You have more health: 3 against my 2"),
    ("who is healthier, you or me?", False, 0, "We have just as much health: 3 each"),
])
def test_which_of_us_has_more_is_worked_out_and_said(order, hurt, arrows, said):
    world = load_map()
    if hurt:
        world.companion.health = 2
    for _ in range(arrows):
        carry(world, world.player, "arrow")
    assert [o.status for o in run(order, world, 2)] == [said, "Done"]



def test_all_the_weapons_are_the_sword_and_the_bow_not_the_arrows():
    # (it fetched every item, arrows too)
    world = parse_map("############\n#P.......^.#\n#A..>......#\n#........//#\n"
                      "##########B#\n############\n")
    run("get all the weapons", world, 40)
    assert sorted(i.name for i in world.companion.items) == ["bow", "sword"]
    assert [i.name for i in world.ground] == ["arrow", "arrow"]


@pytest.mark.parametrize(("order", "said"), [
    # the farther was answered with the nearer ("nearer(b, a)" is still the nearer one)
    ("which is farther from me, the sword or the bow?", "The bow is farther"),
    ("which is closer to me, the sword or the bow?", "The sword is nearer"),
])
def test_which_of_two_is_farther_is_the_other_one(order, said):
    world = parse_map("###########\n#P^.....>.#\n#A.......B#\n###########\n")
    assert run(order, world, 1)[0].status.startswith(said)


def test_which_of_two_is_nearer_when_one_is_not_there_says_so():
    # it said "the gorgon ?" for a gorgon already killed
    world = parse_map("###########\n#P^.....>.#\n#A.......B#\n###########\n")
    assert run("which is nearer, the sword or the gorgon?", world, 1)[0].status == (
        "I see no gorgon: the sword is 2 tiles away")


def test_the_bat_closest_to_the_sword_is_the_one_by_the_sword():
    # two bats: the one nearer the companion is not the one nearer the sword
    world = parse_map("############\n#PB........#\n#A......^B.#\n############\n")
    status = run("which bat is closest to the sword?", world, 1)[0].status
    assert status.startswith("The nearest bat to the sword is the bat at row 3, column 10"), status


def test_where_two_things_are_is_answered_for_each():
    world = parse_map(ARMOURY)
    statuses = [o.status for o in run("where are the sword and the bow?", world, 3)]
    assert any(s.startswith("The sword") for s in statuses) and any(
        s.startswith("The bow") for s in statuses), statuses


def test_a_status_report_says_health_load_and_monsters_left():
    world = parse_map(RANGE)
    statuses = [o.status for o in run("status report", world, 4)]
    assert statuses[:3] == [
        "I have 3 health", "I'm carrying nothing", "There are 2 monsters left"], statuses


HALL_BY_GORGON = """\
###############
#A............#
#.............#
#.............#
#.........P.G.#
###############
"""


def test_following_while_keeping_away_comes_as_near_as_the_gorgon_allows():
    """ "follow me but keep away from the gorgon" is one duty (it was refused as two): the
    companion comes towards the player but not within keep_away's reach of the gorgon, where
    following alone goes next to the player, beside the gorgon."""
    def gaps(order: str) -> tuple[list[int], int]:
        world = parse_map(HALL_BY_GORGON)
        (gorgon,) = world.monsters()
        seen = []
        rt = new_runtime(world)
        assert rt.load(lua(order, world), "composed").error is None
        for _ in range(25):
            outcomes = play(rt, world, 1)
            assert outcomes[0].error is None and outcomes[0].status != "Done"
            (ar, ac), (gr, gc) = world.companion.position, gorgon.position
            seen.append(abs(ar - gr) + abs(ac - gc))
        (pr, pc), (ar, ac) = world.player.position, world.companion.position
        return seen, abs(pr - ar) + abs(pc - ac)

    kept, to_player = gaps("follow me but keep away from the gorgon")
    assert min(kept) >= 4 and to_player <= 4  # came over, as near as it may
    plain, _ = gaps("follow me")
    assert min(plain) < 4


def test_finding_a_monster_goes_to_it_without_arming_for_a_fight():
    """ "find the gorgon" fetched the sword and fought it: finding is going there, as near as
    is harmless (next to it, and so into the fight, only with what defeats it in hand)."""
    assert calls("find the gorgon") == ['return go_to(nearest("gorgon"))']
    assert calls("find the gorgon and kill it") == ['{fetch, "sword"}', '{attack, "gorgon"}']
    world = parse_map(HALL_BY_GORGON)
    health = world.companion.health
    outcomes = run("find the gorgon", world, 25)
    assert "Done" in [o.status for o in outcomes]
    assert all(o.error is None for o in outcomes)
    (gorgon,) = world.monsters()  # not fought
    (ar, ac), (gr, gc) = world.companion.position, gorgon.position
    assert abs(ar - gr) + abs(ac - gc) <= 3 and world.companion.health == health
    assert not world.companion.items  # no sword fetched


def test_following_at_a_distance_trails_the_player_a_few_tiles_back():
    world = parse_map(HALL_BY_GORGON)  # a monster left, or the game is won and nothing moves
    outcomes = run("follow me at a distance", world, 20)
    assert all(o.error is None and o.status != "Done" for o in outcomes)
    (pr, pc), (ar, ac) = world.player.position, world.companion.position
    assert 3 <= abs(pr - ar) + abs(pc - ac) <= 6  # followed ("follow me" goes next to the player)


def test_fetching_until_it_carries_some_stops_at_that_many():
    """ "get arrows until you have 2" was refused ("you have 2" was not understood); every arrow
    would be too many."""
    world = load_map()
    assert sum(i.name == "arrow" for i in world.ground) > 2
    said = [o.status for o in run("get arrows until you have 2", world, 150)]
    assert "Stopped: I carry at least 2 arrows" in said, said[-3:]
    assert [i.name for i in world.companion.items] == ["arrow", "arrow"]
    assert sum(i.name == "arrow" for i in world.ground) > 0


@pytest.mark.parametrize(("order", "said"), [
    # it said "not (I have the bow and I have the arrow)", "I don't have a arrow", "1 tiles"
    ("if you have the bow and an arrow, shoot a bat",
     "I didn't: I don't have a bow or I don't have an arrow"),
    ("if you have an arrow, shoot a bat", "I didn't: I don't have an arrow"),
    ("if a bat is right next to you, run", "I didn't: a bat is not within 1 tile of me"),
])
def test_what_a_condition_was_is_said_in_plain_words(order, said):
    assert f'return say("{said}")' in lua(order)


def test_a_branch_where_the_weapon_is_carried_does_not_fetch_it():
    # "kill the gorgon only if you have the sword" fetched a sword before the fight
    assert 'fetch' not in lua("kill the gorgon only if you have the sword")
    assert 'fetch' not in lua("if you have at least 2 arrows and the bow, kill two bats")
    assert '{fetch, "sword"}' in lua("if you don't have the sword, kill the gorgon")


def test_going_somewhere_to_wait_for_the_player_goes_there_first():
    """ "go to the middle of the map and wait until I get there" watched the walk too: with the
    player beside the companion it stopped before it set out. The wait is what the player's
    coming ends."""
    world = load_map()
    (pr, pc), (ar, ac) = world.player.position, world.companion.position
    assert abs(pr - ar) + abs(pc - ac) <= 1  # the player stands by at the start
    statuses = [o.status for o in run("go to the middle of the map and wait until I get there",
                                      world, 60)]
    assert not any(s.startswith("Stopped") for s in statuses), statuses[:3]
    (ar2, ac2) = world.companion.position
    assert abs(ar2 - ar) + abs(ac2 - ac) > 5  # it went


def test_an_arrow_for_each_bat_is_as_many_arrows_as_there_are_bats():
    """ "get an arrow for each bat" was refused ("for each bat" not understood)."""
    world = load_map()
    next(mo for mo in world.monsters() if mo.kind == "bat").alive = False  # one fewer bat
    bats = sum(mo.kind == "bat" for mo in world.monsters())
    assert 0 < bats < sum(i.name == "arrow" for i in world.ground)
    said = [o.status for o in run("get an arrow for each bat", world, 150)]
    assert any(s.startswith("Stopped") for s in said), said[-3:]
    assert [i.name for i in world.companion.items] == ["arrow"] * bats


def test_the_monster_named_twice_is_attacked_once_and_the_companion_says_why():
    # "shoot the bat twice" fought a second monster once the bat had fallen
    world = parse_map(RANGE)
    outcomes = run("shoot the bat twice", world, 40)
    said = [o.status for o in outcomes]
    assert said[0] == "One hit defeats a bat, so I will attack it once"
    assert "Done" in said
    assert [mo.kind for mo in world.monsters()] == ["gorgon"]  # the bat fell, the gorgon lives


def test_being_told_when_a_monster_comes_into_sight_is_said_while_exploring():
    # "explore and tell me when you see a bat" explored and never said
    world = parse_map(RANGE)
    said = [o.status for o in run("explore and tell me when you see a bat", world, 40)]
    assert "A bat is within 5 tiles of me" in said
    seen_at = said.index("A bat is within 5 tiles of me")
    assert all(s.startswith("Exploring") for s in said[:seen_at]) and seen_at > 0


@pytest.mark.parametrize(("items", "said"), [
    (["arrow"], "I didn't: I don't have a sword and I don't have a bow"),
    (["arrow", "bow"], "armed"),
])
def test_an_arrow_is_no_weapon(items, said):
    # "if you're armed" held for an arrow alone
    world = load_map()
    for item in items:
        carry(world, world.companion, item)
    assert run("if you're armed, say armed", world, 2)[0].status == said


def test_a_question_then_what_to_do_if_not_answers_or_does_it():
    # "Do you have the sword? If not, get it." answered and refused the rest
    world = load_map()
    carry(world, world.companion, "sword")
    assert run("Do you have the sword? If not, get it.", world, 2)[0].status == (
        "Yes, I have the sword")
    world = load_map()
    said = [o.status for o in run("Do you have the sword? If not, get it.", world, 80)]
    assert said[0].startswith("Getting the sword") and world.companion.has_item("sword")


@pytest.mark.parametrize(("order", "kinds"), [
    ("how far is the bow from the sword?", ("bow", "sword")),
    ("what's the distance from the sword to the bow", ("bow", "sword")),
    ("how far is the gorgon from the bow", ("gorgon", "bow")),
])
def test_the_distance_between_two_things_is_worked_out_in_the_sandbox(order, kinds):
    """The tiles between two things: from the nearest of the second kind to the companion to
    the first (the game measured only from one of us, and said so)."""
    from agent.reading import facts

    world = load_map()
    meaning = read(order)
    assert meaning.understood
    [ask] = meaning.steps
    assert isinstance(ask.value, m.DistanceTo) and ask.value.origin in kinds
    expected = facts.value(world, ask.value)
    [first] = run(order, world, 1)
    assert first.status.endswith(f" is {expected:g}") and expected > 0


def test_the_distance_to_the_thing_nearest_another_is_to_that_one():
    meaning = read("how many tiles is it from the sword to the arrow closest to it")
    assert meaning.steps[0].value == m.DistanceTo(
        m.Thing("arrow", pick=m.NEAREST, origin="sword"), "sword")
    # a thing given by its tile is not yet a thing of the meaning: said, not guessed
    assert not read("how far is the sword from the arrow at row 16 column 8").understood


def _on(tile: str) -> str:
    """An arrow picked by its tile in Lua: the one lying there, nil when none does (meaning.ON)."""
    return f'(near("arrow", 0, {{{tile}}}) and nearest("arrow", {{{tile}}}) or nil)'


def test_a_thing_named_by_its_tile_is_the_one_lying_there_or_none():
    # "the arrow at row 16, column 8": that arrow, picked from its tile; where none lies, said
    # so, never the arrow nearest the tile fetched instead
    world = load_map("default")
    there = compose(read("get the arrow at row 16, column 8"), world)
    assert f"fetch({_on('16, 8')})" in there.code  # the one lying there, or nil
    assert there.steps == ("fetch the arrow at row 16, column 8",)
    none = compose(read("pick up the arrow on tile 3, 3"), world)
    assert not none.complete and none.problem == "I see no arrow at row 3, column 3"
    far = compose(read("how far is the arrow at (22, 5)?"), world)
    assert f"how_far({_on('22, 5')})" in far.code
    # none left out where none lies ("get an arrow, not the one at row 3, column 3"): said
    left = compose(read("get an arrow, not the one at row 3, column 3"), world)
    assert left.problem == "I see no arrow at row 3, column 3"


@pytest.mark.parametrize("order", ["could you pick up two arrows for me?", "bring me 2 arrows",
                                   "get two arrows and bring them to me"])
def test_several_of_a_kind_brought_are_fetched_first_and_handed_over_together(order):
    # one bring at a time handed the first arrow over, and the second bring, the companion
    # carrying none, ended as the player had one more: Done with one arrow brought
    assert calls(order, load_map())[-1] == '{bring, "arrow"}'
    world = parse_map(RANGE)
    arrow = next(item for item in world.ground if item.name == "arrow")
    world.ground.append(replace(arrow, position=(2, 8)))  # a second arrow along the row
    outcomes = run(order, world, 60)
    assert "Done" in [o.status for o in outcomes]
    assert sum(i.name == "arrow" for i in world.player.items) == 2  # not three, not one


def test_every_monster_fought_starts_with_the_nearest_when_armed_for_one():
    # "Those bats won't kill themselves. You've got the bow and an arrow.": the nearest bat
    # first, then the arrows the rest take; unarmed, it arms for all first, as before
    world = load_map()
    carry(world, world.companion, "bow")
    carry(world, world.companion, "arrow")
    armed = lua("kill every bat", world)
    assert armed.index('{attack, "bat"}') < armed.index('{fetch_all, "arrow"}')
    assert '{attack_all, "bat"}' in armed
    unarmed = lua("kill every bat", load_map())
    assert '{attack, "bat"}' not in unarmed
    assert unarmed.index('{fetch_all, "arrow"}') < unarmed.index('{attack_all, "bat"}')
