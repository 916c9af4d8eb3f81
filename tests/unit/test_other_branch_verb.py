"""The other branch of a condition said as a thing alone in a sentence of its own takes the first
branch's verb, as it does after a comma: "If I hold the sword, get the bow; if not, the sword." is
fetching the sword, never bringing it to the player (what a thing said alone asks). Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    ("If I hold the sword, get the bow; if not, the sword.",
     "if has(player, sword): fetch bow | fetch sword"),
    ("If I'm holding the sword, pick up the bow; if not, the sword.",
     "if has(player, sword): fetch bow | fetch sword"),
    ("if you hold the sword, get the bow. Otherwise the sword.",
     "if has(companion, sword): fetch bow | fetch sword"),
    ("if there are bats, kill one; if not, the gorgon",
     "if count(bat) > 0: attack bat | attack gorgon"),
    # as after a comma, which read so before
    ("If I hold the sword, get the bow, if not, the sword.",
     "if has(player, sword): fetch bow | fetch sword"),
    # a thing of another class, or more than a thing: read as said
    ("if there are bats, kill one; if not, the bow", "if count(bat) > 0: attack bat | bring bow"),
    ("Do you have the bow? If not, get it.",
     "if has(companion, bow): ask has bow of companion | fetch bow"),
]


@pytest.mark.parametrize(("order", "gist"), READ)
def test_the_other_branch_takes_the_first_branchs_verb(order: str, gist: str) -> None:
    assert reading(order) == gist
