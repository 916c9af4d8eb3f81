"""Steps said out of the order they happen, put in order: "kill the gorgon, but get the sword
first", "before you explore, get the bow", "after you've got the sword, kill the gorgon", "come
back after killing the bats", "kill the gorgon after the bats".

A sentence becomes its parts (``Part``) in the order they happen, each the player's words: a
part said in a past form or as a gerund ("got the sword", "killing the bats") carries the verb
the form stands for (``Part.lemma``), and is read on that verb (``verb_forms.read_on``), not
written out as "get the sword" to be read again; "the bats" in "kill the gorgon after the bats"
borrows the verb before it (``Part.verb``, read on it as ``sequence.Clause.verb`` is).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from agent.reading import lexicon as lx, lexicon_parts as lp
from agent.reading.patterns import lazy

_BUT_FIRST = lazy(r"^(?P<x>.+?),?\s+but\s+(?:first\s+)?(?P<y>.+?)(?:,?\s+first)"
                  rf"(?:,?\s+{lx.alt(lx.CLOSERS, ('now',))})*$|"
                  r"^(?P<x2>.+?),?\s+but\s+first,?\s+(?P<y2>.+)$", re.I)
# "tank the gorgon, grab the sword first": the step after the comma first
_COMMA_FIRST = lazy(r"^(?P<x>.+),\s+(?P<y>[^,]+?),?\s+first(?:\s+of\s+all)?$", re.I)
_BEFORE_LEAD = lazy(r"^before\s+(?:you\s+)?(?P<x>.+?),\s*(?P<y>.+)$", re.I)
# "once you've done that", "once you've got it" are joiners (lexicon.STEP_OVER), not
# reorderings; "when you've killed the bat, ..." an errand said as done, as "once" (a state,
# "when you have the bow", is a condition).
_AFTER_LEAD = lazy(r"^(?:after|once|when(?=\s+you(?:'ve|\s+have)\s+"
                   rf"{lx.alt(lp.PAST_ERRAND)}\b))\s+(?!{lx.alt(lx.STEP_OVER)}\b)"
                   r"(?:you(?:'ve| have)?\s+|(?=[a-z]+ing\s))"
                   r"(?P<y>.+?),\s*(?P<x>.+)$", re.I)
_AFTER_TAIL = lazy(r"^(?P<x>.+?),?\s+(?:after|once)\s+"
                   rf"(?!{lx.alt(lx.STEP_OVER)}\b)(?:you(?:'ve| have)?\s+"
                   r"|(?=[a-z]+ing\s))"
                   r"(?P<y>.+)$", re.I)
_BEFORE_TAIL = lazy(r"^(?P<x>.+?),?\s+before\s+(?:you\s+)?(?P<y>.+)$", re.I)
# A thing named with its determiner ("the bats", "all the arrows", "that big gorgon").
THE_THING = (r"(?:the|a|an|all the|all|both|both the|every|each|that|those|these|any)\s+"
             r"(?:\w+\s+)?(?:" + lx.noun_pattern() + r")")
# "kill the gorgon after the bats": the verb's other object first (it was not understood)
_AFTER_OBJECT = lazy(r"^(?P<verb>.+?)\s+(?P<x>" + THE_THING + r"),?\s+after\s+(?P<y>"
                     + THE_THING + r")$", re.I)
# Each form, its pattern, and which of its two sides happens first.
_BEFORE_FORMS = (_BEFORE_LEAD, _BEFORE_TAIL)
_FORMS = ((_BEFORE_LEAD, "y", "x"), (_AFTER_LEAD, "y", "x"), (_AFTER_TAIL, "y", "x"),
          (_BEFORE_TAIL, "x", "y"), (_COMMA_FIRST, "y", "x"))


@dataclass(frozen=True, slots=True)
class Part:
    """Words of a sentence that happen in their turn. ``lemma``: the verb the first word stands
    for when it is a past form or a gerund ("got the sword": "get"), else ""; ``verb``: the words
    of the verb ``text`` opens with, borrowed from the other side ("kill " in "kill the bats", of
    "kill the gorgon after the bats"), else ""."""

    text: str
    lemma: str = ""
    verb: str = ""


def in_order(sentence: str, is_step: Callable[..., bool]) -> list[Part]:
    """A sentence as parts in the order they happen: "X, but Y first" is [Y, X]. ``is_step``:
    whether words could be a step (``sequence.is_step``, told a lemma for the first word)."""
    if not sentence:
        return []
    if found := _BUT_FIRST.match(sentence):
        x, y = ((found.group("x"), found.group("y")) if found.group("x")
                else (found.group("x2"), found.group("y2")))
        return [*in_order(y, is_step), *in_order(x, is_step)]
    if found := _AFTER_OBJECT.match(sentence):
        verb = f"{found.group('verb')} "
        return [Part(verb + found.group("y"), verb=verb), Part(sentence[:found.end("x")])]
    # Each form reorders only when both sides are steps: "kill the bat before it reaches me"
    # stays one clause.
    for pattern, first, then in _FORMS:
        found = pattern.match(sentence)
        if found and _a_step(found.group("x"), is_step) and _a_step(found.group("y"), is_step):
            if pattern in _BEFORE_FORMS and _fight_left_open(found.group(then)):
                return _side(found.group(first), is_step)  # "before fighting, get the sword"
            return [*_side(found.group(first), is_step), *_side(found.group(then), is_step)]
    return [Part(sentence)]


# "before fighting", "... before you fight anything": a fight with no monster named, the time
# the steps are for, never a fight ordered of its own (the order's own fight, "then kill the
# gorgon", is among the steps).
_OPEN_FIGHT = lazy(rf"^(?P<verb>\w+)(?:\s+{lx.alt(lp.FIGHT_ANYONE)})?$", re.I)


def _fight_left_open(words: str) -> bool:
    """Whether ``words`` are a fight on no monster named: a verb of a fight, or its gerund, alone
    or on anyone at all."""
    found = _OPEN_FIGHT.match(words.strip(" ,."))
    if found is None:
        return False
    verb = found.group("verb").lower()
    return (lemma(verb) or verb) in lp.FIGHT_WHICHEVER


def _a_step(words: str, is_step: Callable[..., bool]) -> bool:
    """Whether the words of one side are a step, their first word read as the verb it stands
    for ("got the sword": "get")."""
    return is_step(words, lemma(words.split(" ", 1)[0]))


def _side(words: str, is_step: Callable[..., bool]) -> list[Part]:
    """One side's parts; a side that opens with a past form or a gerund and reorders no further
    is one part on that verb (one that does is written back: ``written``)."""
    verb = lemma(words.split(" ", 1)[0])
    if verb is None:
        return in_order(words, is_step)
    parts = in_order(words, is_step)
    if len(parts) == 1:
        return [Part(words, lemma=verb)]
    return in_order(written(words, verb), is_step)


def lemma(word: str) -> str | None:
    """The verb a past form or a gerund stands for ("got": "get", "picked": "pick", "killing":
    "kill"); None for a word that is neither, of a verb the reader knows."""
    word = word.lower()
    return lp.PAST_FORMS.get(word) or _unless_gerund(word)


def _unless_gerund(word: str) -> str | None:
    """ "killing" -> "kill", "getting" -> "get", "exploring" -> "explore" ("after killing the
    bats, come back"); None for a word that is no gerund of a verb the reader knows."""
    if not word.endswith("ing") or len(word) < 5:
        return None
    stem = word[:-3]
    for verb in (stem, stem + "e", stem[:-1] if stem[-1:] == stem[-2:-1] else ""):
        if verb and verb in lx.ACTION_VERBS:
            return verb
    return None


def written(part_text: str, verb: str) -> str:
    """The words with their first word put as the verb ``verb`` ("get the sword"): English written
    back, for a part that splits into clauses of its own ("after you've got the sword and the
    bow, ...") - the one such place left here (issue 39, part 2)."""
    return " ".join([verb, *part_text.split(" ")[1:]])
