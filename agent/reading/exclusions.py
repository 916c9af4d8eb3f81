"""Things left out of an order by an exclusion ("count every item except the arrows", "any
weapon but the sword: go get it", "take out a monster, anything but a bat", "leaving out the
bats, how many monsters are there?", "not the bow, not the sword: bring me an arrow").

An exclusion beside a thing is never dropped: the order is read without it, and then the
exclusion is worked into what was read, or the order is refused with the exclusion said back.
Worked in: a count of a kind less a kind of it (count(item) - count(arrow)); an errand on any
of a class (a monster, an item, a weapon) where one kind of it is left (the gorgon, the bow),
a choice between two things where one is left; an errand or a question on a thing the
exclusion does not touch (the errand is the order: "not the bow: bring me an arrow"); one thing
left out of an errand on one of its kind ("kill a bat, but not the one in the top right":
agent.reading.left_out), or out of a count of its kind ("not counting the one at row 10, column
2"); what one of us carries less an item kind, listed without it (``meaning.Ask.besides``).
Refused: any other thing left out by where it lies or which one it is; what one of us carries
less anything else (the game's answer lists it all), a fight on a kind with another monster
left out (a fight cannot promise to leave one alone), and anything else the exclusion would
bite on that the meaning cannot say.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace

from agent.reading import (
    bans,
    left_out,
    lexicon as lx,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.exasperated import corrected
from agent.reading.next_pick import said_last
from agent.reading.patterns import lazy
from agent.reading.text import words_in
from agent.reading.tokens import ThingPhrase, pointing_at
from agent.reading.words import plural

# The words an exclusion may open with; "but" and "not" only where they leave a thing out
# (after "any", "every", "all" ...: "any weapon but the sword"; "not" opening a part).
_GATE = frozenset(w.split()[0] for w in lt.EXCLUDING)
_NOT_FIRST = lazy(r"(?:^|[.;:!?]\s*)not\b", re.IGNORECASE)
_QUANTIFIED = frozenset(lt.EXCLUDING_AFTER)
_SENTENCES = lazy(r"(?<=[.!?])\s+")
_ALONE = frozenset(lt.EXCLUDING_ALONE)  # ", anything but a bat": a part of its own
_DET = r"(?:(?:the|a|an|any|all(?: of)?(?: the)?|those|that|these|this|your|my)\s+)?"
_THING = rf"(?:{_DET}(?:{lx.noun_pattern()})|(?:the|that|this|those|these)\s+ones?)\b"
# Words after the thing that pick one of its kind ("the one at row 10, column 2", "the bat in
# the top right", "the arrow nearest you"): up to the end of the sentence's part.
_PICKING = (
    rf"(?:\s+(?:at|in|on|near|{lx.alt(lx.NEAREST, lx.FARTHEST)}|by|next|right|from|that"
    r"|which|you|i|lying|to|over|up|down|beside)\b[^.;:!?]*)?"
)
_EXCLUSION = lazy(
    rf"(?P<lead>\s*,\s*(?:(?:but|and)\s+)?|\s+(?:(?:but|and)\s+)?|^)"
    rf"(?P<word>{lx.alt(lt.EXCLUDING, lt.EXCLUDING_COUNTED)}|but|not)\s+"
    rf"(?P<things>{_THING}(?:\s*(?:,|and|or|nor)\s*(?:not\s+)?{_THING})*)(?P<pick>{_PICKING})"
    r"(?P<end>\s*[,:;-]?)",
    re.IGNORECASE,
)
_ONE_THING = lazy(rf"(?:not\s+)?{_DET}(?P<noun>[a-z']+)", re.IGNORECASE)
# "Not the bats, they don't matter, just the gorgon": the thing meant said after (bans.py).
_JUST = lazy(
    r"\s*(?:(?:they|it)\s+(?:don't|do not|doesn't|does not)\s+matter\s*,?\s*)?(?:just|only)\b",
    re.IGNORECASE,
)
_SAYING = lazy(rf"\b{lx.alt(lx.SAY_VERBS)}\b", re.IGNORECASE)
_COUNTED_WORDS = frozenset(" ".join(w.split()) for w in lt.EXCLUDING_COUNTED)
_COUNTED = lazy(rf"\b{lx.alt(lt.COUNTED_BEFORE)}\b", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class _Left:
    """What an order leaves out: the kinds, whether a thing is picked ("the one at ..."), and
    the words as said."""

    kinds: frozenset[str]
    picked: bool
    words: str
    pick: str = ""  # the words that pick it ("in the top right"): agent.reading.left_out


@dataclass(frozen=True, slots=True)
class Excluding:
    """What an order leaves out (``left``), its words without it (``said``; as said where it
    leaves nothing out), and whether a ban may be among them (``bans``)."""

    said: str
    left: tuple[_Left, ...] = ()
    bans: bool = False
    # the words after an exasperated correction, read in the order's place ("no. NO. not the
    # bow. the SWORD. go get the sword": exasperated.corrected), and what their "it" is
    after: str = ""
    it: ThingPhrase | None = None
    # the things left out are items beside one to use ("Not the bow, not an arrow: kill the bat
    # with the sword"): where the steps are refused, they are said back as read, with it
    used: bool = False


def excluding(order: str) -> Excluding:
    """What ``order`` leaves out, found before it is read (``reader.read`` reads it once, as
    ``Excluding.said``, and ``worked_in`` works what is left out into its steps); whether it may
    say a ban (``bans.GATE``)."""
    if (after := corrected(order)) and after[0] != order:  # "no. NO. not the bow. the SWORD."
        it = None if after[1] is None else ThingPhrase(m.Thing(after[1]), False, False, None)
        return replace(excluding(after[0]), after=after[0], it=it)
    if '"' in order or "\u201c" in order:
        return Excluding(order)  # quoted words are said, never read
    words = words_in(order.lower())
    if said_last(order, words):
        return Excluding(order)  # "Get an arrow. Not the one by you, the next closest one."
    left, kept = _found(order) if _maybe(order, words) else ([], order)
    if len(left) == 1 and _contrast(order, left[0]):
        left = []  # "how many arrows are there, not the one you carry": read as said
    if not left:
        return Excluding(order, bans=not bans.GATE.isdisjoint(words))
    return Excluding(kept, tuple(left), used=_used(kept, left))


def worked_in(order: str, ex: Excluding, reading: Callable[[str], m.Meaning]) -> m.Meaning:
    """``order`` read once without what it leaves out (``reading`` it as ``ex.said``), which is
    then worked into its steps, or said back; where it leaves nothing out, read once, its bans
    refused in place, left out where its steps keep them anyway, or set aside before reading
    (``_banned``). Where the steps without what it leaves out are refused, they are said back
    with it where it is items beside one to use (``Excluding.used``), else the order is read as
    it stands (no known order: which is left out is decided before reading)."""
    if ex.after:  # the order after a correction, read in its place
        with pointing_at(ex.it):
            return m.Meaning(order, worked_in(ex.after, replace(ex, after=""), reading).steps)
    if not ex.left:
        if ex.bans and bans.said(order, words_in(order.lower())):
            return _banned(order, ex, reading)
        return reading(ex.said)
    read = reading(ex.said)
    steps, left = list(read.steps), ex.left
    said = "; ".join(part.words for part in left)
    if any(isinstance(s, m.Unknown) for s in steps) and (ex.used or _alone(order, left)):
        # "the sword can't defeat the bat"; "... neutralise the gorgon with them. Not the sword."
        return m.Meaning(order, (*steps, m.Unknown(said, m.Reason.NOT_UNDERSTOOD)))
    whole = order.strip(" .!?")
    if len(steps) == 1 and isinstance(refused := steps[0], m.Unknown) and whole.startswith(
            refused.words):  # "Drop everything you're carrying except the sword": all of it
        return m.Meaning(order, (replace(refused, words=whole),))  # refused, in its own words
    if any(isinstance(s, m.Unknown) for s in steps):  # refused as it stands, in its own words
        as_said = reading(order)
        return (
            as_said
            if as_said.unknown
            else m.Meaning(order, (*as_said.steps, m.Unknown(said, m.Reason.NOT_UNDERSTOOD)))
        )
    if len(left) == 1 and left[0].pick:  # "a bat, but not the one in the top right"
        served = left_out.worked_in(steps, left[0].kinds, left[0].pick) or (
            left_out.counted(steps, left[0].kinds, left[0].pick)
        )
        if served is not None:
            return m.Meaning(order, tuple(served))
        if re.match(r"not\s+the\s+one\b", left[0].words, re.I) and not _NOT_FIRST.search(order):
            return reading(order)  # ", not the one you carry": a contrast read as said
    weapons = not lp.WEAPON_WORDS.isdisjoint(words_in(order.lower()))
    served = _worked_in(steps, list(left), weapons, order.strip(" ?!."))
    if served is None:
        return m.Meaning(order, (*steps, _unread(said, steps, left, order)))
    return m.Meaning(order, tuple(served))


def _alone(order: str, left: tuple[_Left, ...]) -> bool:
    """Whether the things left out are the order's last sentences, after its steps ("... with
    them. Not the sword."): said back as they are beside the steps refused, never read again."""
    pieces = _SENTENCES.split(order.strip())
    last = [piece.strip(" .!?").lower() for piece in pieces[len(pieces) - len(left):]]
    return len(pieces) > len(left) and last == [p.words.strip(" .!?").lower() for p in left]


