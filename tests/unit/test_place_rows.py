"""Walking and going to places is a table of rows (agent.reading.places.ROWS): every row's
examples are its tests."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read, rows
from agent.reading.places import TABLE, place_row, read_place


@pytest.mark.parametrize(("name", "order"), rows.examples(TABLE))
def test_each_example_reads_to_its_row_and_the_whole_reader_reads_it_so(name, order):
    assert rows.misread(TABLE, name, order, place_row) is None  # this row, not one before it
    steps = read_place(order)
    assert steps and read(order).steps == steps


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(TABLE) == []


@pytest.mark.parametrize(("order", "steps"), [
    ("walk 3 steps left", (m.Act(m.WALK, way="left", steps=3, words="walk 3 steps left"),)),
    ("goleft", (m.Act(m.WALK, way="left", steps=1, words="goleft"),)),
    ("hide at row 2 column 3", (
        m.Act(m.GO_TO, place=m.Place(row=2, col=3), words="hide at row 2 column 3"),
        m.Act(m.STAY, words="hide at row 2 column 3"))),
    ("go to the top left corner and wait there", (
        m.Act(m.GO_TO, place=m.Place(name="top left"),
              words="go to the top left corner and wait there"),
        m.Act(m.STAY, words="go to the top left corner and wait there"))),
])
def test_a_row_builds_its_steps(order, steps):
    assert read_place(order) == steps


def test_a_row_may_build_nothing_and_no_row_after_it_is_tried():
    # "stay close to me" is following, not going to the player and staying there
    assert place_row("stay close to me") is TABLE.row("settle by something")
    assert read_place("stay close to me") is None
