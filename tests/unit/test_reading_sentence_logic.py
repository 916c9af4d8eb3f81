"""How the sentences of one order bear on each other: a branch said after a condition, a step
moved ahead by "first", a remark beside a step. Each row an order and its reading in the full
gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# "Otherwise ..." after a "whenever" in a sentence of its own (or after ";") is what is done
# while the condition does not hold, as after a comma; it was refused as no such action.
OTHERWISE_AFTER_WHENEVER = [
    ("Whenever I get more than 3 tiles from you, close the gap; otherwise stay still.",
     "stay whenever distance(companion, player) > 3: come_back"),
    ("Whenever I get more than 3 tiles from you, close the gap, otherwise stay still.",
     "stay whenever distance(companion, player) > 3: come_back"),
    ("Whenever a bat comes near, kill it. Otherwise, stay by me.",
     "follow whenever near(bat, 3, companion): attack bat"),
    ("whenever a bat is near you, kill it; else follow me",
     "follow whenever near(bat, 3, companion): attack bat"),
]


@pytest.mark.parametrize(("order", "meaning"), OTHERWISE_AFTER_WHENEVER)
def test_otherwise_after_whenever_is_what_is_done_meanwhile(order: str, meaning: str) -> None:
    assert reading(order) == meaning
