"""A thing picked by a place the game has no name for: "the arrow in the little dead end pocket.
go get that one", "get the bow in the hidden room", "the arrow at the end of the corridor, grab
it". The place picks the thing (which of the arrows), so it is never dropped for the nearest of
its kind (``asides.a_remark_on`` takes no such remark for one whose "it" it names), nor left for
a restatement to drop: it is refused in words, with the places the game does know (``kept``,
from ``ranks.picks_kept``). Where it lies said by the game's own words ("the arrow in the bottom
left corner", "the bow on the left", "the arrow next to the sword") is read as the thing's pick
before this; words that place nothing ("the bow on the ground", "the arrow in the dungeon",
"the bow over there") are no place."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_trainer as ltr, meaning as m

# The words that open a place said after a thing: "in", "inside", "at", "on".
_OPENS = frozenset(("in", "inside", "at", "on", "within"))
# Words after them that place nothing, or that another reader reads ("in 3 turns", "at once",
# "on the ground", "in the dungeon", "in sight"); a number or a thing's name is never a place
# the game lacks a name for (it is a tile, a count or another reader's pick).
_NO_PLACE = frozenset(
    (
        *lx.DUNGEON_WORDS,
        # the map's own spots, sides and ways, read elsewhere or said back there
        *(w for spot in ltr.COACH_SPOTS for w in spot.split()),
        *lx.COMPASS,
        *lx.COMPASS_ADJECTIVES,
        "corners",
        "side",
        "sides",
        "edge",
        "edges",
        "way",
        "same",
        "time",
        "ground",
        "floor",
        "sight",
        "view",
        "once",
        "all",
        "least",
        "most",
        "turn",
        "turns",
        "tick",
        "ticks",
        "order",
        "case",
        "me",
        "you",
        "us",
        "it",
        "them",
        "there",
        "here",
    )
)
# "is", "lies" between the thing and where it is.
_LIES = frozenset(("is", "lies", "sits", "lying", "sitting"))
_ARTICLES = frozenset(("the", "a", "an", "that", "this"))
WHY = (
    "I can't tell which {kind} is \"{words}\": I know where one lies only by the corners, "
    "sides and middle, a row and column, or what it lies next to"
)


def place_of(words: list[str]) -> str | None:
    """The place's words when ``words`` open with one the game has no name for ("in the little
    dead end pocket"); else None."""
    if len(words) < 3 or words[0] not in _OPENS or words[1] not in _ARTICLES:
        return None
    rest = words[2:]
    if not _NO_PLACE.isdisjoint(rest) or any(
        w.isdigit() or lx.number(w) is not None or lx.kind_of(w) for w in rest
    ):
        return None
    return " ".join(words)


def picked_by_unnamed_place(words: str) -> tuple[str, str] | None:
    """The kind and the place of a thing said with a place the game has no name for ("the arrow
    in the little dead end pocket": arrow, "in the little dead end pocket"); else None."""
    from agent.reading.tokens import Tokens, take_thing, tokenize  # it imports ranks, and so this

    said = tokenize(words.lower().strip(" .!?"))
    if not _OPENS.intersection(said):
        return None
    t = Tokens(said)
    took = take_thing(t, anchors=True)
    if took is None or took.thing is None or t.done:
        return None
    rest = said[t.i :]
    if rest[0] in _LIES and len(rest) > 1:  # "the bow is in the alcove"
        rest = rest[1:]
    place = place_of(rest)
    return (took.thing.kind, place) if place else None


def kept(steps: list[m.Step]) -> list[m.Step]:
    """The steps, with a part not understood that picks a thing by a place the game has no name
    for refused in words ("the arrow in the little dead end pocket", or "in the little dead end
    pocket" after a step on an arrow), never restated."""
    if not any(isinstance(s, m.Unknown) for s in steps):
        return steps
    from agent.reading.tokens import tokenize  # it imports ranks, and so this

    out = list(steps)
    for i, step in enumerate(out):
        if not isinstance(step, m.Unknown) or step.reason is not m.Reason.NOT_UNDERSTOOD:
            continue
        found = picked_by_unnamed_place(step.words)
        if found is None and i and isinstance(before := out[i - 1], m.Act) and before.thing:
            place = place_of(tokenize(step.words.lower().strip(" .!?")))
            found = (before.thing.kind, place) if place else None
        if found is not None:
            kind, place = found
            why = WHY.format(kind=kind, words=place)
            out[i] = replace(step, reason=m.Reason.CANNOT, detail=why)
    return out
