"""Clauses whose verb is said in another form than an order's, read on the verb the form stands
for, from the words as said: kept on as "-ing" ("keep walking between the sword and the bow",
"keep attacking it"), or in a past form or as a gerund after "after" / "once" ("once you've got
the sword, ...", "after killing the bats, ...": ``sequence.Clause.lemma``). The errand is read
on the verb's phrase in the lexicon (the form's verb and the words after it that complete one:
"walking between" is "walk between", "picked up" is "pick up"), never written back as an order
to be read again; a walk kept on is walked on the way said after it ("keep walking to the right
until you reach a wall", ``walked_on``), and so is a way said after a walk, which borrows its
verb ("move up 3 and left 2"). A clause kept on no verb the game knows ("keep doing that",
"keep nothing back": "nothing" is no verb's "-ing") is not kept on: it is read as said.
"""

from __future__ import annotations

import re

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.clause import with_rest
from agent.reading.errands import errand_on
from agent.reading.logic import UNITS
from agent.reading.patterns import lazy
from agent.reading.place_rows import CORNERS, place_ahead
from agent.reading.places import FAR_AS_WALLS
from agent.reading.reordering import lemma
from agent.reading.sequence import Clause
from agent.reading.text import expand, gerund_verb, strip_filler

_KEEP_ING = lazy(r"^(?:keep(?: on)?|(?:do not|don't|never) stop|continue|carry on|go on)\s+"
                 r"(?P<verb>\w+ing)\b(?P<rest>.*)$", re.I)
_KEEP_NOT = lazy(r"^keep\s+(?:away|clear|off|out|still|up|close|near|your|well)", re.I)
# Every errand's verb phrase, and the most words one has.
_ERRAND_VERBS = frozenset(phrase for phrases, _ in lx.VERBS for phrase in phrases)
_LONGEST = max(len(phrase.split()) for phrase in _ERRAND_VERBS)
# A pronoun alone after the verb kept on.
_ONLY_IT = lazy(r"^\s*(?:it|them|that one|those)\s*$", re.I)


def kept_on(text: str) -> tuple[str, str] | None:
    """ "keep attacking it": the verb ("attack") and the words after it (" it"); None for
    words that keep on no "-ing" ("keep away") or on no verb the game knows ("keep nothing
    back", "keep doing that": a word that only ends as a verb's "-ing" is not cut as one)."""
    keep = _KEEP_ING.match(strip_filler(text))
    if keep and not _KEEP_NOT.match(strip_filler(text)) and (
            verb := gerund_verb(keep.group("verb"))) is not None:
        return verb, keep.group("rest")
    return None


def read_kept_on(text: str, asked: bool) -> tuple[m.Step, ...] | None:
    """ "keep attacking it", "keep exploring", "keep walking between here and the bow": the
    errand of the verb said as "-ing" on the words after it, the words as said; None where no
    "-ing" is kept on, or no errand nor walk reads it (the clause is then read as said)."""
    if (keep := kept_on(text)) is None:
        return None
    verb, own = keep
    read = read_on(verb, own, text, asked, alone_first=True)
    if read is None and verb in _ERRAND_VERBS and _ONLY_IT.match(own):
        # "keep attacking it" with nothing "it" stands for: refused in the player's words
        read = with_rest(*errand_on(verb, expand(own), text), asked)
    return read or _walked(verb, own, text)


def read_past(clause: Clause, asked: bool) -> tuple[m.Step, ...] | None:
    """ "got the sword" (after "once you've"), "killing the bats" (after "after"): the errand of
    the verb the form stands for (``Clause.lemma``) on the words after it; None where that is no
    errand read whole."""
    said, _, own = clause.text.partition(" ")
    if lemma(said) != clause.lemma:
        return None
    return read_on(clause.lemma, f" {own}", clause.text, asked, alone_first=False)


def read_on(verb: str, own: str, text: str, asked: bool, *,
            alone_first: bool) -> tuple[m.Step, ...] | None:
    """The errand of ``verb`` ("walk", "pick") on the words ``own`` said after its form (" between
    here and the bow", " up the bow"), the clause as said ``text``: on the verb alone, where the
    lexicon has it, and on the longest phrase it opens with the words after it (longest first, as
    an order's verb is taken; the verb alone first where ``alone_first``); None where no phrase
    is an errand's or its reading leaves words it could not read."""
    words = own.split()
    phrases = []
    for n in range(min(len(words), _LONGEST - 1), 0, -1):
        if (phrase := " ".join((verb, *words[:n])).lower()) in _ERRAND_VERBS:
            phrases.append((phrase, " " + " ".join(words[n:])))
    if verb in _ERRAND_VERBS:
        phrases.insert(0 if alone_first else len(phrases), (verb, own))
    for phrase, after in phrases:
        read = with_rest(*errand_on(phrase, expand(after), text), asked)
        if not any(isinstance(step, m.Unknown) for step in read):
            return read
    return None


def walked_on(verb: str, own: str, *, refused: bool = False) -> tuple[m.Step, ...] | None:
    """ "move up 3 and left 2", "walk north then east": a way (and how far) said after a walk,
    whose verb it borrows (``verb``, ``sequence.Clause.verb``), walked, its words the way as said
    ("left 2"); None for other words, or a count the walk's reader questions ("2 steps left 3",
    more steps than one walk takes: refused in words where ``refused``)."""
    return _walked(verb, own, own.strip(), refused)


