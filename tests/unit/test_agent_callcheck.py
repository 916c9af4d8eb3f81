"""The skills' calls checked before anything runs: each slip a model makes against the skills'
arguments is caught from the text, with the call to write instead made from its own arguments;
the programs the composer and the library write pass untouched."""

from __future__ import annotations

import glob
import tomllib

import pytest

from agent.apicheck import check_names
from agent.callcheck import check_calls
from agent.compose import compose
from agent.loop import AgentLimits, CodeAgent
from agent.reading import read
from agent.training.generate import RuntimeExecutor
from agent.validate import SandboxValidator
from game.maps import load_map
from game.rules import Rules
from sandbox_worker import api
from tests.unit.test_agent_loop import ScriptedModel

HEAD = "function update_func(player, ai, monsters, items)\n"


def program(body: str) -> str:
    return f"{HEAD}  {body}\nend"


# (what the model wrote, what the check tells it to write instead)
SLIPS = [
    # a walk given its steps and no direction ("walk 2 steps east, then 2 south")
    ("return plan({\n    {walk, 2},\n    {walk, 2},\n  })", '{walk, "right", 2} (the direction'),
    ("return walk(3)", 'walk("right", 3) (the direction the order says'),
    ('return walk(2, "east")', 'write walk("east", 2)'),
    ("return plan({{walk, 3}, {go_to, 4, 5}})", 'write {walk, "right", 3}'),
    # the one of a kind nearest a spot, given as a second argument
    ('return attack("bat", "top right")', 'write attack(nearest("bat", "top right"))'),
    ('return guard("arrow", "left", 3)', 'write guard(nearest("arrow", "left"), 3)'),
    ('return fetch("arrow", "bottom left")', 'write fetch(nearest("arrow", "bottom left"))'),
    ('return plan({{attack, "gorgon", "middle"}})', 'write {attack, nearest("gorgon", "middle")}'),
    ('return go_to("arrow", "left side")', 'write go_to(nearest("arrow", "left side"))'),
    # a tile as loose numbers or words
    ('return guard("row", 8, 15)', "write guard({8, 15})"),
    ("return guard(8, 15, 2)", "write guard({8, 15}, 2)"),
    ("return guard(8, 2)", "write guard({8, <col>}, 2)"),
    ('return patrol("8", "column")', "write patrol({<row>, <col>})"),
    ("return plan({{guard, 8}})", "write {guard, {8, <col>}}"),
    ('return patrol("row", 8)', "write patrol({8, <col>})"),
    ("return keep_distance(4, 2)", "a tile is one position table {row, col}"),
    # a kept distance written as protect
    ('return protect("player", 3)', 'write keep_distance("player", 3)'),
    ("return protect(ai, 2)", 'write keep_distance("player", 2)'),
    ('return protect("bat", 5)', 'write keep_distance("bat", 5)'),
    ('return plan({{protect, "player", 3, 5}})', 'write {keep_distance, "player", 3, 5}'),
    # an argument more than the skill takes
    ('return follow("bow")', 'write follow()'),
    ("return stay(3)", "gives stay 1 argument, and it takes none: stay(); what is more would be "
     "dropped: write stay()"),
    ('return times(2, {fetch, "bow"}, {fetch, "arrow"})',
     'it takes 2: times(n, step); what is more would be dropped: write times(2, {fetch, "bow"})'),
    # a position joined to text
    ('local it = nearest("bow")\n  return say("The bow is at " .. it.position)',
     'it.position is a table {row, col}, which .. cannot join to text: write where("<thing>")'),
    ('return say(ai.position .. "")', "ai.position[1] and ai.position[2]"),
]


@pytest.mark.parametrize("body, instead", SLIPS)
def test_a_slip_is_caught_with_the_call_to_write_instead(body, instead):
    problems = check_calls(program(body))
    assert problems, body
    assert instead in problems[0].message, problems[0].message


