"""One of two things picked by which is nearer or farther, said in the ways the reader did not
read, said as it reads them (a voice of ``heard.heard``, once an order, gated on its words):

- the class of the two said before them ("whichever weapon is closer, the bow or the sword, get
  it", "which monster is nearer, the bat or the gorgon?"): the class left out, the two named
  compared ("whichever is closer, ..."). Before, the class was read as a third thing ("which item
  is nearer, the item or the bow?") and the second of the two was dropped;
- "whichever weapon" with the two unnamed ("whichever weapon's closer to you, go get that one",
  "stay within 3 tiles of whichever weapon is closer to you", "which weapon is nearest to you?"):
  the game's two weapons by their names ("whichever of the bow and the sword is closer to you"),
  as ``two_weapons`` says "the two weapons"; an arrow is no weapon (before, "which weapon is
  nearest?" asked of any item, an arrow too);
- the two said first ("out of the bow and the sword, which one is closer to the gorgon?", "of the
  bow and the sword, fetch the one that's farther from me"): "which of the bow and the sword is
  closer to the gorgon?", "fetch whichever of the bow and the sword is farther from me". Before,
  the question asked which gorgon was nearest, and the errand was refused.

``measured_from_last`` reads the thing measured from said after the two ("which of the bow
and the sword is closer to the gorgon?": from the gorgon; it was measured from the companion)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_parts as lp, meaning as m
from agent.reading.patterns import lazy
from agent.reading.stream import stream
from agent.reading.tokens import ThingPhrase, pointed_at, pointing_at, tokenize

if TYPE_CHECKING:  # question_rows imports this module
    from collections.abc import Callable

    from agent.reading import question_rows as qr

    Builder = Callable[[dict[str, str], qr.Said], qr.Answer]

_CMP = lx.alt(lx.BY_DISTANCE)
_WEAPONS = " and ".join(f"the {w}" for w in lx.WEAPONS)  # the sword first, as errands.weapons
_IS = r"(?:\s+(?:is|lies)\b|'s)"
# "which weapon is closer, the bow or the sword": the class, then the two named after a comma.
_CLASS_FIRST = lazy(
    rf"\b(?P<which>which(?:ever)?)\s+(?P<cls>[a-z]+){_IS}(?P<mid>\s+{_CMP}\b[^,?]*"
    r",\s*(?:the\s+)?(?P<a>[a-z]+)\s+or\s+(?:the\s+)?(?P<b>[a-z]+)\b)",
    re.I,
)
# "whichever weapon is closer to you": the two weapons, unnamed.
_WEAPON_WHICH = lazy(
    rf"\b(?P<which>which(?:ever)?)\s+{lx.alt(lp.WEAPON_WORDS)}{_IS}"
    rf"\s+(?P<cmp>{_CMP})(?:\s+away)?\b(?![^,?]*,\s*(?:the\s+)?[a-z]+\s+or\b)",
    re.I,
)
# "out of the bow and the sword, ...": the two said first.
_TWO_FIRST = lazy(
    r"^(?P<lead>\s*(?:out\s+of|of|between|from)\s+(?P<a>the\s+[a-z]+)\s+(?:and|or)"
    r"\s+(?P<b>the\s+[a-z]+)\s*,\s*)",
    re.I,
)
# "of the bats, ...", "out of the three arrows, ...": one kind said first, many of it.
_KIND_FIRST = lazy(
    r"^\s*(?:out\s+of|of)\s+(?:all\s+)?the\s+(?:(?:two|three|four|five|\d+)\s+)?"
    r"(?P<kind>[a-z]+s)\s*,\s*",
    re.I,
)
# "..., get the one that's closest": the step on the one nearest (farthest).
_ONE_MOST = lazy(
    r"^(?P<verb>[a-z][a-z ]*?)\s+the\s+one\s+(?:that|which)(?:'s|\s+is)\s+(?:the\s+)?"
    rf"(?P<most>{lx.alt((*lx.NEAREST, *lx.FARTHEST))})\b",
    re.I,
)
# "..., which one is closer to the gorgon?" after the two.
_WHICH_AFTER = lazy(rf"^(?:which|what)(?:\s+one)?(?P<is>{_IS})\s+(?={_CMP}\b)", re.I)
# "..., fetch the one that's farther from me" after the two.
_THE_ONE_AFTER = lazy(
    rf"^(?P<verb>[a-z][a-z ]*?)\s+the\s+one\s+(?:that|which)(?:{_IS}|\s+are)"
    rf"\s+(?={_CMP}\b)",
    re.I,
)
# "whatever item is closest to you": the one nearest, as "the item closest to you" reads.
_WHATEVER_MOST = lazy(
    rf"\b(?:whatever|whichever)\s+(?P<noun>[a-z]+){_IS}\s+(?=(?:the\s+)?"
    rf"{lx.alt((*lx.NEAREST, *lx.FARTHEST))}\b)(?:the\s+)?",
    re.I,
)
_GATE = frozenset(("which", "whichever", "whatever", "of", "between"))
_NEAR_WORDS = frozenset(lx.BY_DISTANCE)


def framed(text: str, words: frozenset[str]) -> str:
    """``text`` (whose lower-case words are ``words``) with one of two picked by distance said as
    the reader reads it; as it was where no such pick is said."""
    if words.isdisjoint(_GATE) or words.isdisjoint(_NEAR_WORDS):
        return text
    if (first := _TWO_FIRST.match(text)) is not None and _things(first["a"], first["b"]):
        text = _two_said_first(text, first)
    elif (many := _KIND_FIRST.match(text)) is not None:
        text = _kind_said_first(text, many)
    if not words.isdisjoint(("whatever", "whichever")):
        text = _WHATEVER_MOST.sub(_the_most, text)
    if words.isdisjoint(("which", "whichever")):
        return text
    text = _CLASS_FIRST.sub(_class_left_out, text)
    if len(lx.WEAPONS) == 2 and any(w.startswith(tuple(lp.WEAPON_WORDS)) for w in words):
        text = _WEAPON_WHICH.sub(lambda f: f"{f['which']} of {_WEAPONS} is {f['cmp']}", text)
    return text


def _the_most(found: re.Match[str]) -> str:
    """ "whatever item is closest": "the item closest"; as said where no kind of thing is named
    ("whatever corner is nearest" included: the reader reads "the corner nearest" as before)."""
    kind = lx.kind_of(found["noun"].lower())
    return f"the {found['noun']} " if kind is not None and kind not in m.WHO else found[0]


def _things(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` name two different kinds of thing of the game, no party."""
    ka, kb = (lx.kind_of(x.split()[-1]) for x in (a, b))
    return bool(
        ka
        and kb
        and ka != kb
        and ka not in m.WHO
        and kb not in m.WHO
        and ka in lx.concrete(ka)
        and kb in lx.concrete(kb)
    )


