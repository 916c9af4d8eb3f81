"""Readings once confidently wrong (the seventh list): a check of a thing carried, then what to
do if it is not, then the order's next step (the fight done only where the thing was missing);
where "they" are asked after a condition (where the two of us stand); "still around" in a count
(near); a kind left out of a count with "without" or "but not" (counted); a check of what is
carried with an amount (split into a step of its own); "let me know" alone (no step, no word).
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

# A check of having a thing, what to do if not, then the next step: the fetch, then the step.
CHECKED_FIRST = [
    (
        "make sure you have the sword; if you don't, get it first, then kill the gorgon",
        "fetch sword; attack gorgon",
    ),
    (
        "check that you have the bow. if you don't, grab it, then shoot a bat",
        "if has(companion, bow): ask has bow of companion; attack bat | fetch bow; attack bat",
    ),
    (
        "do you have the bow? if not, grab it, then shoot a bat",
        "if has(companion, bow): ask has bow of companion; attack bat | fetch bow; attack bat",
    ),
    (
        "have you got the sword? if not, get it first, then kill the gorgon",
        "if has(companion, sword): ask has sword of companion; attack gorgon | fetch sword; "
        "attack gorgon",
    ),
    (
        "be sure you've got an arrow; if not, fetch one first and then kill the bat",
        "fetch arrow; attack bat",
    ),
    (
        "make sure you've got the bow. if you don't, pick it up, and then kill a bat",
        "fetch bow; attack bat",
    ),
    (
        "double-check that you carry the bow. if you haven't got it, fetch it first, then shoot "
        "the nearest bat",
        "if has(companion, bow): ask has bow of companion; attack bat | fetch bow; attack bat",
    ),
    (
        "make sure you have two arrows; if not, get them first, then kill a bat",
        "fetch 2 arrow; attack bat",
    ),
    # as before, or refused: no fetch of the thing checked first, or the answer kept
    (
        "do you have the sword? if not, get it",
        "if has(companion, sword): ask has sword of companion | fetch sword",
    ),
    (
        "do you have the bow? if so, shoot a bat",
        "if has(companion, bow): attack bat | ask has bow of companion",
    ),
    (
        "check if you have the sword. if not, go get it",
        "if has(companion, sword): ask has sword of companion | fetch sword",
    ),
    (
        "make sure you have the bow; if not, get the sword first, then kill the gorgon",
        'fetch bow; unknown[not understood,logic] "if not, get the sword first, then kill the '
        'gorgon"',
    ),
    (
        "make sure you have the sword; if you don't, come back to me",
        'fetch sword; unknown[not understood,logic] "if you don\'t, come back to me"',
    ),
    # the fight after the fetch is done either way (agent/reading/fetched_first.py)
    (
        "if you don't have the sword, get it, then kill the gorgon",
        "if not has(companion, sword): fetch sword | ; attack gorgon",
    ),
]

# "they" asked after a condition on a kind: where they are (the nearest of them); alone, said
# back, never where the two of us stand.
WHERE_THEY_ARE = [
    ("if there are bats left, tell me where they are", "if count(bat) > 0: ask where bat | "),
    ("if any arrows are left, tell me where they are", "if count(arrow) > 0: ask where arrow | "),
    (
        "if there are still monsters, tell me where they are",
        "if count(monster) > 0: ask where monster | ",
    ),
    ("tell me where they are", 'unknown[ambiguous] "tell me where they are"'),
    # as before
    ("if the gorgon is alive, tell me where it is", "if count(gorgon) > 0: ask where gorgon | "),
    ("tell me where the bats are", "ask where bat"),
    ("where are you?", "ask where of companion"),
]

# "still around" in a condition of how many there are: left (alive); "around you / me": near.
STILL_AROUND = [
    ("if there are still bats around, kill them", "if count(bat) > 0: attack every bat | "),
    ("if there are bats still around, kill them", "if count(bat) > 0: attack every bat | "),
    (
        "if there are still monsters around, keep fighting",
        "if count(monster) > 0: attack monster | ",
    ),
    ("are there still bats around?", "ask check count(bat) > 0"),
    ("if three bats are still around, run away", "if count(bat) >= 3: flee | "),
    # near, as before
    ("if there are still bats around you, run", "if near(bat, 3, companion): flee | "),
    ("if there are still bats around me, come back", "if near(bat, 3, player): come_back | "),
    ("if there are bats around, run", "if near(bat, 3, companion): flee | "),
    ("is the gorgon still around?", "ask check count(gorgon) > 0"),
]

# A kind left out of a count: "without", "but not" as "except" is.
COUNTED_WITHOUT = [
    ("count the monsters without the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the monsters but not the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the monsters, but not the gorgon", "ask value (count(monster) - count(gorgon))"),
    (
        "how many monsters are there without the gorgon?",
        "ask value (count(monster) - count(gorgon))",
    ),
    ("how many items are there, but not the arrows?", "ask value (count(item) - count(arrow))"),
    ("tally the monsters without the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the monsters other than the gorgon", "ask value (count(monster) - count(gorgon))"),
    ("count the monsters apart from the gorgon", "ask value (count(monster) - count(gorgon))"),
    # no count, or nothing of the game left out: as before
    ("count the bats without moving", "ask count bat"),
    ("kill the bat without the sword", 'attack bat; unknown[not understood] "without the sword"'),
]

# A check of what is carried, said as a bid to look: a question, its amount kept in it.
CHECKED_ASKED = [
    (
        "check you've got the bow and at least one arrow",
        "ask check has(companion, bow) and carried(companion, arrow) >= 1",
    ),
    (
        "check if you have the bow and at least one arrow",
        "ask check has(companion, bow) and carried(companion, arrow) >= 1",
    ),
    ("check that you have the bow", "ask has bow of companion"),
    ("check you have at least two arrows", "ask check carried(companion, arrow) >= 2"),
    (
        "check that you have the bow and an arrow",
        "ask check has(companion, bow) and has(companion, arrow)",
    ),
    # as before
    ("do you have at least two arrows?", "ask check carried(companion, arrow) >= 2"),
    ("check whether you've got the bow", "ask has bow of companion"),
    ("check the corner", 'unknown[no such action] "check the corner"'),
]

TABLE = CHECKED_FIRST + WHERE_THEY_ARE + STILL_AROUND + COUNTED_WITHOUT + CHECKED_ASKED


@pytest.mark.parametrize(("order", "expected"), TABLE)
def test_reading(order: str, expected: str) -> None:
    assert reading(order) == expected


# A wish to be told said alone: answered in words (talk), never nothing at all.
@pytest.mark.parametrize(
    "order",
    ["let me know", "tell me", "ok, let me know!", "keep me posted",
     "let me know when you're done", "notify me"],
)
def test_nothing_to_tell(order: str) -> None:
    steps = read(order).steps
    assert len(steps) == 1 and isinstance(steps[0], m.Unknown)
    assert steps[0].reason is m.Reason.TALK and "Tell you what?" in steps[0].detail


@pytest.mark.parametrize(
    ("order", "expected"),
    [
        ("get the sword and let me know", "fetch sword"),
        ("let me know where the bow is", "ask where bow"),
        ("report back", "come_back"),
    ],
)
def test_told_beside_an_order(order: str, expected: str) -> None:
    assert reading(order) == expected
