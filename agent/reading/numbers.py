"""Numbers in an order's words, read into ``Expr`` trees: "3", "your health plus two", "the
number of bats", "your arrows", "the distance to the sword", "half the number of bats", "the sum
of your health and mine". A reader returns None and leaves the cursor where it was when the
words are not a number."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.logic import BE, UNITS, attempt
from agent.reading.patterns import lazy, together
from agent.reading.rows import Row, Table
from agent.reading.tokens import (
    OWNERS,
    Tokens,
    take_number,
    take_owner,
    take_party,
    take_thing,
    tokenize,
)

# The words that join and lead a number's parts, as rows: a row's pattern is its words and
# ``{after:THEN}``, the words after them (``Tokens.lead``); its examples are its tests.
PIECES = {"WORDS": r".*", "THEN": r"(?= |$).*",
          "PLUS": ("plus", "+", "added to", "and add", "add"),
          "TIMES": ("times", "multiplied by", "*", "x"),
          "SHARED": ("divided by", "/", "split between", "shared between"),
          "HALF": ("half of", "half", "half of the", "a half of"),
          "TWICE": ("twice", "double", "two times", "twice as much as"),
          "SUM": ("the sum of", "the total of", "sum of", "total of", "the total number of",
                  "the combined number of", "add up", "add together", "adding up", "adding"),
          "DIFFERENCE": ("the difference between", "difference between", "the difference of",
                         "the gap between"),
          "OPENS": ("(",), "WHOSE": tuple(OWNERS),
          "DISTANCE_TO": ("the distance to", "the distance from you to", "distance to",
                          "the way to", "the number of steps to", "the walk to", "the steps to")}
# The operators of a sum, then of a product: what each row makes is its sign.
SUMS: Table[str] = Table((
    Row("plus", "{PLUS}{after:THEN}", "+", ("plus 2", "+ 3", "added to 1")),
    Row("minus", "{MINUS}{after:THEN}", "-", ("minus 1", "subtract 2", "- 3")),
), PIECES)
PRODUCTS: Table[str] = Table((
    Row("times", "{TIMES}{after:THEN}", "*", ("times 2", "multiplied by 3", "x 4")),
    Row("divided by", "{SHARED}{after:THEN}", "/", ("divided by 2", "/ 3")),
), PIECES)
# "our health", "both our healths": the two of ours.
_OURS = (*(f"our {w}" for w in lp.HEALTH_NAMED), "our healths", "the health of us both",
         "our two healths", "both our healths", "both our health")
# After a monster, what makes its count the defeated ones: "bats killed", "monsters we have
# killed", "gorgons that are dead".
_DEAD = (*(lead + verb for verb in ("defeated", "killed", "slain") for lead in (
    "", "that are ", "which are ", "that have been ", "which have been ", "we have ", "we ",
    "you have ", "i have ", "you ", "have been ", "are ", "that have ", "that we have ",
    "that you have ")),
    "dead", "that are dead", "which are dead", "are dead", "died", "that have died")
# After items, whose they are: "arrows held", "the arrows you have", "items in its possession"
# (the companion's; said bare, "held", "on hand": the one the order is said to, the companion);
# "the arrows I carry" (the player's).
_HELD_BY = {
    **dict.fromkeys((
        "held", "carried", "on hand", "in hand", "you have", "you hold", "you carry",
        "you are carrying", "you're carrying", "you are holding", "you're holding", "you've got",
        "you have on you", "on you", "with you", "in your possession", "in its possession",
        "it holds", "it carries", "it has", "held by you", "carried by you",
        *(f"in your {held}" for held in lp.HELD_IN)), m.COMPANION),
    **dict.fromkeys((
        "i have", "i hold", "i carry", "i am carrying", "i'm carrying", "i've got", "on me",
        "in my possession", "held by me", "carried by me",
        *(f"in my {held}" for held in lp.HELD_IN)), m.PLAYER),
}
# Arithmetic said after a count ("count the bats and double it", "how many arrows, plus one"):
# each operation with its number, in the order said; a word of arithmetic with no number the
# game can read ("add your health") leaves the order said back, never a plain count.
_ARITH_WORDS = lazy(rf"\b{lx.alt(lp.ARITH_WORDS)}\b")
_ARITH_STEPS = (
    ("double|doubled|twice", "*", 2), ("triple|tripled|thrice", "*", 3),
    ("halve|halved|half", "/", 2), ("add|added|plus", "+", 0), (lx.alt(lp.SUBTRACTING), "-", 0),
    ("times|multiply (?:it |that )?by|multiplied by", "*", 0),
    ("divide (?:it |that )?by|divided by", "/", 0))
# "if you doubled the number of monsters, what would you get": a sum asked of a number the
# order names, worked out as it says, without doing anything.
_HYPOTHETICAL = lazy(rf"^{lx.alt(lp.SUPPOSE)} (?:you|we|i) (?P<body>(?:{lx.alt(lp.ARITH_WORDS)})"
                     r" .+?),? (?:what|how much|how many|what number) (?:would|will|do|does|is)"
                     rf" (?:you|we|i|that|it|the (?:answer|result|total)) ?{lx.alt(lp.COMES_TO)}?"
                     r"(?: then)?$")


def take_expr(t: Tokens) -> m.Expr | None:
    """A number: a sum or difference of products of numbers the game knows."""
    return _take_chain(t, _take_term, SUMS)


def _take_term(t: Tokens) -> m.Expr | None:
    return _take_chain(t, _take_factor, PRODUCTS)


def _take_chain(t: Tokens, operand: Callable[[Tokens], m.Expr | None],
                operators: Table[str]) -> m.Expr | None:
    """Operands joined left to right by these operators ("2 plus 3 minus 1")."""
    left = operand(t)  # each leaves the cursor where it was when it reads none
    if left is None:
        return None
    while True:
        mark = t.i
        op = next((row.makes for row, _ in t.lead(operators)), None)
        # "my health plus yours": the same number of the other party
        right = (operand(t) or _implied(t, left)) if op is not None else None
        if op is None or right is None:
            t.i = mark
            return left
        left = m.Arith(op, left, right)


def _arith(op: str, pair: tuple[m.Expr, m.Expr] | None) -> m.Expr | None:
    return m.Arith(op, *pair) if pair is not None else None


def _of_two(t: Tokens) -> tuple[m.Expr, m.Expr] | None:
    """ "half of X" is X / 2, "twice X" is X * 2."""
    inner = _take_factor(t)
    return (inner, m.Number(2)) if inner is not None else None


def _bracketed(t: Tokens) -> m.Expr | None:
    inner = take_expr(t)
    return inner if inner is not None and t.take(")") else None


# The words that lead a part of a number, tried in order; the first whose words are there reads
# the part (nothing, when its builder gives nothing), else the part is a plain number.
FACTORS: Table[Callable[[Tokens], m.Expr | None]] = Table((
    Row("half", "{HALF}{after:THEN}", lambda t: _arith("/", _of_two(t)),
        ("half of 4", f"half the {lx.BAT}s")),
    Row("twice", "{TWICE}{after:THEN}", lambda t: _arith("*", _of_two(t)), ("twice 3", "double 2")),
    Row("sum", "{SUM}{after:THEN}", lambda t: _arith("+", _take_pair(t)),
        ("the sum of 2 and 3", f"the total number of {lx.BAT}s and {lx.GORGON}s")),
    Row("difference", "{DIFFERENCE}{after:THEN}", lambda t: _arith("diff", _take_pair(t)),
        ("the difference between 5 and 2",)),
    Row("inside", "{OPENS}{after:THEN}", _bracketed, ("(2 plus 3)",)),
), PIECES)


def _take_factor(t: Tokens) -> m.Expr | None:
    start = t.i
    for row, _ in t.lead(FACTORS):
        if (found := row.makes(t)) is None:
            t.i = start
        return found
    return attempt(t, _take_literal, take_health, _take_distance,  # type: ignore[return-value]
                   _take_carried, _take_count)


def _take_pair(t: Tokens) -> tuple[m.Expr, m.Expr] | None:
    """ "A and B" (the things counted may share the words: "bats and gorgons"); "our health"
    is the two of ours."""
    if t.take(*_OURS):
        return m.HealthOf(m.COMPANION), m.HealthOf(m.PLAYER)
    left = _take_term(t)
    if left is not None and t.take("and", "with", "plus") and (
            right := _take_term(t) or _implied(t, left)) is not None:
        return left, right
    return None  # _take_factor puts the cursor back


def _implied(t: Tokens, like: m.Expr) -> m.Expr | None:
    """The second of "your health and mine": the same number for the other party."""
    party = m.PLAYER if t.take("mine", "me", "my own") else (
        m.COMPANION if t.take("yours", "you", "your own") else None)
    return replace(like, who=party) if party and isinstance(like, m.HealthOf | m.Carried) else None


def _take_literal(t: Tokens) -> m.Expr | None:
    if (n := take_number(t)) is None:
        return None
    t.take(*UNITS)
    return m.Number(n)


def take_health(t: Tokens) -> m.Expr | None:
    """ "your health", "my hp", "the player's health", "the health of me"."""
    t.take("the")
    owner = take_owner(t)
    if t.take(*lx.HEALTH_WORDS):
        if owner is None:
            owner = m.PLAYER if t.take("of the player", "of me") else (
                m.COMPANION if t.take("of you", "of the companion") else m.COMPANION)
        return m.HealthOf(owner)
    return m.HealthOf(owner) if owner is not None and t.take("own health") else None


def _take_count(t: Tokens) -> m.Expr | None:
    """ "the number of bats", "how many arrows there are", "bats" (in "more bats than ...")."""
    counted = bool(t.take("the number of", "number of", "the count of", "the amount of",
                          "how many", "the total number of", "count of"))
    dead = bool(t.take("dead", "defeated", "slain", "killed"))  # "the number of dead bats"
    dead or t.take(*lp.LIVING, *(f"the {w}" for w in lp.LIVING))  # "the living bats"
    phrase = take_thing(t)
    # "the monster count", "the bat tally"
    counted = counted or (phrase is not None and bool(t.take("count", "tally", "total")))
    if phrase is None or not (counted or phrase.plural or phrase.every):
        return None
    if dead or t.take(*_DEAD):
        return m.Defeated(phrase.thing.kind) if lx.is_monster(phrase.thing.kind) else None
    if (held := t.take(*_HELD_BY)) is not None:  # "arrows held": what one of us carries
        return None if lx.is_monster(phrase.thing.kind) else m.Carried(_HELD_BY[held],
                                                                      phrase.thing.kind)
    t.take("still")  # "bats still alive > 2"
    t.skip("there are", "there is", "are there", "is there", "are left", *lp.LEFT_AFTER,
           "on the ground", "on the floor", "on ground", "on floor", *lx.IN_THE_DUNGEON)
    return m.CountOf(phrase.thing.kind)


def _take_carried(t: Tokens) -> m.Expr | None:
    """ "your arrows", "my items": what one of us carries."""
    owner = take_owner(t)
    phrase = take_thing(t) if owner is not None else None
    if owner is None or phrase is None or not (phrase.plural or phrase.every):
        return None
    return m.Carried(owner, phrase.thing.kind)


def _distance_to(t: Tokens, words: dict[str, str]) -> m.Expr | None:
    if (phrase := take_thing(t, parties=True)) is None:
        return None
    to = phrase.thing if phrase.thing.kind != m.COMPANION else m.Thing(m.PLAYER)
    return m.DistanceTo(to, take_origin(t))


def _distance_between(t: Tokens, words: dict[str, str]) -> m.Expr | None:
    """From the party to the other (None between two things: not a distance the helpers
    measure from a party)."""
    a = take_thing(t, parties=True)
    b = take_thing(t, parties=True) if a is not None and t.take("and") else None
    if a is None or b is None:
        return None
    if a.thing.is_party and b.thing.is_party:
        kinds = a.thing.kind, b.thing.kind
        return m.DistanceTo(m.Thing(kinds[1]), kinds[0]) if kinds[0] != kinds[1] else None
    party, thing = (a.thing, b.thing) if a.thing.is_party else (b.thing, a.thing)
    return m.DistanceTo(thing, party.kind) if party.is_party else None


def _whose_distance(t: Tokens, words: dict[str, str]) -> m.Expr | None:
    """ "your distance from me", "my distance": from the one to the other of us."""
    owner = OWNERS[words["whose"]]
    if t.take("from", "to") and (other := take_party(t)) not in (None, owner):
        return m.DistanceTo(m.Thing(other), owner)
    return m.DistanceTo(m.Thing(m.PLAYER if owner == m.COMPANION else m.COMPANION), owner)


def _how_far(t: Tokens, words: dict[str, str]) -> m.Expr | None:
    if (phrase := take_thing(t, parties=True)) is None:
        return None
    t.take(*BE)
    t.take("away")
    return m.DistanceTo(phrase.thing, take_origin(t))


# A distance said, tried in order: the first row whose builder reads one.
DISTANCES: Table[Callable[[Tokens, dict[str, str]], m.Expr | None]] = Table((
    Row("distance to", "{DISTANCE_TO}{after:THEN}", _distance_to,
        (f"the distance to the {lx.SWORD}", "the way to me", "the number of steps to you")),
    Row("distance between", "[the] distance between {after:WORDS}", _distance_between,
        ("the distance between you and me", f"distance between me and the {lx.BOW}")),
    Row("whose distance", "{whose:WHOSE} distance{after:THEN}", _whose_distance,
        ("your distance from me", "my distance")),
    Row("how far", "how far [away] {after:WORDS}", _how_far,
        (f"how far the {lx.BOW} is from me", "how far away you are")),
), PIECES)


def _take_distance(t: Tokens) -> m.Expr | None:
    """ "the distance to the sword", "how far the bow is", "the distance between you and me",
    "your distance from me"."""
    for row, words in t.lead(DISTANCES):
        if (found := row.makes(t, words)) is not None:
            return found
    return None


def take_origin(t: Tokens) -> str:
    """ "from me", "to you": the party a distance is measured from (the companion when none is
    said)."""
    mark = t.i
    if t.take("from", "to") and (party := take_party(t)) is not None:
        return party
    t.i = mark
    return m.COMPANION


@together
def _arith_steps() -> tuple[tuple[re.Pattern[str], str, int], ...]:
    """Each step of ``_ARITH_STEPS`` compiled: its words (with the number said after them, where
    it fixes none), its operator, its fixed number."""
    return tuple((re.compile(rf"\b(?:{words})" + ("" if n else rf"(?:\s+(?P<n>{lx.NUMBER_RE}))?")
                             + r"\b"), op, n) for words, op, n in _ARITH_STEPS)


def _operand(s: str, found: re.Match[str], fixed: int) -> m.Expr | None:
    """What a step of arithmetic works with: its fixed number ("double"), the number said after
    it ("plus 2"), or another number the game knows ("multiply that by the number of gorgons",
    "add your own health"); None for words it cannot read ("add a dragon")."""
    if fixed:
        return m.Number(fixed)
    if found.group("n") is not None:
        n = lx.number(found.group("n"))
        return None if n is None else m.Number(n)
    t = Tokens(tokenize(s[found.end():]))
    t.take("it", "that", "this", "them")
    t.take("by", "to", "with")
    mark = t.i
    if (value := take_expr(t)) is not None:
        return value
    t.i = mark  # "count the bats, add the gorgon": a kind named once is its count
    phrase = take_thing(t)
    return m.CountOf(phrase.thing.kind) if phrase is not None and phrase.thing.quantity == 1 and (
        phrase.thing.kind in lx.NOUN_WORDS.values()) else None


# A number worked out by a verb said first, the second number after its word: "multiply the
# bats by the arrows", "divide the arrows by the bats", "add the bats to the arrows", "subtract
# the bats from the arrows" (the second less the first).
_VERB_FIRST = lazy(rf"^(?P<verb>{lx.alt(lx.MULTIPLY_BY, lx.DIVIDE_BY)}) (?P<a>.+?) by (?P<b>.+)$"
                   rf"|^(?P<add>{lx.alt(lx.ADD_UP)}) (?P<a2>.+?) to (?P<b2>.+)$"
                   rf"|^(?P<less>{lx.alt(lp.SUBTRACTING)}) (?P<a3>.+?) from (?P<b3>.+)$")


def verb_first(s: str) -> m.Expr | None:
    """The number ``s`` (lower case, spelt out) works out with its verb first, else None."""
    if (found := _VERB_FIRST.match(s.strip(" ?.!"))) is None:
        return None
    names = ("a", "b") if found.group("verb") else ("a2", "b2") if found.group("add") else (
        "b3", "a3")  # "subtract the bats from the arrows": the arrows less the bats
    a, b = (take_expr(Tokens(tokenize(found.group(k)))) for k in names)
    if a is None or b is None:
        return None
    op = ("/" if found.group("verb") in lx.DIVIDE_BY else "*") if found.group("verb") else (
        "+" if found.group("add") else "-")
    return m.Arith(op, a, b)


def worked_out(s: str, count: m.Expr, text: str) -> m.Ask | m.Unknown | None:
    """The count worked out as the order says, None when it says no arithmetic."""
    if not _ARITH_WORDS.search(s):
        return None
    found = [(match.start(), op, n) for pattern, op, fixed in _arith_steps()
             for match in pattern.finditer(s) if (n := _operand(s, match, fixed)) is not None]
    said = len(_ARITH_WORDS.findall(s))
    if len(found) != said:
        return m.Unknown(text, m.Reason.CANNOT,
                         "I can work out a count with numbers (doubled, plus 1, ...), "
                         "not that", logic=True)
    value = count
    for _, op, n in sorted(found, key=lambda step: step[0]):
        value = m.Arith(op, value, n)
    return m.Ask(m.VALUE, value=value, words=text)


def counted(s: str, kind: str) -> m.CountOf | m.Carried:
    """What a count of ``kind`` asked in ``s`` counts: the items one of us carries where it
    says them held where it first names them ("how many arrows held", "count the items in its
    possession"), else the ones on the map or alive ("the arrows on the ground, not counting the
    arrow in your possession")."""
    held = _HELD_AFTER().search(s) if lx.is_item(kind) else None
    if held is None or lx.kind_of(held[1]) != kind:
        return m.CountOf(kind)
    if kind in map(lx.kind_of, re.findall(r"[a-z]+", s[: held.start()])):
        return m.CountOf(kind)
    return m.Carried(_HELD_BY[held[2]], kind)


@cache
def _HELD_AFTER() -> re.Pattern[str]:  # noqa: N802 (a pattern, made once)
    return re.compile(rf"\b([a-z]+) ({lx.alt(tuple(_HELD_BY))})\b")


def count_asked(value: m.CountOf | m.Carried, text: str) -> m.Ask:
    """The question a plain count asks: how many there are, or how many one of us carries."""
    if isinstance(value, m.Carried):
        return m.Ask(m.CARRYING, (m.Thing(value.item),), who=value.who, words=text)
    return m.Ask(m.COUNT, (m.Thing(value.kind),), words=text)


def hypothetical(s: str, text: str) -> m.Ask | None:
    """The number a sum asked as a supposition comes to ("if you doubled the monster count and
    took away one, what'd you get": the count of monsters times 2, minus 1); None when ``s``
    (lower case, spelt out) is no such question."""
    if (found := _HYPOTHETICAL.match(s.rstrip(" ?!."))) is None:
        return None
    body = found.group("body")
    if (value := verb_first(body)) is not None:  # "if you times the bats by the gorgons, ..."
        return m.Ask(m.VALUE, value=value, words=text)
    t = Tokens(tokenize(body))
    t.i = 1  # the number the first verb works on
    t.take("up", "together")
    base = take_expr(t)
    if base is None:
        return None
    asked = worked_out(body, base, text)
    return asked if isinstance(asked, m.Ask) else None
