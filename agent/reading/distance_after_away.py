"""The distance a getting-away keeps, said as a clause of its own after it: "get away from that
bat and keep at least 4 tiles away" (at least 4 tiles from the bat: a flight that names the monster
it flees, as said, is keeping away from it), "avoid the gorgon, then stay
5 tiles away from it", "keep away from the bats and remain at least three tiles off them". The
clause is a verb of keeping a distance (``lexicon_staying.KEEP_AT``) and an amount alone, kept
from nothing or from what the getting-away named ("it", "him", "them", or that monster again);
the amount goes into the getting-away as ``amount_after`` puts an amount said after it ("keep
away from the bat, at least 4 tiles": as data, never written after its words and read again).
The same words after any other step ("get the bow and stay 4 tiles away"), from someone else
("..., and keep 4 tiles away from me") or with an amount that fits no getting-away ("at most 4
tiles") are read as said."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_staying as lstay, meaning as m
from agent.reading.amount_after import amount_after, fled_from
from agent.reading.changes_nothing import brought_to_me, handed_all
from agent.reading.lexicon import alt
from agent.reading.patterns import SPACES, lazy
from agent.reading.tokens import Tokens, take_thing, tokenize

# Words every such clause holds: a unit of distance.
GATE = frozenset(("tile", "tiles", "step", "steps", "square", "squares", "space", "spaces"))
_GAP = SPACES
_KEPT = lazy(
    rf"^\s*(?:(?:and|then|but)\s+)*(?:{alt(lstay.KEEP_AT, gap=_GAP)})\s+(?P<amount>.+?)"
    r"(?:\s+(?:from|off(?:\s+of)?)\s+(?P<what>.+?))?\s*[.!]*$",
    re.I,
)
_IT = frozenset(("it", "him", "her", "them", "that", "that one", "those"))


def kept_after(text: str, before: m.Step, verb: str = "") -> m.Step | None:
    """The getting-away ``before`` (keeping away from a thing, or a distance kept from one) with
    the distance the clause ``text`` says it keeps; ``before`` as it is where ``text`` says
    again whom its bringing is for ("serve it to me, right into my hands") or that all is
    handed over (``verb``: the one the clause borrowed, "..., every last thing"); None where
    ``text`` says no such distance or ``before`` is no getting-away from a thing."""
    if brought_to_me(text, before) or handed_all(before, text[len(verb):]):
        return before
    if GATE.isdisjoint(text.lower().replace(",", " ").split()) or not isinstance(
            before, m.Act) or (before := fled_from(before)).thing is None or not (
            before.action in (m.KEEP_AWAY, m.KEEP_DISTANCE) and lx.is_monster(before.thing.kind)):
        return None
    found = _KEPT.match(text.replace(",", " "))
    if found is None or (found["what"] and not _same(found["what"], before.thing)):
        return None
    measured = amount_after(found["amount"], (before,))
    if measured is None or len(measured) != 1 or not isinstance(measured[0], m.Act) or (
            measured[0].action != m.KEEP_DISTANCE or measured[0].most):
        return None  # "... and stay within 4 tiles": no getting-away
    return measured[0]


def _same(what: str, thing: m.Thing) -> bool:
    """Whether ``what`` is the thing kept away from said again ("it", "the bat")."""
    low = " ".join(what.lower().split())
    if low in _IT:
        return True
    t = Tokens(tokenize(low))
    phrase = take_thing(t)
    return phrase is not None and t.done and phrase.thing.kind == thing.kind and lx.is_monster(
        thing.kind)
