"""Two players' voices of bench/fresh_orders_19.toml said as the reader's words: their forms,
rows "chef" and "poet" of ``voices.VOICES`` (the words are ``lexicon_kitchen``'s).

A chef's calls before an order ("yes chef, ...", "heard! ...", "behind! ...", "plate it up: ...")
and urging after it ("chop chop") are left out; "86 the gorgon" is a fight with it ("86 the bow"
as typed, and refused); the kitchen's phrases are the plain ones ("hold on the pass" holding here,
"on my hip" at my side, "the bow station" the bow)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_kitchen as lk
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form as _Form

CHEF_GATE = lk.CHEF_GATE
CHEF_SPANS = lk.CHEF_SPANS


def chef() -> tuple[_Form, ...]:
    """A kitchen's calls before the order and urging after it taken off; "86 X" a fight where X
    is a monster; the kitchen's phrases in plain words."""
    return (
        (rf"^\s*{lx.alt(lk.CHEF_CALLS)}(?:\s*,?\s*chef)?\s*[,!:]+\s*", ""),
        (rf"\s*,?\s*{_EDGE}{lx.alt(lk.CHEF_URGING)}{_END}[\s.!]*$", ""),
        (
            rf"{_EDGE}{lk.CHEF_86}\s+(?P<what>(?:(?:all|every|each)\s+(?:of\s+)?)?"
            r"(?:(?:the|that|this|those|these)\s+)?(?P<word>\w+))",
            _eighty_sixed,
        ),
        (rf"{_EDGE}{lx.alt(tuple(lk.CHEF_SAID_AS))}{_END}", lk.CHEF_SAID_AS),
        (r"\s{2,}", " "),
        (r"^[\s,]+|[\s,]+$", ""),
    )


def _eighty_sixed(found: re.Match[str]) -> str:
    """ "86 the gorgon": a fight with it; anything else 86'd, as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{lk.CHEF_86_AS} {found.group('what')}"


POET_GATE = lk.POET_GATE
POET_SPANS = lk.POET_SPANS


def placed_first(text: str) -> bool:
    """Whether ``text`` opens with a place said before its verb ("Betwixt me and the bat, ...",
    "From the bat, ...")."""
    return text.lstrip()[:8].lower().startswith(lk.POET_FIRST)


def poet() -> tuple[_Form, ...]:
    """A place said before its standing or its distance kept said first in plain order ("Betwixt
    me and the bat, stand firm, stand nigh": stand between ...; "From the bat, keep five tiles
    off": keep five tiles away from the bat); "upon that tile" after standing still, the rhyme's
    tails and fillers left out; its phrases in plain words."""
    n = lx.NUMBER_RE
    return (
        (
            rf"^\s*(?P<at>between|betwixt)\s+(?P<x>[^.;!?]+?)\s*,\s*{lx.alt(lk.POET_STANDS)}"
            r"(?=\s*(?:[,.;!]|$))",
            rf"{lk.POET_STOOD} \g<at> \g<x>",
        ),
        (
            rf"^\s*from\s+(?P<x>[^.;!?]+?)\s*,\s*keep\s+(?P<n>{n})\s+(?P<u>tiles?|steps?|squares?)"
            rf"\s+{lx.alt(lk.POET_KEPT_OFF)}\b",
            r"keep \g<n> \g<u> away from \g<x>",
        ),
        (
            rf"\b(?P<still>{lx.alt(lk.POET_STILL)}\s+still\b[^.;!?]*?)\s*,?\s*upon\s+"
            r"(?:this|that)\s+tile\b",
            r"\g<still>",
        ),
        (
            r"^\s*(?P<one>an?|the|one)\s+(?P<held>\w+)\s+"
            rf"{lx.alt(lk.POET_HELD)}\s+(?:with)?in\s+(?:thy|your)\s+hands?\s*[;,.]",
            r"You have \g<one> \g<held>.",
            frozenset(("hand", "hands")),
        ),
        (rf"{_EDGE}{lx.alt(tuple(lk.POET_SAID_AS_FIND))}{_END}(?!\s+out\b)", lk.POET_SAID_AS_FIND),
        (
            rf"\b(?P<got>{lx.alt(lx.FETCH_VERBS, lx.LOCATE_VERBS)}\s+(?:the|that|an?)\s+\w+)"
            rf"\s+where\s+it\s+{lx.alt(lk.POET_WHERE_IT)}\b",
            r"\g<got>",
            frozenset(("doth",)),
        ),
        (
            rf"\bto\s+(?P<to>the\s+[^,.;!?]+?)\s+{lx.alt(lk.POET_GONE_TO)}(?=\s*(?:[,.;!?]|$))",
            rf"{lk.POET_WENT} \g<to>",
        ),
        *(_tail(said, needs) for said, needs in lk.POET_TAILS.items()),
        (rf"{_EDGE}{lx.alt(lk.POET_FILLERS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(lk.POET_SAID_AS))}{_END}", lk.POET_SAID_AS),
        *TIDIED,
    )


def _tail(said: str, needs: tuple[str, ...]) -> _Form:
    """A rhyme's tail taken off the order's end, after a comma or a sentence; where ``needs``
    names words, only in an order with one of them."""
    pattern = rf"(?:\s*,\s*|(?<=[.!?])\s+){re.escape(said)}(?=\s*[.!?]*\s*$)"
    return (pattern, "", frozenset(needs)) if needs else (pattern, "")
