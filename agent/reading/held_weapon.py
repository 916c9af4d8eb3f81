"""A fight held to one weapon, said after it ("kill bats, sword only.", "kill the gorgon, only
the sword", "kill the bats with only the sword", "kill the gorgon using just the sword", "shoot
the bat with the bow alone"): a constraint on the fight, never dropped as a remark. The fight
with that weapon where it defeats the monster ("kill the gorgon, sword only" is the fight with
the sword); refused with what it takes where it does not ("kill bats, sword only": the sword
can't defeat a bat), as "kill the bats with the sword" is."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.weapons import fought_with

# The words that hold a fight to what they name: "only", "just", "nothing but", "alone".
ONLY = ("only", "just", "nothing but", "solely", "exclusively", "alone")
_ONLY_WORDS = frozenset(w for phrase in ONLY for w in phrase.split())
# The words after a fight that name its one weapon: "sword only", "only the sword", "with only
# the sword", "using just the sword", "with nothing but the sword", "with the sword alone",
# "only use the sword".
_HELD = lazy(r"^(?:(?:with|using)\s+)?(?:(?P<before>" + lx.alt(ONLY) + r")\s+)?"
             r"(?:(?:with|using|use)\s+)?(?:the |a |an |your |my )?(?P<item>"
             + lx.noun_pattern(lx.ITEM_KINDS) + r")(?:\s+(?P<after>only|alone))?"
             r"(?:\s+please)?[\s.!]*$", re.I)


def held_to(step: m.Step, rest: str) -> m.Step | None:
    """The fight ``step`` held to the weapon the words after it name (``rest``): the fight, or
    refused where that weapon cannot defeat the monster; None for other words or steps."""
    if not (isinstance(step, m.Act) and step.action == m.ATTACK and step.thing is not None):
        return None
    if _ONLY_WORDS.isdisjoint(rest.lower().replace(".", " ").split()):
        return None
    found = _HELD.match(rest.strip(" ,"))
    if found is None or not (found.group("before") or found.group("after")):
        return None
    item = lx.kind_of(found.group("item"))
    if item is None:
        return None
    return fought_with(step, step.thing, item, rest) or step
