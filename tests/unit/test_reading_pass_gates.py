"""Gates that spare a reader's work: the voices tried on an order found in one pass over their
gates (each voice's own), a trailing "first" kept only where the words have one (elsewhere it
changes nothing), and a look for words that is the look it stands for."""

from __future__ import annotations

from functools import cache

import pytest

from agent.reading.memo import new_order
from agent.reading.sequence import sentences
from agent.reading.text import holds_any, strip_filler, words_in
from agent.reading.voice_rows import Voice, _spanned
from agent.reading.voices import TABLE
from tests.unit.readings import sources


@cache
def _known() -> list[str]:
    """The recorded orders of the benchmark sets and the library, each once."""
    return list(dict.fromkeys(order for _, orders in sources() for order in orders))


def _tried_alone(row: Voice, text: str) -> bool:
    """Whether ``row`` is tried on ``text`` by its own gate alone: one of its words, its test,
    or one of its spans (beyond ASCII, any, where the table's spans may be there)."""
    low = text.lower()
    if not words_in(low).isdisjoint(row.triggers) or (row.tried is not None and row.tried(text)):
        return True
    spans = _spanned(row.spans)
    return bool(TABLE._spanned(text, low) and spans and (
        not text.isascii() or spans.search(low)))


@pytest.mark.parametrize("row", TABLE.rows, ids=[row.name for row in TABLE.rows])
def test_the_rows_tried_in_one_pass_are_those_each_row_tries(row: Voice) -> None:
    orders = _known()
    tried = [order for order in orders if TABLE.tries(row.name, order)]
    assert tried == [order for order in orders if _tried_alone(row, order)]
    assert len(tried) < len(orders) / 2  # each voice spares most orders


@pytest.mark.parametrize(
    ("name", "order"),
    [
        ("radio", "Lead to Companion, get the bow, over."),
        ("exasperated", "ugh. get the bow"),
        ("slang", "give that bat a proper wallop"),
        ("slang", "get the bow, go on"),  # said last: looked for at the end alone
        ("office", "You are to stay here"),
        ("poet", "Betwixt me and the bat, stand firm, stand nigh"),
        ("address", "get the bow, café"),  # beyond ASCII: every span may be there
    ],
)
def test_a_voice_is_tried_by_its_words_test_or_span(name: str, order: str) -> None:
    assert TABLE.tries(name, order)


@pytest.mark.parametrize(
    "order", ["get the bow", "follow me", "how many bats are there?", "kill the bat, then run"]
)
def test_plain_orders_try_no_voice(order: str) -> None:
    assert [row.name for row in TABLE.rows if TABLE.tries(row.name, order)] == []


def test_a_first_kept_changes_nothing_where_the_words_have_none() -> None:
    pieces = [s for order in _known() for s in sentences(order)]
    without = [p for p in pieces if p.isascii() and "first" not in p.lower()]
    assert len(without) > 1000
    for piece in without:
        new_order()
        assert strip_filler(piece, keep_first=True) == strip_filler(piece), piece


@pytest.mark.parametrize(
    ("said", "kept"),
    [
        ("could you get the bow first", "get the bow first"),
        ("get the sword first please", "get the sword first"),
        ("get the bow FIRST, please", "get the bow FIRST"),
    ],
)
def test_a_first_kept_where_the_words_have_one(said: str, kept: str) -> None:
    new_order()
    assert strip_filler(said, keep_first=True) == kept
    assert strip_filler(said) != kept


@pytest.mark.parametrize(
    ("text", "words", "held"),
    [
        ("back off 5 tiles from the bat", (" tile", " square"), True),
        ("back off from the bat", (" tile", " square"), False),
        ("get the bow, so I can shoot", (",", ";", "so", "but"), True),
        ("", ("a",), False),
        ("anything", (), False),
        ("x", ("",), True),  # the empty word is in every text, as ``in`` has it
    ],
)
def test_holds_any_is_any_word_in_the_text(text: str, words: tuple[str, ...], held: bool) -> None:
    assert holds_any(text, words) is held
    assert holds_any(text, words) == any(word in text for word in words)
