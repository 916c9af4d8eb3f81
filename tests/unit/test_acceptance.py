"""Acceptance that looks at behaviour: each rule rejects the function it should, in words a model
can act on, and lets the right one through. Real lupa sandboxes run every dry run."""

from __future__ import annotations

import pytest

from agent.answers import answers, said
from agent.compose import compose
from agent.library.coverage import covers, mentions, shape
from agent.library.fill import fill
from agent.library.params import bind
from agent.library.shipped import load_shipped
from agent.reading import meaning as m, read
from agent.validate import SandboxValidator
from game.maps import load_map, parse_map
from tests.sandbox.helpers import carry, update
from tests.unit.judge import judge


@pytest.fixture
def validator() -> SandboxValidator:
    return judge()


def says(text: str) -> str:
    return update(f"  return {text}")


# A status every tick and a move towards the nearest ITEM: what a working fetch does.
WALK_TO = update('''  for _, item in ipairs(items) do
    if item.name == "{item}" then
      local path = ai:find_path_to(item.position)
      if #path > 0 then ai:move(path[1]) return "Getting the {item}" end
    end
  end
  return "Done"''')

COUNT_BATS = update('''  local n = 0
  for _, m in ipairs(monsters) do
    if m.name == "bat" then n = n + 1 end
  end
  if ai.answered then return "Done" end
  ai.answered = true
  return "There are " .. n .. " bats left"''')

WHERE_SWORD = update('''  for _, item in ipairs(items) do
    if item.name == "sword" then
      return "The sword is at row " .. item.position[1] .. ", column " .. item.position[2]
    end
  end
  return "I don't see a sword"''')


# -- questions ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("order", "code", "fragment"),
    [
        ("how many bats are left?", says('"Done"'), "how many bats"),
        ("how many bats are left?", says('"Working on it"'), "the number"),
        ("where is the sword?", says('"The sword is somewhere"'), "row and column"),
        ("how are you doing, health-wise?", says('"Hmm, let me think"'), "health figure"),
        ("what does the player carry?", says('"Let me check"'), "name the item"),
        ("say good morning", says('"Hello"'), '"good morning"'),
        # a distance to a thing is the world's to decide: how far the player is, is not it
        ("how far are you from the sword", says('"You are 1 tiles from me"'), "no status"),
    ],
)
def test_a_question_without_an_answer_is_rejected(validator, order, code, fragment):
    check = validator.validate(code, load_map(), meaning=read(order))
    assert not check.ok
    assert check.kind == "no_answer", check.message
    assert fragment in check.message
    assert "Return the" in check.message  # says what to do, not only what went wrong


@pytest.mark.parametrize(
    ("order", "status", "ok"),
    [
        ("how many bats are left?", "There are 3 bats left", True),
        ("how many bats are left?", "There aren't any bats left", True),
        ("how many bats are left?", "Counting the bats", False),
        ("where is the sword?", "The sword is at row 22, column 23", True),
        ("where is the sword?", "You have it: the sword is with you", True),
        ("where is the sword?", "Looking for the sword (14 steps away)", False),
        ("how far is the gorgon?", "17 steps", True),
        ("how far is the gorgon?", "Far away", False),
        ("what does the player carry?", "You carry a bow and 2 arrows", True),
        ("what does the player carry?", "OK, working on it", False),
        ("do you have the sword?", "No, I carry nothing", True),
        ("say good night to the bats", "Good night, bats!", True),
        ("say good night to the bats", "Good morning", False),
        ("how are you?", "Done", False),
        ("how are you?", "I'm fine, 3 health", True),
    ],
)
def test_what_counts_as_an_answer(order, status, ok):
    (step,) = read(order).steps
    if isinstance(step, m.Say):
        assert said(step.text, status) is ok
    else:
        assert answers(step, status) is ok


@pytest.mark.parametrize(
    ("order", "code"),
    [
        ("how many bats are left?", COUNT_BATS),
        ("where is the sword?", WHERE_SWORD),
        ("how are you doing, health-wise?", says('"I have " .. ai.health .. " health"')),
        ("what does the player carry?", says('"You carry nothing"')),
        ("say good morning", says('"Good morning!"')),
        ("say good night to the bats", says('"Good night, bats"')),
        ("tell me a joke", says('"Why did the bat cross the maze? To get to the other wall."')),
    ],
)
def test_a_question_answered_in_the_status_passes(validator, order, code):
    check = validator.validate(code, load_map(), meaning=read(order))
    assert check.ok, check.message


