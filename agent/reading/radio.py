"""A radio voice's framing, which asks nothing, left out before an order is read, and its ways
of saying a place or a count said as the reader reads them (lexicon_typed.RADIO_*):

- a sign-off after the order, or as a sentence of its own: "Fall back to my position, over.",
  "Hold position. Over and out.", "..., copy?";
- an acknowledgement before it: "Roger, get the bow.", "Acknowledge and report the sword's
  location.";
- call signs: "Companion, this is Lead.", "Lead to Companion, move to grid 8 12";
- a tile as a grid reference: "grid 8 12", "grid (8, 12)", "coordinates 8 12" are row 8,
  column 12;
- a count asked as a request: "request count of hostiles", "report total of arrows" (count);
- a distance said as a separation: "maintain 3 to 5 tiles separation from me" (3 to 5 tiles);
- "to my position", "towards my location": to me.

Each only where radio puts it: "over" after a comma or as a sentence ("come over", "hand it over"
are what they were), "copy" and "roger" before a comma, a call sign before or after "this is"
and "to" at the start of the order, where the sign is one of the class's or a capitalised word
that opens no step.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache

from agent.reading import lexicon as lx, lexicon_typed as lt

_Said = str | Callable[[re.Match[str]], str]

# The words each form needs one of: a sign-off's or an opening's own word (not "that", "you"),
# "this" of "this is", "to" of "Lead to Companion", the grid's, a request's, a separation's and a
# position's words.
_SIGNS = frozenset(word for said in (*lt.RADIO_SIGN_OFFS, *lt.RADIO_OPENS)
                   for word in said.split()) - lx.FUNCTION_WORDS | {"over", "out"}
_GRID = frozenset(said.split()[0] for said in lt.RADIO_GRID)
_COUNT = frozenset(said.split()[0] for said in lt.RADIO_COUNT)
_SEPARATION = frozenset(said.split()[-1] for said in lt.RADIO_SEPARATION)
_MINE = frozenset(said.split()[-1] for said in lt.RADIO_MY_POSITION)
_STATUS = frozenset(said.split()[-1] for said in lt.RADIO_STATUS)
_TO = frozenset(("to",))  # "Lead to Companion": its second word, not any "to"
_NEEDS = (_SIGNS, _SIGNS, frozenset(("this",)), _TO, _GRID, _COUNT, _SEPARATION,
          _MINE, frozenset(lt.RADIO_TWENTY), _STATUS, frozenset(("out",)))
_ANY = frozenset().union(*_NEEDS) - _TO
GATE = _ANY

def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose words, in lower case, are ``words``) without a radio voice's framing, and
    its grid references, requested counts, separations and "my position" in the reader's
    words."""
    if words.isdisjoint(_ANY) and text.split(None, 2)[1:2] != ["to"]:
        return text
    said_as = text
    for (pattern, said), need in zip(_forms(), _NEEDS, strict=True):
        if said_as.split(None, 2)[1:2] == ["to"] if need is _TO else not words.isdisjoint(need):
            said_as = pattern.sub(said, said_as)
    return said_as.strip() or text  # "Over." alone: no order, said back as it was


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
        if low not in lt.RADIO_CALL_SIGNS and low not in lt.RADIO_ADDRESSEES and (
                not said[:1].isupper() or low in lx.ACTION_VERBS or low in lx.FUNCTION_WORDS
                or low in lx.NOUN_WORDS):
            return found.group(0)
    return found.group("lead")


@lru_cache(maxsize=1)
def _forms() -> tuple[tuple[re.Pattern[str], _Said], ...]:
    """Each form, in the order it is tried (each needing a word of its _NEEDS)."""
    gap = r"\s+"
    word = r"[A-Za-z][\w-]*"
    addressed = rf"(?:(?P<other>{word})\s*,\s*)?"
    return (
        # "..., over.", "Over and out.", "..., copy?": a sign-off after a mark, to the end of a
        # sentence
        (re.compile(rf"(?P<mark>\s*[,;:]\s*|(?<=[.!?])\s*|^\s*)"
                    rf"{lx.alt(lt.RADIO_SIGN_OFFS, gap=gap)}\s*(?P<end>[.!?]*)\s*(?=[.;:!?]|$)",
                    re.I), _signed_off),
        # "Roger, ...", "Acknowledge and report ...": an acknowledgement opening a sentence
        (re.compile(rf"(?P<lead>(?:^|[.;:!?])\s*){lx.alt(lt.RADIO_OPENS, gap=gap)}"
                    r"(?:\s*[,.;:!]+\s*|\s+(?=and\b)|(?<=and)\s+)", re.I), r"\g<lead>"),
        # "Companion, this is Lead.": who speaks to whom
        (re.compile(rf"(?P<lead>(?:^|[.;:!?])\s*){addressed}this\s+is\s+(?P<sign>{word})"
                    r"(?:\s+actual)?\s*(?:[,.;:!]+|$)\s*", re.I), _call_sign),
        # "Lead to Companion, ...": the same, the other way
        (re.compile(rf"(?P<lead>^\s*)(?P<sign>{word})\s+to\s+(?P<other>{word})\s*[,:;.!-]+\s*"),
         _call_sign),
        # "grid 8 12", "grid (8, 12)", "coordinates 8-12": row 8, column 12
        (re.compile(rf"\b{lx.alt(lt.RADIO_GRID, gap=gap)}\s*\(?\s*(?P<row>\d{{1,2}})\s*[\s,/-]"
                    r"\s*(?P<col>\d{1,2})(?:\s*\))?(?![\w-])", re.I),
         r"row \g<row>, column \g<col>"),
        (re.compile(rf"\b{lx.alt(lt.RADIO_COUNT, gap=gap)}\b", re.I), "count"),
        # "3 to 5 tiles separation from me": 3 to 5 tiles from me
        (re.compile(rf"\b(?P<unit>tiles?|steps?|squares?|spaces?|paces?)\s+"
                    rf"{lx.alt(lt.RADIO_SEPARATION, gap=gap)}\s+(?=(?:from|to|between)\b)",
                    re.I), r"\g<unit> "),
        (re.compile(rf"\b(?P<to>to|towards|toward)\s+{lx.alt(lt.RADIO_MY_POSITION, gap=gap)}\b",
                    re.I), r"\g<to> me"),
        # "what's your twenty?": your position
        (re.compile(rf"\b(?P<whose>your|my)\s+{lx.alt(lt.RADIO_TWENTY)}(?=\s*(?:[,.;:!?]|$))",
                    re.I), r"\g<whose> position"),
        # "request sitrep", "report your status": a status report, the whole sentence
        (re.compile(rf"(?P<lead>(?:^|[.;:!?])\s*){lx.alt(lt.RADIO_STATUS_ASKS, gap=gap)}\s+"
                    rf"{lx.alt(lt.RADIO_STATUS, gap=gap)}(?=\s*(?:[,.;:!?]|$))", re.I),
         r"\g<lead>status report"),
        # "until I move out": until I move (not "let's move out", "move out of the way")
        (re.compile(rf"\b(?P<who>i|we|i'm|i am|we're|we are)\s+"
                    rf"(?P<how>{lx.alt(tuple(lt.RADIO_MOVE_OUT), gap=gap)})\b(?!\s+of\b)", re.I),
         lambda found: f"{found.group('who')} "
                       f"{lt.RADIO_MOVE_OUT[' '.join(found.group('how').lower().split())]}"),
    )
