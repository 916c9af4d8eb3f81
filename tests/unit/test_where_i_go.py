"""Following said as going where the player goes ("go wherever I go", "walk everywhere I walk";
the phrases in lexicon_idioms.WHERE_I_GO, a part of lexicon_duties.FOLLOW_VERBS): the companion
follows, with any condition said after it, as "follow me" would. Each row an order and its
reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SERVED = [
    ("go wherever I go", "follow"),
    ("come wherever I go", "follow"),  # was a coming back, the rest refused
    ("walk wherever I walk", "follow"),
    ("roam wherever I roam, minion", "follow"),
    ("head everywhere I head", "follow"),
    ("go wherever I go, but if a bat comes near, kill it",
     "follow once near(bat, 3, companion): attack bat"),
]
# Near-misses: going where the companion likes, or where a monster goes, is no following.
KEPT = [
    ("go wherever you want", 'unknown[no such action] "go wherever you want"'),
    ("go wherever the bat goes", 'unknown[no such action] "go wherever the bat goes"'),
    ("go everywhere", 'unknown[no such action] "go everywhere"'),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + KEPT)
def test_where_i_go(order: str, expected: str) -> None:
    assert reading(order) == expected
