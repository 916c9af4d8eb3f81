"""A hard-boiled detective's voice (bench/fresh_orders_20.toml) said as the reader's words: the
forms of row "noir" of ``voices.VOICES`` (the words are ``lexicon_noir``'s).

Sentences that ask nothing ("Never trusted them.", "Don't be late.", "We've got work to do.") and
tails ("..., kid", "..., nice and quiet") are left out beside an order; "Row and column." after a
question of where. The detective's phrases are the plain ones: "case the joint" explores, "walk
the beat between" patrols, "tail me" follows, "put a bat to sleep", "put the gorgon down for
good", "the gorgon's got it coming" and "finish the gorgon" fight it (a monster only: "put the
bow down" as typed, and refused), "if they roughed you up" is the companion hurt, "an arrow down
the west hallway" the one on the west side, "see twenty tiles I haven't seen" exploring at least
that many, "You've got an arrow and no bow. Fix that." the bow got, "You don't? Then ..." the
other branch, "Two leads: A and B. Which ...?" which of the two, "Say we take down two of the
bats. How many are left?" a supposition."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_noir as ln
from agent.reading.voice_rows import Form

_EDGE, _END = r"(?<![\w'])", r"(?![\w'])"
_THING = (r"(?:(?:the|that|this|a|an|one|every|each|all|all\s+the)\s+)?"
          rf"(?:{lx.NUMBER_RE}\s+)?(?P<word>[a-z]+)")
_SENTENCE_START = r"(?:^|(?<=[.!?])\s+|^\s+)"
GATE = ln.NOIR_GATE
SPANS = ln.NOIR_SPANS


def forms() -> tuple[Form, ...]:
    """The detective's forms, in the order they are tried."""
    put_away = lx.alt(ln.NOIR_PUT_AWAY)
    return (  # a fight put away before the asides ("... to sleep. Permanently.")
        (rf"\b(?P<put>puts?)\s+(?P<what>{_THING})\s+(?P<away>{put_away})\b"
         r"(?P<for_good>\s*[,.!]?\s*permanently\b)?",
         _put_away, frozenset(("put", "puts"))),
        (rf"{_SENTENCE_START}{lx.alt(ln.NOIR_ASIDES)}\s*[.!]+", ""),
        (rf"\s*,\s*{lx.alt(ln.NOIR_MANNER)}(?=\s*(?:[.!?,]|$))", ""),
        (rf"\s*,\s*{lx.alt(ln.NOIR_NAMES)}(?=\s*(?:[.!?,]|$))|^\s*{lx.alt(ln.NOIR_NAMES)}\s*,\s*",
         ""),
        (rf"(?<=\?)\s*{lx.alt(ln.NOIR_WHERE_TAILS)}\s*[.!]*(?=\s*$)", "", frozenset(("column",
                                                                               "coordinates",
                                                                               "spot"))),
        (rf"{_EDGE}{lx.alt(tuple(ln.NOIR_SAID_AS))}{_END}", ln.NOIR_SAID_AS),
        (rf"\b(?P<watch>{lx.alt(ln.NOIR_WATCH)}\s+(?:it|them|me|the\s+[a-z]+))\s*,\s*"
         rf"(?P<n>{lx.NUMBER_RE})\s+(?P<unit>tiles?|squares?|steps?)(?=\s*(?:[,.;!]|and\b|$))",
         r"\g<watch> within \g<n> \g<unit>", frozenset(("watch", "guard", "stake"))),
        (r"\b(?P<what>(?:the|that|this)\s+(?P<word>[a-z]+))(?:'s|\s+has)\s+(?:got\s+)?it\s+"
         r"coming\b",
         _coming, frozenset(("coming",))),
        (r"\bfinish\s+(?=(?:the|that|this|a|every|each|all)\s+(?P<word>[a-z]+)\b)", _finished,
         frozenset(("finish",))),
        (rf"\b{lx.alt(ln.NOIR_HITS)}\s+(?=(?:the|that|this|a|every|each|all)\s+(?P<word>[a-z]+)\b)",
         _hit, frozenset(("rub", "bump", "knock"))),
        (rf"\b(?:down|in|along|at)\s+the\s+(?P<way>west|east|north|south)(?:ern)?\s+"
         rf"{lx.alt(ln.NOIR_HALLS)}\b", r"on the \g<way> side"),
        (rf"\bsee\s+(?P<n>{lx.NUMBER_RE})\s+(?:new\s+)?(?:tiles|squares)\s+(?:i|you)\s+"
         r"(?:haven't|have not|ain't)\s+seen\b", rf"{ln.NOIR_SEEN_AS} \g<n> new tiles",
         frozenset(("seen",))),
        (r"\byou(?:'ve|\s+have)?\s+got\s+(?:(?P<had>[^.!?]+?)\s+(?:and|but)\s+)?no\s+"
         rf"(?P<no>[a-z]+)\s*[.,;!]\s*{ln.NOIR_FIX}\s*[.!]*", _fixed, frozenset(("fix",))),
        (rf"{_SENTENCE_START}you(?:'re|\s+are)\s+(?:carrying|holding)\s+"
         r"(?=(?:the|an?)\s+[a-z]+\s*[.!](?:\s|$))", "You have ",
         frozenset(("carrying", "holding"))),
        (r"(?<=[.!?])\s+(?:you\s+(?:don't|do not|haven't|have not|ain't)|no)\?\s+(?:then\s+)?",
         " If not, ", frozenset(("don't", "not", "haven't", "ain't", "no"))),
        (r"^\s*(?:\w+\s+)?leads?\s*:\s*(?P<a>[^.:]+?)\s+and\s+(?P<b>[^.:]+?)\s*\.\s*(?=which\b)",
         r"\g<a> or \g<b>. ", frozenset(("leads", "lead"))),
        (rf"^\s*{lx.alt(ln.NOIR_SUPPOSE)}\s+(?P<who>we|you|i)\s+(?P<then>[^.?!]+?)\s*[.,]\s*"
         r"(?=how\s+many\b[^?]*\?\s*$)", r"If \g<who> \g<then>, ",
         frozenset(ln.NOIR_SUPPOSE_WORDS)),
        (r"\s{2,}", " "),
        (r"^[\s,]+|[\s,]+$", ""),
    )


