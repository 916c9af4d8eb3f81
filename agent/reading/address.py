"""Words said to the companion that are no part of the order, left out before an order is read
(a row of ``voices.VOICES``, beside the other voices; the words are lexicon_address'):

- a name for it, a pet name or a rank, at a clause's start or end or alone ("pumpkin can you
  fetch the sword", "give me the arrow you're holding, sweetheart", "PRIVATE! GRAB THE BOW",
  "... for me sweetpea?"); after "the", "a", "my"... it is a thing spoken of, left as typed;
- a tag asking for agreement or praising it ("..., ok honey?", "... can you do that?", "there's my
  clever girl! now ..."), asking it to be good ("be a good helper and ..."), likening it to a good
  one ("... like a good little guard");
- the player naming themselves as a parent: me ("give mummy the arrow", "till mummy's back": till
  I'm back);
- a drill sergeant's barks that add no step ("MOVE IT!", "DOUBLE TIME", "ON THE DOUBLE", "GO GO
  GO", "COORDINATES!" after a question of where), a soldier's words for the reader's ("RECON THE
  AREA": explore; "BREAK CONTACT WITH X": keep away from X; "MY POSITION": me) and what says them
  again ("I WANT EYES ON EVERYTHING" after exploring, "WITH YOUR LIFE" after guarding, "PULL
  BACK", "COVER ME").
"""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_address as la

# Every phrase one of the patterns below needs (each after a place where a word begins).
SAID = (
    *la.NAMES,
    *la.TAGS,
    *la.PRAISE,
    *la.BE_GOOD,
    *la.LIKE_GOOD,
    *la.PARENTS,
    *la.BARKS,
    *la.BARKS_AFTER,
    *la.COORDINATES,
    *la.SAID_AS,
    *la.SAID_AGAIN,
    *la.MY_POSITION,
)
_STOP = r"(?=\s*(?:[.!?;,]|$))"
_OPEN = r"(?P<lead>^|[.!?;]\s*)"


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    names, barks = lx.alt(la.NAMES), lx.alt(la.BARKS)
    parents = lx.alt(la.PARENTS)
    bare = lx.alt(tuple(name for name in la.NAMES if name not in la.NAMES_ALSO_VERBS))
    return (
        # praise or a bark alone as a sentence, before the order or after it
        (re.compile(rf"{_OPEN}(?:{lx.alt(la.PRAISE)}|{barks})\s*[.!]+\s*", re.I), r"\g<lead>"),
        (re.compile(rf"[\s,]*\b(?:{lx.alt(la.BARKS_AFTER)}){_STOP}", re.I), ""),
        (re.compile(rf"{_OPEN}{lx.alt(la.BE_GOOD)}\s+", re.I), r"\g<lead>"),
        (re.compile(rf"\s+{lx.alt(la.LIKE_GOOD)}{_STOP}", re.I), ""),
        (re.compile(rf"\b(?:{parents})'s\s+back\b", re.I), la.BACK_AGAIN),
        (
            re.compile(
                rf"(?<=\bwhere\b)(?P<asked>[^.!?]*\?)\s*(?:{lx.alt(la.COORDINATES)})"
                r"\s*[.!]*\s*$",
                re.I,
            ),
            r"\g<asked>",
        ),
        (re.compile(rf"{_OPEN}(?:{names})\s*[,!.]+\s*", re.I), r"\g<lead>"),
        (re.compile(rf"{_OPEN}(?:{bare})\s+(?=\w)", re.I), r"\g<lead>"),
    )


@lru_cache(maxsize=1)
def _ends() -> re.Pattern[str]:
    """A tag or a bark said last, alone as a sentence or after a comma."""
    return re.compile(
        rf"(?:(?<=[.!?])|\s*,)\s*(?:{lx.alt(la.TAGS)}|{lx.alt(la.BARKS)})\s*"
        r"[.!?]*\s*$",
        re.I,
    )


@lru_cache(maxsize=1)
def _parent() -> re.Pattern[str]:
    return re.compile(rf"(?P<before>\b[\w']+\s+)?\b(?:{lx.alt(la.PARENTS)})\b(?!')", re.I)


def _me(found: re.Match[str]) -> str:
    """The player named as a parent: me; after "my", "your"... a parent spoken of, as typed."""
    before = found.group("before") or ""
    if before.strip().lower() in la.NOT_ADDRESS_AFTER:
        return found.group(0)
    return before + la.ME


@lru_cache(maxsize=1)
def _name_after() -> re.Pattern[str]:
    return re.compile(rf"(?P<before>\b[\w']+)?\s*,?\s+(?:{lx.alt(la.NAMES)}){_STOP}", re.I)


def _named(found: re.Match[str]) -> str:
    before = found.group("before") or ""
    if before.lower() in la.NOT_ADDRESS_AFTER:
        return found.group(0)
    return before


@lru_cache(maxsize=1)
def _soldier() -> tuple[tuple[re.Pattern[str], str], ...]:
    again = tuple(
        (
            re.compile(rf"(?<=\b{lx.alt((before,))}\b)(?P<kept>.*?)[\s,.!]*\b{said}\b[.!]*", re.I),
            r"\g<kept>",
        )
        for said, before in la.SAID_AGAIN.items()
    )
    said_as = tuple(
        (re.compile(rf"\b{said}\b", re.I), plain) for said, plain in la.SAID_AS.items()
    ) + (
        (
            re.compile(
                rf"\b(?P<joined>{lx.alt(la.POSITION_AFTER)}\s+)(?:{lx.alt(la.MY_POSITION)})"
                r"\b",
                re.I,
            ),
            rf"\g<joined>{la.ME}",
        ),
    )
    return (*said_as, *again)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with words said to the companion that are
    no part of the order left out; the text as it was where there are none."""
    said = text
    for pattern, by in (*_soldier(), *_forms()):
        said = pattern.sub(by, said)
    said = _ends().sub("", _name_after().sub(_named, _parent().sub(_me, said)))
    return said.strip() or text
