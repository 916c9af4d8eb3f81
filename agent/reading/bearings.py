"""A thing picked by its bearing from one of us or from another thing, said after its noun: "the
bat below you", "the arrow to the left of the sword", "the gorgon south-west of you", "the bat
north of the bow", "the monster to your right" (``meaning.BEARING``): of the things of its kind
that lie strictly past the row of what it is measured from that way (north: above it; south:
below it) and strictly past its column (east: to its right; west: to its left), a diagonal past
both, the nearest to it (rows plus columns; of equals, the first). The words of a way are those a
count over a part of the map reads (``regions.beside``: "how many bats are east of the bow?"), so
the two cannot disagree on what "below me" is.

Said of one thing (not "the bats below you", not "the nearest bat below you": a pick of its own),
of any kind ("the monster below you", "the item to the left of me"), from the companion ("you",
"yourself"), the player ("me") or one thing ("the sword", the nearest sword to the companion).
"The bat next to you", "the arrow near the bow", a tile counted ("the arrow 3 tiles left of the
sword", "just below you") are no bearing and stay what they were. The pick is the one lying that
way when the order is given (agent.compose.lua keeps it in the order's memory; the judge takes
the world the order starts in); none there is said, never the nearest one anywhere instead.
"""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_voices as lv, meaning as m, regions
from agent.reading.tokens import Tokens

# The most words a way said after a noun takes ("to the north - east of the bow").
_MOST_WORDS = 8
# The verbs after which "to the left of me" may say where a thing is taken, not which it is.
_CARRIED = frozenset((*(v for v in lx.BRING_VERBS if " " not in v), lv.TAKEN))
# lexicon.SOME_WAY, each phrase as its words, longest first ("only" before "a little way").
_SOME_WAY = tuple(sorted((tuple(p.split()) for p in lx.SOME_WAY), key=lambda p: (p != ("only",),
                                                                                 -len(p))))
_LIES_SO = tuple(sorted((tuple(p.split()) for p in lx.LIES_SO), key=lambda p: -len(p)))
# Words of a way after a noun that a count's part does not take ("how many bats are over
# there?" is no count of those above anything), as the words it does.
_SAID_AS = {"over": next(w for w, way in lx.ABOVE_BELOW.items() if way == "up"),
            "underneath": next(w for w, way in lx.ABOVE_BELOW.items() if way == "down")}


def after(t: Tokens) -> m.Offset | None:
    """The bearing the words at the cursor say ("below you", "to the left of the sword"), as the
    way (one step's rows and columns) from what it is measured from (``meaning.Offset``), the
    cursor past them; None, the cursor unmoved, when they say none."""
    some = _some_way(t.words, t.i)  # "that's only a little way down from you": how far, not which
    words = t.words[t.i + some:t.i + some + _MOST_WORDS]
    if words and words[0] in _SAID_AS:  # "the bat over you", "the arrow underneath the bow"
        words = [_SAID_AS[words[0]], *words[1:]]
    elif words[:1] == ["on"] and words[1:2] in (["your"], ["my"]):  # "the arrow on your left"
        words = ["to", *words[1:]]
    if not words or words[0] not in regions.BESIDE_OPENS:
        return None
    if words[0] == "to" and not _CARRIED.isdisjoint(t.words[:t.i]):
        return None  # "bring the sword to the left of me": where to, or which sword?
    for n in range(len(words), 0, -1):
        region = regions.beside(words[:n])
        if region is not None and region.way:
            t.i += some + n
            return regions.bearing_of(region.origin, region.way)
    return None


def _some_way(words: list[str], i: int) -> int:
    """How many words from ``i`` say that a thing lies ("that's", "which is": lexicon.LIES_SO)
    and how far, not which way (lexicon.SOME_WAY: "only a little way", "a bit further"), each
    phrase once."""
    k = i
    for phrase in _LIES_SO:
        if words[k:k + len(phrase)] == list(phrase):
            k += len(phrase)
            break
    for phrase in _SOME_WAY:
        if words[k:k + len(phrase)] == list(phrase):
            k += len(phrase)
    return k - i


def way(o: m.Offset) -> str:
    """The way a bearing goes, as the sandbox's parts of the map are named ("south", "north
    east"; ``nearest_past``'s ``way``)."""
    ns = {-1: "north", 1: "south"}.get(o.rows, "")
    ew = {-1: "west", 1: "east"}.get(o.cols, "")
    return f"{ns} {ew}".strip()

