"""Talk is a table of rows (agent.reading.talk.ROWS, agent.reading.rows): every row's examples
are its tests."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from agent.reading import distances_kept as dk, errands, meaning as m, places, read, rows
from agent.reading.talk import PIECES, ROWS, TABLE, WHAT_TO_DO, talk_row


@pytest.mark.parametrize(("name", "order"), rows.examples(TABLE))
def test_each_example_reads_to_its_row_and_answer(name, order):
    assert rows.misread(TABLE, name, order, talk_row) is None  # this row, not one before it
    row = TABLE.row(name)
    (step,) = read(order).steps  # and the whole reader reads it so: nothing runs
    assert isinstance(step, m.Unknown) and step.talk and step.detail == row.makes
    assert step.reason is (m.Reason.WARNING if row.makes == WHAT_TO_DO else m.Reason.TALK)


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(TABLE) == []


@pytest.mark.parametrize(("pattern", "matches", "not_matches"), [
    # an optional word takes one space with it: after it, or before it at the end
    ("[very|really] {PRAISING} job", ["good job", "very nice job"], ["very  good job", " job"]),
    ("do the same [thing] [again]", ["do the same", "do the same thing again",
                                     "do the same again"], ["do the same ", "do the samething"]),
    ("{WARNED}s? [{WARNED_WHERE}]", ["bats", "gorgon behind you"], ["bat behind"]),
    ("do it {NUMBER} times", ["do it 12 times"], ["do it twelve times"]),
])
def test_a_pattern_names_classes_and_words(pattern, matches, not_matches):
    compiled = re.compile(rows.regex(pattern, PIECES))
    assert all(compiled.match(text) for text in matches)
    assert not any(compiled.match(text) for text in not_matches)


@pytest.mark.parametrize("pattern", ["[only optional]", "(unclosed", "closes nothing)"])
def test_a_pattern_that_cannot_be_read_is_an_error(pattern):
    with pytest.raises(ValueError):
        rows.regex(pattern)


def test_the_rows_the_readme_shows_are_rows_of_the_tables():
    readme = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")
    shown = re.findall(r'Row\("([^"]+)", "([^"]+)"', readme)
    tables = {(row.name, row.pattern)
              for row in (*ROWS, *places.ROWS, *errands.CLAUSES.rows, *dk.DISTANCES.rows)}
    assert len(shown) == 4 and set(shown) <= tables
