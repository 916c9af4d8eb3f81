"""Questions said by the compass or by a side of the map (agent.reading.compass): what the game's
questions do not answer is said back in words, never answered about something else (a count of
the bows for "how many rows south of you is the bow?", half the monsters for "the east half")."""

from __future__ import annotations

import pytest

from agent.reading import compass, lexicon as lx, meaning as m, question_rows as qr, read
from tests.unit.readings import reading

REGION_WHY = "I can count what there is in the whole dungeon, not in one part of it"


def _why(text: str) -> str:
    steps = read(text).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown), (text, steps)
    assert steps[0].reason == m.Reason.CANNOT, (text, steps)
    return steps[0].why


@pytest.mark.parametrize("text", [
    "how many rows south of you is the bow?",
    "how many columns east of me is the gorgon?",
    "how many tiles north of you is the sword?",
    "how many steps south is the arrow?",
    "how many columns to the left is the sword?",
    "how many rows below you is the bow?",
    "how far east is the sword?",
])
def test_rows_or_columns_one_way_are_no_count(text: str) -> None:
    assert _why(text) == compass.APART_WHY


@pytest.mark.parametrize("text", [
    "how many monsters are in the east half of the map?",
    "how many bats are on the south side?",
    "how many arrows are in the north-east quarter of the map?",
    "how many items in the western part of the dungeon?",
    "count the bats in the south east corner",
    "how many bats are east of you?",
    "how many arrows lie to the west of me?",
    "how many bats are to the right of you?",
    "how many bats are above you?",
    "how many bats are there on the right?",
    "how many bats are in the east?",
    "how many bats are in the northern half?",
])
def test_a_count_over_a_part_by_the_compass_is_of_that_part(text: str) -> None:
    # agent/reading/regions.py (it was refused, and before that the whole count)
    assert reading(text).startswith("ask value count(") and " of " in reading(text)


def test_a_count_of_some_of_them_over_a_part_is_of_that_part() -> None:
    # agent/reading/regions.py (it was refused)
    got = reading("how many of the bats are in the east half?")
    assert got == "ask value count(bat east of middle)"


@pytest.mark.parametrize("text", [
    "is the gorgon north or south of you?",
    "is the bow north of you?",
    "is the bow to the left of me?",
])
def test_which_way_a_thing_lies_is_said_back(text: str) -> None:
    assert _why(text) == compass.BEARING_WHY


@pytest.mark.parametrize("text", [
    "which is further north, the bow or the sword?",
    "which is further to the east, the bow or the sword?",
])
def test_furthest_one_way_is_no_farthest(text: str) -> None:
    assert "how far to a side it lies" in _why(text)


@pytest.mark.parametrize("text, gist", [
    ("how many arrows are left?", m.COUNT),
    ("how many bats are left on the map?", m.COUNT),
    ("how many tiles away is the bow?", m.DISTANCE),
    ("how many tiles to the bow?", m.DISTANCE),
    ("how far is the sword?", m.DISTANCE),
])
def test_questions_beside_them_are_read_as_before(text: str, gist: str) -> None:
    steps = read(text).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Ask) and steps[0].asks == gist, steps


def test_a_question_without_a_way_passes_the_gate() -> None:
    said = qr.Said("how many bats are there", "how many bats are there", True, "")
    assert compass.asked({}, said) is None


def test_the_points_are_the_sides_they_name() -> None:
    assert lx.COMPASS == {"north": "top", "south": "bottom", "east": "right", "west": "left"}
    assert set(lx.COMPASS_ADJECTIVES.values()) == set(lx.COMPASS.values())


def _gist(text: str) -> str:
    from tests.unit.gist import steps

    return steps(read(text).steps, full=True)


@pytest.mark.parametrize("text, gist", [
    # an adjective of the compass is the side it names, as "the west arrow" and "the left arrow"
    ("get the western arrow", "fetch nearest-from-left side arrow"),
    ("kill the eastern bat", "attack nearest-from-right side bat"),
    ("kill the bat on the eastern side", "attack nearest-from-right side bat"),
    ("get the arrow in the western part", "fetch nearest-from-left side arrow"),
    # the map's edges by the compass's adjectives, as by its points ("the north wall")
    ("go to the western edge", "go_to left"),
    ("go to the eastern side of the map", "go_to right"),
    ("go to the northern edge", "go_to top"),
    ("go to the southern part of the dungeon", "go_to bottom"),
])
def test_the_compass_adjectives_name_the_sides(text: str, gist: str) -> None:
    assert _gist(text) == gist


