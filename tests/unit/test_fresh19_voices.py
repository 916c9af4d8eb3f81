"""Two voices of the nineteenth fresh set (bench/fresh_orders_19.toml): a chef's kitchen calls
and a poet's rhymes. Their words are rows "chef" and "poet" of voices.VOICES (forms in
agent/reading/kitchen.py, words in agent/reading/lexicon_kitchen.py); families under them are
general: a walk said again with a number more ("two steps right. and again, two more":
repeats._more_steps), "stay close, within 2" (tiles: spelling.regular), "steps to right" (to the
right), a feeling said with no one before it in a condition ("if wounded, stay":
health._felt_alone; "whole" a health), a fight said in the passive in a supposition ("if every
bat is shot down dead, how many arrows left?": suppositions._PASSIVE). Each row an order and its
reading in the gist notation of tests/unit/gist.py; near-misses stay refused or read otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The families under the two voices, said plainly too.
UNDER = [
    # a walk said again with a number more: as far again
    ("two steps right. and again, two more", "walk right 4"),
    ("two steps right, then two more", "walk right 4"),
    ("walk 3 tiles left, then 2 more tiles", "walk left 5"),
    ("walk 2 steps up. Then 1 more", "walk up 3"),
    ("get an arrow, then two more", 'fetch arrow; unknown[not understood] "two more"'),
    (
        "two steps right, then two more arrows",
        'walk right 2; unknown[not understood] "two more arrows"',
    ),
    # "stay close, within 2": tiles
    ("guard me, stay close, within 2 tiles", "guard player -..2"),
    ("stay within 2", "keep_distance player -..2"),
    ("keep within 4 of the gorgon", "keep_distance gorgon -..4"),
    ("stay within 2 turns", 'stay; unknown[not understood] "within 2 turns"'),
    # a feeling with no one before it in a condition: the companion's; "whole" is healthy
    (
        "If thou art whole, go fetch the bow; if wounded, stay",
        "if health(companion) >= 3: fetch bow | ; if health(companion) < 3: stay | ",
    ),
    ("if you are whole, fetch the bow", "if health(companion) >= 3: fetch bow | "),
    ("if hurt, flee", "if health(companion) < 3: flee | "),
    ("if healthy, fetch the bow", "if health(companion) >= 3: fetch bow | "),
    ("fetch the bow if hurt", "if health(companion) < 3: fetch bow | "),
    ("if badly hurt, flee", "if health(companion) <= 1: flee | "),
    ("if hit, flee", 'unknown[not understood,logic] "if hit, flee"'),
    ("if ok, fetch the bow", 'unknown[not understood,logic] "if ok, fetch the bow"'),
    (
        "if hurt the bat, stay",
        'unknown[not understood,logic] "if hurt the bat, stay"',
    ),
    # a fight said in the passive, supposed
    (
        "If every bat is shot down dead, how many arrows left?",
        "ask value (count(arrow) - count(bat))",
    ),
    ("if two bats are killed, how many bats are left?", "ask value (count(bat) - 2)"),
    ("how many arrows left if every bat is shot?", "ask value (count(arrow) - count(bat))"),
    (
        "if the bow is shot, how many arrows left?",
        'unknown[not understood,logic] "if the bow is shot, how many arrows left"',
    ),
]


@pytest.mark.parametrize(("order", "meaning"), UNDER)
def test_reading(order, meaning):
    assert reading(order) == meaning