def _kind_said_first(text: str, many: re.Match[str]) -> str:
    """ "of the bats, which one is closest to the gorgon?": "which bat is closest to the
    gorgon?"; "out of the three arrows, get the one that's closest": "get the arrow closest";
    as said for other words, or a kind that is none of the game's things; "of the dragons,
    which one is closest?": refused on the player's words, the comma left out so the "which"
    is not read alone (it was "which dragons is closest", quoted back so)."""
    kind, rest = lx.kind_of(many["kind"].lower()), text[many.end() :]
    if kind is None and _WHICH_AFTER.match(rest) is not None:
        return f"{text[: many.end()].rstrip(' ,')} {rest}"
    if kind is None or kind in m.WHO or kind not in lx.concrete(kind):
        return text
    if (which := _WHICH_AFTER.match(rest)) is not None:
        return f"which {kind} is " + rest[which.end() :]
    if (one := _ONE_MOST.match(rest)) is not None:
        return f"{one['verb']} the {kind} {one['most']}" + rest[one.end() :]
    return text


def _two_said_first(text: str, first: re.Match[str]) -> str:
    rest = text[first.end() :]
    two = f"{first['a']} and {first['b']}"
    if (which := _WHICH_AFTER.match(rest)) is not None:
        return f"which of {two} is " + rest[which.end() :]
    if (one := _THE_ONE_AFTER.match(rest)) is not None:
        return f"{one['verb']} whichever of {two} is " + rest[one.end() :]
    return text


