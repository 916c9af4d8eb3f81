"""Numbers and conditions in an order's words, read into ``Expr`` and ``Cond`` trees.

Numbers: "3", "your health", "my health plus two", "the number of bats", "how many arrows you
carry", "the distance to the sword", "half the number of bats", "the sum of your health and
mine", "the difference between ...".

Conditions: what a party carries ("you're carrying nothing", "you have more than 2 arrows"),
health ("your health drops below 3", "you are hurt", "I have less health than you"), distances
("the bow is farther away than the sword", "a bat comes within 3 tiles", "I am far away"),
counts ("there are more bats than gorgons", "the gorgon is still alive", "no bats are left"),
any two numbers compared, and "not", "and", "or" between them.

A reader returns None and leaves the cursor where it was when the words are not its kind;
``Reading.changing`` says whether the words describe a change ("comes within", "drops below",
"gets hurt"), which the order's structure watches for instead of deciding once.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from agent.reading import lexicon as lx, meaning as m
from agent.reading.tokens import (
    ThingPhrase,
    Tokens,
    take_number,
    take_owner,
    take_party,
    take_thing,
)

# "near" and "far" without a number, in tiles (rows plus columns); seeing is being this near.
NEAR_TILES = 3
FAR_TILES = 5
SEE_TILES = 5
NEXT_TO_TILES = 1
FULL_HEALTH = 3  # the game's starting health (config game.companion_health, player_health)
LOW_HEALTH = 1

_UNITS = ("tiles", "tile", "steps", "step", "squares", "square", "spaces", "space", "moves",
          "move", "blocks", "block", "cells", "cell", "paces", "pace")
_BE = ("is still", "are still", "is", "are", "am", "was", "were", "be", "remains", "remain",
       "stays", "stay")
# Verbs of change: a condition that uses one is watched for, not decided once.
_BECOME = ("comes", "come", "gets", "get", "goes", "go", "drops", "drop", "falls", "fall",
           "becomes", "become", "moves", "move", "wanders", "wander", "walks", "walk",
           "approaches", "approach", "reaches", "reach", "sinks", "sink", "runs", "run",
           "steps", "step", "turns", "turn", "starts", "start")
_HAVE = ("have got", "has got", "have", "has", "got", "carry", "carries", "hold", "holds", "own",
         "owns", "possess", "possesses", "are carrying", "is carrying", "am carrying",
         "are holding", "is holding", "am holding", "carrying", "holding")
# "until I pick up an arrow": what a party comes to have, as having it.
_COME_TO_HAVE = ("picks up", "pick up", "picked up", "gets", "get", "got", "grabs", "grab",
                 "grabbed", "collects", "collect", "collected", "takes", "take", "took", "finds",
                 "find", "found")
# "you start losing health": health dropping from now, watched as being hurt.
_LOSING = ("start losing health", "starts losing health", "start to lose health",
           "starts to lose health", "begin losing health", "begins losing health", "lose health",
           "loses health", "are losing health", "is losing health", "am losing health",
           "losing health", "take damage", "takes damage", "are taking damage",
           "is taking damage", "start taking damage", "starts taking damage", "get hit",
           "gets hit", "are hit", "is hit", "get attacked", "gets attacked", "are attacked",
           "is attacked", "are being attacked", "is being attacked", "come under attack",
           "comes under attack", "are under attack", "is under attack")
_LEAVES = ("leaves", "leave", "goes away", "go away", "moves away", "move away", "wanders off",
           "wander off", "walks away", "walk away", "has gone", "is gone", "has left",
           "moves off", "move off", "flies away", "fly away", "flies off", "fly off")
_REACHES = ("reach", "reaches", "get to", "gets to", "catch up with", "catches up with",
            "catch up", "catches up", "get next to", "gets next to", "arrive", "arrives",
            "come over to", "comes over to")
_HEALTH = ("health points", "hit points", "health", "hp", "life", "hitpoints")

# Comparison words, longest first when matched (Tokens.take sorts them).
_CMP_WORDS: dict[str, str] = {
    "more than": ">", "greater than": ">", "over": ">", "above": ">", "higher than": ">",
    "bigger than": ">", "larger than": ">", "at least": ">=", "no less than": ">=",
    "not less than": ">=", "less than": "<", "fewer than": "<", "under": "<", "below": "<",
    "lower than": "<", "smaller than": "<", "at most": "<=", "no more than": "<=",
    "not more than": "<=", "up to": "<=", "exactly": "==", "equal to": "==", "equals": "==",
    "the same as": "==", "as much as": "==", "as many as": "==",
}
_NEGATED = {">": "<=", "<": ">=", ">=": "<", "<=": ">", "==": "!=", "!=": "=="}


@dataclass(frozen=True, slots=True)
class Reading:
    cond: m.Cond
    changing: bool = False
    returning: bool = False  # "I come back": true again only after it was false
    seeing: str = ""  # "you see a bat": the kind seen (the companion sees the whole map)


def negate(cond: m.Cond) -> m.Cond:
    if isinstance(cond, m.Not):
        return cond.cond
    if isinstance(cond, m.Compare):
        return m.Compare(_NEGATED[cond.op], cond.left, cond.right)
    return m.Not(cond)


def _attempt(t: Tokens, reader: Callable[[Tokens], object]) -> object:
    start = t.i
    got = reader(t)
    if got is None:
        t.i = start
    return got


def take_comparator(t: Tokens) -> str | None:
    found = t.take(*_CMP_WORDS)
    return _CMP_WORDS[found] if found else None


# -- numbers ------------------------------------------------------------------------------------


_SUMS = (("+", ("plus", "+", "added to", "and add", "add")),
         ("-", ("minus", "-", "take away", "less", "subtract")))
_PRODUCTS = (("*", ("times", "multiplied by", "*", "x")),
             ("/", ("divided by", "/", "split between", "shared between")))


def take_expr(t: Tokens) -> m.Expr | None:
    """A number: a sum or difference of products of numbers the game knows."""
    return _take_chain(t, _take_term, _SUMS)


def _take_term(t: Tokens) -> m.Expr | None:
    return _take_chain(t, _take_factor, _PRODUCTS)


def _take_chain(t: Tokens, operand: Callable[[Tokens], m.Expr | None],
                operators: tuple[tuple[str, tuple[str, ...]], ...]) -> m.Expr | None:
    """Operands joined left to right by these operators ("2 plus 3 minus 1")."""
    start = t.i
    left = operand(t)
    if left is None:
        t.i = start
        return None
    while True:
        mark = t.i
        op = next((sign for sign, words in operators if t.take(*words)), None)
        right = operand(t) if op is not None else None
        if op is None or right is None:
            t.i = mark
            return left
        left = m.Arith(op, left, right)


def _take_factor(t: Tokens) -> m.Expr | None:
    start = t.i
    if t.take("half of", "half", "half of the", "a half of"):
        inner = _take_factor(t)
        if inner is not None:
            return m.Arith("/", inner, m.Number(2))
        t.i = start
        return None
    if t.take("twice", "double", "two times", "twice as much as"):
        inner = _take_factor(t)
        if inner is not None:
            return m.Arith("*", inner, m.Number(2))
        t.i = start
        return None
    if t.take("the sum of", "the total of", "sum of", "total of", "the total number of",
              "the combined number of", "add up", "add together", "adding up", "adding"):
        pair = _take_pair(t)
        if pair is not None:
            return m.Arith("+", *pair)
        t.i = start
        return None
    if t.take("the difference between", "difference between", "the difference of",
              "the gap between"):
        pair = _take_pair(t)
        if pair is not None:
            return m.Arith("diff", *pair)
        t.i = start
        return None
    if t.take("("):
        inner = take_expr(t)
        if inner is not None and t.take(")"):
            return inner
        t.i = start
        return None
    return _take_primary(t)


def _take_pair(t: Tokens) -> tuple[m.Expr, m.Expr] | None:
    """ "A and B" (the things counted may share the words: "bats and gorgons")."""
    start = t.i
    left = _take_term(t)
    if left is not None and t.take("and", "with", "plus"):
        right = _take_term(t) or _implied(t, left)
        if right is not None:
            return left, right
    t.i = start
    return None


def _implied(t: Tokens, like: m.Expr) -> m.Expr | None:
    """The second of "your health and mine": the same number for the other party."""
    party = m.PLAYER if t.take("mine", "me", "my own") else (
        m.COMPANION if t.take("yours", "you", "your own") else None)
    if party is None:
        return None
    if isinstance(like, m.HealthOf):
        return m.HealthOf(party)
    if isinstance(like, m.Carried):
        return m.Carried(party, like.item)
    return None


def _take_primary(t: Tokens) -> m.Expr | None:
    for reader in (_take_literal, _take_health, _take_distance, _take_carried, _take_count):
        got = _attempt(t, reader)
        if got is not None:
            return got  # type: ignore[return-value]
    return None


def _take_literal(t: Tokens) -> m.Expr | None:
    n = take_number(t)
    if n is None:
        return None
    t.take(*_UNITS)
    return m.Number(n)


def _take_health(t: Tokens) -> m.Expr | None:
    """ "your health", "my hp", "the player's health", "our health" (both added)."""
    if t.take("our", "our total", "our combined", "our joint"):
        if t.take(*_HEALTH):
            return m.Arith("+", m.HealthOf(m.COMPANION), m.HealthOf(m.PLAYER))
        return None
    t.take("the")
    owner = take_owner(t)
    if t.take(*_HEALTH):
        if owner is None:
            owner = m.PLAYER if t.take("of the player", "of me") else (
                m.COMPANION if t.take("of you", "of the companion") else m.COMPANION)
        return m.HealthOf(owner)
    if owner is not None and t.take("own health"):
        return m.HealthOf(owner)
    return None


# After a monster, what makes its count the defeated ones: "bats killed", "monsters we have
# killed", "gorgons that are dead".
_DEAD = tuple(f"{lead}{verb}" for lead in (
    "", "that are ", "which are ", "that have been ", "which have been ", "we have ",
    "you have ", "i have ", "we ", "you ", "have been ", "are ", "that have ", "that we have ",
    "that you have ")
    for verb in ("dead", "defeated", "killed", "slain", "died") if not (
        verb == "died" and lead not in ("", "that have ")) and not (
        verb == "dead" and lead not in ("", "that are ", "which are ", "are ")))


def _take_count(t: Tokens) -> m.Expr | None:
    """ "the number of bats", "how many arrows there are", "bats" (in "more bats than ...")."""
    counted = bool(t.take("the number of", "number of", "the count of", "the amount of",
                          "how many", "the total number of", "count of"))
    mark = t.i
    dead = bool(t.take("dead", "defeated", "slain", "killed"))  # "the number of dead bats"
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party:
        return None
    if not counted and not phrase.plural and not phrase.every:
        return None
    dead = dead or bool(t.take(*_DEAD))
    if dead:
        if not lx.is_monster(phrase.thing.kind):
            t.i = mark
            return None
        return m.Defeated(phrase.thing.kind)
    t.skip("there are", "there is", "are there", "is there", "are left", "left", "remain",
           "remaining", "alive", "on the ground", "lying around", "in the dungeon")
    return m.CountOf(phrase.thing.kind)


def _take_carried(t: Tokens) -> m.Expr | None:
    """ "your arrows", "the number of arrows you carry", "how many items I have"."""
    start = t.i
    owner = take_owner(t)
    if owner is not None:
        phrase = take_thing(t)
        if phrase is not None and (phrase.plural or phrase.every) and not phrase.thing.is_party:
            return m.Carried(owner, phrase.thing.kind)
        t.i = start
        return None
    counted = bool(t.take("the number of", "number of", "how many", "the count of"))
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party or not (counted or phrase.plural):
        return None
    party = _take_holder(t)
    if party is None:
        return None
    return m.Carried(party, phrase.thing.kind)


def _take_holder(t: Tokens) -> str | None:
    """ "you have", "i carry", "the player holds": whose inventory."""
    start = t.i
    t.take("that", "which")
    party = take_party(t)
    if party is not None:
        t.take("do", "does")
        if t.take(*_HAVE, "are carrying", "have on you", "have with you", "have on me"):
            t.skip("on you", "on me", "with you", "with me", "right now", "now")
            return party
    t.i = start
    return None


def _take_distance(t: Tokens) -> m.Expr | None:
    """ "the distance to the sword", "how far the bow is", "the distance between you and me",
    "your distance from me"."""
    start = t.i
    if t.take("the distance to", "the distance from you to", "distance to", "the way to",
              "the number of steps to", "the walk to", "the steps to"):
        phrase = take_thing(t, parties=True)
        if phrase is not None:
            return m.DistanceTo(phrase.thing if phrase.thing.kind != m.COMPANION
                                else m.Thing(m.PLAYER), _origin(t))
    t.i = start
    if t.take("the distance between", "distance between"):
        a = take_thing(t, parties=True)
        if a is not None and t.take("and"):
            b = take_thing(t, parties=True)
            if b is not None:
                return _between(a, b)
    t.i = start
    owner = take_owner(t)
    if owner is not None and t.take("distance"):
        if t.take("from", "to"):
            other = take_party(t)
            if other is not None and other != owner:
                return m.DistanceTo(m.Thing(other), owner)
        return m.DistanceTo(m.Thing(m.PLAYER if owner == m.COMPANION else m.COMPANION), owner)
    t.i = start
    if t.take("how far", "how far away"):
        phrase = take_thing(t, parties=True)
        if phrase is not None:
            t.take(*_BE)
            t.take("away")
            return m.DistanceTo(phrase.thing, _origin(t))
    t.i = start
    return None


def _origin(t: Tokens) -> str:
    mark = t.i
    if t.take("from", "to"):
        party = take_party(t)
        if party is not None:
            return party
    t.i = mark
    return m.COMPANION


def _between(a: ThingPhrase, b: ThingPhrase) -> m.Expr | None:
    if a.thing.is_party and b.thing.is_party:
        if a.thing.kind == b.thing.kind:
            return None
        return m.DistanceTo(m.Thing(b.thing.kind), a.thing.kind)
    if a.thing.is_party:
        return m.DistanceTo(b.thing, a.thing.kind)
    if b.thing.is_party:
        return m.DistanceTo(a.thing, b.thing.kind)
    return None  # between two things: not a distance the helpers measure from a party


# -- conditions ---------------------------------------------------------------------------------


def take_cond(t: Tokens) -> Reading | None:
    """A condition, with "and" / "or" between conditions and "not" / "no longer" in them."""
    start = t.i
    first = _take_negatable(t)
    if first is None:
        t.i = start
        return None
    conds, changing, joiner = [first.cond], first.changing, ""
    while True:
        mark = t.i
        word = t.take("and", "or", "and also", "or if", "and if")
        if word is None:
            break
        if joiner and word.split()[0] != joiner:
            t.i = mark
            break
        nxt = _take_negatable(t)
        if nxt is None:
            t.i = mark
            break
        joiner = word.split()[0]
        conds.append(nxt.cond)
        changing = changing or nxt.changing
    if len(conds) == 1:
        return first
    joined: m.Cond = m.AllOf(tuple(conds)) if joiner == "and" else m.AnyOf(tuple(conds))
    return Reading(joined, changing)


def _take_negatable(t: Tokens) -> Reading | None:
    if t.take("not", "it is not the case that", "it is not true that"):
        inner = _take_atom(t)
        return None if inner is None else Reading(negate(inner.cond), inner.changing)
    return _take_atom(t)


def _take_atom(t: Tokens) -> Reading | None:
    for reader in (_cond_party_has, _cond_health, _cond_party_distance, _cond_thing_distance,
                   _cond_there_are, _cond_thing_state, _cond_exprs):
        got = _attempt(t, reader)
        if got is not None:
            return got  # type: ignore[return-value]
    return None


def _negation(t: Tokens) -> bool:
    return bool(t.take("do not", "does not", "did not", "not", "no longer", "never"))


def _cond_party_has(t: Tokens) -> Reading | None:
    """ "you have the sword", "you're carrying nothing", "I have more arrows than you",
    "your hands are empty"."""
    owner = take_owner(t)
    if owner is not None:
        if t.take("hands", "inventory", "bag", "pockets", "pack", "backpack"):
            t.take(*_BE)
            negated = _negation(t)
            if t.take("empty"):
                cond: m.Cond = m.Not(m.Has(owner, m.ANY_ITEM))
                return Reading(negate(cond) if negated else cond)
            if t.take("full"):
                cond = m.Has(owner, m.ANY_ITEM)
                return Reading(negate(cond) if negated else cond)
        return None
    party = take_party(t)
    if party is None:
        return None
    t.take("still", "already")
    if t.take(*_BE):
        negated = _negation(t)
        if t.take("empty handed", "empty-handed", "unarmed", "carrying nothing",
                  "holding nothing"):
            cond = m.Not(m.Has(party, m.ANY_ITEM))
            return Reading(negate(cond) if negated else cond)
        if t.take("armed"):
            cond = m.Has(party, m.ANY_ITEM)
            return Reading(negate(cond) if negated else cond)
    else:
        negated = _negation(t)
    t.take("already", "still")
    if not t.take(*_HAVE, *_COME_TO_HAVE):
        return None
    negated = _negation(t) or negated
    t.take("got", "picked up", "grabbed", "found", "collected", "taken", "gotten", "fetched",
           "retrieved", "obtained", "with you", "on you")
    changing = False
    if t.take("nothing", "no items", "nothing at all", "no item", "no weapons"):
        cond = m.Not(m.Has(party, m.ANY_ITEM))
        return Reading(negate(cond) if negated else cond)
    if t.take("anything", "something", "any items", "an item", "a weapon", "any weapon",
              "items", "stuff"):
        cond = m.Has(party, m.ANY_ITEM)
        return Reading(negate(cond) if negated else cond)
    op = take_comparator(t)
    if op is None and t.take("more", "fewer", "less"):
        word = t.words[t.i - 1]
        # "more arrows than you"
        phrase = take_thing(t)
        if phrase is not None and not phrase.thing.is_party and t.take("than"):
            other = take_party(t)
            if other is not None:
                t.skip("do", "does", "have", "has", "carry", "carries")
                op2 = ">" if word == "more" else "<"
                cond = m.Compare(op2, m.Carried(party, phrase.thing.kind),
                                 m.Carried(other, phrase.thing.kind))
                return Reading(negate(cond) if negated else cond)
        return None
    if op is not None:
        n = take_number(t)
        phrase = take_thing(t)
        if n is None or phrase is None or phrase.thing.is_party:
            return None
        cond = m.Compare(op, m.Carried(party, phrase.thing.kind), m.Number(n))
        return Reading(negate(cond) if negated else cond, changing)
    if t.take("no"):
        phrase = take_thing(t)
        if phrase is None or phrase.thing.is_party:
            return None
        cond = m.Not(m.Has(party, phrase.thing.kind))
        return Reading(negate(cond) if negated else cond)
    n = take_number(t)
    phrase = take_thing(t)
    if phrase is None:
        if t.take("it", "one", "them", "that"):
            cond = m.Has(party, "it")
            return Reading(negate(cond) if negated else cond)
        return None
    if phrase.thing.is_party:
        return None
    count = n if n is not None else phrase.count
    if count is not None and count > 1:
        cond = m.Compare(">=", m.Carried(party, phrase.thing.kind), m.Number(count))
    else:
        cond = m.Has(party, phrase.thing.kind)
    mark = t.i
    joint = t.take("or", "and")
    also = take_thing(t) if joint else None
    if also is not None and not also.thing.is_party and lx.is_item(also.thing.kind):
        # "you have the bow or an arrow"
        both = (cond, m.Has(party, also.thing.kind))
        cond = m.AnyOf(both) if joint == "or" else m.AllOf(both)
    else:
        t.i = mark
    return Reading(negate(cond) if negated else cond)


def _cond_health(t: Tokens) -> Reading | None:
    """ "your health drops below 3", "you are hurt", "I have less health than you",
    "my health is lower than yours", "you are at full health"."""
    start = t.i
    health = _take_health(t)
    if health is not None:
        t.take("still")
        changing = bool(t.take(*_BECOME))
        t.take(*_BE)
        negated = _negation(t)
        t.take("to", "down to", "at")
        state = _health_state(t, health)
        if state is None:
            op = take_comparator(t)
            if op is None and t.take("lower than", "less than"):
                op = "<"
            than = _other_health(t) if op is not None else None
            if op is not None and than is None:
                than = take_expr(t)
            if op is None:
                n = take_number(t)
                if n is None:
                    return None
                op, than = "==", m.Number(n)
            if than is None:
                return None
            state = m.Compare(op, health, than)
        return Reading(negate(state) if negated else state, changing)
    t.i = start
    party = take_party(t)
    if party is None:
        return None
    if t.take(*_LOSING):
        return Reading(m.Compare("<", m.HealthOf(party), m.Number(FULL_HEALTH)), True)
    changing = bool(t.take(*_BECOME, "get", "gets"))
    if not changing:
        t.take(*_BE)
    negated = _negation(t)
    for words, op, n in ((("badly hurt", "badly wounded", "badly injured", "low on health",
                           "nearly dead", "almost dead", "dying", "weak", "in danger"),
                          "<=", LOW_HEALTH),
                         (("hurt", "wounded", "injured", "damaged", "harmed", "hit"),
                          "<", FULL_HEALTH),
                         (("at full health", "fully healthy", "healthy", "unhurt", "unharmed",
                           "fine", "ok", "okay", "alright", "all right", "in good shape"),
                          ">=", FULL_HEALTH)):
        if t.take(*words):
            felt: m.Cond = m.Compare(op, m.HealthOf(party), m.Number(n))
            return Reading(negate(felt) if negated else felt, changing)
    if t.take("have", "has"):
        negated = _negation(t) or negated
        op = None
        if t.take("less", "lower", "fewer"):
            op = "<"
        elif t.take("more", "higher"):
            op = ">"
        if op is not None and t.take(*_HEALTH) and t.take("than"):
            rival = take_party(t)
            if rival is not None and rival != party:
                t.skip("do", "does", "have", "has")
                cond = m.Compare(op, m.HealthOf(party), m.HealthOf(rival))
                return Reading(negate(cond) if negated else cond)
            n = take_number(t)
            if n is not None:
                cond = m.Compare(op, m.HealthOf(party), m.Number(n))
                return Reading(negate(cond) if negated else cond)
            return None
        op = take_comparator(t)
        n = take_number(t) if op is not None else None
        if n is not None and t.take(*_HEALTH):
            cond = m.Compare(op or "==", m.HealthOf(party), m.Number(n))
            return Reading(negate(cond) if negated else cond)
    return None


def _health_state(t: Tokens, health: m.Expr) -> m.Cond | None:
    if t.take("low", "critical", "very low", "dangerously low"):
        return m.Compare("<=", health, m.Number(LOW_HEALTH))
    if t.take("full", "at full", "at max", "at maximum", "maxed out", "high"):
        return m.Compare(">=", health, m.Number(FULL_HEALTH))
    return None


def _other_health(t: Tokens) -> m.Expr | None:
    if t.take("mine", "my health", "my own"):
        return m.HealthOf(m.PLAYER)
    if t.take("yours", "your health", "your own"):
        return m.HealthOf(m.COMPANION)
    return None


def _take_tiles(t: Tokens) -> tuple[str, int] | None:
    """ "within 3 tiles", "less than 5 steps", "more than 10 tiles away", "3 tiles": the
    comparison and the number of tiles."""
    start = t.i
    if t.take("within", "inside", "in range of", "no farther than", "no further than",
              "not farther than"):
        n = take_number(t)
        if n is not None:
            t.take(*_UNITS)
            return "<=", int(n)
    t.i = start
    op = take_comparator(t) or ("==" if t.at("1", "2", "3", "4", "5", "one", "two", "three",
                                             "four", "five") else None)
    if op is None:
        return None
    n = take_number(t)
    if n is None or not t.take(*_UNITS):
        t.i = start
        return None
    return op, int(n)


def _near_words(t: Tokens) -> int | None:
    """ "near", "close", "next to", "nearby": how many tiles they mean."""
    if t.take("next to", "adjacent to", "beside", "right next to", "touching"):
        return NEXT_TO_TILES
    if t.take("near", "close to", "close", "nearby", "close by", "in range", "around",
              "near to", "too close", "too near"):
        return NEAR_TILES
    return None


def _cond_thing_distance(t: Tokens) -> Reading | None:
    """ "the bow is farther away than the sword", "a bat comes within 3 tiles", "the gorgon
    is near", "a monster gets close to me", "the sword is more than 10 steps away"."""
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party:
        return None
    thing = m.Thing(phrase.thing.kind, pick=phrase.thing.pick, origin=phrase.thing.origin)
    if t.take(*_LEAVES):  # "until the bat leaves": no longer near
        t.skip("the area", "here", "me", "us", "you")
        return Reading(m.Not(m.Near(thing, NEAR_TILES)), True)
    changing = bool(t.take(*_BECOME, "shows up", "show up", "appears", "appear"))
    if t.words[t.i - 1:t.i] in (["appears"], ["appear"], ["up"]) and (
            t.done or t.at(",", "then", "and")):
        return Reading(m.Near(thing, SEE_TILES), True)
    t.take(*_BE)
    negated = _negation(t)
    t.take("any", "much")
    # comparisons of two things' distances
    closer = t.take("closer", "nearer", "less far", "not as far")
    farther = None if closer else t.take("farther", "further", "more distant")
    if closer or farther:
        t.take("away")
        origin = m.COMPANION
        if t.take("to", "from"):
            party = take_party(t)
            if party is None:
                return None
            origin = party
        if t.take("than"):
            other = take_thing(t, parties=True)
            if other is not None:
                t.take(*_BE)
                t.take("away")
                if other.thing.is_party:
                    # "the bow is closer than you": the other party's distance
                    return None
                a = m.DistanceTo(thing, origin)
                b = m.DistanceTo(m.Thing(other.thing.kind, pick=other.thing.pick,
                                         origin=other.thing.origin), origin)
                cond: m.Cond = m.Compare("<" if closer else ">", a, b)
                return Reading(negate(cond) if negated else cond, changing)
            n = take_number(t)
            if n is not None:
                t.take(*_UNITS)
                cond = m.Compare("<" if closer else ">", m.DistanceTo(thing, origin),
                                 m.Number(n))
                return Reading(negate(cond) if negated else cond, changing)
        return None
    tiles = _take_tiles(t)
    if tiles is not None:
        op, n = tiles
        t.take("away")
        of = m.COMPANION
        if t.take("of", "from", "to"):
            party = take_party(t)
            if party is None:
                return None
            of = party
        if op in ("<=", "<"):
            cond = m.Near(thing, n if op == "<=" else n - 1, of)
        else:
            cond = m.Compare(op, m.DistanceTo(thing, of), m.Number(n))
        return Reading(negate(cond) if negated else cond, changing)
    near = _near_words(t)
    if near is not None:
        of = m.COMPANION
        if t.take("me", "us", "the player"):
            of = m.PLAYER
        elif t.take("you", "yourself"):
            of = m.COMPANION
        t.take("by")
        cond = m.Near(thing, near, of)
        return Reading(negate(cond) if negated else cond, changing)
    if t.take("far", "far away", "a long way away", "a long way off", "distant"):
        of = _origin(t)
        cond = m.Compare(">", m.DistanceTo(thing, of), m.Number(FAR_TILES))
        return Reading(negate(cond) if negated else cond, changing)
    return None


