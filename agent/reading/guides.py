"""Two players' voices of bench/fresh_orders_21.toml said as the reader's words: their forms,
rows "meditation" and "guide" of ``voices.VOICES``, and two rows of families any voice says,
"pointed" and "kept" (the words are ``lexicon_guides``').

A meditation guide's breaths and stillness before the order ("Breathe in... and, when you are
ready, ..."), how it is done ("gently", "slowly", "without hurry"), a likeness ("as a friend
would", "like a walking meditation") and a wish after it ("and be at peace") are left out;
"let your feet carry you to" and "find your way to" are going there, "settle there" staying,
"come home to me" coming back, "rest near me" staying near, "bring its journey to an end" and
"end it" a fight with the monster named, "free the gorgon from this world" defeating it, "how
does your body feel?" asks the companion's health. A tour guide's calls before the order
("Right this way, folks!", "The tour is over —", "Mind the wildlife, folks —"), its urging
after it ("Lead the way!"), why ("for the group's safety") and whom it speaks to ("folks") are
left out; "the group" is the player, "here at the meeting point" here, and a stop of the tour a
place to go to ("Next stop on the tour: row 8, column 12.") or the thing its "it" is ("Our first
stop is the sword — please go and pick it up").

Said by any voice: a thing pointed out in a sentence of its own before the order ("See the
arrow nearest you? Grab it", "Notice the gorgon. Accept it. Then ... end it") is the order's
first "it"; which of a count fetched will do ("Any two will do") and keeping what a fetch took
("hang on to them", "keep it with you") add nothing to the fetch; "we'll" opening an order is
the companion's; kinds added and then "how many together?" one sum; the weapon asked again
after a question of what defeats a monster ("Which weapon?") the same question. Anything else
the voices say stays as typed, and is read or refused as before."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_closers as lcl, lexicon_guides as lg
from agent.reading.voice_rows import END as _END, Form, Voice, unless_said, words_of

# A sentence's start: the text's, or after a sentence's end.
_OPENS = r"(?:^\s*|(?<=[.!?…])\s+)"
# What ends a piece said before the order: dots, a dash, a mark.
_ENDS = r"\s*(?:\.{2,}|…|[.,!;:—–]|\s-\s)+\s*"
_NUMBER = rf"(?:\d+|{lx.NUMBER_RE})"
# "at least", "minimum" before a number of tiles to see ("see minimum twenty-five tiles").
_AT_LEAST = lx.alt(lx.EXPLORED_AT_LEAST, gap=r"\s+")
_ADDRESS = rf"(?:\s*,\s*{lx.alt(lg.TOUR_ADDRESS)})?"
_MONSTERS = f"(?:{lx.noun_pattern(lx.MONSTER_SET)})"


def meditation() -> tuple[Form, ...]:
    """A meditation guide's breaths, manner, likenesses and wishes left out, its phrases in
    plain words, a monster freed or ended a fight."""
    return (
        (rf"{_OPENS}(?:{lx.alt(lg.CALM_OPENERS)}{_ENDS}(?:and\s*,?\s*)?)+(?=\S)", " "),
        (rf"\b{lx.alt(lg.CALM_WHEN_READY)}\s*,\s*(?=\S)", ""),
        (rf"\s*,\s*{lx.alt(lg.CALM_WHEN_READY)}(?=\s*(?:[.!?]|$))", ""),
        (rf"\s*,?\s*\b{lx.alt(lg.CALM_LIKE)}(?=\s*(?:[,.!?;]|$))", ""),
        (rf"\s*,?\s*\b{lx.alt(lg.CALM_WISHES)}\s*[.!]*\s*$", ""),
        (rf"{_OPENS}{lx.alt(lg.CALM_ACCEPTED)}\s*[.!]+(?=\s+\S)", ""),
        (rf"(?<!the\s)\b{lx.alt(tuple(lg.CALM_SAID_AS))}{_END}", lg.CALM_SAID_AS),
        (rf"(?<=\bcarry)\s*(?:\.{{2,}}|…|[,.;—–])\s*{lx.alt(lg.CALM_PASSED)}(?=\s*[.!]*\s*$)", ""),
        (
            rf"(?<!the\s)\b{lg.CALM_REST}(?=\s+for\s+{_NUMBER}\b)",
            lg.CALM_STAYED,
        ),
        (
            rf"\b{lx.alt(lg.CALM_FREED)}\s+(?P<what>it|them|the\s+{_MONSTERS})\s+"
            rf"{lx.alt(lg.CALM_FROM_WORLD)}\b",
            rf"{lx.ATTACK_VERBS[4]} \g<what>",  # defeat
        ),
        (rf"\b{lx.alt(lg.CALM_ENDED)}\s+(?P<what>it|them|the\s+{_MONSTERS})\b(?!\s+of\b)",
         _ended, frozenset(lg.CALM_ENDED)),
        (rf"\b{lx.alt(lg.CALM_MANNER)}\b", unless_said),
        (rf"(?:^[\s,]*|(?<=[.!?…])\s+){lx.alt(lg.CALM_LOOKS)}\s*[:,.]\s*(?={lx.alt(lg.ASKS)}\b)",
         " "),
        (rf"\b(?P<n>{_NUMBER})\s+(?:{lx.alt(lg.CALM_BREATHS)}\s+)?breaths?\b", r"\g<n> turns"),
        *_TIDY,
    )


def _ended(found: re.Match[str]) -> str:
    """ "end it" a fight with the monster named before it; "end the gorgon" a fight with it;
    anything else as typed."""
    what = found.group("what").lower()
    if what in ("it", "them") and re.search(
            rf"\b{_MONSTERS}\b", found.string[: found.start()], re.I) is None:
        return found.group(0)
    return f"{lx.ATTACK_VERBS[0]} {found.group('what')}"  # kill


def tour() -> tuple[Form, ...]:
    """A tour guide's calls, urging, reasons and address left out, "the group" the player, a
    stop of the tour a place or a thing."""
    which = lx.alt(lg.TOUR_STOP_WHICH)
    destination = (rf"(?:{lx.alt(lg.DESTINATION_WHICH)}\s+)?{lg.DESTINATION}"
                   rf"(?:\s+{_NUMBER})?")
    return (
        (rf"{_OPENS}{lx.alt(lg.TOUR_CALLS)}(?:\s*,\s*{lx.alt(lg.TOUR_CALLED)})?"
         r"\s*,?\s*(?:\.{2,}|…|[.!?;:—–]|\s-\s)+\s*(?=\S)", " "),
        (
            rf"(?:{_OPENS}|(?<=,)\s+)(?:(?:our\s+|the\s+)?{which}\s+{lg.TOUR_STOP}"
            rf"|(?P<destination>{destination}))"
            rf"(?:\s+{lx.alt(lg.TOUR_STOP_OF)})?"
            r"\s*(?:is|will\s+be|:)\s*(?P<what>[^.!?—–:;]+?)\s*(?:[.!?—–:;]+|$)",
            _stop,
        ),
        (rf"(?<=[.!?])\s+{lx.alt(lg.TOUR_SIGN_OFFS)}{_ADDRESS}\s*[.!]*\s*$", ""),
        (rf"\s*,?\s*\b{lx.alt(lg.TOUR_WHY)}(?=\s*(?:[.!?,;]|$))", ""),
        (rf"\s*,\s*{lx.alt(lg.TOUR_ADDRESS)}(?=\s*(?:[!.?,;:—–]|\s-\s|$))", ""),
        (rf"\b{lx.alt(tuple(lg.TOUR_SAID_AS))}{_END}", lg.TOUR_SAID_AS),
        *_TIDY,
    )


def _stop(found: re.Match[str]) -> str:
    """A stop of the tour: the thing an "it" after it is ("Our first stop is the sword — please
    go and pick it up"), else the place to go to ("Next stop: row 8, column 12.")."""
    lead = " " if found.start() else ""
    what = found.group("what")
    if re.search(r"\bit\b", found.string[found.end():], re.I):
        return f"{lead}{lg.POINTED[-1].capitalize()} {what}. "  # "See the sword."
    if found["destination"] and lx.is_item(lx.kind_of(what.split()[-1].lower()) or ""):
        return f"{lead}{lg.DESTINATION_FOR.capitalize()} {what}. "  # a route's end: fetched
    return f"{lead}{lg.TOUR_GONE.capitalize()} {what}. "


_TIDY: tuple[Form, ...] = (
    (r"(?<=[,;])(?:\s*,)+", ""),
    (r"\s+(?=[,.;!?])", ""),
    (r"(?:(?<=^)|(?<=[.!?…]))[\s,;]+(?=\S)", " "),
    (r"\s{2,}", " "),
    (r"^\s+|[\s,;]+$", ""),
)

# A thing pointed out, a sentence of its own, then the order with "it": "See the arrow nearest
# you? Grab it, then the bow".
_POINTED = re.compile(
    rf"^\s*{lx.alt(lg.POINTED)}\s+(?P<what>(?:the|that|this)\s+[^.?!…—–:;]+?)\s*"
    r"(?:\.{2,}|…|[.?!:;—–])+\s*(?:then\s*,?\s*)?(?P<rest>\S.*)$",
    re.I | re.S,
)
_IT = re.compile(r"(?<![\w'])it(?![\w'])", re.I)


def pointed(text: str, words: frozenset[str]) -> str:
    """``text`` with a thing pointed out before the order said where the order's first "it"
    is; as it was where it names no thing of the game, or no "it" follows."""
    found = _POINTED.match(text)
    if found is None or not any(lx.kind_of(w) for w in found["what"].split()[1:]):
        return text
    rest = found["rest"]
    it = _IT.search(rest)
    if it is None:
        return text
    return f"{rest[: it.start()]}{found['what']}{rest[it.end():]}"


def _of_the_kind_before(found: re.Match[str]) -> bool:
    """Whether "any will do" said here names no kind, or the kind the words before it named
    last ("a bat, any bat": not "the gorgon, any bat")."""
    kinds = [k for w in found.group(0).lower().split() if (k := lx.kind_of(w.strip(" ,.!-")))]
    if not kinds:
        return True
    before = [k for w in found.string[:found.start()].lower().split()
              if (k := lx.kind_of(w.strip(" ,.!?;:")))]
    return bool(before) and before[-1] == kinds[0]


def kept() -> tuple[Form, ...]:
    """Which will do and keeping what a fetch took left out, "we'll" opening an order, kinds
    added and then counted together, the weapon asked again."""
    verbs = lx.alt(tuple(lx.ACTION_VERBS))
    fetch = rf"\b{lx.alt(lx.FETCH_VERBS)}\b"
    return (
        (rf"(?<=[.!?,])\s*{lx.alt(lg.ANY_WILL_DO)}\s*(?:[.!,;:—–]+|\s-\s)\s*(?=\S)",
         lambda found: " " if _of_the_kind_before(found) else found.group(0)),
        (rf"(?<=[.!?,])\s*{lx.alt(lg.ANY_WILL_DO)}\s*[.!]*\s*$",
         lambda found: "" if _of_the_kind_before(found) else found.group(0)),
        (
            rf"(?:(?<=[.!?])\s+|\s*,?\s+and\s+)(?:{lx.alt(lg.KEPT_SAID_SO)}\s+)?"
            rf"{lx.alt(lg.KEPT)}\s+(?:it|them)"
            rf"(?:\s+{lx.alt(lg.KEPT_WITH)})?(?:\s*,?\s*{lx.alt(lcl.CONTRAST_AFTER)})?"
            rf"(?:\s*,?\s*{lx.alt(lcl.IF_NO_TROUBLE)})?(?=\s*[.!]*\s*$)",
            lambda found: "" if re.search(fetch, found.string[: found.start()], re.I)
            else found.group(0),
        ),
        (rf"^\s*{lx.alt(lg.WE_WILL)}\s+(?={verbs}\b)(?!.*\byou\b)", ""),  # no team's plan
        (
            rf"^\s*{lx.alt(lg.LETS_ALL)}\s+(?P<order>[^.!?]+?)\s*,\s*{lx.alt(lg.LETS_ALL_WHO)}"
            r"(?=\s*[.!]*\s*$)",
            r"\g<order>",
        ),
        (rf"^\s*{lx.alt(lg.LETS_ALL)}\s+", ""),
        (
            rf"(?:\b{lx.alt(lg.UNSEEN_AFTER)}\s*(?:\.{{2,}}|…|[,.;]|\s+and)\s*)?"
            rf"\b{lx.alt(lg.UNSEEN_VERBS)}\s+(?:{_AT_LEAST}\s+)?"
            rf"(?P<n>{_NUMBER}(?:[\s-]+{_NUMBER})?)\s+"
            rf"{lx.alt(lg.UNSEEN_PLACES)}(?:\s+{lx.alt(lg.UNSEEN_NOT_BEEN)}(?:\s+(?:yet|before))?)?"
            rf"(?:\s+(?:of|in)\s+(?:the|this|my|our)\s+{lx.alt(lx.MAP_WORDS)})?"
            rf"(?=\s*(?:[.!?,;]|$|\s+{lx.alt(lg.UNSEEN_UNTIL)}\b))",
            lg.UNSEEN_SAID,
        ),
        (
            r"^\s*(?P<a>[a-z][a-z' ]*?)\s*,?\s+plus\s+(?P<b>[a-z][a-z' ]*?)\s*"
            r"(?:—|–|\s-\s|,|:|;|\.{2,}|…)\s*how\s+many\s+"
            r"(?:together|altogether|in\s+all|in\s+total|all\s+told|all\s+together)\s*\?*\s*$",
            _added,
        ),
        (rf"(?<=\?)\s*{lx.alt(lg.WEAPON_ASKED_AGAIN)}\s*\?+\s*$", _weapon_again),
    )


def _added(found: re.Match[str]) -> str:
    """ "Arrows lying on the ground, plus bats still flying — how many together?": how many of
    both, as "how many arrows lying on the ground plus bats still flying?" reads; as typed where
    either names no kind in the plural first."""
    for said in (found["a"], found["b"]):
        first = said.split()[1] if said.split()[0].lower() == "the" else said.split()[0]
        if lx.kind_of(first) is None or not first.endswith("s"):
            return found.group(0)
    return f"How many {found['a']} plus {found['b']}?"


_DEFEATS = re.compile(
    rf"\b(?:what|which)\b[^?]*\b(?:{lx.alt(lx.ATTACK_VERBS)}|{lx.alt(lg.CALM_FREED)})\b[^?]*"
    rf"\b{_MONSTERS}\b[^?]*\?\s*$",
    re.I,
)


def _weapon_again(found: re.Match[str]) -> str:
    """ "Which weapon?" after a question of what defeats a monster: the same question, left out;
    anything else as typed."""
    return "" if _DEFEATS.search(found.string[: found.start()]) else found.group(0)


def armed_first() -> tuple[Form, ...]:
    """A weapon said before the fight it is for ("with your bow and your arrow, bring its journey
    to an end", "using the bow, shoot a bat"): said after it, where the reader reads it."""
    return (
        (
            rf"(?P<lead>^\s*|[.!?;]\s+|,\s*|\bthen\s*,?\s*){lx.alt(lg.ARMED_BY)}\s+"
            r"(?P<with>(?:the|your|my|a|an)\s+(?P<one>[a-z]+)(?:\s+and\s+(?:the|your|my|a|an)\s+"
            rf"(?P<two>[a-z]+))?)\s*,\s*(?P<verb>{lx.alt(lx.ATTACK_VERBS)})\s+"
            r"(?P<what>[^.,;!?]+?)(?=\s*(?:[.,;!?]|$))",
            _armed,
        ),
    )


def _armed(found: re.Match[str]) -> str:
    """The fight, then what it is fought with ("kill the bat with your bow and arrow"); as typed
    where the weapon names no thing of the game."""
    one, two = found["one"], found["two"]
    if lx.kind_of(one) is None or (two is not None and lx.kind_of(two) is None):
        return found.group(0)
    armed = found["with"].split()[0] + f" {one}" + (f" and {two}" if two else "")
    return f"{found['lead']}{found['verb']} {found['what']} with {armed}"


# The rows of ``voices.VOICES``, tried last: the two guides' voices, then what any voice says.
VOICES = (
    Voice("meditation", lg.CALM_GATE, meditation),
    Voice("guide", lg.TOUR_GATE, tour, spans=lg.TOUR_SPANS),
    Voice("pointed", words_of(*lg.POINTED), rule=pointed),
    Voice(
        "kept",
        words_of(*lg.KEPT, *lg.ANY_WILL_DO, *lg.WE_WILL, *lg.WEAPON_ASKED_AGAIN, *lg.UNSEEN_VERBS,
                 but=("on", "to", "of", "will", "do", "we", "are", "going", "with", "what",
                      "one", "which", "them", "it", "old", *lx.NOUN_WORDS)) | {"plus"},
        kept,
        spans=(*lg.WE_WILL, *lg.LETS_ALL),
    ),
    Voice("armed first", frozenset(lg.ARMED_BY), armed_first),
)
