"""One particular thing left out of a pick (agent/reading/left_out.py): "kill a bat, but not the
one in the top right", "get an arrow, not the one at row 10, column 2", "any bat except the one
nearest you", "fetch an arrow other than the one by the bow" are the nearest (farthest) of the
kind other than that one (``meaning.Thing.besides``, itself picked); near-misses stay refused
or read as before. The composer writes ``nearest(kind, from, 1, <the one left out>)``, the
sandbox passes that one over, and the judge (facts.find) takes the same thing. Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.house import HOUSE
from agent.reading import facts, meaning as m, read
from tests.sandbox.helpers import carry, default_world, run, update
from tests.unit.judge import judge
from tests.unit.readings import reading
from tests.unit.test_logic_helpers import ARROWS, ask, world_of

ask_lua = ask

_TR = "besides nearest-from-top right bat"
READ = [
    ("Kill a bat, but not the one in the top right.", f"attack nearest-from-companion bat {_TR}"),
    ("kill a bat but not the one in the top right", f"attack nearest-from-companion bat {_TR}"),
    ("attack a bat, not the one in the top right", f"attack nearest-from-companion bat {_TR}"),
    (
        "kill the farthest bat but not the one in the top left",
        "attack farthest-from-companion bat besides nearest-from-top left bat",
    ),
    (
        "kill any bat except the one nearest you",
        "attack nearest-from-companion bat besides nearest-from-companion bat",
    ),
    (
        "fetch an arrow other than the one by the bow",
        "fetch nearest-from-companion arrow besides nearest-from-bow arrow",
    ),
    (
        "get an arrow, not the one at row 10, column 2",
        "fetch nearest-from-companion arrow besides on-from-10,2 arrow",
    ),
    (
        "get an arrow but not the one at row 10, column 2",
        "fetch nearest-from-companion arrow besides on-from-10,2 arrow",
    ),
    (
        "bring me an arrow, not the one nearest the player",
        "bring nearest-from-companion arrow besides nearest-from-player arrow",
    ),
    (
        "pick up an arrow except the one next to the sword",
        "fetch nearest-from-companion arrow besides nearest-from-sword arrow",
    ),
]


@pytest.mark.parametrize(("order", "gist"), READ)
def test_one_picked_thing_left_out_is_passed_over(order: str, gist: str) -> None:
    assert reading(order) == gist


# Refused still: more than one, every one, a pick the words do not make, an errand with no thing
# of that kind; never read as any one of the kind.
REFUSED = [
    "kill 2 bats, but not the one in the top right",
    "get every arrow except the one by the bow",
    "attack a bat except the one on fire",
    "go to a bat but not the one in the middle",
]


@pytest.mark.parametrize("order", REFUSED)
def test_a_thing_left_out_that_cannot_be_passed_over_stays_refused(order: str) -> None:
    steps = read(order).steps
    assert any(isinstance(s, m.Unknown) for s in steps), steps
    assert not any(isinstance(s, m.Act) and s.thing and s.thing.besides for s in steps)


# Read as before: no one thing left out.
NOT_LEFT_OUT = [
    ("kill the bat, not the gorgon", "attack bat"),
    ("kill the bat in the top right", "attack nearest-from-top right bat"),
    ("get any weapon but the sword", "fetch bow"),
]


@pytest.mark.parametrize(("order", "gist"), NOT_LEFT_OUT)
def test_no_thing_left_out_where_none_is_said(order: str, gist: str) -> None:
    assert reading(order) == gist


def test_the_sandbox_passes_the_one_left_out_over() -> None:
    world = world_of(ARROWS)  # from the companion (2, 2): arrows 2, 4 and 12 tiles away
    assert ask(
        world,
        'nearest("arrow", nil, 1, nearest("arrow"))',
        'nearest("arrow", nil, 1, nearest("arrow", nil, 2))',
        'nearest("arrow", nil, 2, nearest("arrow"))',
        'farthest("arrow", nil, 1, farthest("arrow"))',
        'nearest("arrow", player, 1, nearest("arrow", player))',
        'nearest("arrow", nil, 1, nil)',
    ) == [
        "arrow {2, 6}",
        "arrow {4, 2}",
        "arrow {6, 10}",
        "arrow {2, 6}",
        "arrow {2, 6}",
        "arrow {4, 2}",
    ]


def test_the_composer_writes_the_one_left_out_and_the_judge_takes_the_same_thing() -> None:
    world = default_world()
    for order, call in [
        (
            "fetch an arrow other than the one by the bow",
            'fetch(nearest("arrow", ai, 1, nearest("arrow", "bow")))',
        ),
        (
            "kill any bat except the one nearest you",
            'attack(nearest("bat", ai, 1, nearest("bat")))',
        ),
    ]:
        meaning = read(order)
        code = compose(meaning, world).code
        assert call in code, (order, code)
        thing = meaning.acts[0].thing
        assert thing is not None and thing.besides is not None
        spot, out = facts.find(world, thing), facts.find(world, thing.besides)
        assert spot is not None and out is not None and spot.id != out.id
        lua = run(
            update(
                f"local p = {call[call.index('(') + 1 : -1]}\n"
                'return p.position[1] .. "," .. p.position[2]'
            ),
            world,
        ).status
        assert lua == f"{spot.position[0]},{spot.position[1]}", order
        assert HOUSE.render(meaning) is None  # no sentence of the house language says it


def test_the_judge_holds_the_errand_to_the_one_not_left_out() -> None:
    validator = judge(dry_run_ticks=120)
    world = default_world()
    meaning = read("get an arrow, but not the one nearest you")
    good = compose(meaning, world).code
    assert validator.validate(good, world, meaning=meaning).ok
    nearest = good.replace(', ai, 1, nearest("arrow"))', ")")
    assert nearest != good
    check = validator.validate(nearest, world, meaning=meaning)
    assert not check.ok, check.message


# What one of us carries less a kind: the list without that kind (``meaning.Ask.besides``).
CARRIED = [
    ("What are you carrying, apart from the sword?", "ask carrying of companion besides sword"),
    ("what am I carrying except the bow", "ask carrying of player besides bow"),
    ("what do you have besides arrows?", "ask carrying of companion besides arrow"),
]


@pytest.mark.parametrize(("order", "gist"), CARRIED)
def test_what_is_carried_less_a_kind_lists_the_rest(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    ["what do you have besides the sword and the bow?", "what are you carrying apart from the bat"],
)
def test_what_is_carried_less_more_than_one_kind_or_no_item_stays_refused(order: str) -> None:
    assert read(order).unknown, read(order).steps


def test_the_sandbox_lists_what_is_carried_less_a_kind_and_the_judge_holds_it() -> None:
    from agent.answers import answers

    world = default_world()
    for name in ("sword", "arrow", "arrow"):
        carry(world, world.companion, name)
    meaning = read("What are you carrying, apart from the sword?")
    code = compose(meaning, world).code
    assert 'carrying(ai, "sword")' in code, code
    said = run(code, world).status
    assert said == "I'm carrying 2 arrows besides", said
    ask = meaning.steps[0]
    assert isinstance(ask, m.Ask)
    assert answers(ask, said, [world])
    assert not answers(ask, "I'm carrying a sword besides", [world])
    assert ask_lua(world, 'carrying(ai, "arrow")', 'carrying(player, "bow")') == [
        "a sword",
        "nothing else",
    ]
    assert HOUSE.render(meaning) is None


# A count less one picked thing: that one not counted (``meaning.CountOf.besides``).
COUNTED = [
    (
        "How many arrows are there, not counting the one at row 10, column 2?",
        "ask value count(arrow besides on-from-10,2 arrow)",
    ),
    (
        "how many bats are there except the one in the top right",
        "ask value count(bat besides nearest-from-top right bat)",
    ),
    (
        "how many arrows are left besides the one by the bow?",
        "ask value count(arrow besides nearest-from-bow arrow)",
    ),
    # a contrast with what is carried, not a pick of the ground: read as before
    ("how many arrows are there, I mean on the floor, not the one you carry", "ask count arrow"),
]


@pytest.mark.parametrize(("order", "gist"), COUNTED)
def test_a_count_less_one_picked_thing_does_not_count_it(order: str, gist: str) -> None:
    assert reading(order) == gist


def test_the_sandbox_and_the_judge_leave_the_same_one_out_of_a_count() -> None:
    world = world_of(ARROWS)  # three arrows: (4, 2), (2, 6), (6, 10)
    assert ask(
        world,
        'count("arrow", nearest("arrow", {6, 10}))',
        'count("arrow", nil)',
        'count("bat", nearest("arrow"))',
    ) == ["2", "3", "1"]
    meaning = read("How many arrows are there, not counting the one at row 6, column 10?")
    step = meaning.steps[0]
    assert isinstance(step, m.Ask) and isinstance(step.value, m.CountOf)
    assert facts.value(world, step.value) == 2
    code = compose(meaning, world).code
    assert (
        'count("arrow", (near("arrow", 0, {6, 10}) and nearest("arrow", {6, 10}) or nil))' in code
    ), code
    assert HOUSE.render(meaning) is None


# A count of part of the map said by rows or tiles: refused in words, never the whole count (it
# was, for a line); by a side, a half, a quarter or tiles from one, counted:
# tests/unit/test_reading_picks13.py
@pytest.mark.parametrize(
    "order",
    [
        "count the items below row 12",
        "how many bats are above row 5?",
        "how many monsters are east of column 4?",
        "count the arrows in row 12",
        # one tile (it was the whole count); a distance to a thing on a tile stays a distance
        "how many arrows are at row 5, column 3?",
        "how many arrows are there at row 10, column 2?",
        "how many arrows lie at row 10, column 2?",
    ],
)
def test_a_count_of_part_of_the_map_is_refused_in_words(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.CANNOT and "one part of it" in steps[0].why


def test_one_left_out_beside_a_pick_by_where_it_is_is_that_pick_said_again() -> None:
    # tests/unit/test_reading_sentence_logic.py: the player's own pick, read as before
    assert reading("kill the bat near the gorgon, not the one at the top") == (
        "attack nearest-from-gorgon bat"
    )
