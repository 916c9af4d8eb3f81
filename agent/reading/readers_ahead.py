"""The readers tried on a sentence part ahead of the reader's own (``reader._read_part``), each
gated on the words it needs: a delay said with an act ("after 2 turns, go stand next to the bow":
``delays``), every one of a kind but a few ("collect all but one arrow": ``all_but``), the wish to
be told an errand is over, said after it or before "tell me" ("..., and once it's dead, tell me":
``told_when``, ``errand_ended``; in a sentence of its own: ``told_alone``), a duty to the nearer of
two things ("guard the closer of the two weapons": ``chosen_duty``); first, an outcome wished ("I
want the gorgon dead": ``outcomes.read_wish``); last, a heading in words of its own spelt out after
its colon ("Keep this burner warm for me: guard row 20, column 8": ``headings.spelt_out``). After
them, ``one_errand``: an errand said again on its "it" is one errand."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.all_but import GATE as ALL_BUT, all_but
from agent.reading.at_once import GATE as AT_ONCE, at_once
from agent.reading.checked_first import GATE as CHECK, asked_held
from agent.reading.chosen_duty import GATE as CHOSEN, chosen_duty
from agent.reading.clause import read_borrowed
from agent.reading.combined_counts import GATE as HOW_MANY, kinds_first
from agent.reading.delays import GATE as DELAYED, delayed
from agent.reading.described import ONE_DESCRIBED
from agent.reading.headings import spelt_out
from agent.reading.kept_while import opposite
from agent.reading.monster_called import GATE as CALLED, monster_called
from agent.reading.of_two import GATE as WHICHEVER, chosen_clause
from agent.reading.outcomes import read_wish
from agent.reading.patterns import lazy
from agent.reading.picked_it import named_last
from agent.reading.places_borrowed import on_place
from agent.reading.sequence import OBJECT, Clause, one_said, only_an_object
from agent.reading.stream import Gated
from agent.reading.tokens import ThingPhrase, Tokens, pointing_at, take_thing, tokenize
from agent.reading.told_when import (
    TELLING,
    WHEN,
    ended_then,
    errand_ended,
    told_alone,
    told_when,
)


def ahead(text: str, asked: bool, before: m.Step | None = None) -> list[m.Step] | None:
    """The steps one of these readers reads in ``text``; None where none reads it. ``before``:
    the step read before, whose end a sentence of its own may wish to be told ("kill the bat.
    then tell me when it's dead": ``told_when.told_alone``)."""
    if before is not None:
        for after in AFTER_A_STEP.tried(text):  # "kill the bat. then tell me when it's dead"
            if (told := after(text, asked, before)) is not None:
                return told
    for by in (ASKED if asked else ORDERED).tried(text):
        if (got := by(text, asked)) is not None:
            return got
    return spelt_out(text, asked)  # "Keep this burner warm for me: guard row 20, column 8"


_IT = lazy(r"\b(?:it|them)\b", re.I)  # the thing of the step before, said again


def one_errand(read: tuple[list[m.Step], bool], before: list[m.Step] | m.Step | None,
               clause: Clause) -> tuple[list[m.Step], bool]:
    """A clause's steps (and whether they repeat, ``read``) less the errand said last
    (``before``: the steps before in the sentence, or the step before it) said again on its
    "it", which is the same errand: "fetch me the bow, and hand it to me" is one bring (the
    second found the bow handed over and fetched another), "kill the bat. then kill it" one
    fight; "get an arrow, then another one" is two."""
    steps, repeats = read
    first = steps[0] if steps else None
    if not (isinstance(first, m.Act) and first.action in (m.BRING, m.FETCH, m.ATTACK)):
        return read
    last = before[-1] if isinstance(before, list) else before
    if first == last and _IT.search(clause.text):
        return steps[1:], repeats
    return read


# "if C, A, and if D, B": a second condition after the first one's steps, read after them, not
# inside them ("if the bat is near, kill it, and if it's far, come back").
# Not "..., and if not, B": the other branch (conditions.else_split).
_AND_IF = lazy(r"\s*,\s*(?:and|but)\s+(?=(?:if|when|once|unless|as soon as)\s+"
               r"(?!(?:not|so|no|yes)\b))", re.I)


def and_if(body: str, text: str, asked: bool) -> tuple[str, list[m.Step]]:
    """ "A, and if D, B" (``body`` of the order ``text``, after its first condition) -> ("A",
    the steps of "if D, B", its "it" the last thing ``text`` named before it); no such second
    condition -> (body, []), and so where "A" never ends and D is no opposite of the first
    ("..., keep away from it, and if a bat comes, come back": B would never run, so the order
    is read as before, and refused); where it is ("..., keep away from it, and if it's gone,
    come back"), the two choices, which ``kept_while`` makes one watch."""
    found = _AND_IF.search(body) if "," in body else None
    if found is None:
        return body, []
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    tail = body[found.end():]
    head = text[: len(text) - len(body) + found.start()]
    with pointing_at(named_last(text[: len(text) - len(tail)])):
        steps = _read_part(body[:found.start()], asked)
        second = _of_the_condition(head, tail, asked) or _read_part(tail, asked)
        if steps and isinstance(last := steps[-1], m.Act) and last.action in m.ENDLESS and not (
                _opposite_after(head, second, asked)):
            return body, []
        return body[:found.start()], second


def _first_choice(head: str, asked: bool) -> m.Choice | None:
    """The one choice ``head`` ("if C, A") reads as, else None."""
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    first = _read_part(head, asked)
    return first[0] if len(first) == 1 and isinstance(first[0], m.Choice) else None


def _opposite_after(head: str, second: list[m.Step], asked: bool) -> bool:
    """Whether ``second`` is one choice on the opposite of the condition ``head`` opens with."""
    if len(second) != 1 or not isinstance(c := second[0], m.Choice):
        return False
    return (f := _first_choice(head, asked)) is not None and opposite(f.cond, c.cond)


def _of_the_condition(head: str, tail: str, asked: bool) -> list[m.Step] | None:
    """ "if D, B" read with its "it" the first condition's thing, where so D is its opposite
    ("if the gorgon is alive, get the sword, and if it's gone, come back": the gorgon gone, not
    the sword, the thing named last); None otherwise."""
    if not _IT.search(tail) or (f := _first_choice(head, asked)) is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    said = f.cond
    thing = said.left if isinstance(said, m.Compare) and isinstance(said.left, m.CountOf) else (
        said.thing if isinstance(said, m.Near) else None)
    if thing is None or not lx.is_monster(thing.kind) or thing.kind not in lx.concrete(thing.kind):
        return None
    with pointing_at(take_thing(Tokens(tokenize(f"the {thing.kind}")), anchors=True)):
        second = _read_part(tail, asked)
    ok = len(second) == 1 and isinstance(c := second[0], m.Choice) and opposite(f.cond, c.cond)
    return second if ok else None


# "then" and a thing alone, a sentence of its own: "Then the other one, the one in the middle."
_THEN_ALONE = lazy(r"^(?:and\s+)?then\s+(?P<rest>\S.*?)[\s.!]*$", re.I)
# The errands whose verb a thing said alone after them takes.
_BORROWED = (m.FETCH, m.BRING, m.ATTACK)


def then_alone(text: str, asked: bool, before: m.Step | None) -> list[m.Step] | None:
    """ "Shoot the bat in the top right. Then the other one, the one in the middle.": a sentence
    of "then" and a thing alone takes the verb of the errand read just before (``before``), as
    a clause after a comma does (``sequence._borrow_verbs``): the other bat, the one nearest the
    middle. None for any other sentence, or where the step before is no such errand."""
    if not isinstance(before, m.Act) or before.action not in _BORROWED or text[:4].lower() not in (
            "then", "and "):
        return None
    found = _THEN_ALONE.match(text.strip())
    rest = ONE_DESCRIBED.sub(r"\g<noun> ", found["rest"]) if found else ""
    lead = OBJECT.search(before.words)
    if not rest or lead is None or not (only_an_object(rest) or one_said(rest) is not None):
        return None
    verb = before.words[: lead.start()]
    if before.thing is None or not verb.strip():
        return None
    kind = ThingPhrase(m.Thing(before.thing.kind), False, False, None, one=True)  # not its pick
    with pointing_at(kind):
        read = read_borrowed(verb, verb + rest, asked)
    return list(read) if read and not any(isinstance(s, m.Unknown) for s in read) else None


def on_verb_borrowed(clause: Clause, asked: bool, before: Sequence[m.Step]) -> tuple[m.Step, ...]:
    """A clause that is only an object on the verb it borrows (``clause.read_borrowed``); where
    that verb reads no errand on it, read on what the clause it borrows from read as (``before``,
    one step), never the verb written before it and read again: that step on the object's thing,
    as data, where the step is
    on a thing or by one ("patrol the bow and the sword": a patrol by the sword too); that step
    again where it is on no thing and no place ("run from the bat and the gorgon": fleeing, once);
    else the object refused as said ("explore the bat and the gorgon": "the gorgon")."""
    if (placed := on_place(before, clause.text[len(clause.verb):])) is not None:
        return placed  # "go to row 8 col 12, then row 4 col 12": going there too
    if (borrowed := read_borrowed(clause.verb, clause.text, asked)) is not None:
        return borrowed  # "bring me the sword and an arrow": the arrow brought
    act, own = before[0] if len(before) == 1 else None, clause.text[len(clause.verb):]
    if isinstance(act, m.Act) and act.thing is None and act.place is None:
        return (act,)
    t = Tokens(tokenize(own.lower()))
    if isinstance(act, m.Act) and (phrase := take_thing(t)) is not None and t.done:
        if act.thing is not None:
            return (replace(act, thing=phrase.thing, words=clause.text),)
        if act.place is not None and act.place.thing is not None:
            return (replace(act, place=m.Place(thing=phrase.thing), words=clause.text),)
    return (m.Unknown(own.strip(), m.Reason.NOT_UNDERSTOOD),)


def for_me_too(read_as: list[m.Step], before: m.Step, clause: Clause) -> m.Act | None:
    """The step before a clause that borrows its verb brought where that clause's object is
    brought for the player ("fetch the bow and an arrow for me": the "for me" is for the bow
    too); None otherwise."""
    if (len(read_as) == 1 and isinstance(read_as[0], m.Act) and read_as[0].action == m.BRING
            and isinstance(before, m.Act) and before.action == m.FETCH and before.thing is not None
            and before.thing.quantity == 1
            and re.search(r"\bfor (?:me|us|the player)\b", clause.text, re.I) is not None):
        return replace(before, action=m.Action.BRING)
    return None


# The readers ``ahead`` tries, with their gates (``stream.Gated``): after a step, on a sentence
# of its own; on an order, and on a question (where those that read no question are not tried).
AFTER_A_STEP = Gated((told_alone, TELLING), (ended_then, WHEN), (then_alone, ("then", "and")))
ORDERED = Gated((monster_called, CALLED), (at_once, AT_ONCE), (read_wish, None),
                (delayed, DELAYED), (all_but, ALL_BUT), (told_when, TELLING),
                (errand_ended, WHEN), (chosen_duty, CHOSEN), (chosen_clause, WHICHEVER),
                (kinds_first, HOW_MANY), (asked_held, CHECK))
ASKED = Gated((monster_called, CALLED), (read_wish, None), (delayed, None), (told_when, TELLING),
              (kinds_first, HOW_MANY), (asked_held, CHECK))
