"""A wish to be told that the monster just fought is dead, said before "tell me": "go kill the
bat in the middle, and once it's dead, tell me", "kill the gorgon and when it is dead let me
know". The fight, then the companion says so ("The bat is dead"): said only once the fight is
over, and never if it fails. Before, "once it is dead" was not understood. Only after a fight
the words' "it" can stand for; after anything else the words are read as before. ("Kill the bat
and tell me when it's dead", the wish said after, is ``told_when``'s.)"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

_DEAD = r"(?:dead|killed|defeated|slain|gone|done for)"
_TOLD = lazy(
    r"^(?P<fight>.+?)\s*,?\s+(?:and\s+)?(?:then\s+)?(?:once|when|as soon as|after)\s+"
    rf"(?:it|they|that one|the \w+)\s*(?:is|are|'s|has been|have been)\s+{_DEAD}\s*,?\s*"
    rf"(?:then\s+)?{lx.alt(lx.TELL_ME)}(?:\s+(?:so|about it))?\s*[.!]*$",
    re.I,
)
_GATE = frozenset(("dead", "killed", "defeated", "slain", "gone"))


def told_after(text: str, asked: bool) -> list[m.Step] | None:
    """The fight said before the wish to be told it is over; None for other words."""
    low = text.lower()
    if _GATE.isdisjoint(words_in(low)) or asked:
        return None
    found = _TOLD.match(low)
    if found is None:
        return None
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    fight = _read_part(text[: found.end("fight")], asked)
    if not fight or not isinstance(last := fight[-1], m.Act) or last.action != m.ATTACK:
        return None
    if last.thing is None or not lx.is_monster(last.thing.kind):
        return None
    dead = (
        f"The {last.thing.kind}s are dead" if last.thing.every else f"The {last.thing.kind} is dead"
    )
    return [*fight, m.Say(dead, words=text[found.end("fight") :].strip(" ,"))]
