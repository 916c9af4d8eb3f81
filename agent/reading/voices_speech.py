"""The voices of a way of speaking, rows of ``voices.VOICES``: a pirate's (``pirate``), British
and Australian slang (``slang``; its urging said last looked for at the order's end,
``URGING_ENDS``), a Gen-Z player's (``genz``), a cowboy's (``cowboy``), a Scots player's
(``scots``) and a player mixing Spanish words in (``spanish``). Each is a voice's forms
(``voice_rows.Form``): a frame taken off, a phrase map, or a small named rule.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_drawl as ld,
    lexicon_duties as ldu,
    lexicon_hippie as lh,
    lexicon_idioms as li,
    lexicon_pirate as lpi,
    lexicon_scots as lsc,
    lexicon_spanish as les,
    lexicon_voices as lv,
)
from agent.reading.patterns import SPACES, lazy
from agent.reading.voice_rows import TIDIED, Aside, Form as _Form


def pirate() -> tuple[_Form, ...]:
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




def slang() -> tuple[_Form, ...]:
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




def genz() -> tuple[_Form, ...]:
    """A Gen-Z player's fillers and tags taken off ("no cap", "lowkey", "ngl", "fr"); "ok slay
    now" praise, no fight."""
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.GENZ_FILLERS)}{_END}", ""),
        (rf"{_EDGE}{lx.alt(tuple(ld.GENZ_SAID_AS))}{_END}", ld.GENZ_SAID_AS),
        _LEFT_OVER,
    )


def cowboy() -> tuple[_Form, ...]:
    """A cowboy's urging taken off ("git along now, ..."); his drawl in plain words ("git",
    "'em", "them bats", "that there arrow", "saddle up with the sword and ...", "rustle up",
    "ride back and forth", "ride on back", "still breathin'")."""
    drawl = lx.alt(tuple(ld.COWBOY_SAID_AS), gap=r"\s+")
    return (
        (rf"\s*{_EDGE}{lx.alt(ld.COWBOY_URGING)}{_END}", ""),
        (rf"{_EDGE}{drawl}{_END}", ld.COWBOY_SAID_AS),
        _LEFT_OVER,
    )


def hippie() -> tuple[_Form, ...]:
    """A hippie's greeting of peace and love opening the order and a sentence of how it sees
    things after it left out ("Peace, love and a sword, brother. ...", "... Possessions are a
    bummer anyway."); its phrases in plain words ("stay cool", "hang out", "score me", "when I
    split"); breaths taken a wait ("take three deep breaths": wait three turns); a monster sent to
    the great beyond a fight with it; drifting over or down to a place going there."""
    what = r"(?P<what>it|them|(?:the|that|this|those|these)\s+(?P<word>\w+))"
    said, beyond = lx.alt(tuple(lh.SAID_AS), gap=_GAP), lx.alt(lh.SENT_BEYOND, gap=_GAP)
    bummer = lx.alt(lh.BUMMER, gap=_GAP)
    hailed, called = lx.alt(lh.HAILED, gap=_GAP), rf"{lx.alt(lh.CALLED, gap=_GAP)}\b"
    return (
        (rf"^\s*{re.escape(lh.PEACE_LOVE)}[^.!?]*[.!?]+\s*(?=\S)", ""),
        (rf"(?<=[.!?])\s+(?P<who>[\w' ]{{1,40}}?)\s+(?:is|are)\s+{bummer}\s*[.!]*\s*$", _bummer),
        (rf"(?:^|(?<=[.!?]))\s*(?:{hailed}\s+)?{called}\s*,\s*(?=\S)", _called),
        (rf"\s*,\s*{called}(?=\s*(?:[,.!?;]|$))", _called),
        (rf"{_EDGE}{said}{_END}", lh.SAID_AS),
        (rf"\btake\s+(?P<n>{lx.NUMBER_RE})\s+{lx.alt(lh.BREATHS)}\b", _breaths),
        (rf"\bsend\s+{what}\s+{beyond}\b", _ended),
        (rf"\b{lx.alt(li.DRIFTING)}(?:\s+{lh.DRIFTED_ON})?(?=\s+(?P<to>[^,.;!?]+))", _drifted),
    )


