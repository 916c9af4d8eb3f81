"""What "it", "them" and "one" stand for in an order: the thing a condition names ("if there are
bats left, kill one"), the thing its step names ("get the bow if it is closer"), or the thing a
sentence before named ("I want the bow. Go get it.")."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from typing import TypeVar

from agent.reading import (
    lexicon as lx,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    meaning as m,
    picked_conditions,
    referents,
    words,
)
from agent.reading.fitting_kind import counted_again, fitting_kind
from agent.reading.patterns import lazy
from agent.reading.referents import (
    ANCHORED,
    BEAST,
    IDIOM,
    THING_VERB,
    Referent,
    _items as items_named,
)
from agent.reading.sequence import AFTER, ANOTHER, OBJECT, Clause
from agent.reading.text import expand, strip_filler
from agent.reading.there_placed import note_place
from agent.reading.tokens import ThingPhrase, Tokens, pointing_at, take_thing, tokenize

_AT_END = r"(?=\s*(?:[,.!?;]|$))"
# "that" as the thing itself ("get that, then come back", "bring that to me"), not "that bat".
THAT_AT_END = r"(?=\s*(?:[,.!?;]|$)|\s+(?:and|then)\b|\s+(?:to|for)\s+(?:me|us)\b)"
_PRONOUN_RE = lazy(r"\b(one of them|(?:\d+|two|three|four|five|six) of them|them both"
                   r"|both of them|it|them|one more|another" + _AT_END
                   + r"|one|that one|some|1" + _AT_END + r"|more" + _AT_END + r"|both"
                   + _AT_END + rf"|those(?!\s+(?:{lx.noun_pattern()}|ones?)\b)|that" + THAT_AT_END
                   + r")\b", re.I)
# ("1" at the end: the digit for "one", "if there are 3 arrows, bring me 1".)
# What each stands for: every one of the kind, some of it, or one (the rest).
_EVERY_ONE = ("them", "them both", "both of them", "both", "those")
# Read as the thing they stand for (``tokens.pointing_at``), not written out.
_AS_DATA = ("it", "its", "that one", *_EVERY_ONE)
_SOME = ("some", "more")


def read_from_before(sentence: str, kind: str | None, read: Callable[[str], list[m.Step]],
                     chosen: tuple[str, ...] = ()) -> list[m.Step]:
    """The sentence read with its first pronoun the kind ``kind`` the sentences before named
    ("Which is closer, the bow or the sword? Go get that one.": the bow, then the sword), as
    the thing itself (read under ``pointing_at``), or the words ``chosen`` ("the farther one")
    as it; as said where it names a thing of its own or takes none ("take it easy")."""
    if chosen and kind is not None and (it := _standing_for("it", kind)) is not None:
        with pointing_at(replace(it, said=chosen)):
            return read(sentence)
    bare = _THEN.sub("", sentence)
    found = _PRONOUN_RE.search(sentence)
    if kind is None or found is None or _kinds_in(sentence) or IDIOM.search(sentence) or (
            not THING_VERB.match(bare)):
        return read(sentence)
    said = found.group(1).lower()
    it = _standing_for(said, kind)
    with pointing_at(it if said in _AS_DATA or it is None else replace(it, one=True)):
        return read(sentence)


def referred_before(sentence: str, kind: str | None, before: Sequence[str],
                    *, whole: bool = True) -> tuple[str, ThingPhrase | None]:
    """ "I want the bow. Go get it.": the sentence as said and what its "it" / "them" / "one"
    stands for (read under ``tokens.pointing_at``), the kind the sentences before (``before``)
    named last, when this one names none; "them" after sentences that named two items is each
    of them. "If the gorgon is alive, get the sword. If it's gone, come back.": a condition's
    "it" after a sentence on a condition is that condition's thing, the gorgon."""
    if whole:  # a sentence, not a piece of one: "... bottom left corner. Go and stand there."
        note_place(sentence, before)
    kind = fitting_kind(kind, sentence, before)  # "An arrow would help vs the bats. Grab one."
    if counted_again(sentence, kind):  # "Count the bats for me? How many are there?": the bats
        return sentence, _standing_for("them", kind or "")
    if before and _IT_FIRST.match(sentence) and (found := _COND_THING.match(before[-1])) and (
            subject := lx.kind_of(found.group(1).lower())):
        kind = subject
    if kind is not None and lx.is_item(kind) and _WITH_IT.search(sentence):
        # "Get an arrow. Shoot the gorgon with it.": what it is fought with, the item
        return sentence, _standing_for("it", kind)
    if kind is None or IDIOM.search(sentence) or _kinds_in(sentence) and not _IT_FIRST.match(
            sentence):  # "How far is the bat? If it's far off, get the bow.": the bat
        return sentence, None
    named_here, bare = _kinds_in(sentence), _THEN.sub("", sentence)
    if nouns := items_named(bare, before):
        # "Get the bow and the sword. Then bring them to me.": each of them
        things = [_each_item(noun) for noun in nouns]
        return sentence, None if named_here else replace(things[0], each=tuple(things))
    found = _PRONOUN_RE.search(sentence) or _ITS.search(sentence)  # "Name me its row."
    if found is None and lx.is_monster(kind):
        found = BEAST.search(sentence)  # "The gorgon's over there. Kill her."
    said = found.group(1).lower() if found is not None else ""
    said = "it" if said in lx.MONSTER_PRONOUNS else said
    if said not in _AS_DATA and (found is None or named_here or not THING_VERB.match(bare)):
        return sentence, None  # "hightail it back": nothing taken
    it = _counted_before(said, kind, before[-1] if before else "") or _standing_for(said, kind)
    # "I want an arrow. Get the farthest one.", "kill one more", "get some": of that kind
    return sentence, it if said in _AS_DATA or it is None else replace(it, one=True)


