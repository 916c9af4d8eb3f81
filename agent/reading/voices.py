"""The players' voices, one table of rows run in one place: first in ``reader._pass``, before
quoted words are found ("'tween me an' the gorgon" holds no quote) and before anything else reads
the order's words.

Each voice is a row (``VOICES``): its name, the words that may be its own (any one of them and the
voice is tried), a test on the text where a word cannot say it (a sentence after another, a
bracket), and its forms: each a pattern and what it is said as, in the order they are tried: a
frame taken off (said as nothing), a phrase map (each phrase said as the plain words it stands
for, lexicon_pirate's, lexicon_voices'), or a small named rule where a map cannot say it ("hoist
the bow" is picking it up, "hoist the sails" as typed). A voice whose words are read a sentence
or a piece at a time (relayed, team, venting, radio, a trainer's, a coach's, a name said to the
companion) has its rule in a module of its own. One intersection of the order's words with all
the voices' words (``_TRIGGERS``) spares most orders every voice.

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
    exasperated,
    legal,
    lexicon as lx,
    lexicon_pirate as lpi,
    lexicon_voices as lv,
    plays,
    radio,
    relayed,
    team,
    trainer,
)
from agent.reading.text import words_in

_Said = str | Mapping[str, str] | Callable[[re.Match[str]], str]
_Form = tuple[str, _Said]  # a pattern (case ignored) and what it is said as


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


def _words_of(*phrases: str, but: tuple[str, ...] = ()) -> frozenset[str]:
    return frozenset(word for phrase in phrases for word in phrase.split()) - frozenset(but)


def _sentences(text: str) -> bool:
    return ". " in text or "? " in text or "! " in text


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
    Voice(
        "radio",
        radio.GATE,
        rule=radio.framed,
        tried=lambda text: text.split(None, 2)[1:2] == ["to"],
    ),
    Voice("trainer", trainer.TRIGGERS, rule=trainer.framed),
    Voice("coach", plays.TRIGGERS, rule=plays.framed, tried=lambda text: ":" in text),
    Voice("legal", legal.GATE, rule=legal.framed),
    Voice("office", frozenset(lv.MEMO_GATE), _office, tried=lambda text: "(" in text),
    Voice(
        "slang",
        _words_of(
            *lv.BLOWS, *lv.NICK, *lv.HANG_ABOUT, but=("good", "to", "going", "over", "seeing")
        )
        | {"us", "yourself"},
        _slang,
        tried=lambda text: text.lower().rstrip(" .!").endswith(_URGING_ENDS),
    ),
)
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
        for pattern, by in _compiled(voice.forms):
            said = pattern.sub(by, said)
        if said != text:
            text, words = said, words_in(said.lower())
    return text


@lru_cache(maxsize=16)  # once a voice
def _compiled(
    forms: Callable[[], tuple[_Form, ...]],
) -> tuple[tuple[re.Pattern[str], str | Callable[[re.Match[str]], str]], ...]:
    return tuple((re.compile(pattern, re.I), _by(said)) for pattern, said in forms())


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
