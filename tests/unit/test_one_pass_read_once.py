"""Orders read once (issue 39, part 2): what an order leaves out ("any weapon but the sword"),
is read as data found before the order is read, and the order is read once without it
(agent/reading/exclusions.py: ``excluding``, ``worked_in``). Before, it wrote the order again
without those words and read it from the top (``reader.read`` called inside a reading: 97 and
61 times over the ~22,900 known orders). Each row an order and its reading in the gist
notation of tests/unit/gist.py; each is read with ``reader.read`` wrapped, and no reading calls
it again inside itself."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import agent.reading.reader as reader
from tests.unit.readings import reading

# Things left out, worked in: siblings of the known orders, and near-misses said back.
EXCLUDED = [
    ("Any item but the bow: fetch it.", 'fetch item; unknown[not understood] "but the bow"'),
    ("kill any monster other than the bats", "attack gorgon"),
    ("Besides the sword, how many items are there?", "ask value (count(item) - count(sword))"),
    ("grab a weapon, anything but the bow", "fetch sword"),
    ("Not the gorgon: attack a monster.", "attack bat"),
    ("kill every monster except the bats, then come back to me", "attack every gorgon; come_back"),
    ("Not the bow, not the sword: fetch an arrow.", "fetch arrow"),
    ("what am I carrying apart from the arrows?", "ask carrying of player besides arrow"),
    ("Not the sword: say hello.", "say 'hello'; unknown[not understood] \"Not the sword\""),
    ("kill any weapon but the sword", 'unknown[does not fit] "kill any weapon but the sword"'),
    (
        "get any weapon except the sword and the bow",
        "if distance(sword, companion) < distance(bow, companion): fetch sword | fetch bow; "
        'unknown[not understood] "except the sword and the bow"',
    ),
]


@pytest.fixture
def reentries(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """The orders ``reader.read`` is called on inside a reading."""
    inner: list[str] = []
    depth = [0]
    read = reader.read

    def wrapped(order: str) -> object:
        if depth[0]:
            inner.append(order)
        depth[0] += 1
        try:
            return read(order)
        finally:
            depth[0] -= 1

    monkeypatch.setattr(reader, "read", wrapped)
    monkeypatch.setattr("tests.unit.readings.read", wrapped)
    yield inner


@pytest.mark.parametrize(("order", "gist"), EXCLUDED)
def test_read_once(order: str, gist: str, reentries: list[str]) -> None:
    assert reading(order) == gist
    assert reentries == []
