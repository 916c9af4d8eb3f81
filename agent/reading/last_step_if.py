"""A condition said after the last of two steps binds to that step alone, as English has it:
"get the bow and come back if you see a bat" fetches the bow, then comes back if a bat is in
sight (read whole, the bow was never fetched where no bat is); "fetch the sword then attack the
gorgon if it's still alive", "kill the bat, and then come back if you're hurt". A condition said
first ("if you see a bat, get the bow and come back") is over both, as before; so is one after
a step on the "it" of the one before ("go to the bow and pick it up if it's there": one
errand), and a step after a duty or a keeping away (watched meanwhile: ``reader._but_if``)."""

from __future__ import annotations

import re

from agent.reading import meaning as m
from agent.reading.asides import lasting_duty
from agent.reading.patterns import lazy
from agent.reading.sequence import starts_with_action

_IF = lazy(r"\s+if\s+", re.I)
# the last joint of two steps before the condition: "and", "then", "and then", ", then", ","
_JOINT = lazy(r"(?:\s*,\s*|\s+)(?:and\s+then|and|then)\s*,?\s+|\s*,\s*(?:then\s+)?", re.I)
# "keep away from the gorgon, come back if you see a bat": a step on a condition after a duty
_DUTY_THEN_IF = lazy(r"^(?P<body>.+?)\s*,\s*(?P<step>.+?)\s+(?P<lead>if)\s+(?P<cond>.+)$", re.I)
_JOINED = lazy(r"\b(?:and|then|but)\b", re.I)
_POINTING = lazy(r"\b(?:it|its|them|they|one|ones|there|that|those|both|so)\b", re.I)


def last_step_if(text: str, asked: bool) -> list[m.Step] | None:
    """ "A and B if C" -> A, then B on C; None where the words are no such two steps."""
    lower = text.lower()
    if " if " not in lower:
        return None  # a word test first
    if "," in lower and (after_duty := _after_a_duty(text, asked)) is not None:
        return after_duty
    if not (" and " in lower or "then " in lower or "," in lower):
        return None
    said_if = _IF.search(text)
    if said_if is None:
        return None
    body = text[: said_if.start()]
    joints = list(_JOINT.finditer(body))
    if not joints:
        return None
    joint = joints[-1]
    first, last = body[: joint.start()].strip(" ,"), body[joint.end() :].strip(" ,")
    if not (first and starts_with_action(first) and starts_with_action(last)) or (
        _POINTING.search(last)
    ):
        return None
    from agent.reading.reader import _read_part, _tail_condition

    if lasting_duty(first):
        return None
    before = _read_part(first, asked)
    if not before or any(isinstance(s, m.Unknown) for s in m.walk(tuple(before))):
        return None
    if m.goes_on(before[-1]):
        return None  # "explore, and come back if the gorgon is dead": watched while exploring
    after = _tail_condition(last + text[said_if.start() :], asked)
    if after is None or any(isinstance(s, m.Unknown) for s in m.walk(tuple(after))):
        return None
    return [*before, *after]


def _after_a_duty(text: str, asked: bool) -> list[m.Step] | None:
    """ "keep away from the gorgon, come back if you see a bat": the duty, watched until the
    condition holds, then the step, as with "and" (``reader._but_if``); never the duty dropped
    ("if a bat is in sight: come back" alone)."""
    found = _DUTY_THEN_IF.match(text)
    if found is None or not lasting_duty(found.group("body")):
        return None
    step = found.group("step")
    if not starts_with_action(step) or _JOINED.search(step) or _POINTING.match(found.group("cond")):
        return None
    from agent.reading.reader import _step_if

    return _step_if(found, asked)
