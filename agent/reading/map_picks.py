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

The words are read once, where the thing is read: ``tokens.take_thing`` reads the pick before
the thing's name with ``side_before`` ("the leftmost arrow", "the furthest east bat") and after
it with ``side_after`` ("the bat furthest east", "the arrow highest up"), or "nearest the left
side" with ``side_ahead`` ("farthest from the left side": nearest the right side,
``nearest_side``), in the readers that keep where a thing is (an errand, a duty; "where is the
leftmost arrow?"); the question row "by a side" reads "which arrow is leftmost?"
(``which_by_side``). ``picked_by_side`` is the guard: a reading that does not keep each such
pick as one from a side (a condition, which keeps none; "that one" after it) is said back in
words, as are numbers of them ("the leftmost arrows": no pick of the meaning's takes several
in order), but one errand that takes or defeats each ("get the two leftmost arrows": the
leftmost, twice, agent.reading.several_by_side).

"The arrow on the left", "the left arrow", "the upper bat", "the western arrow" (a part of the
map, no superlative) are the one nearest that side too (tokens._SIDES); "the arrow nearest the
top left corner" is the corner's pick; "the lowest health" is health.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m, several_by_side
from agent.reading.patterns import lazy
from agent.reading.text import words_in
from sandbox_worker.api_skills import SIDES

if TYPE_CHECKING:
    from agent.reading.question_rows import Answer, Build, Said
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
_NOUN = lazy(rf"\b{_THING}\b", re.I)
# The picks as a question's row finds them ("which arrow is leftmost?": ``which_by_side``).
BY_SIDE = "(?:" + _BEFORE + "|" + re.sub(r"\?P<\w+>", "?:", _AFTER) + ")"
# The words of a pick as tokens reads them: the one-word picks and the first words of the rest.
_MOST_SIDE = {w: SIDE_OF[side] for w, side in {**lx.SIDE_MOST, **lx.COMPASS_MOST}.items()}
_FIRST = frozenset((*_MOST_SIDE, *_SIDE_WORD, *lx.FARTHEST, "most"))
_LIES = tuple(lp.LIES_AT)
_FIRST_AFTER = _FIRST | {p.split()[0] for p in _LIES}
_HIGH_LOW_WORDS = frozenset(w for w in _MOST_SIDE if not w.endswith("most"))
_HIGH_LOW_NEXT = frozenset(
    "up down one on in of at and then to from for please now right so or but if when".split()
)


def _plural(text: str) -> bool:
    """Whether a pick by where it lies names several ("the two leftmost arrows", "the leftmost
    ones"): no pick of the meaning's takes several in order."""
    for found in _PICKED.finditer(text):
        noun = _NOUN.search(found.group(0))
        if noun is None or noun.group(0).lower() == "ones" or lx.is_plural(noun.group(0)):
            return True
    return False


def _way(t: Tokens) -> str | None:
    """ "leftmost", "lowest", "westernmost", "left most", "left-most", "furthest east", "most to
    the left", "most northern", "most westerly", "farthest up": the side of the map the one
    picked lies nearest, the cursor past the words; None (the cursor unmoved) if not."""
    here, word = t.i, t.peek()
    if word in _MOST_SIDE:
        t.i += 1
        return _MOST_SIDE[word]
    if word in _SIDE_WORD and (t.peek(1) == "most" or t.peek(1) == "-" and t.peek(2) == "most"):
        t.i += 2 if t.peek(1) == "most" else 3  # "the left-most arrow", "the top most arrow"
        return _SIDE_WORD[word]
    if word in lx.FARTHEST or word == "most":
        t.i += 1
        t.take("over to the", "to the")
        if (side := _WAY_WORD.get(t.peek())) is not None and t.peek() not in _MOST_SIDE:
            t.i += 1
            return side
    t.i = here
    return None


def side_before(t: Tokens, pick: str, several: bool = False) -> str | None:
    """The side of the map a thing is picked nearest by the words before its name ("the
    leftmost arrow", "the furthest east bat", "the most northern bat"; ``pick`` what the words
    before took, "furthest" of "the furthest east bat"), the cursor at the name; None (the
    cursor unmoved) where none is said or several are named ("the leftmost arrows"), unless
    ``several`` (a number of them said: "the two leftmost arrows", several_by_side)."""
    here = t.i
    if pick == m.FARTHEST and t.i and t.words[t.i - 1] in lx.FARTHEST:
        t.i -= 1  # "the furthest east bat": not the farthest bat
    elif pick or t.peek() not in _FIRST:
        return None
    side = _way(t)
    name = t.peek()
    if (
        side is None
        or name != "one"
        and (
            lx.kind_of(name) in (None, m.PLAYER, m.COMPANION) or lx.is_plural(name) and not several
        )
    ):
        t.i = here
        return None
    return side


def spot_before(t: Tokens) -> str | None:
    """A corner or a side said as a word before one thing's name ("the top-right bat", "the
    bottom left arrow", "the upper bat", "the right arrow", "the western arrow"): the corner
    ("top right") or the side ("top side") it is picked nearest, the cursor at the name; None
    (the cursor unmoved) if not, or before several ("the upper bats": not one nearest a side,
    said back rather than every bat)."""
    here, first = t.i, _SIDE_WORD.get(t.peek(), "")
    t.i += 1 if first else 0
    t.take("-")
    second = _SIDE_WORD.get(t.peek(), "") if first in ("top side", "bottom side") else ""
    t.i += 1 if second in ("left side", "right side") else 0
    name = t.peek()
    if not first or t.words[here] == "right" and not second or (
            lx.kind_of(name) in (None, m.PLAYER, m.COMPANION) or lx.is_plural(name)):
        t.i = here  # "the right weapon" is the one that defeats it, no side
        return None
    if second in ("left side", "right side"):
        return f"{first.split()[0]} {second.split()[0]}"
    return first


def side_after(t: Tokens) -> str | None:
    """The side of the map a thing is picked nearest by the words after its name ("the arrow
    furthest east", "the arrow that is furthest to the left", "the arrow highest up", "the bat
    lying lowest"), the cursor past them ("up", "one", "side", "of the map" too); None (the
    cursor unmoved) if not. "highest" / "lowest" only where no other noun follows ("the gorgon
    is the highest threat")."""
    here = t.i
    if t.peek() not in _FIRST_AFTER:
        return None
    if t.take(*_LIES):
        t.take("the")
    word = t.peek()
    side = _way(t) if word in _FIRST else None
    if (
        side is None
        or word in _HIGH_LOW_WORDS
        and not (t.done or t.peek() in _HIGH_LOW_NEXT or not t.peek()[0].isalnum())
    ):
        t.i = here
        return None
    t.take("up", "down")
    t.take("one")
    t.take(*_SIDE_NOUNS)
    t.take(*_OF_THE_MAP)
    return side


def nearest_side(pick: str, origin: str) -> tuple[str, str]:
    """The one farthest from a side of the map is the one nearest the other side ("the arrow
    farthest from the left side": the rightmost); any other pick as it is."""
    if pick == m.FARTHEST and origin in _OPPOSITE:
        return m.NEAREST, _OPPOSITE[origin]
    return pick, origin


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


def which_by_side(words: dict[str, str], said: Said) -> Answer:
    """ "which arrow is leftmost?", "which bat is furthest east?", "which arrow is the lowest
    one?", "which is the highest arrow?": which one of the kind named lies nearest that side of
    the map; said back where no one kind is named, None where several are picked."""
    from agent.reading.question_rows import things  # the question rows read with this module's

    found = _PICKED.search(said.plain)
    if found is None or _plural(found.group(0)):
        return None
    span = words_in(found.group(0).lower())
    pick, side = nearest_side(
        m.FARTHEST if {"from", "away"} & set(span) and _GATE_MOST.isdisjoint(span) else m.NEAREST,
        next(_WAY_WORD[w] for w in span if w in _WAY_WORD),
    )
    named = [th for th in things(said.plain[: found.end()]) if not th.is_party]
    if len({th.kind for th in named}) > 1 or " or " in said.plain and len(things(said.plain)) > 1:
        return None  # several picked, or one of two ("the leftmost arrow or the sword?")
    if not named:
        return m.Unknown(said.text, m.Reason.CANNOT, WHY)
    return m.Ask(
        m.WHICH, (m.Thing(named[0].kind, pick=pick, origin=side),), pick=pick, words=said.text
    )


def _kept(text: str, steps: list[m.Step]) -> bool:
    """Whether the reading keeps each pick by where it lies as one nearest a side: as many
    picked so as said, no other of their kinds ("that one" after it would be any arrow), nothing
    left unread, none of several."""
    every = list(m.walk(tuple(steps)))
    sides = [t for s in every for t in _things(s) if t.origin in SIDES and t.pick]
    kinds = {t.kind for t in sides}
    return not (
        _plural(text)
        or len(sides) < sum(1 for _ in _PICKED.finditer(text))
        or any(t.kind in kinds and t.origin not in SIDES for s in every for t in _things(s))
        or any(isinstance(s, m.Unknown) and s.reason is not m.Reason.OUTSIDE for s in every)
    )


def past_the_compass(build: Build) -> Build:
    """The question row ``build`` (agent.reading.compass), whose "I cannot" for a pick by the
    compass ("where is the westernmost arrow?") lets the rows after it read the question, where
    ``take_thing`` reads the pick with its thing (``side_before``); the guard
    (``picked_by_side``) says it back still where they lose it."""

    def built(words: dict[str, str], said: Said) -> Answer:
        answer = build(words, said)
        if isinstance(answer, m.Unknown) and answer.why == WHY and _PICKED.search(said.s):
            return None
        return answer

    return built


def picked_by_side(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The order's steps, or the order said back where it picks a thing by where it lies on the
    map (the module's docstring) and the reading does not keep each such pick as one nearest a
    side (``_kept``), whatever its sentences were read as (a remark, "that one" after it: "See
    the leftmost arrow? Go get that one."); what is outside the game is said first as ever,
    what the reading says cannot be done is said in its own words, and a say's own words pick
    nothing ("say the leftmost arrow is mine")."""
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
    numbered = any(t.origin in SIDES and t.quantity != 1 for s in every for t in _things(s))
    if not numbered and any(  # several read by a side ("the two leftmost"): several_by_side's
        isinstance(s, m.Say)
        and found.group(0).lower() in s.text.lower()
        or isinstance(s, m.Unknown)
        and s.reason is m.Reason.CANNOT
        and s.why != WHY
        for s in every
    ):
        return steps  # a say's words, or said back already ("... the left side?": no point)
    if _kept(text, steps):
        return steps
    if (several := several_by_side.read(text, steps)) is not None:
        return several  # "get the two leftmost arrows": the leftmost, twice
    outside = [s for s in every if isinstance(s, m.Unknown) and s.reason is m.Reason.OUTSIDE]
    return [*outside, m.Unknown(text.strip(" .!?"), m.Reason.CANNOT, WHY)]
