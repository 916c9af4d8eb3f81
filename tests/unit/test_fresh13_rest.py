"""The thirteenth fresh set's comparisons left after its first mends: a going to the nearest
item of any kind ("go stand by whatever item is closest to you, but don't pick it up"); the
corner nearest one of us ("go to whichever corner is nearest to you"); which of two is nearer,
one picked by where it lies ("which is closer to you, the bat in the middle or the gorgon?"); a
patrol between the two items nearest one of us ("patrol between the two items closest to you")."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import meaning as m, read
from game.maps import load_map
from tests.sandbox.helpers import new_runtime, play
from tests.unit.gist import gist


def lua(order: str) -> str:
    got = compose(read(order), load_map("default"))
    assert got.complete, got.problem
    return got.code


@pytest.mark.parametrize(
    ("order", "call"),
    [
        (
            "go stand by whatever item is closest to you, but don't pick it up",
            'go_to(nearest("item"))',
        ),
        ("go stand by the nearest item", 'go_to(nearest("item"))'),
        ("go to the farthest item", 'go_to(farthest("item"))'),
        # an item named keeps its name: the nearest bow when the step begins
        ("go to the bow", 'go_to("bow")'),
        ("go stand by the bow", 'go_to("bow")'),
        # a monster is one monster
        ("find the gorgon", 'go_to(nearest("gorgon"))'),
    ],
)
def test_a_going_to_an_item_of_any_kind_is_to_one_item(order, call):
    assert f"return {call}" in lua(order) or f"{{go_to, {call[6:-1]}}}" in lua(order)


def test_going_to_the_nearest_item_stands_next_to_it_and_picks_nothing_up():
    world = load_map("default")
    rt = new_runtime(world)
    loaded = rt.load(lua("go stand by the nearest item"), "composed")
    assert loaded.error is None, loaded.error
    outcomes = play(rt, world, 40)
    assert all(o.error is None for o in outcomes)
    assert "Done" in [o.status for o in outcomes]
    # from [2, 3] the arrow at [10, 2] is the nearest item as the crow flies (9; the bow 11)
    ai = world.companion.position
    assert abs(ai[0] - 10) + abs(ai[1] - 2) == 1, ai
    assert not world.companion.items and len(world.ground) == 5


def _corner(who: str, sign: str) -> str:
    d = [f"distance({who}, {c})" for c in ("top left", "top right", "bottom left", "bottom right")]
    return (
        f"if {d[0]} {sign} {d[1]} and {d[0]} {sign} {d[2]} and {d[0]} {sign} {d[3]}: go_to top left"
        f" | if {d[1]} {sign} {d[2]} and {d[1]} {sign} {d[3]}: go_to top right"
        f" | if {d[2]} {sign} {d[3]}: go_to bottom left | go_to bottom right"
    )


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        ("go to whichever corner is nearest to you", _corner("companion", "<=")),
        ("go to the corner closest to yourself", _corner("companion", "<=")),
        ("go to the corner nearest me", _corner("player", "<=")),
        ("go to the corner that's farthest from me", _corner("player", ">=")),
        ("head over to the corner furthest from the player", _corner("player", ">=")),
        # a thing, as before
        ("go to the corner farthest from the gorgon", _corner("gorgon", ">=")),
    ],
)
def test_the_corner_nearest_one_of_us_is_decided_among_the_four(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(
    "order",
    [
        # "us" may be two apart: said back
        "go to the corner nearest us",
        # a thing picked, as before
        "go to the corner nearest the farthest arrow",
        # no corner picked by anything
        "go to the nearest corner",
    ],
)
def test_a_corner_by_two_of_us_or_a_pick_is_still_said_back(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


def test_the_distance_to_one_of_us_from_a_corner_is_from_that_corner():
    code = lua("go to whichever corner is nearest to you")
    assert 'how_far(ai, "top left") <= how_far(ai, "top right")' in code
    assert "how_far(player)" not in code
    assert 'how_far(player, "bottom left")' in lua("go to the corner farthest from me")


def test_going_to_the_corner_nearest_the_companion_goes_there():
    world = load_map("default")
    world.companion.position = (18, 3)  # the bottom left, [22, 2], is 5 away; the top left 31
    rt = new_runtime(world)
    loaded = rt.load(lua("go to whichever corner is nearest to you"), "composed")
    assert loaded.error is None, loaded.error
    outcomes = play(rt, world, 20)
    assert all(o.error is None for o in outcomes)
    assert world.companion.position == (22, 2)


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        (
            "which is closer to you, the bat in the middle or the gorgon?",
            "ask which nearest-from-middle bat,gorgon of companion nearest",
        ),
        (
            "which is closer to me, the bat in the middle or the gorgon?",
            "ask which nearest-from-middle bat,gorgon of player nearest",
        ),
        (
            "which is farther from you, the bat in the top right or the bow?",
            "ask which nearest-from-top right bat,bow of companion farthest",
        ),
        (
            "which is nearer to you, the arrow at row 10, column 2, or the sword?",
            "ask which on-from-10,2 arrow,sword of companion nearest",
        ),
    ],
)
def test_which_of_two_one_picked_by_where_it_lies(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(
    "order",
    [
        # measured from a third thing, a rank, a thing picked by a thing, two of a kind
        "which is closer to the sword, the bat in the middle or the gorgon?",
        "which is closer to you, the farthest arrow or the bow?",
        "which is nearer, the arrow next to the sword or the bow?",
        "What lies nearer to the bow: the arrow at row 10, column 2, or the sword?",
    ],
)
def test_which_of_two_picked_otherwise_is_still_said_back(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


def test_which_of_two_measures_the_one_picked():
    code = lua("which is closer to you, the bat in the middle or the gorgon?")
    assert 'how_far(nearest("bat", "middle")), how_far("gorgon")' in code
    world = load_map("default")
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    (said, _) = play(rt, world, 2)
    # from [2, 3]: the bat at [12, 18] 25, the gorgon at [18, 19] 32 (the top right bat is 20:
    # the bat nearest the companion, which is not the one asked of)
    assert said.status == "The bat is nearer: the bat is 25 tiles away, the gorgon 32"
    far = lua("which is farther from you, the bat in the top right or the bow?")
    assert 'a ~= b and (a > b and "bat" or "bow") or nil' in far


@pytest.mark.parametrize(
    ("order", "meaning"),
    [
        (
            "patrol between the two items closest to you",
            "patrol nearest-from-companion item to nearest2-from-companion item",
        ),
        (
            "walk between the two closest items",
            "patrol nearest-from-companion item to nearest2-from-companion item",
        ),
        (
            "patrol between the two nearest arrows",
            "patrol nearest-from-companion arrow to nearest2-from-companion arrow",
        ),
        (
            "patrol between the two arrows farthest from me",
            "patrol farthest-from-player arrow to farthest2-from-player arrow",
        ),
        # two named posts, as before
        ("patrol between the bow and the sword", "patrol bow to sword"),
    ],
)
def test_a_patrol_between_the_two_nearest_items(order, meaning):
    assert gist(order) == meaning


@pytest.mark.parametrize(
    "order",
    [
        # "weapons" are never an arrow, "things" may be a monster, no rank: said back
        "patrol between the two weapons closest to you",
        "patrol between the two things nearest you",
        "patrol between the two arrows",
    ],
)
def test_a_patrol_between_two_of_no_item_kind_is_said_back(order):
    assert any(isinstance(s, m.Unknown) for s in read(order).steps)


def test_the_patrol_between_the_two_nearest_items_walks_between_them():
    code = lua("patrol between the two items closest to you")
    assert 'patrol(nearest("item"), nearest("item", ai, 2))' in code
    world = load_map("default")
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    outcomes = play(rt, world, 60)
    said = [o.status for o in outcomes]
    assert all(o.error is None for o in outcomes)
    # from [2, 3]: the arrow at [10, 2] (9) and the bow (11), both ends fixed at the start
    assert said[0] == "Patrolling: on my way to the arrow (1st round)"
    assert "Patrolling: on my way to the bow (1st round)" in said
    assert "Patrolling: on my way to the arrow (2nd round)" in said
    assert not world.companion.items
