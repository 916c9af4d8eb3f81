"""The restating data: every pair's answer is a sentence of the house language (an order's, or
"outside the game"), the families players ask for are there, and the wider words keep what the
order names."""

from __future__ import annotations

import random

from agent.house import HOUSE, Outside
from agent.house.restate import named_kinds
from agent.reading import meaning as m
from agent.training.restating import pairs, widen


def test_every_answer_is_a_sentence_of_the_house_language():
    drawn, kinds = pairs(600, seed=4)
    assert len(drawn) == 600 and set(kinds) >= {"generator", "family", "outside"}
    for pair in drawn:
        read = HOUSE.read(pair.program)
        outside = HOUSE.read(pair.program, "outside")
        assert isinstance(read, m.Meaning) or isinstance(outside, Outside), pair
        assert pair.user.endswith(pair.order.strip())
        assert (pair.kind == "outside") == isinstance(outside, Outside)


def test_wider_words_keep_the_things_an_order_names():
    rng = random.Random(0)
    for order in ("pick up the bow, then attack the bat", "keep between 2 and 5 tiles from me",
                  "bring me the sword and an arrow"):
        for _ in range(50):
            wider = widen(rng, order)
            assert named_kinds(wider) == named_kinds(order), wider
