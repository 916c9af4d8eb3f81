""""Before X, do Y" where X is a fight on no monster named ("before fighting", "before you fight
anything"): the fight is when the steps are for, never a fight ordered of its own; a fight the
order names ("then kill the gorgon", "before fighting the gorgon") is still fought. Each row an
order and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from tests.unit.readings import reading

READ = [
    # the fight left open is no step (before: an extra "attack monster", confidently wrong)
    ("before fighting anything, get the sword, then kill the gorgon", "fetch sword; attack gorgon"),
    ("before fighting, get the sword", "fetch sword"),
    ("before you fight, get the sword", "fetch sword"),
    ("before killing anything, pick up the bow", "fetch bow"),
    ("before attacking, grab the bow and an arrow", "fetch bow; fetch arrow"),
    ("before you fight anyone, grab the bow, then slay the bats",
     "fetch bow; attack every bat"),
    ("get the sword before fighting", "fetch sword"),
    ("grab the bow before you shoot anything", "fetch bow"),
    # a fight on a monster named, or another step, is still ordered after
    ("before fighting the gorgon, get the sword", "fetch sword; attack gorgon"),
    ("before you kill a bat, search the dungeon", "explore; attack bat"),
    ("before you explore, get the bow", "fetch bow; explore"),
    ("get the sword before you kill the gorgon", "fetch sword; attack gorgon"),
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_read(order: str, expected: str) -> None:
    assert reading(order) == expected
