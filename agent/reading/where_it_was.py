"""A tile counted from where a thing lay when the order was given: "get the bow, then stand 2
tiles left of where it was" (the bow, carried by then, is not where it lay), "fetch the sword
and go 3 tiles above where the sword was", "get the bow, then guard the tile 2 below where it
lay". Before, each was said back as not understood.

The place is ``meaning.Offset`` with ``given``: counted from the tile the thing was on when
the order was given, which the composer keeps in the order's memory from its first tick (as
where the companion started: agent.compose.lua.with_start). Read by offsets' rows: the thing
counted from is this module's (``thing``), "it" the thing named before, as every reader takes
it. "where you were" is where the companion started. Where the thing is named by nothing the
reader reads, or no thing lay there ("where the bats were"), the words are said back as before.
"""

from __future__ import annotations

from collections.abc import Callable

from agent.reading import meaning as m
from agent.reading.patterns import lazy

_WAS = lazy(
    r"^where\s+(?P<what>.+?)\s+(?:was|lay|used\s+to\s+be|was\s+lying|was\s+before|lay\s+before"
    r"|was\s+at\s+first|first\s+was|lay\s+at\s+first)$"
)
_YOU = lazy(r"^where\s+you\s+(?:were|stood|started|were\s+standing)$")
_WAY_OF = {(-1, 0): "north", (1, 0): "south", (0, -1): "west", (0, 1): "east"}


def thing(anchor: str, one: Callable[[str], m.Thing | None]) -> m.Thing | None:
    """The one thing whose tile at the order's start the words name ("where it was", "where
    the bow lay"), read by ``one``; the companion for "where you were"; else None."""
    if "where" not in anchor:
        return None
    if _YOU.match(anchor):
        return m.Thing(m.COMPANION)
    found = _WAS.match(anchor)
    if found is None:
        return None
    t = one(found["what"])
    return t if t is not None and not t.is_party else None


def words(o: m.Offset) -> str:
    """ "the tile 2 west of where the bow was", as the companion says it."""
    what = {m.COMPANION: "where I started", m.PLAYER: "where you stood"}.get(
        o.thing.kind, f"where the {o.thing.kind} was")
    if not (o.rows or o.cols):
        return what
    return f"the tile {so_far(o)} of {what}"


def so_far(o: m.Offset) -> str:
    """How many tiles an offset lies from its thing and which way, as the companion says it
    ("2 west")."""
    way = _WAY_OF[(o.rows and o.rows // abs(o.rows), o.cols and o.cols // abs(o.cols))]
    return f"{abs(o.rows) + abs(o.cols)} {way}"
