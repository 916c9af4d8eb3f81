"""A thing picked by the tile it lies on, said in a remark before the order: "the arrow is RIGHT
THERE, straight down from me. get it", "the arrow is next to the bow. get it", "the bat's two
tiles left of the gorgon. kill it". Such a remark is no remark to take only the kind of "it"
from (``asides.a_remark_on``): its thing is the one lying there, not the nearest of its kind
(nor the thing it is measured from), so the remark stays refused in words ("the bat south of
me. kill it" too) until the meaning holds such a pick.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from agent.reading.tokens import (
    ThingPhrase,
    Tokens,
    take_number,
    take_party,
    take_thing,
    tokenize,
)

# The words of a remark that say where its thing lies from something else, or by tiles: "below",
# "next to", "left of", "from me", "the bottom left corner", "8 tiles". "right" and "down" /
# "up" alone ("right there", "down there") place nothing.
LOCATING = frozenset(
    (
        *lx.ABOVE_BELOW,
        "under",
        "beneath",
        "underneath",
        "beside",
        "next",
        "near",
        "behind",
        "between",
        "by",
        "from",
        "of",
        "left",
        "corner",
        "tile",
        "tiles",
        "step",
        "steps",
        "square",
        "squares",
        "row",
        "column",
        *lx.BY_DISTANCE,
    )
)


def placed_by_tile(words: str) -> bool:
    """Whether a remark ("the arrow is straight down from me") says where its thing lies from
    something outside the thing as said, a pick no meaning of a remark holds; a pick read with
    the thing ("there's an arrow by the sword", "see the bat nearest the gorgon?") is the
    thing's, which "it" keeps."""
    said = tokenize(words.lower())
    if LOCATING.isdisjoint(said):
        return False
    t = Tokens(said)
    while not t.done:
        if (found := take_thing(t, anchors=True)) is None:
            if t.peek() in LOCATING:
                return True
            t.i += 1
        elif found.thing.on is not None:  # "the arrow 3 tiles left of the sword": read whole
            return True
    return False


# After an item's name, the words before a tile counted from something ("that's 3 tiles left of
# the sword"), the words that make a way with no count one tile ("just below the bow", "right
# above you"), the units of a count, and the words that say from what ("left of", "down from").
_LEAD = ("that's", "that is", "which is", "lying", "sitting")
_ONE_TILE = ("just", "right", "immediately")
_STRAIGHT = ("straight", "directly", "exactly")
_UNITS = ("tiles", "tile", "squares", "square", "steps", "step", "spaces", "space")
_WAYS = {w: way for w, way in lx.WAYS.items() if len(w) > 1}
# The words one of which says the way in each: a thing named with none after it lies on no tile
# counted from another (most things named: one look at the words, not a dozen takes).
_WAY_WORDS = frozenset(_WAYS) | frozenset(lx.ABOVE_BELOW)


def lying_on(t: Tokens) -> tuple[str, m.Offset] | None:
    """ "8 tiles straight down from me", "right above you", "3 tiles left of the sword", "just
    below the bow" after an item's name: the tile it lies on, counted from one of us or one
    other thing (``meaning.Offset``, as agent.reading.offsets counts a tile), with ON; "straight
    below me", "directly left of the bow": the first step of the line it lies in, with NEAREST
    (the nearest in that line, ``meaning.Thing.on``); the cursor past the words. None (the
    cursor unmoved) if not: "the arrow left of the bow" (anywhere left? one tile?) is none."""
    return None if _WAY_WORDS.isdisjoint(t.words[t.i:]) else counted_from(t)


