"""How many of a thing, and which, said before its name, is a table of rows
(agent.reading.quantity_rows.AMOUNTS): every row's examples are its tests."""

from __future__ import annotations

import pytest

from agent.reading import lexicon as lx, meaning as m, rows
from agent.reading.quantity_rows import AMOUNTS, Amount, amount
from agent.reading.tokens import Tokens, take_thing, tokenize


def _first_row(words: str):
    found = AMOUNTS.first(words)
    return found[0] if found is not None else None


@pytest.mark.parametrize(("name", "words"), rows.examples(AMOUNTS))
def test_each_amount_reads_to_its_row_and_a_thing_is_read_after_it(name, words):
    assert rows.misread(AMOUNTS, name, words, _first_row) is None
    t = Tokens(tokenize(words))
    assert take_thing(t) is not None and t.done


def test_every_row_has_a_name_of_its_own_and_examples():
    assert rows.faults(AMOUNTS) == []


@pytest.mark.parametrize(("words", "said", "taken"), [
    ("all three arrows", Amount(count=3), 2),
    ("both of the bats", Amount(both=True), 3),
    ("every single bat", Amount(every=True), 2),
    ("one of the nearest arrows", Amount(count=1, pick=m.NEAREST), 4),
    ("a couple of arrows", Amount(count=2), 3),
    ("the two more arrows", Amount(count=2), 3),
    ("the most far away bat", Amount(pick=m.FARTHEST), 4),
    ("0 arrows", Amount(), 0),  # no number of them: said back
    ("everything", Amount(), 0),  # a row's words are whole words
])
def test_the_rows_are_taken_in_order_each_where_the_one_before_left_off(words, said, taken):
    assert amount(words) == (said, taken)


@pytest.mark.parametrize(("words", "thing", "every", "count"), [
    ("both bats", m.Thing(lx.BAT, None), True, None),
    (f"both the {lx.SWORD}", m.Thing(lx.SWORD), False, None),
    (f"all 3 {lx.ARROW}s", m.Thing(lx.ARROW, 3), False, 3),
    (f"the farthest {lx.ARROW} from me", m.Thing(lx.ARROW, 1, m.FARTHEST, m.PLAYER), False, None),
])
def test_a_thing_takes_its_amount_from_the_rows(words, thing, every, count):
    phrase = take_thing(Tokens(tokenize(words)))
    assert phrase is not None
    assert (phrase.thing, phrase.every, phrase.count) == (thing, every, count)
