"""Conditions about what a party carries: "you have the sword", "I have more arrows than you",
"your hands are empty", "I am unarmed"."""

from __future__ import annotations

from agent.reading import lexicon as lx, lexicon_idioms as li, lexicon_parts as lp, meaning as m
from agent.reading.counts import as_many_as, take_enough, take_kind
from agent.reading.logic import BE, HAVE, Reading, negate, take_comparator, take_negation
from agent.reading.patterns import lazy
from agent.reading.tokens import Tokens, take_number, take_owner, take_party, take_thing
from game.world import ARROW, NEEDS


def cond_party_has(t: Tokens) -> Reading | None:
    """ "you have the sword", "you're carrying nothing", "I have more arrows than you"."""
    if (owner := take_owner(t)) is not None:
        return _hands(t, owner)
    if (both := _both_of_us(t)) is not None:
        return both
    if (party := take_party(t)) is None:
        return None
    t.take("still", "already")
    be, negated = t.take(*BE), take_negation(t)
    if be and (armed := _armed(t, party)) is not None:
        return Reading(negate(armed) if negated else armed)
    t.take("already", "still")
    out = t.take("run out of", "runs out of", "ran out of", "out of", "all out of")
    if out is not None:  # "until you run out of arrows": a change, watched
        kind = take_kind(t)
        if kind is None or not lx.is_item(kind):
            return None
        return Reading(m.Not(m.Has(party, kind)), out.startswith(("run", "ran")))
    if not t.take(*HAVE, *lp.COME_TO_HAVE):  # "until I pick up an arrow": as having it
        return None
    negated = take_negation(t) or negated
    t.take("got", "picked up", "grabbed", "found", "collected", "taken", "gotten", "fetched",
           "retrieved", "obtained", "with you", "on you")
    if (cond := _had(t, party)) is None:
        return None
    t.skip(*lp.ON_ONESELF)  # "if you've got an arrow on you"
    cond = _and_had(t, party, cond)
    return Reading(negate(cond) if negated else cond)


# "neither of us has the bow", "either of us has", "both of us have": each party's having.
_EACH_OF_US = (("neither of us", "neither one of us"), ("either of us", "one of us",
                                                         "either one of us", "any of us"),
               ("both of us", "we both", "the two of us"))


def _both_of_us(t: Tokens) -> Reading | None:
    which = next((i for i, words in enumerate(_EACH_OF_US) if t.take(*words)), None)
    if which is None or not t.take(*HAVE):
        return None
    start, had = t.i, []
    for party in (m.COMPANION, m.PLAYER):
        t.i = start
        if (cond := _had(t, party)) is None:
            return None
        had.append(cond)
    if which == 0:
        return Reading(m.AllOf(tuple(m.Not(c) for c in had)))
    return Reading(m.AnyOf(tuple(had)) if which == 1 else m.AllOf(tuple(had)))


def _and_had(t: Tokens, party: str, cond: m.Cond) -> m.Cond:
    """ "you have the bow and at least 2 arrows": what follows "and" / "or" without a party of
    its own is had by the same party."""
    while True:
        mark = t.i
        joint = t.take("and", "or")
        if joint is None or t.at("you", "i", "we", "your", "my", "the player", "there"):
            t.i = mark
            return cond
        more = _had(t, party)
        if more is None or not _of_items(more):
            t.i = mark  # "you have the bow and the gorgon is alive": a condition of its own
            return cond
        kind = m.AllOf if joint == "and" else m.AnyOf
        cond = kind((*cond.conds, more)) if isinstance(cond, kind) else kind((cond, more))


def _of_items(cond: m.Cond) -> bool:
    """Whether ``cond`` is only about items carried (not "the gorgon" read as one)."""
    if isinstance(cond, m.Has):
        return lx.is_item(cond.item)
    if isinstance(cond, m.Compare) and isinstance(cond.left, m.Carried):
        return lx.is_item(cond.left.item)
    if isinstance(cond, m.Not):
        return _of_items(cond.cond)
    return isinstance(cond, (m.AllOf, m.AnyOf)) and all(_of_items(c) for c in cond.conds)


def _hands(t: Tokens, owner: str) -> Reading | None:
    """After "your": "hands are empty", "bag is full"."""
    if not t.take(*lp.HANDS):
        return None
    t.take(*BE)
    negated = take_negation(t)
    state, has = t.take("empty", "full"), m.Has(owner, m.ANY_ITEM)
    return None if state is None else Reading(has if (state == "full") != negated else m.Not(has))


