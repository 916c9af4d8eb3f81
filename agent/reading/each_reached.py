"""Two things reached, then "them": "get the sword and the bow and bring them to me" brings
each, "find the bats and the gorgon and kill them" fights each. Read after an errand on the
second thing, the first being the one pointed at before it (``tokens.pointed_at``)."""

from __future__ import annotations

from collections.abc import Callable

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.referents import Referent
from agent.reading.tokens import pointed_at

# The steps of the words after an errand, "it" / "them" there the thing given (clause.py).
ReadAfter = Callable[[str, Referent | None, bool], tuple[m.Step, ...]]
_THEM = lazy(r"\b(?:them|both)\b")


def each_of_two(step: m.Step, thing: m.Thing | None, rest: str, asked: bool,
                read_after: ReadAfter) -> tuple[m.Step, ...] | None:
    """ "them" / "both" after an errand that reaches one thing, whose clause follows one on
    another ("get the sword and the bow and bring them to me", ``tokens.pointed_at``: the
    sword): two items each brought in turn, after the errand; two monsters each fought ("find
    the bats and the gorgon and kill them"), the fights in place of the going; None otherwise
    (it brought the bow alone). The whole clause's steps."""
    before = pointed_at()
    if thing is None or before is None or not _THEM.search(rest) or not isinstance(
            step, m.Act) or step.action not in _REACHING or thing.quantity != 1 or (
            before.thing.kind == thing.kind):
        return None
    items = lx.is_item(before.thing.kind) and lx.is_item(thing.kind)
    if not items and not (lx.is_monster(before.thing.kind) and lx.is_monster(thing.kind)):
        return None
    both = (Referent(before.thing, before.every or before.plural), Referent(thing))
    each = [s for it in both for s in read_after(rest, it, asked)]
    done = m.BRING if items else m.ATTACK  # "find the bats and the gorgon and kill them"
    if not each or not all(isinstance(s, m.Act) and s.action == done for s in each):
        return None  # "... and wait beside them": not each
    # the fight takes the companion to each monster; the going is no step of its own
    return tuple(each) if done == m.ATTACK else (step, *each)


# The errands that reach a thing, after which "them" may be it and the one named before it.
_REACHING = (m.FETCH, m.Action.LOCATE, m.GO_TO)
