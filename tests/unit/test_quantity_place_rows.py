"""Quantities are tables of rows: how many of a thing, and which, said before its name
(agent.reading.quantity_rows.AMOUNTS), the words that join and lead a number's parts and a
distance (agent.reading.numbers: SUMS, PRODUCTS, FACTORS, DISTANCES), and a count said with
"there are" or "no" (agent.reading.counts: COUNTS, and THERE_ARE after "there are"); and so are
the named spots of the map (agent.reading.place_rows.SPOTS). Every row's examples are its
tests."""

from __future__ import annotations

import pytest

from agent.reading import lexicon as lx, meaning as m, read, rows
from agent.reading.counts import COUNTS, THERE_ARE, cond_there_are
from agent.reading.numbers import DISTANCES, FACTORS, PRODUCTS, SUMS, take_expr
from agent.reading.place_rows import SPOTS, place_ahead, spot_name
from agent.reading.places import read_place, read_post
from agent.reading.quantity_rows import AMOUNTS, Amount, amount
from agent.reading.tokens import Tokens, take_thing, tokenize

TABLES = (AMOUNTS, SUMS, PRODUCTS, FACTORS, DISTANCES, COUNTS, THERE_ARE, SPOTS)


def _a_choice(order: str) -> bool:
    """Whether the whole reader reads the order as one choice, every part understood."""
    meaning = read(order)
    return [type(step) for step in meaning.walk()] == [m.Choice, m.Act]


def _leads(table):
    """The row that reads the words: the first whose words lead them (Tokens.lead)."""
    def row_of(words: str):
        found = table.first(" ".join(tokenize(words)))
        return found[0] if found is not None else None
    return row_of


@pytest.mark.parametrize(("name", "words"), rows.examples(AMOUNTS))
def test_each_amount_reads_to_its_row_and_a_thing_is_read_after_it(name, words):
    assert rows.misread(AMOUNTS, name, words, _leads(AMOUNTS)) is None
    t = Tokens(tokenize(words))
    assert take_thing(t) is not None and t.done
    steps = read(f"get {words}").steps  # and the whole reader reads it as the errand's thing
    assert len(steps) == 1 and isinstance(steps[0], m.Act) and steps[0].thing is not None


@pytest.mark.parametrize("table", [SUMS, PRODUCTS])
def test_each_operator_reads_to_its_row_and_joins_two_numbers_with_its_sign(table):
    for name, words in rows.examples(table):
        assert rows.misread(table, name, words, _leads(table)) is None
        t = Tokens(tokenize(f"5 {words}"))
        found = take_expr(t)
        assert isinstance(found, m.Arith) and found.op == table.row(name).makes and t.done
        assert _a_choice(f"if 5 {words} is more than 1, get the {lx.BOW}")


@pytest.mark.parametrize(("table", "name", "words"), [
    (table, name, words) for table in (FACTORS, DISTANCES) for name, words in rows.examples(table)])
def test_each_part_of_a_number_reads_to_its_row_and_the_whole_is_a_number(table, name, words):
    assert rows.misread(table, name, words, _leads(table)) is None
    t = Tokens(tokenize(words))
    found = take_expr(t)
    assert found is not None and t.done
    assert isinstance(found, m.DistanceTo if table is DISTANCES else m.Arith)
    assert _a_choice(f"if {words} is more than 1, get the {lx.BOW}")


@pytest.mark.parametrize(("table", "name", "words", "lead"), [
    *((COUNTS, name, words, "") for name, words in rows.examples(COUNTS)),
    *((THERE_ARE, name, words, "there are ") for name, words in rows.examples(THERE_ARE))])
def test_each_count_reads_to_its_row_and_is_a_condition_read_whole(table, name, words, lead):
    assert rows.misread(table, name, words, _leads(table)) is None
    t = Tokens(tokenize(lead + words))
    assert cond_there_are(t) is not None and t.done
    assert _a_choice(f"if {lead}{words}, get the {lx.BOW}")


@pytest.mark.parametrize(("name", "words"), rows.examples(SPOTS))
def test_each_spot_reads_to_its_row_and_is_a_place_to_go_to_and_to_guard(name, words):
    assert rows.misread(SPOTS, name, words, _leads(SPOTS)) is None
    place = m.Place(name=spot_name(words))
    assert read_post(words) == place and place_ahead(f"{words} and more") == (
        place.name, len(words.split()))
    go = read_place(f"go to {words}")
    assert go is not None and go[0] == m.Act(m.GO_TO, place=place, words=f"go to {words}")


def test_every_row_has_a_name_of_its_own_and_examples():
    assert [rows.faults(table) for table in TABLES] == [[]] * len(TABLES)


@pytest.mark.parametrize(("words", "expr"), [
    ("half of 4", m.Arith("/", m.Number(4), m.Number(2))),
    ("two times", None),  # words that lead a part, and no part: no number (not "two")
    ("your distance from me", m.DistanceTo(m.Thing(m.PLAYER), m.COMPANION)),
    ("my distance", m.DistanceTo(m.Thing(m.COMPANION), m.PLAYER)),
    ("the difference between 5 and 2", m.Arith("diff", m.Number(5), m.Number(2))),
])
def test_a_row_reads_its_number(words, expr):
    assert take_expr(Tokens(tokenize(words))) == expr


@pytest.mark.parametrize(("words", "name"), [
    ("the top-left corner", "top left"), ("lower right", "bottom right"),
    ("the right top", "top right"), ("the centre of the map", "middle"),
    ("the west edge", "left"), ("the south of the room", "bottom"),
])
def test_a_spot_row_names_the_spot(words, name):
    assert read_post(words) == m.Place(name=name)


def _count(kind: str) -> m.CountOf:
    return m.CountOf(kind)


@pytest.mark.parametrize(("words", "cond"), [
    (f"there are not more than 2 {lx.BAT}s", m.Compare("<=", _count(lx.BAT), m.Number(2))),
    # "as many as" is a bound before a number, "as many" alone at least as many
    (f"there are as many as 3 {lx.ARROW}s", m.Compare("==", _count(lx.ARROW), m.Number(3))),
    (f"there are as many {lx.ARROW}s as {lx.BAT}s",
     m.Compare(">=", _count(lx.ARROW), _count(lx.BAT))),
    (f"there are fewer {lx.BAT}s than {lx.GORGON}s",
     m.Compare("<", _count(lx.BAT), _count(lx.GORGON))),
    (f"there are no {lx.BAT}s", m.Compare("==", _count(lx.BAT), m.Number(0))),
    (f"there are 3 or more {lx.ARROW}s", m.Compare(">=", _count(lx.ARROW), m.Number(3))),
])
def test_a_row_reads_its_count(words, cond):
    found = cond_there_are(Tokens(tokenize(words)))
    assert found is not None and found.cond == cond


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
    ("both bats", m.Thing(lx.BAT, 2), False, 2),  # two: a count the world must have
    (f"both the {lx.SWORD}", m.Thing(lx.SWORD), False, None),
    (f"all 3 {lx.ARROW}s", m.Thing(lx.ARROW, 3), False, 3),
    (f"the farthest {lx.ARROW} from me", m.Thing(lx.ARROW, 1, m.FARTHEST, m.PLAYER), False, None),
])
def test_a_thing_takes_its_amount_from_the_rows(words, thing, every, count):
    phrase = take_thing(Tokens(tokenize(words)))
    assert phrase is not None
    assert (phrase.thing, phrase.every, phrase.count) == (thing, every, count)
