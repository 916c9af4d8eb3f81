"""An amount said as a sentence of its own after the errands it measures ("keep away from me.
4 tiles", "give me some breathing room. four or five tiles, say", "wait. 3 turns", "walk left.
2 steps"): those errands read again with it after their comma ("keep away from me, 4 tiles").
Only where that reading is whole; else the amount is left to be refused in words. Tried by
``afterthoughts.correcting``, which puts what it reads in place of the errands before."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from agent.reading import lexicon_parts as lp, meaning as m
from agent.reading.lexicon import NUMBER_RE, alt
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy
from agent.reading.tokens import ThingPhrase, pointing_at

# What an amount is counted in: tiles and steps (logic.UNITS), and turns.
_UNITS = (*UNITS, "turns", "turn", "ticks", "tick")
_AMOUNT = lazy(
    rf"^(?:(?:{alt(lp.ROUGHLY)})\s+)?(?:(?:{alt(lp.BOUNDS)})\s+)?{NUMBER_RE}"
    rf"(?:\s*(?:or|to|-)\s*{NUMBER_RE})?\s+(?:{alt(_UNITS)})"
    rf"(?:\s*,?\s*(?:or so|or more|or less|at least|at most|max|tops|i guess|{alt(lp.ROUGHLY)}))?"
    r"(?:\s+(?:back|behind(?: me)?|away(?: from me)?|off))?"  # "follow me. 2 or 3 tiles back"
    r"\s*[.!]*$",
    re.I,
)
# Words any amount has, to try the pattern only where one may be.
_GATE = frozenset(_UNITS)


def amount_after(
    sentence: str, before: Sequence[m.Step], read_part: Callable[[str], list[m.Step]]
) -> list[m.Step] | None:
    """The errands ``before`` (the sentence before's) read again with ``sentence``, an amount
    alone, after their comma; None where ``sentence`` is no amount alone, a step before is no
    errand, or that reading is not whole."""
    if not before:
        return None
    words = sentence.lower().replace(",", " ").split()
    if len(words) > 8 or not _GATE.intersection(words):
        return None
    if not _AMOUNT.match(sentence.strip()) or not all(isinstance(s, m.Act) for s in before):
        return None
    said = ", ".join(_named(s) for s in before if isinstance(s, m.Act))
    picked = [s.thing for s in before if isinstance(s, m.Act) and s.thing and s.thing.pick]
    # "the bat in the middle. keep away from it. 5 tiles at least": "it" is still that bat
    with pointing_at(ThingPhrase(picked[0], False, False, None) if len(picked) == 1 else None):
        steps = read_part(f"{said}, {sentence.strip()}")
    if _unread(steps) and _kept_from_me(before):
        # "follow me. not too close. 2 or 3 tiles back": the distance from the player said anew
        steps = read_part(f"{lp.TRAIL[0]} me, {sentence.strip()}")
    return None if _unread(steps) else steps


def _unread(steps: list[m.Step]) -> bool:
    return not steps or any(isinstance(s, m.Unknown) for s in steps)


def _kept_from_me(before: Sequence[m.Step]) -> bool:
    """Whether ``before`` is one distance kept from the player ("not too close")."""
    step = before[0] if len(before) == 1 else None
    return isinstance(step, m.Act) and step.action == m.KEEP_DISTANCE and (
        step.thing is not None and step.thing.kind == m.PLAYER)


_POINTING = lazy(r"\b(?:it|them)\b", re.I)


def _named(step: m.Act) -> str:
    """The words of ``step``, "it" or "them" said as the thing the step was read on ("the bat in
    the middle. keep away from it. 5 tiles at least": keep away from the bat), where that is a
    kind alone (a thing picked, by rank or where it lies, is not said again so)."""
    words = step.words.strip().rstrip(".!")
    thing = step.thing
    if thing is None or thing.pick or thing.rank > 1 or not _POINTING.search(words):
        return words
    return _POINTING.sub(f"the {thing.kind}", words, count=1)
