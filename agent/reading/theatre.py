"""Two voices of bench/fresh_orders_21.toml said as the reader's words: a surgeon in theatre and a
stage director at rehearsal, rows "surgeon" and "stage" of ``voices.VOICES`` (``VOICES`` here; the
words are ``lexicon_theatre``'s).

The surgeon's instruments called as sentences of their own ("Scalpel.", "Suction... good.", and
a correction of the call by a thing the order then names: "Scalpel. No — bow. Go get the bow"),
"stat", the nurse addressed, "Vitals." before a question, and what asks nothing after an order
("Sterile field.", "Handle first.") are left out; "prep" an item is getting it, "excise" or
"close on" a monster the fight, "gloved up with the sword" or "bow and arrow are on your tray"
what the companion has, the patient on the table ("Bat on the table.") the one a fight's "it"
after it stands for, "place it in my hand" after a bringing the handing, "a millimetre" an inch.

The director's calls before and after the order ("From the top!", "Places, everyone.", "Aaand...
action!", "And... scene."), a heading before a colon ("Scene two:", "Big fight scene:"), a role
for the scene ("You're the bodyguard in this scene."), an acting note ("It's a nervous walk.",
"you're my shadow") are left out; "cross to" and "hit your mark at" are going there, centre stage
the middle of the map, a beat a turn, the lead the player, "nobody moves until I say cut" a stay
until the next order, "you're terrified of bats" keeping away from them.

A where or a how far asked, then the answer wanted said ("I want coordinates.", "I need its
mark."), is the question. Anything else the voices say stays as typed, and is read or refused
as before: "amputate the gorgon's tail", "cut me open", "drop the curtain" are no orders."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_theatre as lth
from agent.reading.patterns import SPACES
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, Form, Voice, words_of

# A sentence's start: the text's, or after a sentence's end (a dash ends one too).
_OPENS = r"(?P<lead>^\s*|(?<=[.!?])\s+|\s*[—–]+\s*)"
_ENDS = r"\s*(?:[.!]+|…)\s*"
_DOTS = r"\s*(?:\.{2,}|…|,|\s)\s*"
_DASH = r"\s*(?:[—–]+|\s-\s|,)\s*"
_GAP = SPACES
_MONSTER = f"(?:{lx.noun_pattern(lx.MONSTER_SET)})"
_ITEM = f"(?:{lx.noun_pattern(lx.ITEM_KINDS)})"


def _lead(found: re.Match[str]) -> str:
    """A sentence left out: the sentence's start kept, a dash's as a sentence's end."""
    lead = found.group("lead")
    return ". " if lead.strip(" ") in ("—", "–") else lead


# What the answer is to give, said after a question ("Where's the sword? I want coordinates."):
# no step.
_ANSWER_WANTED: Form = (rf"(?<=\?)\s*{lx.alt(lth.ANSWER_WANTED)}\s*[.!]*\s*(?=$|\S)", " ")


_EXPLORE = lth.EXPLORE_AS
# Centre stage said as a sentence before "go there" ("Centre stage — the very middle of the
# map. Go there and hold."): going to it.
_CENTRE = lx.alt((lth.CENTRE,), gap=_GAP)
# Tiles said as covered after exploring ("Wander the set and cover at least twenty different
# tiles", "explore — map out at least fifteen tiles"): how many to explore.
_COVERED: Form = (
    rf"\b{_EXPLORE}(?:\s+and\s+|{_DASH}|\s+){lx.alt(lth.COVERED, gap=_GAP)}\s+(?=at\s+least\b)",
    f"{_EXPLORE} ",
)


def _said(table: dict[str, str]) -> Form:
    return (rf"{_EDGE}{lx.alt(tuple(table), gap=_GAP)}{_END}",
            lambda found: table[" ".join(found.group(0).lower().split())])


