"""Orders read once (issue 39, part 2): what an order leaves out ("any weapon but the sword") is
read as data found before the order is read, and the order is read once without it
(agent/reading/exclusions.py: ``excluding``, ``worked_in``), and so is a ban beside steps that
keep it anyway ("Stand still. Don't follow me, whatever I do.": agent/reading/bans.py). Before,
each wrote the order again without those words and read it from the top (``reader.read`` called
inside a reading: 97, 61 and 46 times over the ~22,900 known orders). Each row an order and its
reading in the gist notation of tests/unit/gist.py; each is read with ``reader.read`` wrapped,
and no reading calls it again inside itself."""

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

# A ban beside steps that keep it anyway: the order read once without it ("it" after the thing
# not taken first is that thing, as data); steps that break it, refused as the order stands.
BANNED = [
    ("walk three steps right, and not one more", "walk right 3"),
    ("Stay put. Don't follow me, whatever happens.", "stay"),
    (
        "If your health is below 5, don't go for the bow; stay here. Otherwise get it.",
        "if health(companion) < 5: stay | fetch bow",
    ),
    ("Come here, but keep the bow. Don't give it to me.", "come_back"),
    ("Go to the top left corner, and don't stop for anything on the way.", "go_to top left"),
    ("Where is the bat? I don't care about the gorgon.", "ask where bat"),
    ("Kill the bat. Not the gorgon, just the bat.", "attack bat"),
    ("Keep away from the bats. Not the gorgon, just the bats.", "keep_away bat"),
    ("stay put for 4 turns, not fewer", "repeat 0x 4t: "),
    ("Don't shoot anything. Just tell me: how many arrows are there?", "ask count arrow"),
    ("come back to me but don't give me the bow", "come_back"),
    ("Guard the sword, but don't you dare pick it up.", "keep_off sword; guard sword"),
    ("don't follow me", 'unknown[cannot be promised] "don\'t follow me"'),
    ("Follow me. Don't follow me.", 'follow; unknown[cannot be promised] "Don\'t follow me"'),
    (
        "kill every monster, but don't attack the gorgon",
        'attack every monster; unknown[cannot be promised] "don\'t attack the gorgon"',
    ),
    # "no matter what" alone is the ban's, as "whatever happens": the stay keeps it
    ("Stay here. Do not follow me, no matter what.", "stay"),
    (
        "If you are hurt, don't get the sword, follow me. Otherwise fetch it.",
        # The thing not taken is set aside before reading, "it" in the other branch that thing:
        # a first branch that moves (following may cross the sword) cannot promise it, said back
        'if health(companion) < 3: follow | fetch sword;'
        ' unknown[cannot be promised] "don\'t get the sword"',
    ),
]

# Several picked by a side: the thing phrase takes the number and the side, the errand on them
# is done on one at a time; anything else on them said back as before.
SEVERAL = [
    ("fetch the three rightmost arrows", "repeat 3x 0t: fetch nearest-from-right side arrow"),
    ("kill the 2 northernmost bats", "repeat 2x 0t: attack nearest-from-top side bat"),
    (
        "grab the two lowest arrows and come back to me",
        "repeat 2x 0t: fetch nearest-from-bottom side arrow; come_back",
    ),
    ("get the two nearest arrows", "fetch 2 arrow"),
    ("get the leftmost arrows", 'unknown[cannot be done] "get the leftmost arrows"'),
    ("get the eleven leftmost arrows", 'unknown[cannot be done] "get the eleven leftmost arrows"'),
    (
        "bring me the two rightmost arrows and drop them here",
        'unknown[cannot be done] "bring me the two rightmost arrows and drop them here"',
    ),
    ("where are the two lowest bats?", 'unknown[cannot be done] "where are the two lowest bats"'),
]

# An order after an exasperated correction: read in the order's place, "it" the thing said
# instead; a correction the order after it does not keep read as said.
CORRECTED = [
    ("no. not the bow. the sword. get it", "fetch sword"),
    ("nope. not the bow. get an arrow", "fetch arrow"),
    ("no. not the bow. get any weapon but the sword", "fetch bow"),
    (
        "no! not the sword, the bow. go fetch it",
        'unknown[no such action] "not the sword, the bow"; fetch bow',
    ),
    (
        "no. NO. not the bow. the SWORD. go get the bow",
        'bring sword; fetch bow; unknown[not understood] "not the bow"',
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


@pytest.mark.parametrize(("order", "gist"), EXCLUDED + BANNED + SEVERAL + CORRECTED)
def test_read_once(order: str, gist: str, reentries: list[str]) -> None:
    assert reading(order) == gist
    assert reentries == []
