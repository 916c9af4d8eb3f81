"""One stream of words for each text the reader reads: the text lower-cased and its words (runs
of letters, digits and apostrophes, ``text.words_in``), made once per order (``memo.per_order``)
and asked by every reader's gate instead of lowering, splitting or searching the text again.

A reader's gate is the words one of which every text it finds anything in holds. Readers tried in
turn on one text are a ``Gated`` table: one intersection of the text's words with every gate's
words says which may find anything, and only those are called (a reader with no gate words is
always called). Beyond ASCII, where a pattern that ignores case matches letters other than its
own ("ſ" for "s"), every gate lets the text through. ``tests/unit/test_reading_stream.py`` holds
every table's gates to what they skip: over every known order, its sentences and their clauses,
a reader skipped finds nothing there."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Generic, TypeVar

from agent.reading.memo import per_order
from agent.reading.patterns import lazy
from agent.reading.text import words_in

F = TypeVar("F", bound=Callable[..., object])

# A run of letters: a word as a gate of a pattern with word boundaries needs it ("back" of
# "back's", "piggy" and "back" of "piggy-back").
_LETTERS = lazy(r"[a-z]+")

# The gates' answers a table keeps, by the gate words a text holds (few: tens of sets).
_MOST_KEPT = 4096


@dataclass(frozen=True, slots=True)
class Stream:
    """A text, lower-cased, its words, and whether it is ASCII."""

    text: str
    low: str
    words: frozenset[str]
    ascii: bool

    @property
    def letters(self) -> frozenset[str]:
        """The runs of letters of the text, in lower case (made once per order)."""
        return letters(self.low)

    def holds(self, words: frozenset[str]) -> bool:
        """Whether one of ``words`` is a word of the text, or the text is beyond ASCII (where
        a pattern may find a word of its in other letters)."""
        return not (self.ascii and self.words.isdisjoint(words))


@per_order
def stream(text: str) -> Stream:
    """The stream of ``text``, made once per order however many readers ask it."""
    low = text.lower()
    return Stream(text, low, words_in(low), text.isascii())


@per_order
def letters(low: str) -> frozenset[str]:
    """The runs of letters of lower-case text."""
    return frozenset(_LETTERS.findall(low))


class Gated(Generic[F]):
    """Readers tried in turn, each with its gate: the words one of which every text it finds
    anything in holds (None: it has none, and is always tried); ``by_letters``: the gates are
    runs of letters (``Stream.letters``), not words."""

    def __init__(self, *readers: tuple[F, Iterable[str] | None], by_letters: bool = False) -> None:
        self.by_letters = by_letters
        self.readers = tuple(reader for reader, _ in readers)
        self.gates = tuple(None if words is None else frozenset(words) for _, words in readers)
        self.words = frozenset(w for gate in self.gates if gate is not None for w in gate)
        self._tried: dict[frozenset[str], tuple[F, ...]] = {}

    def tried(self, text: str) -> tuple[F, ...]:
        """The readers that may find anything in ``text``, in their order: those whose gate
        holds one of its words, found by one intersection."""
        said = stream(text)
        if not said.ascii:
            return self.readers
        held = (said.letters if self.by_letters else said.words) & self.words
        if (tried := self._tried.get(held)) is None:
            if len(self._tried) > _MOST_KEPT:
                self._tried.clear()
            tried = self._tried[held] = tuple(
                reader for reader, gate in zip(self.readers, self.gates, strict=True)
                if gate is None or not gate.isdisjoint(held))
        return tried
