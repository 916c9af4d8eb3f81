"""A sentence that says only how often ("Do that 3 times.") repeats every step of the sentence
before, not its last step alone: "walk 2 right, then 2 left. do that 3 times" walked right once
and left three times. A sentence before of one step reads as ever."""

from __future__ import annotations

import pytest

from agent.reading import read
from tests.unit.gist import steps


@pytest.mark.parametrize(("order", "gist"), [
    ("walk 2 right, then 2 left. do that 3 times", "repeat 3x 0t: walk right 2; walk left 2"),
    ("2 east, 2 west. do that 3 times.", "repeat 3x 0t: walk east 2; walk west 2"),
    ("walk 2 right and 2 left. repeat that twice", "repeat 2x 0t: walk right 2; walk left 2"),
    ("fetch the bow, then walk 2 left. do that 3 times",
     "repeat 3x 0t: fetch bow; walk left 2"),
    ("walk right, then walk left. now repeat it 3 times!",
     "repeat 3x 0t: walk right 1; walk left 1"),
    ("get the bow, then come back. do that twice", "repeat 2x 0t: fetch bow; come_back"),
    # one step before: as ever
    ("Go pick up an arrow. Do that twice.", "repeat 2x 0t: fetch arrow"),
    ("walk 2 right. do that 3 times", "repeat 3x 0t: walk right 2"),
])
def test_how_often_said_alone_repeats_the_whole_sentence_before(order, gist):
    assert steps(read(order).steps, full=True) == gist


def test_a_question_of_how_often_is_not_a_repetition_of_the_sentence_before():
    gist = steps(read("walk 2 right, then 2 left. do that 3 times?").steps, full=True)
    assert not gist.startswith("repeat 3x 0t: walk right 2; walk left 2")
