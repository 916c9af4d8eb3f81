"""A thing the companion is told to make sure it has, then what to do if it has not, then the
order's next step: "make sure you have the sword; if you don't, get it first, then kill the
gorgon", "check that you have the bow. if you don't, grab it, then shoot a bat", "be sure you've
got an arrow; if not, fetch one first and then kill the bat". The fetch is the check's (a fetch
of what is carried already is done at once), and the step after it is done either way: the
fetch, then the rest, never the rest only where the thing was missing; where the check was a
question ("do you have the bow? if not, grab it, then shoot a bat"), its answer where the thing
is carried, then the rest either way. Called by
``afterthoughts.attached`` on the sentence after the check; any other shape is left as it was.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, pointing_at, take_thing, tokenize

ReadPart = Callable[[str], list[m.Step]]

# The check: a wish or a bid to look that the companion has the thing, or the question.
_CHECKED = lazy(
    r"^(?:(?:please|now|first|ok|okay),?\s+)*(?:make sure|be sure|ensure|see to it|check"
    r"|double[- ]check|do|have)(?:\s+(?:that|whether|if))?\s+you(?:'ve got| have got| have"
    r"| got| carry| are carrying| are holding| hold)\s+(?P<x>.+?)[\s.!?;,]*$",
    re.I,
)
# What to do if it has not, with a fetch of it opening the steps ("get it first, then ...").
_IF_NOT = lazy(
    r"^(?:and\s+)?(?:if\s+(?:not|you (?:don't|do not) have (?:it|one|them)|you (?:haven't|have not)"
    r" got (?:it|one|them)|you don't|you do not|you haven't|you have not)|otherwise|else)\s*,?\s*"
    r"(?P<body>.+)$",
    re.I,
)
_TAKES = (m.FETCH, m.BRING)
# A bid to look whether the companion has things, said alone: a question of what it carries
# ("check you've got the bow and at least one arrow": do you have the bow and an arrow or more?).
_BID = r"^(?:go\s+(?:and\s+)?)?(?:check|double[- ]check)(?:\s+(?:that|whether|if))?\s+"
# The word ``asked_held`` needs.
GATE = frozenset(("check",))
_ASKED = lazy(
    _BID + r"you(?:'ve got| have got| have| got| carry| are carrying| are holding| hold)\s+"
    r"(?P<x>\S.*?)[\s.!;,]*$",
    re.I,
)


def asked_held(text: str, asked: bool) -> list[m.Step] | None:
    """ "check (that) you have the bow and at least one arrow": the question of having them,
    read whole (never the bow asked and "at least one arrow" a step of its own); None for other
    words, or where no question reads them."""
    if (found := _ASKED.match(text.strip())) is None:
        return None
    from agent.reading.questions import read_questions  # it reads clauses with this module

    got: list[m.Step] = list(read_questions(f"do you have {found['x']}", asked))
    return got if got and not any(isinstance(s, m.Unknown) for s in got) else None


def checked(steps: list[m.Step], sentence: str, previous: str, read_part: ReadPart) -> bool:
    """Whether ``sentence`` says what to do where the thing the sentence before checks for is
    not carried, put into ``steps`` in place of the check: the fetch, then the steps after it."""
    if not steps or (check := _CHECKED.match(previous.strip())) is None:
        return False
    if (found := _IF_NOT.match(sentence.strip())) is None:
        return False
    phrase = take_thing(Tokens(tokenize(check["x"].lower())))
    if phrase is None or not lx.is_item(phrase.thing.kind):
        return False
    with pointing_at(replace(phrase, one=True)):  # "fetch one first": one of its kind
        body = read_part(found["body"])
    first = body[0] if body else None
    if not (isinstance(first, m.Act) and first.action in _TAKES and first.thing is not None
            and first.thing.kind == phrase.thing.kind):
        return False  # no fetch of it first: read as said
    if any(isinstance(s, (m.Choice, m.Unknown)) for s in body):
        return False
    if not _the_check(steps[-1], phrase.thing.kind) or (
            isinstance(steps[-1], m.Ask) and len(body) == 1):
        return False  # "check if you have the sword. if not, get it": the answer, or the fetch
    if isinstance(ask := steps[-1], m.Ask):  # "do you have the bow? if not, ...": answered
        has = m.Has(ask.who or m.COMPANION, phrase.thing.kind)
        steps[-1] = m.Choice(has, (ask, *body[1:]), tuple(body), words=ask.words)
    else:
        steps[-1:] = body
    return True


def _the_check(step: m.Step, kind: str) -> bool:
    """Whether ``step`` is what the check was read as: a fetch of the thing, the question of
    having it, or words not understood."""
    if isinstance(step, m.Act):
        return step.action in _TAKES and step.thing is not None and step.thing.kind == kind
    if isinstance(step, m.Ask):
        return step.asks == m.HAS and [t.kind for t in step.things] == [kind]
    return isinstance(step, m.Unknown)