def _class_left_out(found: re.Match[str]) -> str:
    """ "which weapon is closer, the bow or the sword": "which is closer, ..." where a class is
    said before the two (the two named are what is compared, of the class or not: "which monster
    is closer, the bat or the bow?"); as said after a kind ("which bat is closer, ...")."""
    cls, a, b = (found[x].lower() for x in ("cls", "a", "b"))
    if not _things(a, b):
        return found[0]
    a_class = cls in lp.WEAPON_WORDS or lx.kind_of(cls) in (m.ANY_ITEM, m.ANY_MONSTER, m.ANYTHING)
    return f"{found['which']} is{found['mid']}" if a_class else found[0]


def measured_from_last(things: list[m.Thing], s: str) -> str | None:
    """The kind the two first of ``things`` are measured from when it is named after them, after
    a word of distance ("which of the bow and the sword is closer to the gorgon?"); None
    otherwise."""
    if len(things) != 3 or things[2].pick or things[2].kind in m.WHO:
        return None
    found = re.search(rf"\b{_CMP}\s+(?:to|from)\s+(?:the\s+)?([a-z]+)\W*$", s)
    if found is None or lx.kind_of(found.group(1)) != things[2].kind:
        return None
    return things[2].kind


# "stay within 3 tiles of whichever of the bow and the sword is closer to you": the words before
# the pick end with a word of place, or name a duty (``lx.GUARD_VERBS``).
# The word ``chosen_clause`` needs.
GATE = frozenset(("whichever",))
_PICKED_IN = lazy(
    r"^(?P<before>.*?\S)\s+whichever\s+(?:one\s+)?of\s+(?P<a>the\s+[a-z]+)"
    rf"\s+(?:and|or)\s+(?P<b>the\s+[a-z]+)\s+is\s+(?P<cmp>{_CMP})"
    r"(?:\s+(?:to|from)\s+(?:(?P<whom>you|yourself|me|us)|the\s+(?P<thing>[a-z]+)))?"
    r"(?P<after>\s*(?:,.*)?)$",
    re.I,
)
# The words before the pick that no errand's row reads: a word of place, or a duty.
_PLACE_END = lazy(rf"\b(?:of|by|to|near|beside|at|from|towards?|{lx.alt(ldu.GUARD_VERBS)})$", re.I)


def chosen_clause(text: str, asked: bool) -> list[m.Step] | None:
    """A step on whichever of two things is nearer (farther) said inside it ("stay within 3
    tiles of whichever of the bow and the sword is closer to you", "go stand by whichever of the
    sword and the bow is farther from me"): the step on each, a choice by their distances from
    the companion (or the player, "from me") decided when it starts; None for other words, or
    where the step on either is not read whole. ``chosen_duty`` reads a bare duty ("guard the
    closer of the bow and the sword"), ``errands`` a bare errand ("fetch whichever ...")."""
    if asked or stream(text).words.isdisjoint(GATE) or ((it := pointed_at()) and it.said):
        return None  # no "whichever", or one read as the thing it chooses
    found = _PICKED_IN.match(text.strip().rstrip(".!"))
    if found is None or not _things(found["a"], found["b"]):
        return None
    if (
        found["thing"]
        and not _things(found["a"], found["thing"])
        or not _things(found["b"], found["thing"] or found["a"])
    ):
        return None  # measured from one of the two, or from no thing of the game
    if not found["thing"] and not _PLACE_END.search(found["before"]):
        return None  # "fetch whichever ...": the errand's own row
    from agent.reading.reader import _read_part  # the reader reads its clauses with this module

    a, b = (m.Thing(str(lx.kind_of(found[x].split()[-1]))) for x in ("a", "b"))
    said = tuple(tokenize(text[found.end("before") : found.start("after")].lower()))
    steps = []
    for one in (a, b):  # the clause as said, its "whichever ..." each of the two in turn
        with pointing_at(ThingPhrase(one, False, False, None, said=said)):
            steps.append(tuple(_read_part(text, asked)))
    if not all(steps) or any(isinstance(s, m.Unknown) for one in steps for s in one):
        return None
    whom = m.PLAYER if (found["whom"] or "").lower() in ("me", "us") else m.COMPANION
    if found["thing"]:  # "closer to the gorgon": measured from the nearest gorgon
        whom = str(lx.kind_of(found["thing"].lower()))
    op = "<" if found["cmp"].lower() in (*lx.NEARER, *lx.NEAREST) else ">"
    cond = m.Compare(op, m.DistanceTo(a, whom), m.DistanceTo(b, whom))
    return [m.Choice(cond, steps[0], steps[1], words=text)]