# What a hippie says beside an order, a piece of its own: a feeling voiced ("Far out", "Dig it",
# "You feeling groovy?").
_GAP = SPACES
HIPPIE_ASIDES = (Aside(re.compile(lx.alt(lh.REMARKS, gap=_GAP), re.I)),)
_SAYING = re.compile(rf"\b{lx.alt(lx.SAY_VERBS)}\b", re.I)


def _called(found: re.Match[str]) -> str:
    """What the hippie calls the companion, opening a sentence or set off by a comma ("Hey
    brother, ...", "..., man"): left out, but not after a verb of saying ("say hello, man")."""
    if _SAYING.search(found.string, 0, found.start()) is not None:
        return found.group(0)
    return ""


def _bummer(found: re.Match[str]) -> str:
    """ "Possessions are a bummer anyway.": left out; "the bats are a bummer", naming a thing of
    the game, as typed."""
    if any(lx.kind_of(word) is not None for word in found.group("who").lower().split()):
        return found.group(0)
    return ""


def _breaths(found: re.Match[str]) -> str:
    return f"{lh.BREATHS_TAKEN} {found.group('n')} {lh.BREATHS_UNIT}"


def _drifted(found: re.Match[str]) -> str:
    """ "float on over to the corner", "... to that bow and pick it up": the verb of going; over
    to a thing with no errand after it ("groove over to the bow"), as typed."""
    to = found.group("to").lower()
    where = to.split(" and ")[0].split()  # where it goes, before any errand after it
    named = [kind for word in where if (kind := lx.kind_of(word)) is not None]
    if _ERRAND_AFTER.match(to) or (
            named and not lx.is_monster(named[0]) and not _ERRAND_AFTER.search(to)):
        return found.group(0)  # "float over and get it": GOING_OVER's; "over to the bow" alone
    return lh.DRIFTED_AS


_ERRAND_AFTER = re.compile(rf"(?:\w+\s+)?\band\s+(?:then\s+)?{lx.alt(lx.FETCH_VERBS)}\b")


def _ended(found: re.Match[str]) -> str:
    """A monster, or "it", sent to the great beyond: the fight with it; an item, as typed."""
    word = found.group("word")
    kind = lx.kind_of(word.lower()) if word else None
    if word and (kind is None or not lx.is_monster(kind)):
        return found.group(0)
    return f"{lh.ENDED} {found.group('what')}"


def scots() -> tuple[_Form, ...]:
    """A Scots player's words in English ("fae" from, "tae" to, "bide" stay, "haud on" wait,
    "dinnae" don't, "whaur" where); "an" before a consonant "and" ("go an get the bow"); "ah"
    before a word "I" ("till ah start walkin"); "away an" before a verb "go and"."""
    said, away = lx.alt(tuple(lsc.SCOTS_SAID_AS), gap=r"\s+"), lx.alt(lsc.SCOTS_AWAY, gap=r"\s+")
    return (
        (rf"{_EDGE}{away}(?=\s+[bcdfgjklmnpqrstvwxyz])",
         lsc.SCOTS_GO_AND),
        (rf"{_EDGE}{said}{_END}", lsc.SCOTS_SAID_AS),
        (rf"{_EDGE}an(?=\s+[bcdfgjklmnpqrstvwxyz])", lsc.SCOTS_AND),
        (rf"{_EDGE}{lx.alt(tuple(lsc.SCOTS_I))}(?=\s+[a-z])", lsc.SCOTS_I),
    )


def spanish(text: str, words: frozenset[str]) -> str:
    """A player's Spanish words in English ("porfa" please, "quédate aquí" stay here, "primero"
    first, "si no" if not; "nada más" nothing, as a walk goes no further), then the marks a word
    said as nothing leaves ("cuántos?" after the question it asks again); only in an order that
    says something of the game in English: one in Spanish alone is refused whole as before
    ("Ve a buscar la espada, por favor": the reader understands orders in English)."""
    if words.isdisjoint(_ENGLISH):
        return text
    said = _SPANISH.sub(lambda found: les.SPANISH_SAID_AS[" ".join(found[0].lower().split())],
                        text)
    return _LEFT_MARKS.sub("", said) if said != text else text



def irish() -> tuple[_Form, ...]:
    """An Irish player's words in English ("yer man the gorgon" the gorgon, "wait on me" wait
    for me, "ye" you, "don't be going" don't go), and "there" after a tile's row and column left
    out ("row 14, column 6 there")."""
    said = lx.alt(tuple(lsc.IRISH_SAID_AS), gap=r"\s+")
    return (
        (rf"{_EDGE}{said}{_END}", lsc.IRISH_SAID_AS),
        (rf"(?<=\d)\s+{lsc.IRISH_THERE}{_END}", ""),
    )


