"""Compound orders without a model: the splitter, the steps' preconditions, the Lua they become."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from agent.compose import Step, compose, parse_step, step_of, to_lua, with_preconditions
from agent.library.params import bind, lua_string
from agent.plain_steps import place_calls, plain_step
from agent.split import say_text, split
from game.maps import parse_map
from tests.sandbox.helpers import carry, new_runtime, play, tick

# -- the splitter ----------------------------------------------------------------------------


def texts(order):
    return [c.text for c in split(order)]


@pytest.mark.parametrize("order, expected", [
    ("grab the bow then shoot a bat", ["grab the bow", "shoot a bat"]),
    ("grab the bow and then shoot a bat", ["grab the bow", "shoot a bat"]),
    ("shoot a bat and after that kill the gorgon", ["shoot a bat", "kill the gorgon"]),
    ("get the sword, after that come back", ["get the sword", "come back"]),
    ("get the sword; afterwards kill the gorgon", ["get the sword", "kill the gorgon"]),
    ("pick up the bow, next grab an arrow", ["pick up the bow", "grab an arrow"]),
    ("get the sword. next, kill the gorgon", ["get the sword", "kill the gorgon"]),
    ("get the sword, once that's done kill the gorgon", ["get the sword", "kill the gorgon"]),
    ("get the sword. once you've done that, kill the gorgon",
     ["get the sword", "kill the gorgon"]),
    ("grab the bow, shoot a bat, come back here",
     ["grab the bow", "shoot a bat", "come back here"]),
    ("pick up an arrow. then follow me", ["pick up an arrow", "follow me"]),
    ("Pick up an arrow! Follow me.", ["Pick up an arrow", "Follow me"]),
    ("first get the sword, then kill the gorgon", ["get the sword", "kill the gorgon"]),
    ("first, get the sword. then kill the gorgon", ["get the sword", "kill the gorgon"]),
    ("get the bow, then an arrow, then kill a bat", ["get the bow", "get an arrow", "kill a bat"]),
    ("grab the bow and an arrow and shoot a bat", ["grab the bow", "grab an arrow", "shoot a bat"]),
    ("explore the dungeon and then come back and follow me",
     ["explore the dungeon", "come back", "follow me"]),
])
def test_joiners_split_the_order_into_its_steps(order, expected):
    assert texts(order) == expected


@pytest.mark.parametrize("order, expected", [
    ("bring me the sword and an arrow", ["bring me the sword", "bring me an arrow"]),
    ("get the bow and all the arrows", ["get the bow", "get all the arrows"]),
    ("bring me the sword, the bow and an arrow",
     ["bring me the sword", "bring me the bow", "bring me an arrow"]),
    ("kill the gorgon and the bats", ["kill the gorgon", "kill the bats"]),
    ("get a bow and arrow, then hunt a bat", ["get a bow", "get arrow", "hunt a bat"]),
])
def test_two_objects_of_one_verb_are_two_steps(order, expected):
    assert texts(order) == expected


@pytest.mark.parametrize("order", [
    "kill the gorgon, but get the sword first",
    "kill the gorgon but first get the sword",
    "kill the gorgon after you get the sword",
    "kill the gorgon once you've got the sword",
    "before you kill the gorgon, get the sword",
    "after you get the sword, kill the gorgon",
    "get the sword before you kill the gorgon",
])
def test_reorderings_put_what_comes_first_first(order):
    assert texts(order) == ["get the sword", "kill the gorgon"]


def test_a_reordering_keeps_the_rest_of_the_order():
    assert texts("kill the gorgon, then come back, but get the sword and the bow first") == [
        "get the sword", "get the bow", "kill the gorgon", "come back"]


@pytest.mark.parametrize("order, expected", [
    ("please get the sword, then kill the gorgon please", ["get the sword", "kill the gorgon"]),
    ("could you get the bow and then shoot a bat for me?", ["get the bow", "shoot a bat for me"]),
    ("ok, now I want you to grab the bow. then kindly follow me",
     ["grab the bow", "follow me"]),
    # A new order stops the last one: saying so is no step of its own when another follows.
    ("stop what you're doing and come back", ["come back"]),
    ("stop what you are doing, then explore", ["explore"]),
    ("never mind, follow me", ["follow me"]),
    ("Stop that. Come here.", ["Come here"]),
    ("stop that", ["stop that"]),  # alone, it is the order: stay
])
def test_filler_does_not_break_the_split(order, expected):
    assert texts(order) == expected


@pytest.mark.parametrize("order", [
    "go and get the sword",
    "find the sword and take it",
    "get the sword and bring it to me",
    "stay here and wait for me",
    "stand next to me",
    "kill the bat before it reaches me",
])
def test_an_and_that_is_not_a_list_keeps_the_clause_whole(order):
    assert texts(order) == [order]


@pytest.mark.parametrize("order", [
    "get out of there, it's dangerous",
    "I need the sword, bring it here",
    "scram, a bat is coming",
    "get yourself over here, quick",
])
def test_a_comma_before_or_after_words_that_are_no_step_does_not_split(order):
    assert texts(order) == [order]


@pytest.mark.parametrize("order, expected", [
    ("go get the sword and tell me when you have it", ["go get the sword"]),
    ("pick up the bow, then let me know once you're done", ["pick up the bow"]),
    ("grab an arrow and report back", ["grab an arrow"]),
])
def test_a_wish_to_be_told_is_not_a_step(order, expected):
    assert texts(order) == expected


def test_it_and_another_one_name_the_thing_named_before():
    assert texts("pick up the sword, then bring it to me") == [
        "pick up the sword", "bring the sword to me"]
    assert texts("kill a bat, then another one") == ["kill a bat", "kill another bat"]
    assert texts("grab the sword, then hightail it back here") == [
        "grab the sword", "hightail it back here"]


# -- "say X" ---------------------------------------------------------------------------------


@pytest.mark.parametrize("clause, said", [
    ("say hello", "hello"),
    ("say good night to the bats", "good night, bats"),
    ("say hi to me", "hi"),
    ("tell the player that the sword is mine", "the sword is mine"),
    ("greet me", "Hello!"),
    ("greet the bats", "Hello, bats!"),
    ("shout Boo!", "Boo!"),
    ("say how many bats are left", None),  # a question, for the library
    ("tell me where the sword is", None),
    ("get the sword", None),
])
def test_say_text(clause, said):
    assert say_text(clause) == said


def test_say_clauses_keep_their_text_whole():
    clauses = split('say "hi, then ]] bye" and follow me')
    assert [(c.text, c.say) for c in clauses] == [
        ('say hi, then ]] bye', "hi, then ]] bye"), ("follow me", None)]
    assert [c.say for c in split("please say hello, friend")] == ["hello, friend"]
    assert [c.say for c in split("say salt and pepper, then come back")] == ["salt and pepper",
                                                                            None]


# -- steps from library matches ---------------------------------------------------------------


@dataclass(frozen=True)
class FakeMatch:
    entry_id: str
    step: str
    params: dict = field(default_factory=dict)
    score: float = 0.8
    code: str = 'function update_func(player, ai, monsters, items) return "Done" end'


def test_step_text_names_a_skill_and_at_most_one_parameter():
    assert parse_step("fetch(item)") == ("fetch", "item")
    assert parse_step("follow()") == ("follow", None)
    assert parse_step("os.exit(item)") is None and parse_step("dance()") is None
    assert parse_step("fetch(item, monster)") is None


def test_a_match_becomes_a_step_with_its_parameter_value():
    assert step_of("grab the bow", FakeMatch("fetch_item", "fetch(item)", {"item": "bow"})) == \
        Step("fetch", "bow", clause="grab the bow", entry_id="fetch_item", score=0.8)
    assert step_of("kill them all", FakeMatch("kill_all", "attack_all(monster)")).arg is None
    # An entry that is more than one skill call runs whole, as a function step.
    whole = step_of("where is it", FakeMatch("where_is", "", {"thing": "sword"}))
    assert whole.code and whole.entry_id == "where_is"


# -- preconditions ---------------------------------------------------------------------------

ARMOURY = """\
###########
#P.^..>.//#
#A.......B#
#...G....B#
###########
"""


def steps(*calls):
    return [Step(skill, arg, clause=f"{skill} {arg}") for skill, arg in calls]


def plan_of(result):
    return [(s.skill, s.arg) for s in result]


def test_a_gorgon_needs_the_sword_first():
    assert plan_of(with_preconditions(steps(("attack", "gorgon")), parse_map(ARMOURY))) == [
        ("fetch", "sword"), ("attack", "gorgon")]


def test_a_bat_needs_the_bow_and_an_arrow():
    assert plan_of(with_preconditions(steps(("attack", "bat")), parse_map(ARMOURY))) == [
        ("fetch", "bow"), ("fetch", "arrow"), ("attack", "bat")]


def test_all_bats_need_an_arrow_each():
    assert plan_of(with_preconditions(steps(("attack_all", "bat")), parse_map(ARMOURY))) == [
        ("fetch", "bow"), ("fetch_all", "arrow"), ("attack_all", "bat")]


def test_every_monster_needs_every_weapon():
    assert plan_of(with_preconditions(steps(("attack_all", None)), parse_map(ARMOURY))) == [
        ("fetch", "sword"), ("fetch", "bow"), ("fetch_all", "arrow"), ("attack_all", None)]


def test_what_the_companion_carries_is_not_fetched_again():
    world = parse_map(ARMOURY)
    carry(world, world.companion, "sword")
    carry(world, world.companion, "bow")
    carry(world, world.companion, "arrow")
    assert plan_of(with_preconditions(steps(("attack", "gorgon"), ("attack", "bat")), world)) == [
        ("attack", "gorgon"), ("attack", "bat")]
    # The first shot used the arrow it carried: the second bat needs the other one.
    assert plan_of(with_preconditions(steps(("attack", "bat"), ("attack", "bat")), world)) == [
        ("attack", "bat"), ("fetch", "arrow"), ("attack", "bat")]


def test_what_an_earlier_step_fetched_is_not_fetched_again():
    world = parse_map(ARMOURY)
    assert plan_of(with_preconditions(
        steps(("fetch", "sword"), ("fetch", "bow"), ("attack", "gorgon"), ("attack", "bat")),
        world)) == [("fetch", "sword"), ("fetch", "bow"), ("attack", "gorgon"),
                    ("fetch", "arrow"), ("attack", "bat")]
    assert plan_of(with_preconditions(steps(("fetch_all", "arrow"), ("attack_all", "bat")),
                                      world)) == [
        ("fetch_all", "arrow"), ("fetch", "bow"), ("attack_all", "bat")]


def test_what_was_handed_to_the_player_is_gone_and_what_is_nowhere_is_not_fetched():
    world = parse_map(ARMOURY)
    assert plan_of(with_preconditions(steps(("bring", "sword"), ("attack", "gorgon")), world)) \
        == [("bring", "sword"), ("attack", "gorgon")]


def test_an_inserted_step_says_which_step_needs_it():
    fetched = with_preconditions(steps(("attack", "gorgon")), parse_map(ARMOURY))[0]
    assert fetched.needed_for == "attack gorgon" and fetched.entry_id == ""


# -- composing through a library -------------------------------------------------------------


class StepLibrary:
    """Matches a few clause shapes the way shipped entries with a `step` header would."""

    def match(self, clause, world):
        words = clause.lower()
        for item in ("sword", "bow", "arrow"):
            if item in words and "all" in words:
                return FakeMatch("gather_all", "fetch_all(item)", {"item": item})
            if item in words and "bring" in words:
                return FakeMatch("bring_item", "bring(item)", {"item": item})
            if item in words:
                return FakeMatch("fetch_item", "fetch(item)", {"item": item})
        for kind in ("gorgon", "bat"):
            if kind in words:
                return FakeMatch("kill_monster", "attack(monster)", {"monster": kind})
        if "come back" in words:
            return FakeMatch("come_back", "come_back()")
        return None


def test_a_compound_order_becomes_its_steps_with_what_they_need():
    comp = compose("grab the bow, then shoot a bat, then come back here", parse_map(ARMOURY),
                   StepLibrary().match)
    assert comp.complete and comp.unmatched == ()
    assert plan_of(comp.steps) == [("fetch", "bow"), ("fetch", "arrow"), ("attack", "bat"),
                                   ("come_back", None)]
    # Every clause here is plain, its skill read from its words: no library entry was needed.
    assert comp.entry_ids == ()
    assert comp.code() == (
        "function update_func(player, ai, monsters, items)\n"
        "  return plan({\n"
        '    {fetch, "bow"},  -- grab the bow\n'
        '    {fetch, "arrow"},  -- needed for: shoot a bat\n'
        '    {attack, "bat"},  -- shoot a bat\n'
        "    {come_back},  -- come back here\n"
        "  })\n"
        "end\n")


def test_a_second_object_gets_the_same_kind_of_step_as_the_first():
    def match(clause, world):  # "bring me an arrow" is closest to fetching, as it may be
        if "all" in clause:
            return FakeMatch("gather_all", "fetch_all(item)", {"item": "arrow"})
        if "arrow" in clause:
            return FakeMatch("fetch_item", "fetch(item)", {"item": "arrow"})
        return StepLibrary().match(clause, world)

    world = parse_map(ARMOURY)
    comp = compose("bring the sword and an arrow to where I stand", world, match)
    assert [c.text for c in comp.clauses] == ["bring the sword", "bring an arrow to where I stand"]
    assert plan_of(comp.steps) == [("bring", "sword"), ("bring", "arrow")]
    comp = compose("pick up the bow and all the arrows from the floor", world, match)
    assert plan_of(comp.steps) == [("fetch", "bow"), ("fetch_all", "arrow")]
    assert comp.steps[1].entry_id == "gather_all"


def test_for_me_at_the_end_of_two_objects_brings_both():
    def match(clause, world):  # the library reads "fetch an arrow for me" as bringing
        if "for me" in clause and "arrow" in clause:
            return FakeMatch("bring_item", "bring(item)", {"item": "arrow"})
        return StepLibrary().match(clause, world)

    comp = compose("fetch the bow and an arrow for me", parse_map(ARMOURY), match)
    assert plan_of(comp.steps) == [("bring", "bow"), ("bring", "arrow")]
    comp = compose("fetch the bow and an arrow", parse_map(ARMOURY), match)
    assert plan_of(comp.steps) == [("fetch", "bow"), ("fetch", "arrow")]


@pytest.mark.parametrize("clause, call", [
    ("grab the bow", ("fetch", "bow")),
    ("go and pick up an arrow", ("fetch", "arrow")),
    ("fetch an arrow", ("fetch", "arrow")),
    ("fetch me an arrow", ("bring", "arrow")),
    ("bring the blade back to me", ("bring", "sword")),
    ("hand me the longbow", ("bring", "bow")),
    ("collect all the arrows", ("fetch_all", "arrow")),
    ("gather the arrows", ("fetch_all", "arrow")),
    ("shoot the nearest bat", ("attack", "bat")),
    ("take out the gorgon", ("attack", "gorgon")),
    ("kill every bat", ("attack_all", "bat")),
    ("get back here", ("come_back", None)),
    ("hightail it back to me", ("come_back", None)),
    ("make your way back over to me", ("come_back", None)),
    ("return to me", ("come_back", None)),
    ("come back here with the sword", None),  # an errand first: the library's
    ("kill the sword", None),
    ("take the sword to the gorgon", None),
    ("I need the sword", None),
])
def test_a_plain_clause_is_read_as_its_skill_call(clause, call):
    assert plain_step(clause) == call


@pytest.mark.parametrize("clause, calls", [
    ("go to the bottom left corner", [("go_to", "bottom left", ())]),
    ("head over to the top-right corner of the map", [("go_to", "top right", ())]),
    ("make your way to the lower left corner", [("go_to", "bottom left", ())]),
    ("please go to the centre", [("go_to", "middle", ())]),
    ("go to the left side of the map", [("go_to", "left", ())]),
    ("go to row 5 column 10", [("go_to", None, (5, 10))]),
    ("walk to 5, 10", [("go_to", None, (5, 10))]),
    ("go stand in the middle of the map", [("go_to", "middle", ()), ("stay", None, ())]),
    ("wait by the sword", [("go_to", "sword", ()), ("stay", None, ())]),
    ("walk over to me", [("go_to", "player", ())]),
    ("stay close to me", None),  # following: the library's
    ("go to the top left corner and wait there", [("go_to", "top left", ()),
                                                  ("stay", None, ())]),
    ("take three steps to the right", [("walk", "right", (3,))]),
    ("move 2 tiles up", [("walk", "up", (2,))]),
    ("go north 4 steps", [("walk", "north", (4,))]),
    ("walk left twice", [("walk", "left", (2,))]),
    ("step left", [("walk", "left", (1,))]),
    ("walk 500 steps down", [("walk", "down", (50,))]),  # a walk is at most 50 steps
    ("walk in a square", [("square", None, ())]),
    ("hey, can you walk in a circle, thank you", [("square", None, ())]),
    ("would you kindly go to the south east corner quickly", [("go_to", "bottom right", ())]),
    ("run around in circles", [("square", None, ())]),
    ("circle around", [("square", None, ())]),
    ("loop around here", [("square", None, ())]),
    ("get the sword", None),  # an errand: plain_step's
    ("go to the kitchen", None),
    ("walk to the gorgon", None),  # next to a monster is a fight: attack's, or the model's
])
def test_places_and_walks_are_read_as_skill_calls(clause, calls):
    got = place_calls(clause)
    assert (None if got is None else [(c.skill, c.arg, c.numbers) for c in got]) == calls


def test_a_place_step_is_lua_with_its_numbers_and_plans_with_the_rest():
    comp = compose("walk two steps left, then go to row 3 column 4 and grab the bow",
                   parse_map(ARMOURY), StepLibrary().match)
    assert comp.complete
    assert [s.call() for s in comp.steps] == ['{walk, "left", 2}', "{go_to, 3, 4}",
                                              '{fetch, "bow"}']
    assert [s.describe() for s in comp.steps[:2]] == ["walk('left', 2)", "go_to(3, 4)"]


def test_an_unknown_step_is_reported_and_the_known_ones_kept():
    comp = compose("get the sword, then do a little dance", parse_map(ARMOURY),
                   StepLibrary().match)
    assert not comp.complete and comp.unmatched == ("do a little dance",)
    assert plan_of(comp.steps) == [("fetch", "sword")]


def test_said_text_reaches_the_code_only_as_a_literal():
    said = "it's a trap ]] os.exit() --[[ 'x'"
    comp = compose(f'say "{said}", then come back', None, StepLibrary().match)
    assert [(s.skill, s.arg) for s in comp.steps] == [("say", said), ("come_back", None)]
    code = comp.code()
    assert lua_string(said) in code
    # The only other trace of it is the comment, cut down to letters, digits and spaces.
    assert "]]" not in code and "(" not in code.split("{say,")[1].split("\n")[0].split("--")[1]


# -- the composed Lua in a real sandbox ------------------------------------------------------

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


def load(code, world):
    rt = new_runtime(world)
    loaded = rt.load(code, "composed")
    assert loaded.error is None, loaded.error
    return rt


def test_a_composed_order_runs_to_done_one_move_a_tick():
    world = parse_map(RANGE)
    comp = compose("grab the bow, then shoot a bat, then come back here", world,
                   StepLibrary().match)
    rt = load(comp.code(), world)
    outcomes = play(rt, world, 40)
    statuses = [o.status for o in outcomes]
    assert "Done" in statuses, statuses
    assert all(o.error is None and len(o.actions) <= 1 for o in outcomes)
    assert [m.kind for m in world.monsters()] == ["gorgon"]  # the bat fell
    assert world.companion.has_item("bow") and not world.companion.has_item("arrow")
    player, ai = world.player.position, world.companion.position
    assert abs(player[0] - ai[0]) + abs(player[1] - ai[1]) <= 1


HOSTILE = 'he said "hi" ]] end os.exit() --[[\n\\0 \'x\' \u00e9'


def test_said_text_arrives_byte_for_byte():
    world = parse_map(RANGE)
    rt = load(to_lua([Step("say", HOSTILE, clause=HOSTILE)]), world)
    assert tick(rt, world).status == HOSTILE
    assert tick(rt, world).status == "Done"


def test_a_say_order_with_quotes_and_newlines_says_exactly_that():
    world = parse_map(RANGE)
    said = "it's ]] a\n 'trap' --[["
    (clause,) = split(f'say "{said}"')
    comp = compose(f'say "{said}"', world, StepLibrary().match)
    assert clause.say == said
    assert tick(load(comp.code(), world), world).status == said


def test_an_entry_that_is_more_than_one_skill_runs_whole_as_a_step():
    world = parse_map(RANGE)
    code = bind('function update_func(player, ai, monsters, items)\n'
                '  return "The " .. params.thing .. " is somewhere"\nend\n', {"thing": "sword"})
    whole = step_of("where is the sword", FakeMatch("where_is", "", {"thing": "sword"}, code=code))
    rt = load(to_lua([Step("say", "hello"), whole]), world)
    assert [tick(rt, world).status for _ in range(2)] == ["hello", "The sword is somewhere"]
