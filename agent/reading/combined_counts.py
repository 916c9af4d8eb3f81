"""Counts asked one after another and then combined in words the reader did not read alone:
"Count the bats and the arrows and give me the sum." is the number of bats plus the number of
arrows, one answer; before, the two counts were answered and "give me the sum" was not
understood, and a restatement asked a third count into the sum.

The combining words are `lexicon_typed.COMBINED_SUM` ("give me the sum", "tell me the total",
"add them up", "what's that together", "what do they come to": the sum),
`COMBINED_DIFFERENCE` ("tell me the difference", "subtract them": the first minus the second,
as said) and `COMBINED_PRODUCT` ("multiply them", "give me the product"). They combine only
the plain counts said just before them (of living monsters or items on the ground, two or more;
a difference or a product of two); after anything else they stay what the reader made of them."""

from __future__ import annotations

import re

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_typed as lt, meaning as m
from agent.reading.counts import counts_summed
from agent.reading.kinds_added import summed
from agent.reading.patterns import lazy

_OPS = (("+", lt.COMBINED_SUM), ("-", lt.COMBINED_DIFFERENCE), ("*", lt.COMBINED_PRODUCT))
# What is left of the words once lower-cased, without marks and "please".
_MARKS = re.compile(r"[^a-z' ]+")
_PLEASE = re.compile(r"\b(?:please|now|and|then|so|ok|okay)\b")
_SENTENCE = re.compile(r"(?<=[.!?])\s+")
_KIND = rf"(?:(?:the|all|all\s+the)\s+)?(?:{lx.noun_pattern()})"
# Kinds named first, then how many they make ("Bats and arrows, added together, how many make
# they?"): a sentence alone.
# The word ``kinds_first`` needs ("how many").
GATE = frozenset(("many",))
_KINDS_FIRST = lazy(
    rf"^(?P<kinds>{_KIND}(?:\s*,\s*(?:and\s+)?{_KIND}|\s+and\s+{_KIND})+)\s*,?\s*"
    rf"(?:(?P<added>{lx.alt(li.COMBINED_ADDED)})\s*,?\s*)?how\s+many\s+"
    rf"(?:(?P<make>{lx.alt(li.COMBINED_MAKE)})|{lx.alt(li.COMBINED_THERE)})"
    rf"(?P<after>\s+{lx.alt(li.COMBINED_ADDED)})?\s*(?P<mark>[?.!]*)$",
    re.I,
)
# The words a sentence of a sum has one of: an order with none of them is spared the look.
_SUM_WORDS = frozenset(lt.COMBINED_GATE)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with a sentence that asks counts said
    before it added up said as "Add them up." ("How many bats are there? How many arrows? Give
    me the total.": before, "give me the total" beside a question was how to answer it, and the
    sum was dropped); the text as it was where it asks no two counts. Kinds named first and then
    counted together ("Bats and arrows, added together, how many make they?") are read as the
    sum, as data (``kinds_first``), no longer said as one count of them all and read."""
    low = text.lower()
    if words.isdisjoint(_SUM_WORDS) or (low.count("how many") < 2 and "count" not in words):
        return text
    said = _SENTENCE.split(text.strip())
    for at, sentence in enumerate(said[1:], 1):
        plain = " ".join(_PLEASE.sub(" ", _MARKS.sub(" ", sentence.lower())).split())
        if plain.replace("what is", "what's") in lt.COMBINED_SUM and _kinds(said[:at]) > 1:
            said[at] = lt.COMBINED_SAID
    return " ".join(said)


def kinds_first(text: str, asked: bool = False) -> list[m.Step] | None:
    """ "Bats and arrows, added together, how many make they?": the kinds named first, then how
    many they make together, one number, their counts added up (as "how many bats and arrows
    are there altogether?" reads, ``counts.counts_summed``); None where ``text`` says no such
    thing. A reader of ``readers_ahead.ahead``; the sentence is kept whole before it
    (``requests``: ``said_first``)."""
    first = _said_first(text)
    if first is None:
        return None
    a, b = _FIRST_KIND.split(first["kinds"].strip().lower(), maxsplit=1)
    value = counts_summed(a, b)
    return None if value is None else [m.Ask(m.VALUE, value=value, words=text.strip())]


def said_first(sentence: str) -> bool:
    """Whether ``sentence`` names kinds first and then asks how many they make together."""
    return _said_first(sentence) is not None


def _said_first(sentence: str) -> re.Match[str] | None:
    first = _KINDS_FIRST.match(sentence.strip())
    if first is None or not (first["make"] or first["added"] or first["after"]) or (
            _kinds([first["kinds"]]) < 2):
        return None
    return first


_FIRST_KIND = re.compile(r"\s*,\s*(?:and\s+)?|\s+and\s+")


def _kinds(sentences: list[str]) -> int:
    """How many kinds of things the sentences name ("Count the bats. Then tell me the total.":
    one, the total is the count)."""
    named = (lx.kind_of(w) for w in _MARKS.sub(" ", " ".join(sentences).lower()).split())
    return len({kind for kind in named if kind is not None})


def combined(steps: list[m.Step]) -> list[m.Step]:
    """``steps`` with each run of two or more counts followed by words that combine them made
    the one number they ask, and kinds named alone and then added up the sum of their counts
    (``kinds_added.summed``)."""
    if not any(isinstance(s, m.Unknown) for s in steps):
        return steps  # most orders: nothing left unread
    out: list[m.Step] = []
    for step in steps:
        if isinstance(step, m.Unknown) and (got := summed(out, step)) is not None:
            out[len(out) - got[0] :] = [got[1]]  # "monsters plus items.. add em up": kinds_added
            continue
        op = _op(step) if isinstance(step, m.Unknown) else None
        counted = _counts_before(out)
        if op is None or len(counted) < 2 or (op != "+" and len(counted) != 2):
            out.append(step)
            continue
        total: m.Expr = m.CountOf(counted[0])
        for kind in counted[1:]:
            total = m.Arith(op, total, m.CountOf(kind))
        words = " ".join(s.words for s in out[-len(counted) :]) + " " + step.words
        out[-len(counted) :] = [m.Ask(m.VALUE, value=total, words=words.strip())]
    return out


def _op(step: m.Unknown) -> str | None:
    """The operation the words say, None when they are no combining words."""
    said = " ".join(_PLEASE.sub(" ", _MARKS.sub(" ", step.words.lower())).split())
    said = said.replace("what is", "what's").replace("that is", "that's")
    return next((op for op, phrases in _OPS if said in phrases), None)


def _counts_before(out: list[m.Step]) -> list[str]:
    """The kinds of the plain counts that end ``out``, in the order asked."""
    kinds: list[str] = []
    for step in reversed(out):
        if not (
            isinstance(step, m.Ask)
            and step.asks == m.COUNT
            and len(step.things) == 1
            and not step.who
            and not step.pick
        ):
            break
        thing = step.things[0]
        if thing.pick or thing.quantity != 1:
            break
        kinds.insert(0, thing.kind)
    return kinds
