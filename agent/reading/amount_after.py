"""An amount said as a sentence of its own after the errand it measures ("keep away from me.
4 tiles", "give me some breathing room. four or five tiles, say", "wait. 3 turns", "walk left.
2 steps", "follow me. 2 or 3 tiles back"): the amount read as data from its words and put into
the errand read before it, never written after that errand's words and read again. Tried by
``afterthoughts.correcting``, which puts what it gives in place of the errands before; where the
amount does not fit the errand before, it is left to be refused in words.

How an amount goes into an errand (``_MEASURED``, by action):

- a distance kept away from a thing (keeping away, or a distance with no most): at least the
  number ("5 tiles", "at least 5 tiles", "5 tiles or more"), between two numbers ("4 or 5
  tiles"), about one number that one ("about 4 tiles"); a most alone ("at most 4") is no keeping
  away;
- a distance kept within a band (following, or a distance with a most: "not too close"): the
  number itself, or between two; a bound alone is refused, as "follow me, at least 3 tiles";
- a walk's way said with no number: that many steps;
- a wait: that many turns;
- a square of no size: that many tiles a side, its corners counted ("walk a square. 2 tiles on
  each side": 1 step a side, places.square_steps), or that many steps;
- a guard: how far it goes from what it guards, at most ("Guard r10 c10. Radius 2 tiles max.");
- an exploring: so many new tiles, at least or about so many ("Explore. 12 tiles.", "Explore. A
  dozen tiles or so.", "EXPLORE STOP TEN TILES MINIMUM STOP"), visited and then done, up to
  ``explored.MOST_TILES_SAID``, as said in the same clause.

A distance's two bounds said together ("No closer than three tiles, no further than five.",
"Between 3 and 5 tiles.") are the band between them; the unit may go unsaid where both bounds
say a distance ("nae closer than two, nae further than four").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lc,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.duties import MAX_DISTANCE
from agent.reading.explored import MOST_TILES_SAID, explored_tiles
from agent.reading.lexicon import NUMBER_RE, alt
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy
from agent.reading.places import square_steps
from agent.reading.tokens import Tokens, take_thing, tokenize

_TURNS = ("turns", "turn", "ticks", "tick")
_LEAST_TAILS = ("or more", *lx.EXPLORED_AT_LEAST_AFTER)
_MOST_TAILS = ("or less", "at most", "max", "maximum", "tops")
_ROUGH_TAILS = ("or so", *lp.ROUGHLY)
# Of lexicon_parts.ROUGHLY, those that say a number about so ("about 4 tiles": 4); the others
# only hedge it ("like 4", "4 tiles, say": 4 as said).
_ABOUT = lp.ROUGHLY[lp.ROUGHLY.index("about") :]
_AMOUNT = lazy(
    rf"^(?:(?P<reach>{alt(lstay.REACH_SAID)})\s+)?(?:(?P<rough>{alt(lp.ROUGHLY)})\s+)?"
    rf"(?:(?P<bound>{alt(lstay.BOUNDS)})\s+)?(?P<n>{NUMBER_RE})"
    rf"(?:\s*(?:or|to|-)\s*(?P<n2>{NUMBER_RE}))?\s+(?P<unit>{alt((*UNITS, *_TURNS))})"
    rf"(?:\s*,?\s*(?P<tail>{alt((*_LEAST_TAILS, *_MOST_TAILS, *_ROUGH_TAILS))}|i guess))?"
    r"(?:\s+(?P<off>back|behind(?P<me>\s+me)?|away(?:(?P<from_me>\s+from\s+me)|\s+from\s+(?:it|them))?"
    r"|off))?"
    # "15 tiles at the very least, if you please", "More than four steps off, and keep it that way"
    rf"(?:\s*,?\s*{alt((*lc.FILLER_END, *lc.KEPT_SO))})?"
    r"\s*[.!]*$",
    re.I,
)
# A distance's two bounds said together: the least first, then the most ("no closer than three
# tiles, no further than five"), or "between" two numbers; the unit may go unsaid where both
# bounds say a distance (``_SAID_FAR``).
_LEAST = tuple(bound for bound, (least, most) in lstay.KEPT_BOUNDS.items() if least == 0)
_MOST = tuple(bound for bound, (least, most) in lstay.KEPT_BOUNDS.items() if most == 0)
_SAID_FAR = frozenset((*lx.NEARER, *lx.FARTHER))
_UNIT = rf"(?:\s+(?P<{{name}}>{alt(UNITS)}))?"
_BAND = lazy(
    rf"^(?:(?P<least>{alt(_LEAST)})\s+(?P<n>{NUMBER_RE}){_UNIT.format(name='u')}\s*"
    rf"(?:,\s*|\s+)(?:(?:and|but)\s+)?(?P<most>{alt(_MOST)})"
    rf"|(?:somewhere\s+)?between\s+(?P<from>{NUMBER_RE})\s+and)"
    rf"\s+(?P<n2>{NUMBER_RE}){_UNIT.format(name='u2')}\s*[.!]*$",
    re.I,
)
# A square's side said after it ("walk a square. 2 tiles on each side", "sides of 3", "2 by 2").
_SIDE = lazy(
    rf"^(?:with\s+|make it\s+)?(?:(?P<n>{NUMBER_RE})(?:\s+{alt(UNITS)})?\s+(?:on|per|along|to|for)"
    rf"\s+(?:each|a|every|one)\s+side|(?:sides?|size)\s+(?:of\s+)?(?P<of>{NUMBER_RE})"
    rf"(?:\s+{alt(UNITS)})?|(?P<by>{NUMBER_RE})\s*(?:by|x)\s*{NUMBER_RE})\s*[.!]*$",
    re.I,
)
# Words any amount has, to try the pattern only where one may be.
_GATE = frozenset((*UNITS, *_TURNS))
_A_NUMBER = lazy(rf"\b{NUMBER_RE}\b", re.I)


@dataclass(frozen=True, slots=True)
class _Amount:
    """An amount said: its number (and a second, "4 or 5"), whether in turns, how loosely it is
    bounded (``how``: "" the number, "least", "most", "about"), and whether it is said off
    something ("back", "away") or off the player ("behind me")."""

    n: int
    n2: int | None
    turns: bool
    how: str
    off: bool = False
    off_me: bool = False
    steps: bool = False  # said in steps, not tiles ("3 steps")

    def away(self) -> tuple[int, int] | None:
        """(at least, at most; 0: none) of a distance kept away from a thing."""
        if self.n2 is not None:
            return (self.n, self.n2) if self.how in ("", "about") else None
        return {"": (self.n, 0), "least": (self.n, 0), "about": (self.n, self.n)}.get(self.how)

    def band(self) -> tuple[int, int] | None:
        """(at least, at most) of a distance kept within a band; a most alone, at most that
        ("follow me. Within 2 tiles.")."""
        if self.how == "most" and self.n2 is None:
            return (0, self.n)
        return (self.n, self.n2 or self.n) if self.how in ("", "about") else None

    def exact(self) -> int | None:
        """The number of a walk's steps or a wait's turns, said with no bound."""
        return self.n if self.n2 is None and not self.how else None


def amount_after(sentence: str, before: Sequence[m.Step]) -> list[m.Step] | None:
    """The errands ``before`` (the sentence before's) with ``sentence``, an amount alone, put
    into the last of them and those before it of its kind; None where ``sentence`` is no amount
    alone, a step before is no errand, or the amount does not fit one of them."""
    if not before or not all(isinstance(s, m.Act) for s in before):
        return None
    last = before[-1]
    if isinstance(last, m.Act) and last.action == m.SQUARE and not last.steps and (
            side := _SIDE.match(sentence.strip())) and (  # "walk a square. 2 tiles on each side"
            n := lx.number(next(n for n in side.groups() if n))):
        return [*before[:-1], replace(last, steps=square_steps(n, _in_steps(sentence)))]
    words = sentence.lower().replace(",", " ").split()
    if len(words) > 12 or not _GATE.union(_SAID_FAR).intersection(words):
        return None
    if isinstance(last, m.Act) and (tiles := explored_tiles(last, sentence.strip(" .!"))):
        return [*before[:-1], replace(last, steps=tiles)]  # "Set foot on 15 tiles of it."
    if (amount := _said(sentence.strip()) or _banded(sentence.strip())) is None:
        return None
    acts = [step for step in before if isinstance(step, m.Act)]
    # the last errand, and those before it of its kind ("keep away from the bat and the gorgon");
    # others are as read ("keep your distance, give me some breathing room": from me, merged)
    measured = [_measured(a, amount) if a.action == acts[-1].action else a for a in acts]
    return None if None in measured else [s for s in measured if s is not None]


def _measured(act: m.Act, amount: _Amount) -> m.Step | None:
    measure = _MEASURED.get(act.action)
    return measure(act, amount) if measure is not None else None


def _said(sentence: str) -> _Amount | None:
    """The amount ``sentence`` says alone, else None."""
    found = _AMOUNT.match(sentence)
    if found is None:
        return None
    n, n2 = lx.number(found["n"]), lx.number(found["n2"]) if found["n2"] else None
    if n is None or (found["n2"] and n2 is None):
        return None
    said = {_bound(found["rough"], found["bound"]), _tailed(found["tail"])} - {""}
    if len(said) > 1:
        return None  # "at least 4 tiles or so"
    how = next(iter(said), "")
    unit = found["unit"].lower()
    n, how = (n + 1, "least") if how == "more" else (n, how)
    how = "most" if found["reach"] and not how else how  # "radius 2 tiles": 2 at most
    off_me = bool(found["me"] or found["from_me"])
    return _Amount(n, n2, unit in _TURNS, how, bool(found["off"]), off_me,
                   unit in lt.SQUARE_STEPS_SAID)


def _banded(sentence: str) -> _Amount | None:
    """The band ``sentence`` says alone, between two bounds ("no closer than 3 tiles, no
    further than 5"), else None."""
    found = _BAND.match(sentence)
    if found is None:
        return None
    unsaid = found["u"] is None and found["u2"] is None
    if unsaid and not _SAID_FAR.intersection(f"{found['least']} {found['most']}".lower().split()):
        return None  # "at least 3, at most 5": of what?
    n, n2 = lx.number(found["n"] or found["from"]), lx.number(found["n2"])
    if n is None or n2 is None or n2 < n:
        return None
    return _Amount(n, n2, False, "")


def _bound(rough: str | None, bound: str | None) -> str:
    if bound is None:
        return "about" if rough and rough.lower() in _ABOUT else ""
    least, most = lstay.KEPT_BOUNDS.get(bound.lower(), (None, None))
    if least is not None:
        return "more" if least else "least"
    return "most" if most is not None else "about"


def _tailed(tail: str | None) -> str:
    low = (tail or "").lower()
    if low in _LEAST_TAILS:
        return "least"
    if low in _MOST_TAILS:
        return "most"
    return "about" if low == "or so" or low in _ABOUT else ""


def _kept(act: m.Act, amount: _Amount, band: bool = False) -> m.Act | None:
    """A distance kept: away from a thing, or within a band (``band``, or a distance with a
    most)."""
    if amount.turns or act.thing is None or (amount.off_me and act.thing.kind != m.PLAYER):
        return None  # "keep away from the gorgon. 3 tiles behind me"
    bounds = amount.band() if band or act.most else amount.away()
    if bounds is None or max(bounds) > MAX_DISTANCE or (bounds[1] and bounds[1] < bounds[0]):
        return None
    return m.Act(m.KEEP_DISTANCE, act.thing, least=bounds[0], most=bounds[1], words=act.words)


def _followed(act: m.Act, amount: _Amount) -> m.Act | None:
    """A following of the player, the distance behind: within a band."""
    return _kept(m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), words=act.words), amount, band=True)


