"""A thing picked by where it lies on the map: the one lying farthest to a side ("the leftmost
arrow", "the lowest bat", "the northernmost bat", "which bat is furthest east?", "the arrow
nearest the top", "the bat closest to the left edge"; row 1 is the top, so "the highest arrow"
is the one nearest the top), in an errand, a duty, a condition or a question alike.

The meaning picks it as the one nearest to, or farthest from, a side of the map
(``Thing(pick, origin)`` with ``origin`` one of ``sandbox_worker.api.SIDES``: "left side",
"right side", "top side", "bottom side"), whose distance to a thing is only the columns (left,
right) or rows (top, bottom) between them; of things as near, the sandbox takes the one nearer
to the companion. A side's named spot of ``api.PLACES`` ("left": the middle of the left side) is
not that: rows plus columns from it, the arrow nearest it is not always the leftmost.

The words of the family are said again in the words the reader takes a side in ("the leftmost
arrow": "the arrow nearest the left side"; "the bat furthest east": "the bat nearest the right
side"; tokens reads "nearest the left side" with ``side_ahead``) and the order read again; a
reading that does not keep each such pick as one from a side is said back in words, as are
numbers of them ("the two leftmost arrows": no pick of the meaning's takes several in order).

"The arrow on the left", "the left arrow", "the upper bat", "the western arrow" (a part of the
map, no superlative) are the one nearest that side too (tokens._SIDES); "the arrow nearest the
top left corner" is the corner's pick; "the lowest health" is health.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextvars import ContextVar
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in
from sandbox_worker.api_skills import SIDES

if TYPE_CHECKING:
    from agent.reading.tokens import Tokens

WHY = (
    "I can choose the one nearest a side, a corner, you, me or another one, not several in "
    "order, nor compare two by how high up or how far to a side it lies"
)

# A side's word ("left", "top") -> the side of the map as an origin ("left side").
SIDE_OF = {name.split()[0]: name for name in SIDES}
# Each word for a side, with the side it names ("west", "upper", "northern": as "left", ...).
_SIDE_WORD = {
    w: SIDE_OF[side]
    for w, side in {
        **{s: s for s in SIDE_OF},
        "upper": "top",
        "lower": "bottom",
        **lx.COMPASS,
        **lx.COMPASS_ADJECTIVES,
    }.items()
}
# And the words that say which way one lies farthest ("leftmost", "lowest", "up").
_WAY_WORD = {
    **_SIDE_WORD,
    **{w: SIDE_OF[side] for w, side in {**lx.SIDE_MOST, **lx.COMPASS_MOST}.items()},
    **{f"{point}erly": SIDE_OF[side] for point, side in lx.COMPASS.items()},
    "up": SIDE_OF["top"],
    "down": SIDE_OF["bottom"],
}
_SIDE_NOUNS = ("hand side", "side", "edge", "wall", "part", "half", "end")
_OF_THE_MAP = tuple(f"of the {w}" for w in lx.DUNGEON_WORDS)  # "the top of the map"
_GAP = r"\s+"
_OPPOSITE = {
    "left side": "right side",
    "right side": "left side",
    "top side": "bottom side",
    "bottom side": "top side",
}


def side_ahead(t: Tokens) -> str | None:
    """ "the left", "the very top", "the left edge", "the top of the map": a side of the map as
    what a thing is picked near (tokens' anchors); None (the cursor unmoved) when none follows,
    or a corner does ("the top left")."""
    here = t.i
    t.take("the")
    t.take("very")
    side = _SIDE_WORD.get(t.peek())
    after = t.peek(2) if t.peek(1) == "-" else t.peek(1)  # "the top-left corner"
    if side is None or after in _SIDE_WORD or after in ("corner", "corners"):
        t.i = here
        return None
    t.i += 1
    t.take(*_SIDE_NOUNS)
    t.take(*_OF_THE_MAP)
    return side


# The sides of the map by name ("left", "top": the named spots that are no corner nor the
# middle), by the compass ("north", "northern") and "upper" / "lower".
_SIDES = (
    *(p for p in lx.PLACES if " " not in p and p != "middle"),
    "upper",
    "lower",
    *lx.COMPASS,
    *lx.COMPASS_ADJECTIVES,
)
_MOST = (*lx.SIDE_MOST, *lx.COMPASS_MOST)  # "leftmost", "lowest", "westernmost"
_BY = (*lx.NEAREST, *lx.FARTHEST, "most")  # "nearest the top", "furthest east", "most to the left"
# Words without which no order says such a pick: one of _MOST, or a word of _BY with a side.
_GATE_MOST = frozenset(_MOST)
_GATE_BY = frozenset(_BY)
_ERLY = tuple(f"{point}erly" for point in lx.COMPASS)  # "the most westerly arrow"
_GATE_SIDE = frozenset((*_SIDES, *_ERLY, "up", "down"))  # and "left-most", "top most"

_SIDE = lx.alt(_SIDES)
_THING = rf"(?:{lx.noun_pattern()}|ones?)"
# One lying farthest one way, said before the thing ("the leftmost arrow", "the furthest east
# bat", "the most northern bat", "the left-most arrow") or after it ("the arrow furthest to the
# east", "the arrow highest up", "which arrow is the lowest?", "the bat nearest the top", "the
# arrow closest to the left edge": a side, not the corner "the top left").
_ONE_WAY = (
    rf"(?:{lx.alt(lx.FARTHEST)}|most)\s+(?:(?:over\s+)?to\s+the\s+)?(?:{_SIDE}|up|down)\b"
    rf"|most\s+{lx.alt(tuple(lx.COMPASS_ADJECTIVES), _ERLY)}\b|{_SIDE}[\s-]most\b"
)
_TO_A_SIDE = (
    rf"{lx.alt(lx.NEAREST, lx.FARTHEST)}\s+(?:away\s+)?(?:to\s+|from\s+)?the\s+"
    rf"(?:very\s+)?{_SIDE}\b(?![\s-]+(?:{_SIDE}|corners?)\b)"
)
_BEFORE = rf"\b(?:{lx.alt(_MOST)}|{_ONE_WAY})\s+{_THING}\b"
# "highest" / "lowest" after the thing, where no other noun follows ("which bat is the lowest?",
# "the arrow lying highest up on the left side"; not "the gorgon is the highest threat").
_HIGH_LOW = (
    rf"{lx.alt(tuple(w for w in _MOST if not w.endswith('most')))}"
    r"(?=\s*(?:[,.;!?]|$)|\s+(?:up|down|one|on|in|of|at|and|then|to|from|for|please|now"
    r"|right|so|or|but|if|when)\b)"
)
_AFTER = (
    rf"\b{_THING}\s+(?:(?:that|which)(?:\s+|'s\s+)|that\s+is\s+)?(?:(?:is|are|lies|lie"
    rf"|lying|sits|sitting|stands|located|placed)\s+)?(?P<pick>(?:the\s+)?(?:{_HIGH_LOW}"
    rf"|{lx.alt(tuple(w for w in _MOST if w.endswith('most')))}\b|{_ONE_WAY}|{_TO_A_SIDE}))"
)
_PICKED = lazy(rf"{_BEFORE}|{_AFTER}", re.I)
_SIDE_TAIL = lazy(
    rf"(?:\s+(?:up|down)\b)?(?:\s+one\b)?(?:\s+{lx.alt(_SIDE_NOUNS, gap=_GAP)}\b)?"
    rf"(?:\s+{lx.alt(_OF_THE_MAP, gap=_GAP)}\b)?",
    re.I,
)
_NOUN = lazy(rf"\b{_THING}\b", re.I)


def _said_again(text: str) -> str | None:
    """The order with each pick by where it lies said as one nearest a side ("the leftmost
    arrow": "the arrow nearest the left side"; "farthest from the top": "nearest the bottom
    side"); None where one picks several ("the two leftmost arrows")."""
    out, at = [], 0
    for found in _PICKED.finditer(text):
        span = found.group(0)
        noun = _NOUN.search(span)
        if noun is None or noun.group(0).lower() == "ones" or lx.is_plural(noun.group(0)):
            return None
        words = words_in(span.lower())
        side = next(_WAY_WORD[w] for w in words if w in _WAY_WORD)
        if {"from", "away"} & set(words) and _GATE_MOST.isdisjoint(words):
            side = _OPPOSITE[side]  # "the arrow farthest from the left side": the rightmost
        near = f"nearest the {side}"
        if (pick := found.group("pick")) is not None:  # after the thing: in its place
            begin = found.start("pick") - found.start()
            span = f"{span[:begin]}{near}{span[begin + len(pick) :]}"
        else:
            span = f"{noun.group(0)} {near}"
        out.append(text[at : found.start()] + span)
        at = found.end()
        if found.group("pick") is not None and (tail := _SIDE_TAIL.match(text, at)):
            at = tail.end()  # "nearest the top of the map", "closest to the left edge"
    return "".join(out) + text[at:] if out else None


def _things(value: object) -> Iterator[m.Thing]:
    """Every thing a step names, however deep (an errand's, a question's, a condition's)."""
    if isinstance(value, m.Thing):
        yield value
    elif isinstance(value, tuple | list):
        for v in value:
            yield from _things(v)
    elif is_dataclass(value) and not isinstance(value, type):
        for f in fields(value):
            yield from _things(getattr(value, f.name))


_AGAIN: ContextVar[bool] = ContextVar("read_again", default=False)


def _read_again(text: str) -> list[m.Step] | None:
    """The order read with its picks said as ones nearest a side (``_said_again``), where each
    is read so and nothing is left unread; else None."""
    again = _said_again(text)
    if again is None:
        return None
    from agent.reading.reader import read  # the reader reads what this module says again

    token = _AGAIN.set(True)
    try:
        steps = list(read(again).steps)
    finally:
        _AGAIN.reset(token)
    picks = sum(1 for _ in _PICKED.finditer(text))
    every = list(m.walk(tuple(steps)))
    kinds = {t.kind for s in every for t in _things(s) if t.origin in SIDES and t.pick}
    sides = [t for s in every for t in _things(s) if t.origin in SIDES and t.pick]
    if (
        len(sides) < picks
        or any(t.kind in kinds and t.origin not in SIDES for s in every for t in _things(s))
        or any(isinstance(s, m.Unknown) and s.reason is not m.Reason.OUTSIDE for s in every)
    ):
        return None
    return steps


def picked_by_side(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The order's steps, or the order said back where it picks a thing by where it lies on the
    map (the module's docstring), whatever its sentences were read as (a remark, "that one"
    after it: "See the leftmost arrow? Go get that one."); what is outside the game is said first
    as ever, what the reading says cannot be done is said in its own words, and a say's own
    words pick nothing ("say the leftmost arrow is mine")."""
    low = text.lower()
    if "est" not in low and "most" not in low:  # every word of the gate holds one of them
        return steps
    words = words_in(low)
    if (
        _AGAIN.get()
        or _GATE_MOST.isdisjoint(words)
        and (_GATE_BY.isdisjoint(words) or _GATE_SIDE.isdisjoint(words))
    ):
        return steps
    found = _PICKED.search(text)
    if found is None:
        return steps
    every = list(m.walk(tuple(steps)))
    if any(
        isinstance(s, m.Say)
        and found.group(0).lower() in s.text.lower()
        or isinstance(s, m.Unknown)
        and s.reason is m.Reason.CANNOT
        and s.why != WHY
        for s in every
    ):
        return steps  # a say's words, or said back already ("... the left side?": no point)
    if (again := _read_again(text)) is not None:
        return again
    outside = [s for s in every if isinstance(s, m.Unknown) and s.reason is m.Reason.OUTSIDE]
    return [*outside, m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY)]