def _counted_before(said: str, kind: str, before: str) -> ThingPhrase | None:
    """ "I want two arrows. Go get them.", "Two arrows. Bring them here.", "There are two arrows
    over there. Get them.": "them" after a wish or a remark that counted its kind is that many,
    not every one, and those lying where it says ("There are two arrows by the sword, grab
    them": the two nearest the sword); after an order that fetched that many, the ones fetched
    ("Get two arrows. Then bring them to me."); None where the sentence before counted none of
    it."""
    found = _COUNTED.match(before) if said in ("them", "those") else None
    if found is None or lx.kind_of(found.group("noun").lower()) != kind:
        return None
    count = lx.number(found.group("n"))
    if not count or count < 2:
        return None
    if (by := found.group("anchor")) is None:
        return ThingPhrase(m.Thing(kind, count), True, False, count)
    if (anchor := _WHO.get(by.lower()) or lx.kind_of(by.lower())) is None or anchor == kind:
        return None
    return ThingPhrase(m.Thing(kind, count, m.NEAREST, anchor), True, False, count)


def counted_named(piece: str, before: str) -> ThingPhrase | None:
    """ "I want two arrows, go get them": "them" in a piece after a wish or a remark that counted
    its kind, that many (``_counted_before``); None otherwise."""
    found = _THEM.search(piece)
    named = _COUNTED.match(before.strip())
    if found is None or named is None or (kind := lx.kind_of(named.group("noun").lower())) is None:
        return None
    return _counted_before(found.group(0).lower(), kind, before.strip())


def counted_nowhere(before: str) -> bool:
    """Whether the words before say a count lying by what the game has none of ("there are two
    arrows by the door"): said back, as the sentence is alone, never read as any two arrows."""
    found = _COUNTED.match(before.strip())
    return found is not None and (by := found.group("anchor")) is not None and (
        lx.kind_of(by.lower()) is None) and by.lower() not in _WHO


_WHO = {"me": m.PLAYER, "you": m.COMPANION}  # "two arrows next to me": by the player


_THEM = lazy(r"\b(?:them|those)\b(?!\s+(?:ones?\b|[a-z]+s\b))", re.I)


