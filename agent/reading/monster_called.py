"""A monster called by name before an order, set off by a comma or a colon at a sentence's start:
"Gorgon, fetch the bow.", "Bats: follow me", "the gorgon, come back here". The companion is the
one given orders; the monster named is no thing of the order to fight (before, "Gorgon, fetch the
bow." attacked the gorgon and then fetched the bow, the monster named alone read as a fight among
other steps). Refused in words: "I'm your companion, not the gorgon".

Only where the words after it are an order that opens with a verb of the game's and names the
monster no more: "bat, kill it", "the gorgon, attack it" speak of the monster first and are read
as before, and so are "bats, kill two" (a number of them) and "the gorgon, then the bow" (no verb
after it); a question after it is refused so where it names another thing of the game ("Bat,
how many arrows do you have?"), and read as before where it names none ("bats, how many are
left?": of the bats)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_address as la, meaning as m
from agent.reading.patterns import lazy
from agent.reading.questions import QUESTION_START
from agent.reading.requests import PRONOUN
from agent.reading.sequence import starts_with_action

_MONSTER_KINDS = frozenset(k for k in lx.NOUN_WORDS.values() if lx.is_monster(k))
# The words of the monsters' names: the reader's gate (``stream.Gated``).
GATE = frozenset(w for w, k in lx.NOUN_WORDS.items() if k in _MONSTER_KINDS)
_CALLED = lazy(rf"^\s*(?:the\s+)?(?P<name>{lx.noun_pattern(_MONSTER_KINDS)})\s*[,:]\s*"
               r"(?P<rest>\S.*)$", re.I)
_NUMBER = lazy(rf"\b(?:\d+|{lx.NUMBER_RE})\b", re.I)


def monster_called(text: str, asked: bool) -> list[m.Step] | None:
    """The order refused in words where a monster is called by name before it; None for any
    other text."""
    del asked
    found = _CALLED.match(text)
    if found is None:
        return None
    kind = lx.kind_of(found["name"].lower()) or found["name"].lower()
    rest = found["rest"]
    named = {lx.kind_of(w) for w in re.findall(r"[a-z]+", rest.lower())} - {None}
    if not (starts_with_action(rest) or QUESTION_START.match(rest.lower()) and named):
        return None  # "the gorgon, then the bow"; "bats, how many are left?": of the bats
    if PRONOUN.search(rest) is not None or _NUMBER.search(rest) is not None or kind in named:
        return None  # "bat, kill it", "bats, kill two": the monster spoken of, not called
    called = kind if kind != m.ANY_MONSTER else found["name"].lower()
    return [m.Unknown(text.strip(), m.Reason.CANNOT, la.MONSTER_CALLED.format(called))]
