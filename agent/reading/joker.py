"""A joker's voice (bench/fresh_orders_8.toml): jokes, emoji and teasing round a real order,
the row "joker" of ``voices.VOICES``.

Emoji are left out; a laugh opening a sentence ("lol", "haha") and a mock name for the companion
("yo robo-butler", "ok einstein") too; "go sightseeing in X" is going to X; a complaint about
things before a comma ("the bats are so annoying, get rid of one") is a sentence of its own, so
that its things are what the order's "one" or "it" stands for; "keep your distance, you smell"
is a distance from me. Whole pieces beside an order that only tease ("very scenic", "chop chop",
"and try not to get lost this time") are asides. Anything else the joker says stays as typed and
is read or refused."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_typed as lt, lexicon_venting as lv
from agent.reading.voice_rows import Aside, Form as _Form

GATE = frozenset(lv.LAUGHS)
SPANS = lv.JOKER_SPANS

_EMOJI = r"[\U0001F000-\U0001FAFF\u2600-\u27BF\u2B00-\u2BFF\uFE0F\u200D]+"
_LEAD = r"(?P<lead>^|[.!?]\s*)"


def forms() -> tuple[_Form, ...]:
    """Emoji, a laugh and a mock name taken off; sightseeing a going; a complaint before a comma
    a sentence; an insult after "keep your distance" a distance from me."""
    return (
        (_EMOJI, " "),
        (r"[ \t]{2,}", " "),
        # not a laugh that takes a joke back ("haha no", "lol jk")
        (
            rf"{_LEAD}(?!{lx.alt(lt.JOKE_TAKEN_BACK)}\b){lx.alt(lv.LAUGHS)}\b[\s,!.]*(?=\w)",
            r"\g<lead>",
        ),
        (
            rf"{_LEAD}(?:{lx.alt(lv.MOCK_CALLS)}[\s,]+)?{lx.alt(lv.MOCK_NAMES)}\s*[,!]*\s+(?=\w)",
            r"\g<lead>",
        ),
        (r"\bgo\s+sightseeing\s+(?:in|at|to|by)\s+", "go to "),
        (
            r"^(?P<remark>(?:the|those|these)\s+\w+\s+(?:are|is)\s+(?:so\s+|really\s+|super\s+)?"
            rf"{lx.alt(lv.COMPLAINTS)})\s*,\s*(?=\w)",
            r"\g<remark>. ",
        ),
        (
            rf"\b(?P<keep>keep\s+your\s+distance)\s*,?\s*you\s+{lx.alt(lv.INSULTS)}"
            r"(?:\s+like(?=\s+\d))?",
            r"\g<keep> from me,",
        ),
        (r"^\s+|\s+$", ""),
    )


ASIDES = (Aside(re.compile(lx.alt(lv.TEASING, gap=r"\s+"), re.I)),)