# A wish or a remark that counts its things: "I want two arrows", "two arrows", "there are two
# arrows over there", "we need three arrows".
_COUNTED = lazy(r"^\s*(?:(?:i|we)(?:'d|\s+(?:really\s+)?(?:want|need|would|could use))\s+"
                r"(?:like\s+)?|there\s+(?:are|'re)\s+|(?:there\s+)?(?:lie|lies)\s+"
                rf"|(?:(?:first|now|then)\s+)?(?:go\s+(?:and\s+)?)?{lx.alt(lx.FETCH_VERBS)}\s+)?"
                rf"(?P<n>{lx.NUMBER_RE})\s+(?P<noun>[a-z]+s)(?:\s+(?:over\s+)?(?:there|here)"
                r"|\s+(?:lying\s+)?around|\s+on\s+the\s+(?:ground|floor)"
                rf"|\s+{lx.alt(lp.NEAR_IT)}\s+(?:the\s+)?(?P<anchor>[a-z]+))?\s*[.!?,]*\s*$", re.I)


_ITS = lazy(r"\b(its)\b", re.I)
_WITH_IT = lazy(r"\b(?:with|using)\s+(?:it|that|this)\s*[.!?]*$"  # "then use it on the bat"
                r"|^(?:(?:and\s+)?(?:then|now)\s+)?use\s+(?:it|that|this)\s+(?:on|against)\b", re.I)
# A condition of "it" before anything else is named: "it" is what the sentence before named.
_IT_FIRST = lazy(rf"^(?:{lx.alt(tuple(lx.LEADS))})\s+(?:it|it's|its)\b", re.I)
# A sentence on a condition whose thing is named first: "if the gorgon is alive, ...", "if you
# see the gorgon, ...".
_COND_THING = lazy(rf"^\s*(?:{lx.alt(tuple(lx.LEADS))})\s+(?:you\s+(?:see|spot|find)\s+)?"
                   r"(?:the|a|an|any)\s+(\w+)\s*(?:is|are|'s|,)", re.I)
# "stay away from it", "go near it", "stay well clear of it": the pronoun after a word of place
# is a thing too.
_TOWARDS_IT = lazy(r"\b(?:from|near|to|by|beside|around|towards?|clear\s+of)\s+(?:it|them)\b",
                   re.I)
# Where one thing is or how far, asked of "it" ("if the gorgon is alive, tell me how far away it
# is", "..., where is it?"): the condition's thing, as a step's "it" is.
_ASKED_OF_IT = lazy(rf"^(?:{lx.alt(lx.TELL_ME)} |show me )?(?:where (?:is it|it is)"
                    r"|how (?:far(?: away)?|close|near) (?:is it|it is))"
                    r"(?: (?:from|to) (?:you|me))?(?: now| right now)?$", re.I)
# The same asked of "they" ("if there are bats left, tell me where they are"): every one of
# the condition's kind, as "them" is (where the nearest of them is).
_ASKED_OF_THEM = lazy(rf"^(?:{lx.alt(lx.TELL_ME)} |show me )?where (?:are they|they are)"
                      r"(?: now| right now)?$", re.I)
_THEN = lazy(r"^(?:and\s+)?(?:then|next|after that|afterwards)\b[\s,]*", re.I)


def resolve_in_cond(cond: m.Cond, body: str) -> m.Cond:
    """ "get the sword unless you already have it": "it" is the thing the step names."""
    if isinstance(cond, m.Has) and cond.item == "it":
        kinds = [k for w in re.findall(r"[a-z]+", body.lower()) if (k := lx.kind_of(w))]
        return m.Has(cond.who, kinds[0] if kinds and lx.is_item(kinds[0]) else m.ANY_ITEM)
    if isinstance(cond, m.Not):
        return m.Not(resolve_in_cond(cond.cond, body))
    return cond


def pointed_in_cond(body: str, cond: m.Cond, first: str = "") -> ThingPhrase | None:
    """What the "it" / "them" of a step on a condition is when the condition names it
    (``referent_in_cond``: a verb kept on read as its verb), or the monster it names for a fight
    named bare ("if a bat comes near, attack"); in an other branch, on a verb done to monsters,
    the monster the first branch (``first``) names (``_foe_of_first``); the words are read as
    said."""
    return _foe_of_first(body, first, cond) or referent_in_cond(body, cond) or _bare_foe(
        body, cond)


