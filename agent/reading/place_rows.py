"""The named spots of the map as a table of rows (issue 39, part 3): "the top left corner", "the
bottom-right", "the middle of the map", "the left side", "the top of the dungeon", each made the
name the sandbox's named spots are called ("top left", "middle", "left"). ``SPOT`` is the rows as
one regular expression, for patterns that name a spot among other words (``places``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import lexicon as lx, meaning as m, rows
from agent.reading.patterns import lazy
from agent.reading.rows import Row, Table

_VERTICAL = {"top": "top", "upper": "top", "bottom": "bottom", "lower": "bottom",
             "north": "top", "south": "bottom"}
_SIDE = {"left": "left", "right": "right", "west": "left", "east": "right"}
_NAMES = {**_VERTICAL, **_SIDE, **lx.COMPASS_ADJECTIVES}  # "the northern edge": the top
_DUNGEON, _ROOM = lx.DUNGEON_WORDS[0], lx.DUNGEON_WORDS[-1]
_WHOLE = (*lx.WHOLE_WORDS, *lx.AREA_WORDS[:2])
# The classes of the rows (they belong in the lexicon): a spot's words are apart by spaces or
# hyphens, or none ("topleft").
PIECES = {"UP_DOWN": tuple(_VERTICAL), "SIDE": tuple(_SIDE), "LEFT_RIGHT": ("left", "right"),
          "TOP_BOTTOM": ("top", "bottom"), "EDGE": ("top", "bottom", "left", "right", "north",
                                                    "south", "east", "west",
                                                    *lx.COMPASS_ADJECTIVES),
          "EDGE_NOUN": ("side", "edge", "end", "wall", "part", "half", "area", "section"),
          "GAP": r"[\s-]*", "CORNER": r"(?:[\s-]+(?:hand\s+)?corner)?",
          # "of the map", "in this dungeon" (any of these), and "of the ..." ahead (the dungeon's)
          "OF_ALL": r"(?:\s+(?:of|in)\s+(?:(?:the|this|our|my)\s+)?(?:(?:whole|entire)\s+)?"
                    rf"{lx.alt(lx.DUNGEON_WORDS, _WHOLE)})?",
          "OF_ALL_AHEAD": rf"(?=\s+(?:of|in)\s+(?:(?:the|this|our)\s+)?"
                          rf"{lx.alt(lx.DUNGEON_WORDS)}\b)"}


def _corner(words: dict[str, str]) -> str:
    return f"{_NAMES[words['v']]} {_NAMES[words['h']]}"


SPOTS: Table[Callable[[dict[str, str]], str]] = Table((
    Row("corner", "[the] [very] {v:UP_DOWN}{GAP}{h:SIDE}{CORNER}{OF_ALL}", _corner,
        ("the top left corner", "bottom-right",
         f"the very upper left hand corner of the {_DUNGEON}")),
    Row("corner, side first", "[the] [very] {h:LEFT_RIGHT}{GAP}{v:TOP_BOTTOM}{CORNER}{OF_ALL}",
        _corner, ("the left top corner", "right bottom")),
    Row("middle", "[the] [very] (middle|center|centre|central (spot|tile|square)){OF_ALL}",
        lambda words: "middle", ("the middle", f"the very center of the {_DUNGEON}")),
    Row("edge", "[the] [very] {edge:EDGE} {EDGE_NOUN}{OF_ALL}", lambda words: _NAMES[words["edge"]],
        ("the left side", f"the north wall of the {_ROOM}")),
    Row("edge of the whole", "[the] [very] {edge:EDGE}{OF_ALL_AHEAD}{OF_ALL}",
        lambda words: _NAMES[words["edge"]],
        (f"the top of the {_DUNGEON}", f"east in the {_ROOM}")),
    Row("the very edge", "[the] very {edge:EDGE}", lambda words: _NAMES[words["edge"]],
        ("the very bottom", "very top")),
), PIECES)

# The rows as one regular expression with no groups of its own: a spot among other words.
SPOT = "|".join(re.sub(r"\(\?P<\w+>", "(?:", rows.regex(row.pattern, PIECES))[4:-2]
                for row in SPOTS.rows)
_SPOT_AHEAD = lazy(rf"^(?:{SPOT})(?=\s|$)")


def spot_name(words: str) -> str:
    """The name of the spot ``words`` (which ``SPOT`` matched) are."""
    found = SPOTS.first(words)
    assert found is not None, words
    row, named = found
    return row.makes(named)


def place_ahead(words: str) -> tuple[str, int] | None:
    """A named spot at the start of ``words`` ("the bottom left corner of the map ..."): its
    name and how many words it takes; None when they do not start with one."""
    if (found := _SPOT_AHEAD.match(words)) is None:
        return None
    return spot_name(found.group(0)), len(found.group(0).split())


# The four corners, in the order a corner picked by a thing is decided among them.
CORNERS = tuple(name for name in lx.PLACES if " " in name)


def by_corner(kind: str, far: bool, there: Callable[[str], tuple[m.Step, ...]],
              words: str) -> tuple[m.Step, ...]:
    """The steps ``there`` makes for the corner nearest the nearest thing of ``kind`` (``far``:
    farthest from it), decided when the step starts: a choice among the corners by their
    distance to it, the first of equals ("go to the corner nearest the sword")."""
    def choose(corners: tuple[str, ...]) -> tuple[m.Step, ...]:
        if len(corners) == 1:
            return there(corners[0])
        first, others = corners[0], corners[1:]
        conds: tuple[m.Cond, ...] = tuple(
            m.Compare(">=" if far else "<=", m.DistanceTo(m.Thing(kind), first),
                      m.DistanceTo(m.Thing(kind), other)) for other in others)
        return (m.Choice(conds[0] if len(conds) == 1 else m.AllOf(conds), there(first),
                         choose(others), words=words),)
    return choose(CORNERS)
