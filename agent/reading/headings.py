"""A heading before a colon that asks nothing of its own ("I'd like to try something simple to
see how moving works: could you move four squares to the right?", "Here's the plan: get the bow",
"Quick test: walk 3 steps left"): the order is what follows it. A heading that names a thing of
the game, a place, a number or a condition, or says something to say ("If the bat comes close:
run", "The gorgon: kill it", "Twice: get an arrow", "Say this: hello"), or asks of what lies
outside the game ("execute: ..."), keeps its words: what follows may need them, and the sentence
is read whole as before. So is one whose words after the
colon open no order ("Plan: bow first, an arrow second"); steps in order of which a later one is
an action are an order ("Deliverables, in order: the bow, then an arrow, then take out the
nearest bat")."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_staying as lstay, meaning as m
from agent.reading.patterns import lazy
from agent.reading.requests import asked
from agent.reading.sequence import starts_with_action
from agent.reading.text import strip_filler

# Words and nothing else (no code, no marks: "def f(): get the sword" is typed code), not opening
# with a word that names a thing ("the bow: get it", "the plan: get the bow": a topic's reading).
_HEADING = lazy(r"^\s*(?!(?:the|a|an|that|this|these|those|your)\b)"
                r"(?P<heading>[a-z][a-z' ,-]{0,119}?)\s*:\s+(?P<rest>\S.*)$", re.S | re.I)
# Marks of code or commands anywhere in the sentence ("differs: run with --write"): no heading.
_MARKS = lazy(r"--|[^\w\s,.;:!?'\"\x00-]")
# What a heading that asks nothing never says.
_TOLD = (tuple(lx.NOUN_WORDS), tuple(lx.LEADS), lx.OTHERWISE, tuple(lx.PLACES),
         tuple(lx.TIMES_WORDS), lx.SAY_VERBS, lx.DUNGEON_WORDS, lx.AREA_WORDS, tuple(lx.COMPASS))
# (a number joined to a word names how the job is, not a count: "Three-step recipe: ...")
_TELLING = lazy(rf"\b(?:{lx.alt(*_TOLD)}|(?:{lx.NUMBER_RE})(?!-\w))\b", re.I)


def past_heading(sentence: str) -> str:
    """The sentence after a heading that asks nothing, where an order follows it; else the
    sentence as it is."""
    if ":" not in sentence or _MARKS.search(sentence):
        return sentence
    if (found := _HEADING.match(sentence)) is None:
        return sentence
    heading = found.group("heading")
    if _TELLING.search(heading) or lx.OUTSIDE_WORLD.search(heading) or starts_with_action(
            strip_filler(heading)):
        return sentence
    rest = asked(found.group("rest"), starts_with_action)
    if len(rest) != 1 or not _opens_steps(rest[0]):
        return sentence
    return rest[0]


# Steps in order: "then" between them ("the bow, then an arrow, then take out the bat").
_THEN = lazy(r"\s*,?\s*\bthen\b\s*", re.I)
# A distance kept, said by its bound alone ("min 4 tiles from me, max 8").
_BOUND_OPENS = lazy(rf"^{lx.alt(tuple(lstay.KEPT_BOUNDS))}\s+{lx.NUMBER_RE}\b", re.I)
# A sum to work out and say, which a question of its value is ("add the bats to the arrows").
_WORKED_OUT = lazy(rf"^{lx.alt(lp.WORK_OUT)}\b", re.I)


def _opens_steps(rest: str) -> bool:
    """Whether the words after a heading are an order: they open with an action, or they are
    steps in order of which a later one opens with an action ("Deliverables, in order: the bow,
    then an arrow, then take out the nearest bat"), the things before it to be got as it is."""
    return any(starts_with_action(strip_filler(step)) for step in _THEN.split(rest)) or (
        _WORKED_OUT.match(rest) is not None) or (  # "Stock take: add the bats to the arrows ..."
        _BOUND_OPENS.match(rest) is not None)  # "Spacing: min 4 tiles from me, max 8"


# What a heading in words of its own may be, read alone: words no skill does, or not read.
_OWN_WORDS = (m.Reason.NO_SUCH_ACTION, m.Reason.NOT_UNDERSTOOD)


def spelt_out(text: str, asked: bool) -> list[m.Step] | None:
    """The steps after a heading that asks in words of its own for what they say in the game's
    ("Patrol the poolside for me: walk back and forth between ...", "Keep this burner warm for
    me: guard row 20, column 8", "Keep an eye on me from close by: stay within three tiles of
    me"): the heading opens with a verb, names nothing of the game or outside it, and read alone
    is nothing the game does, and the words after the colon are read whole. Else None, and the
    sentence is read whole as before (a heading read as a step is a step of its own)."""
    if asked or ":" not in text or _MARKS.search(text) or (found := _HEADING.match(text)) is None:
        return None
    heading = found.group("heading")
    if _TELLING.search(heading) or lx.OUTSIDE_WORLD.search(heading) or not starts_with_action(
            strip_filler(heading)):
        return None
    from agent.reading.reader import _read_part  # the reader reads its parts with this module

    alone = m.walk(tuple(_read_part(heading, asked)))
    if not alone or not all(isinstance(s, m.Unknown) and s.reason in _OWN_WORDS and not s.logic
                            for s in alone):
        return None
    steps = _read_part(found.group("rest"), asked)
    if not steps or any(isinstance(s, m.Unknown) for s in m.walk(tuple(steps))):
        return None
    return steps
