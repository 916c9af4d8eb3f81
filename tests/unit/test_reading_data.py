"""What "it" and "them" stand for, passed to the reader as data: the thing a step named, read as
the object of the next errand ("get the sword and bring it to me"), never written back into the
words as "the sword" and read again; and what is said back is the player's own words."""

from __future__ import annotations

import re

import pytest

from agent.reading import clause, meaning as m, read, reader
from agent.reading.pronouns import Referent, errand_on_it, referent_named_last
from agent.reading.text import expand
from tests.unit.gist import steps

SWORD, BOW, ARROW, BAT, GORGON = "sword", "bow", "arrow", "bat", "gorgon"

# The words after a step, the thing "it" stands for (every one of it for "them" after a
# plural), and the errand read with it in gist.
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
]


@pytest.mark.parametrize(("words", "it", "expected"), ON_IT)
def test_it_is_the_thing_passed_in(words: str, it: Referent, expected: str) -> None:
    found = errand_on_it(words, it)
    assert found is not None
    step, left = found
    assert steps((step,)) == expected
    assert step.words == words  # the words as said, not with the thing spelt out
    assert left == ""


def test_the_words_after_the_thing_are_left_for_the_next_reader() -> None:
    found = errand_on_it("bring it to me and wait", Referent(m.Thing(SWORD)))
    assert found is not None and found[1] == "and wait"


@pytest.mark.parametrize("words", ["bring me the bow", "wait here", "guard it",
                                   "tell me where it is", "bring the sword to it"])
def test_no_errand_done_to_it_is_left_to_the_other_readers(words: str) -> None:
    assert errand_on_it(words, Referent(m.Thing(SWORD))) is None


def test_a_thing_done_to_it_that_it_cannot_be_done_to_is_refused() -> None:
    found = errand_on_it("kill it", Referent(m.Thing(SWORD)))
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
    ("I need the sword, take it easy", "stay"),  # an idiom: no thing taken
    ("get the bow and walk to it", "fetch bow; go_to bow"),
    ("get the sword and guard it", "fetch sword; guard sword"),
    ("get the bow and tell me where it is", "fetch bow; ask where bow"),
    ("go to the arrow nearest me without picking it up",
     'go_to nearest-from-player arrow; unknown[not understood] "without picking it up"'),
    ("keep away from it", 'keep_away monster; unknown[not understood] "it"'),
    # a reader that cannot be given the thing yet: what it refuses is said as the player said it
    ("get the sword and follow it", 'fetch sword; unknown[cannot be done] "follow it"'),
    ("find the bow and keep away from it",
     'fetch bow; unknown[cannot be done] "keep away from it"'),
]


@pytest.mark.parametrize(("order", "expected"), ORDERS)
def test_orders_with_it(order: str, expected: str) -> None:
    assert steps(read(order).steps, full=True) == expected


# Orders whose "it" / "them" an errand is done to: every clause and errand of theirs is read
# from a run of the player's own words ("bring it to me"), never from words put in their place
# ("bring the sword to me").
READ_AS_SAID = [
    "get the sword and bring it to me",
    "fetch the sword and hand it to me",
    "find the bats and kill them",
    "go after the gorgon and kill it",
    "collect every arrow and bring them to me",
    "I need the sword, bring it here",
    "there is an arrow by the sword, grab it",
    "get the bow and walk to it",
]


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z]+", expand(text.lower()))


def _a_run_of(part: list[str], whole: list[str]) -> bool:
    return any(whole[i:i + len(part)] == part for i in range(len(whole) - len(part) + 1))


@pytest.mark.parametrize("order", READ_AS_SAID)
def test_every_clause_is_read_from_words_said(order: str,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    read_from: list[list[str]] = []
    read_clause = clause.read_clause

    def reading(text: str, say: str | None, *, asked: bool = False) -> tuple[m.Step, ...]:
        read_from.append(_words(text))
        return read_clause(text, say, asked=asked)

    read_errand = clause.read_errand

    def reading_errand(text: str) -> tuple[m.Step, str] | None:
        read_from.append(_words(text))
        return read_errand(text)

    monkeypatch.setattr(clause, "read_clause", reading)
    monkeypatch.setattr(reader, "read_clause", reading)
    monkeypatch.setattr(clause, "read_errand", reading_errand)
    read(order)
    said = _words(order)
    assert read_from and [part for part in read_from if not _a_run_of(part, said)] == []
