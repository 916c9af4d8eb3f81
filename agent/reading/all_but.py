"""Every one of a kind but a few: "collect all but one arrow", "pick up every arrow but one",
"get all the arrows except two", "kill all but one bat". The fetching (or fighting) of one after
another, nearest first, until no more than that many are left (on the ground, or alive): a
``Watch`` of the count, as "keep picking up arrows till you have three" is read. Before, the
words were not understood ("all but one arrow"), or every arrow was fetched and "but one" said
back. A verb that does more than fetch or fight ("bring me all but one arrow") is not read
here, and stays as it was."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.stream import stream
from agent.reading.tokens import Tokens, tokenize

_N = rf"(?P<n>{lx.NUMBER_RE})"
_ALL = r"(?:all|every)(?:\s+(?:of\s+)?the)?"
# "collect all but one arrow", "kill every bat but one", "get all the arrows except two".
_BEFORE = lazy(rf"^(?P<verb>.+?)\s+{_ALL}\s+but\s+{_N}\s+(?P<noun>[a-z]+)\s*[.!]*$", re.I)
_AFTER = lazy(
    rf"^(?P<verb>.+?)\s+{_ALL}\s+(?P<noun>[a-z]+)\s*,?\s+(?:but|except(?:\s+for)?|save)\s+{_N}"
    r"(?:\s+of\s+them)?\s*[.!]*$",
    re.I,
)
GATE = frozenset(("but", "except", "save"))
_EVERY = frozenset(("all", "every"))


def all_but(text: str, asked: bool) -> list[m.Step] | None:
    """The fetching or fighting of every one of a kind until no more than ``n`` are left; None
    where ``text`` says no such thing."""
    made = stream(text)
    if made.words.isdisjoint(GATE) or made.words.isdisjoint(_EVERY) or asked:
        return None
    low = made.low
    found = _BEFORE.match(low) or _AFTER.match(low)
    if found is None:
        return None
    n = found.group("n")
    left = int(n) if n.isdigit() else lx.number(n)
    kind = lx.kind_of(found.group("noun"))
    if left is None or left < 1 or kind is None or kind in m.WHO:
        return None
    from agent.reading.errands import errand_of  # it reads things with ranks, and so this

    # the verb as said on the noun as said, every one of its kind
    said = errand_of(Tokens([*tokenize(found.group("verb")), *tokenize(found.group("noun"))]), text)
    act = said[0] if said and not said[1] else None
    if not isinstance(act, m.Act) or act.thing is None or act.action not in (m.FETCH, m.ATTACK):
        return None
    every = replace(act, thing=replace(act.thing, quantity=None))
    enough = m.Compare("<=", m.CountOf(act.thing.kind), m.Number(left))
    return [m.Watch(enough, during=(every,), words=text)]
