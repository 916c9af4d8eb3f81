"""A fight said to go on until its monster is defeated: "get the sword and attack the gorgon until
it dies", "shoot the bats till they're gone", "fight the gorgon until it is dead". The pronoun
names the monster fought, and a fight already ends when its monster is defeated, so the order is
the fight as said. Before, "it" was taken for the last thing named before the fight (the sword:
``attack gorgon once count(sword) < 1``) or for every monster of the kind."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import expand

# "it dies", "they are all gone", "the beast is dead", and nothing after it but its end.
_OVER = lazy(rf"^\s*(?:{lx.alt(lp.FOUGHT_AGAIN)})\s+(?:{lx.alt(lp.FIGHT_OVER)})\s*[.!]*\s*$",
             re.I)


def said_over(rest: str) -> bool:
    """Whether the words after "until" are a monster said again and its end ("it dies")."""
    return _OVER.match(expand(rest)) is not None


def fought_last(steps: list[m.Step]) -> bool:
    """Whether the steps end with a fight of a kind of monster, which ends when it is defeated."""
    last = steps[-1] if steps else None
    return isinstance(last, m.Act) and last.action == m.ATTACK and last.thing is not None and (
        lx.is_monster(last.thing.kind))