def _banned(order: str, ex: Excluding, reading: Callable[[str], m.Meaning]) -> m.Meaning:
    """``order``, which says a ban, read once: without the bans set aside before reading
    (``bans.aside``: "walk two steps left, no more"), its steps where they keep them, else each
    ban refused in its words; or as it stands, each ban refused in its place or left out where
    the other steps keep it (``bans.refused_in_place``: "Stand still. Don't follow me, whatever
    I do.")."""
    aside = bans.aside(order)
    if aside is None:
        whole = reading(ex.said)
        kept = bans.refused_in_place(order, whole.steps)
        return whole if kept is None else m.Meaning(order, kept)
    rest = excluding(aside.said)  # "Not the bats, just the gorgon": "Not the bats"
    with pointing_at(aside.it):
        read = worked_in(order, rest, reading) if rest.left else reading(rest.said)
    if read.unknown and (kept := bans.refused_in_place(aside.said, read.steps)) is not None:
        read = m.Meaning(order, kept)  # "... but hang on to the bow. Don't give it to me."
    if aside.kept(read.steps) or read.unknown:
        return m.Meaning(order, read.steps)
    return m.Meaning(order, (*read.steps, *aside.refused()))


def _contrast(order: str, part: _Left) -> bool:
    """Whether ``part`` is a contrast after an errand or a question, no thing left out: "not the
    one ..." said after them, its words naming no one thing ("how many arrows are there, I mean
    on the floor, not the one you carry"; tests/unit/test_reading_players.py)."""
    return (
        bool(part.pick)
        and re.match(r"not\s+the\s+one\b", part.words, re.I) is not None
        and not _NOT_FIRST.search(order)
        and not left_out.picks(part.pick)
    )