def _monster(word: str) -> bool:
    kind = lx.kind_of(word.lower())
    return kind is not None and lx.is_monster(kind)


def _put_away(found: re.Match[str]) -> str:
    """ "put a bat to sleep", "puts a gorgon down for good": the fight with it (a question's
    "what puts ... down" asks what kills); anything else put down, as typed."""
    if not _monster(found.group("word")) or (
            found["away"].lower() == ln.NOIR_ASLEEP and not found["for_good"]):
        return found.group(0)  # "put the gorgon to sleep": a spell, or a fight? As typed
    return f"{ln.NOIR_KILLED}{'s' if found.group('put').lower() == 'puts' else ''} " + (
        found.group("what"))


def _coming(found: re.Match[str]) -> str:
    """ "the gorgon's got it coming": the fight with it; anything else, as typed."""
    return f"{ln.NOIR_KILLED} {found.group('what')}" if _monster(found.group("word")) else (
        found.group(0))


def _finished(found: re.Match[str]) -> str:
    """ "finish the gorgon": finish it off (a fight); "finish the job", as typed."""
    return f"{ln.NOIR_FINISHED} " if _monster(found.group("word")) else found.group(0)


def _hit(found: re.Match[str]) -> str:
    """ "rub out the gorgon": the fight with it; "knock off the bow", as typed."""
    return f"{ln.NOIR_KILLED} " if _monster(found.group("word")) else found.group(0)


def _fixed(found: re.Match[str]) -> str:
    """ "You've got an arrow and no bow. Fix that.": what is had said, then the item lacked got
    ("You have an arrow. Get the bow."); a thing that is no item, as typed."""
    kind = lx.kind_of(found.group("no").lower())
    if kind is None or not lx.is_item(kind):
        return found.group(0)
    had = found.group("had")
    get = f"{ln.NOIR_GOT} {'an' if kind == lx.ARROW else 'the'} {kind}."
    return f"You have {had}. {get}" if had else get
