"""What the companion says of words it did not read as something to do: one sentence made from
the reason (``meaning.Reason``) and the player's words as typed (``Unknown.typed``, ``shown``), or
the reader's own sentence (``Unknown.detail``)."""

from __future__ import annotations

import re
from typing import Literal, assert_never

from agent.reading import lexicon as lx, meaning as m
from agent.reading.patterns import lazy
from agent.reading.said_as_typed import in_quotes
from agent.reading.spelling import known_word
from agent.reading.talk import HELP, WHAT_TO_DO
from agent.reading.text import strip_filler

R = m.Reason
SHOWN_CHARS = 60  # characters said back at the most; more are cut short with "..."
QUOTE_CHARS = 30  # characters of a quoted part said back at the most


def said(u: m.Unknown) -> str:
    """``u``'s reason in a sentence for the player (no full stop: ``refusal.sentence`` adds it).
    Each reason has a sentence of its own, made from the player's words where the reader gave
    no ``detail``; a reason added to ``meaning.Reason`` is a type error here until it has one."""
    r = u.reason
    match r:
        case R.OUTSIDE:
            return lx.OUTSIDE_WORLD_WHY
        case R.TALK:
            return u.detail or HELP
        case R.WARNING:
            return u.detail or WHAT_TO_DO
        case (R.NOT_UNDERSTOOD | R.NO_SUCH_ACTION | R.AMBIGUOUS | R.MISMATCH | R.CANNOT
              | R.CANNOT_PROMISE):
            return _tidy(u.detail or _sentence(r, u.typed or u.words))
        case _:
            assert_never(r)


def _tidy(text: str) -> str:
    """Words the reader spaced as its tokens ("near you , do not take it", "as i walk") spaced
    and written as a person writes them."""
    text = re.sub(r"(?<=\S) +(?=[,;:!?](?:\s|$))", "", " ".join(text.split()))
    return re.sub(r"(?<![\w'-])i(?![\w-])", "I", text)


Unread = Literal[R.NOT_UNDERSTOOD, R.NO_SUCH_ACTION, R.AMBIGUOUS, R.MISMATCH, R.CANNOT,
                 R.CANNOT_PROMISE]


def _sentence(r: Unread, words: str) -> str:
    said_back = shown(words)
    if not said_back:
        return "there are no words to read"
    quoted = in_quotes(said_back)
    match r:
        case R.CANNOT_PROMISE:
            return f'{lx.KEEP_FROM_WHY} ({in_quotes(shown(words, whole=True))})'
        case R.NO_SUCH_ACTION if opens_with_verb(said_back):
            return f"I don't know how to {_lower_first(said_back)}"
        case R.NOT_UNDERSTOOD | R.NO_SUCH_ACTION:
            return f"I don't understand {quoted}"
        case R.AMBIGUOUS:
            return f"I don't know which thing you mean in {quoted}"
        case R.MISMATCH:
            return f"I can't do {quoted}: what it names does not go with what it asks"
        case R.CANNOT:
            return f"I can't do {quoted} in this game"
        case _:
            assert_never(r)


def shown(words: str, *, whole: bool = False) -> str:
    """The player's words to say back: without the politeness around them and the stops at
    their end; unless ``whole``, cut short at a word after ``SHOWN_CHARS`` characters, a quoted
    part never split but cut short inside its quotes."""
    text = strip_filler(" ".join(_CONTROL.sub(" ", words).split())).strip(" .!?,;:-")
    if whole:
        return text
    units = [_short_quote(u.group(0)) for u in _UNIT.finditer(text)]
    kept: list[str] = []
    for unit in units:
        if kept and len(" ".join([*kept, unit])) > SHOWN_CHARS:
            return " ".join(kept).rstrip(",;:") + " ..."
        kept.append(unit)
    return " ".join(kept)


# Characters that are no writing: never said back.
_CONTROL = lazy(r"[\x00-\x1f\x7f]")
# A quoted part as typed, a quote after a backslash inside it ('"return \\"Done\\""') part of it.
_QUOTE = lazy(r'"(?:[^"\\]|\\.)*"|“[^”]*”|‘[^’]*’|(?<!\w)\'(?:[^\'\\]|\\.)+\'(?!\w)')
# A word, or a quoted part with the word it stands in ('me: "end end"', '"Done",').
_UNIT = lazy(rf"\S*(?:{_QUOTE.pattern})\S*|\S+")


def _short_quote(unit: str) -> str:
    if (found := _QUOTE.search(unit)) is None:
        return unit
    inner = found.group(0)[1:-1]
    if len(inner) <= QUOTE_CHARS:
        return unit
    kept = inner.split()[:1]
    for word in inner.split()[1:]:
        if len(" ".join([*kept, word])) > QUOTE_CHARS:
            break
        kept.append(word)
    quoted = found.group(0)
    return f"{unit[:found.start()]}{quoted[0]}{' '.join(kept)} ...{quoted[-1]}{unit[found.end():]}"


def opens_with_verb(text: str) -> bool:
    """Whether "I don't know how to" may come before the words: they open with a word that can
    be a verb (not "can", "down", "the", a number or noise) and read as English."""
    words = text.split()
    first = words[0].lower() if words else ""
    return bool(re.fullmatch(r"[a-z]+", first)) and (
        first in BARE_VERBS or first not in lx.FUNCTION_WORDS) and (
        first not in lx.WAY_WORDS) and not _not_bare(first) and _english(words)


def _not_bare(word: str) -> bool:
    """Whether a word is a verb's -ing or -ed form ("walking", "dancing", "patrolling",
    "walked", "danced"), which cannot follow "how to" ("bring", "need" are verbs as they are)."""
    stem = word[:-3] if word.endswith("ing") else word[:-2] if word.endswith("ed") else ""
    doubled = stem[:-1] if stem[-1:] == stem[-2:-1] else ""
    return len(stem) >= 2 and any(
        known_word(w) for w in (stem, stem + "e" if len(stem) >= 3 else "", doubled)
        if len(w) >= 3 or w in _SHORT_VERBS)


# Verbs of two letters, whose -ing forms are gerunds too ("going up", "doing"); other stems of
# two letters in the dictionary are abbreviations ("br" of "bring", "th" of "thing").
_SHORT_VERBS = frozenset(("go", "do", "be"))
# Function words that open an order as its verb ("do a little dance", "have a rest", "be
# quiet", "let me sleep"); a question that opens with them is no unknown action
# (``clause._unknown``).
BARE_VERBS = frozenset(("do", "have", "be", "let"))


def _english(words: list[str]) -> bool:
    """Most of the words are English words or the reader's ("Ve a buscar la espada" is not)."""
    letters = [w.lower().strip(".,;:!?'\"") for w in words]
    letters = [w for w in letters if w]
    return sum(known_word(w) for w in letters) * 4 >= len(letters) * 3


def _lower_first(text: str) -> str:
    """ "Eat the bat" said back inside a sentence: "eat the bat" (not "AI", "I")."""
    first, _, rest = text.partition(" ")
    if first[:1].isupper() and first[1:].islower():
        first = first.lower()
    return f"{first} {rest}" if rest else first
