"""A condition said without its lead word, before the order it times: "your health drops below
2, come back", "a bat comes within 3 tiles, run to me", "I walk away, follow me". A change said
in the plain present is when it happens, as "when ..." says it. Before, the words before the
comma were taken for a remark that adds nothing to do ("a monster is coming, run!") and left
out, so the companion came back at once, whatever its health.

A state said ("the gorgon is dead, come back", "you have the sword, kill the gorgon") and a
change going on now ("a monster is coming, run!", "the bats are getting close, run") stay
remarks on the moment: the order is done now."""

from __future__ import annotations

from agent.reading import meaning as m
from agent.reading.conditions import condition_of
from agent.reading.patterns import lazy

# A change going on as it is said ("is coming", "are getting close", "'s walking away").
_GOING_ON = lazy(r"\b(?:is|are|am|was|were)\s+(?:\w+\s+)?\w+ing\b|'(?:s|re|m)\s+\w+ing\b")


def timed_by(before: str, order: str, words: str, asked: bool) -> list[m.Step] | None:
    """The order ``order`` done when the change ``before`` it says happens, as "when
    {before}, {order}" reads; None when ``before`` says no change in the plain present."""
    reading = condition_of(before)
    if reading is None or not reading.changing or _GOING_ON.search(before.lower()):
        return None
    from agent.reading.reader import conditional  # the reader reads its clauses with this module

    return conditional("when", reading, order.strip(), "", asked, words)
