"""Conditions about how many things there are: "there are more than 2 bats", "no monsters are
left", "the gorgon is still alive"; and how many one of us has defeated: "you have killed 2
bats"."""

from __future__ import annotations

from collections.abc import Callable

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_parts as lp, meaning as m
from agent.reading.distances import near_whom
from agent.reading.logic import (
    BE,
    COMPARISONS,
    Reading,
    negate,
    take_comparator,
    take_negation,
)
from agent.reading.regions import take_part
from agent.reading.rows import Row, Table
from agent.reading.tokens import ThingPhrase, Tokens, pointed_at, take_number, take_thing, tokenize
from game.world import ARROW, NEEDS

_ALIVE = ("alive", "left", "around", "still around", "standing", "still standing", "remaining",
          "there", "still there", "on the ground", "on the floor", "lying around", "about",
          *lx.IN_THE_DUNGEON, "still alive", "living", *li.AT_LARGE, *li.IN_PLAY)
# A monster said to have been defeated ("the gorgon has been killed"): as said to be dead; one of
# a kind said so ("a bat has been killed", "any bats have been slain"): one defeated at least.
_HAS_BEEN = ("has been", "have been", "had been")
_SOME_OF = ("a", "an", "any", "some", "one")
_LEFT_NOW = ("left", "remaining")  # "there is one arrow left": exactly one
_GONE = ("dead", "gone", "defeated", "killed", "slain", "dead already", "no more",
         "all dead", "destroyed", "taken", "picked up")


def cond_there_are(t: Tokens) -> Reading | None:
    """ "there are bats left", "no monsters are left" (``COUNTS``), "the bats outnumber the
    gorgons", "more than 2 bats are left", "you have killed 2 bats"."""
    start = t.i
    if t.take("there are", "there is", "there's") and (enough := take_enough(t)) is not None:
        return Reading(enough)  # "there are enough arrows for the bats"
    t.i = start
    if (left := _left_of_it(t) or _one_left(t)) is not None:
        return Reading(left)
    for row, words in t.lead(COUNTS):
        return None if (cond := row.makes(t, words)) is None else Reading(cond)
    return _outnumbered(t) or _so_many_left(t) or _defeated_by(t)


def _one_left(t: Tokens) -> m.Cond | None:
    """ "there is one arrow left", "there's just 1 bat remaining": exactly one (it was "any
    arrow", more than none); None, the cursor back, for anything else ("there is one near you")."""
    start = t.i
    if t.take("there is", "there's"):
        t.skip("only", "just")
        if t.take("one", "1") and (kind := take_kind(t)) is not None and (
                t.words[t.i - 1] in _LEFT_NOW or t.take(*_LEFT_NOW)):  # the thing takes "left"
            return m.Compare("==", m.CountOf(kind), m.Number(1))
    t.i = start
    return None


def take_enough(t: Tokens, had: m.Expr | None = None) -> m.Cond | None:
    """ "enough arrows [for the bats]": as many arrows as bats, each bat taking one (an arrow is
    the one thing used up); ``had`` is how many arrows are counted (by default every one: on
    the ground and carried by each of us). None, the cursor back, for anything else."""
    start = t.i
    if not t.take("enough") or take_kind(t) != ARROW:
        t.i = start
        return None
    foe = next(kind for kind, needs in NEEDS.items() if ARROW in needs)
    if t.take("for", "to"):
        t.take(*lp.ASK_FIGHT)
        named = take_kind(t)
        if named is None or named != foe and named != m.ANY_MONSTER:
            t.i = start
            return None
    total: m.Expr = m.Arith("+", m.CountOf(ARROW), m.Arith(
        "+", m.Carried(m.COMPANION, ARROW), m.Carried(m.PLAYER, ARROW)))
    return m.Compare(">=", had or total, m.CountOf(foe))


def take_kind(t: Tokens) -> str | None:
    """The kind of the things named here ("the bats": bat), else None."""
    phrase = take_thing(t)
    return phrase.thing.kind if phrase is not None else None


