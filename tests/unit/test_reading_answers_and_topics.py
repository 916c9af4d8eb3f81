"""A condition on the answer just asked ("How far is the bat? If it's under 3, kill it.": the
question answered, then a choice on the number it asks, agent/reading/answered_conditions.py).
Each row an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# The number a question asks, compared in the next sentence by "it", "that", "there are" or
# nothing at all; "it" in the branch is the question's thing.
ANSWER_COMPARED = [
    (
        "How far is the bat? If it's under 3, kill it.",
        "ask distance bat of companion; if near(bat, 2, companion): attack bat | ",
    ),
    (
        "How many arrows are left? If more than 1, get them all.",
        "ask count arrow; if count(arrow) > 1: fetch every arrow | ",
    ),
    (
        "What's your health? If it's below 2, stay with me, otherwise go kill a bat.",
        "ask health of companion; if health(companion) < 2: follow | attack bat",
    ),
    (
        "How far is the bat? If that's more than 2, come back.",
        "ask distance bat of companion; if distance(bat, companion) > 2: come_back | ",
    ),
    (
        "How many bats are there? If there are more than one, kill the nearest one.",
        "ask count bat; if count(bat) > 1: attack bat | ",
    ),
    (
        "How many bats are left? If any, kill one.",
        "ask count bat; if count(bat) > 0: attack bat | ",
    ),
    (
        "How many bats are left? If none, come back to me.",
        "ask count bat; if count(bat) == 0: come_back | ",
    ),
    (
        "How many arrows do you have? If it's 3 or more, kill a bat.",
        "ask carrying arrow of companion; if carried(companion, arrow) >= 3: attack bat | ",
    ),
    (
        "What's my health? If it's under 2, guard me.",
        "ask health of player; if health(player) < 2: guard player | ",
    ),
    (
        "How far is the gorgon? Unless it's more than 5 tiles away, run.",
        "ask distance gorgon of companion; if distance(gorgon, companion) <= 5: flee | ",
    ),
    (
        "How far is the gorgon? If it's closer than 4, run away from it.",
        "ask distance gorgon of companion; if near(gorgon, 3, companion): flee | ",
    ),
    (
        "how many bats have you killed? if it's more than 2, say well done",
        "ask value defeated(bat, companion); if defeated(bat, companion) > 2: say 'well done' | ",
    ),
    (
        "How far is the bat? If it's under 3, kill it. Otherwise come back.",
        "ask distance bat of companion; if near(bat, 2, companion): attack bat | come_back",
    ),
    (
        "how far is the bat from me? if it's less than 3, kill it",
        "ask distance bat of player; if near(bat, 2, player): attack nearest-from-player bat | ",
    ),
    (
        "how many monsters are left? if 2 or fewer, explore",
        "ask count monster; if count(monster) <= 2: explore | ",
    ),
    (
        "count the monsters; if there are more than 3, stay put, otherwise go get the bow",
        "ask count monster; if count(monster) > 3: stay | fetch bow",
    ),
    # as it read before: the same as "less than 10 tiles away" said of the sword
    (
        "how far away is the sword? if it's less than 10 tiles, go get it",
        "ask distance sword of companion; if near(sword, 9, companion): fetch sword | ",
    ),
]

# A yes-or-no question: "if so", "if yes", "if not" are its condition (afterthoughts.attached).
YES_OR_NO = [
    (
        "Are there bats left? If yes, kill one.",
        "if count(bat) > 0: attack bat | ask check count(bat) > 0",
    ),
    (
        "Are there bats left? If so, kill one.",
        "if count(bat) > 0: attack bat | ask check count(bat) > 0",
    ),
]

# Near misses: a condition that compares no number is the reader's as before ("if it's near":
# the bow's distance); a sentence naming a thing of its own compares that; what is not read
# whole stays refused.
NOT_THE_ANSWER = [
    (
        "Where is the bow? If it's near, get it",
        "ask where bow; if near(bow, 3, companion): fetch bow | ",
    ),
    (
        "How many arrows are left? If there are more than 2 bats, get them.",
        "ask count arrow; if count(bat) > 2: attack every bat | ",
    ),
]


@pytest.mark.parametrize(("order", "expected"), ANSWER_COMPARED + YES_OR_NO + NOT_THE_ANSWER)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    "order",
    [
        "How far is the bat? If it's low, kill it.",  # no number to compare
        "What are you carrying? If it's more than 2, come back.",  # what, not how many
        "How far is the bat? If it's under 3, eat it.",  # no such errand
        "How far is the bat? If it's under 3, kill it, and if it's more than 5, come back.",
    ],
)
def test_refused(order: str) -> None:
    assert "unknown[" in reading(order)
