"""Two players' voices of bench/fresh_orders_20.toml said as the reader's words: their forms,
rows "sleepy" and "host" of ``voices.VOICES`` (the words are ``lexicon_show``'s).

A sleepy player's bedtime after "then" and what they say of themselves at the end are left out
("go shoot a bat ok.. then sleep", ".. so tired"), "ok" before ".." too; "next 2 the bow" is
next to it; "3 steps right.. or wait yes 3 right" corrects the order ("No wait, ..."); "see 15
tiles u havent been on" explores at least that many; "like a screensaver" after a patrol says
how. A game-show host's calls before the order ("Quick-fire round!", "Contestant number one,
your first challenge:", "For one hundred points:", "Time to cash in!") and urging after it
("Clock's ticking!", "Numbers only, please!") are left out, and why the show wants it ("for
the suspense", "for double points"); "your host" is the player, the studio the dungeon, "race
to" running there, "the gorgon is all yours" a fight with it, "Bow? Check." what the companion
has. Anything else the voices say stays as typed, and is read or refused as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_show as ls, meaning as m
from agent.reading.narrated import order_verb
from agent.reading.voice_rows import EDGE as _EDGE, END as _END, TIDIED, Form, Voice, unless_said

# Where a sleepy player's words part: trailing dots, or a comma.
_PART = r"\s*(?:\.{2,}|…|,)\s*"
# A sentence's start: the text's, or after a sentence's end.
_OPENS = r"(?:^\s*|(?<=[.!?])\s+)"
_NUMBER = rf"(?:\d+|{lx.NUMBER_RE})"

SLEEPY_GATE = ls.SLEEPY_GATE
HOST_GATE = ls.HOST_GATE
HOST_SPANS = ls.HOST_SPANS
_ONE = ls.SLEEPY_ONE
# The verbs of orders ("round" of "round up" is a call's)
_ORDERS = lx.ACTION_VERBS - {word for called in ls.HOST_CALLED for word in called.split()}


def sleepy() -> tuple[Form, ...]:
    """A sleepy player's bedtime and tails left out, "2" for "to", a self-correction, new tiles
    to see, a likeness of a patrol."""
    return (
        (rf"(?:{_PART}|\s+)then\s+{lx.alt(ls.SLEEPY_BEDTIME)}[\s.!]*$", unless_said),
        (rf"{_PART}{lx.alt(ls.SLEEPY_TAILS)}[\s.!]*$|\s+{lx.alt(ls.SLEEPY_SNORES)}[\s.!]*$",
         unless_said),
        (rf"^\s*{lx.alt(ls.SLEEPY_SNORES)}{_PART}(?=\S)", ""),
        (rf"(?<=\bagain){_PART}{lx.alt(ls.SLEEPY_SAME)}[\s.!]*$", ""),
        (
            rf"{_PART}like\s+{lx.alt(ls.SLEEPY_LIKE)}[\s.!]*$",
            "",
            ls.SLEEPY_LIKE_NEEDS,
        ),
        (r"\s+ok(?:ay)?(?=\s*(?:\.{2,}|…|$))", ""),
        (rf"\bur\s+(?={lx.alt(ls.SLEEPY_UR_IS)}\b)", "you're "),
        (
            rf"{_PART}{ls.SLEEPY_GIMME}(?:\s+(?:it|that|them|now|pls|please))*[\s.!]*$",
            "",
            ls.SLEEPY_GIVING,
        ),
        (
            rf"^\s*(?:the\s+)?(?P<kind>[a-z]+){_PART}the\s+(?P<which>{lx.alt(tuple(_ONE))})"
            rf"\s+one{_PART}(?=\S)",
            _the_one,
        ),
        (
            rf"\b(?P<to>{lx.alt(ls.SLEEPY_TO_AFTER)})\s+2\s+(?=(?:the|me|u|you|my)\b)",
            r"\g<to> to ",
        ),
        (
            rf"{_PART}{lx.alt(ls.SLEEPY_OR_WAIT)}\s*,?\s*(?:{lx.alt(ls.SLEEPY_AFFIRM)}\s*,?\s+)?"
            r"(?=\S)",
            ls.SLEEPY_CORRECTED,
        ),
        (
            rf"\bsee\s+(?P<n>{_NUMBER})\s+(?:new\s+|more\s+)?(?:tiles|squares|spots)\s+"
            r"(?:u|you|i|we)\s+(?:havent|haven't|have\s+not|hadn't|haven't\s+yet)\s+"
            rf"{lx.alt(ls.SLEEPY_NOT_BEEN)}{_END}",
            rf"{ldu.EXPLORE_VERBS[0]} at least \g<n> tiles",
        ),
    )


def _the_one(found: re.Match[str]) -> str:
    """ "arrow.. the close one.. go grab it": the nearest arrow named first, for the "it" after;
    anything else as typed."""
    kind = lx.kind_of(found.group("kind").lower())
    if kind is None:
        return found.group(0)
    return f"the {ls.SLEEPY_ONE[found.group('which').lower()]} {found.group('kind')}: "


def host() -> tuple[Form, ...]:
    """A host's calls before the order and urging after it left out, why the show wants it, the
    host's phrases in plain words, a monster "all yours", a checklist called."""
    # a call names no order: "patrol one more round: ..." is no call
    called = (rf"(?!(?:{lx.alt(_ORDERS)}|do|one|another)\b)(?:[\w'-]+\s+){{0,3}}?"
              rf"{lx.alt(ls.HOST_CALLED)}(?:\s+(?:number\s+)?{_NUMBER})?")
    return (
        (
            rf"{_OPENS}(?:(?:now|ok|okay|alright|and)\s*,?\s+)?(?:for\s+)?{called}"
            r"(?:\s+this\s+round)?\s*[!:]+\s*(?=\S)",
            " ",
        ),
        (
            rf"{_OPENS}{lx.alt(ls.HOST_CONTESTANT)}(?:\s+(?:number|no\.?|#)\s*{_NUMBER})?"
            r"\s*[,!:]\s*(?=\S)",
            " ",
        ),
        (rf"{_OPENS}{lx.alt(ls.HOST_CALLS)}\s*[!:]+\s*(?=\S)", " "),
        # a call again after the one taken off: "Contestant number one, your first challenge:"
        (rf"^\s*(?:your|the|our)\s+{called}\s*[!:]+\s*(?=\S)", ""),
        (rf"(?:\s*,)?\s+{lx.alt(ls.HOST_FOR)}\s*(?:,\s*|(?=\s*(?:[.!?;]|…|$)))", " "),
        (rf"(?<=[.!?])\s+{lx.alt(ls.HOST_SIGN_OFFS)}(?:\s*,?\s*please)?[\s.!?]*$", ""),
        (rf"{_EDGE}{lx.alt(tuple(ls.HOST_SAID_AS))}{_END}", ls.HOST_SAID_AS),
        (
            rf"\b(?:the\s+)?(?P<what>[a-z]+)\s+{lx.alt(ls.HOST_ALL_YOURS)}\b",
            _all_yours,
            frozenset(("yours",)),
        ),
        (rf"{_OPENS}(?P<what>[a-z]+)\s*\?\s*{ls.HOST_CHECKED}\s*[.!]", _checked),
        *TIDIED,
    )