_USED = lazy(
    rf"\bwith\s+(?:the\s+|an?\s+|your\s+|my\s+)?(?:{lx.noun_pattern(lx.ITEM_NAMES)})\b", re.I
)


def _used(kept: str, left: list[_Left]) -> bool:
    """Whether what is left out is items and the steps name one to use ("Not the bow, not an
    arrow: kill the bat with the sword"): which to use."""
    out = {kind for part in left for kind in part.kinds}
    return bool(out) and all(lx.is_item(k) for k in out) and _USED.search(kept) is not None


def _maybe(order: str, words: frozenset[str]) -> bool:
    """Whether ``order`` may leave a thing out: a word of an exclusion, "but" after a word of any
    or every, "not" opening a sentence."""
    if not _GATE.isdisjoint(words) and any(said in order.lower() for said in lt.EXCLUDING):
        return True
    if "but" in words and not _QUANTIFIED.isdisjoint(words):
        return True
    if ("without" in words or "but" in words) and _COUNTED.search(order):
        return True  # "count the monsters without the gorgon"
    if "not" in words and "one" in words:  # "kill a bat, but not the one in the top right"
        return True
    return "not" in words and _NOT_FIRST.search(order) is not None


def _unread(said: str, steps: list[m.Step], left: tuple[_Left, ...], order: str) -> m.Unknown:
    """The exclusion said back: what one of us carries is listed whole; "everything" counted
    is the items, which a monster is not among."""
    if len(steps) == 1 and isinstance(steps[0], m.Ask) and steps[0].asks == m.CARRYING:
        why = f'I can tell you everything I carry, but not leave out what you name ("{said}")'
        return m.Unknown(said, m.Reason.CANNOT, why)
    out = frozenset(k for part in left for k in part.kinds)
    if (
        len(steps) == 1
        and isinstance(ask := steps[0], m.Ask)
        and _stuff_less_monsters(ask, out, order)
    ):
        monsters = " and ".join(plural(k) for k in sorted(out) if lx.is_monster(k))
        stuff = next(w for w in _STUFF_SAID if w in words_in(order.lower()))
        why = (
            f'by "{stuff}" I count the items, and {monsters} are monsters ("{said}"): ask how'
            " many items, or how many monsters, leaving out what you name"
        )
        return m.Unknown(said, m.Reason.MISMATCH, why)
    return m.Unknown(said, m.Reason.NOT_UNDERSTOOD)


