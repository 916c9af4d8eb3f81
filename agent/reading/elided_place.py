"""The other branch of a condition said as a place alone, its verb left to the first branch's:
"if the bow's closer to you than the sword, go stand by the bow, otherwise by the sword" (stand
by the sword), "if you're hurt, stay by me, otherwise by the bow", "..., go to the bow, else to
the sword", "..., wait next to the bow, otherwise next to the sword". The place is read alone
(``places.read_on_row``) and done as the row that reads the first branch does its own: going
there, or going there to stay; the verb is that row, data, never words written before the place
and read again. A branch whose words of place the first branch does not say before a thing of its
own, or whose place the first branch's row cannot take, is read as said (refused: "by it" where
"it" is nothing named)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace

from agent.reading import lexicon_parts as lp, meaning as m
from agent.reading.lexicon import alt, is_item
from agent.reading.patterns import lazy
from agent.reading.places import read_on_row
from agent.reading.tokens import Tokens, take_thing, tokenize

# Words of place a step says before its thing: "by", "next to", "close to", "to", "towards".
_PLACE = rf"(?:{alt(lp.NEAR_IT)}|over\s+to|up\s+to|towards?|to|at)"
# The other branch: a word of place, then one thing or one of us, and nothing else.
_ALONE = lazy(
    rf"^\s*(?P<place>{_PLACE})\s+(?P<thing>(?:(?:the|a|an|my|your|that)\s+)?[a-z]+)\s*[.!]*$", re.I
)
_GATE = frozenset(("by", "next", "beside", "near", "close", "to", "towards", "toward", "at"))


def read_alone(then_text: str, else_text: str) -> tuple[m.Step, ...] | None:
    """The other branch ``else_text`` read as a place alone on the row of the first branch
    ``then_text`` ("by the sword" after "go stand by the bow": go to the sword and stay); None
    where it says more than a place, or the first branch says no such place before its thing."""
    low = else_text.lower()
    if not else_text or _GATE.isdisjoint(low.split()) or (found := _ALONE.match(low)) is None:
        return None
    at = list(
        re.finditer(
            rf"\b{re.escape(found['place'])}\s+(?:(?:the|a|an|my|your|that)\s+)?[a-z]+"
            r"\s*[.!]*$",
            then_text,
            re.I,
        )
    )
    if not at or at[-1].start() == 0:
        # the first branch says no such place before its thing (or it is all it says)
        return None
    return read_on_row(then_text, found["thing"], else_text.strip())


def on_first_verb(body: str, first: Sequence[m.Step],
                  read: Callable[[str], list[m.Step]]) -> list[m.Step]:
    """The other branch said as a thing alone in a sentence of its own, its verb left to the
    first branch's ("If I hold the sword, get the bow; if not, the sword.": fetch the sword, as
    after a comma; "if there are bats, kill one; if not, the gorgon": the fight): the first
    branch's act on that thing, where the two are things of one class (items, monsters); else
    ``body`` read as said."""
    from agent.reading.sequence import only_an_object  # it reads branches with this module

    act = first[0] if len(first) == 1 else None
    if not isinstance(act, m.Act) or act.thing is None or not only_an_object(body):
        return read(body)
    phrase = take_thing(Tokens(tokenize(body)))
    if phrase is None or phrase.thing.is_party or phrase.every or phrase.count or (
            is_item(phrase.thing.kind) != is_item(act.thing.kind)):
        return read(body)
    return [replace(act, thing=phrase.thing, words=body.strip())]
