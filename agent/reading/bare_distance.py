"""A keeping away said with no one named beside a distance from the player ("keep your
distance, give me some breathing room", "give me some space, keep away"): the one distance from
the player said twice, not keeping away from every monster as well (two duties at once, which
``tidy`` refuses). Merged by ``duties_twice.one_duty``."""

from __future__ import annotations

import re
from dataclasses import replace

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import strip_filler

# The keeping away alone, its words a keep-away verb and nothing else ("keep your distance").
_BARE = lazy(rf"^\s*(?:and\s+|but\s+|just\s+)?(?:{lx.alt(lx.KEEP_AWAY_VERBS)})\s*[.!,]*\s*$", re.I)


def bare_and_kept(before: m.Act, step: m.Act) -> m.Act | None:
    """The distance from the player, when one of the two is that distance and the other a
    keeping away with no one named; None otherwise."""
    for away, kept in ((before, step), (step, before)):
        if (
            away.action == m.KEEP_AWAY
            and kept.action == m.KEEP_DISTANCE
            and (kept.thing == m.Thing(m.PLAYER))
            and _BARE.match(_less(strip_filler(away.words), kept.words))
        ):
            return replace(kept, words=f"{before.words} {step.words}")
    return None


def _less(words: str, after: str) -> str:
    """``words`` without ``after`` at their end: the keeping away read with the words of the
    distance after it in one clause ("keep away, leave me alone", "keep away and leave me
    alone")."""
    if not after or not words.endswith(after):
        return words
    return words[: -len(after)].rstrip().removesuffix(" and")