def _found(order: str) -> tuple[list[_Left], str]:
    """The exclusions said, and the order without them."""
    left: list[_Left] = []
    kept, at = [], 0
    for found in _EXCLUSION.finditer(order):
        kinds = _kinds(found.group("things"))
        if kinds is None or not _excludes(order, found):
            continue
        cut, said_from = found.start(), found.start("word")
        if found.group("word").lower() == "but" and (_word_before(order, said_from) in _ALONE):
            said_from = order.rfind(" ", 0, said_from - 1) + 1  # "anything but a bat"
            comma = order.rfind(",", 0, said_from)
            if comma >= 0 and not order[comma + 1 : said_from].strip():
                cut = comma  # ", anything but a bat": said of the thing before it
        one = re.search(r"\bones?\b", found.group("things"), re.I) is not None
        said = order[said_from : found.end("pick")].strip(" ,")
        picks = found.group("pick")
        left.append(_Left(kinds, one or bool(picks.strip()), said, picks if one else ""))
        kept += [order[at:cut], found.group("end").strip() + " "]
        at = found.end()
    kept.append(order[at:])
    return left, _tidied("".join(kept))


def _excludes(order: str, found: re.Match[str]) -> bool:
    """Whether the words found leave a thing out: "but" after a word of any or every, "not"
    opening a part of the sentence, never inside what is to be said."""
    word = found.group("word").lower()
    if _SAYING.search(order[: found.start("word")]):
        return False
    if " ".join(word.split()) in _COUNTED_WORDS:  # "count the monsters without the gorgon"
        return _COUNTED.search(order[: found.start("word")]) is not None
    before = _word_before(order, found.start("word"))
    if word == "but":
        return (
            before in _QUANTIFIED
            or _word_before(order, order.rfind(" ", 0, found.start("word") - 1)) in _QUANTIFIED
        )
    if word == "not":  # after an errand, a contrast: tests/unit/test_reading_players.py
        lead = order[: found.start("word")].rstrip()
        if _one_picked(found) and re.search(r"(?:,|\bbut)$", lead, re.I):
            return True  # "kill a bat, but not the one in the top right": agent.reading.left_out
        if re.search(r"\bbut$", lead, re.I) and _COUNTED.search(lead):
            return True  # "count the monsters but not the gorgon"
        return (lead == "" or lead[-1] in ".;:!?") and not _JUST.match(order, found.end())
    return True