def _kinds_listed(words: str) -> list[str]:
    """The kinds named one after another ("arrows, bats and the gorgon": arrow, bat, gorgon),
    from the first; none where the words open with no kind."""
    t, kinds, joined = Tokens(tokenize(words)), [], False
    while (kind := take_kind(t)) is not None:
        kinds.append(kind)
        joined = bool(t.take(",")) | bool(t.take("and", "plus"))
    # "the gorgons and eat it": a step joined on that is not read, never dropped with the sum
    return [] if joined and t.rest().strip(" ,.!?") else kinds


def counts_summed(a: str, b: str) -> m.Expr | None:
    """The counts of every kind listed in ``a`` and in ``b`` added up ("arrows, bats" and
    "swords": count(arrow) + count(bat) + count(sword)); None where either names no kind."""
    first, more = _kinds_listed(a), _kinds_listed(b)
    if not (first and more):
        return None
    value: m.Expr = m.CountOf(first[0])
    for kind in first[1:] + more:
        value = m.Arith("+", value, m.CountOf(kind))
    return value


def _outnumbered(t: Tokens) -> Reading | None:
    """ "the bats outnumber the gorgons": more of the one than of the other."""
    start = t.i
    if (a := take_kind(t)) is not None and t.take("outnumber", "outnumbers"):
        if (b := take_kind(t)) is not None:
            return Reading(m.Compare(">", m.CountOf(a), m.CountOf(b)))
    t.i = start
    return None


