"""Adding a voice is a row (agent/reading/voice_rows.py, docs/reading.md "Adding a voice"): a row
in this test's own table, not the shipped one (voices.VOICES), reads its orders with nothing but
the row: its words, its spans, its forms (a frame taken off, a phrase map, a frame valid only
opening the order, a form that needs a word of its own). The reader reads what the table says;
words the row does not say stay as typed, and an order the game cannot do stays refused."""

from __future__ import annotations

import re

import pytest

from agent.reading import reader
from agent.reading.voice_rows import QUESTION, Aside, Voice, Voices
from tests.unit.gist import gist

# A robot's voice: "EXECUTE:" opening the order and "END PROGRAM" closing it taken off, its verbs
# as the reader's, "UNIT" (the companion) only where the order says "unit".
ROBOT = Voice(
    "robot",
    frozenset(("execute", "terminate", "acquire", "unit")),
    lambda: (
        (r"^\s*execute\s*:\s*", ""),
        (r"\s*\bend\s+program\s*[.!]*\s*$", ""),
        (r"\b(?:terminate|acquire)\b", {"terminate": "kill", "acquire": "get"}),
        (r"^\s*unit\s*,\s*", "", frozenset(("unit",))),
    ),
    spans=("end program",),
)
TABLE = Voices((ROBOT,))

# (order, the table's words for it)
VOICED = [
    ("EXECUTE: terminate the bat. END PROGRAM.", "kill the bat."),
    ("execute: acquire the bow", "get the bow"),
    ("Unit, acquire two arrows", "get two arrows"),
    ("fetch the sword END PROGRAM", "fetch the sword"),  # a span: no word of the row's
    # near-misses: as typed
    ("fetch the sword", "fetch the sword"),
    ("execute the plan: get the bow", "execute the plan: get the bow"),  # no frame opening it
    ("the unit is here, get the bow", "the unit is here, get the bow"),
]


@pytest.mark.parametrize(("order", "said"), VOICED)
def test_a_row_alone_says_its_voice(order: str, said: str) -> None:
    assert TABLE.voiced(order) == said


# (order, its reading with the test's table in the reader's place)
READ = [
    ("EXECUTE: terminate the bat. END PROGRAM.", "attack bat"),
    ("execute: acquire the bow", "fetch bow"),
    ("Unit, acquire two arrows, END PROGRAM", "fetch 2 arrow"),
    # what the row does not say stays refused
    ("EXECUTE: dance with the gorgon. END PROGRAM.", "unknown"),
]


@pytest.mark.parametrize(("order", "expected"), READ)
def test_the_reader_reads_a_new_voice_row(
    order: str, expected: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(reader, "voiced", TABLE.voiced)
    assert gist(order).startswith(expected)


def test_the_shipped_table_has_no_robot() -> None:
    assert gist("EXECUTE: terminate the bat. END PROGRAM.").startswith("unknown")


# A row's asides: a whole piece left out by what the pieces beside it are (``Aside``): the
# robot's status report beside any order, its "query follows" only beside a question; never the
# whole order, and as typed where nothing else stays.
CHATTY = Voice(
    "chatty robot",
    frozenset(("beep", "query")),
    asides=(
        Aside(re.compile(r"beep(?:\s+boop)*", re.I)),
        Aside(re.compile(r"query follows", re.I), QUESTION),
    ),
)
ASIDES = [
    ("beep boop, get the bow", "get the bow"),
    ("get the bow. beep.", "get the bow."),
    ("query follows. how many bats are there?", "how many bats are there?"),
    # near-misses: as typed
    ("query follows. get the bow", "query follows. get the bow"),  # no question beside it
    ("beep boop", "beep boop"),  # the whole order
    ("beep boop the bat, get the bow", "beep boop the bat, get the bow"),  # no whole piece
]


@pytest.mark.parametrize(("order", "said"), ASIDES)
def test_a_rows_asides_go_by_the_pieces_beside_them(order: str, said: str) -> None:
    assert Voices((CHATTY,)).voiced(order) == said


# Every known order is read here, and their number grows with each benchmark set: a loaded
# two-core machine takes minutes where an idle one takes under one (the loop is bounded).
@pytest.mark.timeout(600)
def test_the_shipped_voices_say_every_benchmark_order_as_their_patterns_do(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A form is compiled with the look for the words it needs before it (``patterns.compiled``):
    every order of the benchmark sets, all their voices, is said as the forms compiled plainly
    say it."""
    import tomllib
    from pathlib import Path

    from agent.reading import voice_rows
    from agent.reading.voices import TABLE as SHIPPED

    bench = Path(__file__).resolve().parents[2] / "bench"
    orders = [order["text"] for path in sorted(bench.glob("*orders*.toml"))
              for order in tomllib.loads(path.read_text(encoding="utf-8")).get("order", [])]
    assert len(orders) > 2000
    said = [SHIPPED.voiced(order) for order in orders]
    assert sum(s != o for s, o in zip(said, orders, strict=True)) > 100  # the voices do say some
    voice_rows._compiled.cache_clear()
    monkeypatch.setattr(voice_rows, "_compile", lambda pattern, by, needs=None: (
        re.compile(pattern, re.I), voice_rows._by(by), needs))
    try:
        assert [SHIPPED.voiced(order) for order in orders] == said
    finally:
        voice_rows._compiled.cache_clear()