def _cond_party_distance(t: Tokens) -> Reading | None:
    """ "I am more than 5 tiles away", "you are far from me", "I come back", "you see a bat",
    "I am next to you"."""
    party = take_party(t)
    if party is None:
        return None
    other = m.COMPANION if party == m.PLAYER else m.PLAYER
    if t.take("see", "sees", "spot", "spots", "notice", "notices", "can see", "spy", "run into",
              "meet", "find", "encounter", "see any"):
        phrase = take_thing(t)
        if phrase is None or phrase.thing.is_party:
            return None
        return Reading(m.Near(m.Thing(phrase.thing.kind), SEE_TILES, party), True,
                       seeing=phrase.thing.kind)
    if t.take(*_REACHES):
        t.skip("you", "me", "the companion", "the player", "here")
        # "until I reach you": next to each other
        return Reading(_close(other, party, NEXT_TO_TILES), True)
    if t.take("come back", "comes back", "get back", "gets back", "return", "returns",
              "am back", "is back", "are back", "come back here", "get back here"):
        t.skip("here", "to you", "to me", "to the player")
        # "until I come back": next to the companion again, after being away
        return Reading(_close(other, party, NEXT_TO_TILES), True, returning=True)
    changing = bool(t.take(*_BECOME))
    mark = t.i
    if not changing:
        t.take(*_BE)
    denied = _negation(t)
    close_to = _near_a_thing(t, party)
    if close_to is not None:  # "you get close to a bat", "I am within 3 tiles of the gorgon"
        return Reading(negate(close_to) if denied else close_to, changing)
    t.i = mark
    if t.take("closer", "near", "close"):
        return Reading(_close(other, party, NEAR_TILES), True) if changing else None
    if not changing:
        t.take(*_BE)
    negated = _negation(t)
    tiles = _take_tiles(t)
    if tiles is not None:
        op, n = tiles
        t.take("away")
        if t.take("from", "of"):
            target = take_party(t)
            if target is None or target == party:
                return None
        cond: m.Cond = m.Compare(op, m.DistanceTo(m.Thing(other), party), m.Number(n))
        return Reading(negate(cond) if negated else cond, changing)
    near = _near_words(t)
    if near is not None:
        target = take_party(t)
        if target is not None and target != other:
            return None
        cond = _close(other, party, near)
        return Reading(negate(cond) if negated else cond, changing)
    if t.take("far", "far away", "a long way away", "away", "gone", "out of sight"):
        t.take("from")
        take_party(t)
        cond = m.Compare(">", m.DistanceTo(m.Thing(other), party), m.Number(FAR_TILES))
        return Reading(negate(cond) if negated else cond, changing)
    return None


