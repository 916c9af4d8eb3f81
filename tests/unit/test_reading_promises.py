"""A promise not to take a thing, wherever the order says it: in a sentence of its own before or
after the steps, inside a condition's branch, a repetition or a sequence. Each row an order and
its reading in the gist notation of tests/unit/gist.py: the thing is kept off for the whole
order ("keep_off bow" first, composed as keep_off("bow") every tick), or, where a step would
take it, the promise is refused in words, never dropped."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.house.checks import GameWords, check
from agent.reading import meaning as m, read
from game.maps import parse_map
from tests.unit.gist import steps
from tests.unit.judge import judge, maze
from tests.unit.readings import reading
from tests.unit.test_skills import drive, names, runtime, update

# The promise in a sentence of its own, after the steps ("it" the thing they go by) or before
# them, naming the thing the next sentence's "it" is; other verbs, things, politeness.
APART = [
    (
        "Go to the bow. Leave it where it is and stand next to it.",
        "keep_off bow; go_to bow; go_to bow; stay",
    ),
    (
        "Go to the sword. Leave it on the floor and wait beside it.",
        "keep_off sword; go_to sword; go_to sword; stay",
    ),
    (
        "Go to the sword. Leave it where it is, and go back to me.",
        "keep_off sword; go_to sword; come_back",
    ),
    ("don't pick up the bow. go stand by it", "keep_off bow; go_to bow; stay"),
    ("Don't touch the bow. Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Leave the bow where it is. Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Don't grab the sword. Wait next to it.", "keep_off sword; go_to sword; stay"),
    ("Hands off the bow! Go stand next to it.", "keep_off bow; go_to bow; stay"),
    ("Leave the arrow where it lies. Guard it.", "keep_off arrow; guard arrow"),
    ("Don't pick up the bow. Walk over to it, please.", "keep_off bow; go_to bow"),
    ("don't take the bow. then go to it", "keep_off bow; go_to bow"),
    ("Don't pick up anything. Go to the bow.", "keep_off item; go_to bow"),
    ("Never touch the bow. Go to the sword and wait by it.", "keep_off bow; go_to sword; stay"),
    # a monster not to be touched is not to be fought: gone to only without what defeats it
    ("Don't attack the gorgon. Go to it.", "keep_off gorgon; go_to gorgon"),
]

# The old way of saying it, the "not" after the verb: "touch it not", "take not the bow".
OLD_NOT = [
    ("go to the bow, touch it not", "keep_off bow; go_to bow"),
    ("Hie thee to the bow, but touch it not", "keep_off bow; go_to bow"),
    ("go to the sword, pick it not up", "keep_off sword; go_to sword"),
    ("go to the bow, take it not, then come back to me", "keep_off bow; go_to bow; come_back"),
    ("Go to the sword. Touch it not, and wait beside it.",
     "keep_off sword; go_to sword; go_to sword; stay"),
    ("touch not the bow, just stand next to it", "keep_off bow; go_to bow; stay"),
    ("kill the bat, touch not the sword", "keep_off sword; attack bat"),
    (
        "if the bat is far, go to the bow but touch it not, otherwise come back",
        "keep_off bow; if distance(bat, companion) > 5: go_to bow | come_back",
    ),
    ("go to the gorgon, touch it not", "keep_off gorgon; go_to gorgon"),
    ("go to the gorgon and fight it not", "keep_off gorgon; go_to gorgon"),
]

# Said inside a condition's branch, a watch, a repetition or a run of steps: kept off for the
# whole order (no step of it may take the thing; in the branch not run nothing else takes it).
INSIDE = [
    (
        "if the bat is far, go to the bow but don't take it",
        "keep_off bow; if distance(bat, companion) > 5: go_to bow | ",
    ),
    (
        "if the bat is far, go to the bow, but don't take it, otherwise come back",
        "keep_off bow; if distance(bat, companion) > 5: go_to bow | come_back",
    ),
    (
        "if you have the sword, go to the bow without picking it up",
        "keep_off bow; if has(companion, sword): go_to bow | ",
    ),
    (
        "when the bat is far, go to the bow without taking it",
        "keep_off bow; wait once distance(bat, companion) > 5: go_to bow",
    ),
    (
        "explore, but if the bat comes close, go to the sword without touching it",
        "keep_off sword; explore once near(bat, 3, companion): go_to sword",
    ),
    ("go to the bow without taking it 3 times", "keep_off bow; repeat 3x 0t: go_to bow"),
    (
        "go to the bow and back without taking it, twice",
        "keep_off bow; repeat 2x 0t: go_to bow; come_back",
    ),
    (
        "twice, go to the bow without taking it and come back",
        "keep_off bow; repeat 2x 0t: go_to bow; come_back",
    ),
    ("go to the bow without picking it up, then come back", "keep_off bow; go_to bow; come_back"),
    ("go to the bow without taking it and then explore", "keep_off bow; go_to bow; explore"),
    (
        "go to the sword, but don't pick it up, and then come back to me",
        "keep_off sword; go_to sword; come_back",
    ),
    # Said in the other branch: kept for the whole order, which the branch that runs keeps too
    # (the sword in hand, the gorgon needs nothing of the bow)
    (
        "if you have the sword attack the gorgon, otherwise go to the bow but don't pick it up",
        "keep_off bow; if has(companion, sword): attack gorgon | go_to bow",
    ),
    (
        "if the bat is near, get the arrow, otherwise go to the bow but don't pick it up",
        "keep_off bow; if near(bat, 3, companion): fetch arrow | go_to bow",
    ),
]

# Steps that take the very thing, or no steps: refused in words.
BROKEN = [
    "if the bat is far, go to the bow, but don't take it, otherwise get the bow",
    "if the bat is near, get the bow, but don't take it",
    "go to the bow without taking it 3 times, then bring it to me",
    "Don't pick up the bow. Get it.",
    "Don't pick up the bow. Bring it to me.",
    "Get the bow. Leave it where it is and stand next to it.",
    "Don't pick up the bow.",
    "get the bow, touch it not",
    # the branch that runs would need the bow (a bat falls to a bow and an arrow): refused, never
    # the promise dropped nor the fight given up for it
    "if you have the sword attack the bat, otherwise go to the bow but don't pick it up",
]


@pytest.mark.parametrize(("order", "meaning"), APART + INSIDE + OLD_NOT)
def test_a_promise_not_to_take_a_thing_is_kept_wherever_it_is_said(order: str, meaning: str):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", BROKEN)
def test_a_promise_the_steps_would_break_is_refused(order: str) -> None:
    assert m.Reason.CANNOT_PROMISE in {u.reason for u in read(order).unknown}


# Standing ON the thing not to be taken: stepping onto an item picks it up, so the order cannot
# be done; said back as such, with what can be (never "I can fetch the arrow").
STOOD_ON = [
    ("stand on the arrow without taking it", "arrow"),
    ("stand on the arrow but don't pick it up", "arrow"),
    ("go stand on top of the sword, don't pick it up", "sword"),
    ("step onto the bow without picking it up", "bow"),
    ("wait on the bow but leave it where it is", "bow"),
    ("Don't pick up the bow. Stand on it.", "bow"),
]


@pytest.mark.parametrize(("order", "kind"), STOOD_ON)
def test_standing_on_a_thing_not_to_be_taken_is_refused_as_impossible(order: str, kind: str):
    said = [u for u in read(order).unknown if u.reason is m.Reason.CANNOT]
    assert said and f"can't be on the {kind}'s tile and leave it lying" in said[0].why


def test_standing_next_to_it_is_read_and_standing_on_it_alone_stays_unread():
    assert reading("stand next to the arrow without taking it") == (
        "keep_off arrow; go_to arrow; stay"
    )
    assert {u.reason for u in read("stand on the bow").unknown} == {m.Reason.NOT_UNDERSTOOD}


# The straight way from the companion (A) to the sword (^) crosses the bow (>); the bat (B) is
# far from the companion.
BOW_ON_THE_WAY = "##########\n#A.>...^.#\n#........#\n#P......B#\n##########\n"


def test_a_promise_in_a_branch_is_composed_first_kept_on_the_way_and_judged():
    order = "if the bat is far, go to the sword without touching the bow"
    assert reading(order) == "keep_off bow; if distance(bat, companion) > 5: go_to sword | "
    world = parse_map(BOW_ON_THE_WAY)
    code = compose(read(order), world).code
    assert code.index('keep_off("bow")') < code.index("decide(")
    turns = drive(runtime(world, code), world, 30)
    assert turns[-1].status == "Done" and world.companion.items == []
    assert [i.name for i in world.ground] == ["bow", "sword"]
    check = judge(dry_run_ticks=60).validate(code, parse_map(BOW_ON_THE_WAY), meaning=read(order))
    assert check.ok, check.message


# The judge holds a program to the one item the order picks, not its kind: on the default map
# the arrow by the left wall lies at [10, 2], others at [16, 8] and [22, 5].
BY_THE_WALL = "go to the arrow by the left wall but don't take it"


def test_the_judge_fails_a_program_that_picks_up_the_one_item_kept_off():
    assert reading(BY_THE_WALL) == (
        "keep_off nearest-from-left side arrow; go_to nearest-from-left side arrow"
    )
    world = maze(companion=(9, 2))  # one step above the arrow
    check = judge().validate(
        update('return fetch(nearest("arrow", "left side"))'), world, meaning=read(BY_THE_WALL)
    )
    assert not check.ok and check.kind == "not_asked", check.message
    assert "the arrow at row 10, column 2" in check.message


def test_the_judge_lets_a_program_pick_up_another_of_its_kind_on_the_way():
    world = maze(companion=(22, 7))  # the way left to the wall's arrow crosses the one at [22, 5]
    code = compose(read(BY_THE_WALL), world).code
    assert 'keep_off(nearest("arrow", "left side") or "arrow")' in code
    check = judge(dry_run_ticks=60).validate(code, world, meaning=read(BY_THE_WALL))
    assert check.ok, check.message
    world = maze(companion=(22, 7))
    assert drive(runtime(world, code), world, 60)[-1].status == "Done"
    assert names(world.companion) == ["arrow"] and world.companion.position == (11, 2)


# A restatement in the house language (generate mode) keeps the order's promise: one that drops
# it gets it back ("leave the bow where it lies" first, as the reader reads it), "it" the very
# item the restatement goes by; one that takes the thing is turned back.
RESTATED = [
    ("go to the bow but don't take it", "go to the bow", "keep_off bow; go_to bow"),
    (
        "walk to the bow but leave it where it is",
        "leave the bow where it lies, then go to the bow",
        "keep_off bow; go_to bow",
    ),
    (
        "stand watch over the arrow near you, don't take it",
        "guard the nearest arrow",
        "keep_off nearest-from-companion arrow; guard nearest-from-companion arrow",
    ),
    (
        "go to the arrow nearest me without picking it up, then over to the bow",
        "go to the nearest arrow to me, then go to the bow",
        "keep_off nearest-from-player arrow; go_to nearest-from-player arrow; go_to bow",
    ),
    (
        "walk to the top right corner but don't pick anything up",
        "go to the top right corner",
        "keep_off item; go_to top right",
    ),
    # the old way of saying it
    ("go to the bow, touch it not", "go to the bow", "keep_off bow; go_to bow"),
    (
        "walk up to the sword but touch not the sword",
        "go to the sword",
        "keep_off sword; go_to sword",
    ),
    # a monster not to be touched: kept from the fight for the whole order, as the reader reads it
    (
        "go to the gorgon, don't touch it",
        "go to the gorgon",
        "keep_off gorgon; go_to gorgon",
    ),
    (
        "Hie thee to the gorgon, yet touch it not",
        "go to the gorgon",
        "keep_off gorgon; go_to gorgon",
    ),
]


@pytest.mark.parametrize(("order", "sentence", "meaning"), RESTATED)
def test_a_restatement_keeps_the_promise_not_to_take_a_thing(order, sentence, meaning):
    served, why = check(order, sentence, GameWords([order, sentence]), sure=True)
    assert served is not None, why
    assert steps(served.steps) == meaning


@pytest.mark.parametrize(
    ("order", "sentence"),
    [
        ("get the bow but don't pick it up", "leave the bow where it lies, then pick up the bow"),
        (
            "kill the bat but don't touch the bow",
            "leave the bow where it lies, then attack the bat",
        ),
        ("go to the sword, don't take it", "pick up the sword"),
        ("go to the bow, touch it not", "pick up the bow"),
        # a monster not to be touched, fought
        ("go to the gorgon, don't touch it", "attack the gorgon"),
        ("go to the gorgon, don't touch it", "guard the gorgon"),
        ("walk to the bat but touch it not", "attack the bat"),
    ],
)
def test_a_restatement_that_takes_what_the_order_says_not_to_is_turned_back(order, sentence):
    served, _why = check(order, sentence, GameWords([order, sentence]), sure=True)
    assert served is None