def _walked(act: m.Act, amount: _Amount) -> m.Act | None:
    """A walk's way said with no number: that many steps."""
    n = amount.exact()
    if amount.turns or amount.off or n is None or not act.way or _A_NUMBER.search(act.words):
        return None
    return replace(act, steps=n) if 0 < n <= lx.MAX_WALK else None


def _waited(act: m.Act, amount: _Amount) -> m.Step | None:
    """A wait: that many turns."""
    n = amount.exact()
    if not amount.turns or n is None or act.thing is not None or act.place is not None:
        return None
    return m.Repeat((act,), turns=n, words=act.words) if 0 < n <= lx.MAX_TURNS else None


def _sided(act: m.Act, amount: _Amount) -> m.Act | None:
    """A square of no size said: that many tiles a side ("walk in a square. 2 tiles"), or steps
    (places.square_steps)."""
    n = amount.exact()
    if amount.turns or amount.off or n is None or act.steps:
        return None
    return replace(act, steps=square_steps(n, amount.steps)) if 0 < n <= lx.MAX_WALK else None


def _in_steps(said: str) -> bool:
    return not lt.SQUARE_STEPS_SAID.isdisjoint(said.lower().replace(".", " ").split())


def _explored(act: m.Act, amount: _Amount) -> m.Act | None:
    """An exploring: so many new tiles, at least or about so many (as ``explored.explored_tiles``):
    that many visited, then done."""
    if amount.turns or amount.off or amount.n2 is not None or act.steps or amount.how not in (
            "", "least", "about"):
        return None
    return replace(act, steps=amount.n) if 0 < amount.n <= MOST_TILES_SAID else None


