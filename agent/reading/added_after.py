"""Counts asked one by one, then added by a last "add them together": "arrows. how many are
there. and bats. add them together", "how many arrows are there? and bats? add them up", "how
many monsters are there and how many items are lying around add them together" (a run-on
typist's). The sum of the counts of the kinds the order names, in order, asked once
(``count(arrow) + count(bat)``), as "how many arrows and bats are there, added together" is.
Only where every step before the adding is a count asked, a count's words not read whole, or a
kind said alone ("arrows.", "and bats?"): an errand beside them ("get the bow. how many arrows
are there? add them together") or a single kind named leave the order as it was read. Read
after the order's steps (``kept``, from ``ranks.picks_kept``)."""

from __future__ import annotations

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

# "add them together", "add them up", "add those two up", "sum them", "total them up", ending
# the order.
_ADD_THEM = lazy(
    r"(?:^|[\s,.;:!?])(?:(?:and|then|now|so|pls|please)\s+)*(?:add|sum|total)\s+(?:them|those|"
    r"em|'em|these|the\s+two|both)(?:\s+(?:two|numbers|counts))?(?:\s+(?:together|up))?"
    r"(?:\s+(?:for\s+me|please|pls))?\s*[.!?]*\s*$",
    0,
)
_GATE = frozenset(("add", "sum", "total"))
_NOT_COUNTED = (m.PLAYER, m.COMPANION, m.ANYTHING)
_UNREAD = (m.Reason.NOT_UNDERSTOOD, m.Reason.AMBIGUOUS, m.Reason.CANNOT)


def _before_adding(step: m.Step) -> bool:
    """Whether a step read before the adding is a count or words of one."""
    if isinstance(step, m.Ask):
        return step.asks == m.COUNT
    if isinstance(step, m.Unknown):
        return step.reason in _UNREAD
    # "arrows." said alone: read as every arrow brought
    return (
        isinstance(step, m.Act)
        and step.action == m.BRING
        and step.thing is not None
        and step.thing.every
        and lx.kind_of(step.words.lower().strip(" .!?,")) == step.thing.kind
    )


def _summed(e: m.Expr) -> bool:
    """Whether the value is counts added ("count the bats and add them together" after "count
    the arrows": the bats and the arrows summed already, the first count still asked alone)."""
    if isinstance(e, m.Arith):
        return e.op == "+" and _summed(e.left) and _summed(e.right)
    return isinstance(e, m.CountOf)


def kept(text: str, steps: list[m.Step]) -> list[m.Step]:
    """The steps, or the sum of the counts asked before "add them together"."""
    low = text.lower()
    if _GATE.isdisjoint(words_in(low)) or not steps:
        return steps
    found = _ADD_THEM.search(low)
    last = steps[-1]
    if (
        found is None
        or not all(_before_adding(s) for s in steps[:-1])
        or not (
            _before_adding(last)
            or len(steps) > 1
            and isinstance(last, m.Ask)
            and last.asks == m.VALUE
            and last.value is not None
            and _summed(last.value)
        )
    ):
        return steps
    said = low[: found.start()]
    if "how many" not in said and "count" not in said and "number" not in said:
        return steps
    kinds: list[str] = []
    for word in said.replace(",", " ").replace(".", " ").replace("?", " ").split():
        if (
            (kind := lx.kind_of(word)) is not None
            and kind not in kinds
            and kind not in _NOT_COUNTED
        ):
            kinds.append(kind)
    if len(kinds) < 2:
        return steps
    total: m.Expr = m.CountOf(kinds[0])
    for kind in kinds[1:]:
        total = m.Arith("+", total, m.CountOf(kind))
    return [m.Ask(m.VALUE, value=total, words=text.strip())]