def _armed(t: Tokens, party: str) -> m.Cond | None:
    """After "I am": "empty handed", "unarmed", "armed"."""
    if t.take("empty handed", "empty-handed", "carrying nothing", "holding nothing"):
        return m.Not(m.Has(party, m.ANY_ITEM))
    if t.take(*lp.UNARMED):
        return m.Not(_a_weapon(party))
    if not t.take("armed"):
        return None
    return _fit_for(t, party) or _a_weapon(party)  # "armed for the bat": its weapons


# What defeats a monster, said as what is had ("what it takes to kill the bat", "a weapon for the
# gorgon", "armed against the bat"): the words before the verb of fighting, and before the monster.
_WHAT_IT_TAKES = ("what it takes to", "what you need to", "what i need to", "what we need to",
                  "what is needed to", "what you would need to", "enough to", "the means to")
_FOR = ("for", "against", "to use on", "to use against", "that works on", "that works against")


def _fit_for(t: Tokens, party: str) -> m.Cond | None:
    """After "I have" or "I am armed": what defeats the monster named, had ("what it takes to
    kill the bat": the bow and an arrow); None (the cursor back) where no monster is named or
    the words say no such thing."""
    start = t.i
    if t.take(*_WHAT_IT_TAKES):
        found = t.take(*lp.ASK_FIGHT) is not None
    else:
        t.take("the right", "the", "a", "any", "the proper", "a proper")
        if lx.kind_of(t.peek()) == m.ANY_ITEM:
            t.i += 1  # "a weapon", "the right gear"
        found = t.take(*_FOR) is not None  # "armed for the bat", "a weapon for the bat"
    phrase = take_thing(t) if found else None
    cond = weapons_had(party, phrase.thing.kind) if phrase is not None else None
    if cond is None:
        t.i = start
    return cond


# What the companion holds, said after the thing ("the bow you're holding", "the arrows on you").
# "every item currently in your possession to me": said when, and to whom, too.
CARRIED_ONES = lazy(rf"^(?:that |which )?(?:{lx.alt(lp.NOW_SAID)} )?(?:you (?:are |have )?"
                    rf"(?:carrying|holding|hoarding|got|have)|you carry|you hold|on you|in your "
                    rf"{lx.alt((*lp.HANDS, 'possession'))})(?: {lx.alt(lp.NOW_SAID)})?(?: to me)?$")
# All the companion carries, named before an order on "it" ("Everything you're carrying, hand it
# over."): every item said with whose ("all your stuff") or with what it holds said after it.
_ALL_CARRIED = lazy(rf"^(?:(?:all )?your {lx.alt(lp.BELONGINGS)}(?: (?P<yours>.+))?"
                    rf"|(?:{lx.alt(lp.MASS)}|every {m.ANY_ITEM}|all (?:of )?(?:the |your )?"
                    rf"{lx.alt(lp.BELONGINGS)}) (?P<held>.+))$")


def all_handed(step: m.Step, before: str, text: str) -> tuple[m.Step, ...]:
    """ "Everything you're carrying, hand it over.": a bringing of any item, "it" all the
    companion carries named before it, is handing all of it over; () for others."""
    if not (isinstance(step, m.Act) and step.action == m.BRING and step.thing is not None and (
            step.thing.kind == m.ANY_ITEM)):
        return ()
    said = _ALL_CARRIED.match(before.strip(" ,.!").lower().replace("'re", " are"))
    after = said and (said.group("yours") or said.group("held"))
    if said is None or (after is not None and CARRIED_ONES.match(after) is None):
        return ()
    return (m.Act(m.HAND_OVER, words=text),)


# A fight with what the companion carries ("with what you've got", "with just what you're
# carrying", "with your current weapons"), said after the monster, with when ("right now").
_NOW = r"(?:right now|now|at the moment|as you are)"
_WITH_WHAT_HAD = lazy(
    rf"^(?:{_NOW} )?(?:with|using) (?:just |only )?(?:what(?:ever)? you (?:are |have )?"
    rf"{lx.alt(HAVE, ('carrying', 'holding', 'armed with'))}(?: {lx.alt(lp.ON_ONESELF)})?"
    rf"|your (?:current |own )?{lx.alt(lp.BELONGINGS)}|what is (?:on you|in your "
    rf"{lx.alt(lp.HANDS)}))(?: {_NOW})?$")


def armed_asked(step: m.Act, rest: str, asked: bool) -> m.Ask | None:
    """ "can you beat the gorgon with what you've got?", asked: whether the companion carries
    what defeats the one monster named (the bow and an arrow for a bat), not a fight; None for
    other words, or an order ("kill the bat with what you have" is no question)."""
    if not asked or step.action != m.ATTACK or step.thing is None or (
            not _WITH_WHAT_HAD.match(rest)):
        return None
    cond = weapons_had(m.COMPANION, step.thing.kind)
    words = f"{step.words} {rest}".strip()
    if isinstance(cond, m.Has):
        return m.Ask(m.HAS, (m.Thing(cond.item),), who=m.COMPANION, words=words)
    return None if cond is None else m.Ask(m.CHECK, check=cond, words=words)