# A step done to a monster alone: a fight or a keeping away, on "it" / "them".
_ON_A_FOE = lazy(rf"^(?:(?:just|then)\s+)?(?:{lx.alt(lx.ATTACK_VERBS)}|{lx.alt(lx.KEEP_AWAY_VERBS)}"
                 rf"|{lx.alt(ldu.FLEE_VERBS)}\s+from)\s+(it|them)\b", re.I)


def _foe_of_first(body: str, first: str, cond: m.Cond) -> ThingPhrase | None:
    """ "if you have the sword, kill the gorgon, otherwise stay away from it": "it" in an other
    branch (``body``) on a verb done to monsters is the one monster the first branch names,
    where the condition names none (it read as the sword, kept away from); None otherwise."""
    said = expand(strip_filler(body)).strip(" .!")  # "don't go near it": "do not go near"
    if not first or (found := _ON_A_FOE.match(said)) is None or any(
            lx.is_monster(k) or k == m.ANY_MONSTER for k in _kinds(cond)):
        return None
    foes = {k for k in _kinds_in(first) if lx.is_monster(k) and k in lx.concrete(k)}
    return _standing_for(found.group(1).lower(), foes.pop()) if len(foes) == 1 else None


def _bare_foe(body: str, cond: m.Cond) -> ThingPhrase | None:
    """ "keep shooting until all bats are dead": the monster the condition names, fought by a
    fight named bare, as data (it was written out: "keep shooting the bat"); None for others."""
    if not _BARE_FIGHT.match(strip_filler(body)):
        return None
    foe = next((k for k in _kinds(cond) if lx.is_monster(k)), None)
    return None if foe is None else _standing_for("it", foe)


def read_on_cond(body: str, cond: m.Cond, read: Callable[[str], list[m.Step]],
                 first: Sequence[m.Step] = ()) -> list[m.Step]:
    """The steps of a branch said in a sentence of its own ("Do you have the bow? If not, get
    it.", "If you have the sword, kill the gorgon. Otherwise get it."), read with the thing the
    condition names as what their "it" / "one" stands for (``pointed_in_cond``; an other
    branch's, after the ``first`` branch's steps)."""
    said = " ".join(s.words for s in first if isinstance(s, (m.Act, m.Ask, m.Say)))
    with pointing_at(pointed_in_cond(body, cond, said)):
        return read(body)


def referent_in_cond(body: str, cond: m.Cond) -> ThingPhrase | None:
    """ "if a bat is near, kill it", "while there are bats, kill them", "if there are bats left,
    kill the farthest one", "if you have no arrows, get some": what "it" / "them" / "one" is, of
    the kind the condition names ("if a bat is next to me, kill it": the one by the player);
    None where it is no such one (a weapon: either)."""
    found = _PRONOUN_RE.search(body)
    said = found.group(1).lower() if found else "them" if _asked_of_them(body) else None
    if said is None or _BARE_FIGHT.match(strip_filler(body)):
        return None
    kind = _pronoun_kind(body, cond)
    if kind is None or " " in kind:
        return None
    if _a_weapon(cond):  # "if you don't have a weapon, get one": either (``errands.weapons``)
        either = ThingPhrase(m.Thing(m.ANY_ITEM), False, False, None, True, weapon=True)
        return either if _stands_for(said, kind, "") == "" else None  # one, not every one
    it = picked_conditions.the_one(_standing_for(said, kind, near_me=_near_player(cond)), cond)
    return it if it is None or said in _AS_DATA else replace(it, one=True)


