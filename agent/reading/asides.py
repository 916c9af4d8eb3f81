"""What a sentence says beside its order, read before the order is: a monster to ignore
("ignore the gorgon and get the bow"), monsters to keep clear of while fetching ("get the sword
without going near the gorgon"), a remark whose thing the next sentence's "it" names ("The bow
is over there. Get it.")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from agent.reading import lexicon as lx, lexicon_parts as lp, meaning as m
from agent.reading.clause import an_order, with_rest
from agent.reading.errands import errand_on
from agent.reading.patterns import lazy
from agent.reading.pronouns import thing_named_last
from agent.reading.repeats import MEANWHILE_STAY, kept_fetching
from agent.reading.sequence import starts_with_action
from agent.reading.text import expand, gerund_verb, strip_filler
from agent.reading.tokens import Phrases, Tokens, tokenize

# A monster, with what may come before its name ("the", "any", "all the").
_FOE = (r"(?P<foe>(?:the\s+|any\s+|all\s+the\s+|those\s+|that\s+)?(?:"
        + lx.noun_pattern(lx.MONSTER_SET) + r"))")
_IGNORED = lazy(r"^(?:just\s+)?(?:ignore|forget about|never mind|(?:do not|don't)"
                r" (?:worry|bother) (?:about|with)|leave)\s+" + _FOE
                + r"(?:\s+(?:alone|be))?(?:\s*[,;]\s*|\s+)(?:and\s+)?(?:then\s+|just\s+)?"
                r"(?P<rest>\S.*)$", re.I)
_FIGHTS = lazy(r"\b" + lx.ATTACKING + r"\b", re.I)


# "get the sword without going near the gorgon": the errand keeps clear of every monster anyway.
_WITHOUT_GOING_NEAR = lazy(
    r"^(?P<steps>.+?)\s*,?\s+(?:without\s+(?:going|getting|coming|walking)\s+(?:near|close to)"
    r"|without\s+(?:touching|approaching|disturbing|waking)|while\s+(?:avoiding|keeping away"
    r" from|staying away from|keeping clear of|steering clear of)|avoiding)\s+" + _FOE
    + r"\s*$", re.I)
_AVOID_WHILE = lazy(rf"^{lx.alt(lp.AVOID_WHILE)}"
                    r"\s+" + _FOE + r"\s+(?:while|when|as)\s+(?:you(?:'re| are)\s+)?"
                    r"(?P<verb>\w+ing)\b(?P<rest>.*)$", re.I)
# The errands that walk round every monster's reach, whatever the companion carries (skills.lua).
_CLEAR_VERBS = (*lx.FETCH_VERBS, *lx.BRING_VERBS, *lx.COME_BACK_VERBS)
_CLEAR_ERRAND = lazy(r"^(?:go\s+(?:and\s+)?)?(?:" + lx.alternatives(_CLEAR_VERBS) + r")\b", re.I)
# A duty, which goes on until another order.
_DUTY_VERBS = frozenset((*lx.FOLLOW_VERBS, *lx.STAY_VERBS, *lx.GUARD_VERBS, *lx.PATROL_VERBS))
DUTY = lazy(r"^(?:" + lx.alternatives(_DUTY_VERBS) + r")\b", re.I)
# The verbs said as "-ing" after "avoid the bats while ..." that are read here.
_WHILE_VERBS = Phrases((*_DUTY_VERBS, *_CLEAR_VERBS))
# "go to the bow, don't pick it up", "go to the arrow and never touch it, just stand by it",
# "walk over to the bow without picking it up, wait there": a thing not taken after steps in the
# same sentence, and what to do instead.
_UNTAKEN = (r"(?:it|them|(?:the\s+|that\s+|this\s+|an?\s+|any\s+)?(?:"
            + lx.noun_pattern(lx.ITEM_KINDS) + r"))(?:\s+up)?")
_NOT_TAKING = lazy(
    r"^(?P<steps>.*?\w.*?)\s*[,;]?\s+(?:(?:but|and)\s+)?(?:please\s+)?"
    rf"(?:(?:do not|don't|never)\s+|without\s+(?:actually\s+|ever\s+)?)"
    rf"(?:{lx.alt(lp.TAKE_VERBS)})(?:\s+up)?\s+{_UNTAKEN}"
    r"(?:\s+(?:though|at all|please))?(?:\s*[,;]\s*(?:(?:but|and)\s+)?(?:just\s+|only\s+)?"
    r"(?P<after>\S.*?))?\s*[.!]*$", re.I)
# "go and stand next to the bow, leave it on the ground", "patrol between them and leave both of
# them where they lie": the things left where they lie, after steps that take nothing.
_LEFT_LYING = lazy(
    r"^(?P<steps>.*?\w.*?)\s*(?:[,;\u2014]|\s-)?\s+(?:(?:but|and)\s+)?(?P<said>(?:please\s+)?"
    r"(?:just\s+)?leave\s+(?:it|them|both(?:\s+of\s+them)?|(?:the\s+|that\s+|this\s+)?(?:"
    + lx.noun_pattern(lx.ITEM_KINDS) + r"))\s+(?:where\s+(?:it|they)\s+(?:lies?|is|are)"
    r"|(?:lying\s+)?(?:on|in)\s+the\s+(?:ground|floor)|(?:right\s+)?(?:there|in place|be"
    r"|alone|where it is))(?:\s+(?:please|though))?)\s*[.!]*$", re.I)
# "get the arrow, not the bow", "kill that one, not the others": the step on one thing, and what
# it is not on.
_NOT_THAT = lazy(
    r"^(?P<steps>.*?\w.*?)\s*[,;]?\s+(?:but\s+|and\s+)?not\s+(?:the\s+|that\s+|those\s+"
    r"|any\s+of\s+the\s+|any\s+)?(?:(?:other\s+)?(?:ones?|others)|other\s+(?P<other>"
    + lx.noun_pattern() + r")|(?P<kind>" + lx.noun_pattern() + r"))(?:\s+(?:though|please))?"
    r"\s*[.!]*$", re.I)
# "come back when I am far, until then stay put": the stay is the watch's waiting.
_MEANWHILE = lazy(rf"^(?P<steps>.*?\w.*?)\s*[,;]\s*{MEANWHILE_STAY}$", re.I)
# Words a thing not taken needs before its pattern is worth trying (it is the costly one).
_SAYS_NOT = lazy(r"\b(?:do not|don't|never|without)\b")
# What a step may do and take nothing: the thing not taken stays where it lies.
_TAKES_NOTHING = (m.GO_TO, m.STAY, m.FOLLOW, m.GUARD, m.COME_BACK, m.WALK, m.KEEP_DISTANCE,
                  m.PATROL)
_POINTED_AT = lazy(r"\b(?:it|them|one|some)\b", re.I)


def past_the_ignored(sentence: str) -> str:
    """The sentence after "ignore the gorgon and": fetching, bringing, going and coming back
    keep clear of every monster (skills.lua), unless what follows fights."""
    if (found := _IGNORED.match(sentence)) is None or _FIGHTS.search(found.group("rest")):
        return sentence
    return found.group("rest")


@dataclass(frozen=True, slots=True)
class KeptClear:
    """What a sentence says of keeping clear of monsters, beside the words of its steps ("avoid
    the bats while getting the sword")."""

    read: tuple[m.Step, ...] = ()  # the steps, where it read them itself: "getting the sword"
    away: tuple[m.Step, ...] = ()  # the keeping away while a duty goes on: "follow me while ..."
    untaken: str = ""  # the words of a thing not to take: "don't pick it up"
    other: str = ""  # the words of the things the step is not on: "not the others", "not bow"
    other_kind: str | None = None  # their kind, when they name one ("bow")
    meanwhile: str = ""  # the words of a stay until a watch fires: "until then stay put"


def keeping_clear(sentence: str, asked: bool) -> tuple[str, KeptClear]:
    """The words of the steps, and what the sentence says beside them of keeping clear of
    monsters ("get the sword without going near the gorgon": "get the sword"; "follow me while
    avoiding the bats"); else the sentence as it is, and nothing beside it."""
    if (fetching := kept_fetching(sentence)) is not None:
        return sentence, KeptClear(read=(fetching,))  # "keep fetching the nearest one until ..."
    low = sentence.lower()
    if ("," in low or ";" in low) and (waiting := _MEANWHILE.match(sentence)) is not None:
        return waiting.group("steps"), KeptClear(
            meanwhile=sentence[waiting.end("steps"):].strip(" ,;.!"))
    if " not " in low and (other := _NOT_THAT.match(sentence)) is not None:
        named = other.group("kind")
        return other.group("steps"), KeptClear(
            other=sentence[other.end("steps"):].strip(" ,;.!"),
            other_kind=lx.kind_of(named.split()[-1]) if named else None)
    if "leave" in low and (left := _LEFT_LYING.match(sentence)) is not None:
        return left.group("steps"), KeptClear(
            untaken=left.group("said"))
    if _SAYS_NOT.search(low) and (untaken := _NOT_TAKING.match(sentence)) is not None and (
            not _FIGHTS.search(sentence)):
        after = untaken.group("after")
        steps = untaken.group("steps") + (f", {after}" if after else "")
        said = sentence[untaken.end("steps"):untaken.start("after") if after else None]
        return steps, KeptClear(untaken=said.strip(" ,;"))
    if (found := _WITHOUT_GOING_NEAR.match(sentence)) is None:
        found = _AVOID_WHILE.match(sentence)
        doing = _while_doing(found, sentence, asked) if found is not None else None
        return doing or (sentence, KeptClear())
    steps, aside = found.group("steps"), sentence[found.end("steps"):]
    if _FIGHTS.search(steps):
        return sentence, KeptClear()
    if DUTY.match(strip_filler(steps)):
        return steps, KeptClear(away=(_away_from(found, aside),))
    return steps if _CLEAR_ERRAND.match(strip_filler(steps)) else sentence, KeptClear()


def _while_doing(found: re.Match[str], sentence: str, asked: bool) -> tuple[str, KeptClear] | None:
    """ "avoid the bats while getting the sword": the words from the verb said as "-ing" on, and
    the steps read from them; None for another verb, or words that go on to a fight."""
    doing = sentence[found.start("verb"):].rstrip(" .!?")
    t = Tokens(tokenize(expand(strip_filler(doing)).lower()))
    t.words[0] = base_verb(t.peek())  # "picking up the bow": "pick up the bow"
    if (verb := t.take_in(_WHILE_VERBS)) is None or _FIGHTS.search(found.group("rest")):
        return None
    step, left = errand_on(verb, t.rest(), doing)
    away = (_away_from(found, sentence[:found.start("verb")]),) if verb in _DUTY_VERBS else ()
    read = with_rest(step, left, asked)
    if any(isinstance(s, m.Unknown) for s in read):
        # "... while getting it": the words with the verb put back, for the reader's pronouns
        return base_verb(found.group("verb")) + found.group("rest"), KeptClear(away=away)
    return doing, KeptClear(read, away)


def _away_from(found: re.Match[str], aside: str) -> m.Step:
    """Keeping away from the monster the words name, while a duty goes on."""
    return errand_on(lx.KEEP_AWAY_VERBS[0], found.group("foe"), aside.strip(" ,"))[0]


def kept_away(steps: Sequence[m.Step], kept_clear: KeptClear) -> list[m.Step]:
    """The steps and the keeping away while they go on ("follow me while avoiding the bats"),
    said back under a condition."""
    last = steps[-1] if steps else None
    if kept_clear.meanwhile and not (isinstance(last, m.Watch) and not last.during):
        steps = [*steps, m.Unknown(kept_clear.meanwhile, m.Reason.NOT_UNDERSTOOD, logic=True)]
    if kept_clear.other and not _on_one_not_other(steps, kept_clear.other_kind,
                                                   kept_clear.other):
        steps = [*steps, m.Unknown(kept_clear.other, m.Reason.NOT_UNDERSTOOD)]
    if kept_clear.untaken and not all(isinstance(s, m.Ask) or isinstance(s, m.Act) and (
            s.action in _TAKES_NOTHING) for s in steps):
        # "get the bow, don't take the sword": not promised
        steps = [*steps, m.Unknown(kept_clear.untaken, m.Reason.CANNOT_PROMISE)]
    away = kept_clear.away
    if not away or all(isinstance(s, (m.Act, m.Unknown)) for s in steps):
        return [*steps, *away]
    return [*steps, m.Unknown(getattr(away[0], "words", ""), m.Reason.NOT_UNDERSTOOD)]


def _on_one_not_other(steps: Sequence[m.Step], other: str | None, said: str) -> bool:
    """Whether the steps end with an errand on one thing that leaves ``other`` (None: the
    others of its kind, as ``said``) alone, and no step names ``other``: a fetch, a bringing or
    a going to one item not that kind, a fight with one monster not that kind."""
    last = steps[-1] if steps else None
    if not isinstance(last, m.Act):
        return False
    thing = _on_what(last)
    if thing is None or thing.quantity != 1 or thing.kind not in lx.concrete(thing.kind):
        return False
    if other is None:  # "not the others", "not the other bats"
        return lx.kind_of(said.split()[-1]) in (None, thing.kind)
    fits = (lx.is_item(thing.kind) and lx.is_item(other) and last.action in (
        m.FETCH, m.BRING, m.GO_TO)) or (lx.is_monster(thing.kind) and lx.is_monster(other) and (
            last.action in (m.ATTACK, m.GO_TO)))
    return fits and other != thing.kind and not any(
        isinstance(s, m.Act) and (on := _on_what(s)) is not None and on.kind == other
        for s in steps)


def _on_what(act: m.Act) -> m.Thing | None:
    """What a step is done to: the thing gone to ("go to the bow"), else its thing."""
    return act.place.thing if act.action == m.GO_TO and act.place is not None else act.thing


def kept_from(kept_clear: KeptClear) -> str | None:
    """The kind of monster kept away from, the thing the sentence names last."""
    away = kept_clear.away
    thing = getattr(away[-1], "thing", None) if away else None
    return thing.kind if isinstance(thing, m.Thing) else None


def a_remark_on(read_as: list[m.Step], after: list[str]) -> bool:
    """ "The bow is over there. Get it.": a sentence that is no order before one whose "it" it
    names."""
    if len(read_as) != 1 or not isinstance(read_as[0], m.Unknown) or read_as[0].talk or (
            read_as[0].logic) or not after or thing_named_last(read_as[0].words) is None or (
            an_order(read_as[0].words)):
        return False  # "eat the arrow. Bring it to me.": an order not understood is refused
    following = strip_filler(after[0], keep_first=True)
    return starts_with_action(following) and _POINTED_AT.search(following) is not None \
        and thing_named_last(following) is None


def base_verb(word: str) -> str:
    """ "exploring" -> "explore", "following" -> "follow"."""
    return gerund_verb(word) or word[:-3]
