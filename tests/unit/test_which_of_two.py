"""Which of two kinds of thing is nearer to (farther from) a point other than the two of us: a
thing ("which is nearer to the bat, the sword or the bow?": from the nearest bat), a corner, the
middle or a tile. Read, composed to Lua that measures from that point, run in a real sandbox and
judged from the world. Two things picked by where they lie ("the arrow at row 10, column 2, or the
sword") and a side of the map (a line, not a point) are refused in words; before, the first was
read as any arrow and the second as which was nearer the companion, and a tile named before the
two ("which is closer to row 5, column 5, the bow or the sword?") was dropped."""

from __future__ import annotations

import pytest

from agent.answers import answers
from agent.compose import compose
from agent.reading import meaning as m, read
from game.maps import load_map, parse_map
from tests.unit.readings import reading
from tests.unit.test_compose import run

READS = [
    ("which is nearer to the bat, the sword or the bow?", "ask which sword,bow of bat nearest"),
    (
        "which is farther from the gorgon, the bow or the sword?",
        "ask which bow,sword of gorgon farthest",
    ),
    ("What lies nearer to the bow: an arrow or the sword?", "ask which arrow,sword of bow nearest"),
    (
        "which is closer to the top left corner, the bow or the sword?",
        "ask which bow,sword of top left nearest",
    ),
    (
        "which is closest to the middle, the bat or the gorgon?",
        "ask which bat,gorgon of middle nearest",
    ),
    (
        "which is closer to row 5, column 5, the bow or the sword?",
        "ask which bow,sword of 5,5 nearest",
    ),
    # the two of us stay as they were read
    ("which is nearer to you, the gorgon or the bow?", "ask which gorgon,bow of companion nearest"),
]

REFUSED = [
    "What lies nearer to the bow: the arrow at row 10, column 2, or the sword?",
    # one picked by a spot or a tile, of us: read (tests/unit/test_fresh13_rest.py)
    "which is nearer, the arrow next to the sword or the bow?",
    "which is closer to the left side, the bow or the sword?",
    "which is nearer to the leftmost arrow, the sword or the bow?",
]


@pytest.mark.parametrize(("order", "gist"), READS)
def test_which_of_two_is_read_from_the_point_named(order: str, gist: str) -> None:
    assert reading(order) == gist


@pytest.mark.parametrize("order", REFUSED)
def test_two_picked_things_or_a_side_are_refused_in_words(order: str) -> None:
    (step,) = read(order).steps
    assert isinstance(step, m.Unknown) and step.reason == m.Reason.CANNOT, step


# The bow (2, 4) by the companion (3, 2); the sword (2, 9) by the bat (3, 9): from the bat the
# sword is nearer, from the companion (and the top left corner) the bow.
FIELD = "###########\n#P.>....^.#\n#A.......B#\n#.........#\n###########\n"


@pytest.mark.parametrize(
    ("order", "said"),
    [
        ("which is nearer to the bat, the sword or the bow?", "The sword is nearer to the bat"),
        ("which is farther from the bat, the sword or the bow?", "The bow is farther from the bat"),
        (
            "which is closer to the top left corner, the bow or the sword?",
            "The bow is nearer to the top left corner",
        ),
        (
            "which is closer to row 4, column 10, the bow or the sword?",
            "The sword is nearer to row 4, column 10",
        ),
    ],
)
def test_the_lua_measures_from_the_point_named(order: str, said: str) -> None:
    status = run(order, parse_map(FIELD), 1)[0].status
    assert status.startswith(said), status


def test_a_point_that_is_not_there_is_said_not_measured_from_the_companion() -> None:
    world = parse_map(FIELD.replace("B", "."))
    status = run("which is nearer to the bat, the sword or the bow?", world, 1)[0].status
    assert status == "I see no bat anywhere"


@pytest.mark.parametrize(
    ("order", "status", "ok"),
    [
        # the default map: from the gorgon (18, 19) the sword (22, 23) is 8, the bow (6, 10) 21;
        # from the companion the bow is the nearer
        ("which is nearer to the gorgon, the sword or the bow?", "The sword is nearer", True),
        ("which is nearer to the gorgon, the sword or the bow?", "The bow is nearer", False),
        ("which is farther from the gorgon, the sword or the bow?", "The bow is farther", True),
        (
            "which is closer to the top left corner, the bow or the sword?",
            "The bow is nearer",
            True,
        ),
        ("which is closer to row 20, column 20, the bow or the sword?", "The bow is nearer", False),
    ],
)
def test_the_judge_decides_from_the_point_named(order: str, status: str, ok: bool) -> None:
    (step,) = read(order).steps
    assert isinstance(step, m.Ask) and compose(read(order), load_map()).complete
    assert answers(step, status, [load_map()]) is ok
