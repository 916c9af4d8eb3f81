"""What "it" and "them" stand for, passed to the reader as data: the thing a step named, read as
the object of the next errand ("get the sword and bring it to me"), never written back into the
words as "the sword" and read again; and what is said back is the player's own words."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from agent.reading import asides, clause, meaning as m, read, reader, sequence
from agent.reading.errands import read_errand
from agent.reading.pronouns import Referent, referent_named_last
from agent.reading.text import expand
from agent.reading.tokens import Tokens, pointing_at, take_thing
from tests.unit.gist import steps

SWORD, BOW, ARROW, BAT, GORGON = "sword", "bow", "arrow", "bat", "gorgon"

# The words after a step, the thing "it" stands for (every one of it for "them" after a
# plural), and the step read with it in gist: every reader that takes a thing with take_thing
# (errands, duties, distances, questions) and those of clause that name one item by a word.
ON_IT = [
    ("bring it to me", Referent(m.Thing(SWORD)), "bring sword"),
    ("hand it over to me", Referent(m.Thing(BOW)), "bring bow"),
    ("give me it", Referent(m.Thing(ARROW)), "bring arrow"),
    ("take it", Referent(m.Thing(SWORD)), "fetch sword"),
    ("pick it up", Referent(m.Thing(BOW)), "fetch bow"),
    ("go and grab it", Referent(m.Thing(BOW)), "fetch bow"),
    ("walk to it", Referent(m.Thing(BOW)), "go_to bow"),
    ("kill it", Referent(m.Thing(GORGON)), "attack gorgon"),
    ("kill them", Referent(m.Thing(BAT), every=True), "attack every bat"),
    ("bring them to me", Referent(m.Thing(ARROW), every=True), "bring every arrow"),
    ("go to it", Referent(m.Thing(GORGON)), "go_to gorgon"),
    ("grab it", Referent(m.Thing(ARROW, pick=m.NEAREST, origin=SWORD)),
     "fetch nearest-from-sword arrow"),
    ("guard it", Referent(m.Thing(SWORD)), "guard sword"),
    ("keep away from it", Referent(m.Thing(GORGON)), "keep_away gorgon"),
    ("stay 3 tiles from it", Referent(m.Thing(BOW)), "keep_distance bow 3..3"),
    ("tell me where it is", Referent(m.Thing(BOW)), "ask where bow"),
    ("drop it", Referent(m.Thing(SWORD)), "unknown"),  # cannot be done: see ORDERS
    ("use it on the gorgon", Referent(m.Thing(SWORD)), "attack gorgon"),
]


@pytest.mark.parametrize(("words", "it", "expected"), ON_IT)
def test_it_is_the_thing_passed_in(words: str, it: Referent, expected: str) -> None:
    with pointing_at(it.phrase):
        read_as = clause.read_clause(words, None)
    assert steps(read_as) == expected
    assert all(getattr(s, "words", words) == words for s in read_as)  # as said, not spelt out


def test_the_words_after_the_thing_are_left_for_the_next_reader() -> None:
    with pointing_at(Referent(m.Thing(SWORD)).phrase):
        found = read_errand("bring it to me and wait")
    assert found is not None and found[1] == "and wait"


def test_it_names_nothing_where_no_thing_is_given() -> None:
    assert take_thing(Tokens(["it"])) is None
    with pointing_at(Referent(m.Thing(SWORD)).phrase):
        assert take_thing(Tokens(["them"])) == Referent(m.Thing(SWORD)).phrase
        with pointing_at(None):  # a step that names no thing leaves "it" as it was
            assert take_thing(Tokens(["it"])) == Referent(m.Thing(SWORD)).phrase
    assert take_thing(Tokens(["it"])) is None


def test_a_thing_done_to_it_that_it_cannot_be_done_to_is_refused() -> None:
    with pointing_at(Referent(m.Thing(SWORD)).phrase):
        found = read_errand("kill it")
    assert found is not None and isinstance(found[0], m.Unknown)
    assert found[0].reason == m.Reason.MISMATCH


NAMED_LAST = [
    ("I need the sword", m.Thing(SWORD)),
    ("there is an arrow by the sword", m.Thing(ARROW, pick=m.NEAREST, origin=SWORD)),
    ("the bats are coming", m.Thing(BAT)),
]


@pytest.mark.parametrize(("words", "thing"), NAMED_LAST)
def test_the_thing_named_last_is_a_referent(words: str, thing: m.Thing) -> None:
    assert referent_named_last(words) == Referent(thing)


def test_words_that_name_nothing_have_no_referent() -> None:
    assert referent_named_last("quick, hurry up") is None


# Whole orders: the pronoun read as data, and what is said back only the player's words.
ORDERS = [
    ("get the sword and bring it to me", "fetch sword; bring sword"),
    ("fetch an arrow and give it to me", "fetch arrow; bring arrow"),
    ("find the bats and kill them", "attack every bat"),
    ("go after the gorgon and kill it", "attack gorgon"),
    ("I need the sword, bring it here", "bring sword"),
    ("there is an arrow by the sword, grab it", "fetch nearest-from-sword arrow"),
    ("I need the sword, take it easy", "bring sword; stay"),  # an idiom: nothing taken
    ("get the bow and walk to it", "fetch bow; go_to bow"),
    ("get the sword and guard it", "fetch sword; guard sword"),
    ("I need the sword, guard it", "guard sword"),
    ("get the sword and stay 3 tiles from it", "fetch sword; keep_distance sword 3..3"),
    ("get the sword and wait by it", "fetch sword; go_to sword; stay"),
    ("get the sword and patrol between it and me", "fetch sword; patrol sword to player"),
    ("fetch an arrow, then walk back and forth between here and it", "fetch arrow; patrol arrow"),
    ("get the sword and drop it", 'fetch sword; unknown[cannot be done] "drop it"'),
    ("get the bow and use it on the gorgon",
     'fetch bow; unknown[cannot be done] "use it on the gorgon"'),
    ("get the bow and tell me where it is", "fetch bow; ask where bow"),
    ("go to the arrow nearest me without picking it up",
     "keep_off nearest-from-player arrow; go_to nearest-from-player arrow"),
    ("keep away from it", 'keep_away monster; unknown[not understood] "it"'),
    # a reader that cannot be given the thing yet: what it refuses is said as the player said it
    ("get the sword and follow it", 'fetch sword; unknown[cannot be done] "follow it"'),
    ("find the bow and keep away from it",
     'fetch bow; unknown[cannot be done] "keep away from it"'),
    ("avoid the bats while following me", "follow whenever near(bat, 4, companion): keep_away bat"),
    ("avoid the gorgon while getting the sword", "fetch sword"),
]


@pytest.mark.parametrize(("order", "expected"), ORDERS)
def test_orders_with_it(order: str, expected: str) -> None:
    assert steps(read(order).steps, full=True) == expected


# Keeping clear of monsters while doing something: the player's own words of the steps, the
# steps read from them where the words say the verb as "-ing", and the keeping away beside them.
KEPT_CLEAR = [
    ("avoid the bats while getting the sword", "getting the sword", "fetch sword", ""),
    ("keep clear of the gorgon while you are picking up the bow", "picking up the bow",
     "fetch bow", ""),
    ("avoid the bats while following me", "following me", "follow", "keep_away bat"),
    ("get the sword without going near the gorgon", "get the sword", "", ""),
    ("avoid the bats while exploring", "avoid the bats while exploring", "", ""),  # no errand
]


@pytest.mark.parametrize(("sentence", "words", "read_as", "away"), KEPT_CLEAR)
def test_keeping_clear_hands_back_the_players_words(sentence: str, words: str, read_as: str,
                                                    away: str) -> None:
    said, kept = asides.keeping_clear(sentence, False)
    assert said == words
    assert steps(kept.read) == read_as and steps(kept.away) == away
    assert all(s.words == words for s in kept.read)


# Orders whose "it" / "them" a step is done to: every clause, errand, place, distance and
# question of theirs is read from a run of the player's own words ("bring it to me"), never from
# words put in their place ("bring the sword to me").
READ_AS_SAID = [
    "get the sword and bring it to me",
    "fetch the sword and hand it to me",
    "find the bats and kill them",
    "go after the gorgon and kill it",
    "collect every arrow and bring them to me",
    "I need the sword, bring it here",
    "there is an arrow by the sword, grab it",
    "get the bow and walk to it",
    "get the sword and guard it",
    "I need the sword, guard it",
    "the gorgon is coming, keep away from it",
    "get the sword and stay 3 tiles from it",
    "get the bow and tell me where it is",
    "get the sword and drop it",
    "get the bow and use it on the gorgon",
    "get the sword and wait by it",
    "get the sword, then patrol between it and the bow",
    # keeping clear of monsters: the steps read from the player's "-ing" words
    "avoid the bats while getting the sword",
    "keep clear of the gorgon while you are picking up the bow",
    "avoid the bats while following me",
    "steer clear of the gorgon while bringing me the bow",
    "get the sword without going near the gorgon",
    "follow me while avoiding the bats",
    # a step, "then", and a step done to "it": the clause carries the thing (Clause.it)
    "get the sword, then bring it to me",
    "find the bats, then kill them",
    "pick up the bow and then hand it to me",
    "get the sword, come back and give it to me",
    "grab the bow, get the sword, then bring them to me",
    "get the arrow by the sword, then bring it here",
    "grab the bow, get the sword, then bring both to me",
    "get the sword, then give that one to me",
    # "it" in a sentence after the one that named the thing
    "Get the bow. Then give it to me.",
    "get the sword. then guard it",
]
# The readers watched, and which of their arguments are the words they read.
_WATCHED = ((clause, "read_clause", (0,)), (reader, "read_clause", (0,)),
            (clause, "read_errand", (0,)), (clause, "read_place", (0,)),
            (clause, "read_distance", (0,)), (clause, "read_questions", (0,)),
            (clause, "with_rest", (1,)), (asides, "with_rest", (1,)),
            (asides, "errand_on", (1, 2)))


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", expand(text.lower()))


def _a_run_of(part: list[str], whole: list[str]) -> bool:
    return any(whole[i:i + len(part)] == part for i in range(len(whole) - len(part) + 1))


def _read_from(order: str, monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The words each watched reader was handed while ``order`` was read."""
    read_from: list[list[str]] = []

    def watching(reads: Callable[..., object], said: tuple[int, ...]) -> Callable[..., object]:
        def watched(*args: object, **kwargs: object) -> object:
            read_from.extend(_words(str(args[i])) for i in said)
            return reads(*args, **kwargs)
        return watched

    for module, name, said in _WATCHED:
        monkeypatch.setattr(module, name, watching(getattr(module, name), said))
    read(order)
    return read_from


