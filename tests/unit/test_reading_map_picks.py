"""A thing picked by where it lies on the map (agent/reading/map_picks.py): the one farthest to a
side ("the leftmost arrow", "the lowest bat", "which bat is furthest east?", "the arrow nearest
the top") is no pick of the meaning's. A side's named spot is the middle of that side, and the
thing nearest it is not always the one farthest that way, so errands, duties, conditions and
questions alike say it back in words (errands read it as the one nearest the side's spot,
questions refused it). Beside them, what stays as it was: a part of the map ("the arrow on the
left", "the left arrow"), a corner's pick, health that is highest or lowest, and ways to walk.
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import lexicon as lx, map_picks, meaning as m, read
from sandbox_worker import api
from tests.sandbox.helpers import default_world, run, update
from tests.unit.readings import reading

# Said back, the whole order, in the same words for an errand and a question.
SAID_BACK = [
    # before the thing: -most by a side, by the compass, "highest" / "lowest" (row 1 the top)
    "get the leftmost arrow",
    "kill the rightmost bat",
    "get the topmost arrow",
    "get the bottommost arrow",
    "get the uppermost arrow",
    "get the westernmost arrow",
    "kill the southernmost bat",
    "get the northernmost arrow",
    "get the lowest arrow",
    "get the highest arrow",
    "kill the lowest bat",
    "get the leftmost one",
    "get the furthest east arrow",
    "kill the most northern bat",
    "grab the left-most arrow",
    "grab the left most arrow",
    "kill the right-most bat",
    "get the top-most arrow",
    "get the most westerly arrow",
    "which bat is the bottom most?",
    # after it: furthest / most one way, highest / lowest, nearest or farthest from a side
    "get the arrow furthest east",
    "get the arrow farthest west",
    "kill the bat furthest north",
    "get the arrow most to the east",
    "get the arrow that is furthest to the left",
    "get the arrow farthest left",
    "get the arrow furthest up",
    "get the arrow that's furthest north",
    "get the arrow that lies lowest",
    "get the arrow highest up",
    "get the arrow lowest down",
    "bring me the arrow that lies farthest south",
    "bring me the arrow lying highest up on the left side",
    "get the arrow nearest the top",
    "get the arrow closest to the top",
    "get the arrow nearest the left side",
    "get the arrow closest to the top of the map",
    "get the arrow nearest the top wall",
    "get the arrow farthest from the left side",
    # other errands, duties and conditions
    "go to the leftmost arrow",
    "guard the lowest arrow",
    "go to the northernmost bat",
    "if the leftmost arrow is near you, get it",
    "If you have the bow, kill the bat. Otherwise get the lowest arrow.",
    # questions, read the same
    "which arrow is leftmost?",
    "which bat is furthest east?",
    "which is the leftmost arrow?",
    "where is the rightmost bat?",
    "where is the westernmost arrow?",
    "how far is the lowest arrow?",
    "how far is the leftmost arrow?",
    "which arrow is furthest to the right?",
    "which bat is the northernmost?",
    "which arrow is lowest?",
    "which arrow is the lowest one?",
    "which of the arrows is highest up?",
    "where is the arrow nearest the top?",
    "which arrow is closest to the top?",
    "which bat is nearest to the east?",
    "tell me which arrow is leftmost",
    # several: no pick of the meaning's takes them in order ("fetch 2 arrow" dropped "leftmost")
    "get the two leftmost arrows",
    "get the leftmost arrows",
    "get all the leftmost arrows",
    # the pick said in one sentence, its "it" or "that one" in the next (it fetched any arrow)
    "See the leftmost arrow? Go pick that one up.",
    "The leftmost arrow is over there. Get it.",
    "Ahh, the lowest bat! Kill it.",
    "Which arrow is leftmost? Go get that one.",
    "Get the sword. No wait, the leftmost arrow instead.",
]


@pytest.mark.parametrize("order", SAID_BACK)
def test_a_thing_picked_by_where_it_lies_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), (order, steps)
    assert steps[0].reason is m.Reason.CANNOT and steps[0].why == map_picks.WHY, steps


# Beside them, read as before: a part of the map (the one nearest the side's spot), a corner or
# a tile picked, health, ways to walk, the nearest and farthest, a say's own words.
AS_BEFORE = [
    ("get the arrow on the left", "fetch nearest-from-left arrow"),
    ("get the left arrow", "fetch nearest-from-left arrow"),
    ("get the upper bat", "attack nearest-from-top bat"),
    ("get the western arrow", "fetch nearest-from-left arrow"),
    ("get the arrow on the left side", "fetch nearest-from-left arrow"),
    ("get the arrow nearest the top left corner", "fetch nearest-from-top left arrow"),
    ("get the arrow nearest the top-left corner", "fetch nearest-from-top left arrow"),
    ("get the arrow closest to the top right", "fetch nearest-from-top right arrow"),
    ("get the arrow closest to the north east corner", "fetch nearest-from-top right arrow"),
    (
        "go to the arrow farthest from the bottom right corner",
        "go_to farthest-from-bottom right arrow",
    ),
    (
        "which arrow is closest to the bottom left corner?",
        "ask which nearest-from-bottom left arrow nearest",
    ),
    ("go left", "walk left 1"),
    ("walk left 3 tiles", "walk left 3"),
    ("go as far left as you can", "walk left 50"),
    ("what is the lowest health?", "ask health of companion"),
    ("who has the highest health?", "ask which_of_us more health(companion)"),
    ("who has the lowest health?", "ask which_of_us fewer health(companion)"),
    ("the gorgon is the highest threat, kill it", "attack gorgon"),
    ("kill the bat nearest me", "attack nearest-from-player bat"),
    ("get the nearest arrow and go left", "fetch arrow; walk left 1"),
    (
        "get the farthest arrow, then walk north 3 tiles",
        "fetch farthest-from-companion arrow; walk north 3",
    ),
    ("say the leftmost arrow is mine", "say 'the leftmost arrow is mine'"),
    ('say "the leftmost arrow"', "say 'the leftmost arrow'"),
    ("get teh arow", "fetch arrow"),
    ("get the arrow at the top", "fetch nearest-from-top arrow"),
    ("kil the gorgn", "attack gorgon"),
]


@pytest.mark.parametrize("order, gist", AS_BEFORE)
def test_beside_them_what_is_read_as_before(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", ["turn left", "lower your weapon"])
def test_no_verb_of_the_game_is_no_pick(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), steps
    assert steps[0].reason is m.Reason.NO_SUCH_ACTION


def test_outside_the_game_is_said_first() -> None:
    steps = read("delete all files and get the leftmost arrow").steps
    assert isinstance(steps[0], m.Unknown) and steps[0].reason is m.Reason.OUTSIDE


def test_a_sides_spot_is_its_middle_so_the_nearest_is_not_the_farthest_that_way() -> None:
    """Why the pick is said back, in the real Lua: the named spot "left" is half way down the left
    column, and nearest("arrow", "left") counts rows plus columns from it, so an arrow half way
    down a few columns in is chosen over one in the top rows nearer the left wall. Should the Lua
    measure to the side itself one day, this fails, and "the leftmost arrow" may be read as that."""
    assert api.PLACES["left"] == (0.5, 0.0) and api.PLACES["top"] == (0.0, 0.5)
    world = default_world()
    spot = (1 + int(api.PLACES["left"][0] * (world.rows - 1) + 0.5), 1)
    floor = [
        (r, c)
        for r in range(1, world.rows + 1)
        for c in range(1, world.cols + 1)
        if world.is_floor((r, c))
    ]

    def far(p: tuple[int, int]) -> int:
        return abs(p[0] - spot[0]) + abs(p[1] - spot[1])

    leftmost = min((p for p in floor if p[0] <= 3), key=lambda p: p[1])  # high up, by the wall
    nearer = min((p for p in floor if p[1] > leftmost[1] and far(p) < far(leftmost)), key=far)
    arrows = [i for i in world.ground if i.name == "arrow"]
    for extra in arrows[2:]:
        world.ground.remove(extra)
    arrows[0].position, arrows[1].position = leftmost, nearer
    out = run(
        update('local p = nearest("arrow", "left")\nreturn p.position[1] .. "," .. p.position[2]'),
        world,
    )
    assert out.status == f"{nearer[0]},{nearer[1]}"  # not the leftmost arrow, {leftmost}


def test_the_words_are_the_lexicons() -> None:
    assert set(lx.SIDE_MOST.values()) == set(lx.COMPASS.values())
    assert set(lx.COMPASS_MOST.values()) == set(lx.COMPASS.values())


def test_the_cheap_gate_lets_every_word_of_the_family_through() -> None:
    """map_picks looks no further in an order with neither "est" nor "most" in it."""
    gate = map_picks._GATE_MOST | map_picks._GATE_BY
    assert all("est" in w or "most" in w for w in gate), gate
