"""A role-player's sayings that old English's words alone (``spelling.modern``) leave unread, said
as today's order once those words are today's: "Hie thee to the bow" (go to the bow), "Go forth
and explore" (go and explore), "Bring forth the great blade" (bring the sword), "lay it in mine
hand" (give it to me), "Follow at mine heels" (follow me), "Take thee three paces eastward"
(take three paces east), "Keep thyself well clear of the gorgon" (keep well clear of it), "Walk
thy rounds betwixt the bow and ..." (patrol between), "Keep watch o'er the bow" (over), "suffer
no beast to come near it" (let no monster), "Speak thy health unto me" (tell me your health),
"Art thou sorely wounded?" (badly), "the winged beast that roosteth in the north-east corner"
(the bat in the north-east corner), "Tarry here a while, friend, whilst I scout" (the friend
addressed left out), "Bear the bow and one arrow unto me" (bring), and a count of what would be
left were every one of a kind slain ("Were every bat slain, how many foes would then remain?":
how many monsters there are besides the bats).

Pure text work, once an order, after ``narrated.as_today`` (``reader.read``), gated on the words
of the order; a saying with more in it than these stays as typed, and is refused there.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.text import words_in

# The words one of the sayings below holds; an order with none of them is looked at no further.
_GATE = frozenset(
    (
        "hie",
        "forth",
        "mine",
        "great",
        "mighty",
        "trusty",
        "heels",
        "yourself",
        "rounds",
        "o'er",
        "suffer",
        "speak",
        "sorely",
        "roosteth",
        "roosts",
        "lurks",
        "dwells",
        "abides",
        "dwelleth",
        "lurketh",
        "sitteth",
        "abideth",
        "hideth",
        "perches",
        "friend",
        "bear",
        "were",
        "slain",
        "heart",
        "paces",
        "southeastern",
        "northeastern",
        "southwestern",
        "northwestern",
        "eastern",
        "western",
        "hands",
        "yet",
        "haste",
        "dwell",
    )
)
_MONSTERS = lx.noun_pattern(lx.MONSTER_KINDS)
_ANY_MONSTER = lx.noun_pattern((m.ANY_MONSTER,))
_ITEMS = lx.noun_pattern(lx.ITEM_NAMES)
_COUNT = r"(?:\d+|" + lx.alt(tuple(w for w in lx.NUMBER_WORDS if len(w) > 2)) + r")"
# How many would be left were every one of a kind slain: the kind slain, and monsters asked of.
_WERE_SLAIN = lazy(
    r"^(?:were|if)\s+(?:every|each|all(?:\s+the)?|all\s+of\s+the|the)\s+(?P<kind>"
    + _MONSTERS
    + r")\s+(?:all\s+)?(?:were\s+|was\s+)?(?:all\s+)?(?:slain|killed|dead|defeated|gone|felled)"
    r"\s*,?\s+"
    rf"how\s+many\s+(?:{_ANY_MONSTER})\s+(?:would|will)\s+(?:then\s+|still\s+)?(?:be\s+)?"
    rf"{lx.alt(lp.LEFT_AFTER)}\b",
    re.I,
)
_Said = str | Callable[[re.Match[str]], str]


@cache
def _sayings() -> tuple[tuple[re.Pattern[str], _Said], ...]:
    return (*_of_words(), *_of_things())


def _of_words() -> tuple[tuple[re.Pattern[str], _Said], ...]:
    """Sayings of how and where: "hie thee to", "go forth", "at mine heels", "three paces
    eastward", "thy rounds", "o'er", "sorely", "the north-eastern corner"."""
    return (
        (re.compile(rf",\s*(?:my\s+)?{lx.alt(lx.ADDRESS)}\s*,", re.I), ","),
        (re.compile(r"\bhie\s+(?:you(?:rself)?\s+)?", re.I), "go "),
        (re.compile(r"\b(?:venture|sally|set)\s+forth\b", re.I), "go"),
        (
            re.compile(r"(?<!back )\b(?P<verb>(?!(?:and|n|so|back)\b)[a-z]+)\s+forth\b", re.I),
            r"\g<verb>",
        ),
        (re.compile(r"\bmine\s+(?=(?:hands?|heels|side|eyes)\b)", re.I), "my "),
        (re.compile(r"\b(?P<verb>[a-z]+)\s+(?:close\s+)?at\s+my\s+heels\b", re.I), _at_heels),
        (
            re.compile(rf"\b(?P<verb>[a-z]+)\s+you\s+(?={_COUNT}\s+(?:paces?|steps?)\b)", re.I),
            r"\g<verb> ",
        ),
        (
            re.compile(r"\b(?P<pole>north|south)-?(?P<way>east|west)ern\b", re.I),
            r"\g<pole>-\g<way>",
        ),
        (
            re.compile(
                r"\b(?P<keep>keep)\s+yourself\s+(?=(?:well\s+|far\s+)?(?:clear|away)\b)", re.I
            ),
            r"\g<keep> ",
        ),
        (re.compile(r"\b(?:walk|make|keep)\s+(?:your|the)\s+rounds\b", re.I), "patrol"),
        (re.compile(r"\s+a\s+while(?=\s*,\s*while\s+i\b)", re.I), ""),
        (re.compile(r"\bo'er\b", re.I), "over"),
        (re.compile(r"\bsorely\b", re.I), "badly"),
        (re.compile(r"\byet\s+(?=alive\b)", re.I), "still "),
        (re.compile(r"\bmake\s+haste\s+(?=to\b)", re.I), "go "),
        (re.compile(r"(?P<lead>^\W*|[,;.!?]\s*|\band\s+)dwell\b", re.I), _dwelt),
        (re.compile(r"\b(?P<aux>do|does|did)\s+you\s+bear\b", re.I), r"\g<aux> you carry"),
        (
            re.compile(r"\b(?P<verb>guard|watch|cover|protect)\s+mine\s+back\b", re.I),
            r"\g<verb> me",
        ),
        (re.compile(r"\bspeak\s+(?P<what>your\s+\w+)\s+to\s+me\b", re.I), r"what is \g<what>"),
    )


