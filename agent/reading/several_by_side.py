"""Several picked by a side of the map, in order ("get the two leftmost arrows", "kill the two
leftmost bats", "bring me the three lowest arrows", "kill the 2 westernmost bats"): the errand
on the one nearest that side, done that many times (``meaning.Repeat``), as "get the leftmost
arrow twice" reads. The order is read once: the thing phrase takes the number and the side
(``map_picks.side_before``), and the errand read on them is done on one at a time (before, the
order was written again with "the leftmost arrow" and read from the top). Each time the one
nearest the side is found afresh, and the one taken, brought or defeated before is no longer on
the ground or alive, so the next time it is the next one in order: the two leftmost. Fewer than
that many: the errand says it finds none.

Called by ``map_picks.picked_by_side`` before the order is said back; only one errand on the
things picked, first, and after it only steps on no thing ("and come back"), is read (never
"the two nearest" here, nor "get the two leftmost arrows and give them to me": said back as
before).
"""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy

# The one lying farthest that way, by its words ("leftmost", "lowest", "westernmost").
_MOST = {**lx.SIDE_MOST, **lx.COMPASS_MOST}
_SEVERAL = lazy(rf"\bthe (?P<n>\w+) (?P<most>{lx.alt(tuple(_MOST))}) (?P<noun>\w+)\b", re.I)
# How many at most: as many errands as "times" repeats.
_MOST_TIMES = 10
# The errands after which the one done is gone: taken, given or defeated.
_GONE = frozenset((m.Action.FETCH, m.Action.BRING, m.Action.ATTACK))


def read(text: str, steps: list[m.Step]) -> list[m.Step] | None:
    """The steps for an order of one errand on several picked by a side (``steps``: the order
    read, the errand first on as many as said, each the one nearest the side), else None."""
    found = list(_SEVERAL.finditer(text))
    if len(found) != 1:
        return None
    said = found[0]
    n, noun = lx.number(said["n"].lower()), said["noun"]
    kind = lx.kind_of(noun.lower())
    if n is None or not 2 <= n <= _MOST_TIMES or kind is None or not lx.is_plural(noun):
        return None
    if kind in m.WHO or kind == m.ANYTHING:
        return None
    if not steps or not isinstance(act := steps[0], m.Act) or act.action not in _GONE:
        return None
    t = act.thing
    side = f"{_MOST[said['most'].lower()]} side"
    if t is None or t != m.Thing(kind, n, pick=m.NEAREST, origin=side) or act.place is not None:
        return None
    if any(not isinstance(s, m.Act) or s.thing is not None for s in steps[1:]):
        return None  # only a step on nothing after it ("and come back"), never "give them to me"
    words = text.strip(" .!?")
    one = replace(act, thing=replace(t, quantity=1), words=words)
    return [m.Repeat((one,), times=n, words=words), *steps[1:]]
