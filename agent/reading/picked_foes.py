"""A duty on one monster picked by where it is or by its rank ("stand between me and the
top-right bat", "keep away from the bottom-right bat", "protect me from the farthest bat", "keep
away from the second closest bat", "keep away from the bat below you": agent.reading.bearings,
the one there when the order is given): the duty keeps to that one monster, wherever it goes, from
the step's first call (the picked one is fixed, as every skill given one particular thing keeps
to it: docs/skills.md), and ends when it is defeated.

Why fixed, not chosen again each tick: the words name one monster where it is when the order is
given ("the bat in the top right"); when that bat flies off, the player still means that bat,
not whichever bat then happens to be in the top right.

Standing between (``m.PROTECT``) takes one monster picked by a place, a side of the map, another
thing or the farthest, and by rank ("the second nearest bat") never: ``protect`` given a question
that found none is ``protect`` of the kind (``agent.compose``), which for a rank would stand
between the player and another bat than the one named; so a rank is refused in words there.
Keeping away (``m.KEEP_AWAY``) from one picked monster is keeping at least ``KEPT_AWAY`` tiles
from it (``keep_distance``, which gives up honestly when the question found none).

"The nearest bat" (to the companion or to the player) is no pick here: ``protect`` and
``keep_away`` of the kind already keep to the nearest one, chosen anew as they move, and those
readings stay."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.spelling import vocabulary
from agent.reading.tokens import Tokens, take_thing

# How far keep_away keeps every monster of a kind: more than four tiles (skills.lua's NEAR), so
# keeping away from one of them is keeping at least five tiles from it.
KEPT_AWAY = 5
_PLAIN = (m.COMPANION, m.PLAYER)  # "the nearest bat", "the nearest bat to me": the kind's own


def picked_foe(t: Tokens) -> m.Thing | None:
    """One monster the words at the cursor pick by where it is or by rank, the cursor past it;
    None, the cursor unmoved, for anything else (a kind, the nearest, every one, an item)."""
    mark = t.i
    phrase = take_thing(t, anchors=True)
    thing = phrase.thing if phrase is not None else None
    if (
        thing is None
        or not lx.is_monster(thing.kind)
        or thing.every
        or phrase is None
        or phrase.plural
        or not _picked(thing)
    ):
        t.i = mark
        return None
    return replace(thing, quantity=1)


def _picked(thing: m.Thing) -> bool:
    return bool(thing.pick) and (
        thing.origin not in _PLAIN
        or thing.pick in (m.FARTHEST, m.BEARING)
        or thing.rank > 1
        or thing.besides is not None
    )


def standing_between(foe: m.Thing, text: str) -> m.Step:
    """Standing between the player and ``foe``; a rank refused in words (above)."""
    if foe.rank > 1 or foe.besides is not None:
        return m.Unknown(
            text,
            m.Reason.CANNOT,
            f"I can shield you from the {foe.kind} picked by where it is, or the nearest one, "
            "not one picked by its rank",
        )
    return m.Act(m.PROTECT, foe, words=text)


def kept_away(foe: m.Thing, text: str) -> m.Step:
    """Keeping away from ``foe``: at least ``KEPT_AWAY`` tiles from that one monster."""
    return m.Act(m.KEEP_DISTANCE, foe, least=KEPT_AWAY, words=text)


def keeping_away(t: Tokens, text: str) -> m.Step:
    """Keeping away: from one kind of monster, or from every one; from a word the reader never
    met ("keep away from dragons") asked about, never any monster."""
    if (foe := picked_foe(t)) is not None:  # "the top-right bat": that one (picked_foes)
        return kept_away(foe, text)
    mark = t.i
    t.take("the", "any", "all", "all the", "every")
    if (phrase := take_thing(t)) is None:
        t.i = mark  # "keep away from the banana": words said back (``clause.with_rest``)
        if (word := t.peek()) and word.isalpha() and word not in vocabulary():
            return m.Unknown(text, m.Reason.NOT_UNDERSTOOD, f"I don't know what \"{word}\" is")
        return m.Act(m.KEEP_AWAY, m.Thing(m.ANY_MONSTER), words=text)  # "from danger": any
    if not lx.is_monster(phrase.thing.kind):
        return m.Unknown(text, m.Reason.CANNOT,
                         f"I can only keep away from monsters, not the {phrase.thing.kind}")
    return m.Act(m.KEEP_AWAY, m.Thing(phrase.thing.kind), words=text)
