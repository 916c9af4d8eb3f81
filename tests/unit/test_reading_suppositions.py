"""A count asked after a change supposed ("if you picked one up, how many arrows would be
left?"): how many there are now with the change worked in, never how many there are now, and
refused in words where the change is none the game can weigh. Each row an order and its reading
in the full gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

# Things taken from the ground, by one of us or each of us: fewer there, more carried.
TAKEN = [
    ("how many arrows would be left on the ground if you picked one up?",
     "ask value (count(arrow) - 1)"),
    ("If you and I each took one arrow from the ground, how many arrows would still be lying"
     " there?", "ask value (count(arrow) - 2)"),
    ("if I took the bow, how many items would be left on the ground?",
     "ask value (count(item) - 1)"),
    ("if you grabbed 2 arrows, how many arrows would there be on the floor?",
     "ask value (count(arrow) - 2)"),
    ("If you picked up every arrow still on the ground and added them to the ones you already"
     " carry, how many would you have?", "ask value (carried(companion, arrow) + count(arrow))"),
    ("if you picked up 2 arrows how many arrows would you have?",
     "ask value (carried(companion, arrow) + 2)"),
]

# Monsters defeated or gone: fewer of that kind, and fewer monsters.
DEFEATED = [
    ("if u kill 1 bat how many monsters r left", "ask value (count(monster) - 1)"),
    ("If all the bats were gone, how many monsters would remain?",
     "ask value (count(monster) - count(bat))"),
    ("if you killed two bats, how many bats would be left?", "ask value (count(bat) - 2)"),
    ("how many bats would remain if you shot one?", "ask value (count(bat) - 1)"),
    ("imagine the gorgon was dead: how many monsters would there be?",
     "ask value (count(monster) - count(gorgon))"),
]

# An arrow used on each bat: as many arrows gone as there are bats.
ARROW_EACH = [
    ("Suppose you shot every bat, one arrow each: how many arrows would be left on the ground?",
     "ask value (count(arrow) - count(bat))"),
    ("If you used one arrow on each bat, how many arrows would be left over?",
     "ask value (count(arrow) - count(bat))"),
]


# However the supposing is said. "supposing you grabbed 2 arrows, how many arrows would there be
# on the floor?" was answered with the arrows there are now, the supposition passed over as the
# words of why a question is asked.
SUPPOSING = [
    ("supposing you grabbed 2 arrows, how many arrows would there be on the floor?",
     "ask value (count(arrow) - 2)"),
    ("imagine you shot a bat, how many bats would be left?", "ask value (count(bat) - 1)"),
    ("assuming you kill the gorgon, how many monsters are left?",
     "ask value (count(monster) - 1)"),
    ("what if you took the bow, how many items would be on the ground?",
     "ask value (count(item) - 1)"),
    ("say you killed 2 bats, how many bats are left?", "ask value (count(bat) - 2)"),
]


@pytest.mark.parametrize(("order", "meaning"), TAKEN + DEFEATED + ARROW_EACH + SUPPOSING)
def test_a_count_after_a_change_supposed_is_worked_out(order: str, meaning: str) -> None:
    assert reading(order) == meaning


# A change the game cannot weigh, or one that says nothing of what is counted: refused in words,
# never answered with how many there are now.
@pytest.mark.parametrize("order", [
    "if you were a dragon, how many monsters would be left?",
    "if you picked up every arrow, how many swords would you carry?",
    "if you ate an arrow, how many arrows would be left?",
    "if you shot the sword, how many swords would be left?",
    "how many monsters would remain?",
    "supposing you were a dragon, how many monsters would be left?",
])
def test_a_count_after_a_change_it_cannot_weigh_is_refused(order: str) -> None:
    said = reading(order)
    assert "unknown[" in said and "ask " not in said, said
