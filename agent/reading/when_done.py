"""An errand the companion is to have done, said with "when" before what follows it: "when you've
killed the top-right bat, come back to me", "when you have got the bow, come back to me". As
"once you've killed the top-right bat, come back to me" reads: the errand, then the rest. Before,
"when you've killed ..." was refused (a watch on which monster was defeated, which the game
cannot tell), and "when you've got the bow, come back to me" was read as coming back at once,
the bow left out. Only "you have" and a participle of an errand's verb
(``lexicon_parts.PAST_ERRAND``); "when you have the bow" (a state: a watch) is read as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

_WHEN_DONE = lazy(
    rf"^(?:and\s+)?when\s+you(?:'ve|\s+have)\s+(?P<rest>{lx.alt(lp.PAST_ERRAND)}\b.*)$", re.I
)
_HAVE = frozenset(("you've", "have"))


def when_done(text: str, asked: bool) -> list[m.Step] | None:
    """The errand said as done, then what follows it; None for other words."""
    low = text.lower()
    words = words_in(low)
    if "when" not in words or words.isdisjoint(_HAVE) or asked:
        return None
    found = _WHEN_DONE.match(text.strip())
    if found is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    read = _read_part(f"once you have {found.group('rest')}", asked)
    return read if len(read) > 1 and isinstance(read[0], m.Act) else None
