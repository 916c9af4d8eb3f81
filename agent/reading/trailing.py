"""Following with only the least distance said ("follow me, but stay at least 2 tiles behind
me", "follow me and keep at least 3 tiles from me", "stay at least 2 tiles behind me"): still a
following, so the distance kept has a most as well as a least (``TRAIL_SPAN`` tiles more), as
"follow me at a distance" (3 to 6) and "keep 2 to 4 tiles from me" have; with no most the
companion only kept away and fell behind as the player walked on."""

from __future__ import annotations

from dataclasses import replace

from agent.reading import meaning as m

# "at least 2 tiles behind me", while following: 2 to 4 tiles (a few, as "a few tiles back").
TRAIL_SPAN = 2
# A distance kept behind the player is a following, said with or without "follow".
_BEHIND = frozenset(("behind",))


def trailed(step: m.Step, before: m.Step | None) -> m.Step:
    """A distance kept from the player with only its least said, as a following (``before`` is
    a following, or the words keep it "behind"): its most ``TRAIL_SPAN`` tiles beyond the
    least; any other step as it is."""
    if not (isinstance(step, m.Act) and step.action == m.KEEP_DISTANCE and step.least
            and not step.most and step.thing is not None and step.thing.kind == m.PLAYER):
        return step
    follows = isinstance(before, m.Act) and before.action == m.FOLLOW
    if not follows and _BEHIND.isdisjoint(step.words.lower().split()):
        return step
    return replace(step, most=step.least + TRAIL_SPAN)
