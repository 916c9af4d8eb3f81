"""A place named before an order to go "there" or about "that spot" ("I'd like to see what's in
the bottom left corner. Go and stand there.": to the bottom left corner, then staying; "Row 14,
column 10 looks safe. Head there."; "1) go to row 14 column 10 2) guard that spot", "go to row 14
column 10 and guard that spot": that tile guarded): the sentence is noted with the words of the
place the sentence before it, or its own words before "that spot", name last (``note_place``),
and the place readers read them there (``there_said``, ``spot_said``). A "there" or "that spot"
with no place before it is read as before, and nothing is written back as English."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_parts as lp,
    lexicon_staying as ls,
)
from agent.reading.memo import per_order
from agent.reading.patterns import lazy

# An order to go there, and perhaps to stay there ("go and stand there", "head over there").
_GO_THERE = lazy(rf"^\s*(?P<go>{lx.alt(lp.MOVE_VERBS)})\s+(?:and\s+)?(?:over\s+)?"
                 rf"(?:(?P<stay>{lx.alt(ls.REMAIN_AT)})\s+)?there\b(?P<rest>.*)$", re.I)
# A place of the map as the go_to skill takes one ("the bottom left corner", "the middle", "row
# 14, column 10").
_PLACE = lazy(rf"\bthe\s+(?:{lx.alt(tuple(lx.PLACES))})(?:\s+(?:corner|side|edge))?\b"
              r"|\brow\s+\d+\s*,?\s*(?:and\s+)?col(?:umn)?\s+\d+\b", re.I)
# "1) go to row 14 column 10 2) guard that spot": the spot the sentence before went to.
_THAT_SPOT = lazy(rf"^(?:that|this|the same) (?:{lx.alt(lcl.SPOTS)})$", re.I)
_SPOT_IN = lazy(rf"\b(?:that|the same) (?:{lx.alt(lcl.SPOTS)})\b", re.I)


@per_order
def _noted() -> list[tuple[str, str]]:
    """The sentence read now and the place named before it, kept for the order being read."""
    return []


def place_before(sentence: str, before: str) -> str | None:
    """The words of the place ``before`` names last where ``sentence`` orders a going there;
    else None."""
    if _GO_THERE.match(sentence) is None or not (places := _PLACE.findall(before)):
        return None
    return str(places[-1])


def note_place(sentence: str, before: Sequence[str]) -> None:
    """Note the place the sentence before ``sentence`` names, for its "there" or "that spot"
    (none: none)."""
    noted = _noted()
    noted.clear()
    if "there" not in (low := sentence.lower()) and not any(spot in low for spot in lcl.SPOTS):
        return  # most sentences: no place to note, the sentence before not searched
    said = before[-1] if before else ""
    if (spot := _SPOT_IN.search(sentence)) is not None:
        said = f"{said} {sentence[:spot.start()]}"  # "go to row 14 column 10 and guard that spot"
    if places := _PLACE.findall(said):
        noted.append((sentence.lower(), str(places[-1])))


def there_said(clause: str) -> tuple[str, bool] | None:
    """The words of the place noted for the sentence ``clause`` is of, where the clause is a
    going there alone, and whether it stays there; else None."""
    said, noted = clause.strip(" .!,"), _noted()
    if not noted or said.lower() not in noted[0][0] or (
            found := _GO_THERE.match(said)) is None or found["rest"].strip(" .!"):
        return None
    return noted[0][1], found["stay"] is not None


def spot_said(words: str) -> str | None:
    """The words of the place noted for the sentence being read, where ``words`` are "that
    spot" (a post named so); else None."""
    noted = _noted()
    return noted[0][1] if noted and _THAT_SPOT.match(words.strip(" .!,")) else None
