"""A contract's voice (bench/fresh_orders_18.toml #66-98), said as the reader's words before an
order is read (agent/reading/voices.py, words in agent/reading/lexicon_legal.py; a row of
voices.VOICES before the office memo's): who the clause binds before "shall" left out, the
parties in the third person ("the Principal": me; "the Companion", "its", "itself": you), a
contract's phrases as the plain ones. Each row an order and its reading in the gist notation of
tests/unit/gist.py; siblings with other verbs, things and numbers; what a contract asks that the
game cannot do stays refused."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

LEGAL = [
    ("The Companion shall retrieve the Sword.", "fetch sword"),
    (
        "The Companion shall procure the Arrow nearest to the Principal.",
        "fetch nearest-from-player arrow",
    ),
    ("The Companion shall neutralize the Gorgon forthwith.", "attack gorgon"),
    ("The Party of the Second Part shall follow the Principal until further notice.", "follow"),
    ("The Companion shall proceed two (2) tiles in a westerly direction.", "walk west 2"),
    ("The Companion shall deliver the Bow to the Principal.", "bring bow"),
    (
        'The Companion shall deliver the Sword to the Player (hereinafter, the "Principal").',
        "bring sword",
    ),
    ("The Companion shall tender the Sword to the Principal forthwith.", "bring sword"),
    (
        "The Companion shall tender all items in its possession to the Principal forthwith.",
        "hand_over",
    ),
    (
        "The Companion shall retrieve the Sword, provided that its Health is above five (5).",
        "if health(companion) > 5: fetch sword | ",
    ),
    (
        "The Companion shall retrieve the Bow, provided that no Bat is within three (3) tiles of "
        "the Companion.",
        "if not near(bat, 3, companion): fetch bow | ",
    ),
    ("The Companion shall remain stationary until further notice.", "stay"),
    ("The Companion shall remain stationary at its present location until further notice.", "stay"),
    (
        "The Companion shall first procure the Sword and shall thereupon neutralize the Gorgon.",
        "fetch sword; attack gorgon",
    ),
    (
        "The Companion shall first procure the Bow and shall thereupon neutralize the Bat located "
        "in the upper right-hand corner of the premises.",
        "fetch bow; attack nearest-from-top right bat",
    ),
    (
        "The Companion shall interpose itself between the Principal and the Gorgon.",
        "protect gorgon",
    ),
    (
        "The Party of the Second Part shall report the number of Gorgons remaining.",
        "ask count gorgon",
    ),
    (
        "The Companion shall disclose the location, by row and column, of the Sword.",
        "ask where sword",
    ),
    (
        "The Companion shall maintain a distance of not less than two (2) and not more than four "
        "(4) tiles from the Bow.",
        "keep_distance bow 2..4",
    ),
    (
        "The Companion shall follow the Principal at a distance not exceeding three (3) tiles.",
        "keep_distance player -..3",
    ),
    # following within a bound is the distance kept (keep_distance holds it after every tick)
    (
        "The Companion shall follow the Principal at a distance not greater than two (2) tiles.",
        "keep_distance player -..2",
    ),
    (
        "The Companion shall follow the Principal at a distance not exceeding one (1) tile.",
        "keep_distance player -..1",
    ),
    ("Notwithstanding the foregoing, the Companion shall explore the premises.", "explore"),
    (
        "The Companion shall explore the premises, or so much thereof as is reasonably accessible.",
        "explore",
    ),
    ("The Companion shall enumerate all items in its possession.", "ask carrying of companion"),
    (
        "The Companion shall advise the Principal as to which instrument is required to defeat a "
        "Gorgon.",
        "ask weakness gorgon",
    ),
    (
        "The Companion shall report which of the Bow and the Sword lies farther from the "
        "Principal.",
        "ask which bow,sword of player farthest",
    ),
    (
        "The Party of the Second Part shall compute the number of Monsters plus the number of "
        "Items upon the ground, and shall report the sum thereof.",
        "ask value (count(monster) + count(item))",
    ),
    (
        "In the event that the Companion's Health is below three (3), it shall return to the "
        "Principal; otherwise, it shall retrieve the Bow.",
        "if health(companion) < 3: come_back | fetch bow",
    ),
    ("The Companion shall retreive teh Bow.", "fetch bow"),
    # near-misses: no contract ("shall" asked, "its" misspelt), as before
    ("its close, get the bow", "fetch bow"),
]

REFUSED = [
    "shall I get the bow?",
    "The Companion shall eat the Sword.",
    "The Companion shall procure a Shield.",
    "The Companion shall neutralize the Principal.",
    "The Companion shall transport the Principal to the Bow.",
    "The Companion shall remain stationary and shall concurrently retrieve the Sword.",
    "The Companion shall procure a Shield from the nearest merchant at its own expense.",
    "The Companion shall forward a true copy of this Agreement to my attorney by electronic mail.",
    "The Companion shall inflict one (1) point of damage upon the Principal, by way of "
    "liquidated damages.",
    "The Companion shall transport the Principal to the tile at row 22, column 23 forthwith.",
]


@pytest.mark.parametrize(("order", "meaning"), LEGAL)
def test_reading(order, meaning):
    assert reading(order) == meaning


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order):
    assert "unknown[" in reading(order), reading(order)  # refused, whatever else is read
