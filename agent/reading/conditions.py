"""Conditions in an order's words ("if you have the bow and a bat is near"), read into ``Cond``
trees from the readers of ``carrying``, ``health``, ``distances`` and ``counts``, with "not",
"and", "or" between them; and where a condition ends in a text."""

from __future__ import annotations

import re
from collections.abc import Callable

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_parts as lp,
    meaning as m,
    picked_conditions,
)
from agent.reading.carrying import cond_party_has
from agent.reading.counts import cond_there_are, cond_thing_state
from agent.reading.distances import (
    cond_party_distance,
    cond_safe,
    cond_thing_distance,
    seen_by,
    thing_moved,
)
from agent.reading.health import cond_health, other_health
from agent.reading.lexicon_idioms import ON_THE_WAY
from agent.reading.logic import (
    BE,
    BECOME,
    COMPARISONS,
    Reading,
    attempt,
    negate,
    take_comparator,
    take_negation,
)
from agent.reading.moved import cond_moved
from agent.reading.numbers import take_expr
from agent.reading.patterns import lazy
from agent.reading.text import expand, strip_filler
from agent.reading.tokens import Tokens, tokenize


def take_cond(t: Tokens) -> Reading | None:
    """A condition, with "and" / "or" between conditions and "not" / "no longer" in them."""
    start = t.i
    if (first := _take_negatable(t)) is None:
        t.i = start
        return None
    conds, changing, joiner = [first.cond], first.changing, ""
    while True:
        mark, word = t.i, t.take("and", "or", "and also", "or if", "and if")
        said = word.split()[0] if word else ""
        # one joiner throughout: "A and B or C" is not read
        nxt = _take_negatable(t) if said and joiner in ("", said) else None
        if nxt is None:
            t.i = mark
            break
        joiner = said
        conds.append(nxt.cond)
        changing = changing or nxt.changing
    if len(conds) == 1:
        return first
    return Reading(m.AllOf(tuple(conds)) if joiner == "and" else m.AnyOf(tuple(conds)), changing)


def _take_negatable(t: Tokens) -> Reading | None:
    if t.take("not", "it is not the case that", "it is not true that"):
        inner = _take_atom(t)
        return None if inner is None else Reading(negate(inner.cond), inner.changing)
    return _take_atom(t)


def _take_atom(t: Tokens) -> Reading | None:
    if _ARRIVED_THERE.match(" ".join(t.words[t.i:])):
        return None  # "once you get there": the step before done, no condition (errands.py)
    start = t.i
    got = attempt(t, picked_conditions.take,  # "the second closest arrow is within 10 tiles"
                  cond_safe, cond_party_has, cond_health,
                  cond_moved,  # "I move", "I take a step" (moved.py)
                  cond_party_distance, cond_thing_distance, cond_there_are, cond_thing_state,
                  _cond_exprs)  # cond_safe: "if it is safe", no monster near (distances.py)
    if got is not None and t.at(*COMPARISONS):  # "bats alive > 2": a number compared, not
        read_to, t.i = t.i, start  # "bats alive"
        if (compared := _cond_exprs(t)) is not None:
            return compared
        t.i = read_to
    return got  # type: ignore[return-value]


# The companion arriving where it went, said after "you" ("when you get there", "once you
# arrive"): no distance to the player, which "until I get there" is.
_DONE_THERE = ("arrived", "arrived there", "got there", "reached it")
THERE = (*(w for w in lp.REACHES if w.endswith(" there") and not w.split()[0].endswith("s")),
         "arrive", "are there", "re there", "reach it",
         *(f"{have} {done}" for have in ("have", "ve") for done in _DONE_THERE))
_ARRIVED_THERE = lazy(rf"^you {lx.alt(THERE)}(?!\w)(?! (?:at|to|next|by|near|with|here)\b)")


def _cond_exprs(t: Tokens) -> Reading | None:
    """Any two numbers compared: "the number of bats is more than 2", "your health plus mine
    is at least 5"."""
    if (left := take_expr(t)) is None:
        return None
    changing = not t.at(*COMPARISONS) and bool(t.take(*BECOME))
    t.take(*BE)
    negated = take_negation(t)
    t.take("to")
    if (op := take_comparator(t)) is None:
        return None
    right = (other_health(t) if isinstance(left, m.HealthOf) else None) or take_expr(t)
    if right is None:
        return None
    cond: m.Cond = m.Compare(op, left, right)
    return Reading(negate(cond) if negated else cond, changing)


# -- a condition in text: where it ends, its otherwise, why it is not understood ---------------