@pytest.mark.parametrize("order", READ_AS_SAID)
def test_every_clause_is_read_from_words_said(order: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    read_from = _read_from(order, monkeypatch)
    said = _words(order)
    assert read_from and [part for part in read_from if not _a_run_of(part, said)] == []


# A step, and words after it that "it" / "them" is in, for every kind of reader: none is handed
# words put in the place of the pronoun.
_FIRST = ("get the sword and", "find the bats and", "walk to the bow and", "I need the sword,",
          "the gorgon is coming,")
_THEN = ("bring it to me", "kill them", "guard it", "stay 3 tiles from it", "keep away from it",
         "tell me where it is", "drop it", "use it on the gorgon", "follow it", "take it easy",
         "tell me how many of them are left", "go around it")


@pytest.mark.parametrize("order", [f"{first} {then}" for first in _FIRST for then in _THEN])
def test_no_reader_is_handed_the_thing_for_it(order: str, monkeypatch: pytest.MonkeyPatch) -> None:
    said = _words(order)
    assert [part for part in _read_from(order, monkeypatch) if not _a_run_of(part, said)] == []


# A clause after "then" that names nothing: "it" / "them" there is the thing the step before
# named, carried with the clause as data (``Clause.it``), its words the player's own.
THEN_IT = [
    ("get the sword, then bring it to me", "bring it to me", Referent(m.Thing(SWORD))),
    ("find the bats, then kill them", "kill them", Referent(m.Thing(BAT), every=True)),
    ("pick up the bow and then hand it to me", "hand it to me", Referent(m.Thing(BOW))),
    ("get the sword, come back and give it to me", "come back and give it to me",
     Referent(m.Thing(SWORD))),
    ("grab an arrow by the sword, then bring it here", "bring it here",
     Referent(m.Thing(ARROW, pick=m.NEAREST, origin=SWORD))),
]


@pytest.mark.parametrize(("order", "words", "it"), THEN_IT)
def test_the_clause_after_then_carries_its_thing(order: str, words: str, it: Referent) -> None:
    last = sequence.split(order)[-1]
    assert (last.text, last.it) == (words, it.phrase)


def test_them_after_two_things_is_a_clause_for_each() -> None:
    clauses = sequence.split("get the bow and the sword, then bring them to me")
    assert [(c.text, c.it) for c in clauses[2:]] == [
        ("bring them to me", Referent(m.Thing(BOW)).phrase),
        ("bring them to me", Referent(m.Thing(SWORD)).phrase)]


def _each_read(clauses: list[sequence.Clause]) -> str:
    read_as = []
    for said in clauses:
        with pointing_at(said.it):
            read_as.append(steps(clause.read_clause(said.text, said.say)))
    return "; ".join(read_as)


# Each clause read with its thing: what the steps are done to.
THEN_READ = [
    ("get the sword, then bring it to me", "fetch sword; bring sword"),
    ("find the bats, then kill them", "go_to bat; attack every bat"),
    ("grab an arrow by the sword, then bring it here",
     "fetch nearest-from-sword arrow; bring nearest-from-sword arrow"),
    ("get the sword, come back and give it to me", "fetch sword; come_back; bring sword"),
    ("get the bow and the sword, then bring them to me",
     "fetch bow; fetch sword; bring bow; bring sword"),
    ("get the sword, then give that one to me", "fetch sword; bring sword"),
    ("get the sword, then take it easy", "fetch sword; stay"),
    ("get the sword, then guard it", "fetch sword; guard sword"),
    ("get the sword, then tell me where it is", "fetch sword; ask where sword"),
    ("get the sword, then wait by it", "fetch sword; go_to sword; stay"),
    ("get the sword, then stay 3 tiles from it", "fetch sword; keep_distance sword 3..3"),
    ("get the sword, then use it on the gorgon", "fetch sword; attack gorgon"),
    ("find the gorgon, then keep away from it", "go_to gorgon; keep_away gorgon"),
    ("get the sword, then follow it", "fetch sword; unknown"),
]


@pytest.mark.parametrize(("order", "expected"), THEN_READ)
def test_a_clause_is_read_with_its_thing_as_after_and(order: str, expected: str) -> None:
    assert _each_read(sequence.split(order)) == expected
