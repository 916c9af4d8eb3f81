"""Questions said by the compass or by a side of the map that the game's questions do not answer,
said back in words rather than answered about something else (row 1 is north, the top; column 1
west, the left; the points are the lexicon's, ``lexicon.COMPASS``, beside the sides they name):

- how many rows, columns or tiles a thing lies one way ("how many rows south of you is the
  bow?", "how many columns to the right of me is the sword?", "how many tiles north is it?"): no
  number of the meaning's is a difference of rows (it was counted as the bows there are);
- a count over a part of the map named by a point or a side ("how many monsters are in the east
  half of the map?", "how many bats are east of you?", "count the arrows on the south side"):
  the count is of the whole dungeon (it was half of it, or every one of them);
- which way a thing lies ("is the gorgon north or south of you?", "is the bow to the left of
  me?"): the game's questions say where a thing is and how far, not its bearing;
- which lies furthest one way ("which is further north, the bow or the sword?", "which arrow is
  the most southern?"): a pick the meaning has not (it was the one farthest away).

``asked`` is a row of ``questions.ROWS`` (after "not answered"): None when the question is none
of these, gated on the words of the order before any pattern is tried.
"""

from __future__ import annotations

from typing import Protocol

from agent.reading import lexicon as lx, meaning as m, offsets, question_rows as qr
from agent.reading.map_picks import WHY
from agent.reading.patterns import lazy

# A point, one of the eight ("north", "south-west", "northeast", "north east") or an adjective
# ("northern"), or a way said "northward(s)".
_NS = lx.alt(("north", "south"))
_EW = lx.alt(("east", "west"))
_POINT = rf"(?:{_NS}(?:\s*-\s*|\s)?{_EW}|{_NS}|{_EW})(?:wards?)?"
_POINTED = rf"(?:{_POINT}|{lx.alt(tuple(lx.COMPASS_ADJECTIVES))})"
_SIDE = rf"(?:{_POINT}|left|right)"
# What a way is said from: "of you", "from me", "of the bow".
_FROM = r"(?:of|from) (?:you|me|us|it|here|the \w+)"
# The units of a count that counts no things: "how many rows", "how many tiles".
_UNITS = r"(?:rows?|columns?|cols?|tiles?|steps?|squares?|spaces?|cells?|lines?)"
_ONE_WAY = (rf"(?:(?:{lx.alt(lx.FARTHER)}|more) )?(?:{_POINT}|up|down|left|right|above|below"
            rf"|higher|lower|apart|(?:over )?to the {_SIDE})\b")
_APART = lazy(rf"\bhow many {_UNITS} {_ONE_WAY}|\bhow far (?:{_POINT}|up|down|to the {_SIDE})\b")
_UNITS_ASKED = lazy(rf"\bhow many {_UNITS}\b")
_COUNTED = lazy(r"\b(?:how many|count|number of)\b")
_PART = lazy(
    rf"\b(?:{_POINTED}(?:[\s-]+hand)?[\s-]+(?:half|part|side|end|quarter|corner|section|edge"
    rf"|wall|region|{lx.AREA_WORDS[0]})s?\b|(?:{_POINT}|above|below) {_FROM}|to the {_SIDE} {_FROM}"
    r"|\b(?:above|below|beneath|under) (?:you|me|us|the \w+)\b"
    rf"|(?:in|on|over|at) the {_POINT}\b(?! of)|on the (?:left|right)$)")
_BEARING = lazy(rf"^(?:is|are) .+ (?:{_POINT}|above|below|to the {_SIDE})"
                rf"(?: or (?:{_POINT}|above|below|to the {_SIDE}))? {_FROM}$")
_FURTHEST = lazy(rf"\b(?:{lx.alt(lx.FARTHEST, lx.FARTHER)}|more|most) (?:to the )?{_POINT}\b"
                 rf"|\bmost {lx.alt(tuple(lx.COMPASS_ADJECTIVES))}\b"
                 rf"|\b{lx.alt(tuple(lx.COMPASS_MOST))}\b")

_APART_MARKS = str.maketrans("-,;:.!?", "       ")  # what parts words besides spaces
_GATE = frozenset(("rows", "row", "columns", "column", "cols", "left", "right", "above",
                   "under", "below", "beneath", *lx.COMPASS, *lx.COMPASS_ADJECTIVES,
                   "northeast", "northwest", "southeast", "southwest", "halfway", "midway",
                   *(f"{p}ward" for p in lx.COMPASS), *(f"{p}wards" for p in lx.COMPASS),
                   *lx.COMPASS_MOST))