def _pronoun_kind(body: str, cond: m.Cond) -> str | None:
    """The kind a pronoun in ``body`` stands for, from the condition; None for none. A verb
    kept on ("keep attacking it") is its verb ("attack"), as data."""
    verb, said = _kept_verb(body), strip_filler(body)
    # a kind named before the pronoun is what it stands for ("go to the bat and kill it"); one
    # named after it is another step's ("grab it and shoot the closest bat")
    named = body[: found.start()] if (found := _PRONOUN_RE.search(body)) else body
    if not body or any(lx.kind_of(w) for w in re.findall(r"[a-z]+", named.lower())) or (
            not (verb in lp.THING_VERBS if verb else THING_VERB.match(said))
            and not re.search(r"\bone\b", body) and not _TOWARDS_IT.search(body)
            and not _ASKED_OF_IT.match(said.strip(" ?.!;,")) and not _asked_of_them(body)):
        return None
    kind = next(_kinds(cond), None)
    if kind is not None and (verb in lx.ATTACK_VERBS if verb else _FIGHT_VERB.match(said)) and (
            not lx.is_monster(kind)):
        # "if you have the sword and the gorgon is alive, kill it": the gorgon, not the sword
        kind = next((k for k in _kinds(cond) if lx.is_monster(k) or k == m.ANY_MONSTER),
                    kind)
    return None if kind is None or kind in m.WHO else kind


def _asked_of_them(body: str) -> bool:
    return _ASKED_OF_THEM.match(strip_filler(body).strip(" ?.!;,")) is not None


def _kept_verb(body: str) -> str:
    """ "keep attacking it": the verb kept on ("attack"); "" for another clause."""
    from agent.reading.verb_forms import kept_on  # it reads clauses, which read pronouns

    return keep[0].lower() if (keep := kept_on(body)) else ""


def away_from_it(then: tuple[m.Step, ...], cond: m.Cond) -> tuple[m.Step, ...]:
    """ "if the gorgon comes close, go away": away from the monster (running away), not away
    from the player as "go away" alone is."""
    if (len(then) == 1 and isinstance(then[0], m.Act) and then[0].action == m.KEEP_DISTANCE
            and re.match(r"^(?:go|move|get) away$", strip_filler(then[0].words).strip(" !."),
                         re.I)
            and isinstance(cond, m.Near)
            and (cond.thing.kind == m.ANY_MONSTER or lx.is_monster(cond.thing.kind))):
        return (m.Act(m.FLEE, words=then[0].words),)
    return then


def _stands_for(pronoun: str, kind: str, one: str) -> str:
    """What a pronoun stands for: "kill them" every one of the kind, "get some" some, "pick up 2
    of them" that many, "kill it" one."""
    if " " in kind:
        return one
    if pronoun in _EVERY_ONE:
        return f"all the {words.plural(kind)}"
    if pronoun in _SOME:
        return f"some {words.plural(kind)}"
    if pronoun.endswith(" of them") and pronoun != "one of them":
        return f"{pronoun.split()[0]} {words.plural(kind)}"
    return one


def _standing_for(pronoun: str, kind: str, *, near_me: bool = False) -> ThingPhrase | None:
    """What a pronoun stands for, of ``kind``, as the thing itself (``_stands_for`` says it in
    words): "them" every one of the kind, "some" some, "2 of them" that many, "it" one (the one
    nearest the player, ``near_me``); None for a kind no noun names. A kind said with where it
    lies ("arrow by the sword", ``thing_named_last``) is read from those words."""
    if " " in kind:
        return take_thing(Tokens(tokenize(f"the {kind}".lower())), anchors=True)
    if (noun := lx.kind_of(kind)) is None:
        return None  # "the player": no thing
    kind = noun  # "thing": any item
    if pronoun in _EVERY_ONE:
        return ThingPhrase(m.Thing(kind, None), True, True, None)
    if pronoun in _SOME:
        return ThingPhrase(m.Thing(kind), True, False, None)
    if pronoun.endswith(" of them") and pronoun != "one of them":
        said = pronoun.split()[0]
        count = int(said) if said.isdigit() else lx.NUMBER_WORDS[said]
        return None if count == 0 else ThingPhrase(m.Thing(kind, count), True, False, count)
    if near_me:
        return ThingPhrase(m.Thing(kind, 1, m.NEAREST, m.PLAYER), False, False, None)
    return ThingPhrase(m.Thing(kind), False, False, None)


def one_of_kind(kind: str) -> ThingPhrase | None:
    """One thing of ``kind``, as "the bow" reads, built as data ("Bring me the sword. No, just go
    stand next to it.": the sword); None for a kind no noun names."""
    return _standing_for("it", kind)


