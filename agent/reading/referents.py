"""What "it", "them", "both", "those" and "another one" in a clause stand for: the last thing
named before it, in the clauses ``agent.reading.sequence`` splits ("get the sword, then bring it
to me": the sword; "get the bow and the sword, then bring them to me": a step each). A clause
keeps its words; what its pronoun stands for rides along as ``Clause.it``.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agent.reading import (
    bearings,
    lexicon as lx,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.patterns import lazy
from agent.reading.quantity_rows import EVERY
from agent.reading.question_rows import HOW_MANY_OF_IT
from agent.reading.reordering import THE_THING
from agent.reading.requests import PRONOUN
from agent.reading.sequence import AFTER, AGAIN, ANOTHER, DET, OBJECT, ONE_MORE, WHICH_ONE, Clause
from agent.reading.tokens import (
    ThingPhrase,
    Tokens,
    names_again,
    pointed_at,
    take_thing,
    tokenize,
)

# "it" is a thing only after verbs that take one: "bring it to me", not "hightail it back".
# A fight's verb opening the words ("kill them", "go and attack them all").
_FIGHT = lazy(rf"^(?:go\s+(?:and\s+)?)?{lx.ATTACKING}\b", re.I)
THING_VERB = lazy(rf"^(?:go\s+(?:and\s+)?)?{lx.alt(lp.THING_VERBS)}\b", re.I)
# "take it easy", "make it quick": no thing taken.
IDIOM = lazy(r"\b(?:take it (?:easy|slow)|make it (?:quick|snappy|fast)|go for it"
              r"|keep it up|forget it|leave it at that)\b", re.I)
# A pronoun right after a verb that takes a thing, anywhere in the words: "come back and
# give it to me".
VERB_IT = lazy(rf"\b(?P<verb>{lx.alt(lp.IT_VERBS)}(?: me)?)\s+(?:it|that one)\b", re.I)
THEM_ALL = lazy(r"\b(?:them both|both of them|them all|all of them|both|them)\b", re.I)
# A thing named by another beside it: "an arrow by the sword", "the bat near the gorgon".
ANCHORED = lazy(rf"(?P<head>\b{DET}*{THE_THING})\s+(?P<by>by|near|next to|beside|close to"
                 rf"|{lx.alt(lx.NEAREST)}(?: to)?|near to)\s+(?P<anchor>{DET}*{THE_THING})\b", re.I)


def resolve(clauses: list[Clause]) -> list[Clause]:
    """ "it" / "them" in a clause is the last thing named before it (the clause's ``it``), and
    "another one" another of it."""
    out: list[Clause] = []
    last: str | None = None
    plural, counted = False, ""
    for at, clause in enumerate(clauses):
        if clause.say is not None or clause.relative in (AFTER, ANOTHER) or AGAIN.match(
                clause.text):
            out.append(clause)  # "and repeat it", "then one more time": the step before
            continue
        objects = list(OBJECT.finditer(clause.text))
        found = [o.group(0) for o in objects]
        if not found and (each := _each(clause.text, clauses[:at])):
            # "get the bow and the sword, then bring them to me": a step each
            out += [Clause(clause.text, it=it, lemma=clause.lemma) for it in each]
            continue
        if found:
            if last is not None and (again := _said_again(clause.text, last)) is not None:
                out.append(replace(clause, it=again))  # "then kill that bat": the one before
                continue
            if last is not None and (it := _it(clause.text, last, plural, counted)):
                clause = replace(clause, it=it)  # "then use it on the gorgon"
            if at == len(clauses) - 1:
                out.append(clause)  # what "it" would stand for after it: no clause asks
                continue
            anchored = list(ANCHORED.finditer(clause.text))
            end = objects[-1].end()  # "bat below me", "the farthest bat": picked as said
            last = picked_named(clause.text, end) or found[-1].split()[-1]
            if last == found[-1].split()[-1] and way_unread(clause.text, end):
                out.append(clause)  # "go to the bat directly below you, then kill it": which?
                last = None
                continue
            plural = lx.is_plural(last)
            # "get two arrows and bring them to me": the two, not every arrow (``_named``)
            counted = found[-1] if plural else ""
            if anchored and found[-1].endswith(anchored[-1].group("anchor")):
                # "get an arrow by the sword and bring it": the arrow by the sword, its words
                # from its noun on
                head = anchored[-1]
                noun = head.end("head") - len(head.group("head").split()[-1])
                last = clause.text[noun:head.end("anchor")]
        elif last is not None:
            clause = _pointing(clause, last, plural, counted)
        out.append(clause)
    return out


def picked_named(text: str, end: int) -> str | None:
    """The words of one thing picked by more than its kind whose phrase takes in the object that
    ends at ``end`` ("the farthest bat", "the second nearest bat", "a bat below you", "the arrow
    two tiles north of the bow", "the bow in the top left corner"), from the earliest word they
    start at, as what "it" after them stands for; None for a thing of a kind alone."""
    words = tokenize(text.lower())
    upto = len(tokenize(text[:end].lower()))
    for start in range(upto):
        t = Tokens(words[start:])
        phrase = take_thing(t, anchors=True)
        if phrase is None or start + t.i < upto:
            continue
        thing = phrase.thing
        alone = (thing.pick, thing.origin, thing.rank, thing.on) == ("", m.COMPANION, 1, None)
        if phrase.plural or thing.quantity != 1 or alone:
            return None
        return " ".join(words[start:start + t.i])
    return None


def way_unread(text: str, end: int) -> bool:
    """Whether the words after the thing that ends at ``end`` say a way from something that its
    phrase did not take in ("a bat directly below you", "a gorgon 2 tiles above me"): a pick
    the reader lacks, so "it" after them is no thing of that kind alone
    (asked back, never any one of the kind)."""
    words = tokenize(text.lower())
    for at in range(len(tokenize(text[:end].lower())), len(words)):
        t = Tokens(words)
        t.i = at
        if bearings.after(t) is not None:
            return True
    return False


def where_unread(text: str, end: int) -> bool:
    """Whether the words after the thing that ends at ``end`` say a way from something or where
    it lies in words its phrase did not take in (``way_unread``, ``place_unread``)."""
    return way_unread(text, end) or place_unread(text, end)


def place_unread(text: str, end: int) -> bool:
    """Whether the words right after the thing that ends at ``end`` say where it lies in words
    its phrase did not take in ("there's an arrow tucked away in that little dead end", "an
    arrow in the corner"): "it" after them is that one, which the reader cannot pick, never any
    one of the kind; not "over there", which only points, nor "on you"."""
    t = Tokens(tokenize(text.lower()))
    t.i = len(tokenize(text[:end].lower()))
    while t.take(*lt.PLACE_LEADS) is not None:
        pass
    return t.i > 0 and t.take(*lt.PLACE_WORDS) is not None and not t.done and (
        t.take("the", "that", "this") is not None or t.peek() not in lt.POINTED_PLACES)


# "that bat", "the same arrow", "said monster": a demonstrative and the word after it
_THAT_KIND = lazy(rf"\b(?:{lx.alt(lp.THAT_KIND)})\s+(?P<word>[a-z]+)\b", re.I)


def _said_again(text: str, last: str) -> ThingPhrase | None:
    """The thing named ``last`` when ``text`` names it again by a demonstrative and a word of its
    kind or class (``tokens.names_again``: "go to the farthest bat, then kill that bat", "...
    attack that monster", "go to the bow, then pick up that weapon"); None if not."""
    said = _THAT_KIND.search(text)
    it = _thing(last) if said is not None else None
    if it is None or said is None or it.plural:
        return None
    return it if names_again(said.group("word").lower(), it.thing) else None


# "that one", or a demonstrative and a word of a kind or class ("that bat", "the same weapon")
_SAID_AGAIN = lazy(rf"\b(?:that one|this one|(?:{lx.alt(lp.THAT_KIND)})\s+(?P<word>[a-z]+))\b",
                   re.I)


def said_again(text: str) -> re.Match[str] | None:
    """Where ``text`` names again a thing named before, not by "it": "that one", or a
    demonstrative and a word of a kind or class ("there is a bat below you, kill that bat", "...
    the same bat", "... that monster"); None if nowhere."""
    for found in _SAID_AGAIN.finditer(text):
        word = found.group("word")
        if word is None or lx.kind_of(word.lower()) is not None and not lx.is_plural(word.lower()):
            return found
    return None


def _pointing(clause: Clause, last: str, plural: bool, counted: str) -> Clause:
    """The clause with what its "it" / "them" stands for (``_it``), for every reader of it that
    takes a thing; its "one" after "another", "the next" is of it too ("get the sword, then
    another one")."""
    text, lemma = clause.text, clause.lemma
    if ONE_MORE.search(text) or WHICH_ONE.search(text):
        it = _thing(last)
        return Clause(text, it=it and replace(it, one=True), lemma=lemma)
    if IDIOM.search(text):  # "take it easy" takes nothing
        return Clause(text, lemma=lemma)
    if _pronoun(text) is not None:  # "give that one to me"
        return Clause(text, it=_it(text, last, plural, counted), lemma=lemma)
    if not plural and BEAST.search(text) and (it := _thing(last)) and lx.is_monster(
            it.thing.kind):
        return Clause(text, it=it, lemma=lemma)  # "find the gorgon and kill her"
    return Clause(text, lemma=lemma)


# One monster named before, spoken of as a beast is ("then go get her"; pronouns.py too).
BEAST = lazy(rf"\b({lx.alt(lx.MONSTER_PRONOUNS)})\b", re.I)


# "those" standing for things ("find the bats, then kill those"), not "those arrows"
_THOSE = lazy(rf"\bthose\b(?!\s+(?:{lx.noun_pattern()}|ones?)\b)", re.I)


def _pronoun(text: str) -> re.Match[str] | None:
    """The first pronoun for a thing named before: "it", "them", "those", "that one"; and "how
    many" of it, left unsaid ("count the bats and tell me how many remain")."""
    return (PRONOUN.search(text) or VERB_IT.search(text) or _THOSE.search(text)
            or HOW_MANY_OF_IT.search(text))


def _named(last: str, plural: bool, counted: str, pronoun: re.Match[str]) -> ThingPhrase | None:
    """What a pronoun stands for, the thing named ``last`` (its words from its noun on: "bats",
    "arrow by the sword"): "them", "those" after "the bats" is every one of them, after "two
    bats" (``counted``: the words that named them, read only here) the two; "it", or "them"
    after one thing, the one."""
    phrase = _thing(last)
    if phrase is None or not (plural and pronoun.group(0).lower() in ("them", "those")):
        return phrase
    if counted and (named := _thing(counted)) and (count := named.count):
        quantity = None if phrase.every else count
        return replace(phrase, thing=replace(phrase.thing, quantity=quantity), count=count)
    return replace(phrase, thing=replace(phrase.thing, quantity=None), every=True)


def _it(text: str, last: str, plural: bool, counted: str) -> ThingPhrase | None:
    """What "it" / "them" in ``text`` stands for, the thing named ``last`` before it; None for
    no pronoun, or one in an idiom ("take it easy")."""
    if IDIOM.search(text) or (pronoun := _pronoun(text)) is None:
        return None
    return _named(last, plural, counted, pronoun)


def _thing(named: str) -> ThingPhrase | None:
    """The thing the player's words name as a step's object does ("the sword", "arrow by the
    sword")."""
    return take_thing(Tokens(tokenize(named.lower())), anchors=True)


def _each(text: str, before: list[Clause]) -> list[ThingPhrase | None]:
    """What "them" or "both" in ``text`` stands for when the clauses before it named two or
    more items, or the sentences before it did (``ThingPhrase.each`` of what is pointed at):
    each of them; [] when it stands for one thing or nothing."""
    if each := _items(text, [c.text for c in before]):
        # each as named, from its noun on: "arrows" every one, "bow" the one
        phrases = [(_thing(word), lx.is_plural(word)) for word in each]
        return [replace(p, thing=replace(p.thing, quantity=None), every=True)
                if p is not None and plural else p for p, plural in phrases]
    pointed = pointed_at()
    if pointed is None or not pointed.each or not THEM_ALL.search(text) or not (
            THING_VERB.match(text)):
        return []
    return list(pointed.each)


def _items(text: str, before: Sequence[str]) -> list[str]:
    """The words (nouns as said: "arrows", "bow") of the items "them" or "both" in ``text`` stands
    for when the words ``before`` it named two or more items: each of them ("both": the last
    two), not one named only as where another lies ("by the sword"); [] when it stands for one
    kind or nothing. The items are looked for only when such a pronoun is there. After a verb
    of a fight they are the kinds of monster named ("how many bats and gorgons are there, kill
    them": every bat and every gorgon, not the gorgons alone)."""
    both = THEM_ALL.search(text)
    fight = _FIGHT.match(text) is not None
    if both is None or not (fight or THING_VERB.match(text)):
        return []
    items: dict[str, str] = {}
    for said in before:
        anchors = {a.group("anchor") for a in ANCHORED.finditer(said)}
        for word in (f.group(0).split()[-1] for f in OBJECT.finditer(said)
                     if f.group(0) not in anchors):
            if (kind := lx.kind_of(word)) is not None and (
                    lx.is_monster(kind) and kind != m.ANY_MONSTER if fight else lx.is_item(kind)):
                items[kind] = word
    if len(items) < 2:
        return []
    return list(items.values())[-2 if "both" in both.group(0).lower() else 0:]


@dataclass(frozen=True, slots=True)
class Referent:
    """What "it" / "them" stands for in the words after a step ("get the sword and bring it to
    me": the sword; "find the bats and kill them": every bat)."""

    thing: m.Thing
    every: bool = False

    @property
    def phrase(self) -> ThingPhrase:
        """The thing as the errand reader takes a thing it is done to: one, or every one."""
        if self.every:
            return ThingPhrase(replace(self.thing, quantity=None), True, True, None)
        return ThingPhrase(self.thing, False, False, None)


# The words that begin a thing said as every one of its kind ("every bat", "all the arrows").
_EVERY_WORD = frozenset(p.split()[0] for p in EVERY) - {"the", "any"}


def referent_of(thing: m.Thing | None, named: str, rest: str) -> Referent | None:
    """What "it" / "them" in ``rest`` stands for after a step done to ``thing`` (said in the
    words ``named``); None for no thing, or an idiom ("..., then take it easy")."""
    if thing is None or IDIOM.search(rest):
        return None
    them = re.search(r"\bthem\b", rest) is not None
    if them and thing.quantity is not None and thing.quantity > 1:
        return Referent(m.Thing(thing.kind, thing.quantity))  # "get two arrows, bring them": two
    words = re.findall(r"[a-z]+", named.lower())
    # "find the bats and kill them", "find every bat and kill them": every one
    every = them and any(lx.is_plural(w) or w in _EVERY_WORD for w in words)
    if not every and thing.quantity == 1 and (thing.origin not in (m.COMPANION, m.PLAYER)
                                              or thing.pick == m.BEARING):
        # "get the arrow nearest the bow and guard it", "go to the bat below you, kill it": that
        # one (a bearing's is kept from the order's start: agent.compose.lua)
        return Referent(thing)
    return Referent(m.Thing(thing.kind), every)
