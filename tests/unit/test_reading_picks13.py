"""Picks the thirteenth session serves (agent/reading/regions.py and the modules named below):
a count over a part of the map ("how many bats are in the top right?", "how many monsters are
within 5 tiles of me?": ``meaning.Region`` on ``meaning.CountOf``), counted in Lua by
``count(what, besides, from, part)`` and by the judge (facts.value) alike. Near-misses stay
refused in words or read as before. Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.house import HOUSE
from agent.reading import facts, meaning as m, read
from tests.unit.readings import reading
from tests.unit.test_logic_helpers import ARROWS, ask, world_of

# -- a count over a part of the map -------------------------------------------------------------

REGIONS = [
    # a side of a thing or of one of us: strictly past its column or row
    ("how many monsters are east of the bow?", "ask value count(monster east of bow)"),
    ("How many monsters are east of the bow", "ask value count(monster east of bow)"),
    ("how many arrows are left of you?", "ask value count(arrow west of companion)"),
    ("how many arrows are to the left of you?", "ask value count(arrow west of companion)"),
    ("how many bats are to my left?", "ask value count(bat west of player)"),
    ("how many bats are above me?", "ask value count(bat north of player)"),
    ("how many gorgons are below the sword?", "ask value count(gorgon south of sword)"),
    ("how many bats are north-east of the gorgon?", "ask value count(bat north east of gorgon)"),
    ("how many arrows lie to the west of me?", "ask value count(arrow west of player)"),
    ("how many arrows are south of the player?", "ask value count(arrow south of player)"),
    # a half of the map
    ("how many arrows are in the bottom half?", "ask value count(arrow south of middle)"),
    ("how many arrows lie in the left half of the map?", "ask value count(arrow west of middle)"),
    ("how many bats are in the northern half?", "ask value count(bat north of middle)"),
    ("how many bats are on the south side?", "ask value count(bat south of middle)"),
    (
        "count the monsters in the bottom half of the dungeon",
        "ask value count(monster south of middle)",
    ),
    ("how many bats are there on the right?", "ask value count(bat east of middle)"),
    # a quarter of the map
    ("how many bats are in the top right?", "ask value count(bat north east of middle)"),
    ("how many arrows are in the top left corner?", "ask value count(arrow north west of middle)"),
    (
        "how many bats are in the upper right quarter of the map?",
        "ask value count(bat north east of middle)",
    ),
    ("count the bats in the south east corner", "ask value count(bat south east of middle)"),
    ("how many items are in the bottom-left?", "ask value count(item south west of middle)"),
    ("how many arrows are in the northeast?", "ask value count(arrow north east of middle)"),
    # within some tiles of one of us or of a thing; near: 3, next to: 1
    ("how many monsters are within 5 tiles of me?", "ask value count(monster within 5 of player)"),
    (
        "how many bats are within five tiles of you right now?",
        "ask value count(bat within 5 of companion)",
    ),
    (
        "how many arrows are within 4 steps of the sword?",
        "ask value count(arrow within 4 of sword)",
    ),
    ("how many bats are near you?", "ask value count(bat within 3 of companion)"),
    ("count the arrows near me", "ask value count(arrow within 3 of player)"),
    ("how many arrows are close to the gorgon?", "ask value count(arrow within 3 of gorgon)"),
    ("how many bats are next to me?", "ask value count(bat within 1 of player)"),
    # nearby, around: near the companion, as "if there is a bat nearby" is
    ("how many arrows are nearby?", "ask value count(arrow within 3 of companion)"),
    ("how many bats are around you?", "ask value count(bat within 3 of companion)"),
    # the words of what is left before the part (it was every bat, the part dropped)
    ("how many bats remain in the top right?", "ask value count(bat north east of middle)"),
    (
        "how many bats are still around in the top right?",
        "ask value count(bat north east of middle)",
    ),
]


@pytest.mark.parametrize(("order", "gist"), REGIONS)
def test_a_count_over_a_part_of_the_map_is_read(order: str, gist: str) -> None:
    assert reading(order) == gist


# Near-misses: the whole map as before, or said back with the words not read (never the count
# of the whole map for a part: it was, for "in the top right" and "left of you").
AS_BEFORE = [
    ("how many arrows are left?", "ask count arrow"),
    ("how many bats are left", "ask count bat"),
    ("how many arrows are there?", "ask count arrow"),
    ("how many arrows are in the dungeon?", "ask count arrow"),
    (
        "how many bats are there, not counting the one in the top right?",
        "ask value count(bat besides nearest-from-top right bat)",
    ),
    ("how far is the bat?", "ask distance bat of companion"),
    ("how many bats are still around?", "ask count bat"),
    ("how many bats are left alive?", "ask count bat"),
    ("how many arrows are lying around?", "ask count arrow"),
    ("how many arrows are lying around, not those you have?", "ask count arrow"),
    ("how many bats, half of them?", "ask value (count(bat) / 2)"),
]


@pytest.mark.parametrize(("order", "gist"), AS_BEFORE)
def test_a_count_of_no_part_reads_as_before(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    ("order", "said_back"),
    [
        ("how many arrows are in the top right half?", "in the top right half"),
        ("how many bats are above row 5?", "above row 5"),
        ("how many bats are far from you?", "far from you"),
        ("how many bats are close?", "close"),
        ("how many bats are within 80 tiles of me?", "within 80 tiles of me"),
        ("how many bats are east of it?", "east of it"),
        ("how many bats are near us?", "near us"),
        ("how many arrows are near the arrows?", "near the arrows"),
        ("how many bats are in the top right area?", "in the top right area"),
        # no part of the map (they were every bat, or half the count)
        ("how many bats are between you and me?", "between you and me"),
        ("how many bats are in your half?", "in your half"),
        ("how many bats are in the same half as me?", "in the same half as me"),
        ("how many arrows are on my side?", "on my side"),
    ],
)
def test_a_part_not_read_whole_is_said_back(order: str, said_back: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.CANNOT and f'"{said_back}"' in steps[0].why, steps[0].why


@pytest.mark.parametrize(
    "order",
    [
        "how many bats are near the bat?",
        "how many arrows are at row 5, column 3?",
        "count the arrows in row 12",
    ],
)
def test_a_part_that_is_no_region_stays_refused(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.CANNOT


def test_the_sandbox_and_the_judge_count_the_same_part() -> None:
    world = world_of(ARROWS)  # arrows (2, 6), (4, 2), (6, 10); companion (2, 2), player (6, 2)
    calls = {
        "how many arrows are in the top left?": 'count("arrow", nil, "middle", "north west")',
        "how many arrows are in the left half?": 'count("arrow", nil, "middle", "west")',
        "how many arrows are in the bottom half?": 'count("arrow", nil, "middle", "south")',
        "how many arrows are within 5 tiles of me?": 'count("arrow", nil, player, 5)',
        "how many arrows are east of you?": 'count("arrow", nil, ai, "east")',
        # the arrow measured from is not counted: (4, 2) nearest the companion, (2, 6) 6 off
        "how many arrows are within 6 tiles of the arrow?": None,
    }
    expected = ["1", "2", "1", "1", "2", "1"]
    assert ask(world, *(c for c in calls.values() if c), 'count("arrow", nil, "arrow", 6)') == (
        expected
    )
    for (order, call), n in zip(calls.items(), expected, strict=True):
        if call is None:
            continue
        meaning = read(order)
        step = meaning.steps[0]
        assert isinstance(step, m.Ask) and isinstance(step.value, m.CountOf), order
        assert facts.value(world, step.value) == int(n), order
        code = compose(meaning, world).code
        assert f"local n = {call}" in code, code
        assert HOUSE.render(meaning) is None
    assert facts.value(world, m.CountOf("arrow", region=m.Region("arrow", tiles=6))) == 1


def test_a_count_from_a_thing_that_is_nowhere_says_so() -> None:
    world = world_of(ARROWS)  # no gorgon
    assert ask(world, 'count("arrow", nil, "gorgon", "east")') == ["nil"]
    with pytest.raises(facts.Unknowable):
        facts.value(world, m.CountOf("arrow", region=m.Region("gorgon", way="east")))


# -- which one is the how-manieth nearest or farthest (agent/reading/ranked_which.py) -----------

WHICH_BY_RANK = [
    ("which bat is the second nearest?", "ask where nearest2-from-companion bat"),
    ("Which bat is the second nearest", "ask where nearest2-from-companion bat"),
    ("which bat is the 2nd nearest?", "ask where nearest2-from-companion bat"),
    ("which arrow is the third closest to me?", "ask where nearest3-from-player arrow"),
    ("which is the second nearest bat?", "ask where nearest2-from-companion bat"),
    ("what's the second closest bat to me?", "ask where nearest2-from-player bat"),
    ("which bat is second closest to the sword?", "ask where nearest2-from-sword bat"),
    ("which arrow is the second farthest from you?", "ask where farthest2-from-companion arrow"),
    ("which monster is the third furthest from me?", "ask where farthest3-from-player monster"),
    ("which bat is the next nearest?", "ask where nearest2-from-companion bat"),
    ("which bat is the second nearest one right now?", "ask where nearest2-from-companion bat"),
    # as it was asked before: where it is
    ("where is the second nearest bat?", "ask where nearest2-from-companion bat"),
    # no rank: a question of which, as before
    ("which bat is nearest?", "ask which bat of companion nearest"),
    ("which arrow is the farthest from you?", "ask which arrow of companion farthest"),
]


@pytest.mark.parametrize(("order", "gist"), WHICH_BY_RANK)
def test_which_one_by_rank_is_asked_as_where_it_is(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    [
        "which bat is the second nearest to the bat?",  # which bat is it counted from?
        "which bats are the second nearest?",
        "which is the second nearest?",  # of what?
        "which bat is the second nearest to us?",
        "which bat is the second nearest to the bats?",
    ],
)
def test_which_by_rank_not_read_whole_stays_refused(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps


def test_the_sandbox_and_the_judge_name_the_same_one_by_rank() -> None:
    world = world_of(ARROWS)  # arrows (2, 6), (4, 2), (6, 10); companion (2, 2), player (6, 2)
    meaning = read("which arrow is the second nearest?")
    step = meaning.steps[0]
    assert isinstance(step, m.Ask)
    found = facts.find(world, step.things[0])
    assert found is not None and found.position == (2, 6)
    assert ask(world, 'nearest("arrow", nil, 2).position[2]') == ["6"]
    code = compose(meaning, world).code
    assert 'nearest("arrow", ai, 2)' in code and "The second nearest arrow: row " in code, code


# -- several picked by a side, in order (agent/reading/several_by_side.py) -----------------------

SEVERAL_BY_SIDE = [
    ("get the two leftmost arrows", "repeat 2x 0t: fetch nearest-from-left side arrow"),
    ("please pick up the two leftmost arrows", "repeat 2x 0t: fetch nearest-from-left side arrow"),
    ("kill the two leftmost bats", "repeat 2x 0t: attack nearest-from-left side bat"),
    ("bring me the 2 lowest arrows", "repeat 2x 0t: bring nearest-from-bottom side arrow"),
    ("kill the three westernmost bats", "repeat 3x 0t: attack nearest-from-left side bat"),
    ("kill the two leftmost monsters", "repeat 2x 0t: attack nearest-from-left side monster"),
    (
        "get the two leftmost arrows and come back",
        "repeat 2x 0t: fetch nearest-from-left side arrow; come_back",
    ),
    # as "get the leftmost arrow twice" reads
    ("get the leftmost arrow twice", "repeat 2x 0t: fetch nearest-from-left side arrow"),
    # near-misses read as before
    ("get the leftmost arrow", "fetch nearest-from-left side arrow"),
    ("get two arrows", "fetch 2 arrow"),
    ("get the two nearest arrows", "fetch 2 arrow"),
]


@pytest.mark.parametrize(("order", "gist"), SEVERAL_BY_SIDE)
def test_several_by_a_side_are_the_errand_on_the_one_nearest_it_done_again(
    order: str, gist: str
) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    [
        "get the two leftmost arrows and give them to me",  # "them": several, not read
        "get the two leftmost arrows and then kill the bat",
        "come back and get the two leftmost arrows",
        "go to the two leftmost arrows",  # nothing taken: the same one twice
        "get the twenty leftmost arrows",
        "where are the two leftmost arrows?",
        "get the leftmost two arrows",
        "get the two of them",
        "get the second arrow you pick up",
    ],
)
def test_several_by_a_side_not_read_whole_stay_refused(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps


def test_the_two_leftmost_are_fetched_one_after_the_other_and_the_judge_passes_it() -> None:
    from tests.sandbox.helpers import default_world
    from tests.unit.judge import judge

    world = default_world()
    meaning = read("get the two leftmost arrows")
    code = compose(meaning, world).code
    assert 'times(2, function()\n    return fetch(nearest("arrow", "left side"))' in code, code
    assert judge(dry_run_ticks=400).validate(code, world, meaning=meaning).ok


# -- a rank or side pick inside a condition (agent/reading/picked_conditions.py) -----------------

PICKED_CONDITIONS = [
    (
        "if the second closest arrow is within 10 tiles, get it",
        "if near(nearest2-from-companion arrow, 10, companion): "
        "fetch nearest2-from-companion arrow | ",
    ),
    (
        "if the leftmost bat is near you, kill it",
        "if near(nearest-from-left side bat, 3, companion): attack nearest-from-left side bat | ",
    ),
    (
        "if the third nearest bat is within 5 tiles of me, kill it",
        "if near(nearest3-from-companion bat, 5, player): attack nearest3-from-companion bat | ",
    ),
    (
        "if the lowest arrow is next to me, get it",
        "if near(nearest-from-bottom side arrow, 1, player): "
        "fetch nearest-from-bottom side arrow | ",
    ),
    (
        "if the second closest arrow to me is within 10 tiles, bring it to me",
        "if near(nearest2-from-player arrow, 10, companion): bring nearest2-from-player arrow | ",
    ),
    (
        "if the leftmost arrow is within 10 tiles, get it, otherwise get the sword",
        "if near(nearest-from-left side arrow, 10, companion): "
        "fetch nearest-from-left side arrow | fetch sword",
    ),
    (
        "if the second nearest bat is within 5 tiles, kill it and come back",
        "if near(nearest2-from-companion bat, 5, companion): "
        "attack nearest2-from-companion bat; come_back | ",
    ),
    (
        "if the leftmost arrow is within 10 tiles, get the sword",
        "if near(nearest-from-left side arrow, 10, companion): fetch sword | ",
    ),
    # without a pick, as before
    ("if the bow is within 10 tiles, get it", "if near(bow, 10, companion): fetch bow | "),
    (
        "if the nearest arrow is within 10 tiles, get it",
        "if near(arrow, 10, companion): fetch arrow | ",
    ),
]


@pytest.mark.parametrize(("order", "gist"), PICKED_CONDITIONS)
def test_a_picked_thing_near_someone_is_a_condition_on_that_one(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize(
    "order",
    [
        # another of its kind after it: never the nearest for the second nearest
        "if the second closest arrow is within 10 tiles, get the nearest arrow",
        "if the leftmost bat is alive, kill it",  # alive: a condition on no one bat
        "if the second closest arrow is farther than the sword, get it",
        "if the leftmost bats are near you, kill them",
    ],
)
def test_a_picked_thing_in_a_condition_not_kept_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps


def test_the_sandbox_and_the_judge_decide_on_the_same_picked_thing() -> None:
    from tests.sandbox.helpers import default_world

    world = default_world()  # arrows (10, 2), (16, 8), (22, 5); the companion at (2, 3)
    for tiles, holds in ((20, True), (10, False)):  # the second nearest, (16, 8): 19 tiles off
        meaning = read(f"if the second closest arrow is within {tiles} tiles, get it")
        step = meaning.steps[0]
        assert isinstance(step, m.Choice)
        assert facts.holds(world, step.cond) is holds
        code = compose(meaning, world).code
        assert f'near(nearest("arrow", ai, 2), {tiles})' in code, code
        assert 'return fetch(nearest("arrow", ai, 2))' in code, code
    world = world_of(ARROWS)  # three arrows: no fourth, never near
    assert ask(world, 'near(nearest("arrow", ai, 4), 10)') == ["false"]


# Whether there is one in a part: one side of one of us, or a half of the map said so.
WHETHER = [
    ("are there bats east of you?", "ask check count(bat east of companion) > 0"),
    ("is there a bat above me?", "ask check count(bat north of player) > 0"),
    ("are there arrows left of me?", "ask check count(arrow west of player) > 0"),
    ("are there any arrows to the left of you?", "ask check count(arrow west of companion) > 0"),
    ("are there any arrows in the left half?", "ask check count(arrow west of middle) > 0"),
    (
        "are there any monsters in the bottom half of the map?",
        "ask check count(monster south of middle) > 0",
    ),
    # a quarter is counted too (it was the one lying nearest the corner: no answer when none
    # lies in that quarter); near one of us is a condition
    ("is there a bat in the top right?", "ask check count(bat north east of middle) > 0"),
    ("is there an arrow near you?", "ask check near(arrow, 3, companion)"),
    ("are there any bats left?", "ask check count(bat) > 0"),
]


@pytest.mark.parametrize(("order", "gist"), WHETHER)
def test_whether_there_is_one_in_a_part_is_its_count_over_none(order: str, gist: str) -> None:
    assert reading(order) == gist


def test_whether_there_is_one_on_a_side_of_a_thing_is_its_count_there() -> None:
    # it was how many bats there are, then said back; the bow nowhere is said so when composed
    assert reading("is there a bat above the bow?") == "ask check count(bat north of bow) > 0"


def test_the_answer_of_whether_says_the_part_either_way() -> None:
    world = world_of(ARROWS)  # arrows (2, 6), (4, 2), (6, 10); the player at (6, 2)
    meaning = read("is there an arrow above me?")
    step = meaning.steps[0]
    assert isinstance(step, m.Ask) and step.check is not None
    assert facts.holds(world, step.check)
    code = compose(meaning, world).code
    assert 'count("arrow", nil, player, "north")' in code, code
    assert "Yes: there are " in code and "No: there are no arrows north" in code
