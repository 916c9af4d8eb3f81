"""Errands' phrasings are tables of rows (agent.reading.errands): whole clauses (CLAUSES), a
choice between two things after the verb (CHOSEN) and amounts said around a thing (AMOUNTS).
Every row's examples are its tests."""

from __future__ import annotations

import pytest

from agent.reading import meaning as m, read, rows
from agent.reading.errands import AMOUNTS, CHOSEN, CLAUSES, read_errand
from agent.reading.text import expand, strip_filler


def _first(table):
    def row_of(words: str):
        found = table.first(expand(strip_filler(words)))
        return found[0] if found is not None else None
    return row_of


@pytest.mark.parametrize(("name", "order"), rows.examples(CLAUSES))
def test_each_whole_clause_reads_to_its_row_and_the_reader_reads_it_so(name, order):
    assert rows.misread(CLAUSES, name, order, _first(CLAUSES)) is None
    step, rest = read_errand(order)
    # the reader keeps off what it is not to take beside it ("go to the sword but never take it")
    steps = [s for s in read(order).steps if getattr(s, "action", None) != m.Action.KEEP_OFF]
    assert isinstance(step, m.Act) and steps[0] == step


@pytest.mark.parametrize(("name", "words"), rows.examples(CHOSEN))
def test_each_choice_reads_to_its_row_and_an_errand_after_a_verb_reads_it(name, words):
    assert rows.misread(CHOSEN, name, words, _first(CHOSEN)) is None
    step, rest = read_errand(f"get {words}")
    assert isinstance(step, m.Choice | m.Act) and rest == ""


@pytest.mark.parametrize(("name", "words"), rows.examples(AMOUNTS))
def test_each_amount_reads_to_its_row_and_an_errand_takes_it(name, words):
    assert rows.misread(AMOUNTS, name, words, _first(AMOUNTS)) is None
    step, rest = read_errand(f"get {words}")
    assert isinstance(step, m.Act) and step.thing is not None and rest == ""


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(CLAUSES) == rows.faults(CHOSEN) == rows.faults(AMOUNTS) == []


@pytest.mark.parametrize(("order", "thing", "action"), [
    ("clear the dungeon of bats", m.Thing("bat", None), m.ATTACK),
    ("get as many arrows as you can", m.Thing("arrow", None), m.FETCH),
    ("fetch me an arrow or two", m.Thing("arrow"), m.BRING),
    ("throw the bow to me", m.Thing("bow"), m.BRING),
    ("kill anything", m.Thing(m.ANY_MONSTER), m.ATTACK),
])
def test_a_row_reads_its_errand_from_the_words_as_said(order, thing, action):
    step, rest = read_errand(order)
    assert step == m.Act(action, thing, words=order) and rest == ""


def test_words_not_understood_are_said_back_as_typed():
    # before, the words said back were the reader's own rewriting ("all the blah")
    step, _ = read_errand("get as many blahs as you can")
    assert isinstance(step, m.Unknown) and '"as many blahs as you can"' in step.detail
