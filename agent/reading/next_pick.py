"""The next one, said as a correction of the errand before ("Fetch me an arrow. Not the one
right by you, the next closest one.", "get the bat - no, not that one, the one after it", "get
an arrow. No, the second closest."): the errand is on the how-manieth nearest instead
(``Thing.rank``, agent/reading/ranks.py), measured from where the errand's own pick was (the
companion, for an errand that picked none: the skills take the nearest to it), or from whom the
correction names ("not the one right by me": the player).

Read only where the errand before is one errand on one thing picked by no more than its
nearness (an arrow, the bat, the nearest arrow to me); after anything else ("get the farthest
arrow. No, the next one", "get two arrows. No, the one after it") the sentence is left to the
other readers, which say it back."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_typed as lt, meaning as m
from agent.reading.patterns import lazy

_NEAR = lx.alt(lx.NEAREST)
_WHO = r"(?P<who>you|me)"
# What is taken back: "no", "sorry", "not that one", "not the one right by you", "not the
# nearest one".
_LEAD = rf"(?P<lead>(?:(?:{lx.alt(lp.CORRECTION)}|no|nah|oops|hmm|um|uh|but)\s*[,.!:;-]*\s*)*)"
_NOT = (
    rf"(?P<not>not\s+(?:that|this|the)\s+(?:one|{_NEAR}(?:\s+one)?)"
    rf"(?:\s+(?:(?:right|just)\s+)?(?:by|next to|beside|near|{_NEAR}(?:\s+to)?)\s+{_WHO})?"
    r"\s*[,.;:-]*\s*(?:but\s+|i mean\s+)?)?"
)
# The one put in its place: "the next closest one", "the next one", "the one after it", "the
# second nearest"; or the farthest, where a correction is said ("..., but the farthest one").
_NEXT = (
    rf"the\s+(?:next(?P<near>\s+{_NEAR})?|(?P<ord>{lx.alt(tuple(lt.ORDINALS))})(?:[\s-]+{_NEAR})"
    rf"|one\s+after\s+(?:it|that(?:\s+one)?)|(?P<far>{lx.alt(lx.FARTHEST)})|(?P<repick>{_NEAR}))"
    r"(?:\s+one)?"
)
_REPICKED = lazy(rf"^\s*{_LEAD}{_NOT}{_NEXT}(?:\s*,?\s*(?:instead|please))?\s*[.!]*\s*$", re.I)
# The same at the end of an order, after the errand's sentence (``said_last``).
_AT_END = lazy(
    rf"(?:[.!?;]\s*|\s-+\s*|\s*[\u2014\u2013]\s*){_LEAD}{_NOT}{_NEXT}"
    r"(?:\s*,?\s*(?:instead|please))?\s*[.!]*\s*$",
    re.I,
)
# Inside one sentence, after the errand and a comma: "grab an arrow, but the second closest".
_INSIDE = lazy(
    rf",\s*(?=(?:but\s+)?{_NOT}{_NEXT}(?:\s*,?\s*(?:instead|please))?\s*[.!]*\s*$)", re.I
)
_WORDS = frozenset(
    ("next", "after", *lt.ORDINALS, *lx.FARTHEST, *lx.NEAREST)
)  # a cheap gate on the sentence's words
_ERRANDS = (m.FETCH, m.BRING, m.ATTACK)
_FROM = {"you": m.COMPANION, "me": m.PLAYER}


# Marks between words, as spaces: the sentence's words by str.split, no pattern run.
_MARKS = str.maketrans(",.;:!?-", "       ")


def _gate(sentence: str) -> bool:
    """Whether any of ``_WORDS`` is a word of the sentence."""
    return not _WORDS.isdisjoint(sentence.lower().translate(_MARKS).split())


def _corrects(found: re.Match[str]) -> bool:
    """Whether the words say a correction or a pick by nearness, not only "the next one"."""
    return any(found.group(g) for g in ("lead", "not", "near", "ord", "repick"))


def repicked(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """``before`` with its last errand on the next (the how-manieth) nearest of its thing when
    ``sentence`` says only that; None for any other."""
    if not before or not _gate(sentence):
        return None
    found = _REPICKED.match(sentence)
    last = before[-1]
    if (
        found is None
        or not isinstance(last, m.Act)
        or last.action not in _ERRANDS
        or last.thing is None
    ):
        return None
    if not _corrects(found):
        return None  # "Get an arrow. The next one.": another one, maybe; not a correction
    thing = last.thing
    if (
        thing.quantity != 1
        or thing.rank != 1
        or thing.besides is not None
        or thing.pick not in ("", m.NEAREST, *((m.FARTHEST,) if found["far"] or found["repick"]
                                              else ()))
        or thing.is_party
    ):
        return None
    origin = thing.origin if thing.pick else m.COMPANION
    said = _FROM.get((found.group("who") or "").lower(), origin)
    if said != origin and (thing.pick or thing.origin != m.COMPANION):
        return None  # "get the nearest arrow to you. No, not the one by me, ...": two of them
    rank = lt.ORDINALS[found.group("ord").lower()] if found.group("ord") else 2
    if found.group("far") or found.group("repick"):  # "..., but the farthest one" instead
        rank = 1
    pick = m.FARTHEST if found.group("far") else m.NEAREST
    again = replace(thing, pick=pick, origin=said, rank=rank)
    if (pick, said, rank) == (m.NEAREST, m.COMPANION, 1):
        again = replace(again, pick="")  # the nearest to the companion: the skills' own pick
    return [*before[:-1], replace(last, thing=again)]


def said_last(order: str, words: frozenset[str]) -> bool:
    """Whether ``order`` ends in such a correction (its ``words``, lower-cased): for the readers
    that would read "not the one right by you" as a thing left out (``exclusions``)."""
    return not _WORDS.isdisjoint(words) and _AT_END.search(order) is not None


def said_inside(sentence: str) -> re.Match[str] | None:
    """The comma before such a correction said inside the errand's sentence ("grab an arrow,
    but the second closest"), for ``afterthoughts.apart`` to read it as a sentence of its own;
    None for others."""
    if "," not in sentence or not _gate(sentence) or _REPICKED.match(sentence):
        return None  # no such words, or the sentence is the correction whole
    found = _INSIDE.search(sentence)
    tail = _REPICKED.match(sentence[found.end() :]) if found else None
    return found if tail is not None and _corrects(tail) else None  # not "..., the next one"


# Which one, said by where it is in a sentence of its own after the errand on it: "Kill the
# bat. The one up in the top right corner.", "use it on the bat. the one in the middle".
_PLACED = lazy(r"^\s*(?:i mean\s+|,\s*)?the one\s+(?P<where>(?:(?:up|down|over)\s+)?(?:in|at|on)"
               r"\s+the\s+\S.*?)\s*[.!]*\s*$", re.I)


def placed_after(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """``before`` with its last errand on the one of its thing that lies where ``sentence``
    says ("The one in the top right."), where that errand picked none (one of a kind, the
    nearest); None for any other sentence, or a place that picks none."""
    from agent.reading.tokens import Tokens, take_thing, tokenize  # it reads with this module

    last = before[-1] if before and sentence.lstrip()[:3].lower() in ("the", "i m") else None
    if not isinstance(last, m.Act) or last.action not in _ERRANDS or last.thing is None or (
            last.thing.pick or last.thing.origin != m.COMPANION or last.thing.quantity != 1):
        return None
    if (found := _PLACED.match(sentence)) is None:
        return None
    t = Tokens(tokenize(f"the {last.thing.kind} {found['where']}".lower()))
    said = take_thing(t, anchors=True)
    if said is None or not t.done or not said.thing.pick or said.thing.kind != last.thing.kind:
        return None
    return [*before[:-1], replace(last, thing=said.thing)]


# The things of the errand before counted again in a sentence of their own, adding nothing:
# "1. pick up every arrow\n2. all three of them", "kill the bats. all of them", "get two arrows.
# both of them".
_THEM = r"(?:of\s+)?(?:them|those)"
_COUNTED_AGAIN = lazy(rf"^\s*(?:all(?:\s+(?P<n>{lx.NUMBER_RE}))?\s+{_THEM}"
                      rf"|all\s+(?P<all>{lx.NUMBER_RE})|the\s+(?P<the>{lx.NUMBER_RE})\s+{_THEM}"
                      rf"|(?P<both>both)(?:\s+{_THEM})?)\s*[.!]*\s*$", re.I)


def counted_again(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """``before`` as it is where ``sentence`` only counts again the things its last errand is on,
    as many as it takes (every one of them, or the number said); None for any other."""
    found = _COUNTED_AGAIN.match(sentence) if before and len(sentence) < 40 else None
    last = before[-1] if before else None
    if found is None or not isinstance(last, m.Act) or (thing := last.thing) is None or (
            thing.is_party):
        return None
    said = found["n"] or found["all"] or found["the"]
    count = lx.number(said) if said else lx.number(found["both"]) if found["both"] else None
    if count is None:
        return list(before) if thing.every or (thing.quantity or 0) > 1 else None
    return list(before) if thing.every or thing.quantity == count else None


def said_of_the_one_before(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """``before`` as ``sentence`` picks or counts its last errand's thing again ("No, the next
    closest one.", "Kill the bat. The one in the middle.", "Kill the bats. All three of them.");
    None where it does not."""
    return repicked(sentence, before) or placed_after(sentence, before) or counted_again(
        sentence, before)