def _near_a_thing(t: Tokens, party: str) -> m.Cond | None:
    """ "close to a bat", "within 3 tiles of the gorgon", "next to the sword": a thing within
    some tiles of the party."""
    start = t.i
    tiles = _take_tiles(t)
    if tiles is not None:
        op, n = tiles
        if op not in ("<=", "<") or not t.take("of", "from"):
            t.i = start
            return None
        n = n if op == "<=" else n - 1
    else:
        near = _near_words(t)
        if near is None:
            return None
        t.take("to", "of")
        n = near
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party:
        t.i = start
        return None
    return m.Near(m.Thing(phrase.thing.kind), n, party)


def _close(a: str, b: str, tiles: int) -> m.Cond:
    """The two parties within ``tiles`` of each other."""
    return m.Compare("<=", m.DistanceTo(m.Thing(a), b), m.Number(tiles))


def _there_near(t: Tokens, start: int, kind: str) -> m.Near | None:
    """ "a bat near you", "any bats next to me", "a monster nearby": a thing within a few tiles
    of a party, where a thing phrase alone would read the words as which one (the nearest)
    and a count would lose them. The cursor ends after the words read; None (the cursor where
    the thing phrase left it) when no such words follow the thing."""
    end = t.i
    noun = next((i for i in range(start, end) if lx.kind_of(t.words[i]) == kind), None)
    if noun is None:
        return None
    t.i = noun + 1
    tiles = _near_words(t)
    if tiles is None:
        t.i = end
        return None
    t.take("to", "of")
    of = m.COMPANION
    if t.take("me", "us", "the player", "myself"):
        of = m.PLAYER
    else:
        t.take("you", "yourself", "the companion")
    return m.Near(m.Thing(kind), tiles, of)


