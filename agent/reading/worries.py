"""An anxious player's worries said beside an order, left out as small talk (``small_talk``): why
the order is safe or needed ("it's dangerous", "its safer there", "nothing can get you there",
"you'll be safe there"), what the player fears ("i don't like being on my own", "I'm scared")
and their insistence ("I mean it"); and what the companion carries, said to it as already so
("you've already got an arrow on you"), which a fight fetches anyway where it lacks it. Each is
a piece of its own (a sentence, or a piece after a comma), never the first piece of a sentence,
so it asks nothing of the companion.

"I don't want you anywhere near it" asks for a keeping away: it is left out only where the order
already keeps away or keeps a distance ("get well away from the gorgon, at least 5 tiles, i dont
want you anywhere near it"), and said back elsewhere ("get the bow, i don't want you anywhere
near it").
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_idioms as li,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.patterns import lazy
from agent.reading.text import expand, spell_out, strip_filler

# The words a worry holds: a piece without one of them is looked at no further.
GATE = frozenset(
    (
        "dangerous",
        "risky",
        "scary",
        "unsafe",
        "safe",
        "safer",
        "nothing",
        "nobody",
        "alone",
        "own",
        "myself",
        "scared",
        "nervous",
        "worried",
        "afraid",
        "mean",
        "anywhere",
        "already",
    )
)
_IT_IS = r"(?:it's|its|it is|that's|thats|that is|it'll be|itll be|it will be|it can be)"
_NOT = r"(?:don't|dont|do not)"
_SO = r"(?:(?:so|too|really|very|pretty|way too|kind of|kinda|a bit|super|much|a lot)\s+)?"
_THERE = r"(?:\s+(?:out\s+)?(?:there|here|that way|otherwise|over there|in there|out here))?"
_WORRY = lazy(
    rf"^(?:{_IT_IS}\s+{_SO}(?:dangerous|risky|scary|unsafe|not safe|safer|safe){_THERE}"
    rf"|you(?:'ll|ll|'d| will| would)\s+be\s+{_SO}(?:safe|safer){_THERE}"
    rf"|(?:nothing|no one|nobody)\s+(?:can|could|will)\s+(?:\w+\s+)?\w+\s+you{_THERE}"
    rf"|i\s+{_NOT}\s+(?:like|want)\s+(?:being|to be)\s+(?:on my own|alone|by myself)"
    r"|i(?:'m|m| am)\s+" + _SO + r"(?:scared|nervous|worried|afraid)"
    r"|i\s+(?:really\s+)?mean\s+it)$"
)
# What the companion carries, said to it as already so ("you've already got an arrow on you", "you
# have bow and arrow"): a remark, since a fight fetches what it lacks anyway.
_ONE_CARRIED = rf"(?:(?:a|an|one|the|two|three|\d+)\s+)?(?P<{{}}>{lx.noun_pattern(lx.ITEM_NAMES)})"
_CARRIED = lazy(
    rf"^(?:and\s+)?you(?:'ve|ve|'re|re|\s+have|\s+are)?\s+(?:already\s+)?(?:{lx.alt(lp.CARRIED_VERBS)})"
    rf"\s+(?:already\s+)?{_ONE_CARRIED.format('one')}(?:\s+and\s+{_ONE_CARRIED.format('two')})?"
    rf"(?:\s+(?:{lx.alt(lp.CARRIED_ON)}|in your {lx.alt(lp.HELD_IN)}))?(?:\s+already)?"
    rf"(?:\s*,?\s+{lx.alt(lp.CARRIED_TAGS)})?(?:\s*,?\s+{lx.alt(li.READY_SO)})?$"
)


_CONFIRMING = lazy(rf"^{lx.alt(lp.CARRIED_CONFIRMING)}\s*,?\s*")
_TAGGED = lazy(rf"[\s,]{lx.alt(lp.CARRIED_TAGS)}$")
_HAVING = frozenset(said.split()[0] for said in lp.CARRIED_VERBS)  # "loaded", "holding"
# "you" as typed in shorthand too ("u got da sword rite?")
_TYPED_YOU = frozenset(short for short, said in lt.SHORTHAND.items() if said == "you")
_YOU = frozenset(("you", "you've", "you're", "youve", *_TYPED_YOU))


def premised(words: frozenset[str]) -> bool:
    """Whether an order of ``words`` may say what the companion carries (``carried_said``)."""
    return not (_HAVING.isdisjoint(words) or _YOU.isdisjoint(words))


def confirming(piece: str) -> bool:
    """Whether ``piece`` (lower case) asks only that what it says be confirmed ("just to confirm,
    you have a bow?", "you got the sword, right?")."""
    piece = _typed(piece)
    return _CONFIRMING.match(piece) is not None or _TAGGED.search(piece) is not None


def _typed(piece: str) -> str:
    """``piece`` with its shorthand spelt out where it says "you" in shorthand ("u got da sword
    rite")."""
    return piece if _TYPED_YOU.isdisjoint(piece.split()) else spell_out(piece)


def carried_said(piece: str) -> frozenset[str]:
    """The kinds of item ``piece`` says the companion carries, as a premise before or after an
    order with no "already" ("YOU HAVE A BOW AND ONE ARROW."); empty where it says no such
    thing (``small_talk`` leaves it out only where a fight the order names takes those)."""
    piece = _CONFIRMING.sub("", _typed(piece))
    said = _CARRIED.match(piece) if piece.startswith(("you", "and you")) else None
    if said is None:
        return frozenset()
    return frozenset(k for n in said.group("one", "two") if n and (k := lx.kind_of(n)))


# Said only where the order keeps away: "i dont want you anywhere near it".
_NEAR_IT = lazy(
    rf"^i\s+{_NOT}\s+want\s+you\s+(?:going\s+|getting\s+)?(?:anywhere\s+)?"
    r"(?:near|close to)\s+(?:it|them)$"
)
# Words of an order that keeps away or keeps a distance.
_KEPT_OFF = frozenset(("away", "distance", "clear", "far"))


# A keeping away said with "don't" or "never" ("don't go near any bats", "never approach the
# gorgon"): after "but" or "and" a step of its own (sequence._split_and).
_KEPT_CLEAR = lazy(rf"^(?:please\s+)?{lx.alt(lx.KEEP_AWAY_VERBS)}\b", re.I)
_ONLY_IT = lazy(r"\b(?:it|them)\s*$", re.I)


def kept_clear(text: str) -> bool:
    """Whether ``text`` opens with a keeping away said with "don't" or "never", of something
    named ("don't go near it" is said of the thing before it)."""
    if text[:1] not in "dDnN":
        return False
    said = expand(strip_filler(text))
    return _KEPT_CLEAR.match(said) is not None and _ONLY_IT.search(said) is None


def worry(piece: str, order_words: frozenset[str]) -> bool:
    """Whether ``piece`` (lower case, without what opens or closes it) is only a worry, in an
    order of ``order_words``."""
    if _WORRY.match(piece) or "already" in order_words and _CARRIED.match(piece):
        return True
    return not _KEPT_OFF.isdisjoint(order_words) and _NEAR_IT.match(piece) is not None


# The words of a kept distance's upper bound ("stay within 6", "no more than 6 tiles").
_MOST_WORDS = frozenset(("within", "than", "most"))


def second_bound(left: str, joint: str, right: str) -> bool:
    """Whether ``right``, said after ``left`` and ``joint`` ("but", a comma), is the upper bound
    of the distance ``left`` keeps, said as a step of its own: "keep at least 4 tiles away from
    me but stay within 6", "... but don't lose me either, stay within 6" (one distance kept, 4
    to 6 tiles: ``distances_kept.read_distance``)."""
    if _MOST_WORDS.isdisjoint(right.lower().split()):
        return False
    from agent.reading.distances_kept import read_distance  # it reads clauses that split with this

    kept = read_distance(f"{left}{joint}{right}")
    return isinstance(kept, m.Act) and kept.action == m.KEEP_DISTANCE and bool(
        kept.least and kept.most)


# What the companion carries, said before "more" with no noun after it: the remark names what
# "more" leaves out ("you've got one arrow on you, how many more are lying around?": how many
# more arrows; "you've got two arrows. there's one more somewhere": one more arrow), and says
# nothing else (a count or a fetch of that kind is the same whatever it carries).
_CARRIED_FIRST = lazy(
    r"^(?:and\s+)?you(?:'ve|ve|\s+have)?\s+(?:already\s+)?(?:got|have|are carrying|'re carrying)"
    rf"\s+(?:already\s+)?(?:a|an|one|two|three|\d+)\s+(?P<kind>{lx.noun_pattern(lx.ITEM_NAMES)})"
    rf"(?:\s+(?:on you|with you|in your {lx.alt(lp.HELD_IN)}))?(?:\s+already)?\s*[,.;!]+\s*"
    r"(?P<rest>\S.*)$",
    re.I,
)
_MORE_BARE = lazy(rf"\b(?P<many>how many|one) more\b(?!\s+(?:{lx.noun_pattern()})\b)", re.I)


def carried_more(text: str, words: frozenset[str]) -> str:
    """``text`` without a remark of what the companion carries before "how many more" or "one
    more" said with no noun, the remark's kind said after "more"; as it is otherwise."""
    if "more" not in words or (found := _CARRIED_FIRST.match(text.strip())) is None:
        return text
    kind = lx.kind_of(found["kind"])
    more = _MORE_BARE.search(found["rest"])
    if kind is None or more is None:
        return text
    said = f"{kind}s" if more["many"].lower() == "how many" else kind
    rest = found["rest"]
    return f"{rest[: more.end()]} {said}{rest[more.end():]}"
