"""Two things to do at once, one said after "while you" ("follow me while you get the bow", "while
you kill the bat, guard me", "stay close as long as you fetch the sword"): the companion does one
step at a time, and the game has no step that follows or guards while it runs an errand. Refused
in words that say back both, never read as a condition (before, "follow me while you get the bow"
followed only until the companion had the bow, which it never went to get).

Only where the words after "while you" are an errand of the companion's on their own: "while you
have the bow", "while you hold the sword" (a state: ``lexicon_inverted.INVERTED_HOLDING``),
"while you're at it", "while you are there" and "while I get the bow" are read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_inverted as lin, meaning as m
from agent.reading.errands import read_errand
from agent.reading.patterns import lazy
from agent.reading.reasons import shown

_WHILE = tuple(lead for lead, kind in lx.LEADS.items() if kind == "while")
# The reader's gate (``stream.Gated``): the first word of each lead.
GATE = frozenset(lead.split()[0] for lead in _WHILE)
_AFTER = lazy(rf"^(?P<body>.+?)\s*,?\s+{lx.alt(_WHILE)}\s+you\s+(?P<rest>[a-z].*?)[\s.!]*$", re.I)
_BEFORE = lazy(rf"^\s*{lx.alt(_WHILE)}\s+you\s+(?P<rest>[a-z][^,]*?)\s*,\s*(?P<body>\S.*?)[\s.!]*$",
               re.I)
# The steps that are no errand of their own beside another ("while you wait").
_NOT_ERRANDS = (m.STAY,)


def at_once(text: str, asked: bool) -> list[m.Step] | None:
    """The order refused in words where it asks a step while the companion does an errand; None
    for any other text."""
    if asked:
        return None
    found = _AFTER.match(text) or _BEFORE.match(text)
    if found is None:
        return None
    rest, body = found["rest"], found["body"]
    if rest.split()[0].lower() in lin.INVERTED_HOLDING:
        return None  # "while you have the bow": a state, a condition as before
    errand = read_errand(rest)
    if errand is None or not isinstance(act := errand[0], m.Act) or act.action in _NOT_ERRANDS:
        return None
    if read_errand(body) is None:
        return None  # no step of the companion's before it
    return [m.Unknown(text.strip(), m.Reason.CANNOT,
                      lin.AT_ONCE_CANNOT.format(shown(body), shown(rest)))]
