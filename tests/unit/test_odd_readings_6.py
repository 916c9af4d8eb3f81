"""Readings once confidently wrong (the sixth list): "get the bow and come back if you see a
bat" took the condition over both steps, so with no bat in sight the bow was never fetched (a
condition said after the last of two steps is that step's alone: agent/reading/last_step_if.py).
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# A condition said after the last of two steps: that step's alone.
LAST_STEP_IF = [
    ("get the bow and come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    ("get the bow, and come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    ("get the bow, come back if you see a bat", "fetch bow; if count(bat) > 0: come_back | "),
    (
        "fetch the sword then attack the gorgon if it's still alive",
        "fetch sword; if count(gorgon) > 0: attack gorgon | ",
    ),
    (
        "kill the bat, and then come back if you're hurt",
        "attack bat; if health(companion) < 3: come_back | ",
    ),
    (
        "go left and attack if you see a bat",
        "walk left 1; if count(bat) > 0: attack bat | ",
    ),
    # near-misses, as they read: a condition said first is over both; a step on the "it" of
    # the one before is one errand; a step after one that goes on is watched meanwhile
    ("come back if you see a bat", "if count(bat) > 0: come_back | "),
    ("if you see a bat, get the bow and come back", "if count(bat) > 0: fetch bow; come_back | "),
    ("go to the bow and pick it up if it's there", "if count(bow) > 0: fetch bow | "),
    (
        "get the sword and the bow if there are no bats",
        "if count(bat) == 0: fetch sword; fetch bow | ",
    ),
    (
        "explore, and come back if the gorgon is dead",
        "explore once count(gorgon) == 0: come_back",
    ),
]


@pytest.mark.parametrize(("order", "gist"), LAST_STEP_IF)
def test_a_condition_after_the_last_step_is_that_steps(order: str, gist: str) -> None:
    assert reading(order) == gist


# A step on a condition after a keeping away or a duty, with a comma alone: kept away from
# until the condition holds, then the step, as with "and"; never the keeping away dropped.
KEPT_AWAY_THEN = [
    (
        "keep away from the gorgon, come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    (
        "keep away from the bats, get the sword if you see a gorgon",
        "keep_away bat once near(gorgon, 5, companion): fetch sword",
    ),
    (
        "guard me, come back if you see a bat",
        "guard player once near(bat, 5, companion): come_back",
    ),
    # as before
    (
        "keep away from the gorgon, and come back if you see a bat",
        "keep_away gorgon once near(bat, 5, companion): come_back",
    ),
    ("stay here, run if the gorgon comes", "stay once near(gorgon, 3, companion): flee"),
]


@pytest.mark.parametrize(("order", "gist"), KEPT_AWAY_THEN)
def test_a_duty_then_a_step_on_a_condition_keeps_the_duty(order: str, gist: str) -> None:
    assert reading(order) == gist
