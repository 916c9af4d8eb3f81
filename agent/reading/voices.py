"""The players' voices, one table of rows run in one place: first in ``reader._pass``, before
quoted words are found ("'tween me an' the gorgon" holds no quote) and before anything else reads
the order's words.

Each voice is a row (``VOICES``): its name, the words that may be its own (any one of them and the
voice is tried), a test on the text where a word cannot say it (a sentence after another, a
bracket), and its forms: each a pattern and what it is said as, in the order they are tried: a
frame taken off (said as nothing), a phrase map (each phrase said as the plain words it stands
for, lexicon_pirate's, lexicon_voices'), or a small named rule where a map cannot say it ("hoist
the bow" is picking it up, "hoist the sails" as typed). A voice whose words are read a sentence
or a piece at a time (relayed, team, venting, a trainer's, a name said to the companion) has its
rule in a module of its own. One intersection of the order's words with all the voices' words
(``_TRIGGERS``) spares most orders every voice.

Where a voice said some of the order's words as others ("give that bat a proper wallop":
"attack that bat"), what the reader says back of them is the player's own words: ``said_back``
maps words quoted from the voiced text back to the span of the order they came from.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from difflib import SequenceMatcher
from functools import lru_cache

from agent.reading import (
    address,
    engineer,
    exasperated,
    legal,
    lexicon as lx,
    lexicon_drawl as ld,
    lexicon_pirate as lpi,
    lexicon_typed as lt,
    lexicon_voices as lv,
    relayed,
    team,
    trainer,
)
from agent.reading.text import words_in

_Said = str | Mapping[str, str] | Callable[[re.Match[str]], str]
# A pattern (case ignored) and what it is said as; and, where only some orders the voice is tried
# on may hold it, the words it needs one of.
_Form = tuple[str, _Said] | tuple[str, _Said, frozenset[str]]


def _no_forms() -> tuple[_Form, ...]:
    return ()


@dataclass(frozen=True)
class Voice:
    """One voice, tried where the order has one of ``triggers`` or ``tried(text)`` holds: its
    ``rule(text, words)`` (``words``: the text's lower-case words) where it has one, then its
    ``forms`` in order."""

    name: str
    triggers: frozenset[str]
    forms: Callable[[], tuple[_Form, ...]] = _no_forms
    rule: Callable[[str, frozenset[str]], str] | None = None
    tried: Callable[[str], bool] | None = None


def _pirate() -> tuple[_Form, ...]:
    """A pirate's address and flourishes taken off ("..., ye bilge rat", "arr, ...", "... like a
    true first mate"); "explore the isle, an' chart as much of it as ye can" exploring; sea idioms
    ("weigh anchor for X", "drop anchor", "to starboard"), "hoist the bow", "run the gorgon
    through", "4 paces"; the voice's spelling ("ye", "an'", "o'", "'tween")."""
    address_, edge, end = lx.alt(lpi.PIRATE_ADDRESS), r"(?<![\w'])", r"(?![\w'])"
    explore = lpi.PIRATE_EXPLORE
    return (
        (rf"^\s*{address_}\s*[,!]\s*", ""),
        (rf"\s*,\s*{address_}\s*(?=[,.!?;]|$)[!?.]*", ""),
        (rf"\s+{lx.alt(lpi.PIRATE_LIKE)}\b", ""),
        (rf"\b{explore}\s+{lx.alt(lpi.PIRATE_ISLE)}\b", explore),
        (rf"(\b{explore}\b[^.;!?]*?)\s*,?\s*an'\s+{re.escape(lpi.PIRATE_CHARTED)}", r"\1"),
        (rf"{edge}{lx.alt(tuple(lpi.PIRATE_SAID_AS))}{end}", lpi.PIRATE_SAID_AS),
        (rf"\b{lpi.PIRATE_HOIST}\s+(?P<what>(?:the|that|a|an|yer)\s+(?P<word>\w+))", _hoisted),
        (r"\brun\s+(?P<what>(?:the|that)\s+(?P<word>\w+))\s+through\b", _run_through),
        (rf"\b(?P<n>{lx.NUMBER_RE})\s+(?P<unit>{lx.alt(tuple(lpi.PIRATE_PACES))})\b", _paces),
        (rf"{edge}{lx.alt(tuple(lpi.PIRATE_SPELT))}{end}", lpi.PIRATE_SPELT),
    )


def _hoisted(found: re.Match[str]) -> str:
    """ "hoist the bow": picking it up; "hoist the sails", "hoist the bat": as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is None or lx.is_monster(kind):
        return found.group(0)
    return f"{lpi.PIRATE_PICKED} {found.group('what')}"


def _run_through(found: re.Match[str]) -> str:
    """ "run the gorgon through": a fight with it; anything else run through, as typed."""
    kind = lx.kind_of(found.group("word").lower())
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{lpi.PIRATE_RUN_THROUGH} {found.group('what')}"


def _paces(found: re.Match[str]) -> str:
    return f"{found.group('n')} {lpi.PIRATE_PACES[found.group('unit').lower()]}"


def _office() -> tuple[_Form, ...]:
    """An office memo's frame of an order passed down taken off ("You are requested to ...",
    "..., whereupon you are to ..."); "four (4) tiles" the number once; a memo's phrases
    ("remain in your current position", "in a downward direction", "In the event that"); "your
    present location" here, "my location" me; "advance 4 tiles down" a walk; "arrange for the
    arrow at ... to be collected (and delivered to my location)": fetch (bring me) it. Anything
    else arranged is left as typed, and refused."""
    collected, delivered = lx.alt(lv.MEMO_COLLECTED), lx.alt(lv.MEMO_DELIVERED)
    ours, number = lx.alt(lv.MEMO_OURS), lx.NUMBER_RE
    arranged = rf"\b{lx.alt(lv.MEMO_ARRANGED)}\s+(?P<what>the\s[^.;!?]+?)\s+to\s+be\s+{collected}"
    return (
        (rf"\b{lx.alt(lv.MEMO_FRAMES)}\s+", ""),
        (rf"\b(?:{number})\s*\(\s*(\d+)\s*\)", r"\1"),
        (rf"\b{lx.alt(tuple(lv.MEMO_SAID_AS))}\b", lv.MEMO_SAID_AS),
        (rf"\b(?P<by>{lx.alt(lv.MEMO_FROM_HERE)})\s+your\s+{ours}\b", r"\g<by> here"),
        (rf"\b(?P<to>{lx.alt(lv.MEMO_TO_ME)})\s+my\s+{ours}\b", r"\g<to> me"),
        (
            rf"\b{lx.alt(lv.MEMO_ADVANCE)}(?=\s+(?:{number})\s+(?:tiles?|steps?|squares?"
            r"|spaces?)\b)",
            "walk",
        ),
        (rf"{arranged}\s+and\s+{delivered}\s+to\s+me\b", rf"{lv.MEMO_BRING} \g<what>"),
        (rf"{arranged}(?=\s*[.;!]|\s*$)", rf"{lv.MEMO_FETCH} \g<what>"),
    )


def _slang() -> tuple[_Form, ...]:
    """British and Australian slang: urging after the order ("..., go on") taken off; a blow
    given to a monster a fight with it ("give that bat a proper wallop"); taking said as stealing
    ("nick it"); "for us" for me; "hang about 3 tiles from me" staying; "get yourself between
    ..." getting there."""
    return (
        (rf"\s*,\s*{lx.alt(lv.URGING)}\s*[.!]*\s*$", ""),
        (
            rf"\bgive\s+(?P<whom>[^,.;!?]+?)\s+an?\s+(?:{lx.alt(lv.BLOW_HOW)}\s+)*"
            rf"(?P<blow>{lx.alt(lv.BLOWS)})\b",
            _given,
        ),
        (rf"\b(?:{lx.alt(lv.NICK)})\b(?=\s+{lx.alt(lv.TAKEN_AFTER)}\b)", lv.TAKEN),
        (rf"\b{lx.alt(lv.FOR_US)}\b", lv.FOR_ME),
        (rf"\b{lx.alt(lv.HANG_ABOUT)}\b(?=\s+(?:like\s+)?(?:{lx.NUMBER_RE})\b)", lv.STAYED),
        (rf"\b{lx.alt(lv.YOURSELF_AFTER)}\s+yourself\b", lv.GOT),
    )


