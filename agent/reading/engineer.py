"""An engineer's voice, said as the reader's words before an order is read: its forms, a row of
``voices.VOICES`` (the words are lexicon_engineer.ENGINEER_*):

- a number of units along the x axis as tiles that way: "translate 6 units along +x" (walk 6
  tiles right), "step +1 along x", "the cell 4 units along +x" (the spot 4 tiles to your right);
  the y axis is left as said, and refused;
- a name bound to a number with "let", then used: the number said where the name is ("let d = L1
  distance to the nearest monster. if d < 5 retreat to me": if the distance to the nearest
  monster < 5 retreat to me);
- a control loop's phrases as the plain ones: "zero velocity" (don't
  move), "minimize your distance to" (go to), "acquire" (get), "oscillate between" (patrol back
  and forth between), "your current cell" (here), "track my position" (follow me), "converge on
  my position" (come to me), "the geometric center of the map" (the middle), "after a delay of 8
  ticks" (after 8 turns), "iterate 3 times:" (do this 3 times:), ...

Anything else ("apply a displacement of +3 along x to the player", "occupy cells (2, 3) and (22,
23) simultaneously") is left as typed, and refused."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping

from agent.reading import lexicon as lx, lexicon_engineer as le

GATE = frozenset(le.ENGINEER_GATE)
_AXIS = r"(?P<axis>[+-]?x)\b"
_Form = tuple[str, str | Mapping[str, str] | Callable[[re.Match[str]], str]]


def forms() -> tuple[_Form, ...]:
    """Units along the x axis as tiles that way, an anchor as a guard, a delay in ticks as
    turns, then the voice's phrases."""
    units, number = lx.alt(le.ENGINEER_UNITS), rf"\+?(?P<n>{lx.NUMBER_RE})"
    return (
        (
            rf"\b{lx.alt(le.ENGINEER_SPOT)}\s+{number}\s+{units}\s+along\s+{_AXIS}",
            _said_as(f"{le.ENGINEER_SPOT_AS} {{n}} tiles to your {{way}}"),
        ),
        (
            rf"\b{lx.alt(le.ENGINEER_MOVES)}\s+{number}(?:\s+{units})?\s+along\s+{_AXIS}",
            _said_as(f"{le.ENGINEER_WALK} {{n}} tiles {{way}}"),
        ),
        (
            rf"\btreat (?P<thing>the [a-z]+) {lx.alt(le.ENGINEER_ANCHOR)}\s+"
            rf"(?P<n>{lx.NUMBER_RE}) of it\b",
            _said_as(le.ENGINEER_ANCHOR_AS),
        ),
        (
            rf"\b{lx.alt(le.ENGINEER_DELAY)}\s+(?P<n>{lx.NUMBER_RE})\s+ticks?\b",
            _said_as(le.ENGINEER_DELAY_AS),
        ),
        (
            rf"^\s*{lx.alt(le.ENGINEER_COMPUTE)}\s+(?P<what>[^.;!?]+?)\s*,?\s*(?:and\s+)?"
            rf"{lx.alt(le.ENGINEER_OUTPUT)}\s*[.!]?\s*$",
            _said_as(le.ENGINEER_ASKED),
        ),
        (le.ENGINEER_BOUND, _bound),
        (rf"\b{lx.alt(tuple(le.ENGINEER_SAID_AS))}(?!\w)(?!\s+{lx.alt(le.ENGINEER_NOT_TO)}\b)",
         le.ENGINEER_SAID_AS),
    )


def _bound(found: re.Match[str]) -> str:
    """ "let d = L1 distance to the nearest monster. if d < 5 ...": the rest of the order with
    the name said as what it stands for ("if the L1 distance to the nearest monster < 5 ...")."""
    what = (
        f"the {found['what'].strip()}"
        if not found["what"].lower().startswith("the ")
        else (found["what"].strip())
    )
    return re.sub(rf"\b{re.escape(found['name'])}\b", lambda _: what, found["used"])


def _said_as(template: str) -> Callable[[re.Match[str]], str]:
    """A form's words said by ``template`` with its parts: the number, the thing, the way along
    the axis."""

    def said(found: re.Match[str]) -> str:
        parts = {name: part for name, part in found.groupdict().items() if part is not None}
        if "axis" in parts:
            parts["way"] = le.ENGINEER_AXIS[parts["axis"].lower()]
        return template.format(**parts)

    return said