def _one_picked(found: re.Match[str]) -> bool:
    """Whether the words found leave out one picked by where it lies ("the one at ...")."""
    return bool(found.group("pick").strip()) and bool(
        re.fullmatch(r"the\s+one", found.group("things").strip(), re.I)
    )


def _word_before(text: str, at: int) -> str:
    found = re.search(r"([a-z']+)\W*$", text[: max(at, 0)], re.I)
    return found.group(1).lower() if found else ""


def _kinds(things: str) -> frozenset[str] | None:
    """The kinds the things left out name ("the bow, not the sword": bow and sword); "one"
    names no kind of its own (the kind of the errand's thing)."""
    kinds = set()
    for part in re.split(r"\s*(?:,|\band\b|\bor\b|\bnor\b)\s*", things):
        found = _ONE_THING.fullmatch(part.strip())
        if found is None:
            return None
        noun = found.group("noun").lower()
        if re.fullmatch(r"this\s+one", part.strip(), re.I):
            return None  # "except this one: attack me": no thing of the game
        if noun in ("one", "ones"):
            continue
        kind = lx.kind_of(noun)
        if kind is None:
            return None
        kinds.add(kind)
    return frozenset(kinds)


def _tidied(text: str) -> str:
    """The order with its exclusions taken out, its punctuation made whole again."""
    text = re.sub(r"\s+([,.;:!?])", r"\1", text)
    text = re.sub(r"([,;:])\s*(?=[,.;:!?])", "", text)
    text = re.sub(r"^\s*[,;:-]\s*", "", text)
    text = re.sub(r"([.!?])\s*[,;:-]\s*", r"\1 ", text)
    return " ".join(text.split())


def _worked_in(
    steps: list[m.Step], left: list[_Left], weapons: bool, words: str
) -> list[m.Step] | None:
    """The steps with what is left out worked in, or None where the meaning cannot say it."""
    if any(part.picked for part in left):
        return None  # which one: no pick of the meaning's leaves one out
    out = frozenset(k for part in left for k in part.kinds)
    served: list[m.Step] = []
    bitten = False
    for step in steps:
        got = _one(step, out, weapons, words)
        if got is None:
            return None
        new, bites = got
        served += new if isinstance(new, tuple) else (new,)
        bitten = bitten or bites is not None
    return served if bitten else None


def _one(
    step: m.Step, out: frozenset[str], weapons: bool, words: str
) -> tuple[m.Step | tuple[m.Step, ...], bool | None] | None:
    """One step with ``out`` left out, and whether it bit (True: changed, False: untouched, the
    errand names another thing); None where it cannot be said."""
    if isinstance(step, m.Ask):
        return _asked(step, out, words)
    if isinstance(step, m.Act):
        return _errand(step, out, weapons)
    if isinstance(step, m.Choice) and len(step.then) == 1 and len(step.otherwise) == 1:
        return _chosen(step, out)
    return None


