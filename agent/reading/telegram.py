"""A telegram's voice (bench/fresh_orders_23.toml), the row "telegram" of ``voices.VOICES``: an
order typed in capitals with every sentence ended by "STOP" ("FETCH BOW STOP THEN ARROW STOP
THEN KILL NEAREST BAT STOP", "HOLD POSITION STOP DO NOT MOVE STOP"). There "STOP" is the full
stop, never an order to stop, but where a word before it makes it a verb ("THEN STOP"); "STOP"
alone, or in an order in lower case, is as typed. Its words for going and waiting are the
reader's ("PROCEED ROW 18 COLUMN 4": go to it; "AWAIT FURTHER INSTRUCTIONS": wait), and "REPEAT
UNTIL FURTHER NOTICE" after a duty is what the duty does anyway."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_typed as lt
from agent.reading.patterns import lazy

_STOP = re.compile(rf"(?P<before>[\w']+)?[\s.,;:!?]*(?<![\w']){lt.TELEGRAM_STOP}(?![\w'])[.!]*")
_ENDS = re.compile(rf"\S\s+{lt.TELEGRAM_STOP}[\s.!]*$")
_GO = lazy(rf"(?<![\w']){lx.alt(lt.TELEGRAM_GO)}(?=\s+(?!{lx.alt(lt.TELEGRAM_GO_NOT_BEFORE)}\b)\w)",
           re.I)
_WAIT = lazy(rf"(?<![\w']){lx.alt(lt.TELEGRAM_WAIT)}(?![\w'])", re.I)
_DUTIES = (*ldu.GUARD_VERBS, *ldu.PATROL_VERBS, *ldu.STAY_VERBS)
_GOES_ON = lazy(rf"(?P<duty>(?:^|[.!?]\s+){lx.alt(_DUTIES)}\b[^.!?]*[.!?])\s+"
                rf"{lx.alt(lt.TELEGRAM_GOES_ON)}\s*[.!]", re.I)


def tried(text: str) -> bool:
    """Whether ``text`` ends as a telegram does: a word, then "STOP"."""
    return _ENDS.search(text) is not None


def stops(text: str, words: frozenset[str]) -> str:
    """Each telegram's "STOP" of ``text`` said as a full stop; ``text`` as it is where it is no
    telegram (a letter in lower case)."""
    if text != text.upper() or not tried(text):
        return text
    said = _STOP.sub(_stopped, text)
    said = _WAIT.sub(lt.TELEGRAM_WAIT_AS.upper(), _GO.sub(lt.TELEGRAM_GO_AS.upper(), said))
    return _GOES_ON.sub(r"\g<duty>", said)


def _stopped(found: re.Match[str]) -> str:
    before = found.group("before")
    if before is None or before.lower() in lt.TELEGRAM_STOP_VERB_AFTER:
        return found.group(0)
    return f"{before}."
