"""Coming to the player each time they move ("whenever I move, come to me", "every time I move,
follow me", "each time I take a step, step with me"): following them, ``m.FOLLOW``.

The game says where the player stands, not each step they take, so a watch of every move is no
condition it can keep (``moved``: "the player moved" holds from their first step off the tile
they stood on until they step back onto it). But coming to the player each time they move is
what following does: ``follow`` walks to them and stays next to them, one step after each of
theirs. So such an order with nothing but coming to the player after it is read as following;
any other step each time the player moves ("whenever I move, get an arrow") stays refused in
words (``moved.watched_rightly``), and "when I move, come to me" (once) keeps its reading."""

from __future__ import annotations

from agent.reading import meaning as m

# What coming to the player each time they move is said as: "follow me", "come with me", "step
# with me" (m.FOLLOW), "come to me", "come back to me", "come here" (m.COME_BACK, to the player).
_TO_THE_PLAYER = (m.FOLLOW, m.COME_BACK)


def followed(step: m.Watch) -> m.Step | None:
    """Following the player, for a watch each time the player moves whose one step is coming
    to them; None for any other."""
    if not step.every_time or step.cond != m.Moved(m.PLAYER) or step.during or len(step.then) != 1:
        return None
    act = step.then[0]
    if (
        isinstance(act, m.Act)
        and act.action in _TO_THE_PLAYER
        and act.thing is None
        and act.place is None
    ):
        return m.Act(m.FOLLOW, words=step.words)
    return None
