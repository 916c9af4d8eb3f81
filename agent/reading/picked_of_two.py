"""Which of two is nearer when one is picked by where it lies ("which is closer to you, the
bat in the middle or the gorgon?"): the two as the meaning holds them, the picked one with its
spot (``nearest("bat", "middle")``), measured from one of us. Only two of different kinds (the
answer names each by its kind), each the nearest of its kind to a spot or a tile, and
asked of the companion or the player as "which is closer [to you|to me], A or B": anything
else (a thing picked by rank, "the farthest arrow"; measured from a third thing) is said back
as before (agent.reading.questions)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m


# a thing picked by a thing ("the arrow next to the sword") may be no thing there: said back
def _near_a_thing(origin: str) -> bool:
    return origin in (*lx.ITEM_NAMES, *lx.MONSTER_KINDS, m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)


_ASKED = re.compile(
    rf"^(?:which|what)(?: one)? is (?:{'|'.join(lx.NEARER + lx.FARTHER)})"
    r"(?: (?:to|from) (?P<who>you|me|the player))?\s*,"
)


def which(meant: list[m.Thing], s: str, pick: str, text: str) -> m.Ask | None:
    """The question of the two, else None."""
    if (asked := _ASKED.match(s)) is None:
        return None
    return of(meant, m.COMPANION if asked["who"] in (None, "you") else m.PLAYER, pick, text)


def of(meant: list[m.Thing], who: str, pick: str, text: str) -> m.Ask | None:
    """Which of the two ``meant`` is ``pick`` (nearest, farthest) to ``who``, else None."""
    if len(meant) != 2 or meant[0].kind == meant[1].kind:
        return None
    for t in meant:
        if t.kind in m.WHO or t.kind not in (*lx.ITEM_NAMES, *lx.MONSTER_KINDS):
            return None
        if t.pick and (
            t.pick not in (m.NEAREST, m.ON)
            or t.rank != 1
            or t.besides is not None
            or t.origin in m.WHO
            or t.quantity != 1
            or _near_a_thing(t.origin)
        ):
            return None
        if not t.pick and t != m.Thing(t.kind):
            return None
    return m.Ask(m.WHICH, tuple(meant), who=who, pick=pick, words=text)