def _each_item(word: str) -> ThingPhrase:
    """One of the items "them" stands for, as named before ("arrows": every arrow; "bow")."""
    kind = lx.kind_of(word) or m.ANY_ITEM
    if lx.is_plural(word):
        return ThingPhrase(m.Thing(kind, None), True, True, None)
    return ThingPhrase(m.Thing(kind), False, False, None)


def _a_weapon(cond: object) -> bool:
    """Whether the condition is having a weapon (or not): the sword or the bow, either."""
    if isinstance(cond, m.Not):
        cond = cond.cond
    return isinstance(cond, m.AnyOf) and {c.item for c in cond.conds if isinstance(c, m.Has)} \
        == set(lx.WEAPONS) and len(cond.conds) == len(lx.WEAPONS)


def _near_player(cond: object) -> bool:
    """Whether the condition is a thing near the player (its first part)."""
    while isinstance(cond, (m.AllOf, m.AnyOf)) and cond.conds:
        cond = cond.conds[0]
    return isinstance(cond, m.Near) and cond.of == m.PLAYER


_BARE_FIGHT = lazy(rf"^(?:keep\s+(?:on\s+)?)?{lx.alt(lp.BARE_FIGHT)}$", re.I)
_FIGHT_VERB = lazy(r"^(?:go\s+(?:and\s+)?)?" + lx.ATTACKING + r"\b", re.I)


def _kinds(cond: object) -> Iterator[str]:
    """Every kind of thing the condition names, in its order (an item "any item" is none)."""
    if isinstance(cond, (m.Thing, m.CountOf)):
        yield cond.kind
    elif isinstance(cond, (m.Has, m.Carried)):
        if cond.item != m.ANY_ITEM:
            yield cond.item
    else:
        for name in getattr(cond, "__slots__", ()):
            value = getattr(cond, name)
            for v in value if isinstance(value, tuple) else (value,):
                if hasattr(v, "__slots__"):
                    yield from _kinds(v)


_WORD = re.compile(r"[a-z']+")


def _kinds_in(text: str) -> list[str]:
    return [k for w in _WORD.findall(text.lower()) if (k := lx.kind_of(w))]


def thing_named_last(text: str) -> str | None:
    """The thing the text names last, if any ("there's an arrow by the sword": "arrow by the
    sword")."""
    if (last := _named_last(text)) is None:
        return None
    kind, beside = last
    if beside is None:
        return kind
    head = lx.kind_of(beside.group("head").split()[-1].lower())
    return f"{head} {beside.group('by')} {beside.group('anchor')}"


def _named_last(text: str) -> tuple[str, re.Match[str] | None] | None:
    """The kind the text names last, and the words of what it is beside when they end the text
    ("there's an arrow by the sword"); None for no thing."""
    kinds = _kinds_in(text)
    if not kinds:
        return None
    beside = [found for found in ANCHORED.finditer(text)
              if lx.kind_of(found.group("anchor").split()[-1].lower()) == kinds[-1]]
    if beside and beside[-1].end() == max(o.end() for o in OBJECT.finditer(text)):
        return kinds[-1], beside[-1]
    return kinds[-1], None


_Read = TypeVar("_Read")  # what a condition's reader makes of its words


def read_cond_said(cond: str, body: str, read: Callable[[str], _Read]) -> _Read:
    """``cond_said`` read: the condition's words as said, under ``pointing_at`` what their
    "it" / "they" / unsaid thing is ("keep fetching arrows until you have 2": 2 arrows)."""
    said, it = cond_said(cond, body)
    with pointing_at(it):
        return read(said)


