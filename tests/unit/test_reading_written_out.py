"""Questions the reader asks most, written out where they are asked: the answers are those of
the questions they stand for, over every recorded order (the benchmark sets and the library).
A step said again needs a step before it; ``Tokens.take`` is ``Tokens._match`` with the cursor
moved; ``strip_filler`` looks at how its text ends as ``may_end`` does; a reader skipped for a
text without the words it needs reads nothing there when run anyway."""

from __future__ import annotations

import re
import tomllib
from collections.abc import Callable
from functools import cache

import pytest

from agent.reading.clause import _walked_alone
from agent.reading.distances_kept import distance_said, may_keep, read_distance
from agent.reading.memo import new_order
from agent.reading.repeats import again
from agent.reading.sequence import sentences
from agent.reading.text import (
    _END_WORDS,
    _FIRST_LAST,
    _SAY_ALONE,
    FILLER_END,
    _after_filler_start,
    may_end,
    strip_filler,
)
from agent.reading.tile_picks import _WAY_WORDS, counted_from, lying_on
from agent.reading.tokens import Tokens, _indexed, tokenize
from agent.reading.verb_forms import said_without_verb
from tests.unit.readings import ROOT, generated, sources

BENCH = ROOT / "bench"


@cache
def _sentences() -> list[str]:
    """The sentences of the recorded orders, each once."""
    orders = dict.fromkeys(order for _, said in sources() for order in said)
    return list(dict.fromkeys(s for order in orders for s in sentences(order)))


def test_no_step_is_said_again_with_no_step_before() -> None:
    said = _sentences()
    assert len(said) > 1000
    for sentence in [*said, "once more", "and again", "do that twice", "two more", "not moving"]:
        new_order()
        assert again(sentence, None) is None, sentence


# Phrases as the readers ask for them: one word and several, longer ones opening alike, the
# empty phrase (found anywhere), none that opens a word of the text.
_ASKED = [
    ("the", "a", "an"),
    ("next to", "next", "near", "nearest to"),
    ("at least", "at", "at most", "at the"),
    ("all the", "all", "", "every"),
    ("me", "you", "the player"),
    ("the", "all", "all the", "of"),  # skipped in a run: "all of the"
    ("zzz",),
]


def _taken_by_match(words: list[str], at: int, phrases: tuple[str, ...]) -> tuple[str | None, int]:
    t = Tokens(words, at)
    found = t._match(_indexed(phrases))
    return (None, at) if found is None else (found[0], at + found[1])


@pytest.mark.parametrize("phrases", _ASKED, ids=["|".join(p) for p in _ASKED])
def test_take_is_the_phrase_matched_with_the_cursor_past_it(phrases: tuple[str, ...]) -> None:
    for sentence in _sentences()[:3000]:
        words = tokenize(sentence.lower())
        for at in range(len(words) + 1):
            t = Tokens(words, at)
            assert (t.take(*phrases), t.i) == _taken_by_match(words, at, phrases), (sentence, at)


def _skipped_by_match(words: list[str], at: int, phrases: tuple[str, ...]) -> int:
    t = Tokens(words, at)
    while (found := t._match(_indexed(phrases))) is not None and found[0]:
        t.i += found[1]
    return t.i


@pytest.mark.parametrize("phrases", _ASKED, ids=["|".join(p) for p in _ASKED])
def test_skip_passes_every_phrase_matched_in_turn(phrases: tuple[str, ...]) -> None:
    for sentence in _sentences()[:3000]:
        words = tokenize(sentence.lower())
        for at in range(len(words) + 1):
            t = Tokens(words, at)
            t.skip(*phrases)
            assert t.i == _skipped_by_match(words, at, phrases), (sentence, at)


@pytest.mark.parametrize(
    ("words", "phrases", "taken", "at"),
    [
        (["next", "to", "the", "bow"], ("next to", "next"), "next to", 2),
        (["next", "door"], ("next to", "next"), "next", 1),
        (["at", "least", "3"], ("at", "at least"), "at least", 2),
        (["the", "bow"], ("all", ""), "", 0),  # the empty phrase: found, nothing taken
        (["the", "bow"], ("bow",), None, 0),
        ([], ("the",), None, 0),
    ],
)
def test_take(words: list[str], phrases: tuple[str, ...], taken: str | None, at: int) -> None:
    t = Tokens(words)
    assert t.take(*phrases) == taken
    assert t.i == at


def _stripped_by_may_end(text: str, keep_first: bool = False) -> str:
    """``strip_filler``'s loop asking ``may_end`` (for ASCII text without "mind")."""
    text = text.strip(" ,")
    while True:
        shorter = _after_filler_start(text).strip(" ,")
        ended = FILLER_END.sub("", shorter).strip(" ,") if may_end(shorter, _END_WORDS) else (
            shorter)
        if ended != shorter and not _SAY_ALONE.search(ended):
            shorter = ended
        if not keep_first and may_end(shorter, ("first",)):
            shorter = _FIRST_LAST.sub("", shorter).strip(" ,")
        if shorter == text:
            return text
        text = shorter