def test_a_question_answered_by_an_errand_whose_statuses_name_the_answer_is_rejected(validator):
    # "what do i need to kill bats?": fetching the bow says "bow" in every status, and answers
    # nothing; a question is answered in words, moving nothing
    code = update('  return plan({ {fetch, "bow"}, {fetch_all, "arrow"}, {attack_all, "bat"} })')
    check = validator.validate(code, load_map(), meaning=read("what defeats bats?"))
    assert not check.ok and check.kind == "no_answer"
    assert "asks only for words" in check.message and "picked up the bow" in check.message


# -- the model's errand for another one -------------------------------------------------------


@pytest.mark.parametrize(("order", "code", "kind"), [
    # exploring walks off from the player it was to follow
    ("follow me", update("  return explore()"), "diverges"),
    # following moves when the player walks off: the order was to stay
    ("stay here", update("  return follow(player)"), "no_progress"),
    # a row and column said in numbers is that tile, not two steps short of it
    ("go to row 8 column 12", update("  return go_to(8, 10)"), "done_too_soon"),
])
def test_another_errand_that_looks_alike_in_a_still_world_is_rejected(validator, order, code,
                                                                       kind):
    check = validator.validate(code, load_map(), meaning=read(order))
    assert not check.ok and check.kind == kind, check


@pytest.mark.parametrize(("order", "code"), [
    ("follow me", update("  return follow(player)")),
    ("stay here", update("  return stay()")),
    ("go to row 8 column 12", update("  return go_to(8, 12)")),
])
def test_the_errand_itself_passes(validator, order, code):
    check = validator.validate(code, load_map(), meaning=read(order))
    assert check.ok, check.message


# -- errands -----------------------------------------------------------------------------------