def _all_yours(found: re.Match[str]) -> str:
    """ "the gorgon is all yours": a fight with it; an item taken; anything else as typed."""
    kind = lx.kind_of(found.group("what").lower())
    if kind is None:
        return found.group(0)
    verb = lx.ATTACK_VERBS[0] if lx.is_monster(kind) else lx.FETCH_VERBS[2]  # kill, get
    return f"{verb} the {found.group('what')}"


def _checked(found: re.Match[str]) -> str:
    """ "Bow? Check.": the companion has it; anything else as typed."""
    kind = lx.kind_of(found.group("what").lower())
    if kind is None or not lx.is_item(kind) or kind == m.ANY_ITEM:
        return found.group(0)
    lead = " " if found.start() else ""
    return f"{lead}You have the {found.group('what').lower()}."


def news() -> tuple[Form, ...]:
    """A news anchor's greetings, headings, handovers and broadcast times left out; the companion
    spoken of as "our correspondent" told to (its verb in the third person said as the order's:
    "Our reporter collects the nearest arrow, then heads to ..."), "they" and "their" said as
    "you" and "your", the anchor desk the player, a break a wait, reporting from a place going
    there."""
    crew = rf"{lx.alt(ls.NEWS_CREW)}(?:\s+{lx.alt(ls.NEWS_FIELD)})?"
    sentence = r"[^.!?]*[.!?]+\s*"
    return (
        (rf"{_OPENS}{lx.alt(ls.NEWS_GREETINGS)}\b[^.!?]*?\b{lx.alt(ls.NEWS_SHOWS)}{sentence}", " "),
        (rf"{_OPENS}{lx.alt(ls.NEWS_HANDOVERS)}\s*(?:[.!]+\s*|,\s*{lx.alt(ls.NEWS_WHO_WILL)}\s+|$)",
         " "),
        (rf"{_OPENS}(?:[\w'-]+\s+){{0,4}}?{lx.alt(ls.NEWS_HEADING_WORDS)}(?:\s+[\w'-]+){{0,4}}?"
         r"\s*:\s*(?=\S)", " "),
        (rf"{_OPENS}{lx.alt(ls.NEWS_OPENERS)}\s*,?\s+(?=\S)", " "),
        (rf"{_OPENS}(?P<what>the\s+[a-z]+)\s+{lx.alt(ls.NEWS_AT_LARGE)}\s*[.!]", _at_large),
        (rf"\bafter\s+an?\s+(?:{lx.alt(ls.NEWS_BREAK_HOW)}\s+)?(?P<n>{_NUMBER})[-\s]turns?\s+"
         rf"{lx.alt(ls.NEWS_BREAKS)}\s*,?\s*", _broken_off),
        (rf"{lx.alt(ls.NEWS_NEXT_REPORT)}\s+(?P<spot>[^.!?;]+?)\s*[.!]\s*"
         rf"(?:{lx.alt(ls.NEWS_CALLED)}\s*,\s*)?{lx.alt(ls.NEWS_THERE)}\b",
         ls.NEWS_GONE_TO + r"\g<spot>"),
        (rf"{lx.alt(ls.NEWS_NEXT_REPORT)}\s+", ls.NEWS_GONE_TO),
        (rf"\b{lx.alt(ls.NEWS_REPORT_FROM)}\s+", ls.NEWS_GONE_TO),
        (rf"\b(?P<who>{crew})\s*,\s*(?:(?:{lx.alt(ls.NEWS_ARMED)})\s+[^,]+|[a-z]+\s+"
         rf"{lx.alt(ls.NEWS_IN_HAND)})\s*,\s*", r"\g<who> "),
        (rf"\b{crew}'s\b", "your"),
        (rf"(?:\b{lx.alt(ls.NEWS_AND_NOW)}\s+)?\b{crew}\s+(?P<will>{lx.alt(ls.NEWS_WILL)}\s+)?"
         rf"(?:{lx.alt(ls.NEWS_NOW)}\s+)?(?P<form>[a-z]+)\b", _told),
        (r"(?:(?<=,\sthen\s)|(?<=\bthen\s)|(?<=\band\s))(?P<form>[a-z]+s)\b", _then_told,
         ls.NEWS_SPOKEN_OF),
        (rf"{_OPENS}{lx.alt(ls.NEWS_CALLED)}\s*,\s*", " "),
        (rf"\b{crew}\b", "you"),
        (rf"{_EDGE}{lx.alt(tuple(ls.NEWS_THEY_SAID_AS))}{_END}", ls.NEWS_THEY_SAID_AS,
         ls.NEWS_SPOKEN_OF),
        (rf"\bme\s+at\s+{lx.alt(ls.NEWS_DESK)}\b", "me"),
        (rf"\s*(?:-|,|—)\s*{lx.alt(ls.NEWS_DESK_IS_ME)}\b", ""),
        (rf"\b{lx.alt(ls.NEWS_DESK)}\b", "me"),
        (rf"\btell\s+{lx.alt(ls.NEWS_VIEWERS)}\b", ls.NEWS_TOLD),
        (rf"(?:\s*,)?\s+{lx.alt(ls.NEWS_TIMES)}(?=\s*(?:[,.!?;]|$))|\s+{lx.alt(ls.NEWS_FIELD)}\b",
         "", ls.NEWS_SPOKEN_OF),
        *TIDIED,
    )