_CLOSER_TAIL = lazy(rf"(?:\s*,?\s+{lx.alt(lx.CLOSERS)})+\s*[.!]*$", re.I)
_ELSE_RE = lazy(r"\s*[,;]?\s*(?:\b(?:but|and)\s+)?\b(?:otherwise|else|or else"
                r"|if not(?=\s*,|\s+(?!the\b|a\b|an\b|you\b|i\b|there\b|my\b|your\b)\w)"
                r"|if you (?:can'?t|cannot|can not|don'?t|do not)(?:(?=\s*,)|\s+then\b)"
                # "if there's more than one gorgon, ...; if there ain't, ..."
                r"|if there(?:(?:'s| is| are)(?:n't| not)| ain'?t)(?: any)?(?=\s*,)"
                r"|in any other case|if that'?s not the case|failing that)\b\s*,?\s*",
                re.I)
# Where a leading condition may end: a comma, "then", or a colon ("If bats > 2: get the bow.";
# the last colon only: "if ...: A elif ...: B else: C" is code, read or refused whole).
_CONDITION_ENDS = (re.compile(r"\s*,\s*"), re.compile(r"\s+then\s+", re.I),
                   re.compile(r"\s*:\s+(?=[^:]*$)"))
_WORD = lazy(r"\S+")
# Where a party comes back to, said after it: next to the other, which coming back is.
_BACK_WHERE = ("next to you", "beside you", "by you", "by your side", "at your side", "with you",
               "next to me", "beside me", "by me", "by my side", "at my side", "with me",
               "to here")


def condition_of(text: str) -> Reading | None:
    """A condition that is the whole of ``text``."""
    return _whole(text, take_cond)


def moving_thing(thing: m.Thing, words: str) -> Reading | None:
    """The condition on ``thing`` that the whole of ``words`` says after its verb of moving
    ("kill any bat that comes close": "close" after "a bat comes")."""
    return _whole(words, lambda t: thing_moved(t, thing))


def seen(words: str) -> Reading | None:
    """The thing the whole of ``words`` names in sight of the companion ("can you see the
    gorgon?": "the gorgon" after "you see"; "... from where you're standing": where it is)."""
    return _whole(_SEEN_FROM.sub("", words), lambda t: seen_by(t, m.COMPANION))


_SEEN_FROM = lazy(rf"\s+(?:{lx.alt(lcl.FROM_WHERE_YOU_ARE)}|from (?:there|here))\W*$", re.I)


# An item still lying where it started: not picked up yet, as "still on the ground" is.
_ITEM_NOUNS = lx.noun_pattern(tuple(k for k in lx.ITEM_KINDS if k != m.ANY_ITEM))
_WHERE_IT_STARTED = lazy(
    rf"\b((?:the|my|your)\s+(?:{_ITEM_NOUNS})\s+(?:is|was)\s+)(?:still\s+)?(?:lying\s+|sitting\s+)?"
    r"(?:where\s+it\s+(?:started|was|began|lay|first\s+lay)(?:\s+(?:out|off))?"
    r"|in\s+(?:its|the\s+same)\s+(?:place|spot|tile))(?=\s*$)", re.I)


# "if there happen to be bats", "if you happen to have the sword": the verb as said plainly.
_HAPPENED = {("happen", "be"): "are", ("happens", "be"): "is", ("happens", "have"): "has"}


def _happening(words: list[str]) -> list[str]:
    """``words`` with "happen(s) to" before a verb said as that verb ("happens to be": is)."""
    if "happen" not in words and "happens" not in words:
        return words
    out: list[str] = []
    at = 0
    while at < len(words):
        word = words[at]
        if word in ("happen", "happens") and words[at + 1:at + 2] == ["to"] and at + 2 < len(words):
            out.append(_HAPPENED.get((word, words[at + 2]), words[at + 2]))
            at += 3
        else:
            out.append(word)
            at += 1
    return out


def _whole(text: str, take: Callable[[Tokens], Reading | None]) -> Reading | None:
    text = _CLOSER_TAIL.sub("", text.strip(" ,.!?;"))  # "A if C; otherwise B": C
    if "where" in text or " its " in text or "same" in text:
        text = _WHERE_IT_STARTED.sub(r"\1still on the ground", text)
    t = Tokens(_happening([w for w in tokenize(expand(text)) if w not in (",",)]))
    got = take(t)
    t.skip("now", "right now", "at the moment", "already", "still", "yet", "by then", "first",
           "anymore", "any more", "at all", "again")
    if got is not None and got.returning:
        t.skip(*_BACK_WHERE)  # "until I'm back next to you": where one comes back to anyway
    if got is not None and got.changing:
        t.skip(*ON_THE_WAY)  # "if a bat comes close on the way": watched while the step goes
    return got if t.done else None


