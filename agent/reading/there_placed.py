"""A place named in the sentence before an order to go "there" ("I'd like to see what's in the
bottom left corner. Go and stand there.": to the bottom left corner, then staying; "Row 14,
column 10 looks safe. Head there."): the sentence is noted with the place's words before it is
read (``note_place``), and the place reader goes there (``there_said``). A "there" with no place
before it is read as before."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import lexicon as lx, lexicon_parts as lp, lexicon_staying as ls
from agent.reading.patterns import lazy

# An order to go there, and perhaps to stay there ("go and stand there", "head over there").
_GO_THERE = lazy(rf"^\s*(?P<go>{lx.alt(lp.MOVE_VERBS)})\s+(?:and\s+)?(?:over\s+)?"
                 rf"(?:(?P<stay>{lx.alt(ls.REMAIN_AT)})\s+)?there\b(?P<rest>.*)$", re.I)
# A place of the map as the go_to skill takes one ("the bottom left corner", "the middle", "row
# 14, column 10").
_PLACE = lazy(rf"\bthe\s+(?:{lx.alt(tuple(lx.PLACES))})(?:\s+(?:corner|side|edge))?\b"
              r"|\brow\s+\d+\s*,?\s*(?:and\s+)?col(?:umn)?\s+\d+\b", re.I)
_NOTED: list[tuple[str, str]] = []  # the sentence read now, and the place named before it


def place_before(sentence: str, before: str) -> str | None:
    """The words of the place ``before`` names last where ``sentence`` orders a going there;
    else None."""
    if _GO_THERE.match(sentence) is None or not (places := _PLACE.findall(before)):
        return None
    return str(places[-1])


def note_place(sentence: str, before: Sequence[str]) -> None:
    """Note the place the sentence before ``sentence`` names, for its "there" (none: none)."""
    _NOTED.clear()
    if before and (place := place_before(sentence, before[-1])) is not None:
        _NOTED.append((sentence.lower(), place))


def there_said(clause: str) -> tuple[str, bool] | None:
    """The words of the place noted for the sentence ``clause`` is of, where the clause is a
    going there alone, and whether it stays there; else None."""
    said = clause.strip(" .!,")
    if not _NOTED or said.lower() not in _NOTED[0][0] or (
            found := _GO_THERE.match(said)) is None or found["rest"].strip(" .!"):
        return None
    return _NOTED[0][1], found["stay"] is not None
