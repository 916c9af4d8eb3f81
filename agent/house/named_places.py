"""The corners and sides of the map an order names ("the arrow fae the bottom left corner", "the
bat in the top right", "the north-west corner", "the left side"), which a restatement must keep
(``checks.check``): one that keeps none of their ways picks another thing or goes elsewhere
("bring me the arrow" brings the nearest one)."""

from __future__ import annotations

import re

from agent.reading import lexicon_typed as lt

_UPRIGHT = (*lt.CORNER_SIDES, "north", "south")
_ACROSS = ("left", "right", "east", "west")
_CORNER = (rf"(?:{'|'.join(_UPRIGHT)})[\s-]*(?:{'|'.join(_ACROSS)})"
           rf"|(?:{'|'.join(_ACROSS)})[\s-]*(?:{'|'.join(_UPRIGHT)})")
# A corner after "the" ("the top right", not "the top right of the bow": a tile by a thing), or
# a side, corner or part of the map named by one way ("the left side", "the bottom edge").
_PLACE_NAMED = re.compile(
    rf"\bthe\s+(?:very\s+|far\s+)?(?P<corner>{_CORNER})\b(?!\s+(?:of|from)\s+(?:me|you|it|"
    rf"the)\b)|\b(?P<side>{'|'.join((*_UPRIGHT, *_ACROSS))})(?:most)?\s+(?:side|edge|corner|"
    rf"sector|quadrant|half|wall|end)\b", re.I)


def named_places(text: str) -> list[str]:
    """The words of each corner and side of the map ``text`` names ("bottom left")."""
    return [found.group("corner") or found.group("side") for found in _PLACE_NAMED.finditer(text)]
