"""Conditions in an order's words, read into ``Cond`` trees: what a party carries ("you're
carrying nothing", "you have more than 2 arrows"), health ("your health drops below 3", "you are
hurt", "I have less health than you"), distances ("the bow is farther away than the sword", "a
bat comes within 3 tiles", "I am far away"), counts ("there are more bats than gorgons", "the
gorgon is still alive", "no bats are left"), any two numbers compared, and "not", "and", "or"
between them.

The readers of each family are in their own modules (``carrying``, ``health``, ``distances``,
``counts``); what they share is in ``agent.reading.logic``.
"""

from __future__ import annotations

from agent.reading import meaning as m
from agent.reading.carrying import cond_party_has
from agent.reading.counts import cond_there_are, cond_thing_state
from agent.reading.distances import cond_party_distance, cond_thing_distance
from agent.reading.health import cond_health, other_health
from agent.reading.logic import (
    BE,
    BECOME,
    Reading,
    attempt,
    negate,
    take_comparator,
    take_negation,
)
from agent.reading.numbers import take_expr
from agent.reading.tokens import Tokens


def take_cond(t: Tokens) -> Reading | None:
    """A condition, with "and" / "or" between conditions and "not" / "no longer" in them."""
    start = t.i
    first = _take_negatable(t)
    if first is None:
        t.i = start
        return None
    conds, changing, joiner = [first.cond], first.changing, ""
    while True:
        mark = t.i
        word = t.take("and", "or", "and also", "or if", "and if")
        if word is None:
            break
        if joiner and word.split()[0] != joiner:
            t.i = mark
            break
        nxt = _take_negatable(t)
        if nxt is None:
            t.i = mark
            break
        joiner = word.split()[0]
        conds.append(nxt.cond)
        changing = changing or nxt.changing
    if len(conds) == 1:
        return first
    joined: m.Cond = m.AllOf(tuple(conds)) if joiner == "and" else m.AnyOf(tuple(conds))
    return Reading(joined, changing)


def _take_negatable(t: Tokens) -> Reading | None:
    if t.take("not", "it is not the case that", "it is not true that"):
        inner = _take_atom(t)
        return None if inner is None else Reading(negate(inner.cond), inner.changing)
    return _take_atom(t)


def _take_atom(t: Tokens) -> Reading | None:
    for reader in (cond_party_has, cond_health, cond_party_distance, cond_thing_distance,
                   cond_there_are, cond_thing_state, _cond_exprs):
        got = attempt(t, reader)
        if got is not None:
            return got  # type: ignore[return-value]
    return None


def _cond_exprs(t: Tokens) -> Reading | None:
    """Any two numbers compared: "the number of bats is more than 2", "your health plus mine
    is at least 5"."""
    left = take_expr(t)
    if left is None:
        return None
    changing = bool(t.take(*BECOME))
    t.take(*BE)
    negated = take_negation(t)
    t.take("to")
    op = take_comparator(t)
    if op is None:
        return None
    right = other_health(t) if isinstance(left, m.HealthOf) else None
    right = right or take_expr(t)
    if right is None:
        return None
    cond: m.Cond = m.Compare(op, left, right)
    return Reading(negate(cond) if negated else cond, changing)
