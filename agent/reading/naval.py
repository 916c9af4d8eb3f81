"""A naval officer's voice of bench/fresh_orders_20.toml said as the reader's words: the forms of
row "naval" of ``voices.VOICES`` (the words are ``lexicon_naval``'s).

Who is addressed ("Helm, ...", "..., sailor, ..."), urging ("Smartly now.", ", full ahead,"), a
heading before a colon ("Orders in sequence: ...") and "That's me." after the captain is named
are left out; a course set for a thing or a place is going for it or to it ("make for the bow",
"chart a course to the bottom left corner"; for a monster as typed); an item taken in hand,
secured or recovered is picked up; "Starboard three" a walk of three to the right; "Range to the
sword?" how far it is; "Bow and arrow are loaded." what the companion has; the voice's phrases in
plain words ("fall in astern of me" following, "your hull" your health)."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_naval as ln
from agent.reading.patterns import SPACES
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form as _Form

_LEAD = r"(?P<lead>^|[.!?;:]\s*)"
_GAP = SPACES

GATE = frozenset(ln.NAVAL_GATE)
SPANS = ln.NAVAL_SPANS


def forms() -> tuple[_Form, ...]:
    """The officer's framing taken off, then his phrases said plainly."""
    address, urging = lx.alt(ln.NAVAL_ADDRESS), lx.alt(ln.NAVAL_URGING)
    return (
        (rf"{_LEAD}{address}\s*[,!:]+\s*", r"\g<lead>"),
        (rf"\s*,\s*{address}(?=\s*(?:[,.!?;]|$))", ""),
        (rf"{_LEAD}{urging}\s*[.!]+\s*", r"\g<lead>"),
        (rf"\s*,\s*{urging}(?=\s*(?:[,.!;]|$))", ""),
        (rf"^\s*{lx.alt(ln.NAVAL_HEADINGS)}\s*:\s*(?=\S)", ""),
        (rf"(?<=[.!?])\s*{lx.alt(ln.NAVAL_THATS_ME)}\s*[.!]*\s*$", "", frozenset(("me",))),
        (rf"\s*,?\s*\b{lx.alt(ln.NAVAL_LIKE)}\b[^.;!?]*", ""),
        *_damage(),
        (rf"{_EDGE}(?P<how>{lx.alt(ln.NAVAL_COURSE)})\s+(?P<what>the\s+(?P<word>\w+))", _course),
        (
            rf"\b(?P<verb>{lx.alt(ln.NAVAL_TAKEN)})\s+(?P<what>it|(?:the|that|an?)(?:\s+\w+){{1,3}})",
            _taken,
        ),
        (r"\btake\s+it\s+in\s+hand\b", ln.NAVAL_TAKEN_IT),
        (
            r"\btake\s+(?P<what>(?:the|that|an?)(?:\s+\w+){1,3}?)\s+in\s+hand\b",
            rf"{ln.NAVAL_TAKEN_AS} \g<what>",
        ),
        (
            rf"{_LEAD}(?P<side>{lx.alt(tuple(ln.NAVAL_SIDES))})\s+(?P<n>{lx.NUMBER_RE})"
            r"(?:\s+(?:tiles?|steps?|squares?))?\b",
            _sided,
        ),
        (rf"^\s*{ln.NAVAL_RANGE}\s+(?=(?:the|that|an?|my|your)\b)", f"{ln.NAVAL_RANGE_AS} "),
        (rf"\s*,\s*{lx.alt(ln.NAVAL_IN_TILES)}\s*(?=\?)", ""),
        (rf"\b{ln.NAVAL_TALLY}(?=\s+(?:the|all|every)\b)", ln.NAVAL_TALLY_AS),
        (rf"\s*,\s*{lx.alt(ln.NAVAL_FIRE)}\s*(?=[.!]*\s*$)", "", frozenset(("fire",))),
        (
            rf"{_LEAD}(?P<what>(?:the\s+)?{lx.alt(ln.NAVAL_LOADED_WEAPONS)}(?:\s+and\s+"
            rf"(?:an?\s+|the\s+)?{lx.alt(ln.NAVAL_LOADED_SHOT)})?)"
            rf"\s+(?:is|are)\s+{lx.alt(ln.NAVAL_LOADED)}\b",
            _loaded,
        ),
        (
            rf"\b(?P<kind>{lx.alt(tuple(lx.ITEM_WORDS))})\s+(?:in|down|along)\s+the\s+"
            rf"(?P<way>{lx.alt(ln.NAVAL_BEARINGS)})(?:ern)?\s+{lx.alt(ln.NAVAL_PASSAGES)}\b",
            r"\g<kind> on the \g<way> side",
        ),
        (
            rf"\b{ln.NAVAL_REPORT_TO_ME}(?=\s*(?:[,.;!]|$|and\b|then\b))",
            ln.NAVAL_REPORT_AS,
        ),
        (rf"{_EDGE}{lx.alt(tuple(ln.NAVAL_SAID_AS), gap=_GAP)}{_END}", _said_as),
        *TIDIED,
    )


def _damage() -> tuple[_Form, ...]:
    """ "Damage report." before a question left out; alone, the question of health."""
    return (
        (rf"^\s*{ln.NAVAL_DAMAGE}\s*[.!:]*\s*$", ln.NAVAL_DAMAGE_AS),
        (rf"{_LEAD}{ln.NAVAL_DAMAGE}\s*[.!:]+\s*(?=\S)", r"\g<lead>"),
    )


def _said_as(found: re.Match[str]) -> str:
    return ln.NAVAL_SAID_AS[" ".join(found.group(0).lower().split())]


def _course(found: re.Match[str]) -> str:
    """A course set for an item or a place: going for it or to it; for a monster, as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is not None and lx.is_monster(kind):
        return found.group(0)
    to = found.group("how").lower().split()[-1] == "to"
    verb = ln.NAVAL_COURSE_TO if to else ln.NAVAL_COURSE_FOR
    return f"{verb} {found.group('what')}"


def _taken(found: re.Match[str]) -> str:
    """An item (or "it") secured or recovered: picked up ("recover the nearest arrow"); anything
    else, as typed ("secure the area", "recover your health")."""
    what = found.group("what")
    if what.lower() == "it":
        return ln.NAVAL_TAKEN_IT
    words = what.split()
    kinds = [lx.kind_of(word.lower()) for word in words]
    at = next((i for i, kind in enumerate(kinds) if kind is not None), None)
    if at is None or not lx.is_item(kinds[at] or ""):
        return found.group(0)
    return f"{ln.NAVAL_TAKEN_AS} {what}"


def _sided(found: re.Match[str]) -> str:
    """ "Starboard three": a walk of three to the right."""
    side = ln.NAVAL_SIDES[found.group("side").lower()]
    return f"{found.group('lead')}walk {side} {found.group('n')}"


def _loaded(found: re.Match[str]) -> str:
    """ "Bow and arrow are loaded": you have the bow and an arrow (each said with its article)."""
    said = [_with_article(part) for part in re.split(r"\s+and\s+", found.group("what"))]
    return f"{found.group('lead')}You have {' and '.join(said)}"


def _with_article(part: str) -> str:
    words = part.lower().split()
    if words[0] in ("the", "a", "an"):
        return part
    one = words[-1] == ln.NAVAL_LOADED_SHOT[0]
    return f"an {part.lower()}" if one else f"the {part.lower()}"
