"""A place said alone after a going, on the going's verb: "go to row 8 col 12, then row 4 col 12"
(going to row 4 column 12 too), "walk to the sword then to the bow", "go to the top left corner,
then the middle", "run over to the bow and then to me". The place is one a going names alone
(``places.read_post``: a named spot, a tile, an item or one of us); the clause borrows the words the
step before says before its own place (``verb_for``, as ``sequence.Clause.verb``), and is read as
that step's going on its place, as data (``on_place``), never those words written before the place
and read again. A place after a step that goes nowhere ("get the bow, then row 3 column 4") or stays
("stand by the bow, then by the sword"), a thing picked by the one before ("..., then the arrow
closest to it"), or words that name no place ("..., then to sleep", "..., then to the corner":
which?) borrow nothing and are read as said."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.lexicon import alt
from agent.reading.patterns import SPACES, lazy
from agent.reading.places import read_post

_GAP = SPACES
# Words of place before a place gone to or stood by: "to", "over to", "next to", "by" ...
# (not "nearest" alone, which picks a thing: "get the nearest arrow")
_NEAR = tuple(w for w in lp.NEAR_IT if w not in lx.BY_DISTANCE)
_AT = (rf"(?:{alt(_NEAR, gap=_GAP)}|(?:over|up|down|back|on)\s+to|onto|into|towards?"
       r"|to|at)")
# The clause: a place alone, with or without its own word of place.
_SAID = lazy(rf"^\s*(?:(?P<at>{_AT})\s+)?(?P<place>\S.*?)\s*[.!]*$", re.I)
# A word of place in the step before, where its own place begins.
_AT_IN = lazy(rf"\b{_AT}\s+", re.I)
# The step before goes somewhere: a verb of going before its place (not one of fetching, "get").
_GOES = lazy(rf"\b{alt(tuple(v for v in lp.MOVE_VERBS if v not in lx.FETCH_VERBS), gap=_GAP)}\b",
             re.I)


def verb_for(previous: str, said: str) -> str | None:
    """The words of ``previous`` (a going to a place: "go to row 8 col 12") before its place
    that the clause ``said`` (a place alone: "row 4 col 12") borrows ("go to "), without the
    step's own word of place where the clause says one ("walk to the sword", "to the bow":
    "walk "); None where the clause names no place alone or the step before goes nowhere."""
    found = _SAID.match(said)
    if found is None or read_post(found["place"]) is None:
        return None
    for at in _AT_IN.finditer(previous):
        if read_post(previous[at.end():]) is None:
            continue
        before = previous[:at.start()]
        if _GOES.search(before) is None:
            return None  # "get the bow, then row 3 column 4": no going to borrow
        return before if found["at"] else previous[:at.end()]
    return None


def on_place(before: Sequence[m.Step], own: str) -> tuple[m.Step, ...] | None:
    """The step ``before`` (a going to a place, alone: a stay after it never ends) on the place
    the clause's ``own`` words name alone ("row 4 col 12", "to the bow"); None where they are no
    such going or the words no place alone."""
    first = before[0] if len(before) == 1 else None
    if not isinstance(first, m.Act) or first.action != m.GO_TO or first.place is None:
        return None  # a stay after it ("stand by the bow and then the sword"): as said
    found = _SAID.match(own)
    if found is None or (place := read_post(found["place"])) is None:
        return None
    return (replace(first, place=place, words=own.strip()),)
