"""A thing picked by where it lies on the map: the one lying farthest to a side ("the leftmost
arrow", "the lowest bat", "the northernmost bat", "which bat is furthest east?", "the arrow
nearest the top", "the bat closest to the left edge"; row 1 is the top, so "the highest arrow"
is the one nearest the top), in an errand, a duty, a condition or a question alike.

The meaning picks the one nearest to, or farthest from, one point (``Thing(pick, origin)``: the
companion, the player, a thing, a tile, or a named spot of the map, ``sandbox_worker.api.PLACES``).
A side's named spot is the middle of that side ("left": half way down the left column), and
``nearest(kind, "left")`` measures rows plus columns from there: the arrow nearest it is not always
the leftmost (one in column 3 of the top row is farther from it than one in column 5 half way
down). No origin serves the pick exactly, so it is said back in words, never read as the one
nearest that spot (errands did, questions refused). Numbers of them ("the two leftmost arrows")
are said back the same way: no pick of the meaning's takes several in order.

"The arrow on the left", "the left arrow", "the upper bat" (a part of the map, no superlative)
are still the one nearest the side's spot (``tokens._SIDES``); "the arrow nearest the top left
corner" is the corner's pick; "the lowest health" is health.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

WHY = (
    "I can choose by how near it is to you, to me, to another one or to a corner, not by how "
    "high up or how far to a side it lies"
)

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
    rf"|lying|sits|sitting|stands|located|placed)\s+)?(?:the\s+)?(?:{_HIGH_LOW}"
    rf"|{lx.alt(tuple(w for w in _MOST if w.endswith('most')))}\b|{_ONE_WAY}|{_TO_A_SIDE})"
)
_PICKED = lazy(rf"{_BEFORE}|{_AFTER}", re.I)


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
    if _GATE_MOST.isdisjoint(words) and (
        _GATE_BY.isdisjoint(words) or _GATE_SIDE.isdisjoint(words)
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
        for s in every
    ):
        return steps  # a say's words, or said back already ("... the left side?": no point)
    outside = [s for s in every if isinstance(s, m.Unknown) and s.reason is m.Reason.OUTSIDE]
    return [*outside, m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY)]
