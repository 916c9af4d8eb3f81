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

import re
from collections.abc import Callable
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

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


_WORD = re.compile(r"[\w']+")


@lru_cache(maxsize=64)  # once an order, for each of its steps
def said_back(order: str, voiced_as: str) -> Callable[[str], str]:
    """What maps words quoted from ``voiced_as`` (``order`` as ``voiced`` said it) back to the
    order's own: where they hold words a voice said for others ("attack that bat with the
    banana"), the span of the order those came from ("give that bat a proper wallop with the
    banana"); any other words as they are."""
    if voiced_as == order:
        return _as_they_are
    typed = list(_WORD.finditer(order))
    low = _low(list(_WORD.finditer(voiced_as)))
    came_from = _came_from(order, typed, low)

    def back(words: str) -> str:
        quoted = _low(list(_WORD.finditer(words)))
        at = _found(low, quoted)
        taken = came_from[at : at + len(quoted)] if at is not None else []
        spans = [(first, last) for first, last, _ in taken if first < last]
        if not spans or (
            all(same for *_, same in taken) and taken[-1][1] - taken[0][0] == len(taken)
        ):
            return words  # not found, or the player's own words already
        first, last = min(s for s, _ in spans), max(e for _, e in spans)
        said = order[typed[first].start() : typed[last - 1].end()]
        return said + ")" if said.count("(") > said.count(")") else said  # "twelve (12)"

    return back


def _came_from(
    order: str, typed: list[re.Match[str]], said: list[str]
) -> list[tuple[int, int, bool]]:
    """For each word of the voiced text (``said``, lower case), the words of the order
    (``typed``) it came from (first, last + 1), and whether it is the order's word as typed. A
    word a voice put elsewhere ("give the bow a wallop": "wallop the bow") came from where it
    stood too; words a voice said for others end at a mark ("for mummy, there's a good boy": for
    me, the praise after the comma left out)."""
    low = _low(typed)
    blocks = SequenceMatcher(None, low, said, False).get_opcodes()
    unmatched = [k for how, i1, i2, _, _ in blocks if how != "equal" for k in range(i1, i2)]
    came_from: list[tuple[int, int, bool]] = []
    for how, i1, i2, j1, j2 in blocks:
        if how == "equal":
            came_from += [(i1 + k, i1 + k + 1, True) for k in range(j2 - j1)]
            continue
        end = next(
            (
                k
                for k in range(i1 + 1, i2)
                if _MARK.search(order, typed[k - 1].end(), typed[k].start())
            ),
            i2,
        )
        for word in said[j1:j2]:
            moved = [k for k in unmatched if low[k] == word and not i1 <= k < end]
            came_from.append((min([i1, *moved]), max([end, *(k + 1 for k in moved)]), False))
    return came_from


_MARK = re.compile(r"[,.;!?]")


def quoted_back(sentence: str, back: Callable[[str], str]) -> str:
    """The reader's ``sentence`` with the words it quotes mapped ``back`` ("I don't know what
    \"the banana for us\" is")."""
    return _QUOTED.sub(lambda found: f'"{back(found.group(1))}"', sentence)


_QUOTED = re.compile(r'"([^"]+)"')


def _as_they_are(words: str) -> str:
    return words


def _low(found: list[re.Match[str]]) -> list[str]:
    return [word.group(0).lower() for word in found]


def _found(words: list[str], part: list[str]) -> int | None:
    """Where ``part`` first stands in ``words``, word for word; None where it does not."""
    for at in range(len(words) - len(part) + 1 if part else 0):
        if words[at : at + len(part)] == part:
            return at
    return None