def cond_said(cond: str, body: str) -> tuple[str, ThingPhrase | None]:
    """ "get the bow if it is closer than the sword", "kill the bats if they come close": "it" /
    "they" is what the step names (the thing, read under ``tokens.pointing_at``), and so is the
    thing of "until you have 3" (``one``: the number's thing, left unsaid); the things of "until
    none are left" are written out."""
    kinds = _kinds_in(body)
    if not kinds:
        return cond, None
    cond = cond.strip()
    if _NONE_LEFT.match(cond) or _ANY_LEFT.match(cond):  # "until none are left": of the kind
        return cond, ThingPhrase(m.Thing(kinds[0]), True, False, None)
    if _HAVE_N.match(cond):  # "until you have 3", "until you carry 3 of them": of that kind
        return cond, ThingPhrase(m.Thing(kinds[0]), True, False, None, one=True)
    if _IT.match(cond):  # "kill the bats if they come close": the bat that does
        return cond, ThingPhrase(m.Thing(kinds[0]), False, False, None)
    return cond, None


_IT = lazy(r"^(?:it|they)\b", re.I)
# "none are left", "they are all dead": nothing of the step's kind left
_NONE_LEFT = lazy(r"^(?:none (?:are|is) (?:left|alive|remaining|around)"
                  r"|none (?:remain|is|are)"
                  r"|there(?: are|'s| is) (?:none|no more)(?: left| remaining)?"
                  r"|there (?:aren't|are not|isn't|is not) any(?: more)?(?: left| remaining)?"
                  r"|(?:they|they're|they are)"
                  r"(?: all)? (?:dead|gone|defeated|killed|picked up)(?: now)?"
                  r"|all of them are (?:dead|gone|defeated|killed))"
                  rf"(?: (?:on|in) the (?:ground|floor|{lx.alt(lx.DUNGEON_WORDS)})"
                  r"| anywhere)?$", re.I)
# "as long as there are any", "while some are left": some of the step's kind left
_ANY_LEFT = lazy(r"^(?:there (?:are|is) (?:any|some)(?: left| remaining)?"
                 r"|(?:any|some) (?:are|is) (?:left|remaining|around)|(?:any|some) remain)$",
                 re.I)
# "you have 3", "you've got 3", "you carry 3": that many of the step's kind
_HAVE_N = lazy(r"^(?:you|i)(?:'ve got| have got| have| carry| are carrying| am carrying"
               r"|'re carrying|'m carrying| are holding| am holding|'re holding"
               r"|'m holding| hold| got) (?:\d+|one|two|three|four|five|six|seven|eight"
               r"|nine|ten)(?= of them$|$)", re.I)


# -- a thing picked by the thing of the step before ---------------------------------------------

_TAKEN = (m.FETCH, m.Action.LOCATE)  # the companion carries it and stands where it lay
_GONE = (*_TAKEN, m.BRING, m.ATTACK)


def picked_by_the_one_before(clause: Clause, read_as: tuple[m.Step, ...],
                             before: m.Step | None) -> list[m.Step]:
    """ "get the sword, then the arrow closest to it": the arrow nearest the sword; "kill the
    nearest bat, then the one after it": the next bat. ``read_as``: the clause's words before
    the pick, read ("the arrow"). Refused where the step before names no one thing."""
    if clause.relative in (AFTER, ANOTHER):
        step = _next_of_kind(clause, before)
    else:
        step = _by_the_one_before(clause, read_as, before)
    return [step if step is not None else m.Unknown(clause.words, m.Reason.AMBIGUOUS)]


def _next_of_kind(clause: Clause, before: m.Step | None) -> m.Step | None:
    """ "the one after it", "another one": the step before again, when it took its thing away,
    so the same pick names the next one."""
    if not isinstance(before, m.Act) or before.action not in _GONE or (
            _one_thing(before.thing) is None):
        return None
    said = clause.text.lower()
    same = {before.action, *(_TAKEN if before.action in _TAKEN else ())}
    if said and not {action for phrases, action in lx.VERBS if said in phrases} & same:
        return None  # "then go to the one after it": not the errand before
    return replace(before, words=clause.words)