RIGHT = [
    'return plan({{walk, "east", 2}, {walk, "south", 2}})',
    'return walk("right", 3)',
    'return protect(nearest("bat", "top right") or "bat")',
    'return protect("bat", "top right")',  # the skill takes the spot (docs/skills.md)
    'return plan({{fetch, "bow"}, {protect, "bat", "right side"}})',
    'return guard(nearest("arrow", "left side"), 2)',
    "return guard({8, 15}, 2)",
    "return patrol({8, 9}, {8, 16})",
    'return keep_distance("player", 3, 5)',
    "return go_to(8, 15)",
    'return go_to("top left")',
    "return follow(player)",  # what follow does anyway: nothing dropped
    'return plan({{say, "how many monsters?", 1}})',  # an answer: judged as one (test_acceptance)
    'return plan({{fetch, "bow"}, {come_back, "player"}, {stay, ai}})',
    'return times(2, {say, "hi"})',
    'return say("row " .. ai.position[1] .. ", column " .. ai.position[2])',
    'return say("The bow is at " .. where("bow"))',
    # a local of the skill's name is the code's own
    "local walk = function(n) return n end\n  return say(walk(2))",
    # commas inside a function given as an argument are not arguments
    'return go_to(decide("a tile", function()\n    local r, c = 1, 2\n    return {r, c}\n  end))',
]


@pytest.mark.parametrize("body", RIGHT)
def test_right_calls_pass(body):
    code = program(body)
    declared = frozenset({"walk"}) if "local walk" in body else frozenset()
    assert check_calls(code, declared=declared) == []


def test_the_line_of_the_slip_is_given():
    (problem,) = check_calls(program('local x = 1\n  return protect("bat", 5)'))
    assert problem.line == 3


def test_what_the_library_and_the_composer_write_passes():
    """The library's shipped functions, and the composer's programs for the public benchmark's
    orders (every fourth; all 3,578 programs of the known orders pass), have nothing the check
    would stop."""
    programs = [open(path).read() for path in glob.glob("agent/library/shipped/*.lua")]
    world = load_map()
    with open("bench/orders.toml", "rb") as f:
        orders = [o["text"] for o in tomllib.load(f)["order"]]
    for order in orders[::4]:
        composition = compose(read(order), world)
        if composition.complete:
            programs.append(composition.code)
    assert len(programs) > 80
    assert [p for p in programs if check_calls(p)] == []


NAMES = [
    ('return walk(right, 3)', 'write "right"'),
    ("return go_to(top, left)", 'write "top"'),
    ("return say(monster.name)", 'nearest("monster") is the nearest one'),
    ("return fetch(arrow)", 'write "arrow"'),
]


@pytest.mark.parametrize("body, hint", NAMES)
def test_a_word_of_the_game_written_as_a_name_is_said_in_quotes(body, hint):
    problems = check_names(program(body), api.global_names(),
                           [e.name for e in api.entries("method")])
    assert problems and hint in problems[0].message, problems


def _validator(executor: RuntimeExecutor) -> SandboxValidator:
    return SandboxValidator(executor, api_globals=api.global_names(),
                            methods=[e.name for e in api.entries("method")],
                            dry_run_ticks=10, rules=Rules(monster_wander_chance=0.0))


class NeverRuns(RuntimeExecutor):
    def load(self, code, code_id):
        raise AssertionError("a slip caught from the text is never run")


def test_the_validator_stops_a_slip_before_it_runs():
    check = _validator(NeverRuns()).validate(program('return protect("player", 3)'), load_map())
    assert not check.ok and check.kind == "bad_call"
    assert check.message.startswith("line 2: ")
    assert 'write keep_distance("player", 3)' in check.message


def test_the_retry_is_shown_the_call_to_write_and_the_right_one_is_served():
    slip = program('return plan({\n    {walk, 2},\n    {walk, "down", 2},\n  })')
    right = program('return plan({\n    {walk, "right", 2},\n    {walk, "down", 2},\n  })')
    model = ScriptedModel([slip, right])
    agent = CodeAgent(model=model, validator=_validator(RuntimeExecutor()), library=None,
                      api_text="API", limits=AgentLimits(max_attempts=3, retry="alternate"))
    out = agent.serve("walk 2 steps right, then 2 steps down", load_map(), mode="generate")
    assert out.ok, out.attempts
    assert out.attempts[0].error_kind == "bad_call"
    retry = model.calls[1][-1].content
    assert 'line 3: {walk, 2} gives walk no direction' in retry
    assert 'write {walk, "right", 2}' in retry


def test_protect_given_a_spot_passes_the_whole_check_for_the_one_in_that_spot():
    """The judge takes protect("bat", "top right") as the pick the order asks for, and its run
    matches the composer's protect(nearest("bat", "top right") or "bat")."""
    code = program('return protect("bat", "top right")')
    check = _validator(RuntimeExecutor()).validate(
        code, load_map(), meaning=read("protect me from the bat in the top right"))
    assert check.ok, check