def _asked(ask: m.Ask, out: frozenset[str], words: str) -> tuple[m.Step, bool | None] | None:
    if ask.asks == m.CARRYING and not ask.things and not ask.besides and len(out) == 1:
        kind = next(iter(out))  # "what are you carrying, apart from the sword?"
        return (replace(ask, besides=kind), True) if kind in lx.ITEM_NAMES else None
    if ask.asks == m.CHECK and isinstance(c := ask.check, m.Compare):
        left, right = _less(c.left, out), _less(c.right, out)  # "besides the bats, are there
        if (left, right) != (c.left, c.right):  # any monsters?": count(monster) - count(bat) > 0
            return m.Ask(m.CHECK, check=m.Compare(c.op, left, right), words=words), True
    if len(ask.things) != 1 or ask.pick:
        return None
    thing = ask.things[0]
    among = frozenset(lx.concrete(thing.kind))
    if ask.asks == m.COUNT and not ask.who and out < among:
        return m.Ask(m.VALUE, value=_less(m.CountOf(thing.kind), out), words=words), True
    if _stuff_less_monsters(ask, out, words):
        return None  # "count everything except the bats": "everything" counts the items
    if ask.asks in (m.COUNT, m.WHERE, m.DISTANCE, m.WEAKNESS) and among.isdisjoint(out):
        return ask, False  # "how many bats are there, not counting the gorgon?"
    return None


def _stuff_less_monsters(ask: m.Ask, out: frozenset[str], words: str) -> bool:
    """Whether ``ask`` counts "everything" or "things" (the items, as "count everything" reads)
    less a kind of monster: what "everything" meant to the player, the count cannot say."""
    if ask.asks != m.COUNT or len(ask.things) != 1 or ask.things[0].kind != m.ANY_ITEM:
        return False
    said = words_in(words.lower())
    return not _STUFF.isdisjoint(said) and any(lx.is_monster(k) for k in out)


# "everything", "things", "every thing": the items, where a count names no kind of them.
_STUFF_SAID = (*lp.ANY_STUFF, lp.KIND_SAID[m.ANYTHING])
_STUFF = frozenset(_STUFF_SAID)


def _less(number: m.Expr, out: frozenset[str]) -> m.Expr:
    """A count of a kind less the kinds of it left out; any other number as it is."""
    if not isinstance(number, m.CountOf) or not out < frozenset(lx.concrete(number.kind)):
        return number
    value: m.Expr = number
    for kind in sorted(out):
        value = m.Arith("-", value, m.CountOf(kind))
    return value


def _errand(
    act: m.Act, out: frozenset[str], weapons: bool
) -> tuple[m.Step | tuple[m.Step, ...], bool | None] | None:
    thing = act.thing
    if thing is None:
        return act, None  # "..., then come back": no thing to leave out, beside one that has
    if thing.kind in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING):
        among = lx.WEAPONS if weapons and thing.kind == m.ANY_ITEM else lx.concrete(thing.kind)
        rest = [k for k in among if k not in out]
        if len(rest) == len(among) or not rest:
            return None
        if len(rest) > 1:  # "every item except the sword": every arrow, then the bow
            if not (thing.every and thing.kind == m.ANY_ITEM and act.action in _GATHERED):
                return None  # one of more than one kind: which, the order does not say
            return tuple(replace(act, thing=replace(thing, kind=k)) for k in rest), True
        return replace(act, thing=replace(thing, kind=rest[0])), True
    if thing.kind in out or thing.is_party:
        return None
    if act.action == m.ATTACK and thing.quantity != 1 and any(lx.is_monster(k) for k in out):
        return None  # fights on more than one: tests/unit/test_reading_players.py, NOT_THAT
    return act, False


_GATHERED = (m.Action.FETCH, m.Action.BRING)


def _chosen(choice: m.Choice, out: frozenset[str]) -> tuple[m.Step, bool | None] | None:
    """ "any weapon": the nearer of the sword and the bow; one of them left out, the other."""
    first, second = choice.then[0], choice.otherwise[0]
    if not (
        isinstance(first, m.Act)
        and isinstance(second, m.Act)
        and first.thing
        and second.thing
        and first.action == second.action
    ):
        return None
    kept = [a for a in (first, second) if a.thing and a.thing.kind not in out]
    return (kept[0], True) if len(kept) == 1 else None
