"""The pattern language of rows (agent.reading.rows): classes, named words, alternatives and
words that may be left out."""

from __future__ import annotations

import re

import pytest

from agent.reading import patterns, rows
from agent.reading.rows import Row, Table

PIECES = {"COUNT": r"\d+", "WAY": ("left", "right")}


def test_a_named_word_is_what_its_part_took():
    table = Table([Row("walk", "walk [{n:COUNT}] {way:WAY} [by {n:COUNT}]", "walked", ("x",))],
                  PIECES)
    assert table.first("walk 3 left") == (table.rows[0], {"n": "3", "way": "left"})
    # a name in several parts: the first part that took any words
    assert table.first("walk left by 4") == (table.rows[0], {"n": "4", "way": "left"})
    assert table.first("walk up") is None


def test_the_first_row_whose_pattern_is_the_whole_text_is_taken():
    table = Table([Row("a", "go {WAY}", 1, ("go left",)), Row("b", "go (left|up)", 2, ("go up",))],
                  PIECES)
    assert [table.first(text)[0].name for text in ("go left", "go up")] == ["a", "b"]
    assert table.first("go left now") is None
    assert rows.examples(table) == [("a", "go left"), ("b", "go up")]
    assert rows.misread(table, "b", "go left", lambda text: table.first(text)[0]) == (
        "'go left' reads to 'a', not to 'b'")


def test_only_rows_that_may_begin_as_the_text_does_are_tried_and_in_their_order():
    # one match tries the rows that may begin with the text's first letter, a digit's rows for
    # a digit, and the rows that may begin with anything (a piece of any words) where they stood
    table = Table([Row("go", "go {WAY}", 1, ("go left",)), Row("any", "{ANY} please", 2, ("x",)),
                   Row("stay", "stay [please]", 3, ("stay",)), Row("n", "{COUNT} steps", 4, ("3",)),
                   Row("gone", "(go|gone) away", 5, ("gone away",))],
                  {**PIECES, "ANY": r"\w+(?: \w+)*"})
    read = {text: found[0].name if (found := table.first(text)) else None for text in (
        "go left", "go away", "gone away", "stay", "stay please", "3 steps", "3 please", "up",
        "sit please", "")}
    assert read == {"go left": "go", "go away": "gone", "gone away": "gone",
                    "stay": "stay", "stay please": "any", "3 steps": "n", "3 please": "any",
                    "up": None, "sit please": "any", "": None}
    assert [row.name for row, _ in table.each("stay please")] == ["any", "stay"]


def test_a_class_is_a_piece_a_class_of_the_lexicon_or_of_its_parts():
    compiled = re.compile(rows.regex("{MOVE_VERBS} to the {WAY}s?", PIECES))
    assert compiled.match("make your way to the lefts")  # lexicon_parts.MOVE_VERBS
    assert re.match(rows.regex("{THANKS} [{ADDRESS}]"), "thank you mate")  # lexicon
    with pytest.raises(ValueError):
        rows.regex("{NO_SUCH_CLASS}")


def test_words_run_together_are_one_word():
    compiled = re.compile(rows.regex("(go [{COUNT}]){WAY}", PIECES))
    assert all(compiled.match(text) for text in ("goleft", "go 3right"))
    assert not compiled.match("go left")


def test_a_table_with_faults_says_them(monkeypatch):
    # the faulty table's patterns are kept apart from the reader's, which must all compile
    # (tests/unit/test_reading_patterns.py), whatever order the tests run in
    monkeypatch.setattr(patterns, "_MADE", list(patterns._MADE))
    monkeypatch.setattr(patterns, "_TOGETHER", list(patterns._TOGETHER))
    table = Table([Row("a", "go", 1, ()), Row("a", "(go", 1, ("go",))])
    assert rows.faults(table) == ["two rows are named 'a'", "'a' has no examples",
                                  "'a': '(go': ( at 0 is not closed"]
