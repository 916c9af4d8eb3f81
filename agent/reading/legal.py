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
from collections.abc import Mapping
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_legal as ll

# A contract's own words: without one, a "shall" is a contract's only with a party bound before it
# ("shall I get the bow?" is asked, "the Companion shall retrieve the Bow" ordered: its spans).
GATE = frozenset(ll.LEGAL_GATE) - {"shall"}


@lru_cache(maxsize=1)
def _bound() -> re.Pattern[str]:
    """Who a clause binds, with its "shall"."""
    return re.compile(rf"\b{lx.alt(ll.LEGAL_BOUND)}\s+shall\s+", re.I)


def forms() -> tuple[tuple[str, str | Mapping[str, str]], ...]:
    """The voice's forms, in order (a row of ``voices.VOICES``): a defined term's bracket, a
    party said to hold things, who a clause binds, the parties in the third person, a following
    within tiles, the contract's phrases, a distance kept between two numbers."""
    party = lx.alt(ll.LEGAL_BOUND)
    return (
        (r"\s*\(\s*hereinafter\b[^)]*\)", ""),
        (
            rf"\b{party},\s*being in possession of\s+(?P<held>[^,;]+),\s*shall\s+",
            r"you have \g<held>, so ",
        ),
        (_bound().pattern, ""),
        (r"(?<=\band )shall\s+", ""),  # "... and shall thereupon ..."
        (rf"\b{lx.alt(tuple(ll.LEGAL_PARTIES))}(?!\w)", ll.LEGAL_PARTIES),
        (
            rf"\b({re.escape(ll.LEGAL_FOLLOWING)})\s+{lx.alt(ll.LEGAL_WITHIN)}\s+"
            rf"(?!one\b|1\b){lx.NUMBER_RE}(?:\s*\(\s*\d+\s*\))?\s+tiles?\b",
            r"\1",
        ),
        (rf"\b{lx.alt(tuple(ll.LEGAL_SAID_AS))}(?!\w)", ll.LEGAL_SAID_AS),
        (
            rf"\b{lx.alt(ll.LEGAL_KEPT)}\s+(?P<low>\S+)(?:\s+\(\s*\d+\s*\))?\s+"
            rf"{lx.alt(ll.LEGAL_KEPT_AND)}\s+",
            rf"{ll.LEGAL_KEPT_AS} \g<low> and ",
        ),
        (r"\s+([,.;])", r"\1"),
        (r"\s{2,}", " "),
        (r"^\s+|\s+$", ""),
    )
