"""A number compared by a verb after a verb of change's word ("falls short of": fewer than, in
conditions and questions; agent/reading/conditions.py, health.py, counts.py): "falls" there
opens the comparison, not a change watched for ("your health falls below 2", "the bats fall" are
changes still). Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

SERVED = [
    ("if the arrows fall short of 3, get the bow", "if count(arrow) < 3: fetch bow | "),
    ("if the bats fall short of 4, go to the bottom left corner",
     "if count(bat) < 4: go_to bottom left | "),
    ("if the number of bats falls short of 4, go to the bottom left corner",
     "if count(bat) < 4: go_to bottom left | "),
    ("if your health falls short of 2, come back", "if health(companion) < 2: come_back | "),
    ("if my health falls short of yours, come back",
     "if health(player) < health(companion): come_back | "),
    ("does the number of arrows fall short of the bats?", "ask check count(arrow) < count(bat)"),
    ("does your health fall short of 3?", "ask check health(companion) < 3"),
]
# Near-misses: a fall that is a change stays one, watched.
KEPT = [
    ("if your health falls below 2, come back", "wait once health(companion) < 2: come_back"),
    ("if your health falls, come back", "wait once health(companion) < 3: come_back"),
    ("when the bats fall, come back", "wait once count(bat) == 0: come_back"),
]


@pytest.mark.parametrize(("order", "expected"), SERVED + KEPT)
def test_falls_short(order: str, expected: str) -> None:
    assert reading(order) == expected
