"""A tile counted from a thing or one of us (agent.reading.offsets), composed and run for real: the
composer's Lua (agent.compose.lua.lua_offset) in a real sandbox on the default map walks to the
tile, guards it, patrols to it; the tile is worked out when the step starts and kept in the
order's memory (a monster that wanders does not move it); off the map or in a wall it is the
floor tile nearest it, as the judge (agent.acceptance.errands.floor_near) takes it; and the judge
turns down a program that goes elsewhere.

The default map: the player at row 2, column 2, the companion at 2, 3, the bow at 6, 10, the
gorgon at 18, 19."""

from __future__ import annotations

import pytest

from agent.acceptance.errands import floor_near
from agent.compose import compose
from agent.reading import facts, meaning as m, read
from agent.validate import SandboxValidator
from game.maps import load_map
from game.world import World
from tests.sandbox.helpers import new_runtime, play, tick
from tests.unit.judge import judge

U = "function update_func(player, ai, monsters, items)\n  return {}\nend\n"


@pytest.fixture(scope="module")
def validator() -> SandboxValidator:
    return judge()


def _run(order: str, ticks: int, world: World | None = None) -> tuple[World, list[str]]:
    world = world or load_map()
    got = compose(read(order), world)
    assert got.complete, got.problem
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    return world, [out.status for out in play(rt, world, ticks)]


@pytest.mark.parametrize(
    ("order", "tile", "last"),
    [
        ("go to the tile 3 south of me", (5, 2), "Done"),
        ("stand on the spot two tiles below the bow", (8, 10), "Waiting here"),
        ("go to the tile just left of the bow", (6, 9), "Done"),
        ("stand two to the right of the arrow at [16, 8]", (16, 10), "Waiting here"),
    ],
)
def test_it_goes_to_the_tile_and_the_judge_takes_it(
    validator: SandboxValidator, order: str, tile: tuple[int, int], last: str
) -> None:
    world, said = _run(order, 80)
    assert world.companion.position == tile, said
    assert said[-1].startswith(last)
    assert validator.validate(
        compose(read(order), load_map()).code, load_map(), meaning=read(order)
    ).ok


def test_off_the_map_it_is_the_floor_tile_nearest_as_the_judge_takes_it(
    validator: SandboxValidator,
) -> None:
    order = "go to the tile 40 east of the bow"
    world, said = _run(order, 80)
    assert world.companion.position == floor_near(load_map(), (6, 50)) == (6, 23), said
    assert validator.validate(
        compose(read(order), load_map()).code, load_map(), meaning=read(order)
    ).ok


def test_a_guard_of_the_tile_stays_by_it(validator: SandboxValidator) -> None:
    order = "guard the spot 2 tiles south of the bow"
    world, said = _run(order, 40)
    assert said[-1] == "Guarding row 8, column 10", said
    assert abs(world.companion.position[0] - 8) + abs(world.companion.position[1] - 10) <= 2
    assert validator.validate(
        compose(read(order), load_map()).code, load_map(), meaning=read(order)
    ).ok


def test_a_patrol_goes_to_the_tile_counted_in_a_wall_as_the_floor_beside_it(
    validator: SandboxValidator,
) -> None:
    # 2 north of the bow is row 4, column 10: a wall; the floor tile nearest it is 4, 9
    order = "patrol between the tile 2 north of the bow and the sword"
    assert floor_near(load_map(), (4, 10)) == (4, 9)
    _, said = _run(order, 3)
    assert "row 4, column 9" in said[0]
    assert validator.validate(
        compose(read(order), load_map()).code, load_map(), meaning=read(order)
    ).ok


def test_the_tile_is_kept_when_the_monster_it_was_counted_from_wanders() -> None:
    world = load_map()
    gorgon = next(mo for mo in world.monsters() if mo.kind == "gorgon")
    got = compose(read("go to the tile 2 south of the gorgon"), world)
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    first = tick(rt, world).status
    assert "row 20, column 19" in first  # 2 south of 18, 19
    gorgon.position = (16, 2)  # it wanders far off
    assert "row 20, column 19" in tick(rt, world).status


def test_an_item_carried_is_counted_from_its_carrier() -> None:
    world, said = _run("get the bow and go 3 tiles left of it", 60)
    assert world.companion.has_item("bow") and world.companion.position == (6, 7), said


def test_counted_from_a_thing_not_there_it_says_so() -> None:
    world = load_map()
    world.ground = [i for i in world.ground if i.name != "bow"]
    got = compose(read("go to the tile 3 south of the bow"), None)
    rt = new_runtime(world)
    assert rt.load(got.code, "composed").error is None
    status = tick(rt, world).status
    assert "bow" in status and world.companion.position == (2, 3), status


@pytest.mark.parametrize(
    ("order", "body"),
    [
        ("go to the tile 3 south of me", "come_back()"),  # not the player: the tile below them
        ("go to the tile 3 south of me", "go_to(2, 12)"),
        ("guard the spot 12 tiles south of the bow", 'guard("bow")'),
    ],
)
def test_the_judge_turns_down_a_program_that_goes_elsewhere(
    validator: SandboxValidator, order: str, body: str
) -> None:
    assert not validator.validate(U.format(body), load_map(), meaning=read(order)).ok


def test_the_judge_finds_the_tile_where_the_thing_is() -> None:
    world = load_map()
    assert facts.offset_tile(world, m.Offset(m.Thing("bow"), 2, 0)) == (8, 10)
    assert facts.offset_tile(world, m.Offset(m.Thing(m.PLAYER), 0, -1)) == (2, 1)
    assert facts.offset_tile(world, m.Offset(m.Thing("dragon"), 2, 0)) is None


# Where the companion started: kept from the order's first tick, outside any plan step, so the
# going back after the errand goes there, not to the player (moved away here to tell the two).
def _player_away() -> World:
    world = load_map()
    world.player.position = (8, 2)
    return world


def test_it_goes_back_to_where_it_stood_when_the_order_was_given(
    validator: SandboxValidator,
) -> None:
    order = "get the bow and return to your starting spot"
    code = compose(read(order), _player_away()).code
    assert code.splitlines()[1].strip().startswith("local started = decide(")
    world, said = _run(order, 60, _player_away())
    assert world.companion.has_item("bow") and world.companion.position == (2, 3), said
    assert validator.validate(code, _player_away(), meaning=read(order)).ok
    # coming back to the player instead is turned down
    back = U.format('plan({{fetch, "bow"}, {come_back}})')
    assert not validator.validate(back, _player_away(), meaning=read(order)).ok


def test_a_guard_where_it_started_goes_back_there() -> None:
    world, said = _run("get the bow, then guard where you started", 40, _player_away())
    assert said[-1] == "Guarding row 2, column 3", said
