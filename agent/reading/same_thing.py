"""The same steps on another thing, said by ellipsis after them: "that arrow on the left. get
it, then come back here. then the bow, same thing" (get the bow, then come back), "grab the
sword and bring it here. same with the bow", "kill the bat, then come back. do the same for the
gorgon", "get the arrow and come back. the bow too, same thing". The steps said just before
(back to the start or to a part not understood) that name one thing are done again, that thing
said as the new one (what picked the old one, "on the left", is the old one's). Steps on two
things before ("get the sword, then kill the bat. the bow, same thing": which one's steps?), or
an errand that does not go with the new thing (a fetch, said the same of a monster) leave it
refused. Read after the order's steps (``kept``, from ``ranks.picks_kept``)."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_idioms as li, meaning as m
from agent.reading.patterns import lazy
from game.world import WEAKNESS

_THING = rf"(?:(?:the|that|this|a|an)\s+)?(?P<{{name}}>{lx.noun_pattern()})"
_SAME = lx.alt(li.SAME_AGAIN, gap=r"\s+")
_SAID = lazy(
    r"^(?:(?:and|then|now|so|ok|okay)\s+)*(?:"
    rf"(?:do\s+)?{_SAME}\s+(?:with|for|to|on)\s+{_THING.format(name='a')}"
    rf"|{_THING.format(name='b')}(?:\s+too|\s+as\s+well|\s+next)?\s*[,:-]?\s*{_SAME}"
    rf"|(?:likewise|ditto)\s+(?:with|for)\s+{_THING.format(name='c')}"
    r")\s*[.!]*$",
    flags=0,
)
_GATE = frozenset(("same", "likewise", "ditto"))
# The errands whose thing is an item, and those whose thing is a monster.
_ON_ITEMS = (m.FETCH, m.BRING, m.HAND_OVER)
_ON_MONSTERS = (m.ATTACK,)


def _new_thing(words: str) -> str | None:
    found = _SAID.match(" ".join(words.lower().replace(",", " , ").split()).replace(" ,", ","))
    if found is None:
        return None
    return lx.kind_of(found["a"] or found["b"] or found["c"])


def _fits(act: m.Act, kind: str) -> bool:
    if act.action in _ON_ITEMS:
        return kind not in WEAKNESS and lx.is_item(kind)
    if act.action in _ON_MONSTERS:
        return kind in WEAKNESS
    return True


def _again_on(before: list[m.Step], kind: str, words: str) -> list[m.Step] | None:
    """``before`` done again on ``kind``: their one thing said as it; None when they name two
    things, none, or an errand that does not go with it."""
    things = {s.thing for s in before if isinstance(s, m.Act) and s.thing is not None}
    if len(things) != 1 or not all(isinstance(s, m.Act) for s in before):
        return None
    old = things.pop()
    if old.kind == kind or old.quantity != 1:
        return None
    new = m.Thing(kind)
    out: list[m.Step] = []
    for step in before:
        assert isinstance(step, m.Act)
        if step.thing == old:
            if not _fits(step, kind):
                return None
            step = replace(step, thing=new)
        out.append(replace(step, words=words))
    return out


def kept(steps: list[m.Step]) -> list[m.Step]:
    """The steps, "the bow, same thing" after steps on one thing read as those steps on it."""
    if not any(
        isinstance(s, m.Unknown) and not _GATE.isdisjoint(s.words.lower().split()) for s in steps
    ):
        return steps
    out: list[m.Step] = []
    start = 0  # where the steps said since the last part not understood begin
    for step in steps:
        if isinstance(step, m.Unknown):
            kind = _new_thing(step.words)
            again = _again_on(out[start:], kind, step.words) if kind else None
            if again is not None:
                out += again
                start = len(out) - len(again)
                continue
            out.append(step)
            start = len(out)
            continue
        out.append(step)
    return out