_GO_LAST = lazy(r"\s*,\s*go\s*[.!]*$", re.I)  # "3 steps right, go": the word to start
# "three tiles left": how many are left, perhaps, not a walk ("2 to the left" is one).
_LEFT_OVER = lazy(r"(?<!\bthe)\s+left$", re.I)
# What may close a walk said alone ("6 tiles east, exactly.", "3 steps up please").
_CLOSED = lazy(rf"(?:\s*,?\s+{lx.alt(lcl.WALK_CLOSERS)})+$", re.I)


def said_without_verb(text: str) -> tuple[m.Step, ...] | None:
    """A step a route names without its verb: a counted way ("3 steps up": walked,
    ``walked_alone``), a corner alone ("the top-left corner", "bottom left": gone to, as
    ``place_rows`` names it; it was "go to the bottom left" written in by ``text`` and read
    again), "hold" alone ("hold till I move": staying, as "hold position"), "back" alone ("...,
    else back": coming back) and a speedrunner's "push" or "rush" before a monster named alone
    ("else push gorgon": its fight, on the route's verb for a monster), ", go" after any of them
    the word to start, no step ("3 steps right, go"); None for other words."""
    if "go" in text[-5:].lower():
        text = _GO_LAST.sub("", text)
    said = text.strip(" ,.!").lower()
    if said in (lt.HOLD_ALONE[0], lt.ROUTE_BACK):
        return (m.Act(m.STAY if said == lt.HOLD_ALONE[0] else m.COME_BACK, words=text),)
    verb, _, own = said.partition(" ")
    if verb in lt.PUSH_ON and (kind := lx.kind_of(own)) and lx.is_monster(kind):  # "push gorgon"
        fought = with_rest(*errand_on(lt.ROUTE_MONSTER, f" {own}", text), False)
        return None if any(isinstance(s, m.Unknown) for s in fought) else fought
    return walked_alone(text) or _corner_alone(text)


def _corner_alone(text: str) -> tuple[m.Step, ...] | None:
    said = text.strip(" ,.!").lower()
    side = said.removeprefix("the ").split(" ")[0].split("-")[0]  # "top" of "the top-left corner"
    if "corner" not in said or side not in lt.CORNER_SIDES or (
            found := place_ahead(said)) is None or found[0] not in CORNERS or (
            found[1] != len(said.split())):
        return None
    return (m.Act(m.GO_TO, place=m.Place(found[0]), words=text),)


def walked_alone(text: str) -> tuple[m.Step, ...] | None:
    """ "3 steps up", "2 east", "two to the right": a counted way said without a verb, as a
    route names one ("bottom left corner then 3 up"), walked; its words the player's (it was
    "walk 3 steps up", written out by ``text`` and read again); None for other words, for "three
    tiles left", which may be how many are left, and for a number word and a way alone ("two
    down": ``text`` still writes the walk in a route)."""
    said = _CLOSED.sub("", text.strip(" ,.!")).strip(" ,")
    first = said[:said.find(" ")].lower()
    if not (first.isdigit() or first in lx.NUMBER_WORDS and said.count(" ") > 1) or (
            _LEFT_OVER.search(said)):  # "two down" alone: "two down, one to go", perhaps
        return None
    found = _A_WAY.match(said)
    return _walked(lt.WALK_COUNTED, said, text) if found is not None and found["n"] else None


def _walked(verb: str, own: str, words: str, refused: bool = False) -> tuple[m.Step, ...] | None:
    """The walk of ``verb`` (one of ``lexicon_parts.MOVE_VERBS``) a way, said in ``own`` ("left
    2", "to the right until you reach a wall"), its words ``words``; None for other words."""
    found = _A_WAY.match(own.strip())
    if found is None or verb.strip().lower() not in lp.MOVE_VERBS or (
            found["n"] and (found["by"] or found["wall"])):
        return None
    said = (found["n"] or found["by"] or "1").lower()
    n = lx.MAX_WALK if found["wall"] else int(said) if said.isdigit() else (
        lx.NUMBER_WORDS.get(said, 0))
    if not 1 <= n <= lx.MAX_WALK:
        return (m.Unknown(words, m.Reason.CANNOT, f"I can walk at most {lx.MAX_WALK} steps in one"
                          f" go, not {n}"),) if refused and n else None
    return (m.Act(m.WALK, way=found["way"].lower(), steps=n, words=words),)


_COUNTED = rf"(?:\d+|{lx.alternatives(w for w, n in lx.NUMBER_WORDS.items() if n > 0)})"
_UNIT = rf"(?:\s+{lx.alt(UNITS)})?"
# A way to walk with no verb ("left 2", "two steps to the right", as ``sequence`` finds one; "to
# the right until you reach a wall", as ``places`` reads one); "back" before the way is that way
# ("walk 2 right and 2 back left").
_A_WAY = lazy(rf"^(?:(?P<n>{_COUNTED}){_UNIT}\s+)?(?:back\s+)?(?:to\s+the\s+)?"
              rf"(?P<way>{lx.alternatives(w for w in lx.WAYS if len(w) > 1)})"
              rf"(?:\s+(?P<by>{_COUNTED}){_UNIT}|\s+(?P<wall>{FAR_AS_WALLS}))?$", re.I)

