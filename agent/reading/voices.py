"""The players' voices, one table of rows run in one place: first in ``reader._pass``, before
quoted words are found ("'tween me an' the gorgon" holds no quote) and before anything else reads
the order's words.

Each voice is a row (``VOICES``): its name, the words that may be its own (any one of them and the
voice is tried), a test on the text where a word cannot say it (a sentence after another, a
bracket), and its rule, which says the voice's words as the reader's and takes off the frames it
puts around an order. One intersection of the order's words with all the voices' words
(``_TRIGGERS``) spares most orders every voice.

Where a voice said some of the order's words as others ("give that bat a proper wallop":
"attack that bat"), what the reader says back of them is the player's own words: ``said_back``
maps words quoted from the voiced text back to the span of the order they came from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agent.reading import (
    address,
    exasperated,
    legal,
    office,
    pirate,
    plays,
    radio,
    relayed,
    slang,
    team,
    trainer,
)
from agent.reading.text import words_in


@dataclass(frozen=True)
class Voice:
    """One voice: ``rule(text, words)`` is ``text`` said as the reader's words (``words``: its
    lower-case words); tried where the order has one of ``triggers`` or ``tried(text)`` holds."""

    name: str
    triggers: frozenset[str]
    rule: Callable[[str, frozenset[str]], str]
    tried: Callable[[str], bool] | None = None


def _sentences(text: str) -> bool:
    return ". " in text or "? " in text or "! " in text


# In the order they are tried: a pirate's spelling first, then a name said to the companion,
# then what frames an order (relayed, a team's plan, venting, radio), then the trades' words.
VOICES = (
    Voice("pirate", pirate.GATE, pirate.framed),
    Voice("address", frozenset(), address.framed, address.said_to),
    Voice("relayed", relayed.GATE, relayed.framed),
    Voice("team", team.GATE, team.framed),
    Voice("exasperated", exasperated.TRIGGERS, exasperated.framed, _sentences),
    Voice("radio", radio.GATE, radio.framed, lambda text: text.split(None, 2)[1:2] == ["to"]),
    Voice("trainer", trainer.TRIGGERS, trainer.framed),
    Voice("coach", plays.TRIGGERS, plays.framed, lambda text: ":" in text),
    Voice("legal", legal.GATE, legal.framed),
    Voice("office", office.GATE, office.framed, lambda text: "(" in text),
    Voice("slang", slang.TRIGGERS, slang.framed),
)
# Every voice's words: an order with none of them (and none of the tests) is spared them all.
_TRIGGERS = frozenset().union(*(voice.triggers for voice in VOICES))
_TRIED = tuple(voice.tried for voice in VOICES if voice.tried is not None)


def voiced(text: str) -> str:
    """``text`` with every voice it is said in said as the reader's words; as it was where none
    is."""
    words = words_in(text.lower())
    if words.isdisjoint(_TRIGGERS) and not any(tried(text) for tried in _TRIED):
        return text
    for voice in VOICES:
        if words.isdisjoint(voice.triggers) and not (voice.tried and voice.tried(text)):
            continue
        said = voice.rule(text, words)
        if said != text:
            text, words = said, words_in(said.lower())
    return text
