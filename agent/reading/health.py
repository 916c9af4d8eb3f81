"""Conditions about health: "your health drops below 3", "you are hurt", "I have less health than
you", "my health is lower than yours", "you are at full health", "you start losing health"."""

from __future__ import annotations

from agent.reading import (
    lexicon as lx,
    lexicon_caution as lc,
    lexicon_idioms as li,
    lexicon_parts as lp,
    meaning as m,
)
from agent.reading.logic import (
    BE,
    BECOME,
    COMPARISONS,
    Reading,
    negate,
    take_comparator,
    take_negation,
)
from agent.reading.numbers import take_expr, take_health
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, take_number, take_party

FULL_HEALTH = 3  # the game's starting health (config game.companion_health, player_health)
LOW_HEALTH = 1

# The same health for both of us ("do we have the same health?"); questions.py asks it too. A
# pattern's source, not compiled by itself: it is only ever a part of other patterns.
SAME_HEALTH = (r"\b(?:the same|equal|as much) health\b|\bhealth (?:is )?(?:the same"
               r"|equal)\b|\bequally healthy\b")
_OURS_THE_SAME = lazy(r"^(?:we|you and (?:i|me)|i and you|our)\b[a-z ]*?(?:"
                      + SAME_HEALTH + r")(?: as each other)?")
_FALLING = ("drops", "drop", "falls", "fall", "sinks", "sink")
# A fall said as done, where the health is now ("if my health has dropped below 2").
_FALLEN = ("has dropped", "has fallen", "has sunk", "has gone down", "dropped", "fell", "went down")
_HALF = ("half of full health", "half of its full health", "half health", "half of full",
         "half", "50 %", "50 percent", "fifty percent")
# How a party feels, as its health against a bound: the words, the comparison, the bound.
_Bound = tuple[tuple[str, ...], str, int]
_FELT = ((lp.FELT_LOW, "<=", LOW_HEALTH), (li.LOW_HEALTH, "<=", LOW_HEALTH),
         (lp.HURT, "<", FULL_HEALTH), (lp.FELT_WELL, ">=", FULL_HEALTH),
         (li.FULL_HEALTH, ">=", FULL_HEALTH))
# How a health is said to be ("your health is low"), as the same.
_STATES = ((lp.HEALTH_LOW, "<=", LOW_HEALTH), (lp.HEALTH_FULL, ">=", FULL_HEALTH))
# How a party is said to feel before the feeling: "you are feeling alright", "you feel fine".
_FEELING = ("feeling", "doing", "feel", "feels")


def cond_health(t: Tokens) -> Reading | None:
    """ "your health drops below 3", "you are hurt", "I have less health than you"."""
    start = t.i
    if same := _OURS_THE_SAME.match(t.rest()):  # "if we have the same health"
        t.i += len(same.group(0).split())
        return Reading(m.Compare("==", m.HealthOf(m.COMPANION), m.HealthOf(m.PLAYER)))
    if (health := take_health(t)) is not None:
        return _health_compared(t, health)
    t.i = start
    if (party := take_party(t)) is None:
        return _felt_alone(t)
    if t.take(*lp.LOSING_HEALTH):  # health dropping from now, watched as being hurt
        return Reading(m.Compare("<", m.HealthOf(party), m.Number(FULL_HEALTH)), True)
    if (lost := t.take(*lc.HEALTH_LOST, *lc.HEALTH_KEPT)) is not None:
        hurt = m.Compare("<", m.HealthOf(party), m.Number(FULL_HEALTH))  # "you've taken damage"
        return Reading(negate(hurt) if lost in lc.HEALTH_KEPT else hurt)
    changing = not t.at(*COMPARISONS) and bool(t.take(*lc.BECOME_FELT))  # "get", "gets"
    if not changing:
        t.take("have been", "has been", *BE)  # "have you been hurt?"
    negated = take_negation(t)
    t.take(*_FEELING)
    if (felt := _bound(t, m.HealthOf(party), _FELT)) is not None:
        return Reading(negate(felt) if negated else felt, changing)
    if (stated := _health_stated(t, party)) is not None:  # "I'm below 2 health"
        return Reading(negate(stated) if negated else stated, changing)
    if t.take("have", "has"):
        negated = take_negation(t) or negated
        if (cond := _health_had(t, party)) is not None:
            return Reading(negate(cond) if negated else cond)
    return None