def _given(found: re.Match[str]) -> str:
    """A blow given to a monster: the fight with it; to an item, the blow as a verb on it,
    which no errand has ("give the bow a wallop" is no bringing); to anyone else, as typed
    ("give me a clip round the ear")."""
    whom = found.group("whom")
    kinds = [kind for word in whom.lower().split() if (kind := lx.kind_of(word)) is not None]
    if any(lx.is_monster(kind) for kind in kinds):
        return f"{lv.ATTACKED} {whom}"
    return f"{found.group('blow')} {whom}" if kinds else found.group(0)


def _radio() -> tuple[_Form, ...]:
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
            rf"(?P<mark>\s*[,;:]\s*|(?<=[.!?])\s*|^\s*){lx.alt(lt.RADIO_SIGN_OFFS, gap=gap)}"
            r"\s*(?P<end>[.!?]*)\s*(?=[.;:!?]|$)",
            _signed_off,
            _RADIO_SIGNS,
        ),
        (
            rf"{lead}{lx.alt(lt.RADIO_OPENS, gap=gap)}(?:\s*[,.;:!]+\s*|\s+(?=and\b)|(?<=and)\s+)",
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
            rf"\b{lx.alt(lt.RADIO_GRID, gap=gap)}\s*\(?\s*(?P<row>\d{{1,2}})\s*[\s,/-]"
            r"\s*(?P<col>\d{1,2})(?:\s*\))?(?![\w-])",
            r"row \g<row>, column \g<col>",
            _firsts(lt.RADIO_GRID),
        ),
        (rf"\b{lx.alt(lt.RADIO_COUNT, gap=gap)}\b", "count", _firsts(lt.RADIO_COUNT)),
        (
            rf"\b(?P<unit>tiles?|steps?|squares?|spaces?|paces?)\s+"
            rf"{lx.alt(lt.RADIO_SEPARATION, gap=gap)}\s+(?=(?:from|to|between)\b)",
            r"\g<unit> ",
            _lasts(lt.RADIO_SEPARATION),
        ),
        (
            rf"\b(?P<to>to|towards|toward)\s+{lx.alt(lt.RADIO_MY_POSITION, gap=gap)}\b",
            r"\g<to> me",
            _lasts(lt.RADIO_MY_POSITION),
        ),
        (
            rf"\b(?P<whose>your|my)\s+{lx.alt(lt.RADIO_TWENTY)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<whose> position",
            frozenset(lt.RADIO_TWENTY),
        ),
        (
            rf"{lead}{lx.alt(lt.RADIO_STATUS_ASKS, gap=gap)}\s+"
            rf"{lx.alt(lt.RADIO_STATUS, gap=gap)}(?=\s*(?:[,.;:!?]|$))",
            r"\g<lead>status report",
            _lasts(lt.RADIO_STATUS),
        ),
        (
            rf"\b(?P<who>i|we|i'm|i am|we're|we are)\s+"
            rf"(?P<how>{lx.alt(tuple(lt.RADIO_MOVE_OUT), gap=gap)})\b(?!\s+of\b)",
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
            low not in lt.RADIO_CALL_SIGNS
            and low not in lt.RADIO_ADDRESSEES
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
    return f"{found.group('who')} {lt.RADIO_MOVE_OUT[' '.join(found.group('how').lower().split())]}"


def _coach() -> tuple[_Form, ...]:
    """A coach's play's name before a colon ("Run the play: ...") and "that's the play" taken
    off; "on my signal, ..."; "go, go, go!" and "call it out" after a question taken off; a
    coach's phrases ("till the whistle", "sub in at", "man-mark me"); "stick to me like glue"
    following and the simile taken off; "hold within two tiles of the bottom left corner"
    guarding it; "the two ends of row 8, column 2 and column 7" both tiles; "take 4 turns to
    breathe" waiting; "screen me from the gorgon: get between us" said once."""
    n = rf"(?:\d+|{lx.NUMBER_RE})"
    like = lx.alt(lt.COACH_LIKE)
    return (
        (rf"^\s*{lx.alt(lt.COACH_HEADINGS)}\s*(?::|-|!)\s*", ""),
        (rf"(?:^|(?<=[.!?]\s)){lx.alt(lt.COACH_ON_SIGNAL)}\s*,\s*", lt.COACH_SIGNALLED),
        (rf"\s*,?\s*\b{lx.alt(lt.COACH_CLOSERS)}(?=\s*[.!]*\s*$)", ""),
        (rf"\s*,\s*{lx.alt(lt.COACH_GO)}(?=\s*!+\s*$)", ""),
        (rf"(?<=\?)\s*{lx.alt(lt.COACH_CALL_OUT)}\s*[.!]*\s*$", ""),
        (rf"\b{lx.alt(tuple(lt.COACH_SAID_AS))}\b", lt.COACH_SAID_AS),
        (rf"\b{lx.alt(lt.COACH_STICK)}(?=\s+like {like}\b)", lt.COACH_STUCK),
        (rf"\s*,?\s*\blike {like}(?=\s*[.!,]|\s*$)", ""),
        (
            rf"\b{lx.alt(lt.COACH_HOLD)}\s+within\s+(?P<n>{n})\s+(?P<u>tiles?)\s+of\s+"
            rf"(?P<spot>the\s+{lx.alt(lt.COACH_SPOTS)})",
            lt.COACH_GUARDED,
        ),
        (
            rf"\b(?:the\s+(?:two\s+)?ends\s+of\s+)?row\s+(?P<r>{n})\s*,?\s*column\s+"
            rf"(?P<a>{n})\s+and\s+column\s+(?P<b>{n})",
            r"row \g<r>, column \g<a> and row \g<r>, column \g<b>",
        ),
        (rf"\btake (?P<n>{n}) (?P<u>turns?) to {lx.alt(lt.COACH_BREATHE)}\b", lt.COACH_WAITED),
        (
            r"(?<=\bbetween me and the )(?P<thing>[a-z]+)\s*[:,;]\s*"
            rf"{lx.alt(lt.COACH_BETWEEN_US)}(?=\s*[.!]|\s*$)",
            r"\g<thing>",
        ),
    )


def _genz() -> tuple[_Form, ...]:
    """A Gen-Z player's fillers and tags taken off ("no cap", "lowkey", "ngl", "fr"); "ok slay
    now" praise, no fight."""
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.GENZ_FILLERS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(ld.GENZ_SAID_AS))}{_END}", ld.GENZ_SAID_AS),
        _LEFT_OVER,
    )


