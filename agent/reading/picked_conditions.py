"""A thing picked by rank or by a side of the map, near someone, as a condition ("if the second
closest arrow is within 10 tiles, get it", "if the leftmost bat is near you, kill it", "if the
third nearest bat is within 5 tiles of me", "if the lowest arrow is next to me"):
``meaning.Near`` on that one thing (``Thing.rank``, ``Thing.origin`` a side), decided once as
every condition about the present is; "it" after it is the same one (the errand picks it in
the same tick). In Lua ``near(nearest("arrow", ai, 2), 10)``, none there: not near.

``take`` is the first condition ``conditions.take_cond`` tries, gated on the next words: only
"the" and a rank and a pick ("second closest") or a side's word ("leftmost") before one kind of
thing, then "is within N tiles [of someone]", "is near [someone]", "is next to someone", up to the
end of the condition. Anything else (the cursor unmoved) is read as before, and said back by the
ranks' and the sides' guards ("if the leftmost bat is alive, kill it").
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, meaning as m
from agent.reading.lexicon_typed import ORDINALS

if TYPE_CHECKING:
    from agent.reading.logic import Reading
    from agent.reading.tokens import ThingPhrase, Tokens

_PICKS = {**{w: m.NEAREST for w in lx.NEAREST}, **{w: m.FARTHEST for w in lx.FARTHEST}}
_RANKS = {**ORDINALS, "next": 2}
_SIDES = {**lx.SIDE_MOST, **lx.COMPASS_MOST}
_GATE = frozenset((*_RANKS, *_SIDES))
_WHO = {"you": m.COMPANION, "yourself": m.COMPANION, "me": m.PLAYER, "the player": m.PLAYER}
_UNITS = ("tiles", "tile", "steps", "step", "squares", "square", "spaces", "space")
# Near without a number (docs/reading.md, "Near and far without a number").
_NEAR = {"near": 3, "close to": 3, "next to": 1, "beside": 1}
# Where the condition ends: its step follows.
_ENDS = (",", "then")


def take(t: Tokens) -> Reading | None:
    """ "the second closest arrow is within 10 tiles": Near on that one; None, the cursor
    unmoved, when the words are not that whole."""
    if t.peek() != "the" or t.peek(1) not in _GATE:
        return None
    start = t.i
    found = _taken(t)
    if found is None:
        t.i = start
    return found


def _taken(t: Tokens) -> Reading | None:
    from agent.reading.logic import Reading  # logic reads tokens, which read ranks, which read this

    t.i += 1
    thing = _thing(t)
    if thing is None or not t.take("is"):
        return None
    tiles, of = _near(t)
    if not tiles or not (t.done or t.at(*_ENDS)):
        return None
    return Reading(m.Near(thing, tiles, of))


def _thing(t: Tokens) -> m.Thing | None:
    """ "second closest arrow", "leftmost bat": the one picked, the cursor past its name."""
    word = t.peek()
    if word in _SIDES:
        t.i += 1
        pick, origin, rank = m.NEAREST, f"{_SIDES[word]} side", 1
    elif word in _RANKS and t.peek(1) in _PICKS:
        t.i += 2
        pick, origin, rank = _PICKS[t.peek(-1)], m.COMPANION, _RANKS[word]
    else:
        return None
    name = t.peek()
    kind = lx.kind_of(name)
    if kind is None or kind in m.WHO or kind == m.ANYTHING or lx.is_plural(name):
        return None
    t.i += 1
    if rank > 1 and t.take("to", "from"):  # "the second closest arrow to me"
        who = t.take(*_WHO)
        if who is None:
            return None
        origin = _WHO[who]
    return m.Thing(kind, pick=pick, origin=origin, rank=rank)


def _near(t: Tokens) -> tuple[int, str]:
    """ "within 10 tiles [of me]", "near you", "next to me": the tiles and whose; 0 if not."""
    if t.take("within"):
        n = lx.number(t.peek())
        if n is None or n < 0:
            return 0, ""
        t.i += 1
        t.take(*_UNITS)
        if not t.take("of", "from"):
            return n, m.COMPANION
    elif (said := t.take(*_NEAR)) is not None:
        n = _NEAR[said]
    else:
        return 0, ""
    who = t.take(*_WHO)
    if who is None:
        return (n, m.COMPANION) if t.done or t.at(*_ENDS) else (0, "")
    return n, _WHO[who]


def _picked_near(cond: object) -> m.Thing | None:
    """The one thing a condition picks by rank or side and asks to be near (its first part)."""
    while isinstance(cond, (m.AllOf, m.AnyOf)) and cond.conds:
        cond = cond.conds[0]
    if isinstance(cond, m.Near) and (cond.thing.rank > 1 or cond.thing.origin.endswith(" side")):
        return cond.thing
    return None


def the_one(it: ThingPhrase | None, cond: m.Cond) -> ThingPhrase | None:
    """What "it" after a condition on one picked thing stands for ("if the second closest arrow
    is within 10 tiles, get it": that arrow); ``it`` as read otherwise."""
    one = _picked_near(cond)
    if it is None or one is None or it.plural or it.thing.kind != one.kind:
        return it
    return replace(it, thing=one)


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the order said back where a step on a condition's picked thing ("get it")
    is on another of its kind: never the nearest arrow for the second nearest."""
    low = text.lower()
    if "est" not in low and "most" not in low:  # every pick's word holds one ("leftmost", "lowest")
        return steps
    for step in m.walk(tuple(steps)):
        if not isinstance(step, (m.Choice, m.Watch)) or (one := _picked_near(step.cond)) is None:
            continue
        acts = [
            s for s in m.walk((*step.then, *getattr(step, "during", ()))) if isinstance(s, m.Act)
        ]
        if any(a.thing is not None and a.thing.kind == one.kind and a.thing != one for a in acts):
            return [m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY)]
    return steps


WHY = (
    "I can do something to the one I picked by where it lies or how near it is when the "
    "condition is about that one, not to another of its kind"
)
