"""A place, thing or amount after "guard me" is never dropped unsaid: "guard me near the moon"
and "guard me by the bow" read ``guard player`` with the words after "me" gone, so they are said
back (agent/reading/duties.py, ``_guard``), and so are "guard me, 5" and "guard me, five tiles
from the bow"; "guard me, five tiles" is the guard's reach (``_REACH``); "guard me", a remark
after a comma, a "please", how long and from whom stay read as before. Each kept row an order
and its reading in the gist notation of tests/unit/gist.py."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read
from tests.unit.readings import reading

REFUSED = [
    "guard me near the moon",
    "guard me by the bow",
    "guard me near the door",
    "guard me at the door",
    "guard us by the sword",
    "guard the player near the moon",
    "guard me near the moon, please",
    # an amount after the player's post that is no reach: said back, never dropped
    "guard me, five tiles from the bow",
    "guard me, 5",
    "Guard me, three.",
    "guard me, 40 tiles",
]

KEPT = [
    ("guard me", "guard player"),
    ("guard me, the bat is coming", "guard player"),
    ("Guard me, the bat is coming", "guard player"),
    ("guard me please", "guard player"),
    ("cover me quickly", "guard player"),
    ("guard me the whole way", "guard player"),
    ("guard me while I walk to the bow", "guard player"),
    ("guard me within 3 tiles", "guard player -..3"),
    ("guard me until I move", "guard player once moved(player): "),
    ("guard me from the gorgon", "protect gorgon"),
    ("keep me safe from the gorgon", "protect gorgon"),
    # the reach said after a comma, a dash or nothing: how far the guard may stray
    ("Guard me, five tiles.", "guard player -..5"),
    ("guard me, 4 tiles", "guard player -..4"),
    ("guard me - two squares", "guard player -..2"),
    ("Guard me, five tiles away.", "guard player -..5"),
    ("guard me three steps", "guard player -..3"),
    ("guard the bow, 3 tiles", "guard bow -..3"),
    ("keep an eye on me, four tiles", "guard player -..4"),
    ("guard this spot, 2 tiles", "guard companion -..2"),
    ("guard me, 2 bats are coming", "guard player"),
]


@pytest.mark.parametrize("order", REFUSED)
def test_refused_in_words(order: str) -> None:
    steps = read(order).steps
    assert any(isinstance(s, m.Unknown) and s.detail for s in steps), reading(order)


@pytest.mark.parametrize(("order", "want"), KEPT)
def test_kept(order: str, want: str) -> None:
    assert reading(order) == want
