"""Things named by their relation to other things, where the readers of which and of near would
take only the relation: "which weapon beats the monster nearest the bow?" asks what defeats a
monster picked by where it is, not which thing is nearest (the question of which read it as
"which item or monster is nearest?", and answered that).

What defeats a kind is known whatever one of it is meant ("what kills the bat nearest the bow?":
the bow and an arrow, as for every bat); what defeats "the monster nearest the bow" is what
defeats whichever kind that one is, which the meaning cannot say (a question of what defeats is
of a kind), so it is refused in words.
"""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.question_rows import Answer, Said

_DEFEATS = frozenset(lp.WHAT_DEFEATS)
# The thing a verb of defeating is said of: "beats the monster nearest the bow".
_BEATEN = lazy(rf"\b(?:{lx.alt(lp.WHAT_DEFEATS)})\s+(?:the|a|an|that|this)\s+(?P<noun>[a-z']+)")
BEATEN_PICK_WHY = (
    f"I can tell what defeats a {lx.GORGON} or a {lx.BAT}, not what defeats one picked by where "
    "it is: ask me which one it is, then what defeats that"
)


def beaten_pick(said: Said) -> Answer:
    """A question of which or of near that asks what defeats the thing picked ("which weapon
    beats the monster nearest the bow?"): what defeats its kind, when a monster's kind is named;
    else refused in words. None when no verb of defeating is in it."""
    if _DEFEATS.isdisjoint(re.findall(r"[a-z]+", said.s)):
        return None
    found = _BEATEN.search(said.s)
    kind = lx.kind_of(found.group("noun")) if found else None
    if kind is not None and lx.is_monster(kind) and kind != m.ANY_MONSTER:
        # "what kills the bat nearest the bow?": what kills every bat
        return m.Ask(m.WEAKNESS, (m.Thing(kind),), words=said.text)
    return m.Unknown(said.text, m.Reason.CANNOT, BEATEN_PICK_WHY)
