"""A weapon said with what it shoots ("shoot a bat with the bow and an arrow", "kill a bat using
a bow and arrows"): one way of fighting, read by ``weapons`` as the bow, not split at "and" into
a second step ("shoot an arrow", which was refused as no fight). ``sequence`` asks it before it
splits a clause at "and". And arrows fetched for each of a kind of monster ("get an arrow for
each bat"), which ``clause`` reads."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from game.world import ARROW, BOW

# "get an arrow for each bat", "two arrows per bat", "as many arrows as there are bats"
FOR_EACH = lazy(rf"^{lx.alt(lp.FETCH_PLAIN)}"
                r" (?:(?P<n>an|a|one|two|three|\d+) (?P<item>[a-z]+)"
                r" (?:for (?:each|every)(?: one of the)?|per)"
                r" (?P<foe>[a-z]+)|(?:as many|the same number of) (?P<item2>[a-z]+) as"
                r" (?:there are )?(?:the )?(?P<foe2>[a-z]+)(?: left| there are)?)$")
# "... with the bow", "... using your longbow": the words before "and" end with the weapon.
_WITH_IT = lazy(rf"\b(?:with|using)\s+(?:(?:the|a|your|my)\s+)?(?:{lx.noun_pattern((BOW,))})$",
                re.I)
# "an arrow", "arrows", "some arrows", "2 arrows": the words after "and" are only what it shoots.
_WHAT_IT_SHOOTS = lazy(rf"^(?:(?:the|an?|one|some|your|my|{lx.NUMBER_RE})\s+)?"
                       rf"(?:{lx.noun_pattern((ARROW,))})$", re.I)


def with_its_ammunition(left: str, right: str) -> bool:
    """Whether "``left`` and ``right``" names a weapon and what it shoots ("with the bow" and "an
    arrow")."""
    low = left.lower()
    if "with" not in low and "using" not in low:
        return False
    return bool(_WITH_IT.search(left.strip()) and _WHAT_IT_SHOOTS.match(right.strip()))


def for_each(found: re.Match[str], text: str) -> m.Step | None:
    """ "get an arrow for each bat": arrows fetched until the companion carries as many as
    there are bats (that many times the number said: "two arrows per bat"); None when the words
    name no item and no kind to count."""
    item = lx.kind_of(found.group("item") or found.group("item2"))
    foe = lx.kind_of(found.group("foe") or found.group("foe2"))
    if item != ARROW or foe is None:
        return None  # one sword, one bow: "a sword for each bat" is not read
    said = found.group("n") or "one"
    n = lx.NUMBER_WORDS.get(said) or int(said)
    count: m.Expr = m.CountOf(foe)
    enough = m.Compare(">=", m.Carried(m.COMPANION, item),
                       count if n == 1 else m.Arith("*", count, m.Number(n)))
    return m.Watch(enough, during=(m.Act(m.FETCH, m.Thing(item, quantity=None), words=text),),
                   words=text)
