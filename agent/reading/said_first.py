"""A sentence said to come before those said before it ("Kill the gorgon. Grab the sword first.",
"But first, get the bow."): its steps go ahead of the steps read before it (``reader.read``)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.sequence import is_step, only_an_object
from game.world import NEEDS

# A sentence said to come before those said before it: "first" at its start or end.
_FIRST_SAID = lazy(
    r"^\W*(?:but\s+|and\s+)?(?:first(?:\s+of\s+all)?(?:,?\s+though)?\b,?\s*"
    r"(?P<y>.+?)|(?P<y2>.+?),?\s+first(?:\s+of\s+all)?)"
    rf"(?:,?\s+{lx.alt(lx.CLOSERS, ('though', 'now'))})*\W*$",
    re.I,
)


def placed(steps: list[m.Step], read: Sequence[m.Step], said: str) -> tuple[int, list[m.Step]]:
    """Where the steps ``read`` from the sentence ``said`` begin among ``steps``, and the steps
    with them: after those before, or ahead of them when the sentence is said to come first
    ("Kill the gorgon. Grab the sword first.")."""
    if steps and said_first(said):
        return 0, [*_named_alone(read, steps, said), *steps]
    return len(steps), [*steps, *read]


def _named_alone(read: Sequence[m.Step], steps: Sequence[m.Step],
                 said: str) -> Sequence[m.Step]:
    """A thing said first with no verb ("Kill the gorgon. Sword first."): fetched first where a
    fight before it takes it (the sword for the gorgon, the bow for the bats), never brought to
    the player; refused where it takes no part in the steps before (the bow for the gorgon, the
    sword before a walk); any other sentence's steps as read."""
    found = _FIRST_SAID.match(said)
    if found is None or not only_an_object(found.group("y") or found.group("y2")) or len(
            read) != 1 or not isinstance(act := read[0], m.Act) or act.thing is None or (
            act.action not in (m.FETCH, m.BRING)) or not lx.is_item(act.thing.kind):
        return read
    kind = act.thing.kind
    if any(isinstance(s, m.Act) and s.action == m.ATTACK and s.thing is not None and kind in (
            _TAKES.get(s.thing.kind, ())) for s in steps):
        return [m.Act(m.FETCH, act.thing, words=act.words)]
    return [m.Unknown(said.strip(), m.Reason.MISMATCH)]


# What a fight on each kind takes: the game's (a fight on any monster, any of them).
_TAKES = {**NEEDS, m.ANY_MONSTER: tuple(item for items in NEEDS.values() for item in items)}


def said_first(sentence: str) -> bool:
    """Whether the sentence is a step said to come first ("grab the sword first", "But first,
    get the bow.")."""
    found = _FIRST_SAID.match(sentence)
    return found is not None and is_step(found.group("y") or found.group("y2"))