@dataclass(frozen=True, slots=True)
class Either:
    """ "A or B" in a question, read once (``either``, on ``question_rows.Said``): a choice of
    two, ``first`` and ``second`` the words before and after its "or". Each question reader
    takes it or says it back: which of two is nearer is asked of the two (which_asked._which);
    one of two each picked by where it lies, one kind or another counted ("how many arrows or
    bats are there?", question_rows.count), a thing near another asked as one of two, are said
    back; a spot said in the second is no spot the one asked of lies nearest
    (where_asked.at_a_spot: "which is closer, the bat in the middle or the bat in the top
    right?")."""

    first: str
    second: str


def either(s: str) -> Either | None:
    """The choice of two the question ``s`` says ("the bow or the sword"), else None."""
    before, found, after = f" {s} ".partition(" or ")
    return Either(before.strip(), after.strip()) if found else None


# "how far is the bow from you or me?", "... from me and you": the two of us, each.
_YOU, _ME = r"(?:you|yourself)", r"(?:me|myself)"
_FROM_US_TWO = lazy(
    rf"\bfrom (?:{_YOU} (?:or|and) (?:from )?{_ME}|{_ME} (?:or|and) (?:from )?{_YOU})\b"
)
# "how far is the bat from the bow or me?": from a thing or one of us, which is not said.
_FROM_A_THING_OR_US = lazy(rf"\bfrom (?:the |an? )?[a-z]+ or (?:from )?(?:{_YOU}|{_ME}|us)\b")
_ONE_AT_A_TIME = "tell me which one to measure from: I measure from one at a time"


def from_us_two(distance: Builder) -> Builder:
    """The row of how far a thing is (``question_rows.distance``), asked of each of us first
    ("how far is the bow from you or me?": it was from the companion alone, "or me" dropped):
    who is nearer, said with each one's distance; one picked otherwise is said back."""

    def read(words: dict[str, str], said: qr.Said) -> qr.Answer:
        s = said.s
        if (" or " in s or " and " in s) and _FROM_US_TWO.search(s) is not None:
            from agent.reading.question_rows import meant  # which imports this module

            named = meant(said.plain)
            if len({th.kind for th in named}) == 1 and named[0] != m.Thing(named[0].kind):
                return m.Unknown(said.text, m.Reason.CANNOT, _EACH_OF_US)  # which_of_us: a kind
            if len({th.kind for th in named}) == 1:
                return m.Ask(m.WHICH_OF_US, (named[0],), pick=m.NEAREST, words=said.text)
        if " or " in s and _FROM_A_THING_OR_US.search(s) is not None:  # "or me" was dropped
            return m.Unknown(said.text, m.Reason.AMBIGUOUS, _ONE_AT_A_TIME)
        return distance(words, said)

    return read


_EACH_OF_US = (
    f"I can work out how far the {lx.NEAREST[0]} of a kind is from each of us, not one picked "
    "otherwise"
)
