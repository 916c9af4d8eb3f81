"""The "it" of an order after a remark naming one thing picked by where it is ("the bat in the
middle. keep away from it", "the bat in the top right. stand between me and it", "the arrow
nearest the bow. go to it"): the order read with "it" the very thing the remark named, pick and
all (``tokens.pointing_at``), as "keep away from the bat in the middle" is read, whatever verb
and word before "it" the order takes ("from it", "between me and it", "near it"). Before, an
order whose "it" the sentence written out with the kind alone did not take was read with the
kind alone: keeping away from every bat, or standing between the player and the nearest one.
Called from ``afterthoughts.named_before``, which tries this first."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import fields, is_dataclass

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.pronouns import (
    counted_named,
    referent_named_last,
    referred_before,
    thing_named_last,
)
from agent.reading.referents import IDIOM, said_again, where_unread
from agent.reading.requests import PRONOUN
from agent.reading.sequence import OBJECT, starts_with_action
from agent.reading.tokens import ThingPhrase, Tokens, pointing_at, take_thing, tokenize

# "then ..." before the order ("... the bow. then stay next to it").
_THEN = lazy(r"^\s*(?:and\s+)?(?:then|now|next|after that)\b[\s,]*", re.I)

ReadPart = Callable[[str], list[m.Step]]


def read_on_picked(sentence: str, last: ThingPhrase, read_part: ReadPart) -> list[m.Step] | None:
    """The sentence read with "it" the thing ``last`` (picked by where it is), where it is read
    whole and a step of it keeps that pick; else None."""
    with pointing_at(last):
        steps = read_part(sentence)
    if not steps or any(isinstance(s, m.Unknown) for s in m.walk(tuple(steps))):
        return None
    return steps if any(kept(s, last.thing) for s in steps) else None


def said_back(sentence: str, last: ThingPhrase) -> list[m.Step] | None:
    """An order on "it" after a remark naming ``last``, picked by where it is, that no reading
    keeps the pick of ("the arrow nearest the bow. stay next to it"), said back in words rather
    than done on the nearest of its kind, or on the other thing the remark names (the bow); None
    for a sentence that is no order (a condition, a question: read as before)."""
    if not starts_with_action(_THEN.sub("", sentence)):
        return None
    kind = last.thing.kind
    which = (
        "the ones you picked by where they are"
        if last.plural or last.count
        else ("the one you picked by where it is")
    )
    why = f"I can do that with the {lx.NEAREST[0]} {kind}, but not with {which}"
    return [m.Unknown(sentence.strip(), m.Reason.CANNOT, why)]


def said_back_after(
    steps: tuple[m.Step, ...], it: ThingPhrase | None, rest: str
) -> tuple[m.Step, ...]:
    """The steps read after an errand on ``it`` (the words ``rest``, "it" that thing), or, where
    ``it`` is one picked by where it is and they are not read whole, the words said back as
    after a remark ("get the arrow nearest the bow and stay next to it": never next to any
    arrow, nor "next to it" not understood)."""
    if (
        it is None
        or it.thing.origin in (m.COMPANION, m.PLAYER)
        or not any(isinstance(s, m.Unknown) for s in steps)
    ):
        return steps
    return tuple(said_back(rest, it) or steps)


def kept(value: object, thing: m.Thing) -> bool:
    """Whether ``value`` (a step, or anything inside one) holds ``thing`` as picked: its kind,
    pick, origin and rank."""
    if isinstance(value, m.Thing):
        return (value.kind, value.pick, value.origin, value.rank) == (
            thing.kind,
            thing.pick,
            thing.origin,
            thing.rank,
        )
    if isinstance(value, tuple):
        return any(kept(v, thing) for v in value)
    if is_dataclass(value) and not isinstance(value, type):
        return any(kept(getattr(value, f.name), thing) for f in fields(value))
    return False


def named_last(sentence: str) -> ThingPhrase | None:
    """The last thing a sentence names, as said ("the bats": plural), not one of us."""
    t, last = Tokens(tokenize(sentence.lower())), None
    while not t.done:
        said = take_thing(t, anchors=True)
        if said is None:
            t.i += 1
        elif not said.thing.is_party:
            last = said
    return last


def named_where_read(sentence: str) -> ThingPhrase | None:
    """The last thing a sentence names (``named_last``), but None where it is named by its kind
    alone and the words after it say where it lies or a way from something in words not taken
    in ("There's an arrow tucked away in that little dead end, so go and get it": which arrow
    is not read, never the nearest)."""
    last = named_last(sentence)
    if last is None or (last.thing.pick, last.thing.origin) != ("", m.COMPANION):
        return last
    objects = list(OBJECT.finditer(sentence))
    end = objects[-1].end() if objects else 0
    return None if end and where_unread(sentence, end) else last


def named_before_piece(piece: str, before: str) -> ThingPhrase | None:
    """ "I need the sword, bring it here": what "it" ("that one", "that bat") stands for, the
    thing the words before named last ("there is a bat below you, kill that bat": that bat); None
    where the piece names none again or says it in an idiom ("I need the sword, take it easy")."""
    if IDIOM.search(piece):
        return None
    if not (PRONOUN.search(piece) or said_again(piece)):  # "I need arrows, bring me one": one
        return referred_before(piece.strip(), thing_named_last(before), [before],
                               whole=False)[1]  # of its kind, the sentence's place note kept
    it = referent_named_last(before)  # "I want two arrows, go get them": the two (counted)
    return counted_named(piece, before) or (it.phrase if it is not None else None)