def weapons_had(party: str, monster: str) -> m.Cond | None:
    """The party having what defeats a kind of monster (the bow and an arrow for a bat); None
    for no one kind of monster."""
    had = tuple(m.Has(party, kind) for kind in NEEDS.get(monster, ()))
    return (had[0] if len(had) == 1 else m.AllOf(had)) if had else None


def _a_weapon(party: str) -> m.Cond:
    """Having a weapon: the sword or the bow."""
    return m.AnyOf(tuple(m.Has(party, kind) for kind in lx.WEAPONS))


def _had(t: Tokens, party: str) -> m.Cond | None:
    """After "I have": "nothing", "anything", "more arrows than you", "at least 2 arrows", "no
    sword", or the items themselves."""
    if t.take(*lp.HAVE_NOTHING):
        return m.Not(m.Has(party, m.ANY_ITEM))
    if (fit := _fit_for(t, party)) is not None:
        return fit
    ours = "we" in t.words[max(0, t.i - 4):t.i]  # "do we have enough arrows?": both of ours
    if (enough := take_enough(t, m.Arith("+", m.Carried(m.COMPANION, ARROW), m.Carried(
            m.PLAYER, ARROW)) if ours else m.Carried(party, ARROW))) is not None:
        return enough
    if t.take(*lp.HAVE_NO_WEAPON):
        return m.Not(_a_weapon(party))
    if t.take(*lp.HAVE_A_WEAPON):
        return _a_weapon(party)
    if t.take(*lp.HAVE_ANYTHING):
        return m.Has(party, m.ANY_ITEM)
    op = take_comparator(t)
    if t.at("as many", "as much"):
        return _as_many_as(t, party, op or ">=")
    if op is None and t.take("more", "fewer", "less"):
        return _more_than_other(t, party, t.words[t.i - 1])
    if op is not None:
        mark = t.i
        n, kind = take_number(t), take_kind(t)
        if n is None or kind is None:
            return None
        return m.Compare(op, _counted(t, party, kind, mark), m.Number(n))
    if t.take("no"):
        return m.Not(m.Has(party, kind)) if (kind := take_kind(t)) is not None else None
    return _items_had(t, party)


def _as_many_as(t: Tokens, party: str, op: str) -> m.Cond | None:
    """ "(at least) as many arrows as there are bats", "as many arrows as you"."""
    t.take("as many", "as much")
    mark = t.i
    if (kind := take_kind(t)) is not None and t.take("as") and (
            other := take_party(t)) is not None:
        t.skip(*_DOES)
        return m.Compare(op, m.Carried(party, kind), m.Carried(other, kind))
    t.i = mark
    if (kinds := as_many_as(t)) is None:
        return None
    return m.Compare(op, m.Carried(party, kinds[0]), m.CountOf(kinds[1]))


def _more_than_other(t: Tokens, party: str, word: str) -> m.Cond | None:
    """ "more arrows than you": the two parties' counts of an item compared."""
    kind = take_kind(t)
    if kind is not None and t.take("than") and (other := take_party(t)) is not None:
        t.skip(*_DOES)
        return m.Compare(">" if word == "more" else "<", m.Carried(party, kind),
                         m.Carried(other, kind))
    return None


# After the other party: "than you do", "as you have".
_DOES = ("do", "does", "have", "has", "carry", "carries")


def _items_had(t: Tokens, party: str) -> m.Cond | None:
    """ "the sword", "two arrows", "it", "the bow or an arrow"."""
    mark, n = t.i, take_number(t)
    if (phrase := take_thing(t)) is None:
        return m.Has(party, "it") if t.take("it", "one", "them", "that") else None
    count = n if n is not None else phrase.count
    if count is not None and count > 1:
        return m.Compare(">=", _counted(t, party, phrase.thing.kind, mark), m.Number(count))
    return m.Has(party, phrase.thing.kind)  # "the bow or an arrow": _and_had


def _counted(t: Tokens, party: str, kind: str, mark: int) -> m.Expr:
    """What "we have 3 arrows" counts (the thing's words from ``mark``): what the party
    carries; items said to lie about ("we've got 3 arrows lying around") or monsters ("we have
    2 bats left"), those on the map, whoever has them."""
    t.take(*li.LYING_ABOUT)
    if lx.is_item(kind) and li.LYING_WORDS.isdisjoint(t.words[mark:t.i]):
        return m.Carried(party, kind)
    return m.CountOf(kind)
