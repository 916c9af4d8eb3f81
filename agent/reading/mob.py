"""A mafia boss's and a spy handler's voices (bench/fresh_orders_23.toml) said as the reader's
words: the forms of row "mafia" of ``voices.VOICES`` (the words are ``lexicon_mob``'s).

Sentences that ask nothing ("Do me a favour, kid.", "Tell me something.", "Nice and easy.",
"Don't make me ask twice.") are left out beside an order; "Asset, your objective is the sword
..." names the sword the next sentence's "it" is; "whack a bat" and "ice the gorgon" fight it
(a monster only), "extract the bow" gets it (an item only); "you're armed with the sword" is
the companion having it; "to me at my position" is to me; "Report your loadout." asks what the
companion carries; "Confirm kills." before "how many ... are down so far?" asks how many are
defeated."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_mob as lm
from agent.reading.voice_rows import Form

_EDGE, _END = r"(?<![\w'])", r"(?![\w'])"
_SENTENCE_START = r"(?:^|(?<=[.!?])\s+|^\s+)"
_NAMED = rf"(?:\s*,\s*{lx.alt(lm.MOB_NAMES)})?"
_AFTER = r"(?=(?:the|that|this|a|an|every|each|all|one|those)\s+(?:of\s+the\s+)?(?P<word>[a-z]+)\b)"
GATE = lm.MOB_GATE
SPANS = lm.MOB_SPANS


def forms() -> tuple[Form, ...]:
    """The boss's and the handler's forms, in the order they are tried."""
    return (
        (rf"{_SENTENCE_START}{lx.alt(lm.MOB_ASIDES)}{_NAMED}\s*[.!:]+", ""),
        (rf"{_SENTENCE_START}(?:{lx.alt(lm.MOB_NAMES)}\s*,\s*)?{lx.alt(lm.MOB_OBJECTIVE)}\s+"
         r"(?=(?:the|an?)\s)", " "),
        (rf"{_EDGE}{lx.alt(tuple(lm.MOB_SAID_AS))}{_END}", lm.MOB_SAID_AS),
        (rf"{_SENTENCE_START}{lx.alt(lm.MOB_KILLS_ASKED)}\s*[.!:]+\s*(?=how\s+many\b)", ""),
        (rf"(?<=\bhow many\b)(?P<kind>[^.!?]*?)\s+{lx.alt(lm.MOB_DOWN)}"
         rf"(?=(?:\s+{lx.alt(lm.MOB_DOWN_AFTER)})?\s*[?.!]*\s*$)", rf"\g<kind> {lm.MOB_DEAD}"),
        (rf"{_EDGE}{lx.alt(lm.MOB_HITS)}\s+{_AFTER}", _hit),
        (rf"{_EDGE}{lx.alt(lm.MOB_TAKES)}\s+{_AFTER}", _taken),
        (r"\s{2,}", " "),
        (r"^[\s,]+|[\s,]+$", ""),
    )


def _kind(found: re.Match[str]) -> str | None:
    return lx.kind_of(found.group("word").lower())


def _hit(found: re.Match[str]) -> str:
    """ "whack the gorgon": the fight with it; anything else, as typed."""
    kind = _kind(found)
    return f"{lm.MOB_KILLED} " if kind is not None and lx.is_monster(kind) else found.group(0)


def _taken(found: re.Match[str]) -> str:
    """ "extract the bow": getting it; anything else, as typed."""
    kind = _kind(found)
    return f"{lm.MOB_GOT} " if kind is not None and lx.is_item(kind) else found.group(0)