# "-most" by the compass is the one nearest that side of the map, asked or in an errand
# (agent.reading.map_picks)
@pytest.mark.parametrize("text, gist", [
    ("where is the westernmost arrow?", "ask where nearest-from-left side arrow"),
    ("which bat is the easternmost?", "ask which nearest-from-right side bat nearest"),
    ("which arrow is the most southern?", "ask which nearest-from-bottom side arrow nearest"),
    ("get the westernmost arrow", "fetch nearest-from-left side arrow"),
    ("kill the northernmost bat", "attack nearest-from-top side bat"),
])
def test_the_one_farthest_one_way_is_the_one_nearest_that_side(text: str, gist: str) -> None:
    assert _gist(text) == gist


@pytest.mark.parametrize("text", ["follow me south", "follow me north-west",
                                  "follow me towards the east", "keep following me south"])
def test_the_way_the_player_goes_is_followed(text: str) -> None:
    assert _gist(text) == "follow"


@pytest.mark.parametrize("text", ["follow the bat south", "follow me south 3 tiles"])
def test_a_way_with_more_is_not_dropped(text: str) -> None:
    assert "unknown" in _gist(text)


@pytest.mark.parametrize("text, gist", [
    ("go as far east as you can", "walk east 50"),
    ("run as far north as you can go", "walk north 50"),
    ("go as far northwards as you can", "walk north 50"),
    ("run as far to the left as possible", "walk left 50"),
])
def test_as_far_a_way_as_can_be_is_a_walk_to_the_wall(text: str, gist: str) -> None:
    assert _gist(text) == gist


@pytest.mark.parametrize("text", ["go as far east as the top passage goes",
                                  "go east as far as the passage goes",
                                  "go as far down as the corridor goes"])
def test_as_far_as_a_passage_goes_is_said_back(text: str) -> None:
    assert "not by the shape of the ways" in _why(text)


@pytest.mark.parametrize("text, gist", [
    ("go to the tile 3 north of you", "walk north 3"),
    ("walk over to the spot two tiles east of you", "walk east 2"),
    ("stand on the tile 3 south of you", "walk south 3; stay"),
    ("stay on the spot 2 east of where you are", "walk east 2; stay"),
])
def test_a_tile_counted_one_way_from_the_companion_is_walked_to(text: str, gist: str) -> None:
    assert _gist(text) == gist


# Guarded, the tile is the post, as "the tile 3 above you" is: guard goes there round walls and
# stays, where a walk a wall stops would end the duty with it.
@pytest.mark.parametrize("text, gist", [
    ("guard the tile 3 north of you", "guard -3,+0-of-companion"),
    ("guard the tile 3 above you", "guard -3,+0-of-companion"),
    ("guard the tile 2 east of you", "guard +0,+2-of-companion"),
    ("please defend the spot 4 south of you", "guard +4,+0-of-companion"),
    ("hold the square 1 west of where you are", "guard +0,-1-of-companion"),
    ("guard the tile 3 north of me", "guard -3,+0-of-player"),
])
def test_a_tile_counted_one_way_from_the_companion_is_guarded_there(text: str, gist: str) -> None:
    assert _gist(text) == gist


# counted from the player, the tile itself (tests/unit/test_reading_offsets.py)
@pytest.mark.parametrize(("text", "gist"), [
    ("go to the tile 3 north of me", "go_to -3,+0-of-player"),
    ("go and stand 3 tiles south of me", "go_to +3,+0-of-player; stay")])
def test_a_tile_counted_from_the_player_is_that_tile(text: str, gist: str) -> None:
    assert _gist(text) == gist


def test_a_tile_counted_too_far_is_not_walked_to() -> None:
    assert "unknown" in _gist("go to the square 60 west of you")


@pytest.mark.parametrize("text", ["head north-east", "go northwest 2 tiles",
                                  "walk 3 tiles south-west", "move southeast"])
def test_a_walk_on_a_slant_is_said_back(text: str) -> None:
    assert _why(text) == compass.SLANT_WHY


def test_the_north_east_gone_to_is_the_corner() -> None:
    assert _gist("go to the north-east") == "go_to top right"
