"""A restatement of an order that puts itself right never does what the order took back: "go
left... actually right, 3 steps" restated as a walk left was served, and the companion walked
left (the seventh fresh set's #27)."""

from __future__ import annotations

import pytest

from agent.house.checks import GameWords, check
from tests.unit.gist import steps


def _check(order: str, sentence: str):
    return check(order, sentence, GameWords([order, sentence]), sure=True)


@pytest.mark.parametrize(("order", "sentence"), [
    ("go left... actually right, 3 steps", "walk 3 steps left"),
    ("head up, no wait, down 2 tiles", "walk 2 steps up"),
    ("walk east. sorry, west, four steps", "walk 4 steps east"),
    ("grab the bow, I mean the sword", "pick up the bow"),
    ("go kill a bat... scratch that, the gorgon", "attack the bat"),
    ("fetch me the arrow, no, the sword", "pick up the arrow"),
])
def test_a_restatement_that_does_what_the_order_took_back_is_turned_back(order, sentence):
    served, why = _check(order, sentence)
    assert served is None
    assert why in ("the restatement goes or picks a way the order does not say or takes back",
                   "the restatement names other things than the order")


@pytest.mark.parametrize(("order", "sentence", "meaning"), [
    ("go left... actually right, 3 steps", "walk 3 steps right", "walk right 3"),
    ("grab the bow, make that the sword", "pick up the sword", "fetch sword"),
    # nothing replaced: the sword was said before the correction too
    ("get the bow and the sword, actually the sword first",
     "pick up the sword, then pick up the bow", "fetch sword; fetch bow"),
    # a correction of nothing the restatement names
    ("sorry, walk 3 steps right", "walk 3 steps right", "walk right 3"),
])
def test_a_restatement_of_what_the_order_kept_is_served(order, sentence, meaning):
    served, why = _check(order, sentence)
    assert served is not None, why
    assert steps(served.steps) == meaning