def _felt_alone(t: Tokens) -> Reading | None:
    """A feeling said with no one before it, the whole condition: the companion's ("if wounded,
    stay": if you are wounded; "if healthy, fetch the bow"). A word too loose to say health alone
    ("if ok", "if hit") is none."""
    start = t.i
    if t.at(*lc.FELT_LOOSE) or (felt := _bound(t, m.HealthOf(m.COMPANION), _FELT)) is None:
        return None
    if not t.done:
        t.i = start
        return None
    return Reading(felt)



def _health_compared(t: Tokens, health: m.Expr) -> Reading | None:
    """After a party's health: "drops below 3", "is lower than yours", "is low", "is 2"."""
    t.take("still")
    if t.take(*_FALLEN):  # "has dropped below 2": as it is now; "has dropped": hurt
        if t.done or t.at(",", "then"):
            return Reading(m.Compare("<", health, m.Number(FULL_HEALTH)))
        t.take("to", "down to")
        state = _health_against(t, health)
        return None if state is None else Reading(state)
    changing = not t.at(*COMPARISONS) and bool(t.take(*BECOME))
    if changing and (t.done or t.at(",", "then")) and t.words[t.i - 1] in _FALLING:
        # "if your health drops": as losing health
        return Reading(m.Compare("<", health, m.Number(FULL_HEALTH)), True)
    t.take(*BE)
    negated = take_negation(t)
    t.take("to", "down to", "at")
    state = _bound(t, health, _STATES) or _health_against(t, health)
    return None if state is None else Reading(negate(state) if negated else state, changing)


def _bound(t: Tokens, health: m.Expr, bounds: tuple[_Bound, ...]) -> m.Cond | None:
    """The health against the bound of the first of ``bounds`` whose words are here."""
    return next((m.Compare(op, health, m.Number(n)) for words, op, n in bounds
                 if t.take(*words)), None)


def _health_against(t: Tokens, health: m.Expr) -> m.Cond | None:
    """Health compared with another number ("below 3", "lower than yours", "2")."""
    if (op := take_comparator(t)) is None:
        n = take_number(t)
        return m.Compare("==", health, m.Number(n)) if n is not None else None
    than = other_health(t)
    if than is None and t.take(*_HALF):
        return _against_half(op, health)
    than = than or take_expr(t)
    return m.Compare(op, health, than) if than is not None else None


def _against_half(op: str, health: m.Expr) -> m.Cond | None:
    """ "below half": against half the starting health, in whole points (of 3: at most 1, at
    least 2); None for "exactly half"."""
    if op in ("<", "<="):
        return m.Compare("<=", health, m.Number(FULL_HEALTH // 2))
    high = FULL_HEALTH - FULL_HEALTH // 2
    return m.Compare(">=", health, m.Number(high)) if op in (">", ">=") else None


def _health_had(t: Tokens, party: str) -> m.Cond | None:
    """After "I have": "less health than you", "more health than 2", "at least 2 health"."""
    word = t.take("less", "lower", "fewer", "more", "higher")
    op = None if word is None else ">" if word in ("more", "higher") else "<"
    if op is not None and t.take(*lx.HEALTH_WORDS) and t.take("than"):
        if (rival := take_party(t)) not in (None, party):
            t.skip("do", "does", "have", "has")
            return m.Compare(op, m.HealthOf(party), m.HealthOf(rival))
        n = take_number(t)
        return m.Compare(op, m.HealthOf(party), m.Number(n)) if n is not None else None
    op = take_comparator(t)
    n = take_number(t) if op is not None else None
    if n is not None and t.take(*lx.HEALTH_WORDS):
        return m.Compare(op or "==", m.HealthOf(party), m.Number(n))
    return None


def _health_stated(t: Tokens, party: str) -> m.Cond | None:
    """After "I am": a number of health, compared or not ("below 2 health", "on 1 hp", "down to
    1 health", "at less than 2 health")."""
    mark = t.i
    t.take("at", "on", "down to")
    op = take_comparator(t)
    n = take_number(t)
    if n is not None and t.take(*lx.HEALTH_WORDS):
        return m.Compare(op or "==", m.HealthOf(party), m.Number(n))
    t.i = mark
    return None


def other_health(t: Tokens) -> m.Expr | None:
    """ "mine", "yours": a party's health, after another's."""
    if t.take("mine", "my health", "my own"):
        return m.HealthOf(m.PLAYER)
    return m.HealthOf(m.COMPANION) if t.take("yours", "your health", "your own") else None
