"""A number the order says only as a row or a column, said by a restatement as another number:
"if your health is full go and get the arrow up by row 10, otherwise come back to me" restated
as "if your health is at least 10, pick up the arrow, otherwise come back to me" (the model's,
served until turned back here: the companion came back and said Done). Every number of the
order may be said, but a tile's row or column only as a tile's."""

from __future__ import annotations

import re
from collections.abc import Collection
from typing import Any

from agent.reading import lexicon as lx, meaning as m

# A row or a column said with its number ("row 10", "col 4", "r8 c12").
_TILE_NUMBER = re.compile(r"\b(?:rows?|columns?|cols?|r|c)\s*(?P<n>\d+)\b", re.I)
_NUMBER = re.compile(r"\b\w+\b")


def said_otherwise(order: str, meaning: m.Meaning, defaults: Collection[int]) -> bool:
    """Whether ``meaning`` says a number the order says only as a row or a column (and is no
    number the reader says by default) other than as a tile's."""
    tiles = [int(found["n"]) for found in _TILE_NUMBER.finditer(order)]
    if not tiles:
        return False
    said = [n for w in _NUMBER.findall(order.lower()) if (n := lx.number(w)) is not None]
    only_tiles = {n for n in tiles if said.count(n) == tiles.count(n)} - set(defaults)
    return bool(only_tiles & _beside_tiles(meaning))


def _beside_tiles(value: Any) -> set[int]:
    """The numbers a meaning says other than a tile's row and column."""
    if isinstance(value, m.Place):
        return _beside_tiles((value.thing, value.offset))
    if isinstance(value, int) and not isinstance(value, bool):
        return {abs(value)}
    if isinstance(value, tuple):
        return set().union(*(_beside_tiles(v) for v in value))
    if hasattr(value, "__dataclass_fields__"):
        return set().union(*(_beside_tiles(getattr(value, name))
                             for name, f in value.__dataclass_fields__.items() if f.compare))
    return set()
