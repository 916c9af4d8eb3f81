"""A thing named after a comma, with no verb of its own ("get the bow, the key"), is said back
and the order refused in words: it is never dropped as a remark, which says something of its
own ("get the bow, a bat is coming"). Each row an order and its reading in the gist notation of
tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read, reasons
from tests.unit.readings import reading

READINGS = [
    # things the game lacks, named after the errand: said back, never dropped
    ("get the bow, the dragon", 'fetch bow; unknown[not understood] "the dragon"'),
    ("get the bow, a key", 'fetch bow; unknown[not understood] "a key"'),
    ("get the bow, my key", 'fetch bow; unknown[not understood] "my key"'),
    ("kill the bat, the dragon", 'attack bat; unknown[not understood] "the dragon"'),
    ("bring me the bow, the gold and the key",
     'bring bow; unknown[not understood] "the gold and the key"'),
    ("get the bow, the gold, and the key",
     'fetch bow; unknown[not understood] "the gold , and the key"'),
    # which one, said after a comma in words the reader cannot read: refused, not any bat
    ("kill the bat, the other one", 'attack bat; unknown[not understood] "the other one"'),
    # remarks, which say something of their own: left out as before
    ("scram, a bat is coming", "flee"),
    ("kill the gorgon, the sword is over there", "attack gorgon"),
    ("fetch the sword, the gorgon is coming", "fetch sword"),
    # which one, said after a comma in words the reader reads
    ("get the bow, the one on the left", "fetch nearest-from-left side bow"),
]


@pytest.mark.parametrize(("order", "expected"), READINGS)
def test_readings(order: str, expected: str) -> None:
    assert reading(order) == expected


def test_the_thing_is_said_back_as_typed() -> None:
    refused = [s for s in read("get the bow, the gold, and the key").steps
               if isinstance(s, m.Unknown)]
    assert [reasons.said(s) for s in refused] == ['I don\'t understand "the gold, and the key"']
