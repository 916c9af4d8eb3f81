"""A step said after an order with "but", on a condition after it, where the order's own words
hold an "and" ("patrol between the bow and the tile [8, 10], but stop if a bat shows up",
"guard the space between me and the bow, but come back if your health drops"): the order is
everything before the last "but", not the words before its "and", so the patrol goes on until
the bat shows up (a watch during it), never waits for the bat and then patrols. Beside it, how
long every order lasts anyway, said after "until" (``UNTIL_TOLD``: "until I say so", "until the
next job")."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl, lexicon_staying as lstay
from agent.reading.patterns import lazy

# The step after the last "but" and the condition after it: the reader's "..., but run if the
# gorgon comes" (``reader._BUT_DO_IF``), its order everything before that "but".
_LAST_BUT = lazy(r"^(?P<body>.+)\s*,?\s+(?P<joint>but)\s+(?P<step>.+?)\s+"
                 r"(?P<lead>if|when|as soon as|once|in case)\s+(?P<cond>.+)$", re.I)


def said_after(found: re.Match[str] | None) -> re.Match[str] | None:
    """The reader's match of a step said after an order on a condition, ``found``, or, where it
    split the order at an "and" of its own with a "but" still after it, the match at that
    "but" ("patrol between the bow and the sword, but stop if a bat shows up")."""
    if found is None or found.group("joint").lower() != "and" or " but " not in (
            found.group("step").lower()):
        return found
    return _LAST_BUT.match(found.string) or found


# "at least" said before "until I tell you otherwise": the order lasts at least that long, as
# every order does until the next one ("keep away from the bats, at least until I tell you
# otherwise").
_AT_LEAST = lazy(r"\s*,?\s+(?:at (?:the very )?least|for now at least)\s*,?\s*$", re.I)


def until_told(body: str) -> str:
    """The order said before "until I tell you otherwise", without an "at least" at its end."""
    return _AT_LEAST.sub("", body) if "least" in body else body


# Until the player gives another order: how long every order lasts anyway.
UNTIL_TOLD = lazy(rf"^(?:{lx.alt(lcl.TOLD_OTHERWISE)}"
                  rf"|{lx.alt(lstay.NEXT_ORDER_WHOSE)} {lx.alt(lstay.NEXT_ORDER)})$", re.I)