@pytest.mark.parametrize("keep_first", [False, True])
def test_filler_is_stripped_as_may_end_has_it(keep_first: bool) -> None:
    said = [s for s in _sentences() if s.isascii() and "mind" not in s.lower()]
    said += ["say thank you", "get the bow first please", "could you get the sword, please",
             "go to the bow, thanks!", "get the bow, first. ", "kill the bat. first!", "thanks"]
    for sentence in said:
        new_order()
        assert strip_filler(sentence, keep_first=keep_first) == _stripped_by_may_end(
            sentence, keep_first), sentence


@pytest.mark.parametrize(
    ("said", "stripped"),
    [
        ("could you get the sword, please", "get the sword"),
        ("say thank you", "say thank you"),  # the words to say, not politeness
        ("get the bow first, please", "get the bow"),
        ("get the bow please café", "get the bow please café"),
        ("go to the bow, thank you!", "go to the bow"),
    ],
)
def test_strip_filler(said: str, stripped: str) -> None:
    new_order()
    assert strip_filler(said) == stripped


def _lying_on_taken(words: list[str], at: int) -> tuple[object, int]:
    t = Tokens(words, at)
    return lying_on(t), t.i


def test_no_tile_is_counted_after_a_thing_with_no_way_said() -> None:
    """``tile_picks.lying_on`` looks at nothing where no word after the cursor says a way: there,
    what it looks at finds nothing."""
    for sentence in _sentences():
        words = tokenize(sentence.lower())
        for at in range(len(words) + 1):
            if _WAY_WORDS.isdisjoint(words[at:]):
                t = Tokens(words, at)
                assert counted_from(t) is None and t.i == at, (sentence, at)


@pytest.mark.parametrize(
    ("said", "lies"),
    [
        ("3 tiles left of the sword", True),
        ("right above you", True),
        ("just below the bow", True),
        ("8 tiles straight down from me", True),
        ("left of the bow", False),  # anywhere left? one tile?
        ("in the corner", False),
    ],
)
def test_lying_on(said: str, lies: bool) -> None:
    found, at = _lying_on_taken(said.split(), 0)
    assert (found is not None) is lies
    assert at == (len(said.split()) if lies else 0)


@cache
def _known() -> list[str]:
    """Every known order (the recorded sources, every benchmark set, the generator's sample),
    each sentence of each and their clauses, each once."""
    sets = (tomllib.loads(path.read_text(encoding="utf-8")) for path in BENCH.glob("*.toml"))
    orders = dict.fromkeys([*(order for _, said in sources() for order in said),
                            *(o["text"] for data in sets for o in data.get("order", [])),
                            *(said for said, _ in generated())])
    said = dict.fromkeys(s for order in orders for s in sentences(order))
    return list(dict.fromkeys([*orders, *(p for s in said for p in _pieces(s))]))


def _pieces(sentence: str) -> list[str]:
    """A sentence and its clauses, as the readers of a clause are given them."""
    pieces = [sentence, *sentence.split(","), *re.split(r"\b(?:and|then|but)\b", sentence)]
    return list(dict.fromkeys(p.strip() for p in pieces if p.strip()))


def _skipped_find_nothing(skips: Callable[[str], bool], reads: Callable[[str], object]) -> None:
    """Over every known order, its sentences and their clauses (``_known``), each text a gate
    ``skips`` is one ``reads`` finds nothing in; and the gate skips many."""
    skipped = 0
    for said in _known():
        if skips(said):
            skipped += 1
            new_order()
            assert reads(said) is None, said
    assert skipped > 5000


def test_no_distance_is_kept_where_no_word_says_one() -> None:
    """``read_distance`` skips a text ``may_keep`` turns back: there, its reading finds
    nothing."""
    _skipped_find_nothing(lambda said: not may_keep(said), distance_said)


@pytest.mark.parametrize(
    "said",
    [
        "stay 3 tiles from me",
        "Stay  within 2 tiles of me, buddy",
        "would you mind giving me some room",
        "Follow me at a distance",
        "give me a wide berth",
        "stay no closer than 3 and no further than 5 tiles from me",
        "do not come closer than 4 squares to me",
        "KEEP YOUR DISTANCE, 3 to 5 tiles",
    ],
)
def test_a_distance_kept_is_read(said: str) -> None:
    new_order()
    assert may_keep(said) and read_distance(said) is not None, said
    assert read_distance(said) == distance_said(said)


@pytest.mark.parametrize("said", ["get the bow", "kill the gorgon, then come here", "go left"])
def test_no_distance_is_looked_for(said: str) -> None:
    assert not may_keep(said) and read_distance(said) is None


def test_no_step_is_said_without_its_verb_where_no_word_opens_one() -> None:
    """``clause._walked_alone`` skips a text that no number, no word of ``ALONE_FIRST`` opens
    and that names no corner: there, ``said_without_verb`` finds nothing, over every known
    order, its sentences and their clauses (``_known``)."""
    _skipped_find_nothing(lambda said: _walked_alone(said) is None, said_without_verb)


@pytest.mark.parametrize(
    "said",
    ["3 steps up", "Two to the right", "hold, go", "Back!", "rush bat", "push gorgon",
     "the top-left corner", "bottom right corner"],
)
def test_a_step_without_its_verb(said: str) -> None:
    new_order()
    assert _walked_alone(said) is not None and _walked_alone(said) == said_without_verb(said)