def _by_the_one_before(clause: Clause, read_as: tuple[m.Step, ...],
                       before: m.Step | None) -> m.Step | None:
    """ "the arrow closest to it": the step read, its thing picked by the step before's, or by
    the spot it went to ("go to the bottom left corner, then the arrow closest to it")."""
    if len(read_as) != 1 or not isinstance(act := read_as[0], m.Act):
        return None
    wanted = _one_thing(acted_on(act))
    if wanted is None or wanted.pick not in ("", clause.relative) or wanted.origin != m.COMPANION:
        return None  # "the farthest arrow closest to it"
    referent = _one_thing(acted_on(before)) if isinstance(before, m.Act) else None
    if not isinstance(before, m.Act):
        return None
    origin = _spot(before) if referent is None else _origin(
        before.action, referent.kind, wanted.kind)
    if origin is None:
        return None
    thing = replace(wanted, pick=clause.relative, origin=origin)
    if act.action == m.GO_TO and act.place is not None:
        return replace(act, place=replace(act.place, thing=thing), words=clause.words)
    return replace(act, thing=thing, words=clause.words)


def _origin(action: str, referent: str, kind: str) -> str | None:
    """Where "it" is measured from once the step before is done ("go to the bow": the bow; "get
    the arrow": the companion, who carries it); None where nothing stands for it (a monster
    defeated)."""
    if action == m.GO_TO:
        return referent if referent != kind else None
    if referent in lx.WEAPONS and referent != kind and action in (*_TAKEN, m.BRING):
        return referent
    return m.COMPANION if action in _TAKEN else None


def _spot(act: m.Act) -> str | None:
    """The spot of the map a step goes to, no thing's ("go to the bottom left corner, then pick
    up the arrow nearest to it": that corner; "go to row 5 column 5": that tile), else None."""
    place = act.place if act.action == m.GO_TO else None
    if place is None or place.thing is not None or place.offset is not None:
        return None
    return place.name or (m.tile(place.row, place.col) if place.row and place.col else None)


def acted_on(act: m.Act) -> m.Thing | None:
    """What a step acts on: the thing gone to ("go to the bow"), else its thing."""
    return act.place.thing if act.action == m.GO_TO and act.place is not None else act.thing


def _one_thing(thing: m.Thing | None) -> m.Thing | None:
    """The thing if it is one item or monster of a kind the dungeon has, else None."""
    if thing is None or thing.quantity != 1 or thing.kind not in lx.concrete(thing.kind) or not (
            lx.is_item(thing.kind) or lx.is_monster(thing.kind)):
        return None
    return thing


# -- "it" read as the thing it stands for -------------------------------------------------------


def referent_named_last(text: str) -> Referent | None:
    """ "I need the sword, bring it here": the thing the words before named last; "there are
    arrows by the sword, grab them": the arrows, nearest the sword first, never the sword; "there
    is a bat below you, kill it": that bat, picked as said (``referents.picked_named``)."""
    if (last := _named_last(text)) is None:
        return None
    objects = list(OBJECT.finditer(text))
    if objects and (said := referents.picked_named(text, objects[-1].end())) is not None and (
            picked := take_thing(Tokens(tokenize(said)), anchors=True)) is not None:
        return Referent(picked.thing)
    if objects and referents.where_unread(text, objects[-1].end()):  # "there is a bat directly
        return None  # below you, kill it", "there's an arrow in that dead end, get it": which one
    kind, beside = last
    head = lx.kind_of(beside.group("head").split()[-1].lower()) if beside is not None else None
    if head is not None and head != kind:
        return Referent(m.Thing(head, pick=m.NEAREST, origin=kind))
    if beside is None and (bare := _BESIDE_AT_END.search(text)) is not None and (
            lx.kind_of(bare.group("anchor").lower()) == kind) and (
            head := lx.kind_of(bare.group("head").lower())) not in (None, kind):
        return Referent(m.Thing(head, pick=m.NEAREST, origin=kind),
                        lx.is_plural(bare.group("head").lower()))
    return Referent(m.Thing(kind))


# A thing named with no determiner beside another, ending the words: "there are arrows by the
# sword" (``ANCHORED`` takes one with its determiner, "an arrow by the sword").
_BESIDE_AT_END = lazy(rf"\b(?P<head>[a-z]+)\s+{lx.alt(lp.NEAR_IT)}\s+(?:the\s+)?"
                      r"(?P<anchor>[a-z]+)\s*[.!?,]*\s*$", re.I)