def _there_are(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """After "there are": "not", "still", then the first row of ``THERE_ARE`` that reads it."""
    negated = take_negation(t)
    t.take("still")
    if negated and (kind := _pointed_kind(t, "any")) is not None:
        return _none_left(t, kind)  # "kill the bats until there aren't any left"
    for row, said in t.lead(THERE_ARE):
        cond = row.makes(t, said)
        return None if cond is None else negate(cond) if negated else cond
    return None


def _op(words: dict[str, str]) -> str:
    """The comparison a row's ``cmp`` says ("at least": ">="); without one, at least."""
    return COMPARISONS.get(words.get("cmp") or "", ">=")


def _more_than(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """ "more bats than gorgons", "... than there are arrows", after "more" (or "fewer"): the
    two counts compared."""
    if (a := take_kind(t)) is None or not t.take("than"):
        return None
    t.take("there are", "there is")
    if (b := take_kind(t)) is not None:
        t.skip(*LEFT)
        return m.Compare(">" if words["more"] == "more" else "<", m.CountOf(a), m.CountOf(b))
    return None


def _as_many(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """ "(at least) as many arrows as bats": the one count against the other."""
    if (kinds := as_many_as(t)) is None:
        return None
    return m.Compare(_op(words), m.CountOf(kinds[0]), m.CountOf(kinds[1]))


def as_many_as(t: Tokens) -> tuple[str, str] | None:
    """After "as many": "arrows as there are bats left", the two kinds."""
    if (a := take_kind(t)) is None or not t.take("as"):
        return None
    t.take("there are", "there is")
    if (b := take_kind(t)) is None:
        return None
    t.skip(*LEFT)
    return a, b


def _count_compared(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """ "2 bats", after "more than": the count compared with the number."""
    n, kind = take_number(t), take_kind(t)
    if n is None or kind is None:
        return None
    t.skip(*LEFT, "about")  # "more than 2 bats still kicking", "exactly 3 arrows about"
    return m.Compare(_op(words), m.CountOf(kind, region=take_part(t, kind)), m.Number(n))


def _pointed_kind(t: Tokens, *said: str) -> str | None:
    """ "none", "any" of what the step names ("kill the bats until none are left"): the kind it
    points at (``tokens.pointing_at``), the words taken; None, the cursor back, when nothing is
    pointed at or a thing is named after them ("any bats")."""
    mark, it = t.i, pointed_at()
    if it is None or (said and not t.take(*said)) or take_kind(t) is not None:
        t.i = mark
        return None
    return it.thing.kind


def _none_left(t: Tokens, kind: str) -> m.Cond:
    t.take("more")
    t.skip(*LEFT, "anywhere", "on the floor", *lx.IN_THE_DUNGEON)
    return m.Compare("==", m.CountOf(kind), m.Number(0))


def _left_of_it(t: Tokens) -> m.Cond | None:
    """ "none are left", "some remain", said of what the step names (``tokens.pointing_at``:
    "kill the bats until none are left"): nothing, or some, of its kind left; else None, the
    cursor back."""
    mark = t.i
    which = t.take("none", "any", "some")
    if which is None or not t.take(*BE) or (
            kind := _pointed_kind(t)) is None:
        t.i = mark
        return None
    if which == "none":
        return _none_left(t, kind)
    t.skip(*LEFT)
    return _at_least(m.CountOf(kind), 1)


def _there_are_none(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """After "there are no" or "no": "bats", "bats near you", "monster is within 5 tiles"."""
    mark = t.i
    if (kind := take_kind(t)) is None:
        # "there are none left", "there are no more": of what the step names
        return None if (kind := _pointed_kind(t)) is None else _none_left(t, kind)
    near = _there_near(t, mark, kind)
    if near is None and t.take(*BE):
        near = near_whom(t, kind)
    if near is not None:  # "there is no bat near you": now, not watched
        return m.Not(near)
    t.skip(*LEFT)
    return m.Compare("==", m.CountOf(kind, region=take_part(t, kind)), m.Number(0))


def _there_are_some(t: Tokens, words: dict[str, str]) -> m.Cond | None:
    """After "there are": "bats left", "2 bats", "3 or more arrows", "a bat near you"."""
    n = take_number(t)
    bound = _or_bound(t) if n is not None else None  # "3 or more arrows"
    mark = t.i
    if (phrase := take_thing(t)) is None:
        if n is None and (kind := _pointed_kind(t, "any", "some")) is not None:
            t.skip(*LEFT)  # "as long as there are any": of what the step names
            return _at_least(m.CountOf(kind), 1)
        return None
    near = _there_near(t, mark, phrase.thing.kind)
    if near is not None and t.words[t.i - 1] == "around" and (
            n is not None or t.words[mark - 1 : mark] == ["still"]):
        near = None  # "there are still (three) bats around": so many left, near no one
    if near is not None:  # "there is a bat near you", "any bats nearby"
        return near if n is None else None  # "2 bats near me": no count of the ones near
    t.skip(*LEFT, "on the floor", "still around", "still left", "still alive", "about")
    part = take_part(t, phrase.thing.kind)  # "there are bats in the top right" (regions)
    count = n if n is not None else phrase.count
    counted = m.CountOf(phrase.thing.kind, region=part)
    if bound is not None and n is not None:
        return m.Compare(bound, counted, m.Number(n))
    return _at_least(counted, count or 1)


def _at_least(value: m.Expr, n: int | float) -> m.Compare:
    """At least ``n`` ("2 bats": two or more), or any at all ("a bat")."""
    return m.Compare(">=", value, m.Number(n)) if n > 1 else m.Compare(">", value, m.Number(0))


# The words of the count rows that are no class of the lexicon; LEFT: what may follow a count
# ("bats left").
LEFT = ("left", "remaining", "alive", "around", "on the ground", *li.IN_PLAY)
PIECES = {"THEN": r"(?= |$).*", "WORDS": r".*", "CMP": tuple(COMPARISONS),
          "THERE_IS": ("there is", "there are", "there are still", "there is still",
                       "there exists"),
          "NONE_OF": ("no", "none of the", "not a single", "not one"),
          "AS_MANY": ("as many", "as much"), "MORE": ("more", "fewer", "less"),
          "NONE": ("no", "none of the", "none")}
# A count said with "there are" or "no": the first row whose words are there reads it.
COUNTS: Table[Callable[[Tokens, dict[str, str]], m.Cond | None]] = Table((
    Row("there are", "{THERE_IS}{after:THEN}", _there_are,
        (f"there are {lx.BAT}s left", f"there is still a {lx.BAT} near you",
         f"there are not more than 2 {lx.BAT}s")),
    Row("none left", "{NONE_OF}{after:THEN}", _there_are_none,
        (f"no {lx.BAT}s are left", f"none of the {lx.GORGON}s are alive",
         f"not one {lx.BAT} is within 5 tiles of me")),
), PIECES)
# After "there are" ("not", "still"): what there are, read by the first row whose words are there.
THERE_ARE: Table[Callable[[Tokens, dict[str, str]], m.Cond | None]] = Table((
    Row("as many, with a bound", "{cmp:CMP} {AS_MANY}{after:THEN}", _as_many,
        (f"at least as many {lx.ARROW}s as {lx.BAT}s",)),
    Row("so many", "{cmp:CMP}{after:THEN}", _count_compared,
        (f"more than 2 {lx.BAT}s", f"as many as 3 {lx.ARROW}s")),
    Row("as many", "{AS_MANY}{after:THEN}", _as_many,
        (f"as many {lx.ARROW}s as there are {lx.BAT}s",)),
    Row("more than other", "{more:MORE}{after:THEN}", _more_than,
        (f"more {lx.BAT}s than {lx.GORGON}s", f"fewer {lx.ARROW}s than {lx.BAT}s left")),
    Row("none", "{NONE}{after:THEN}", _there_are_none,
        (f"no {lx.BAT}s", f"none of the {lx.BAT}s near me")),
    Row("some", "{after:WORDS}", _there_are_some,
        (f"{lx.BAT}s left", f"3 or more {lx.ARROW}s", f"a {lx.BAT} near you", f"2 {lx.BAT}s")),
), PIECES)


def _so_many_left(t: Tokens) -> Reading | None:
    """ "more than 2 bats are left", "3 or more arrows are left"."""
    start = t.i
    op = take_comparator(t)
    n = take_number(t)
    if op is None and n is not None:  # "3 or more arrows are left"
        op = _or_bound(t)
    if op is None or n is None:
        t.i = start
        return None
    if (kind := take_kind(t)) is None:
        return None
    t.take(*BE)
    t.skip(*LEFT)
    return Reading(m.Compare(op, m.CountOf(kind), m.Number(n)))


def _there_near(t: Tokens, start: int, kind: str) -> m.Near | None:
    """ "a bat near you", "a monster nearby": within a few tiles of a party, where the thing
    phrase from ``start`` took "near you" as which one (the nearest); None (the cursor where the
    phrase left it) when no such words follow the thing's name."""
    end = t.i
    noun = next((i for i in range(start, end) if lx.kind_of(t.words[i]) == kind), None)
    if noun is None:
        return None
    t.i = noun + 1
    near = near_whom(t, kind)
    if near is None:
        t.i = end
    return near


# The bound after a number: "3 or more" is at least 3, "3 or fewer" at most 3.
_OR_BOUNDS = {**dict.fromkeys(("or more", "or over", "or above", "or greater", "and up", "plus"),
                              ">="),
              **dict.fromkeys(("or fewer", "or less", "or under", "or below"), "<=")}


def _or_bound(t: Tokens) -> str | None:
    return _OR_BOUNDS.get(t.take(*_OR_BOUNDS) or "")


def cond_thing_state(t: Tokens) -> Reading | None:
    """ "the gorgon is still alive", "all the bats are dead", "the bow is on the ground",
    "bats are left", "the sword is gone"."""
    every = bool(t.at("all", "every", "all the", "each"))
    both = bool(t.at("both"))
    some = bool(t.at(*_SOME_OF))
    if (phrase := take_thing(t)) is None:
        return None
    perfect = bool(t.take(*_HAS_BEEN))
    if perfect and some and lx.is_monster(phrase.thing.kind) and not phrase.count and t.take(
            *lp.DEFEATED):
        # "has a bat been killed yet?", "any bats have been killed": at least one defeated
        t.skip(*lp.SO_FAR)
        return Reading(_at_least(m.Defeated(phrase.thing.kind), 1))
    # "the bats fall" is their end; "the bats fall short of 4" a comparison
    changing = not t.at(*COMPARISONS) and bool(t.take(
        "dies", "die", "falls", "fall", "gets killed", "is killed", "are killed",
        "gets picked up", "is picked up", "disappears"))
    fallen = _so_many_fallen(phrase, lx.is_monster(phrase.thing.kind) and (
        changing or ((perfect or bool(t.take(*BE))) and t.at(*_GONE) is not None)))
    if fallen is not None:  # "when 2 bats are dead": so many defeated, not every one of them
        t.skip(*_GONE)
        return Reading(fallen, changing)
    count = m.CountOf(phrase.thing.kind)
    if changing:
        return Reading(m.Compare("==", count, m.Number(0)) if every or phrase.plural
                       else m.Compare("<", count, m.Number(1)), True)
    if not t.take(*BE) and lx.is_monster(phrase.thing.kind) and t.at("has gone", "have gone"):
        t.i += 1  # "the bat has gone": dead, as "is gone" ("has left" is away: distances)
    negated = take_negation(t)
    t.take("still")
    t.take("all")  # "they are all picked up"
    if t.take(*_GONE):
        cond: m.Cond = m.Compare("==", count, m.Number(0))
    elif t.take(*_ALIVE):
        # "both bats are alive", "two bats are left": that many at least
        many = 2 if both else phrase.thing.quantity
        if many is None:
            return None  # "all the bats are alive": not a count the helpers keep
        cond = _at_least(count, many)
    else:
        return None
    t.skip("yet", "now", "already", "by now", "at last", "for good")  # "is the gorgon dead yet?"
    return Reading(negate(cond) if negated else cond)


def _so_many_fallen(phrase: ThingPhrase, fallen: bool) -> m.Cond | None:
    """ "2 bats are dead": at least that many defeated, where the words say so (``fallen``)."""
    if not fallen or phrase.count is None or phrase.count < 2 or phrase.every:
        return None
    return m.Compare(">=", m.Defeated(phrase.thing.kind), m.Number(phrase.count))


# Anyone at all as the one who defeated ("has anyone killed a bat yet?"): either of us.
_ANYONE = ("anyone", "anybody", "someone", "somebody", "either of us", "either one of us",
           "one of us")


def _defeated_by(t: Tokens) -> Reading | None:
    """ "you have killed 2 bats", "we have killed anything yet", "(did) you kill a bat": at least
    so many (one, said without a number) defeated by that party ("we": by either of us)."""
    start = t.i
    who = t.take(*lp.DEFEATERS) or ("we" if t.take(*_ANYONE) else None)
    had = bool(t.take("have", "has", "had"))
    negated = had and take_negation(t)  # "if you have not killed anything"
    t.take("already")
    verb = t.take(*lp.DEFEATING, *lp.DEFEATED) if who is not None else None
    if who is None or verb is None:
        t.i = start
        return None
    by = lp.DEFEATERS[who]
    n = take_number(t)
    phrase = take_thing(t)
    if phrase is not None and (phrase.every or not lx.is_monster(phrase.thing.kind)):
        return None  # "have you killed all the bats", "have you killed the sword": no count
    if phrase is None and n == 1:  # "have you killed one?"
        n = None
    elif phrase is None and (n is not None or not t.take(*lp.ANY_FOE)):
        return None
    kind = phrase.thing.kind if phrase is not None else m.ANY_MONSTER
    many = n if n is not None else (phrase.count if phrase is not None else None) or 1
    t.skip(*lp.SO_FAR)
    # "if you kill a bat": when it happens (after "did", a question asks it now all the same)
    happens = not had and verb in lp.DEFEATING and verb not in lp.DEFEATED
    cond = _at_least(m.Defeated(kind, by), many)
    return Reading(negate(cond) if negated else cond, happens)
