"""A thing picked by where it lies on the map (agent/reading/map_picks.py): the one farthest to a
side ("the leftmost arrow", "the lowest bat", "which bat is furthest east?", "the arrow nearest
the top") is the one nearest a side of the map (``sandbox_worker.api.SIDES``: "left side", ...),
whose distance is the columns (left, right) or rows (top, bottom) between alone; a part of the
map ("the arrow on the left", "the left arrow", "the upper bat") is that pick too. Several in
order (but "get the two leftmost arrows": tests/unit/test_reading_picks13.py) and what is read
otherwise stay said back in words. The
measure is shown in the real Lua and in facts.py on the default map: the side's pick is the
leftmost, where the side's middle spot ("left") picks another. Each row an order and its reading
in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.compose.composition import compose
from agent.compose.lua import lua_origin
from agent.reading import facts, lexicon as lx, map_picks, meaning as m, read
from game.world import World
from sandbox_worker import api
from tests.sandbox.helpers import default_world, new_runtime, play, run, update
from tests.unit.readings import reading

# Read as the one nearest a side, in errands, duties, questions alike.
READ = [
    # before the thing: -most by a side, by the compass, "highest" / "lowest" (row 1 the top)
    ("get the leftmost arrow", "fetch nearest-from-left side arrow"),
    ("kill the rightmost bat", "attack nearest-from-right side bat"),
    ("get the topmost arrow", "fetch nearest-from-top side arrow"),
    ("get the bottommost arrow", "fetch nearest-from-bottom side arrow"),
    ("get the uppermost arrow", "fetch nearest-from-top side arrow"),
    ("get the westernmost arrow", "fetch nearest-from-left side arrow"),
    ("kill the southernmost bat", "attack nearest-from-bottom side bat"),
    ("get the northernmost arrow", "fetch nearest-from-top side arrow"),
    ("get the lowest arrow", "fetch nearest-from-bottom side arrow"),
    ("get the highest arrow", "fetch nearest-from-top side arrow"),
    ("kill the lowest bat", "attack nearest-from-bottom side bat"),
    ("get the furthest east arrow", "fetch nearest-from-right side arrow"),
    ("kill the most northern bat", "attack nearest-from-top side bat"),
    ("grab the left-most arrow", "fetch nearest-from-left side arrow"),
    ("grab the left most arrow", "fetch nearest-from-left side arrow"),
    ("kill the right-most bat", "attack nearest-from-right side bat"),
    ("get the top-most arrow", "fetch nearest-from-top side arrow"),
    ("get the most westerly arrow", "fetch nearest-from-left side arrow"),
    # after it: furthest / most one way, highest / lowest, nearest or farthest from a side
    ("get the arrow furthest east", "fetch nearest-from-right side arrow"),
    ("get the arrow farthest west", "fetch nearest-from-left side arrow"),
    ("kill the bat furthest north", "attack nearest-from-top side bat"),
    ("get the arrow most to the east", "fetch nearest-from-right side arrow"),
    ("get the arrow that is furthest to the left", "fetch nearest-from-left side arrow"),
    ("get the arrow farthest left", "fetch nearest-from-left side arrow"),
    ("get the arrow furthest up", "fetch nearest-from-top side arrow"),
    ("get the arrow highest up", "fetch nearest-from-top side arrow"),
    ("get the arrow nearest the top", "fetch nearest-from-top side arrow"),
    ("get the arrow closest to the top", "fetch nearest-from-top side arrow"),
    ("get the arrow nearest the left side", "fetch nearest-from-left side arrow"),
    ("get the arrow closest to the top of the map", "fetch nearest-from-top side arrow"),
    ("get the arrow nearest the top wall", "fetch nearest-from-top side arrow"),
    # farthest from a side: nearest the other side
    ("get the arrow farthest from the left side", "fetch nearest-from-right side arrow"),
    # said as the player said them, read where the thing is (no longer said again and re-read)
    ("get the arrow that lies farthest south", "fetch nearest-from-bottom side arrow"),
    ("get the top most arrow", "fetch nearest-from-top side arrow"),
    ("kill the furthest east bat", "attack nearest-from-right side bat"),
    ("where is the arrow furthest east?", "ask where nearest-from-right side arrow"),
    ("which arrow is the lowest?", "ask which nearest-from-bottom side arrow nearest"),
    ("which is the leftmost arrow?", "ask which nearest-from-left side arrow nearest"),
    ("which arrow is farthest from the top?", "ask which nearest-from-bottom side arrow nearest"),
    # other errands and duties
    ("go to the leftmost arrow", "go_to nearest-from-left side arrow"),
    ("guard the lowest arrow", "guard nearest-from-bottom side arrow"),
    ("go to the northernmost bat", "go_to nearest-from-top side bat"),
    # questions
    ("which arrow is leftmost?", "ask which nearest-from-left side arrow nearest"),
    ("which bat is furthest east?", "ask which nearest-from-right side bat nearest"),
    ("which bat is the northernmost?", "ask which nearest-from-top side bat nearest"),
    ("which bat is nearest the right side?", "ask which nearest-from-right side bat nearest"),
    ("where is the rightmost bat?", "ask where nearest-from-right side bat"),
    ("where is the westernmost arrow?", "ask where nearest-from-left side arrow"),
    ("how far is the lowest arrow?", "ask distance nearest-from-bottom side arrow of companion"),
    ("which arrow is the lowest one?", "ask which nearest-from-bottom side arrow nearest"),
    ("which arrow is the highest up?", "ask which nearest-from-top side arrow nearest"),
    # the pick said in one sentence, its "that one" in the next
    ("See the leftmost arrow? Go pick that one up.", "fetch nearest-from-left side arrow"),
    # a part of the map: the one lying most that way (it was the one nearest the side's middle)
    ("get the arrow on the left", "fetch nearest-from-left side arrow"),
    ("get the left arrow", "fetch nearest-from-left side arrow"),
    ("get the upper bat", "attack nearest-from-top side bat"),
    ("get the western arrow", "fetch nearest-from-left side arrow"),
    ("get the arrow on the left side", "fetch nearest-from-left side arrow"),
    ("get the arrow at the top", "fetch nearest-from-top side arrow"),
]


@pytest.mark.parametrize("order, gist", READ)
def test_a_thing_picked_by_where_it_lies_is_the_one_nearest_a_side(order: str, gist: str) -> None:
    assert reading(order) == gist


# Said back, the whole order: several in order, and what does not keep the pick when read.
SAID_BACK = [
    "get the two leftmost arrows and give them to me",  # one errand on each: test_reading_picks13
    "get the leftmost arrows",
    "get all the leftmost arrows",
    "get the leftmost ones",
    "which of the arrows is highest up?",  # one of several named in the plural: not read
    "if the leftmost bat is alive, kill it",  # alive keeps no side (near: test_reading_picks13)
    "Which arrow is leftmost? Go get that one.",  # "that one" would be any arrow
]


@pytest.mark.parametrize("order", SAID_BACK)
def test_what_cannot_keep_the_pick_is_said_back(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), (order, steps)
    assert steps[0].reason is m.Reason.CANNOT and steps[0].why == map_picks.WHY, steps


# Beside them, read as before: a corner or a tile picked, health, ways to walk, the nearest and
# farthest, a say's own words.
AS_BEFORE = [
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


# -- the measure, in the real Lua and in facts.py --------------------------------------------


def _floor(world: World) -> list[tuple[int, int]]:
    return [
        (r, c)
        for r in range(1, world.rows + 1)
        for c in range(1, world.cols + 1)
        if world.is_floor((r, c))
    ]


def _two_arrows(world: World, first: tuple[int, int], second: tuple[int, int]) -> None:
    """Only two arrows on the map, the first (the lower id) at ``first``."""
    arrows = [i for i in world.ground if i.name == "arrow"]
    for extra in arrows[2:]:
        world.ground.remove(extra)
    arrows[0].position, arrows[1].position = first, second


def _lua_pick(world: World, call: str) -> str:
    out = run(update(f'local p = {call}\nreturn p.position[1] .. "," .. p.position[2]'), world)
    return out.status


def _side_line(world: World, side: str) -> tuple[int | None, int | None]:
    row, col = api.SIDES[side]
    return (
        None if row is None else 1 + int(row * (world.rows - 1) + 0.5),
        None if col is None else 1 + int(col * (world.cols - 1) + 0.5),
    )


def _to_side(world: World, side: str, p: tuple[int, int]) -> int:
    line = _side_line(world, side)
    return sum(abs(a - b) for a, b in zip(p, line, strict=True) if b is not None)


def _to_spot(world: World, spot: str, p: tuple[int, int]) -> int:
    fr, fc = api.PLACES[spot]
    at = (1 + int(fr * (world.rows - 1) + 0.5), 1 + int(fc * (world.cols - 1) + 0.5))
    return abs(p[0] - at[0]) + abs(p[1] - at[1])


@pytest.mark.parametrize("side", list(api.SIDES))
def test_the_side_picks_the_one_lying_most_that_way_where_its_middle_spot_does_not(
    side: str,
) -> None:
    """On the default map, one arrow lies as far that way as any floor tile but near an end of
    the side, the other less far that way but nearer the side's middle: nearest(..., side) is
    the first (the one lying most that way), nearest(..., the side's spot) the second, in the
    Lua and in facts.py alike. Should the side measure from its middle spot, this fails."""
    world = default_world()
    spot = side.split()[0]
    floor = _floor(world)
    across = 1 if api.SIDES[side][0] is None else 0  # the axis along the side
    ends = [p for p in floor if p[across] <= 3]  # near one end of the side
    most = min(ends, key=lambda p: (_to_side(world, side, p), p))
    other = min(
        (
            p
            for p in floor
            if _to_side(world, side, p) > _to_side(world, side, most)
            and _to_spot(world, spot, p) < _to_spot(world, spot, most)
        ),
        key=lambda p: _to_spot(world, spot, p),
    )
    _two_arrows(world, other, most)
    assert _lua_pick(world, f'nearest("arrow", "{side}")') == f"{most[0]},{most[1]}"
    assert _lua_pick(world, f'nearest("arrow", "{spot}")') == f"{other[0]},{other[1]}"
    found = facts.find(world, m.Thing("arrow", pick=m.NEAREST, origin=side))
    assert found is not None and found.position == most
    # farthest from the side: the other one, in both
    assert _lua_pick(world, f'farthest("arrow", "{side}")') == f"{other[0]},{other[1]}"
    found = facts.find(world, m.Thing("arrow", pick=m.FARTHEST, origin=side))
    assert found is not None and found.position == other


def test_of_two_as_far_that_way_the_one_nearer_the_companion_is_taken() -> None:
    """Two arrows in the same column, the one with the lower id far from the companion: the
    leftmost is the one nearer the companion, in the Lua and in facts.py."""
    world = default_world()
    ai = world.companion.position
    column = min(p[1] for p in _floor(world))
    tiles = sorted(
        (p for p in _floor(world) if p[1] == column),
        key=lambda p: abs(p[0] - ai[0]) + abs(p[1] - ai[1]),
    )
    near, far = tiles[0], tiles[-1]
    _two_arrows(world, far, near)
    assert _lua_pick(world, 'nearest("arrow", "left side")') == f"{near[0]},{near[1]}"
    found = facts.find(world, m.Thing("arrow", pick=m.NEAREST, origin="left side"))
    assert found is not None and found.position == near


def test_how_far_from_a_side_is_the_columns_or_rows_between() -> None:
    world = default_world()
    _two_arrows(world, (10, 2), (16, 8))
    out = run(
        update(
            'local a = nearest("arrow", "left side")\n'
            'return how_far(a, "left side") .. "," .. how_far(a, "bottom side") .. ","'
            ' .. tostring(steps_to(a, "left side")) .. "," .. tostring(near(a, 5, "top side"))'
        ),
        world,
    )
    assert out.status == f"1,{world.rows - 10},nil,false"  # no walk to, nor near, a line


def test_the_order_fetches_the_leftmost_arrow() -> None:
    """ "get the leftmost arrow" composed and run: the arrow the companion picks up is the one
    in the lowest column, not the one nearer the left side's middle (nor the companion)."""
    world = default_world()
    _two_arrows(world, (12, 4), (20, 2))
    leftmost = next(i for i in world.ground if i.position == (20, 2))
    composition = compose(read("get the leftmost arrow"), world)
    assert 'nearest("arrow", "left side")' in composition.code
    rt = new_runtime(world)
    assert rt.load(composition.code, "test").error is None
    play(rt, world, 80)
    assert leftmost in world.companion.items


def test_which_is_leftmost_is_answered_with_its_tile_and_columns_from_the_side() -> None:
    world = default_world()
    _two_arrows(world, (12, 5), (20, 2))
    composition = compose(read("which arrow is leftmost?"), world)
    rt = new_runtime(world)
    assert rt.load(composition.code, "test").error is None
    said = " ".join(f"{o.status} {o.log}" for o in play(rt, world, 1))
    assert "row 20, column 2" in said and "1 tiles from the left side" in said, said


def test_the_origins_words() -> None:
    assert lua_origin("left side") == '"left side"'
    assert set(map_picks.SIDE_OF.values()) == set(api.SIDES)
    assert all(s not in api.PLACES for s in api.SIDES)
    assert "left side" in api.TYPE_DESCRIPTIONS["origin"]


def test_the_words_are_the_lexicons() -> None:
    assert set(lx.SIDE_MOST.values()) == set(lx.COMPASS.values())
    assert set(lx.COMPASS_MOST.values()) == set(lx.COMPASS.values())


def test_the_cheap_gate_lets_every_word_of_the_family_through() -> None:
    """map_picks looks no further in an order with neither "est" nor "most" in it."""
    gate = map_picks._GATE_MOST | map_picks._GATE_BY
    assert all("est" in w or "most" in w for w in gate), gate


def test_the_judge_takes_the_leftmost_and_not_the_one_nearest_the_sides_middle() -> None:
    """The judge (agent.acceptance, through facts.find) checks the arrow fetched is the one
    nearest the left side: the composed program passes, one fetching the arrow nearest the
    left side's middle spot does not."""
    from agent.training.generate import RuntimeExecutor
    from agent.validate import SandboxValidator
    from game.rules import Rules

    validator = SandboxValidator(
        RuntimeExecutor(),
        api_globals=api.global_names(),
        methods=[e.name for e in api.entries("method")],
        dry_run_ticks=80,
        rules=Rules(monster_wander_chance=0.0),
    )
    world = default_world()
    _two_arrows(world, (12, 4), (20, 2))
    meaning = read("get the leftmost arrow")
    good = compose(meaning, world).code
    assert validator.validate(good, world, meaning=meaning).ok
    spot = good.replace('"left side"', '"left"')
    assert spot != good
    check = validator.validate(spot, world, meaning=meaning)
    assert not check.ok, check.message
