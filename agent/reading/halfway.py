"""A tile said as halfway between two things or people: "stand halfway between the bow and the
arrow on the far left", "go halfway between me and the bow", "guard the spot halfway between
you and the sword", "wait at the midpoint between the bow and the sword", "go to the tile
midway between me and the gorgon". Before, each was said back as not understood.

The place is ``meaning.Offset`` with ``halfway``: the tile halfway between where ``thing`` and
``halfway`` are when the step starts, each row and column the mean of the two rounded down
(between [6, 10] and [10, 2]: [8, 6]); the composer works it out then and keeps it, and where
it falls in a wall it is the nearest floor tile, as any tile counted from a thing is
(agent.reading.offsets, whose rows read it: ``PLACE`` is a part of theirs). Each end is one
thing as every reader reads one ("the arrow on the far left", "the nearest bat") or one of us
("me", "you", "where I am"); an end read otherwise ("the arrow straight below me", "the bats"),
or a count before it ("3 tiles halfway between"), leaves the words said back as before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from agent.reading import meaning as m

# "halfway between A and B", "midway between", "the midpoint between", "the middle between"
# (after offsets.PLACE's "[the] [tile] [exactly]"); its groups are the two ends.
PLACE = (
    r"(?:half\s*way|half-way|mid\s*way|mid-way|mid\s*point|mid-point|middle)\s+between\s+"
    r"(?P<half_a>.+?)\s+and\s+(?P<half_b>.+?)"
)
# A word each such place has (offsets.GATE takes them in).
GATE = ("halfway", "half", "midway", "mid", "midpoint", "middle")

_WHO = {m.PLAYER: "you", m.COMPANION: "me"}


def place(words: Mapping[str, str | None], one: Callable[[str], m.Thing | None]) -> m.Place | None:
    """The tile halfway between the two ends the words name, each read by ``one`` (a party or
    one thing, as offsets reads the thing a tile is counted from); None where either is not one
    thing or person, or the two are the same."""
    if words.get("n"):
        return None  # "3 tiles halfway between ...": no such tile
    a = one((words.get("half_a") or "").strip())
    b = one((words.get("half_b") or "").strip())
    if a is None or b is None or a == b:
        return None
    return m.Place(offset=m.Offset(a, halfway=b))


def words(o: m.Offset) -> str:
    """ "the tile halfway between you and the arrow", as the companion says it."""
    ends = [_WHO.get(t.kind, f"the {t.kind}") for t in (o.thing, o.halfway) if t is not None]
    return f"the tile halfway between {' and '.join(ends)}"


def tile(a: tuple[int, int], b: tuple[int, int]) -> tuple[int, int]:
    """The tile halfway between two tiles, each row and column rounded down."""
    return (a[0] + b[0]) // 2, (a[1] + b[1]) // 2
