"""The stream of words made once per order (``agent.reading.stream``) and the readers' gates that
ask it: over every known order, its sentences and their clauses, a reader a table's gate skips
finds nothing there (``_skipped_find_nothing``), and a table tries a reader exactly where its
gate holds one of the text's words."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from agent.reading import as_typed, meaning as m, read, readers_ahead as ra
from agent.reading.memo import new_order
from agent.reading.stream import Gated, stream
from tests.unit.test_reading_written_out import _known, _skipped_find_nothing

# Every table of gated readers, by name, with how its readers are called on a text.
_STEPS_BEFORE = ("get the bow", "kill the bat", "bring me the sword", "go to the top left corner",
                 "follow me")


def _befores() -> list[m.Step]:
    new_order()
    return [read(order).steps[0] for order in _STEPS_BEFORE]


_CALLED: dict[str, tuple[Gated[Callable[..., object]], list[Callable[..., object]]]] = {
    "ahead, an order": (ra.ORDERED, [lambda by, said: by(said, False)]),
    "ahead, a question": (ra.ASKED, [lambda by, said: by(said, True)]),
    "ahead, after a step": (ra.AFTER_A_STEP, [
        lambda by, said, before=before, asked=asked: by(said, asked, before)
        for before in _befores() for asked in (False, True)]),
    "an order whole": (as_typed._WHOLE, [lambda by, said: by(said)]),
}
_GATED = [(name, at) for name, (table, _) in _CALLED.items() for at, gate in enumerate(table.gates)
          if gate is not None]


@pytest.mark.parametrize(("name", "at"), _GATED,
                         ids=[f"{name}: {_CALLED[name][0].readers[at].__name__}"
                              for name, at in _GATED])
def test_a_reader_its_gate_skips_finds_nothing(name: str, at: int) -> None:
    table, calls = _CALLED[name]
    reader, gate = table.readers[at], table.gates[at]
    assert gate is not None
    for call in calls:
        _skipped_find_nothing(lambda said, gate=gate: not _may_find(table, gate, said),
                              lambda said, call=call: call(reader, said))


def _may_find(table: Gated[Callable[..., object]], gate: frozenset[str] | None, said: str) -> bool:
    """Whether ``gate`` lets ``said`` through: no gate, a text beyond ASCII, or one of its words
    (its runs of letters, for a table of them)."""
    made = stream(said)
    return gate is None or not made.ascii or not gate.isdisjoint(
        made.letters if table.by_letters else made.words)


@pytest.mark.parametrize("name", list(_CALLED))
def test_a_table_tries_a_reader_where_its_gate_holds_a_word(name: str) -> None:
    table = _CALLED[name][0]
    for said in _known()[:4000]:
        new_order()
        assert table.tried(said) == tuple(
            reader for reader, gate in zip(table.readers, table.gates, strict=True)
            if _may_find(table, gate, said)), said


@pytest.mark.parametrize(
    ("said", "low", "words"),
    [
        ("Get the BOW, please!", "get the bow, please!", {"get", "the", "bow", "please"}),
        ("don't touch it", "don't touch it", {"don't", "touch", "it"}),
        ("go 3 steps-left", "go 3 steps-left", {"go", "3", "steps", "left"}),
        ("", "", set()),
    ],
)
def test_a_stream_is_the_text_lowered_and_its_words(said: str, low: str, words: set[str]) -> None:
    new_order()
    made = stream(said)
    assert (made.text, made.low, made.words, made.ascii) == (said, low, frozenset(words), True)
    assert made.letters == frozenset(w for word in words for w in word.replace("'", " ").replace(
        "3", " ").split())
    assert stream(said) is made  # made once for the order


@pytest.mark.parametrize(
    ("said", "tried"),
    [
        ("get the bow", ["read_wish"]),
        ("after 2 turns, get the bow", ["read_wish", "delayed"]),
        ("kill the bat and tell me when it's dead",
         ["monster_called", "read_wish", "told_when", "errand_ended"]),
        ("follow me while you get the bow", ["at_once", "read_wish"]),
        ("guard whichever of the bow and the sword is closer",
         ["read_wish", "chosen_duty", "chosen_clause"]),
    ],
)
def test_an_order_is_given_to_the_readers_its_words_may_serve(said: str, tried: list[str]) -> None:
    new_order()
    assert [reader.__name__ for reader in ra.ORDERED.tried(said)] == tried


def test_beyond_ascii_every_reader_is_tried() -> None:
    """A pattern that ignores case finds "ſ" as "s": no gate of words can skip such a text."""
    new_order()
    assert stream("get the bow, café").holds(frozenset(("zzz",)))
    assert ra.ORDERED.tried("get the bow, café") == ra.ORDERED.readers
