"""Whether a library entry covers every part of an order's meaning, and what fills its
parameters.

An order's *shape* is its meaning with the things it names made generic (an item, a monster,
any item, any monster, a party): "grab the bow" and "pick up an arrow" have one shape, "pick up
two arrows", "pick up every arrow", "pick up the arrow farthest from me" and "if you have the
sword, pick up the bow" four others. An entry covers an order when one of its examples, read by
the same reader, has the order's shape: a condition, a count, a superlative or a relation that
no example of the entry has means the entry does not serve the order. The things the order
names then fill the entry's parameters in the order they are named.

The shape also holds what the reading leaves out: the kinds of the game's things (an item, a
monster) that the order's words name and its meaning does not ("kill the gorgon *with the bow*",
"how far is the bow *from the sword*", "where is the arrow *near the gorgon*"). A relation to
another thing that the reader passed over is part of what the order asks, so only an entry with
an example that leaves the same out covers it ("run away from the bat": fleeing is from every
monster, and the flee entry's examples say so). An order the reader could not read whole has no
shape: no entry covers it.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Iterable
from typing import Any

from agent.reading import lexicon as lx, meaning as m, read
from agent.reading.text import words_of

Shape = tuple[Any, ...]


def _generic(kind: str) -> str:
    if kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING, *m.WHO):
        return kind
    if lx.is_item(kind):
        return "<item>"
    if lx.is_monster(kind):
        return "<monster>"
    return kind


def _shape_of(value: Any) -> Any:
    if isinstance(value, m.Thing):
        return ("thing", _generic(value.kind), value.quantity if value.quantity in (1, None)
                else "n", value.pick, value.origin) + (
                    ("besides", _shape_of(value.besides)) if value.besides else ()) + (
                    ("rank", value.rank) if value.rank != 1 else ())  # the second nearest
    if isinstance(value, (m.Has, m.Carried)):
        return (type(value).__name__, value.who, _generic(value.item))
    if isinstance(value, m.CountOf):
        return ("count", _generic(value.kind)) + (
            ("besides", _shape_of(value.besides)) if value.besides else ()) + (
            ("region", value.region) if value.region else ())  # "in the top right"
    if isinstance(value, m.Defeated):  # whose defeats too: "have you killed" is not "are dead"
        return ("defeated", _generic(value.kind), value.by)
    if isinstance(value, m.Say):
        return ("say",)
    if isinstance(value, m.Unknown):
        return ("unknown",)
    if isinstance(value, m.Number):
        return ("number",)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return (type(value).__name__, *(_shape_of(getattr(value, f.name))
                                        for f in dataclasses.fields(value) if f.compare))
    if isinstance(value, tuple):
        return tuple(_shape_of(v) for v in value)
    return value


def shape(meaning: m.Meaning) -> Shape | None:
    """The order's shape, or None when the reader could not read all of it."""
    if not meaning.understood:
        return None
    steps = tuple(_shape_of(s) for s in meaning.steps)
    left = unread(meaning)
    return (*steps, ("unread", left)) if left else steps


def unread(meaning: m.Meaning) -> tuple[str, ...]:
    """The families ("item", "monster") of the things the order's words name that its meaning
    leaves out, sorted: what the reader passed over."""
    read_kinds: set[str] = set()
    for kind in kinds_read(meaning.steps):
        read_kinds.update((kind, *lx.concrete(kind)))
    left = set()
    for word in words_of(meaning.order):
        named = lx.kind_of(word)
        if named is None or named in read_kinds or not (lx.is_item(named)
                                                        or lx.is_monster(named)):
            continue
        left.add(m.ANY_ITEM if lx.is_item(named) else m.ANY_MONSTER)
    return tuple(sorted(left))


def kinds_read(value: Any) -> list[str]:
    """Every kind of thing anywhere in a reading: the steps' things and places, and the
    numbers and conditions; the things in words to say count as read."""
    if isinstance(value, m.Thing):
        return [value.kind]
    if isinstance(value, (m.CountOf, m.Defeated)):
        return [value.kind]
    if isinstance(value, (m.Has, m.Carried)):
        return [value.item]
    if isinstance(value, m.Say):
        return [k for w in words_of(value.text) if (k := lx.kind_of(w)) is not None]
    if isinstance(value, tuple):
        return [k for v in value for k in kinds_read(v)]
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return [k for f in dataclasses.fields(value) for k in kinds_read(getattr(value, f.name))]
    return []


@functools.lru_cache(maxsize=4096)
def example_shape(example: str) -> Shape | None:
    return shape(read(example))


def covers(examples: Iterable[str], order_shape: Shape) -> bool:
    return any(example_shape(e) == order_shape for e in examples)


# -- what the order names ---------------------------------------------------------------------

# How the parties appear among an entry's parameter values.
_PARTY_VALUES = {m.PLAYER: ("player", "me", "my", "myself", "mine"),
                 m.COMPANION: ("companion", "you", "your", "yourself")}


def mentions(meaning: m.Meaning) -> list[tuple[str, ...]]:
    """What the order names, in order: each as the values it may fill a parameter with (a kind,
    or a party's words). An order read only in part names what its words name."""
    found: list[tuple[str, ...]] = []

    def add(kind: str) -> None:
        if kind in m.WHO:
            found.append(_PARTY_VALUES[kind])
        else:
            found.append((kind, *_generic_words(kind)))

    if not meaning.understood:
        for word in words_of(meaning.order):
            kind = lx.kind_of(word)
            if kind is not None:
                add(kind)
            elif word in ("me", "my", "i", "myself"):
                found.append(_PARTY_VALUES[m.PLAYER])
            elif word in ("you", "your", "yourself"):
                found.append(_PARTY_VALUES[m.COMPANION])
        return found
    for step in meaning.walk():
        if isinstance(step, m.Act):
            if step.thing is not None:
                add(step.thing.kind)
            if step.place is not None and step.place.thing is not None:
                add(step.place.thing.kind)
        elif isinstance(step, m.Ask):
            if step.who:
                add(step.who)
            for t in step.things:
                add(t.kind)
            for kind in _kinds_in(step.value) + _kinds_in(step.check):
                add(kind)
    return found


def _kinds_in(value: Any) -> list[str]:
    """The kinds a number or a condition is about, in order."""
    if value is None:
        return []
    if isinstance(value, m.Thing):
        return [value.kind]
    if isinstance(value, (m.CountOf, m.Defeated)):
        return [value.kind]
    if isinstance(value, (m.Has, m.Carried)):
        return [value.item] if value.item != m.ANY_ITEM else []
    out: list[str] = []
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            inner = getattr(value, f.name)
            for v in inner if isinstance(inner, tuple) else (inner,):
                out += _kinds_in(v)
    return out


def _generic_words(kind: str) -> tuple[str, ...]:
    """The other words an entry may list for "any item" / "any monster"."""
    if kind == m.ANY_ITEM:
        return ("item", "thing", "object", "everything")
    if kind == m.ANY_MONSTER:
        return ("monster",)
    return ()
