"""The other branch of a condition said as a place alone, its verb left to the first branch's:
"if the bow's closer to you than the sword, go stand by the bow, otherwise by the sword" (stand
by the sword), "if you're hurt, stay by me, otherwise by the bow", "..., go to the bow, else to
the sword", "..., wait next to the bow, otherwise next to the sword". As "..., fetch the bow,
otherwise the sword" borrows "fetch" (``reader.conditional``), the place borrows the words
before the first branch's own word of place. Before, the other branch was refused ("by the
sword": no such action) and the order ran with its first branch alone. A branch whose words of
place the first branch does not say before a thing of its own is read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon_parts as lp
from agent.reading.lexicon import alt
from agent.reading.patterns import lazy

# Words of place a step says before its thing: "by", "next to", "close to", "to", "towards".
_PLACE = rf"(?:{alt(lp.NEAR_IT)}|over\s+to|up\s+to|towards?|to|at)"
# The other branch: a word of place, then one thing or one of us, and nothing else.
_ALONE = lazy(rf"^\s*(?P<place>{_PLACE})\s+(?:(?:the|a|an|my|your|that)\s+)?[a-z]+\s*[.!]*$", re.I)
_GATE = frozenset(("by", "next", "beside", "near", "close", "to", "towards", "toward", "at"))


def place_verb(then_text: str, else_text: str) -> str:
    """The words the other branch ``else_text`` borrows from ``then_text`` when it says only a
    place ("by the sword" after "go stand by the bow": "go stand "); "" otherwise."""
    low = else_text.lower()
    if not else_text or _GATE.isdisjoint(low.split()) or (found := _ALONE.match(low)) is None:
        return ""
    place = found["place"]
    at = list(
        re.finditer(
            rf"\b{re.escape(place)}\s+(?:(?:the|a|an|my|your|that)\s+)?[a-z]+"
            r"\s*[.!]*$",
            then_text,
            re.I,
        )
    )
    if not at or at[-1].start() == 0:
        # the first branch says no such place before its thing (or it is all it says)
        return ""
    return then_text[: at[-1].start()]
