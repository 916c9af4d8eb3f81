"""The twentieth fresh set's (bench/fresh_orders_20.toml) questions of the monsters defeated,
asked in the passive and with when ("how many monsters have been defeated so far tonight?",
"taken down"), and a count of what was done to things said without who did it, never answered as
what there is ("how many monsters have been eaten?"). Each row an order and its reading in the
gist notation of tests/unit/gist.py; near-misses stay refused or read otherwise."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The monsters defeated, asked in the passive and with when: never the monsters there are.
DEFEATED = [
    ("How many monsters have been defeated so far tonight?", "ask value defeated(monster)"),
    ("how many monsters have been defeated tonight", "ask value defeated(monster)"),
    ("how many bats have been slain this round?", "ask value defeated(bat)"),
    ("how many monsters have been taken down so far?", "ask value defeated(monster)"),
    ("how many bats have been killed so far today?", "ask value defeated(bat)"),
    ("how many monsters have you taken down tonight?", "ask value defeated(monster, companion)"),
    ("have you killed anything tonight?", "ask check defeated(monster, companion) > 0"),
    ("how many gorgons did I take down?", "ask value defeated(gorgon, player)"),
    # done to them, not by one of us, and no defeat: not what there is
    (
        "how many monsters have been eaten so far tonight?",
        'unknown[cannot be done] "how many monsters have been eaten so far tonight"',
    ),
    (
        "how many arrows have been picked up?",
        'unknown[cannot be done] "how many arrows have been picked up"',
    ),
    ("how many bats were hidden?", 'unknown[cannot be done] "how many bats were hidden"'),
    # still counts of what there is
    ("how many arrows have been seen?", "ask count arrow"),
    ("how many arrows were there?", "ask count arrow"),
    ("how many items are scattered around?", "ask count item"),
]


@pytest.mark.parametrize(("order", "meaning"), DEFEATED)
def test_reading(order, meaning):
    assert reading(order) == meaning
