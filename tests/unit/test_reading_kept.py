"""Phrasings the reader reads that no benchmark or library order says: each is a row here, so
that a change which drops one fails (the corpus of known orders does not reach them, so a search
for code no order reaches would offer them up)."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

KEPT = [
    ("if the bow is closer than 5 tiles, get it", "if distance(bow, companion) < 5: fetch bow | "),
    ("if I am far away, come to me", "if distance(companion, player) > 5: come_back | "),
    ("if you have more health than 2, attack the bat", "if health(companion) > 2: attack bat | "),
    ("if you have at least 2 health, attack the bat", "if health(companion) >= 2: attack bat | "),
    ("if you have as many arrows as me, stay here",
     "if carried(companion, arrow) >= carried(player, arrow): stay | "),
    ("is the bow in your inventory?", "ask has bow of companion"),
    ("if you are unarmed, get the sword",
     "if not (has(companion, sword) or has(companion, bow)): fetch sword | "),
    ("if you are within 0 tiles of the bat, attack it",
     "if near(bat, 0, companion): attack bat | "),
    ("if the bat is near the companion, kill it", "if near(bat, 3, companion): attack bat | "),
    ("if the bow is closer to me than you are, stay",
     "if distance(bow, player) < distance(bow, companion): stay | "),
]


@pytest.mark.parametrize(("order", "meaning"), KEPT)
def test_a_phrasing_no_benchmark_says_is_still_read(order: str, meaning: str) -> None:
    assert reading(order) == meaning