def _cowboy() -> tuple[_Form, ...]:
    """A cowboy's urging taken off ("git along now, ..."); his drawl in plain words ("git",
    "'em", "them bats", "that there arrow", "saddle up with the sword and ...", "rustle up",
    "ride back and forth", "ride on back", "still breathin'")."""
    drawl = lx.alt(tuple(ld.COWBOY_SAID_AS), gap=r"\s+")
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.COWBOY_URGING)}{_END}", ""),
        (rf"{_EDGE}{drawl}{_END}", ld.COWBOY_SAID_AS),
        _LEFT_OVER,
    )


def _cowboy_spans(text: str) -> bool:
    """Whether ``text`` holds one of the cowboy's phrases of common words ("that there")."""
    low = text.lower()
    return any(span in low for span in ld.COWBOY_SPANS)


# A phrase's edges (no word's letters or apostrophe beside it), and the commas and spaces a form
# that took words off leaves at the text's ends.
_EDGE, _END = r"(?<![\w'])", r"(?![\w'])"
_LEFT_OVER: _Form = (r"^[\s,]+|[\s,]+$", "")


def _words_of(*phrases: str, but: tuple[str, ...] | frozenset[str] = ()) -> frozenset[str]:
    return frozenset(
        word for phrase in phrases for word in phrase.replace(":", " ").replace(",", " ").split()
    ) - frozenset(but)