def surgeon() -> tuple[Form, ...]:
    """The surgeon's calls left out, then the surgeon's phrases said plainly."""
    tools, taken = lx.alt(lth.INSTRUMENTS), lx.alt(lth.INSTRUMENT_TAKEN)
    address, urging = lx.alt(lth.SURGEON_ADDRESS), lx.alt(lth.SURGEON_URGING)
    return (
        # "Scalpel. No — bow. Go get the bow": the call put right by the thing the order names
        (rf"{_OPENS}{tools}{_ENDS}no{_DASH}(?:the\s+)?(?P<kind>[a-z]+){_ENDS}"
         rf"(?=.*?\b(?P=kind)s?\b)", _lead),
        (rf"{_OPENS}{tools}(?:{_DOTS}{taken})?{_ENDS}(?=\S)", _lead),
        (rf"{_OPENS}{lx.alt(lth.VITALS)}{_ENDS}(?=\S)", _lead),
        (rf"^\s*{lx.alt(lth.VITALS)}[\s.!?]*$", lth.VITALS_AS),
        (rf"^\s*{address}\s*,\s*", ""),
        (rf"^\s*{lx.alt(lth.SURGEON_HEADINGS)}\s*:\s*(?=\S)", ""),
        _ANSWER_WANTED,
        (rf"\s*,\s*{address}(?=\s*[.!?]*\s*$)", ""),
        (rf"\s*,\s*{urging}\b(?=\s*(?:[,.!?]|$))", ""),
        (rf"(?<=[.!?])\s*{urging}\s*[.!]*\s*$", ""),
        (rf"\s*,\s*{lx.alt(lth.HANDLE_FIRST)}(?=\s*(?:[,.!?]|$))", ""),
        (rf"(?<=[.!?])\s*{lx.alt(lth.SURGEON_TAILS)}[\s.!]*$", ""),
        (rf"\s+and\s+{lx.alt(lth.INTO_MY_HAND)}\s+(?:it|them)\s+(?:in|into)\s+my\s+(?:hand|palm)s?"
         r"\b", f" {lth.INTO_MY_HAND_AS}"),
        (rf"\b{lx.alt(lth.PREP)}\s+(?=(?:the|an?|that|this|every|all)?\s*(?:\w+\s+)?{_ITEM}\b)",
         f"{lth.PREP_AS} "),
        (rf"\b{lx.alt(lth.EXCISE, gap=_GAP)}\s+(?=(?:the|an?|that|this|every|all)?\s*"
         rf"(?:\w+\s+)?{_MONSTER}\b)", f"{lth.EXCISE_AS} "),
        (rf"\byou(?:'re|\s+are)\s+(?:already\s+)?{lx.alt(lth.GLOVED, gap=_GAP)}\s+with\s+",
         "you have "),
        (rf"{_OPENS}(?P<what>(?:the\s+)?{_ITEM}(?:\s+and\s+(?:an?\s+|the\s+)?{_ITEM})?)\s+"
         rf"(?:is|are)\s+on\s+your\s+tray\b(?:{_DASH}(?=[a-z]))?", _on_tray),
        (rf"^\s*(?:the\s+|a\s+)?(?P<kind>{_MONSTER})\s+{lx.alt(lth.ON_THE_TABLE, gap=_GAP)}"
         rf"{_ENDS}(?P<rest>\S.*)$", _on_the_table),
        (r"^\s*count\s+(?P<what>the\s+[a-z]+)(?:\s+for\s+me)?\s*[.!]+\s*how\s+many\s+"
         r"(?=(?:are|is)\b)", _counted_again),
        (rf"{_OPENS}go\s+in\s+and\s+(?={lx.alt(tuple(lx.ACTION_VERBS))}\b)", r"\g<lead>"),
        (rf"\b(?P<kind>{_MONSTER})(?P<still>\s+still)?\s+breathing\b", r"\g<kind>\g<still> alive"),
        _said(lth.SURGEON_SAID_AS),
        (rf"^(?P<sum>[^.?!—–]*\b{lx.alt(lth.SUMMED)}\b[^.?!—–]*?)\s*[—–,:;.]\s*"
         rf"{lx.alt(lth.TOTAL_ASKED)}\s*[.!?]*\s*$", r"\g<sum>?"),
        _COVERED,
        *_tidy(),
    )


