"""What the player says beside an order of what they were told the companion carries ("Somebody
told me you're carrying some things.") or of how they would feel ("I'd feel safer holding them
myself."): a remark, no step, where another sentence asks something; alone, or joined to an order
in one sentence, it is read as before. What the companion carries said after a step without a
comma ("shoot the nearest bat u got a bow n arrow") is the remark said after a comma. Each row
an order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    ("Somebody told me you're carrying some things. Would you be so kind as to give me "
     "everything you've got on you? I'd feel safer holding them myself.", "hand_over"),
    ("I was told you carry the sword. kill the gorgon", "attack gorgon"),
    ("I heard you've got the bow. bring it to me", "bring bow"),
    ("get the bow. I'd feel safer with it", "fetch bow"),
    ("shoot the nearest bat u got a bow n arrow", "attack bat"),
    ("kill the gorgon you got the sword", "attack gorgon"),
    ("kill a bat u got a bow and arrow already", "attack bat"),
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected


# Alone, or with more in the same sentence: read as before (refused, or relayed as an order).
AS_BEFORE = [
    ("Somebody told me you're carrying some things.", "unknown"),
    ("someone said you have the bow and get the sword", "unknown"),
    ("someone says get the sword", "fetch sword"),
    ("do you got a bow?", "ask has bow of companion"),
    ("if u got a bow kill a bat", "if has(companion, bow): attack bat"),
]


@pytest.mark.parametrize(("order", "expected"), AS_BEFORE)
def test_read_as_before(order: str, expected: str) -> None:
    assert reading(order).startswith(expected)
