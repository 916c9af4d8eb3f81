"""The last English written back to be read again, read as said (issue 39, "one pass"): a duty
to the nearer of two ("guard the closer of the bow and the sword") is the duty's verb as said
on the words that name each thing (``chosen_duty``, ``errands.errand_on``; it wrote "guard the
bow" and read it); a fetching or a fight on all but some ("collect all but one arrow") the verb
as said on the noun as said, every one of its kind (``all_but``, ``errands.errand_of``; it
wrote "collect every arrow"); "whichever is closer to you, the sword or an arrow, pick that one
up" the question of which built from the two things and the measure's words
(``which_said_apart.whichever``; it wrote "which is closer to you, ..." and read it). Each row
an order and its reading in the gist notation of tests/unit/gist.py; no clause the reader reads
is words the player did not say."""

from __future__ import annotations

import re

import pytest

from agent.reading import reader
from tests.unit.readings import reading

DUTY = [
    (
        "guard the closer of the bow and the sword",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "defend the farther of the sword and the bow",
        "if distance(sword, companion) > distance(bow, companion): guard sword | guard bow",
    ),
    (
        "guard the closer one of the sword and the bow",
        "if distance(sword, companion) < distance(bow, companion): guard sword | guard bow",
    ),
    (
        "guard whichever of the bow and the sword is nearer",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "guard whichever of the bow and the sword is farther",
        "if distance(bow, companion) > distance(sword, companion): guard bow | guard sword",
    ),
    (
        "please guard the closer of the bow and the sword",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
    (
        "protect the closer of the bow and the sword",
        'unknown[ambiguous] "protect the closer of the bow and the sword"',
    ),
    (
        "guard the closer of the bow and the arrow",
        "if distance(bow, companion) < distance(arrow, companion): guard bow | guard arrow",
    ),
    (
        "guard the closer of the bow and the bow",
        'unknown[not understood] "guard the closer of the bow and the bow"',
    ),
    (
        "guard the closer of the bat and the sword",
        'unknown[not understood] "guard the closer of the bat and the sword"',
    ),
]


ALL_BUT = [
    ("collect all but one arrow", "fetch every arrow once count(arrow) <= 1: "),
    ("kill all but one bat", "attack every bat once count(bat) <= 1: "),
    ("kill every bat but one", "attack every bat once count(bat) <= 1: "),
    ("pick up every arrow but one", "fetch every arrow once count(arrow) <= 1: "),
    ("get all the arrows except two", "fetch every arrow once count(arrow) <= 2: "),
    ("collect every arrow except one", "fetch every arrow once count(arrow) <= 1: "),
    ("grab all the arrows save one", "fetch every arrow once count(arrow) <= 1: "),
    ("please kill all but two bats", "attack every bat once count(bat) <= 2: "),
    ("bring me all but one arrow", 'unknown[not understood] "bring me all but one arrow"'),
    ("guard all but one arrow", 'unknown[not understood] "guard all but one arrow"'),
    ("collect all but one arrows", "fetch every arrow once count(arrow) <= 1: "),
    ("get all but zero arrows", 'unknown[not understood] "get all but zero arrows"'),
]


WHICHEVER = [
    (
        "Whichever is closer to you, the sword or an arrow, pick that one up.",
        "if distance(sword, companion) < distance(arrow, companion): fetch sword | fetch arrow",
    ),
    (
        "whichever of the bow and the sword is nearer, fetch it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is farther, fetch it",
        "if distance(bow, companion) > distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow or the sword is closer, grab it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is nearest to me, bring it to me",
        "if distance(bow, player) < distance(sword, player): bring bow | bring sword",
    ),
    (
        "whichever is farther from me, the bow or the sword, bring it to me",
        "if distance(bow, player) > distance(sword, player): bring bow | bring sword",
    ),
    (
        "whichever weapon is closer, the bow or the sword, get it",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "Whichever of the bow and the sword lies nearer to you, fetch it.",
        "if distance(bow, companion) < distance(sword, companion): fetch bow | fetch sword",
    ),
    (
        "whichever of the bow and the sword is closer, kill it",
        'unknown[not understood] "whichever of the bow and the sword is closer, kill it"',
    ),
    (
        "whichever of the bat and the gorgon is closer, kill it",
        "if distance(bat, companion) < distance(gorgon, companion): attack bat | attack gorgon",
    ),
    (
        "whichever of the bow and the bow is nearer, fetch it",
        "if distance(bow, companion) < distance(bow, companion): fetch bow | fetch bow",
    ),
    (
        "whichever is closer to us, the bow or the sword, get it",
        "if distance(bow, player) < distance(sword, player): fetch bow | fetch sword",
    ),
    (
        "whichever is bigger, the bow or the sword, get it",
        'unknown[not understood] "whichever is bigger, the bow or the sword"; fetch sword',
    ),
]
# "the two weapons" named by their names before it is read (``two_weapons``, a voice): read as
# the two are.
NAMED_BEFORE = [
    (
        "guard the closer of the two weapons",
        "if distance(bow, companion) < distance(sword, companion): guard bow | guard sword",
    ),
]


@pytest.mark.parametrize(("order", "meaning"), NAMED_BEFORE)
def test_the_two_weapons(order: str, meaning: str) -> None:
    assert reading(order) == meaning


def _words(text: str) -> str:
    return " ".join(re.findall(r"[a-z0-9']+", text.lower()))


@pytest.mark.parametrize(("order", "meaning"), DUTY + ALL_BUT + WHICHEVER)
def test_read_as_said(order: str, meaning: str, monkeypatch: pytest.MonkeyPatch) -> None:
    read_part, said = reader._read_part, _words(order)

    def as_said(text: str, *args: object, **kwargs: object) -> object:
        assert _words(text) in said, f"written back to be read again: {text!r}"
        return read_part(text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(reader, "_read_part", as_said)
    assert reading(order) == meaning
