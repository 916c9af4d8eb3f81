"""Questions are a table of rows (agent.reading.questions.ROWS, and WHOLE for the questions that
ask several things at once): every row's examples are its tests."""

from __future__ import annotations

import pytest

from agent.reading import lexicon as lx, meaning as m, read, rows
from agent.reading.questions import (
    TABLE,
    WHOLE,
    WORKED_OUT,
    answer_row,
    read_questions,
)
from agent.reading.text import expand, strip_filler


def question_row(text: str, table=None):
    """The row of ``table`` (``TABLE``) that reads the question, else None."""
    found = answer_row(text, True, table)
    return found[0] if found is not None else None


def _asked(order: str) -> tuple[m.Step, ...]:
    return read_questions(order.rstrip("?"), order.endswith("?"))


@pytest.mark.parametrize(("name", "order"), rows.examples(TABLE))
def test_each_example_reads_to_its_row_and_the_whole_reader_reads_it_so(name, order):
    assert rows.misread(TABLE, name, order, question_row) is None  # this row, not one before
    asked = _asked(order)
    assert asked and read(order).steps == asked


def _whole_row(order: str):
    found = WHOLE.first(expand(strip_filler(order)).strip(" ?.!"))
    return found[0] if found is not None else None


@pytest.mark.parametrize(("name", "order"), rows.examples(WHOLE))
def test_each_question_of_several_reads_to_its_row_and_the_reader_asks_them_all(name, order):
    assert rows.misread(WHOLE, name, order, _whole_row) is None
    asked = _asked(order)
    assert len(asked) >= 1 and read(order).steps == asked


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(TABLE) == []
    assert rows.faults(WHOLE) == []


@pytest.mark.parametrize(("order", "asks"), [
    ("how many bats are left?", m.Ask(m.COUNT, (m.Thing(lx.BAT),), words="how many bats are left")),
    ("where is the bow?", m.Ask(m.WHERE, (m.Thing(lx.BOW),), words="where is the bow")),
    ("what are you carrying?", m.Ask(m.CARRYING, who=m.COMPANION,
                                     words="what are you carrying")),
    ("how's your health?", m.Ask(m.HEALTH, who=m.COMPANION, words="how's your health")),
    ("what defeats the gorgon?", m.Ask(m.WEAKNESS, (m.Thing(lx.GORGON),),
                                       words="what defeats the gorgon")),
])
def test_a_row_builds_its_question(order, asks):
    assert _asked(order) == (asks,)


def test_a_row_that_gives_nothing_leaves_the_question_to_the_next():
    # "how many arrows do you have?" names what is carried: the count row after it is not it
    assert question_row("how many arrows do you have?") is TABLE.row("what is carried")
    # "how far is it?" asks a distance of nothing: no row after "how far" reads it
    assert question_row("how far is it?") is None


@pytest.mark.parametrize(("name", "order"), rows.examples(WORKED_OUT))
def test_each_number_worked_out_reads_to_its_phrasing_and_the_reader_reads_it_so(name, order):
    assert question_row(order, table=WORKED_OUT) is WORKED_OUT.row(name)
    assert question_row(order) is TABLE.row("worked out")
    asked = _asked(order)
    assert len(asked) == 1 and read(order).steps == asked


def test_the_phrasings_of_a_number_worked_out_are_rows_of_their_own():
    assert rows.faults(WORKED_OUT) == []


# A share of health asked to be given: health moved between us, which the game cannot do, said
# back as such; asking to be told it stays a question of health.
@pytest.mark.parametrize(("order", "gist"), [
    ("give me all your health", 'unknown[cannot be done] "give me all your health"'),
    ("give me some health", 'unknown[cannot be done] "give me some health"'),
    ("spare me half of your hp", 'unknown[cannot be done] "spare me half of your hp"'),
    ("hand me all your health", 'unknown[cannot be done] "hand me all your health"'),
    ("give me your health", "ask health of companion"),
    ("give me a health report", "ask health of companion"),
])
def test_health_asked_to_be_given_is_no_question_of_it(order, gist):
    from tests.unit.readings import reading

    assert reading(order) == gist
