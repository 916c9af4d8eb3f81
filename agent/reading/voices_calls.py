"""The voices of a team's calls, rows of ``voices.VOICES``: a radio voice's framing and its ways
of saying a tile, a count, a position (``radio``, tried on its words and on a call sign's frame,
``called``) and a coach's play (``coach``). Each is a voice's forms (``voice_rows.Form``) and the
words a row is tried on (``RADIO_GATE``, ``COACH_GATE``).
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_heard as lhd,
    lexicon_idioms as li,
    lexicon_trainer as ltr,
)
from agent.reading.voice_rows import Form as _Form, firsts, lasts, words_of


def radio() -> tuple[_Form, ...]:
    """A radio voice's framing taken off: a sign-off ("..., over.", "Over and out.", "...,
    copy?"), an acknowledgement ("Roger, ...", "Acknowledge and report ..."), call signs
    ("Companion, this is Lead.", "Lead to Companion, ..."); its grid references ("grid 8 12": row
    8, column 12), requested counts, separations ("3 to 5 tiles separation from me"), "my
    position" (me), "your twenty", status reports and "until I move out" in the reader's words
    (``_radio_said``)."""
    gap, word = r"\s+", r"[A-Za-z][\w-]*"
    lead = r"(?P<lead>(?:^|[.;:!?])\s*)"
    return (
        (
            rf"(?P<mark>\s*[,;:]\s*|(?<=[.!?])\s*|^\s*){lx.alt(lhd.RADIO_SIGN_OFFS, gap=gap)}"
            r"\s*(?P<end>[.!?]*)\s*(?=[.;:!?]|$)",
            _signed_off,
            _RADIO_SIGNS,
        ),
        (
            rf"{lead}{lx.alt(lhd.RADIO_OPENS, gap=gap)}(?:\s*[,.;:!]+\s*|\s+(?=and\b)|(?<=and)\s+)",
            r"\g<lead>",
            _RADIO_SIGNS,
        ),
        (
            rf"{lead}(?:(?P<other>{word})\s*,\s*)?this\s+is\s+(?P<sign>{word})(?:\s+actual)?"
            r"\s*(?:[,.;:!]+|$)\s*",
            _call_sign,
            frozenset(("this",)),
        ),
        (
            rf"(?P<lead>^\s*)(?P<sign>{word})\s+(?-i:to)\s+(?P<other>{word})\s*[,:;.!-]+\s*",
            _call_sign,
        ),
        *_radio_said(),
    )


def _radio_said() -> tuple[_Form, ...]:
    """A radio voice's ways of saying a tile, a count, a separation, a place, a position and a
    move in the reader's words."""
    gap, lead = r"\s+", r"(?P<lead>(?:^|[.;:!?])\s*)"
    return (
        (
            rf"\b{lx.alt(lhd.RADIO_GRID, gap=gap)}\s*\(?\s*(?P<row>\d{{1,2}})\s*[\s,/-]"
            r"\s*(?P<col>\d{1,2})(?:\s*\))?(?![\w-])",
            r"row \g<row>, column \g<col>",
            firsts(lhd.RADIO_GRID),
        ),
        (rf"\b{lx.alt(lhd.RADIO_COUNT, gap=gap)}\b", "count", firsts(lhd.RADIO_COUNT)),
        (
            rf"\b(?P<unit>tiles?|steps?|squares?|spaces?|paces?)\s+"
            rf"{lx.alt(lhd.RADIO_SEPARATION, gap=gap)}\s+(?=(?:from|to|between)\b)",
            r"\g<unit> ",
            lasts(lhd.RADIO_SEPARATION),
        ),
        (
            rf"\b(?P<to>to|towards|toward)\s+{lx.alt(lhd.RADIO_MY_POSITION, gap=gap)}\b",
            r"\g<to> me",
            lasts(lhd.RADIO_MY_POSITION),
        ),
        (
            rf"\b(?P<whose>your|my)\s+{lx.alt(lhd.RADIO_TWENTY)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<whose> position",
            frozenset(lhd.RADIO_TWENTY),
        ),
        (
            rf"{lead}{lx.alt(lhd.RADIO_STATUS_ASKS, gap=gap)}\s+"
            rf"{lx.alt(lhd.RADIO_STATUS, gap=gap)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<lead>status report",
            lasts(lhd.RADIO_STATUS),
        ),
        (
            rf"\b(?P<who>i|we|i'm|i am|we're|we are)\s+"
            rf"(?P<how>{lx.alt(tuple(lhd.RADIO_MOVE_OUT), gap=gap)})\b(?!\s+of\b)",
            _moved_out,
            frozenset(("out",)),
        ),
        (r"^\s+|\s+$", ""),
    )


def _signed_off(found: re.Match[str]) -> str:
    """ "X, over." -> "X."; "X. Over." -> "X."; "What is it, over?" -> "What is it?"."""
    return found.group("end") if found.group("mark").strip() else ""


def _call_sign(found: re.Match[str]) -> str:
    """A call sign left out where it is one: a word of the class, or a capitalised word that
    opens no step ("Lead", "Viper"; not "Go to Bob")."""
    for name in ("sign", "other"):
        said = found.group(name)
        if said is None:
            continue
        low = said.lower()
        if (
            low not in lhd.RADIO_CALL_SIGNS
            and low not in lhd.RADIO_ADDRESSEES
            and (
                not said[:1].isupper()
                or low in lx.ACTION_VERBS
                or low in lx.FUNCTION_WORDS
                or low in lx.NOUN_WORDS
            )
        ):
            return found.group(0)
    return found.group("lead")


