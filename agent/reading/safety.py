"""Safety said as a condition ("if it's safe, explore a bit; otherwise stay with me", "get the
bow if the coast is clear", "unless it gets dangerous, guard the sword", "until you're in
danger"): the one safety the game can check, no monster near the companion (within
``distances.NEAR_TILES``, as "if no monster is near you" reads); danger, a monster that near.
Whatever else "safe" is said of ("if it's safe for me", "if you're sure it's safe") is left
to the other readers, which do not read it."""

from __future__ import annotations

from agent.reading import meaning as m
from agent.reading.distances import NEAR_TILES
from agent.reading.logic import Reading
from agent.reading.tokens import Tokens

# The words saying the companion is safe where they stand as the whole condition: no monster
# near (the words after expanding "it's", "you're", "there's").
SAFE = ("it is safe", "it is all safe", "it is safe enough", "it seems safe", "it looks safe",
        "it is quiet", "the coast is clear", "the way is clear", "all is clear", "it is all clear",
        "you are safe", "you are out of danger", "there is no danger",
        "nothing dangerous is near you", "nothing dangerous is nearby",
        "nothing dangerous is around", "there is nothing dangerous nearby")
# The words saying the companion is in danger: a monster near; "gets", "becomes": it comes.
DANGER = ("it is dangerous", "it is not safe", "it is unsafe", "it is risky",
          "you are in danger", "there is danger", "it gets dangerous", "it becomes dangerous",
          "it gets risky", "it stops being safe")
_COMING = frozenset(("gets", "becomes", "stops"))
_GATE = frozenset(("safe", "clear", "danger", "dangerous", "quiet", "risky", "unsafe"))


def cond_safe(t: Tokens) -> Reading | None:
    """The condition of being safe or in danger at the cursor, as no monster near the companion
    or one near; None (the cursor where it was) for any other words."""
    if _GATE.isdisjoint(t.words[t.i:]):
        return None
    start = t.i
    if said := t.take(*DANGER):
        return Reading(_near(), changing=not _COMING.isdisjoint(said.split()))
    if t.take(*SAFE):
        return Reading(m.Not(_near()))
    t.i = start
    return None


def _near() -> m.Near:
    return m.Near(m.Thing(m.ANY_MONSTER), NEAR_TILES, m.COMPANION)