def _of_things() -> tuple[tuple[re.Pattern[str], _Said], ...]:
    """Sayings of things: "the great blade", "lay it in mine hands", "the blade from the
    south-eastern corner", "the very heart of this keep", "suffer no beast to come near",
    "the winged beast that roosteth in the corner", "bear the bow unto me"."""
    return (
        (re.compile(rf"\b(?:great|mighty|trusty)\s+(?=(?:{_ITEMS})\b)", re.I), ""),
        (
            re.compile(
                r"(?:\s*,)?(?P<and>\s+and\s+|^|(?<=[.!;]\s))[a-z]+\s+(?P<it>it|them)"
                r"\s+(?:in|into)\s+my\s+(?:very\s+|own\s+)?hands?\b",
                re.I,
            ),
            _handed,
        ),
        (
            re.compile(rf"\b(?P<what>(?:{_ITEMS}))\s+from\s+(?=the\s+[\w-]+\s+corner\b)", re.I),
            r"\g<what> in ",
        ),
        (
            re.compile(
                r"\b(?:the\s+)?(?:very\s+)?heart\s+of\s+(?:this|the)\s+(?:keep|castle|halls?"
                rf"|{lx.alt(lx.DUNGEON_WORDS, lx.AREA_WORDS)})\b",
                re.I,
            ),
            "the middle",
        ),
        (
            re.compile(rf"\bsuffer\s+(?P<no>(?:no|not\s+any)\s+(?:{_ANY_MONSTER})\s+)to\s+", re.I),
            r"let \g<no>",
        ),
        (
            re.compile(
                r"\s+(?:that|which|who)\s+(?:roost|dwell|lurk|abide|hide|perche)(?:eth|s)\s+"
                rf"(?=(?:in|at|by|near)\s+(?!(?:{_ITEMS}|{_MONSTERS})\b))",
                re.I,
            ),
            " ",
        ),
        (
            re.compile(
                rf"^(?P<lead>\W*)bear\s+(?=(?:the|a|an|one|that|your)\s+(?:{_ITEMS})\b)", re.I
            ),
            r"\g<lead>bring ",
        ),
    )


def in_plain_words(text: str) -> str:
    """``text`` with each of a role-player's sayings said as today's order; as it is where it
    says none."""
    if _GATE.isdisjoint(words_in(text.lower())):
        return text
    for pattern, said in _sayings():
        text = pattern.sub(said, text)
    return _WERE_SLAIN.sub(_besides, text.strip())


# A bringing said before "and lay it in mine hands", which hands it over anyway.
_BROUGHT = lazy(rf"\b(?:{lx.alt(lx.BRING_VERBS)}|{lx.alt(lx.FETCH_VERBS)}\s+me)\b", re.I)


def _dwelt(found: re.Match[str]) -> str:
    """ "Dwell here until I return": stay here (the lexicon's first verb of staying)."""
    return found.group("lead") + next(v for v in ldu.STAY_VERBS if " " not in v)


def _at_heels(found: re.Match[str]) -> str:
    """ "Follow at mine heels": follow me; "stay at my heels": stay close to me."""
    verb = found.group("verb")
    return f"{verb} me" if verb.lower() in ldu.FOLLOW_VERBS else f"{verb} close to me"


def _handed(found: re.Match[str]) -> str:
    """ "... and lay it in mine hands": handing it over, which a bringing before it does."""
    if _BROUGHT.search(found.string[: found.start()]):
        return ""
    return f"{found.group('and')}hand {found.group('it')} to me"


def _besides(found: re.Match[str]) -> str:
    """ "Were every bat slain, how many foes would remain": how many besides the bats."""
    kind = lx.kind_of(found.group("kind")) or found.group("kind")
    return f"what is the number of {m.ANY_MONSTER}s minus the number of {kind}s"
