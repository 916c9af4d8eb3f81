"""A count said to fall short of another in a question ("how many arrows fall short of the
bats?") asks by how many the first is under the second, as "how many fewer arrows than bats are
there?" does; "short of" in a question read no other way is said back, never answered as one
count."""

import pytest

from tests.unit.readings import reading

_FEWER = "ask value (count(bat) - count(arrow))"


@pytest.mark.parametrize(("order", "meaning"), [
    ("how many arrows fall short of the bats?", _FEWER),
    ("by how many do the arrows fall short of the bats?", _FEWER),
    ("how many arrows are short of the bats?", _FEWER),
    ("how far short of the bats do the arrows fall?", _FEWER),
    ("how many fewer arrows than bats are there?", _FEWER),
    ("how many gorgons fall short of the swords?", "ask value (count(sword) - count(gorgon))"),
])
def test_falling_short_asks_how_many_fewer(order: str, meaning: str) -> None:
    assert reading(order) == meaning


@pytest.mark.parametrize("order", [
    "how many arrows short of the bats are we?",
    "how many arrows fall short of the wall?",
    "how many tiles short of the bow are you?",
])
def test_short_of_read_no_other_way_is_said_back(order: str) -> None:
    assert reading(order).startswith("unknown[")
