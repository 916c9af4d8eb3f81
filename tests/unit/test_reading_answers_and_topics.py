"""A condition on the answer just asked ("How far is the bat? If it's under 3, kill it.": the
question answered, then a choice on the number it asks, agent/reading/answered_conditions.py); a
thing named first, then the order on it ("the bow: go get it", agent/reading/topic_first.py).
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
    (
        "How many arrows do you have? If you have fewer than 2, get more.",
        "ask carrying arrow of companion; if carried(companion, arrow) < 2: fetch every arrow | ",
    ),
    (
        "How far is the bat? If it's under 3, kill it; if not, come back.",
        "ask distance bat of companion; if near(bat, 2, companion): attack bat | come_back",
    ),
    (
        "How far is the bat? If the answer is less than 3, kill it.",
        "ask distance bat of companion; if near(bat, 2, companion): attack bat | ",
    ),
    # as it read before: the same as "less than 10 tiles away" said of the sword
    (
        "how far away is the sword? if it's less than 10 tiles, go get it",
        "ask distance sword of companion; if near(sword, 9, companion): fetch sword | ",
    ),
]

# The question and the condition in one sentence, as in two.
ASKED_AND_COMPARED = [
    (
        "how far is the bat, and if it's under 3, kill it",
        "ask distance bat of companion; if near(bat, 2, companion): attack bat | ",
    ),
    (  # before: the condition dropped without a word
        "how far is the bat, and when it's under 3, kill it",
        "ask distance bat of companion; wait once near(bat, 2, companion): attack bat",
    ),
    (
        "how many bats are there, if there are more than 2, run",
        "ask count bat; if count(bat) > 2: flee | ",
    ),
    (
        "how many arrows are left, if none, come back",
        "ask count arrow; if count(arrow) == 0: come_back | ",
    ),
    (  # a condition of its own, as before
        "what's my health, and if you see a bat, kill it",
        "ask health of player once near(bat, 5, companion): attack bat",
    ),
]

# Waited for: "when", "once", or a change of the answer ("drops below"), as "when the bat is less
# than 3 tiles away" and "if your health drops below 2" are.
ANSWER_WAITED_FOR = [
    (
        "How far is the bat? When it's under 3, kill it.",
        "ask distance bat of companion; wait once near(bat, 2, companion): attack bat",
    ),
    (
        "What's your health? If it drops below 2, come back.",
        "ask health of companion; wait once health(companion) < 2: come_back",
    ),
    (
        "How many bats are left? When there are none, come back.",
        "ask count bat; wait once count(bat) == 0: come_back",
    ),
]

# A yes-or-no question: "if so", "if yes", "if not" are its condition (afterthoughts.attached).
YES_OR_NO = [
    (
        "Do you have the sword? If not, get it.",
        "if has(companion, sword): ask has sword of companion | fetch sword",
    ),
    (
        "Do you have the sword? If the answer is no, get it.",
        "if has(companion, sword): ask has sword of companion | fetch sword",
    ),
    (
        "Are there bats left? If the answer is yes, kill one.",
        "if count(bat) > 0: attack bat | ask check count(bat) > 0",
    ),
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
    (  # the gorgon's distance from the player, not the one asked
        "How far is the gorgon? If it's more than 5 tiles from me, get the sword.",
        "ask distance gorgon of companion; if distance(gorgon, player) > 5: fetch sword | ",
    ),
    (
        "How far is the bat? If it's alive, kill it.",
        "ask distance bat of companion; if count(bat) > 0: attack bat | ",
    ),
    (
        "Where is the bow? If it's near, get it",
        "ask where bow; if near(bow, 3, companion): fetch bow | ",
    ),
    (
        "How many arrows are left? If there are more than 2 bats, get them.",
        "ask count arrow; if count(bat) > 2: attack every bat | ",
    ),
]


@pytest.mark.parametrize(
    ("order", "expected"),
    ANSWER_COMPARED + ASKED_AND_COMPARED + ANSWER_WAITED_FOR + YES_OR_NO + NOT_THE_ANSWER,
)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


@pytest.mark.parametrize(
    "order",
    [
        "How far is the bat? If it's low, kill it.",  # no number to compare
        "What are you carrying? If it's more than 2, come back.",  # what, not how many
        "How far is the bat? If it's under 3, eat it.",  # no such errand
        "How far is the bat? If it's under 3, kill it, and if it's more than 5, come back.",
        "How far is the bat? Whenever it's under 3, kill it.",  # each time: not read here
        "How far is the bat? When it's under 3, kill it, otherwise stay.",
    ],
)
def test_refused(order: str) -> None:
    assert "unknown[" in reading(order)


# A thing named first, before a colon or a dash, then the order on it: the thing as said, its
# pick and where it is measured from kept.
NAMED_FIRST = [
    ("the bow: go get it", "fetch bow"),
    ("the bow - go get it", "fetch bow"),
    ("that bat near the gorgon: kill it", "attack nearest-from-gorgon bat"),
    ("that bat near the gorgon \u2014 kill it", "attack nearest-from-gorgon bat"),
    ("the arrow at [16, 8]: grab it", "fetch on-from-16,8 arrow"),
    ("the arrow at [16, 8] - grab it", "fetch on-from-16,8 arrow"),
    ("see the arrow at [16, 8]? grab it", "fetch on-from-16,8 arrow"),
    ("you know the sword? bring it to me", "bring sword"),
    ("the bat nearest to me: kill it", "attack nearest-from-player bat"),
    ("the farthest arrow: pick it up", "fetch farthest-from-companion arrow"),
    ("the bats: kill them all", "attack every bat"),
    ("the gorgon: kill it with the sword", "attack gorgon"),
    ("the bow: where is it?", "ask where bow"),
    ("the bow: how far is it?", "ask distance bow of companion"),
    # after a comma, an order that names no other thing (before: "bring bow; fetch bow", the
    # fight twice, or the thing refused and the pick dropped)
    ("the bow, go get it", "fetch bow"),
    ("the gorgon, kill it", "attack gorgon"),
    ("the bats, kill them all", "attack every bat"),
    ("that bat near the gorgon, kill it", "attack nearest-from-gorgon bat"),
    ("the arrow at [16, 8], grab it", "fetch on-from-16,8 arrow"),
    ("the bow, go get it, then come back", "fetch bow; come_back"),
    ("the arrow at row 16, column 8: grab it", "fetch on-from-16,8 arrow"),
    ("the arrow at row 16, column 8, grab it", "fetch on-from-16,8 arrow"),
]


@pytest.mark.parametrize(("order", "expected"), NAMED_FIRST)
def test_named_first(order: str, expected: str) -> None:
    assert reading(order) == expected


# Refused: an order on another thing, words that are no thing, a question not read here (a
# remark on where a thing lies by its bearing, then "it", is read: test_misread_families_6.py).
@pytest.mark.parametrize(
    "order",
    [
        "the bow: get the sword",
        "the plan: get the bow",
        "the bow: eat it",
        "the bow: is it near?",
    ],
)
def test_named_first_refused(order: str) -> None:
    assert "unknown[" in reading(order)