def _at_large(found: re.Match[str]) -> str:
    """ "the gorgon remains at large.": that monster named, for the "it" after; anything else as
    typed."""
    kind = lx.kind_of(found.group("what").split()[-1].lower())
    if kind is None or not lx.is_monster(kind):
        return found.group(0)
    return f"{found.group(0)[: found.start('what') - found.start()]}{found.group('what')}."


def _broken_off(found: re.Match[str]) -> str:
    """ "After a short two-turn break, ...": a wait of that many turns, then the order."""
    return ls.NEWS_WAITED.format(n=found.group("n"))


def _told(found: re.Match[str]) -> str:
    """ "our correspondent collects", "our reporter will go": the order's verb; the companion
    spoken of before a word that is no verb of its ("from our correspondent right now"), you."""
    form = found.group("form")
    if found.group("will"):
        return form
    verb = order_verb(form)
    return verb if verb is not None else f"you {form}"


def _then_told(found: re.Match[str]) -> str:
    """ "..., then heads to", "... and attacks me": the same one's verbs (where the anchor spoke
    of the companion); anything else as typed."""
    form = found.group("form")
    return order_verb(form, strict=True) or form


# The rows of ``voices.VOICES``, tried last: a host's calls and a sleepy player's tails; a news
# anchor's before the host's (its studio is the anchor's).
VOICES = (
    Voice("sleepy", SLEEPY_GATE, sleepy, spans=ls.SLEEPY_SPANS),
    Voice("news", ls.NEWS_GATE, news, spans=ls.NEWS_SPANS),
    Voice("host", HOST_GATE, host, spans=HOST_SPANS),
)
