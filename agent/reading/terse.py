"""A terse expert's voice (bench/fresh_orders_10.toml): orders cut to their bones, the row
"terse" of ``voices.VOICES``, tried where a sentence opens with a tile, with "to" and a tile,
with "patrol:" or with "between me,".

A tile alone as a sentence, or after "then", is going there ("wait 5. then 2,7."); "to" and a
tile is going there ("to 8,10."); "patrol: here, 4,7." a patrol between the two; "between me,
gorgon." standing between me and it; "x3." after the sentence before it that many times ("2
east, 2 west. x3."). Anything else cut short stays as typed and is read ("2 arrows.": fetched,
as a wish, ``wishes``) or refused ("bat.": no verb says what to do with it)."""

from __future__ import annotations

import re

from agent.reading import lexicon_venting as lv
from agent.reading.voice_rows import Form as _Form

_TILE = r"\[?\s*\d+\s*,\s*\d+\s*\]?"
_LEAD = r"(?P<lead>^|[.!?;]\s*|,\s*(?=then\s))"
_END = r"(?=\s*(?:[.!?;]|$))"
_ENDS = ("here", "me", "you", "there")
_TERSE = re.compile(
    rf"{_LEAD}(?:(?:then\s+)?(?:to\s+)?{_TILE}{_END}|patrol\s*:|between\s+me\s*,|x\d+{_END})",
    re.I,
)


def tried(text: str) -> bool:
    """Whether a sentence of ``text`` opens as a terse one."""
    return _TERSE.search(text) is not None


def forms() -> tuple[_Form, ...]:
    """A count alone after the last sentence ("x3.") that sentence's; a tile alone or after "to"
    a going; "patrol: A, B" a patrol between them; "between me, X" standing between me and X."""
    ends = "|".join(_ENDS)
    return (
        (r"(?<=\w)\s*[.!]\s+(?P<times>x\d+)\s*[.!]*$", r" \g<times>"),
        (rf"{_LEAD}(?P<then>then\s+)?(?:to\s+)?(?P<tile>{_TILE}){_END}",
         r"\g<lead>\g<then>go to \g<tile>"),
        (
            rf"{_LEAD}patrol\s*:\s*(?P<one>{ends}|{_TILE})\s*,\s*(?P<other>{ends}|{_TILE}){_END}",
            r"\g<lead>patrol between \g<one> and \g<other>",
        ),
        (
            r"(?P<lead>^|[.!?;]\s*)between\s+me\s*,\s*(?:the\s+)?(?P<what>[a-z]+)" + _END,
            rf"\g<lead>{lv.TERSE_BETWEEN} \g<what>",
        ),
    )