# The monster a flight names as said ("get away from that bat").
_FROM = lazy(r"\bfrom\s+(?P<what>.+?)\s*[.!]*$", re.I)


def fled_from(act: m.Act) -> m.Act:
    """A flight that names one monster it flees as said ("get away from that bat", ``words``)
    as the keeping away from it it is; other steps as they are."""
    if act.action != m.FLEE or act.thing is not None or (found := _FROM.search(act.words)) is None:
        return act
    t = Tokens(tokenize(found["what"].lower()))
    phrase = take_thing(t)
    if phrase is None or not t.done or not lx.is_monster(phrase.thing.kind):
        return act
    return m.Act(m.KEEP_AWAY, phrase.thing, words=act.words)


def _fled(act: m.Act, amount: _Amount) -> m.Step | None:
    """A flight from a monster it names ("get away from that bat. like five tiles at least"):
    that distance kept from it; from nothing named, none."""
    kept = fled_from(act)
    return _kept(kept, amount) if kept is not act else None


def _reached(act: m.Act, amount: _Amount) -> m.Act | None:
    """A guard's reach ("Guard r10 c10. Radius 2 tiles max.", "... Within 2 tiles.", "...
    Radius 2."): at most so far from what it guards, where none was said; a number alone is
    not one."""
    if amount.turns or amount.off or amount.n2 is not None or act.most or amount.how != "most":
        return None  # "guard me. 4 tiles": how near, or how far? said back
    return replace(act, most=amount.n) if 0 < amount.n <= MAX_DISTANCE else None


_MEASURED: dict[m.Action, Callable[[m.Act, _Amount], m.Step | None]] = {
    m.Action.GUARD: _reached,
    m.Action.EXPLORE: _explored,
    m.Action.KEEP_AWAY: _kept,
    m.Action.KEEP_DISTANCE: _kept,
    m.Action.FLEE: _fled,
    m.Action.FOLLOW: _followed,
    m.Action.WALK: _walked,
    m.Action.STAY: _waited,
    m.Action.SQUARE: _sided,
}