def _cond_there_are(t: Tokens) -> Reading | None:
    """ "there are bats left", "there are more than 2 bats", "there are no bats", "there are
    more bats than gorgons", "any bats are left", "no monsters are left"."""
    negated = False
    if t.take("there is", "there are", "there are still", "there is still", "there exists"):
        negated = _negation(t)
        t.take("still")
        op = take_comparator(t)
        if op is None and t.take("more", "fewer", "less"):
            word = t.words[t.i - 1]
            a = take_thing(t)
            if a is not None and t.take("than"):
                b = take_thing(t)
                if b is not None and not a.thing.is_party and not b.thing.is_party:
                    t.skip("left", "remaining", "alive", "on the ground", "around")
                    cond: m.Cond = m.Compare(">" if word == "more" else "<",
                                             m.CountOf(a.thing.kind), m.CountOf(b.thing.kind))
                    return Reading(negate(cond) if negated else cond)
            return None
        if op is not None:
            n = take_number(t)
            phrase = take_thing(t)
            if n is None or phrase is None or phrase.thing.is_party:
                return None
            cond = m.Compare(op, m.CountOf(phrase.thing.kind), m.Number(n))
            return Reading(negate(cond) if negated else cond)
        if t.take("no", "none of the", "none"):
            mark = t.i
            phrase = take_thing(t)
            if phrase is None or phrase.thing.is_party:
                return None
            near = _there_near(t, mark, phrase.thing.kind)
            if near is not None:  # "there is no bat near you": now, not watched
                return Reading(near if negated else m.Not(near))
            cond = m.Compare("==", m.CountOf(phrase.thing.kind), m.Number(0))
            return Reading(negate(cond) if negated else cond)
        n = take_number(t)
        bound = _or_bound(t) if n is not None else None  # "3 or more arrows"
        mark = t.i
        phrase = take_thing(t)
        if phrase is None or phrase.thing.is_party:
            return None
        near = _there_near(t, mark, phrase.thing.kind)
        if near is not None:  # "there is a bat near you", "any bats nearby"
            if n is not None:
                return None  # "2 bats near me": no count of the ones near (said back)
            return Reading(m.Not(near) if negated else near)
        t.skip("left", "remaining", "alive", "around", "on the ground", "on the floor")
        count = n if n is not None else phrase.count
        if bound is not None and n is not None:
            cond = m.Compare(bound, m.CountOf(phrase.thing.kind), m.Number(n))
        elif count is not None and count > 1:
            cond = m.Compare(">=", m.CountOf(phrase.thing.kind), m.Number(count))
        else:
            cond = m.Compare(">", m.CountOf(phrase.thing.kind), m.Number(0))
        return Reading(negate(cond) if negated else cond)
    # "no bats are left", "none of the bats are left"
    if t.take("no", "none of the", "not a single", "not one"):
        phrase = take_thing(t)
        if phrase is None or phrase.thing.is_party:
            return None
        t.take(*_BE)
        t.skip("left", "remaining", "alive", "around", "on the ground")
        return Reading(m.Compare("==", m.CountOf(phrase.thing.kind), m.Number(0)))
    start = t.i
    op = take_comparator(t)
    n = take_number(t)
    if op is None and n is not None:  # "3 or more arrows are left"
        op = _or_bound(t)
    if op is None or n is None:
        t.i = start
        return None
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party:
        return None
    t.take(*_BE)
    t.skip("left", "remaining", "alive", "around", "on the ground")
    return Reading(m.Compare(op, m.CountOf(phrase.thing.kind), m.Number(n)))