def _moved_out(found: re.Match[str]) -> str:
    """ "until I move out": until I move (not "let's move out", "move out of the way")."""
    how = " ".join(found.group("how").lower().split())
    return f"{found.group('who')} {lhd.RADIO_MOVE_OUT[how]}"


# A coach's phrases, and waiting on a signal said as waiting for it (a signal the order names).
_COACH_SAID_AS = {**ltr.COACH_SAID_AS, **li.WAITED_ON}


def coach() -> tuple[_Form, ...]:
    """A coach's play's name before a colon ("Run the play: ...") and "that's the play" taken
    off; "on my signal, ..."; "go, go, go!" and "call it out" after a question taken off; a
    coach's phrases ("till the whistle", "sub in at", "man-mark me"); "stick to me like glue"
    following and the simile taken off; "hold within two tiles of the bottom left corner"
    guarding it; "the two ends of row 8, column 2 and column 7" both tiles; "take 4 turns to
    breathe" waiting; "screen me from the gorgon: get between us" said once."""
    n = rf"(?:\d+|{lx.NUMBER_RE})"
    like = lx.alt(ltr.COACH_LIKE)
    return (
        (rf"^\s*{lx.alt(ltr.COACH_HEADINGS)}\s*(?::|-|!)\s*", ""),
        (
            rf"^\s*(?:{n}(?:-part)?\s+)?{lx.alt(ltr.SET_HEADINGS, ltr.JOB_HEADINGS)}(?:\s+{n})?"
            rf"(?:\s+{lx.alt(ltr.HEADING_WHILE)})?\s*(?::|!)\s*",
            "",
        ),
        (rf"(?:^|(?<=[.!?]\s)){lx.alt(ltr.COACH_ON_SIGNAL)}\s*,\s*", ltr.COACH_SIGNALLED),
        (rf"\s*,?\s*\b{lx.alt(ltr.COACH_CLOSERS)}(?=\s*[.!]*\s*$)", ""),
        (rf"\s*,\s*{lx.alt(ltr.COACH_GO)}(?=\s*!+\s*$)", ""),
        (rf"(?<=\?)\s*{lx.alt(ltr.COACH_CALL_OUT)}\s*[.!]*\s*$", ""),
        (rf"\b{lx.alt(tuple(_COACH_SAID_AS))}\b", _COACH_SAID_AS),
        (rf"\b{lx.alt(ltr.COACH_STICK)}(?=\s+like {like}\b)", ltr.COACH_STUCK),
        (rf"\s*,?\s*\blike {like}(?=\s*[.!,]|\s*$)", ""),
        (
            rf"\b{lx.alt(ltr.COACH_HOLD)}\s+within\s+(?P<n>{n})\s+(?P<u>tiles?)\s+of\s+"
            rf"(?P<spot>the\s+{lx.alt(ltr.COACH_SPOTS)})",
            ltr.COACH_GUARDED,
        ),
        (
            rf"\b(?:the\s+(?:two\s+)?ends\s+of\s+)?row\s+(?P<r>{n})\s*,?\s*column\s+"
            rf"(?P<a>{n})\s+and\s+column\s+(?P<b>{n})",
            r"row \g<r>, column \g<a> and row \g<r>, column \g<b>",
        ),
        (rf"\btake (?P<n>{n}) (?P<u>turns?) to {lx.alt(ltr.COACH_BREATHE)}\b", ltr.COACH_WAITED),
        (
            r"(?<=\bbetween me and the )(?P<thing>[a-z]+)\s*[:,;]\s*"
            rf"{lx.alt(ltr.COACH_BETWEEN_US)}(?=\s*[.!]|\s*$)",
            r"\g<thing>",
        ),
    )




def called(text: str) -> bool:
    """ "Lead to Companion, ...": "to" the second word, a mark after the third."""
    said = text.split(None, 3)
    return (
        said[1:2] == ["to"]
        and len(said) > 2
        and (said[2][-1] in ",:;.!-" or (len(said) > 3 and said[3][:1] in ",:;.!-"))
    )


# A radio voice's words: a sign-off's or an opening's own (not "that", "you"), "this" of "this
# is", the grid's, a request's, a separation's, a position's and a status's.
_RADIO_SIGNS = (words_of(*lhd.RADIO_SIGN_OFFS, *lhd.RADIO_OPENS) - lx.FUNCTION_WORDS
                | {"over", "out"})
RADIO_GATE = (
    _RADIO_SIGNS
    | {"this", *lhd.RADIO_TWENTY}
    | firsts((*lhd.RADIO_GRID, *lhd.RADIO_COUNT))
    | lasts((*lhd.RADIO_SEPARATION, *lhd.RADIO_MY_POSITION, *lhd.RADIO_STATUS))
)
# A coach's words (words every order may say, "go", "stay", "call", "time", are none of them);
# and its signs, spans of the row ("go, go, go", a colon).
COACH_GATE = words_of(
    *ltr.COACH_HEADINGS,
    *ltr.COACH_SAID_AS,
    *ltr.COACH_CLOSERS,
    *ltr.SET_HEADINGS,
    *ltr.JOB_HEADINGS,
    *ltr.COACH_STICK,
    *ltr.COACH_LIKE,
    *ltr.COACH_ON_SIGNAL,
    *ltr.COACH_BREATHE,
    but=(*lx.FUNCTION_WORDS, *ltr.COACH_COMMON),
) | {"ends", "within", "bench", "field"}
