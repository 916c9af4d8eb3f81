"""A telegram's voice (bench/fresh_orders_23.toml), the row "telegram" of ``voices.VOICES``: an
order typed in capitals with every sentence ended by "STOP" ("FETCH BOW STOP THEN ARROW STOP
THEN KILL NEAREST BAT STOP", "HOLD POSITION STOP DO NOT MOVE STOP"). There "STOP" is the full
stop, never an order to stop, but where a word before it makes it a verb ("THEN STOP"); "STOP"
alone, or in an order in lower case, is as typed."""

from __future__ import annotations

import re

from agent.reading import lexicon_typed as lt

_STOP = re.compile(rf"(?P<before>[\w']+)?[\s.,;:!?]*(?<![\w']){lt.TELEGRAM_STOP}(?![\w'])[.!]*")
_ENDS = re.compile(rf"\S\s+{lt.TELEGRAM_STOP}[\s.!]*$")


def tried(text: str) -> bool:
    """Whether ``text`` ends as a telegram does: a word, then "STOP"."""
    return _ENDS.search(text) is not None


def stops(text: str, words: frozenset[str]) -> str:
    """Each telegram's "STOP" of ``text`` said as a full stop; ``text`` as it is where it is no
    telegram (a letter in lower case)."""
    if text != text.upper() or not tried(text):
        return text
    return _STOP.sub(_stopped, text)


def _stopped(found: re.Match[str]) -> str:
    before = found.group("before")
    if before is None or before.lower() in lt.TELEGRAM_STOP_VERB_AFTER:
        return found.group(0)
    return f"{before}."