def condition_end(rest: str) -> tuple[Reading, str] | None:
    """Where a leading condition ends and what follows it: at a comma or "then", else at the
    first word that leaves a condition before and a step after ("if your health drops below 3
    come back to me")."""
    for sep in _CONDITION_ENDS:
        for found in sep.finditer(rest):
            if (reading := condition_of(rest[:found.start()])) is not None:
                return reading, rest[found.end():]
    shorter: tuple[Reading, str] | None = None
    for word in list(_WORD.finditer(rest))[1:]:
        head, tail = rest[:word.start()], rest[word.start():]
        if _starts_step(tail) and (reading := condition_of(head)) is not None:
            if shorter is not None or condition_of(rest[:word.end()]) is None:
                return reading, tail
            shorter = reading, tail  # "a bat comes | close to u shoot it": the condition goes on
    return shorter


def _starts_step(text: str) -> bool:
    words = expand(strip_filler(text)).split()
    return bool(words) and (words[0] in lx.ACTION_VERBS or words[0] in ("say", "tell", "then",
                                                                        "please", "go", "come"))


# "..., if fewer, B" after "if there are at least 3 arrows, A": the other branch, where the
# comparison said so is the condition's exact opposite (at least N / fewer; at most N / more;
# not after "more than N", where N itself is neither).
_OPPOSITE = (r"if (?:there are |there is |there's |we have |you have |i have |it is |it's "
             r"|they are |that's |that is )?(?:(?P<fewer>fewer|less)|(?P<more>more))"
             r"(?: than that| than this| than those)?\b\s*,?\s*")
_FEWER_ELSE = lazy(rf"\s*[,;]?\s*(?:\b(?:but|and)\s+)?\b{_OPPOSITE}", re.I)
_FEWER_LEAD = lazy(rf"^(?:and\s+|but\s+)?{_OPPOSITE}(?:then\s+)?(?P<rest>.*)$", re.I)
_OPPOSITE_SAID = {">=": "fewer", "<=": "more"}


def else_split(text: str, cond: m.Cond | None = None) -> tuple[str, str]:
    """ "A, otherwise B" -> ("A", "B"); no "otherwise" -> (text, ""); ``cond``, the condition
    said before A, is opposed by "if fewer" or "if more" (``_FEWER_ELSE``) too."""
    found = _ELSE_RE.search(text) or _opposite(text, cond)
    if found is None or found.start() == 0:
        return text, ""
    return text[:found.start()].strip(" ,;"), text[found.end():].strip(" ,;")


_ARTICLE_NOUN = lazy(r"\b(?:the|a|an|any|some|that|this|every|all|no)\s+([a-z]+)\b")
_NOT_NOUNS = frozenset("""number distance way player companion same other health hp most least
    one ones first last next left right top bottom middle corner end game floor ground sum total
    difference""".split()) | frozenset((*lx.DUNGEON_WORDS, *lx.NEAREST, *lx.FARTHEST))


def condition_problem(text: str) -> str:
    """Why a condition could not be read: a thing the game has no such of, or in general."""
    text = re.split(r"\s*,\s*|\s+then\s+", text, maxsplit=1)[0]
    for found in _ARTICLE_NOUN.finditer(expand(text)):
        word = found.group(1)
        if lx.kind_of(word) is None and word not in _NOT_NOUNS and lx.number(word) is None:
            return (f"I don't know what a \"{word}\" is, so I can't tell whether "
                    f"\"{_short(text)}\"")
    return f"I don't understand the condition \"{_short(text)}\""


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= 60 else text[:57] + "..."


def _opposite(text: str, cond: m.Cond | None, lead: bool = False) -> re.Match[str] | None:
    """Where "if fewer" / "if more" says the other branch of ``cond`` (``_FEWER_ELSE``; the
    sentence's lead, ``_FEWER_LEAD``)."""
    said = _OPPOSITE_SAID.get(cond.op) if isinstance(cond, m.Compare) else None
    found = None if not said else _FEWER_LEAD.match(text) if lead else _FEWER_ELSE.search(text)
    return found if found is not None and said and found.group(said) else None


def opposite_lead(sentence: str, last: m.Step) -> re.Match[str] | None:
    """ "If there are at least 3 arrows, bring me one. If fewer, get the sword.": a sentence
    that is the other branch of the choice before it (its words after, ``rest``); else None."""
    return _opposite(sentence, last.cond, lead=True) if isinstance(last, m.Choice) else None