def stage() -> tuple[Form, ...]:
    """The director's calls, headings and notes left out, then the director's phrases."""
    before, after = lx.alt(lth.STAGE_CALLS_BEFORE), lx.alt(lth.STAGE_CALLS_AFTER)
    return (
        (rf"^\s*{before}\s*[.!]+\s*(?=\S)", ""),
        (rf"(?<=[.!?])\s*(?:a+nd{_DOTS})?{after}\s*[.!]*\s*$", ""),
        (rf"(?<=[.!])\s*{after}\s*[.!]+\s*(?=\S)", " "),
        (rf"^\s*(?:(?:[a-z]+\s+){{0,3}}{lx.alt(lth.STAGE_HEADINGS)}|{lth.STAGE_TAKE}(?=\s+\w))"
         rf"(?:\s+{lx.NUMBER_RE})?\s*:\s*(?=\S)", ""),
        (r"^\s*you\s*[—–]+\s*(?=[a-z])", ""),
        (rf"{_OPENS}you(?:'re|\s+are)\s+(?:the|a|my)\s+(?:[a-z]+\s+){{1,2}}?"
         rf"{lx.alt(lth.IN_THIS_SCENE)}{_ENDS}(?=\S)", _lead),
        (rf"{_OPENS}it(?:'s|\s+is)\s+(?:a|an|the)\s+(?:[a-z]+\s+){{0,2}}"
         rf"{lx.alt(lth.STAGE_NOTED)}[\s.!]*$", ""),
        (rf"(?:{_DASH}|\s+){lx.alt(lth.STAGE_ASIDES)}(?=\s*(?:[,.!?;]|$))", ""),
        _ANSWER_WANTED,
        (rf"{_OPENS}i(?:'m|\s+am)\s+the\s+lead\s*[,.!]+\s*(?=\S)", r"\g<lead>"),
        (rf"\b{lx.alt(lth.IN_THIS_SCENE)}\s*,?\s+you(?:'re|\s+are)\s+(?:so\s+|very\s+)?"
         rf"{lx.alt(lth.AFRAID)}\s+of\s+", f"{lth.AFRAID_AS} "),
        (rf"\b(?P<verb>{lx.alt(lth.BROUGHT_VERBS)})\s+(?P<what>it|them|(?:the|that|an?)\s+[a-z]+)\s+"
         rf"{lx.alt(lth.BROUGHT_DOWN)}\s+(?=to\s+me\b)", r"\g<verb> \g<what> "),
        (rf"\b(?P<beats>{lx.NUMBER_RE})\s+beats?\b", r"\g<beats> turns"),
        # "Guard the bow. Nobody touches it — that includes you.": what guarding does anyway,
        # said after the post as a clause of its own ("guard the bow, nobody touches it")
        (rf"(?P<guard>\b{lx.alt(lth.GUARDED, gap=_GAP)}\s[^.!?]*?)\s*[.!]\s+"
         r"(?P<nobody>nobody|no\s+one)\s+touches\s+it\b(?:\s*(?:[—–]+|,)\s*that\s+includes\s+"
         r"you\b)?", r"\g<guard>, \g<nobody> touches it"),
        _said(lth.STAGE_SAID_AS),
        (rf"^\s*(?P<centre>{_CENTRE})\s*(?:[—–]+\s*{_CENTRE})?\s*[.!]+\s*go\s+there\b",
         r"go to \g<centre>"),
        _COVERED,
        *_tidy(),
    )


def _tidy() -> tuple[Form, ...]:
    return (
        (r"\s{2,}", " "),
        (r"\s+(?=[,.;!?])", ""),
        (r"^[\s,.]+|[\s,]+$", ""),
    )


def _on_tray(found: re.Match[str]) -> str:
    """ "Bow and arrow are on your tray": you have the bow and an arrow."""
    said = [_with_article(part) for part in re.split(r"\s+and\s+", found.group("what"))]
    ended = ". " if found.group(0).rstrip().endswith(("—", "–", ",")) else ""
    return f"{_lead(found)}You have {' and '.join(said)}{ended}"


def _with_article(part: str) -> str:
    words = part.lower().split()
    if words[0] in ("the", "a", "an"):
        return part
    if lx.kind_of(words[-1]) == lx.ARROW and not lx.is_plural(words[-1]):
        return f"an {part.lower()}"
    return f"the {part.lower()}"


# A fight's "it": after a verb of fighting, or before "down" or "out" ("take it down").
_FOUGHT_IT = re.compile(
    rf"\b(?:(?P<verb>{lx.ATTACKING})\s+it\b|(?P<put>{lx.alt(lth.FOUGHT_PUT)})\s+it\s+(?P<how>down|out)\b)",
    re.I,
)


def _on_the_table(found: re.Match[str]) -> str:
    """ "Bat on the table. ... take it down.": the patient, what the fight's "it" stands for; no
    fight's "it" after it, as typed."""
    rest = found.group("rest")
    kind = found.group("kind")
    said = _FOUGHT_IT.sub(lambda verb: _fought(verb, kind.lower()), rest, count=1)
    return found.group(0) if said == rest else said


def _fought(verb: re.Match[str], kind: str) -> str:
    if verb.group("verb"):
        return f"{verb.group('verb')} the {kind}"
    return f"{verb.group('put')} the {kind} {verb.group('how')}"


def _counted_again(found: re.Match[str]) -> str:
    """ "Count the bats for me. How many are still breathing?": how many bats are."""
    return f"how many {found.group('what')[4:]} "


VOICES = (
    Voice(
        "surgeon",
        frozenset(lth.SURGEON_GATE) | words_of(*lth.INSTRUMENTS),
        surgeon,
        spans=lth.SURGEON_SPANS,
    ),
    Voice("stage", frozenset(lth.STAGE_GATE), stage, spans=lth.STAGE_SPANS),
)
