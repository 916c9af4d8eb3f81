"""A thing picked by the tile it lies on, said in a remark before the order: "the arrow is RIGHT
THERE, straight down from me. get it", "the arrow is next to the bow. get it", "the bat's two
tiles left of the gorgon. kill it". Such a remark is no remark to take only the kind of "it"
from (``asides.a_remark_on``): its thing is the one lying there, not the nearest of its kind
(nor the thing it is measured from), so the remark stays refused in words ("the bat south of
me. kill it" is ``topic_first.by_bearing``'s) until the meaning holds such a pick.
"""

from __future__ import annotations

from agent.reading import lexicon as lx
from agent.reading.tokens import Tokens, take_thing, tokenize

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
        if take_thing(t, anchors=True) is None:
            if t.peek() in LOCATING:
                return True
            t.i += 1
    return False
