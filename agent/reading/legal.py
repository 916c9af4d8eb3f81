"""A contract's voice, said as the reader's words before an order is read (a row of
``voices.VOICES``, tried before the office memo's, which then reads the numbers written twice,
"in the event that", "thereafter"; the words are lexicon_legal.LEGAL_*):

- who the clause binds, before "shall", left out: "The Companion shall retrieve the Bow",
  "The Party of the Second Part shall report ...", "...; otherwise, it shall retrieve the Bow";
  "The Companion, being in possession of the Bow and one (1) Arrow, shall neutralize ...": you
  have the bow and 1 arrow, so kill ...;
- the parties in the third person: "the Principal" (me), "the Companion" (you), "its" (your),
  "itself" (yourself); a defined term's bracket left out ("(hereinafter, the "Principal")");
- a contract's phrases as the plain ones: "procure" (get), "neutralize" (kill), "provided that"
  (if), "thereupon" (then), "forthwith" (now: left out), "until further notice", "remain
  stationary", "tender ... to me" (hand over), "interpose yourself between" (get between), "at a
  distance not exceeding" (within), "maintain a distance of not less than 3 and not more than 5
  tiles" (stay between 3 and 5 tiles), ...

Anything else a contract says ("transport the Principal", "at its own expense", "concurrently")
is left as typed, and refused."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_legal as ll

GATE = frozenset(ll.LEGAL_GATE)
# A contract's own words: without one, a "shall" is a contract's only with a party bound before it
# ("shall I get the bow?" is asked, "the Companion shall retrieve the Bow" ordered).
_OWN = GATE - {"shall"}
_SAID = {**ll.LEGAL_SAID_AS, **ll.LEGAL_PARTIES}  # the parties said first, then the phrases


@lru_cache(maxsize=1)
def _bound() -> re.Pattern[str]:
    """Who a clause binds, with its "shall"."""
    return re.compile(rf"\b{lx.alt(ll.LEGAL_BOUND)}\s+shall\s+", re.I)


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    bound = lx.alt(ll.LEGAL_BOUND)
    return (
        (re.compile(r"\s*\(\s*hereinafter\b[^)]*\)", re.I), ""),
        (
            re.compile(
                rf"\b{bound},\s*being in possession of\s+(?P<held>[^,;]+),\s*shall\s+", re.I
            ),
            r"you have \g<held>, so ",
        ),
        (_bound(), ""),
        (re.compile(r"(?<=\band )shall\s+", re.I), ""),  # "... and shall thereupon ..."
        (re.compile(rf"\b{lx.alt(tuple(ll.LEGAL_PARTIES))}(?!\w)", re.I), "said"),
        (
            re.compile(
                rf"\b({re.escape(ll.LEGAL_FOLLOWING)})\s+{lx.alt(ll.LEGAL_WITHIN)}\s+"
                rf"(?!one\b|1\b){lx.NUMBER_RE}(?:\s*\(\s*\d+\s*\))?\s+tiles?\b",
                re.I,
            ),
            r"\1",
        ),
        (re.compile(rf"\b{lx.alt(tuple(ll.LEGAL_SAID_AS))}(?!\w)", re.I), "said"),
        (
            re.compile(
                rf"\b{lx.alt(ll.LEGAL_KEPT)}\s+(?P<low>\S+)(?:\s+\(\s*\d+\s*\))?\s+"
                rf"{lx.alt(ll.LEGAL_KEPT_AND)}\s+",
                re.I,
            ),
            rf"{ll.LEGAL_KEPT_AS} \g<low> and ",
        ),
        (re.compile(r"\s+([,.;])"), r"\1"),
        (re.compile(r"\s{2,}"), " "),
    )


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a contract's words said as the
    reader's; the text as it was where none is."""
    if words.isdisjoint(_OWN) and not ("shall" in words and _bound().search(text)):
        return text
    said = text
    for pattern, by in _forms():
        if by == "said":
            said = pattern.sub(lambda f: _SAID[f.group(0).lower()], said)
        else:
            said = pattern.sub(by, said)
    return said.strip()