# A phrase's edges (no word's letters or apostrophe beside it), and the commas and spaces a form
# that took words off leaves at the text's ends.
_EDGE, _END = r"(?<![\w'])", r"(?![\w'])"
_LEFT_OVER: _Form = (r"^[\s,]+|[\s,]+$", "")
# Urging said last: looked for at the order's end alone (a string's end, no pattern run).
URGING_ENDS = tuple(f" {phrase}" for phrase in lv.URGING)


# The player's own state said last with no "am" ("i walking already"): a Singlish speaker's, with
# no particle or opener to say so.
_STATE_LAST = re.compile(rf"\bi\s+[a-z]+ing\s+{lv.SINGLISH_ALREADY}\s*[.!]*$", re.I)


def singlish_state(text: str) -> bool:
    """Whether ``text`` ends with the player's state said as a Singlish speaker does."""
    return lv.SINGLISH_ALREADY in text and _STATE_LAST.search(text) is not None


def singlish() -> tuple[_Form, ...]:
    """A Singlish speaker's particles, openers and tags left out ("follow me can? ... lah"); a
    topic said first, then asked of or done ("the sword where ah?", "the bow you go take", "you got
    sword or not? got then ..., don't have then ..."); "jalan jalan", "far far", "bring come give
    me", "go row 6 column 17 there stand" in plain words."""
    marked = r"(?=\s*(?:[,.!?]|$))"
    topic = rf"(?P<topic>(?:{lx.alt(lv.SINGLISH_TOPICS)})\s+[a-z ]+?)"
    said = lx.alt(tuple(lv.SINGLISH_SAID_AS), gap=r"\s+")
    return (
        (rf"(?:^|(?<=[.!?]\s))\s*{lx.alt(lv.SINGLISH_OPENERS)}\s*[,!]?\s+(?=\S)", ""),
        (rf"\s*,?\s+{lx.alt(lv.SINGLISH_PARTICLES)}{marked}", ""),
        (r"^you\s+got\s+(?P<what>[a-z ]+?)\s+or\s+not\s*\?", _got_or_not),
        (rf"(?<=[?.!,]\s){lx.alt(lv.SINGLISH_GOT)}\s+{lv.SINGLISH_THEN}\s+", lv.SINGLISH_IF_SO),
        (rf"\b{lx.alt(lv.SINGLISH_NOT_GOT)}\s+{lv.SINGLISH_THEN}\s+", lv.SINGLISH_IF_NOT),
        (rf"\s*,?\s+{lx.alt(lv.SINGLISH_OR_NOT)}{marked}", "", lv.SINGLISH_ASKS),
        (rf"\s*,?\s+{lx.alt(lv.SINGLISH_TAGS)}{marked}", ""),
        (rf"[,.]?\s*\bi\s+[a-z]+\s+{lv.SINGLISH_ALREADY}{marked}", ""),
        (rf"^{lv.SINGLISH_CAN}\s+(?!you\b|i\b|we\b)", lv.SINGLISH_CAN_YOU),
        (rf"{_EDGE}{said}{_END}", lv.SINGLISH_SAID_AS),
        (rf"\b(?P<no>{lx.alt(lv.SINGLISH_DONT)})\s+(?P<verb>{lx.alt(tuple(lv.SINGLISH_TAKEN))})"
         rf"{marked}", _its_thing),
        (rf"^(?P<a>[a-z]+)\s+or\s+(?P<b>[a-z]+)\s*,\s*(?P<q>{lx.alt(lv.SINGLISH_WHICH)}\s+(?:is\s+)?"
         rf"{lx.alt(lv.SINGLISH_NEARER)}\b[^?.!]*)", _which_first),
        (rf"\b(?P<verb>{lx.alt(ldu.EXPLORE_VERBS)})(?:\s+{lx.alt(lv.SINGLISH_A_BIT)})?\s*,\s*"
         rf"(?P<n>{lv.SINGLISH_AT_LEAST}\s+\d+(?:\s+different)?)\s+"
         rf"(?P<unit>{lx.alt(lv.SINGLISH_UNITS)})\b(?!s)", r"\g<verb> \g<n> \g<unit>s"),
        (rf"\b(?P<a>[a-z]+)\s+got\s+how\s+many\s*,\s*(?P<b>[a-z]+)\s+got\s+how\s+many\s*,?\s*"
         rf"{lx.alt(lv.SINGLISH_ADDED)}\s*,?\s*(?:tell\s+me\s+)?how\s+(?:much|many)", _added),
        (rf"^{topic}\s+(?P<asked>{lx.alt(lv.SINGLISH_ASKED_LAST)})\b", r"\g<asked> is \g<topic>"),
        (rf"^(?P<what>(?:the|that|this)\s+[a-z]+)\s+{lv.SINGLISH_YOU_GO}\s+(?P<verb>[a-z]+)\b",
         r"go \g<verb> \g<what>"),
        (rf"^(?P<what>{lx.alt(lv.SINGLISH_ALL_HELD)})\s+{lv.SINGLISH_GIVE_ME}\b",
         rf"{lv.SINGLISH_GIVE_ME} \g<what>"),
        (rf"\bgo\s+(?=(?:the\s+)?{lx.alt(lv.SINGLISH_GO_PLACES)}\b)", lv.SINGLISH_GO_TO),
        *TIDIED,
    )