def counted_from(t: Tokens) -> tuple[str, m.Offset] | None:
    """``lying_on`` where the words after the cursor say a way."""
    here = t.i
    t.take(*_LEAD)
    n = take_number(t)
    if n is not None and t.take(*_UNITS) is None:
        t.i = here
        return None
    one = (
        n is None
        and t.at(*_ONE_TILE) is not None
        and (t.peek(1) in _WAYS or t.peek(1) in lx.ABOVE_BELOW)
    )
    t.i += 1 if one else 0
    line = t.take(*_STRAIGHT) is not None and n is None and not one
    t.take("to the")
    way = _WAYS.get(t.peek()) or _WAYS.get(lx.ABOVE_BELOW.get(t.peek(), ""))
    t.i += 1
    if (
        way is None
        or not (one or line or isinstance(n, int) and 1 <= n <= lx.MAX_WALK)
        or t.peek(-1) not in lx.ABOVE_BELOW
        and t.take("of", "from") is None
        or (anchor := _anchor(t)) is None
    ):
        t.i = here
        return None
    rows, cols = {"w": (-1, 0), "s": (1, 0), "a": (0, -1), "d": (0, 1)}[way]
    k = 1 if one or line else int(n or 1)
    return m.NEAREST if line else m.ON, m.Offset(anchor, rows * k, cols * k)


def line_words(o: m.Offset) -> str:
    """ "straight south of you": the line a thing is picked in (``lying_on``), as said."""
    way = {(-1, 0): "north", (1, 0): "south", (0, -1): "west", (0, 1): "east"}[(o.rows, o.cols)]
    what = {m.PLAYER: "you", m.COMPANION: "me"}.get(o.thing.kind, f"the {o.thing.kind}")
    return f"straight {way} of {what}"


def _anchor(t: Tokens) -> m.Thing | None:
    """One of us or one other item or monster, a tile is counted from ("me", "the sword")."""
    if (party := take_party(t)) is not None:
        return m.Thing(party)
    said = take_thing(t, anchors=True)
    if (
        said is None
        or said.plural
        or said.every
        or said.thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)
        or said.thing.on is not None
    ):
        return None
    return said.thing


# A remark's words between its item and where it lies: "is", "lies" and "there" ("the arrow is
# RIGHT THERE, straight down from me"); the end of the remark.
_IS = ("is", "lies", "sits", "is lying", "is sitting")
_THERE = ("right there", "over there", "down there", "up there", "there", "right here", "here")
_END = frozenset((",", ".", "!", "?", "!!", "..."))


def remarked(words: str) -> ThingPhrase | None:
    """The item a remark places on a tile or in a line counted from something, read whole ("the
    arrow is RIGHT THERE, straight down from me", "the arrow's 3 tiles left of the sword",
    "there's an arrow 8 tiles straight down from me"), as the thing "it" is in the order after
    it (agent.reading.asides.placed_remark); None for any other remark."""
    said = tokenize(words.lower())
    if LOCATING.isdisjoint(said):
        return None
    said = [
        w for s in said for w in ((s[:-2], "is") if s.endswith("'s") and s != "there's" else (s,))
    ]
    t = Tokens(said)
    t.take("there's", "there is")
    found = take_thing(t)
    if found is None or not lx.is_item(found.thing.kind) or found.plural or found.every:
        return None
    if found.thing != m.Thing(found.thing.kind) or (
        t.take(*_IS) is None and not said[0] == "there's"
    ):
        return None
    t.take(*_THERE)
    t.skip(*_END)
    on = lying_on(t) or _borne(t)  # "the sword's only a little way down from you"
    t.skip(*_END)
    if on is None or not t.done:
        return None
    return ThingPhrase(m.Thing(found.thing.kind, 1, on[0], on=on[1]), False, False, None)


def _borne(t: Tokens) -> tuple[str, m.Offset] | None:
    """The bearing a remark places its thing by ("the sword is down from you": the one lying
    that way, agent.reading.bearings, which reads with this module: imported here, when first
    called)."""
    from agent.reading.bearings import after

    here = t.i
    t.take(*_LEAD)
    t.take("just")  # "lying just down the wall from you": no tile counted (lying_on's "just")
    if (bearing := after(t)) is None:
        t.i = here
        return None
    return m.BEARING, bearing