def test_an_errand_that_talks_but_never_moves_is_rejected_with_the_way_to_go(validator):
    world = load_map()
    sword = next(i for i in world.ground if i.name == "sword")
    check = validator.validate(says('"Getting the sword"'), world, meaning=read("go get the sword"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "never moved" in check.message
    assert f"row {sword.position[0]}, column {sword.position[1]}" in check.message
    assert "ai:find_path_to" in check.message


def test_an_errand_that_walks_to_its_target_passes(validator):
    check = validator.validate(WALK_TO.format(item="sword"), load_map(),
                               meaning=read("go get the sword"))
    assert check.ok, check.message


CORRIDOR = """\
##################
#>..A............#
#.################
#P################
##################
"""


def test_a_long_dry_run_that_only_walks_away_from_the_target_is_rejected(validator):
    away = update('  ai:move("d")\n  return "Getting the bow"')
    check = validator.validate(away, parse_map(CORRIDOR), ticks=12, meaning=read("pick up the bow"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "only moved away from the bow (at row 2, column 2)" in check.message
    towards = validator.validate(WALK_TO.format(item="bow"), parse_map(CORRIDOR), ticks=12,
                                 meaning=read("pick up the bow"))
    assert towards.ok, towards.message


def test_a_reason_the_world_contradicts_is_no_reason(validator):
    world = load_map()
    check = validator.validate(says('"I can\'t find a sword to pick up"'), world,
                               meaning=read("get the sword"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "there is a sword at row" in check.message


def test_a_true_reason_for_standing_still_passes(validator):
    world = load_map()
    for sword in [i for i in world.ground if i.name == "sword"]:
        world.ground.remove(sword)
    code = update('''  if ai.said then return "Done" end
  ai.said = true
  return "I can't find a sword to pick up"''')
    check = validator.validate(code, world, meaning=read("get the sword"))
    assert check.ok, check.message


def test_waiting_for_monsters_needs_a_monster_near_the_way(validator):
    wait = says('"Waiting for the monsters to clear the way"')
    world = load_map()
    for monster in world.monsters():
        monster.alive = False  # none left anywhere, but the bow still lies on the ground
    check = validator.validate(wait, world, meaning=read("pick up the bow"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "no monster is near the way" in check.message

    # A bat on the only corridor to the bow is a real reason to wait.
    blocked = parse_map("#########\n#A..B..>#\n#.#######\n#P......#\n#########\n")
    assert validator.validate(wait, blocked, meaning=read("pick up the bow")).ok


def test_the_player_on_the_companions_own_tile_is_not_in_its_way(validator):
    aside = says('"You\'re in my way to the bow; please step aside"')
    world = load_map()
    world.player.position = world.companion.position  # the player stepped onto its tile
    check = validator.validate(aside, world, meaning=read("go get the bow"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "the player is not in the way" in check.message
    # Beside it, where the way to the bow goes round the player: no reason either.
    world = load_map()
    world.player.position, world.companion.position = (2, 2), (2, 3)
    assert not validator.validate(aside, world, meaning=read("go get the bow")).ok
    # In the only corridor to the bow neither: the companion may pass through the player's tile
    # (only standing there hands things over).
    blocked = parse_map("#########\n#A.P...>#\n#.#######\n#B......#\n#########\n")
    check = validator.validate(aside, blocked, meaning=read("pick up the bow"))
    assert not check.ok and "the player is not in the way" in check.message, check.message
    # The bow behind the player, the bat in reach: the player is in the way of neither.
    behind = parse_map("#########\n#B..A.P>#\n#########\n")
    for what in ("bow", "bat"):
        to_it = says(f'"You\'re in my way to the {what}; please step aside"')
        check = validator.validate(to_it, behind, meaning=read("kill the bat"))
        assert not check.ok and "the player is not in the way" in check.message, check.message


def test_waiting_beside_the_player_is_no_reason_when_other_ways_are_open(validator):
    # The companion starts next to the player; a "go somewhere" order answered by standing
    # still and "Waiting here" did nothing the order asked.
    check = validator.validate(says('"Waiting here"'), load_map(),
                               meaning=read("go to the bottom left corner"))
    assert not check.ok and check.kind == "no_progress", check.message
    # Shut in by walls with the player in the only way out, waiting is right.
    boxed = parse_map("#####\n#AP.#\n#####\n")
    assert validator.validate(says('"Waiting here"'), boxed, meaning=read("go to the far end")).ok


def test_following_is_tested_by_a_player_who_walks_off(validator):
    # The dry run's player walks off a few tiles: a companion that never moves, even from
    # beside the player, does not follow; follow() does.
    still = says('"Following you"')
    world = load_map()  # the companion starts beside the player
    check = validator.validate(still, world, meaning=read("follow me"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "the player" in check.message
    assert validator.validate(says("follow()"), world, meaning=read("follow me")).ok
    world.companion.position = (12, 12)
    check = validator.validate(still, world, meaning=read("follow me"))
    assert not check.ok and check.kind == "no_progress", check.message


def test_guarding_a_named_spot_needs_no_move_when_the_companion_already_holds_it(validator):
    """The companion starts in the top left corner: guarding it there is right, standing still;
    the bottom right corner is across the map and still needs the walk (it used to be judged no
    progress either way: a named spot had no place for the judge)."""
    world = load_map()
    guard = update('  return guard("top left")')
    assert validator.validate(guard, world, meaning=read("guard the top left corner")).ok
    idle = says('"Guarding"')
    check = validator.validate(idle, world, meaning=read("guard the bottom right corner"))
    assert not check.ok and check.kind == "no_progress", check.message


# -- stay --------------------------------------------------------------------------------------


def test_a_stay_order_that_moves_is_rejected_and_one_that_stands_still_passes(validator):
    world = load_map()
    moves = update('  if not ai.moved then ai.moved = true ai:move("d") end\n'
                   '  return "Waiting here"')
    check = validator.validate(moves, world, meaning=read("stay here"))
    assert not check.ok and check.kind == "no_progress", check.message
    assert "stay where it is" in check.message
    assert validator.validate(says('"Waiting here"'), world, meaning=read("stay here")).ok


def test_a_stay_order_may_step_away_from_a_monster_that_comes_close(validator):
    world = parse_map("#######\n#P.A.B#\n#######\n")
    code = update('''  if ai.moved then return "Waiting here" end
  ai.moved = true
  ai:move("a")
  return "Stepping away from the bat"''')
    check = validator.validate(code, world, meaning=read("stay here"))
    assert check.ok, check.message


def test_a_stay_order_that_says_done_ends_too_soon(validator):
    check = validator.validate(says('"Done"'), load_map(), meaning=read("wait for me here"))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert "never" in check.message


# -- Done before doing anything ----------------------------------------------------------------


def test_done_on_the_first_tick_of_an_errand_is_rejected(validator):
    check = validator.validate(says('"Done"'), load_map(), meaning=read("get the sword"))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert 'you returned "Done" before doing anything' in check.message
    assert "does not carry a sword" in check.message


@pytest.mark.parametrize(
    ("order", "fragment"),
    [
        ("bring me the bow", "the player does not have a bow yet"),
        ("kill every monster", "monsters are still alive"),
        ("explore the dungeon", "nothing has been explored yet"),
        ("go to the bottom left corner", "has not moved yet"),
        ("follow me", "never"),
    ],
)
def test_done_at_once_says_what_is_not_done_yet(validator, order, fragment):
    check = validator.validate(says('"Done"'), load_map(), meaning=read(order))
    assert not check.ok and check.kind == "done_too_soon", check.message
    assert fragment in check.message


def test_done_after_a_few_idle_ticks_is_still_before_doing_anything(validator):
    code = update('''  ai.ticks = (ai.ticks or 0) + 1
  if ai.ticks > 2 then return "Done" end
  return "Looking for the bow"''')
    check = validator.validate(code, load_map(), meaning=read("grab the bow, then shoot a bat"))
    assert not check.ok and check.kind == "done_too_soon", check.message


def test_done_at_once_is_right_when_the_world_already_satisfies_the_order(validator):
    world = load_map()
    carry(world, world.companion, "sword")
    assert validator.validate(says('"Done"'), world, meaning=read("get the sword")).ok

    world = load_map()
    for gorgon in [mo for mo in world.monsters() if mo.kind == "gorgon"]:
        gorgon.alive = False
    assert validator.validate(says('"Done"'), world, meaning=read("kill the gorgon")).ok
    check = validator.validate(says('"Done"'), world, meaning=read("kill the bats"))
    assert not check.ok and check.kind == "done_too_soon"
    assert "3 bats are still alive" in check.message

    world = load_map()  # the companion starts next to the player
    assert validator.validate(says('"Done"'), world, meaning=read("come back to me")).ok


def test_no_order_means_only_the_checks_of_old(validator):
    assert validator.validate(says('"Done"'), load_map()).ok
    assert validator.validate(says('"Done"'), load_map(), meaning=read("dance for me")).ok


# -- the library goes through the same checks --------------------------------------------------


def test_every_shipped_entry_passes_for_each_of_its_examples(validator):
    """As the agent serves them: filled from the example's words, a 5-tick dry run on the default
    map. A failure here is a bug in the entry or in a rule; the message says which check."""
    failures, served = [], 0
    for entry in load_shipped():
        for example in entry.examples:
            world = load_map()
            meaning = read(example)
            order_shape = shape(meaning)
            if order_shape is not None and not covers(entry.examples, order_shape):
                continue  # the library would not serve this example with this entry
            filled = fill(entry, mentions(meaning), world)
            if not filled.complete:
                continue
            served += 1
            check = validator.validate(bind(entry.code, filled.params), world, ticks=5,
                                       meaning=read(example))
            if not check.ok:
                failures.append(f"{entry.id} {example!r}: {check.kind}: {check.message}")
    assert served > 50
    assert not failures, "\n".join(failures)


# -- logic: the order's condition, comparison, count and numbers --------------------------------

BOTH_BRANCHES = update('  return plan({{fetch, "sword"}, {fetch, "bow"}})')
WRONG_BRANCH = update('''  if decide("sword closer", function()
    return how_far("sword") < how_far("bow")
  end) then
    return fetch("sword")
  end
  return fetch("sword")''')
RIGHT_BRANCH = update('''  if decide("bow farther", function()
    return how_far("bow") > how_far("sword")
  end) then
    return fetch("sword")
  end
  return fetch("bow")''')
CHOICE = "if the bow is farther away than the sword, grab the sword, else grab the bow"


def test_a_program_that_drops_the_condition_is_rejected(validator):
    check = validator.validate(BOTH_BRANCHES, load_map(), meaning=read(CHOICE))
    assert not check.ok and check.kind == "no_logic", check.message
    assert "checks no condition" in check.message and "decide" in check.message


def test_a_program_that_takes_the_branch_the_world_rules_out_is_rejected(validator):
    # On the default map the bow (row 6) is nearer than the sword (row 22): grab the bow.
    check = validator.validate(WRONG_BRANCH, load_map(), ticks=60, meaning=read(CHOICE))
    assert not check.ok and check.kind in ("wrong_branch", "no_progress"), check.message
    assert validator.validate(RIGHT_BRANCH, load_map(), ticks=60, meaning=read(CHOICE)).ok


def test_picking_up_what_only_the_other_branch_fetches_is_the_wrong_branch(validator):
    world = load_map()
    world.companion.position = (22, 21)  # beside the sword: now the bow is the farther one
    order = "if the sword is farther away than the bow, grab the sword, else grab the bow"
    # It looks at the distances, but decides wrongly.
    code = update('  if decide("x", function() return how_far("sword") > 0 end) then\n'
                  '    return fetch("sword")\n  end\n  return fetch("bow")')
    check = validator.validate(code, world, meaning=read(order))
    assert not check.ok and check.kind == "wrong_branch", check.message
    assert "picked up the sword" in check.message and "does not hold" in check.message


@pytest.mark.parametrize(("order", "status", "ok"), [
    ("what's my health plus two?", "Your health plus 2 is 5", True),
    ("what's my health plus two?", "Your health is 3", False),
    ("how many items and monsters are there altogether?", "There are 9 in all", True),
    ("how many items and monsters are there altogether?", "There are 5 items", False),
    ("which is nearer to you, the gorgon or the bow?", "The bow is nearer", True),
    ("which is nearer to you, the gorgon or the bow?", "The gorgon is nearer", False),
    # the companion at [2, 3], the player at [2, 2]: the companion is nearer the gorgon
    ("who is closer to the gorgon, you or me?", "I am nearer the gorgon: 32 and 33", True),
    ("who is closer to the gorgon, you or me?", "You are nearer the gorgon", False),
    ("who is closer to the gorgon, you or me?", "The nearest gorgon is at row 18", False),
    ("who is closer to the gorgon, you or me?", "The gorgon is closer to me (32 and 1)", False),
    ("who is closer to the gorgon, you or me?", "Me: 32 tiles against your 33", True),
    ("which of us is farther from the gorgon?", "You are farther from it", True),
    ("which of us is farther from the gorgon?", "I am farther from it", False),
    # the two of us compared by what we carry (neither has an arrow at the start)
    ("who has more arrows, you or me?", "We have just as many arrows: 0 each", True),
    ("who has more arrows, you or me?", "I have more arrows: 1 against your 0", False),
    ("which of us has more health?", "We have just as much health: 3 each", True),
    ("which of us has more health?", "You have more health", False),
    ("are you closer to the gorgon than me?", "Yes: 32 against 33", True),
    ("are you closer to the gorgon than me?", "No", False),
    ("are there more bats than gorgons?", "Yes: 3 bats and 1 gorgon", True),
    ("are there more bats than gorgons?", "No, there are not", False),
    ("is the gorgon still alive?", "No, it is dead", False),
    # none has fallen at the start: the living are not the defeated
    ("how many monsters have you killed?", "None yet: 0", True),
    ("how many monsters have you killed?", "There are 4 monsters left", False),
    # health is a figure the world decides ("fine" passed for a companion at 2 of 3)
    ("how's your health?", "I have 3 health", True),
    ("how's your health?", "Done: my health is fine", False),
    ("how's your health?", "I have 2 health", False),
    ("what's my health?", "You have three health", True),
    # where one of us is: the tile said must be that one's (the companion at [2, 3], the player
    # at [2, 2]); "row 22, column 23", the sword's, was said for "where are you?"
    ("wher r u", "I am at row 2, column 3", True),
    ("wher r u", "row 22, column 23, 40 tiles from me", False),
    ("where are you?", "Right next to you", False),  # no tile, nobody carrying: no answer
    ("where am I?", "You are at row 2, column 2", True),
    ("where am I?", "You are at row 2, column 3", False),
])
def test_an_answer_the_world_decides_must_be_the_right_one(validator, order, status, ok):
    check = validator.validate(says(f'say("{status}")'), load_map(), meaning=read(order))
    assert check.ok is ok, check.message
    if not ok:
        assert check.kind == "no_answer"


def test_every_answer_said_in_turn_is_a_wrong_answer_first(validator):
    """A program that says one answer and then the other (written in, or measured from the
    wrong one of us) answers wrongly first: the player reads that one."""
    world = load_map()
    world.companion.position = (20, 22)  # near the sword; the player, at [2, 2], nearer the bow
    order = "which one's closer to me, the sword or the bow?"
    both = says('plan({{say, "The sword is nearer"}, {say, "The bow is nearer"}})')
    check = validator.validate(both, world, meaning=read(order))
    assert not check.ok and check.kind == "no_answer", check.message
    assert '"The sword is nearer"' in check.message and "wrong" in check.message
    # from the companion, not the player: a worked-out answer, but to another question
    mine = says('say("The " .. nearer("sword", "bow") .. " is nearer")')
    assert not validator.validate(mine, world, meaning=read(order)).ok
    right = says('say("The " .. nearer("sword", "bow", player) .. " is nearer")')
    check = validator.validate(right, world, meaning=read(order))
    assert check.ok, check.message


@pytest.mark.parametrize(("order", "statuses"), [
    # progress before the answer is not an answer; the right answer, then anything after it
    ("which one's closer to me, the sword or the bow?", ["Let me look", "The bow is nearer"]),
    ("which one's closer to me, the sword or the bow?", ["The bow is nearer", "The sword: 3"]),
    # two questions, each answered in turn: the first answer is not the second's wrong one
    ("what's my health plus two, and how many items and monsters are there altogether?",
     ["Your health plus 2 is 5", "There are 9 in all"]),
])
def test_the_right_answer_first_passes(validator, order, statuses):
    steps = ", ".join(f'{{say, "{s}"}}' for s in statuses)
    check = validator.validate(says(f"plan({{{steps}}})"), load_map(), meaning=read(order))
    assert check.ok, check.message


@pytest.mark.parametrize(("order", "code", "fragment"), [
    ("say hello three times", says('say("hello")'), "times(3"),
    ("pick up the arrow that is farthest from me", says('fetch("arrow")'), "farthest"),
    ("if you have the sword, kill the gorgon", says('attack("gorgon")'), "condition"),
    ("get the arrow in the bottom left corner", says('fetch("arrow")'),
     'nearest("arrow", "bottom left")'),
])
def test_a_count_or_a_comparison_the_code_never_makes_is_rejected(validator, order, code,
                                                                    fragment):
    check = validator.validate(code, load_map(), meaning=read(order))
    assert not check.ok and check.kind == "no_logic", check.message
    assert fragment in check.message


def test_waiting_for_a_watched_condition_is_no_lack_of_progress(validator):
    code = update('''  if watch("a bat is near", function() return near("bat", 3) end) then
    return flee()
  end
  return "Waiting until a bat is within 3 tiles of me"''')
    assert validator.validate(code, load_map(), meaning=read(
        "as soon as a bat gets close, run away")).ok


@pytest.mark.parametrize("order", ["walk 2 steps right, then walk 2 steps right",
                                   "walk 2 steps right, and do that twice"])
def test_walks_the_same_way_one_after_the_other_are_owed_in_full(validator, order):
    # Walking 2 and saying Done was taken for both walks (the last walk's 2 were there).
    short = update('  return walk("right", 2)')
    check = validator.validate(short, load_map(), meaning=read(order))
    assert not check.ok and "walk of 4 steps right" in check.message
    whole = compose(read(order), load_map())
    assert whole.complete and validator.validate(whole.code, load_map(), meaning=read(order)).ok


def test_a_watch_waiting_in_its_own_words_is_not_taken_for_a_warning_left_unsaid(validator):
    # The composer's waiting status restates the condition ("Waiting until a bat is within 3
    # tiles of me"); a program that waits saying something else has said no warning less when
    # no bat came.
    code = update('''  if watch("a bat is near", function() return near("bat", 3) end) then
    return say("A bat is within 3 tiles of me")
  end
  return "Keeping an eye out for bats"''')
    check = validator.validate(code, load_map(), meaning=read(
        "let me know if a bat comes within 3 tiles of you"))
    assert check.ok, check.message
    never = update('''  if watch("a bat is near", function() return near("bat", 3) end) then
    return "Keeping an eye out for bats"
  end
  return "Keeping an eye out for bats"''')
    world = load_map()
    bat = next(e for e in world.monsters() if e.kind == "bat")
    from services.game_server.session import place_companion
    place_companion(world, (bat.position[0], bat.position[1] + 2))  # a bat within 3 tiles
    assert not validator.validate(never, world, meaning=read(
        "let me know if a bat comes within 3 tiles of you")).ok


def test_a_watch_that_fires_in_the_dry_run_frees_the_companion_from_what_came_first(validator):
    # Next to the gorgon, unarmed: it loses health at once, and running away is the order.
    from services.game_server.session import place_companion
    world = load_map()
    place_companion(world, (18, 18))
    order = "Stay put, but if you start losing health, run away from the gorgon."
    code = update('''  if watch("hurt", function() return ai.health < 3 end) then
    return flee()
  end
  return stay()''')
    assert validator.validate(code, world.copy(), ticks=5, meaning=read(order)).ok
    # Moving while the condition never held is still moving when told to stay.
    calm = load_map()
    wrong = update('''  if watch("hurt", function() return ai.health < 3 end) then
    return flee()
  end
  return explore()''')
    check = validator.validate(wrong, calm, ticks=5, meaning=read(order))
    assert not check.ok and "stay where it is" in check.message


def test_a_duty_may_stand_still_where_it_should_but_not_far_from_it(validator):
    world = load_map()
    order = read("guard the sword")
    assert validator.validate(update('  return guard("sword")'), world.copy(), ticks=5,
                              meaning=order).ok
    idle = validator.validate(says('"Guarding the sword"'), world.copy(), ticks=5,
                              meaning=order)
    assert not idle.ok and idle.kind == "no_progress"
    # Guarding the player follows it: the dry run's player walks off, and standing still
    # beside where it stood is not guarding it.
    eye = read("keep an eye on me")
    still = validator.validate(says('"Guarding you"'), world.copy(), ticks=5, meaning=eye)
    assert not still.ok and still.kind == "no_progress", still.message
    assert validator.validate(update('  return guard("player")'), world.copy(), ticks=5,
                              meaning=eye).ok


def test_a_counted_wait_before_a_duty_may_stand_still_then_move(validator):
    order = read("hold still for 4 turns, then patrol the room")
    code = update('''  if for_turns(4, {stay}) ~= "Done" then return "Holding still" end
  return patrol()''')
    assert validator.validate(code, load_map(), ticks=6, meaning=order).ok


# -- waiting first -----------------------------------------------------------------------------


@pytest.mark.parametrize("order, wrong, kind, says", [
    # It checks the condition, and explores meanwhile instead of staying: exploring would make
    # the condition hold (5 tiles away) by itself.
    ("don't move until I'm 5 tiles away, then come after me",
     lambda code: code.replace("return stay()", "return explore()"),
     "no_progress", "stay where it is"),
    # It counts the turns, after fetching instead of before.
    ("wait 4 turns, then get the bow",
     lambda code: code.replace('{for_turns, 4},\n    {fetch, "bow"},',
                               '{fetch, "bow"},\n    {for_turns, 4},'),
     "no_wait", "wait for 4 turns before it does anything, but it moved at dry-run tick 1"),
])
def test_an_order_that_waits_first_may_not_move_while_it_waits(validator, order, wrong, kind,
                                                               says):
    from agent.compose import compose

    world = load_map()  # the player beside the companion: far from 5 tiles away
    meaning = read(order)
    composed = compose(meaning, world).code
    moves = wrong(composed)
    assert moves != composed
    check = validator.validate(moves, world.copy(), ticks=6, meaning=meaning)
    assert not check.ok and check.kind == kind, check.message
    assert says in check.message and "make no move" in check.message.lower()
    # The composer's program waits, then does what comes next: it passes.
    check = validator.validate(composed, world.copy(), ticks=6, meaning=meaning)
    assert check.ok, check.message


def test_an_order_that_waits_may_step_away_from_a_monster_that_comes_close(validator):
    world = parse_map("#########\n#P.A.B..#\n#########\n")
    code = update('''  if watch("5 away", function() return how_far(player) == 5 end) then
    return follow()
  end
  if ai.moved then return "Waiting for you to go" end
  ai.moved = true
  ai:move("a")
  return "Stepping away from the bat"''')
    check = validator.validate(code, world, ticks=4,
                               meaning=read("don't move until I'm 5 tiles away, then follow me"))
    assert check.ok, check.message


@pytest.mark.parametrize("order", [
    "don't move until I'm 5 tiles away, then come after me",
    "Whenever I get more than 4 tiles away from you, catch up with me.",
])
def test_an_order_that_waits_for_the_player_to_get_away_is_tried_with_a_player_who_does(
        validator, order):
    """The dry run's player stands still, so a companion that follows at once stood still too
    beside it, and passed; in the game the player walks off and it followed at once. For an
    order that waits for the player to be some tiles away the dry run's player walks off."""
    from agent.compose import compose

    world = load_map()  # the player beside the companion
    meaning = read(order)
    # The condition turned round: it follows while the player is near, not once it is far.
    at_once = update('''  if watch("near", function() return how_far(player) < 5 end) then
    return follow()
  end
  return "Waiting for you to go"''')
    check = validator.validate(at_once, world.copy(), ticks=12, meaning=meaning)
    # "don't move until": a stay that moved; "whenever": a wait that moved.
    assert not check.ok and check.kind in ("no_progress", "no_wait"), check.message
    assert "make no move" in check.message.lower()
    # The composer's program waits until the player is that far, then comes after it.
    composed = compose(meaning, world).code
    check = validator.validate(composed, world.copy(), ticks=24, meaning=meaning)
    assert check.ok, check.message


def test_the_dry_runs_player_walks_only_as_far_as_the_order_waits_for(validator):
    from agent.acceptance import Judge
    from game.rules import step
    from game.world import manhattan

    world = load_map()
    judge = Judge(read("don't move until I'm 5 tiles away, then come after me"), world)
    moves = 0
    for _ in range(20):
        move = judge.player_move(world)
        if move is None:
            break
        step(world, player_move=move)
        moves += 1
    assert manhattan(world.player.position, world.companion.position) == 5
    assert 0 < moves < 20 and judge.player_move(world) is None
    # Other orders: the player stands still.
    assert Judge(read("get the sword"), load_map()).player_move(load_map()) is None


def test_a_duty_for_some_turns_may_end_after_them_but_not_before(validator):
    # "follow me for 10 turns" was held to never end, so its right program was rejected
    order = read("follow me for 10 turns")
    check = validator.validate(update("  return for_turns(10, {follow})"), load_map(),
                               meaning=order)
    assert check.ok, check.message
    early = update('  if player.health < 0 then return for_turns(10, {follow}) end\n'
                   '  return "Done"')
    check = validator.validate(early, load_map(), meaning=order)
    assert not check.ok and check.kind == "done_too_soon", check.message


@pytest.mark.parametrize(("order", "said_instead"), [
    ("grab the bow, shoot a bat, then tell me how many monsters you have killed",
     '{say, "how many monsters you have?", 1}'),
    ("get the sword, then tell me my health plus two", '{say, "your health plus two is 5"}'),
])
def test_a_question_after_errands_must_be_worked_out_from_its_facts(validator, order,
                                                                     said_instead):
    # The dry run ends before the errands do, so it never sees the answer: a program that says
    # words in place of the answer must still be turned down, by what its code looks up.
    world = load_map()
    meaning = read(order)
    composed = compose(meaning, world).code
    wrong = update("  return plan({\n    {fetch, \"bow\"},\n    {attack, \"bat\"},\n    "
                   f"{said_instead},\n  }})")
    check = validator.validate(wrong, world.copy(), meaning=meaning)
    assert not check.ok and check.kind == "no_logic", check.message
    assert "never looks it up" in check.message
    check = validator.validate(composed, world.copy(), meaning=meaning)
    assert check.ok, check.message
