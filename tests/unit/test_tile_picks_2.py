"""A thing picked by the tile it lies on (agent/reading/tile_picks.py): an item at, on or in a
tile ("pick up the arrow at row 16, column 8") is the one lying there (``meaning.ON``), never
the nearest of its kind to that tile; where none lies there it is said in words, when the
order is composed ("I see no arrow at row 3, column 3") and by the companion when it is gone
by the time the errand starts ("There is no such item to pick up"). One said near a tile, and
a monster, which wanders, is still the nearest to it. Each row an order and its reading in
the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose import compose
from agent.reading import read
from game.maps import load_map
from game.rules import step
from tests.sandbox.helpers import STILL, new_runtime, play, tick
from tests.unit.judge import judge
from tests.unit.readings import reading

ON_THE_TILE = [
    ("pick up the arrow at row 16, column 8", "fetch on-from-16,8 arrow"),
    ("get the arrow at (16, 8)", "fetch on-from-16,8 arrow"),
    ("bring me the arrow on tile 16, 8", "bring on-from-16,8 arrow"),
    ("guard the arrow at row 10, column 2", "guard on-from-10,2 arrow"),
    (
        "stand 2 tiles above the arrow at row 16, column 8",
        "go_to -2,+0-of-on-from-16,8 arrow; stay",
    ),
    (
        "get an arrow, not the one at row 10, column 2",
        "fetch nearest-from-companion arrow besides on-from-10,2 arrow",
    ),
]

# Near-misses: picked near the tile, or a monster (which wanders): the nearest to it.
NEAR_THE_TILE = [
    ("get the arrow nearest to row 16, column 8", "fetch nearest-from-16,8 arrow"),
    ("get the arrow farthest from row 5, column 5", "fetch farthest-from-5,5 arrow"),
    ("kill the bat at row 12, column 18", "attack nearest-from-12,18 bat"),
    ("get teh arow", "fetch arrow"),
]


@pytest.mark.parametrize(("order", "expected"), ON_THE_TILE + NEAR_THE_TILE)
def test_a_tile_picks_the_one_lying_there(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    "order",
    [
        "pick up the arrow at row 3, column 3",
        "get an arrow, not the one at row 3, column 3",
        "how many arrows are there, not counting the one at row 3, column 3?",
    ],
)
def test_none_lying_there_is_said_when_composed(order: str) -> None:
    got = compose(read(order), load_map())
    assert got.problem == "I see no arrow at row 3, column 3", got.code


def test_the_companion_fetches_that_one_or_says_none_lies_there() -> None:
    order = "pick up the arrow at row 10, column 2"
    world = load_map()
    code = compose(read(order), world).code
    assert judge().validate(code, load_map(), meaning=read(order)).ok
    arrow = next(i for i in world.ground if i.position == (10, 2))
    arrow.position = (10, 3)  # taken off its tile after the order was composed
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    said = [out.status for out in play(rt, world, 30)]
    assert said[0] == "There is no such item to pick up", said
    assert not world.companion.items and arrow.position == (10, 3)


# An item on a tile counted from one of us or another thing (``meaning.Thing.on``): the one
# lying there when the step starts, none when none does ("I see no arrow on the tile 3 west of
# the sword"); a line ("straight below me"), a corner, a way with no count nor "just", several,
# and a monster (which wanders) stay refused.
ON_A_COUNTED_TILE = [
    ("pick up the arrow 8 tiles straight down from me", "fetch on-+8,+0-of-player arrow"),
    ("get the arrow right above you", "fetch on--1,+0-of-companion arrow"),
    ("get the arrow 3 tiles left of the sword", "fetch on-+0,-3-of-sword arrow"),
    ("grab the arrow that's 2 squares below the bow", "fetch on-+2,+0-of-bow arrow"),
    ("get the arrow just left of the bow", "fetch on-+0,-1-of-bow arrow"),
    (
        "stand 2 tiles above the arrow 8 tiles below me",
        "go_to -2,+0-of-on-+8,+0-of-player arrow; stay",
    ),
]
STILL_REFUSED = [
    "kill the bat just below the bow",
    "get the arrows 3 tiles left of the sword",
    "get the arrow 3 tiles left of the bats",
    "grab the arrow that's three tiles right of the bottom left corner",
    "the arrow is next to the bow. get it",
    "the arrow is straight down from me. get the bow",
]


# In a line counted from one of us or a thing ("straight below me", "directly left of the
# bow"): the nearest of its kind there (NEAREST with ``on`` the line's first step); and a remark
# that places an item so, then "it" ("the arrow is RIGHT THERE, straight down from me. get it").
IN_A_LINE = [
    ("get the arrow straight below me", "fetch nearest-+1,+0-of-player arrow"),
    ("get the arrow directly left of the bow", "fetch nearest-+0,-1-of-bow arrow"),
    (
        "go halfway between me and the arrow straight below me",
        "go_to halfway-player-and-nearest-+1,+0-of-player arrow",
    ),
    (
        "are you kidding me. the arrow is RIGHT THERE, straight down from me. get it",
        "fetch nearest-+1,+0-of-player arrow",
    ),
    ("the arrow is 3 tiles left of the sword. get it", "fetch on-+0,-3-of-sword arrow"),
    ("the arrow is right above you. get it", "fetch on--1,+0-of-companion arrow"),
    ("there's an arrow 8 tiles straight down from me. get it", "fetch on-+8,+0-of-player arrow"),
]


@pytest.mark.parametrize(("order", "expected"), ON_A_COUNTED_TILE + IN_A_LINE)
def test_an_item_on_a_counted_tile_is_the_one_lying_there(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", STILL_REFUSED)
def test_a_pick_no_meaning_holds_stays_refused(order: str) -> None:
    assert "unknown[" in reading(order)


@pytest.mark.parametrize(
    ("order", "tile"),
    [
        ("pick up the arrow 8 tiles straight down from me", (10, 2)),
        ("stand 2 tiles above the arrow 8 tiles below me", (8, 2)),
        ("get the arrow straight below me", (10, 2)),
        ("go halfway between me and the arrow straight below me", (6, 2)),
    ],
)
def test_the_companion_goes_by_the_one_lying_there(order: str, tile: tuple[int, int]) -> None:
    world = load_map()
    code = compose(read(order), world).code
    assert judge().validate(code, load_map(), meaning=read(order)).ok
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    play(rt, world, 40)
    assert world.companion.position == tile


@pytest.mark.parametrize(
    ("order", "problem"),
    [
        (
            "get the arrow 3 tiles left of the sword",
            "I see no arrow on the tile 3 west of the sword",
        ),
        ("get the arrow straight above me", "I see no arrow straight north of you"),
    ],
)
def test_none_on_the_counted_tile_or_line_is_said(order: str, problem: str) -> None:
    assert compose(read(order), load_map()).problem == problem


# The player's own tile as the order is given (``Offset(PLAYER, given=True)``): kept from the
# first tick, gone onto once the player steps off it ("go to the spot I'm standing on right now
# and wait there"); "come to where I'm standing" is still coming to the player, and "where I am"
# alone is said back.
STANDING = [
    (
        "go to the spot I'm standing on right now and wait there",
        "go_to +0,+0-of-player-as-ordered; stay",
    ),
    ("go to where I am standing", "go_to +0,+0-of-player-as-ordered"),
    ("go to the tile I'm on", "go_to +0,+0-of-player-as-ordered"),
    ("guard the spot I'm standing on", "guard +0,+0-of-player-as-ordered"),
    ("wait on the tile I'm on", "go_to +0,+0-of-player-as-ordered; stay"),
    ("come to where I'm standing", "come_back"),
]


@pytest.mark.parametrize(("order", "expected"), STANDING)
def test_the_players_own_spot_is_the_tile_as_ordered(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_where_i_am_alone_stays_refused() -> None:
    assert "unknown[" in reading("go to where I am now")


def test_it_goes_onto_the_players_spot_once_they_step_off() -> None:
    order = "go to the spot I'm standing on right now and wait there"
    world = load_map()
    code = compose(read(order), world).code
    assert judge().validate(code, load_map(), meaning=read(order)).ok
    rt = new_runtime(world)
    assert rt.load(code, "composed").error is None
    moves = "ssssssddddd"
    for i in range(20):
        out = tick(rt, world)
        step(
            world,
            companion_actions=out.actions,
            player_move=(moves + " " * 20)[i].strip() or None,
            rules=STILL,
        )
    assert world.companion.position == (2, 2) and world.player.position == (8, 7)
