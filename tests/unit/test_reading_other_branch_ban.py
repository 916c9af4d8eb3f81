"""An other branch that keeps away from "it" said as a ban ("if not, don't go near it", "otherwise
never approach it"): "it" is the one monster the first branch fights, where the condition names
none, as it is for "stay away from it". Each row an order and its reading in the gist notation
of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    # before: "it" taken as the item the condition names, refused ("not the bow")
    ("if you have the bow, kill the bat, and if not, don't go near it",
     "if has(companion, bow): attack bat | keep_away bat"),
    ("if you have the sword, attack the gorgon; otherwise don't approach it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    ("if you've got the bow, shoot the bats, if not, don't go near them",
     "if has(companion, bow): attack every bat | keep_away bat"),
    ("if you have the sword, kill the gorgon, otherwise never go near it",
     "if has(companion, sword): attack gorgon | keep_away gorgon"),
    # read as before
    ("if you've got the bow, shoot the bat, if not, stay away from it",
     "if has(companion, bow): attack bat | keep_away bat"),
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected
