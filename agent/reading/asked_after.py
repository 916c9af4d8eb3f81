"""A question after a step, set off by a comma: "kill the bat, how many are left", "grab the bow,
where is the gorgon?". Both are kept, in order, the question of the step's kind where it names
none ("how many are left": bats). Before, a question the words after the comma did not read on
their own ("how many are left": of what?) was taken for a remark and dropped without a word."""

from __future__ import annotations

from collections.abc import Callable

from agent.reading import meaning as m
from agent.reading.questions import looks_like_question
from agent.reading.referents import Referent


def asked_after(thing: m.Thing | None, rest: str,
                read: Callable[[Referent], tuple[m.Step, ...]]) -> tuple[m.Step, ...] | None:
    """The questions ``rest`` asks after a step done to ``thing``, read (``read``) with what it
    leaves unnamed standing for that thing; None where ``rest`` asks none, or asks something
    that is not read as a question of the game (then it is said back or set aside as before)."""
    if thing is None or not looks_like_question(rest, False):
        return None
    steps = read(Referent(thing))
    return steps if steps and all(isinstance(s, m.Ask) for s in steps) else None