APART_WHY = ("I can tell how far away it is from you or me, in steps walked or in tiles straight "
             "across, not how many rows or columns it lies one way")
BEARING_WHY = "I can tell where it is and how far away, not which way it lies from you"
FURTHEST_WHY = WHY  # "which is further north, the bow or the sword?": as a pick (map_picks)


def asked(words: dict[str, str], said: qr.Said) -> qr.Answer:
    """Why a question by the compass or a side is said back (the module's docstring); None when
    it is none of them."""
    s = said.s
    if _GATE.isdisjoint(s.translate(_APART_MARKS).split()):
        return None
    why = (APART_WHY if _APART.search(s) else offsets.ASKED_WHY if offsets.asked(s) else
           None if _UNITS_ASKED.search(s) else
           "part" if _COUNTED.search(s) and _PART.search(s) else
           BEARING_WHY if _BEARING.search(s) else
           FURTHEST_WHY if _FURTHEST.search(s) else None)
    if why == "part":
        return qr.in_a_region(words, said)
    return m.Unknown(said.text, m.Reason.CANNOT, why) if why else None


# The way the player goes, said after following them ("follow me south", "follow me to the
# north-east", "follow me westwards"): they are followed wherever they go.
_WAY_FOLLOWED = lazy(rf"^(?:(?:off |on )?(?:to|towards?) the )?{_POINT}$")


def followed_way(rest: str, step: object) -> bool:
    """Whether ``rest`` after ``step`` is only the way the player goes while followed."""
    return (isinstance(step, m.Act) and step.action == m.FOLLOW and (
        step.thing is None or step.thing.kind == m.PLAYER)
        and _WAY_FOLLOWED.match(rest) is not None)


# -- a tile counted one way from the companion ("the tile 3 north of you") -------------------
# Its rows are places.ROWS' ("go to the tile 3 north of you", "stand on the spot 2 east of you",
# "guard the tile 3 north of you"): the walk there, that many steps that way, as "go north 3
# tiles" is, then what is done there; guarded, the tile itself (an offset, as "3 above you").
# Counted from the player ("3 tiles south of me") it is no walk of the companion's: not read.
TILE_WORDS = "(tile|spot|square|space|cell|position)"
FROM_YOU = ("[to the] {way:WAY} (of|from) (you|yourself|where you are [now|standing]"
            "|your [current] (position|spot|tile))")


class _Said(Protocol):
    @property
    def clause(self) -> str: ...


def _walked(words: dict[str, str], said: _Said) -> m.Act | m.Unknown:
    n = lx.number(words.get("n") or "1") or 0
    if not 1 <= n <= lx.MAX_WALK:
        return m.Unknown(said.clause, m.Reason.CANNOT,
                         f"I can walk at most {lx.MAX_WALK} steps in one go, not {n}")
    return m.Act(m.WALK, way=words["way"], steps=n, words=said.clause)


def walked_there(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    """ "go to the tile 3 north of you": walk north 3."""
    return (_walked(words, said),)


def walked_then_stay(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    """ "stand on the tile 3 north of you": walk north 3, then stay there."""
    walk = _walked(words, said)
    return (walk,) if isinstance(walk, m.Unknown) else (walk, m.Act(m.STAY, words=said.clause))


def walked_then_guard(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    """ "guard the tile 3 north of you": that tile, counted from where the companion stands as
    the step starts, guarded, as "guard the tile 3 above you" is: guard goes there round walls
    and stays, where a walk north that a wall stops would end the duty with it."""
    post = offsets.place({**words, "anchor": "you"})
    if not isinstance(post, m.Place):
        return (post or m.Unknown(said.clause, m.Reason.NOT_UNDERSTOOD, ""),)
    return (m.Act(m.GUARD, place=post, words=said.clause),)


# -- a walk on a slant ("head north-east", "go northwest 2 tiles") ------------------------------
# The companion walks one way at a time (up, down, left, right): a walk between two points of the
# compass is said back, asking for the two ways apart. A row of places.ROWS; "go to the north-east"
# is the corner, read before it.
DIAGONAL = "(" + "|".join(f"{a}{gap}{b}" for a in ("north", "south") for b in ("east", "west")
                         for gap in ("", "-", " ")) + ")"
SLANT_WHY = ("I walk one way at a time, up, down, left or right, not on a slant: name how far "
             "north or south, then how far east or west")


def on_a_slant(words: dict[str, str], said: _Said) -> tuple[m.Step, ...]:
    """ "head north-east": said back."""
    return (m.Unknown(said.clause, m.Reason.CANNOT, SLANT_WHY),)

