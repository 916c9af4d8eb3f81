"""The sixteenth fresh set's voices (bench/fresh_orders_16.toml): things said to lie about
("if we've got more than 2 arrows lying around, ...": the ones on the ground, whoever "we" is;
agent/reading/carrying.py), what the companion holds asked for in a memo's words ("an itemised
list of the items currently in your possession") and a restatement asking of the map in its place
turned back (agent/house/kept_steps.py). Each row an order and its reading in the gist notation
of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.house.checks import GameWords, check
from agent.house.kept_steps import ASKS_ELSEWHERE
from tests.unit.readings import reading

# Items said to lie about are counted on the map, whoever has them; monsters "we have" are the
# ones alive; what one of us has, said plainly, is still what that one carries.
LYING_ABOUT = [
    (
        "if we've got more than 2 arrows lying around, you grab one, otherwise get the bow",
        "if count(arrow) > 2: fetch arrow | fetch bow",
    ),
    ("if there are more than 2 arrows lying about, get one", "if count(arrow) > 2: fetch arrow | "),
    ("if we've got 3 arrows on the floor, grab them", "if count(arrow) >= 3: fetch every arrow | "),
    ("if I have 3 arrows lying around, get them", "if count(arrow) >= 3: fetch every arrow | "),
    ("if we have fewer than 2 arrows lying about, explore", "if count(arrow) < 2: explore | "),
    ("do we have more than 2 arrows lying around?", "ask check count(arrow) > 2"),
    ("if there's an arrow lying about, grab it", "if count(arrow) > 0: fetch arrow | "),
    ("if we have more than 2 bats left, kill one", "if count(bat) > 2: attack bat | "),
    ("if we have 2 bats left, kill one", "if count(bat) >= 2: attack bat | "),
    # near-misses: what is carried, said so
    ("if we have more than 2 arrows, get one", "if carried(player, arrow) > 2: fetch arrow | "),
    ("if you have more than 2 arrows, get the bow", "if carried(companion, arrow) > 2: fetch bow | "),
    ("if you have at least 2 arrows, kill the bat", "if carried(companion, arrow) >= 2: attack bat | "),
    ("get teh arow", "fetch arrow"),
]

# What the companion holds, asked in other words.
HELD = [
    ("list the items in your possession", "ask carrying of companion"),
    ("what is in your possession?", "ask carrying of companion"),
    ("tell me what is in your possession", "ask carrying of companion"),
    ("list what you're carrying", "ask carrying of companion"),
]


@pytest.mark.parametrize(("order", "meaning"), LYING_ABOUT + HELD)
def test_reading(order, meaning):
    assert reading(order) == meaning


_MEMO = "Please provide an itemised list of the items currently in your possession."


@pytest.mark.parametrize(
    "order",
    [_MEMO, "write up the stuff in your inventory, all of it", "recite your belongings"],
)
def test_a_restatement_asking_of_the_map_does_not_serve_an_order_asking_what_is_held(order):
    words = GameWords([order])
    assert check(order, "tell me how many items are left", words) == (None, ASKS_ELSEWHERE)
    meaning, why = check(order, "tell me what you carry", words)
    assert meaning is not None, why


def test_a_count_of_the_map_still_serves_an_order_asking_of_the_map():
    order = "tally up every item lying around on the floor"
    meaning, why = check(order, "tell me how many items are left", GameWords([order]))
    assert meaning is not None, why