def _or_bound(t: Tokens) -> str | None:
    """The bound after a number: "3 or more" is at least 3, "3 or fewer" at most 3."""
    if t.take("or more", "or over", "or above", "or greater", "and up", "plus"):
        return ">="
    if t.take("or fewer", "or less", "or under", "or below"):
        return "<="
    return None


_ALIVE = ("alive", "left", "around", "still around", "standing", "still standing", "remaining",
          "there", "still there", "on the ground", "on the floor", "lying around", "about",
          "in the dungeon", "still alive", "living")
_GONE = ("dead", "gone", "defeated", "killed", "slain", "dead already", "no more",
         "all dead", "destroyed", "taken", "picked up")


def _cond_thing_state(t: Tokens) -> Reading | None:
    """ "the gorgon is still alive", "all the bats are dead", "the bow is on the ground",
    "bats are left", "the sword is gone"."""
    every = bool(t.at("all", "every", "all the", "each"))
    phrase = take_thing(t)
    if phrase is None or phrase.thing.is_party:
        return None
    changing = bool(t.take("dies", "die", "falls", "fall", "gets killed", "is killed",
                           "are killed", "gets picked up", "is picked up", "disappears"))
    if changing:
        return Reading(m.Compare("==", m.CountOf(phrase.thing.kind), m.Number(0))
                       if every or phrase.plural else m.Compare(
                           "<", m.CountOf(phrase.thing.kind), m.Number(1)), True)
    t.take(*_BE)
    negated = _negation(t)
    t.take("still")
    count = m.CountOf(phrase.thing.kind)
    if t.take(*_GONE):
        cond: m.Cond = m.Compare("==", count, m.Number(0))
    elif t.take(*_ALIVE):
        if every:
            return None  # "all the bats are alive": not a count the helpers keep
        cond = m.Compare(">", count, m.Number(0))
    else:
        return None
    return Reading(negate(cond) if negated else cond)


def _cond_exprs(t: Tokens) -> Reading | None:
    """Any two numbers compared: "the number of bats is more than 2", "your health plus mine
    is at least 5"."""
    left = take_expr(t)
    if left is None:
        return None
    changing = bool(t.take(*_BECOME))
    t.take(*_BE)
    negated = _negation(t)
    t.take("to")
    op = take_comparator(t)
    if op is None:
        return None
    right = _other_health(t) if isinstance(left, m.HealthOf) else None
    right = right or take_expr(t)
    if right is None:
        return None
    cond: m.Cond = m.Compare(op, left, right)
    return Reading(negate(cond) if negated else cond, changing)