def _got_or_not(found: re.Match[str]) -> str:
    """ "you got sword or not?": whether the companion has it."""
    return lv.SINGLISH_GOT_OR_NOT.format(what=found.group("what"))


def _its_thing(found: re.Match[str]) -> str:
    """ "don't pick up": don't pick it up, the thing named before."""
    return f"{found.group('no')} {lv.SINGLISH_TAKEN[found.group('verb').lower()]}"


def _which_first(found: re.Match[str]) -> str:
    """ "bow or sword, which one nearer to you": the question, then the two; anything but two
    kinds of the game as typed."""
    if lx.kind_of(found.group("a").lower()) is None or lx.kind_of(found.group("b").lower()) is None:
        return found.group(0)
    return f"{found.group('q')}, the {found.group('a')} or the {found.group('b')}"


def _added(found: re.Match[str]) -> str:
    """ "bat got how many, arrow got how many, add together tell me how much": the sum asked."""
    return lv.SINGLISH_SUM.format(a=found.group("a"), b=found.group("b"))


def politician() -> tuple[_Form, ...]:
    """A politician's likening to the campaign after the order ("guard the tile as you would
    guard our democracy") left out; "the border between A and B" between them; "tell the people"
    tell me."""
    campaign = lx.alt(lv.CAMPAIGN_WORDS)
    return (
        (rf"\s+{lv.CAMPAIGN_AS}\s+[^,.;!?]*?\b{campaign}\b[^,.;!?]*", ""),
        (rf"\b{lx.alt(lv.CAMPAIGN_BORDER)}\b", lv.CAMPAIGN_BETWEEN),
        (rf"\b(?P<verb>{lx.alt(lv.CAMPAIGN_TOLD)})\s+{lx.alt(lv.CAMPAIGN_LISTENERS)}\b",
         lv.CAMPAIGN_TOLD_ME),
    )


# A piece naming the campaign and no thing of the game: a remark beside the order.
CAMPAIGN_ASIDES = (
    Aside(
        re.compile(
            rf"(?=.*\b{lx.alt(lv.CAMPAIGN_WORDS)}\b)(?!.*\b(?:{lx.noun_pattern()})\b)[^,.;!?]*",
            re.I,
        )
    ),
)


def parser() -> tuple[_Form, ...]:
    """A text-adventure veteran's "ASK COMPANION ABOUT ITS HEALTH": what is your health."""
    return (
        (rf"^\s*{lx.alt(lv.PARSER_ASK)}\s+{lx.alt(lv.PARSER_ITS)}\s+", lv.PARSER_ASKED),
    )


# The words of the game said in English, one of which an order must say for its Spanish words
# to be read (``spanish``).
_ENGLISH = frozenset((*lx.ACTION_VERBS, *lx.NOUN_WORDS, *lx.EXPLORED_UNITS, "how", "where",
                      "what", "which"))
_SPANISH = lazy(rf"{_EDGE}{lx.alt(tuple(les.SPANISH_SAID_AS), gap=SPACES)}{_END}", re.I)
_LEFT_MARKS = lazy(r"(?:^|(?<=[.!?]))\s*[?!.,]+")
