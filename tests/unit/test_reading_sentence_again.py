"""A sentence that says only how often ("Do that 3 times.") repeats every step of the sentence
before, not its last step alone: "walk 2 right, then 2 left. do that 3 times" walked right once
and left three times. A sentence before of one step reads as ever. Said at the end of one
sentence of moves ("walk 2 right, then 2 left, 3 times"), how often is every move's; after a
comma and steps not all moves, it is said back naming both readings."""

from __future__ import annotations

import pytest

from agent.reading import read
from agent.refusal import refusal
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


@pytest.mark.parametrize(("order", "gist"), [
    # how often, said once at the end of a sentence of moves: every move that often (it read
    # "2 left" three times, not understood; "..., then walk 2 left, 3 times" walked 6 left)
    ("walk 2 right, then 2 left, 3 times", "repeat 3x 0t: walk right 2; walk left 2"),
    ("walk 2 right, then walk 2 left, 3 times", "repeat 3x 0t: walk right 2; walk left 2"),
    ("walk 2 right then 2 left 3 times", "repeat 3x 0t: walk right 2; walk left 2"),
    ("go 3 north, then 3 south, twice", "repeat 2x 0t: walk north 3; walk south 3"),
    ("step right then left, 4 times", "repeat 4x 0t: walk right 1; walk left 1"),
    ("walk 2 right, then 2 up, 3 times", "repeat 3x 0t: walk right 2; walk up 2"),
    ("go to the bow, then go to the sword, twice", "repeat 2x 0t: go_to bow; go_to sword"),
    # as before
    ("go to the bow, then come back, 3 times", "repeat 3x 0t: go_to bow; come_back"),
    ("get the bow, then kill a bat 3 times", "fetch bow; repeat 3x 0t: attack bat"),
    ("patrol between the bow and me, 3 times", "repeat 3x 0t: patrol bow to player"),
])
def test_how_often_at_the_end_of_a_sentence_of_moves_repeats_every_move(order, gist):
    assert steps(read(order).steps, full=True) == gist


@pytest.mark.parametrize(("order", "last"), [
    ("get the bow, then kill a bat, 3 times", "kill a bat"),
    ("say hi, then say bye, twice", "say bye"),
    ("pick up an arrow, then walk 2 left, 3 times", "walk 2 left"),
])
def test_how_often_after_a_comma_and_steps_not_all_moves_is_said_back_naming_both(order, last):
    meaning = read(order)
    said = refusal(meaning, None)
    assert meaning.unknown and "every step" in said and f'"{last}" alone' in said, said
