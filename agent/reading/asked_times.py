"""A count typed with "x" in a question ("arrows x2?", "bats left x2?", "health x3?"): a number
asked, the words before it times that many ("the arrows times 2"), never an errand of fetching
two arrows nor the question asked twice; a terse noun phrase said as a question asks, it does
not send the companion. Called by ``text.spell_signs`` before its own reading of "x2" ("arrows
x2": two arrows fetched; "square x2": walked twice)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt

# The words "x2" follows that are no number asked: "do it x2?", "that x2?".
_NO_NUMBER = frozenset(("it", "that", "this", "them", "those", "these"))


def asked_times(found: re.Match[str]) -> str | None:
    """ "arrows x2?": "arrows times 2", where the sign ends a question (only "?" after it) whose
    words do not begin with a verb of an errand ("get arrows x2?" fetches); None otherwise."""
    text, what = found.string, found.group("what")
    if found.string[found.end():].strip() not in ("?", "??", "???"):
        return None
    first = text[:found.start("what")].split()
    if (first and first[0].lower().strip(".,;:!") in lx.ACTION_VERBS) or (
            what.lower() in lt.SHAPES or what.lower() in _NO_NUMBER or what.lower()
            in lx.ACTION_VERBS):
        return None
    return f"{found.group('start') or ''}{what} times {found.group('n') or found.group('m')}"
