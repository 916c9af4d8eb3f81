"""A patrol between the two items nearest one of us, or farthest from them ("patrol between the
two items closest to you", "patrol between the two nearest arrows"): the first and the second
by rank, picked from where that one stands when the patrol's first step begins (patrol fixes its
posts then: sandbox_worker/lua/companion.lua), so ``patrol(nearest("item"), nearest("item", ai,
2))``. Only items, which a patrol stands next to; "weapons" (the sword and the bow, never an
arrow) and "things" (a monster too) are not read here, and are said back as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens

_NOUN = rf"(?P<noun>{lx.noun_pattern(lx.ITEM_NAMES)}|{m.ANY_ITEM}s)"
_SUP = rf"(?P<sup>{lx.alt(lx.NEAREST, lx.FARTHEST)})"
_WHO = r"(?:\s+(?:to|from)\s+(?P<who>you|me|yourself|the player))?"
_TWO = lazy(
    rf"^(?:between\s+)?the\s+two\s+(?:{_SUP}\s+{_NOUN}|{_NOUN.replace('noun', 'noun2')}\s+"
    rf"{_SUP.replace('sup', 'sup2')}){_WHO}$",
    re.I,
)


def posts(rest: str) -> tuple[m.Place, m.Place] | None:
    """The two posts, else None."""
    if "two" not in rest.split() or (found := _TWO.match(rest)) is None:
        return None
    noun = found["noun"] or found["noun2"]
    kind = m.ANY_ITEM if noun.lower() == f"{m.ANY_ITEM}s" else lx.kind_of(noun)
    if kind is None or kind not in lx.ITEM_KINDS:
        return None
    pick = m.FARTHEST if (found["sup"] or found["sup2"]).lower() in lx.FARTHEST else m.NEAREST
    who = m.PLAYER if found["who"] in ("me", "the player") else m.COMPANION
    a, b = (m.Thing(kind, pick=pick, origin=who, rank=rank) for rank in (1, 2))
    return m.Place(thing=a), m.Place(thing=b)


def patrol(rest: str, t: Tokens, text: str) -> m.Act | None:
    """The patrol between the two (the clause read whole), else None."""
    if (two := posts(rest)) is None:
        return None
    t.i = len(t.words)
    return m.Act(m.PATROL, place=two[0], other=two[1], words=text)
