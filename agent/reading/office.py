"""An office memo's voice, said as the reader's words before an order is read (called by
``heard.heard`` beside the other voices; the words are lexicon_voices.MEMO_*):

- the frame of an order passed down, left out: "You are requested to remain ...", "You are
  instructed to patrol ...", "..., whereupon you are to retrieve the bow";
- a number in words with its digits in brackets, the number once: "four (4) tiles", "more
  than two (2) bats";
- a memo's phrases as the plain ones: "remain in your current position" (stay where you are),
  "remain at this location" (stay here), "your present location" (here), "my location" (me),
  "in a downward direction" (down), "conduct a survey of the surrounding area" (explore),
  "report back in due course" (report back), "In the event that" (if), "whereupon" (then),
  "until I depart" (until I leave), "confirm whether" (tell me whether), "is situated at the
  greater distance from you" (is farther from you), "provide an itemised list of" (list);
- "advance 4 tiles down": a walk;
- "arrange for the arrow at row 10, column 2 to be collected and delivered to my location":
  bring me the arrow at row 10, column 2 ("... to be collected" alone: fetch it).

Anything else arranged ("arrange for a health potion to be issued to me", "arrange for my
transport to the sword") is left as typed, and refused."""

from __future__ import annotations

import re
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_voices as lv

_SAID = lv.MEMO_SAID_AS
# The words a memo's voice has one of: an order with none of them is spared every form.
GATE = frozenset(lv.MEMO_GATE)


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], str], ...]:
    collected, delivered = lx.alt(lv.MEMO_COLLECTED), lx.alt(lv.MEMO_DELIVERED)
    ours = lx.alt(lv.MEMO_OURS)
    return (
        (re.compile(rf"\b{lx.alt(lv.MEMO_FRAMES)}\s+", re.I), ""),
        (re.compile(rf"\b(?:{lx.NUMBER_RE})\s*\(\s*(\d+)\s*\)", re.I), r"\1"),
        (re.compile(rf"\b{lx.alt(tuple(_SAID))}\b", re.I), "said"),
        (
            re.compile(rf"\b(?P<by>{lx.alt(lv.MEMO_FROM_HERE)})\s+your\s+{ours}\b", re.I),
            r"\g<by> here",
        ),
        (re.compile(rf"\b(?P<to>{lx.alt(lv.MEMO_TO_ME)})\s+my\s+{ours}\b", re.I), r"\g<to> me"),
        (
            re.compile(
                rf"\b{lx.alt(lv.MEMO_ADVANCE)}(?=\s+(?:{lx.NUMBER_RE})\s+(?:tiles?|steps?"
                r"|squares?|spaces?)\b)",
                re.I,
            ),
            "walk",
        ),
        (
            re.compile(
                rf"\b{lx.alt(lv.MEMO_ARRANGED)}\s+(?P<what>the\s[^.;!?]+?)\s+to\s+be\s+"
                rf"{collected}\s+and\s+{delivered}\s+to\s+me\b",
                re.I,
            ),
            rf"{lv.MEMO_BRING} \g<what>",
        ),
        (
            re.compile(
                rf"\b{lx.alt(lv.MEMO_ARRANGED)}\s+(?P<what>the\s[^.;!?]+?)\s+to\s+be\s+"
                rf"{collected}(?=\s*[.;!]|\s*$)",
                re.I,
            ),
            rf"{lv.MEMO_FETCH} \g<what>",
        ),
    )


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a memo's words said as the
    reader's; the text as it was where none is."""
    if words.isdisjoint(GATE) and "(" not in text:
        return text
    said = text
    for pattern, by in _forms():
        if by == "said":
            said = pattern.sub(lambda f: _SAID[f.group(0).lower()], said)
        else:
            said = pattern.sub(by, said)
    return said