def _sentences(text: str) -> bool:
    return ". " in text or "? " in text or "! " in text


def _firsts(phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(said.split()[0] for said in phrases)


def _lasts(phrases: tuple[str, ...]) -> frozenset[str]:
    return frozenset(said.split()[-1] for said in phrases)


def _called(text: str) -> bool:
    """ "Lead to Companion, ...": "to" the second word, a mark after the third."""
    said = text.split(None, 3)
    return (
        said[1:2] == ["to"]
        and len(said) > 2
        and (said[2][-1] in ",:;.!-" or (len(said) > 3 and said[3][:1] in ",:;.!-"))
    )


# A radio voice's words: a sign-off's or an opening's own (not "that", "you"), "this" of "this
# is", the grid's, a request's, a separation's, a position's and a status's.
_RADIO_SIGNS = _words_of(*lt.RADIO_SIGN_OFFS, *lt.RADIO_OPENS) - lx.FUNCTION_WORDS | {"over", "out"}
_RADIO = (
    _RADIO_SIGNS
    | {"this", *lt.RADIO_TWENTY}
    | _firsts((*lt.RADIO_GRID, *lt.RADIO_COUNT))
    | _lasts((*lt.RADIO_SEPARATION, *lt.RADIO_MY_POSITION, *lt.RADIO_STATUS))
)
# A coach's words (words every order may say, "go", "stay", "call", "time", are none of them);
# and its signs, looked for as they stand ("go, go, go", a colon).
_COACH = _words_of(
    *lt.COACH_HEADINGS,
    *lt.COACH_SAID_AS,
    *lt.COACH_CLOSERS,
    *lt.COACH_STICK,
    *lt.COACH_LIKE,
    *lt.COACH_ON_SIGNAL,
    *lt.COACH_BREATHE,
    but=(*lx.FUNCTION_WORDS, *lt.COACH_COMMON),
) | {"ends", "within", "bench", "field"}
_SIGNS = re.compile("|".join(map(re.escape, lt.COACH_SIGNS)))  # one search, not a generator
# Urging said last: looked for at the order's end alone (a string's end, no pattern run).
_URGING_ENDS = tuple(f" {phrase}" for phrase in lv.URGING)

# In the order they are tried: a pirate's spelling first, then a name said to the companion,
# then what frames an order (relayed, a team's plan, venting, radio), then the trades' words.
VOICES = (
    Voice("pirate", frozenset(lpi.PIRATE_GATE), _pirate),
    Voice("address", frozenset(), rule=address.framed, tried=address.said_to),
    Voice("relayed", relayed.GATE, rule=relayed.framed),
    Voice("team", team.GATE, rule=team.framed),
    Voice("exasperated", exasperated.TRIGGERS, rule=exasperated.framed, tried=_sentences),
    Voice("radio", _RADIO, _radio, tried=_called),
    Voice("trainer", trainer.TRIGGERS, rule=trainer.framed),
    Voice("coach", _COACH, _coach, tried=lambda text: _SIGNS.search(text.lower()) is not None),
    Voice("legal", legal.GATE, legal.forms, tried=legal.bound),
    Voice("engineer", engineer.GATE, engineer.forms),
    # tried too: "four (4)"; the frame alone opening the order ("You are to stay here")
    Voice(
        "office",
        frozenset(lv.MEMO_GATE),
        _office,
        tried=lambda text: "(" in text or text[:11].lower() == "you are to ",
    ),
    Voice(
        "slang",
        _words_of(
            *lv.BLOWS, *lv.NICK, *lv.HANG_ABOUT, but=("good", "to", "going", "over", "seeing")
        )
        | {"us", "yourself"},
        _slang,
        tried=lambda text: text.lower().rstrip(" .!").endswith(_URGING_ENDS),
    ),
    Voice("genz", ld.GENZ_GATE, _genz),
    Voice("cowboy", ld.COWBOY_GATE, _cowboy, tried=_cowboy_spans),
)
_LETTER = re.compile("[a-z]", re.I)
# Every voice's words: an order with none of them (and none of the tests) is spared them all.
_TRIGGERS = frozenset().union(*(voice.triggers for voice in VOICES))
_TRIED = tuple(voice.tried for voice in VOICES if voice.tried is not None)


def voiced(text: str) -> str:
    """``text`` with every voice it is said in said as the reader's words; as it was where none
    is."""
    words = words_in(text.lower())
    if words.isdisjoint(_TRIGGERS) and not any(tried(text) for tried in _TRIED):
        return text
    for voice in VOICES:
        if words.isdisjoint(voice.triggers) and not (voice.tried and voice.tried(text)):
            continue
        said = voice.rule(text, words) if voice.rule is not None else text
        for pattern, by, needs in _compiled(voice.forms):
            if needs is None or not words.isdisjoint(needs):
                said = pattern.sub(by, said)
        if said != text and _LETTER.search(said) is None:
            said = text  # "Over.", "Good boy!" alone: no order, said back as it was
        if said != text:
            text, words = said, words_in(said.lower())
    return text


@lru_cache(maxsize=16)  # once a voice
def _compiled(forms: Callable[[], tuple[_Form, ...]]) -> tuple[_Compiled, ...]:
    return tuple(_compile(*form) for form in forms())


_Compiled = tuple[re.Pattern[str], str | Callable[[re.Match[str]], str], frozenset[str] | None]


def _compile(pattern: str, said: _Said, needs: frozenset[str] | None = None) -> _Compiled:
    return re.compile(pattern, re.I), _by(said), needs


def _by(said: _Said) -> str | Callable[[re.Match[str]], str]:
    """What a form's match is said as: a phrase map's plain words for the phrase found."""
    if isinstance(said, Mapping):
        return lambda found: said[" ".join(found.group(0).lower().split())]
    return said


_WORD = re.compile(r"[\w']+")


@lru_cache(maxsize=64)  # once an order, for each of its steps
def said_back(order: str, voiced_as: str) -> Callable[[str], str]:
    """What maps words quoted from ``voiced_as`` (``order`` as ``voiced`` said it) back to the
    order's own: where they hold words a voice said for others ("attack that bat with the
    banana"), the span of the order those came from ("give that bat a proper wallop with the
    banana"); any other words as they are."""
    if voiced_as == order:
        return _as_they_are
    typed = list(_WORD.finditer(order))
    low = _low(list(_WORD.finditer(voiced_as)))
    came_from = _came_from(order, typed, low)

    def back(words: str) -> str:
        quoted = _low(list(_WORD.finditer(words)))
        at = _found(low, quoted)
        taken = came_from[at : at + len(quoted)] if at is not None else []
        spans = [(first, last) for first, last, _ in taken if first < last]
        if not spans or (
            all(same for *_, same in taken) and taken[-1][1] - taken[0][0] == len(taken)
        ):
            return words  # not found, or the player's own words already
        first, last = min(s for s, _ in spans), max(e for _, e in spans)
        said = order[typed[first].start() : typed[last - 1].end()]
        return said + ")" if said.count("(") > said.count(")") else said  # "twelve (12)"

    return back


def _came_from(
    order: str, typed: list[re.Match[str]], said: list[str]
) -> list[tuple[int, int, bool]]:
    """For each word of the voiced text (``said``, lower case), the words of the order
    (``typed``) it came from (first, last + 1), and whether it is the order's word as typed. A
    word a voice put elsewhere ("give the bow a wallop": "wallop the bow") came from where it
    stood too; words a voice said for others end at a mark ("for mummy, there's a good boy": for
    me, the praise after the comma left out)."""
    low = _low(typed)
    blocks = SequenceMatcher(None, low, said, False).get_opcodes()
    unmatched = [k for how, i1, i2, _, _ in blocks if how != "equal" for k in range(i1, i2)]
    came_from: list[tuple[int, int, bool]] = []
    for how, i1, i2, j1, j2 in blocks:
        if how == "equal":
            came_from += [(i1 + k, i1 + k + 1, True) for k in range(j2 - j1)]
            continue
        end = next(
            (
                k
                for k in range(i1 + 1, i2)
                if _MARK.search(order, typed[k - 1].end(), typed[k].start())
            ),
            i2,
        )
        for word in said[j1:j2]:
            moved = [k for k in unmatched if low[k] == word and not i1 <= k < end]
            came_from.append((min([i1, *moved]), max([end, *(k + 1 for k in moved)]), False))
    return came_from


_MARK = re.compile(r"[,.;!?]")


def quoted_back(sentence: str, back: Callable[[str], str]) -> str:
    """The reader's ``sentence`` with the words it quotes mapped ``back`` ("I don't know what
    \"the banana for us\" is")."""
    return _QUOTED.sub(lambda found: f'"{back(found.group(1))}"', sentence)


_QUOTED = re.compile(r'"([^"]+)"')


def _as_they_are(words: str) -> str:
    return words


def _low(found: list[re.Match[str]]) -> list[str]:
    return [word.group(0).lower() for word in found]


def _found(words: list[str], part: list[str]) -> int | None:
    """Where ``part`` first stands in ``words``, word for word; None where it does not."""
    for at in range(len(words) - len(part) + 1 if part else 0):
        if words[at : at + len(part)] == part:
            return at
    return None
