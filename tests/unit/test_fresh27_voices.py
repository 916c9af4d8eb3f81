"""Words of the twenty-seventh fresh set's voices read as the lexicon's, and the families under
them: "use the sword kill the bat" (the verb after the tool without "to", as "use the sword to
kill the bat"). Each row an order and its reading in the gist notation of tests/unit/gist.py;
then near neighbours that stay refused."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.readings import reading

READ = [
    ("use the bow shoot the bat", "attack bat"),
    ("use the bow, shoot the bat", "attack bat"),
    ("use the sword kill the gorgon", "attack gorgon"),
]

# "use the sword" on a bat is the fight the sword cannot win, whether "to" is said or not.
REFUSED = [
    "use the sword whack the bat",
    "use the sword kill the bat",
    "use the sword to kill the bat",
    "use the bow attack the gorgon",
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize("order", REFUSED)
def test_refused(order: str) -> None:
    assert read(order).unknown, reading(order)
