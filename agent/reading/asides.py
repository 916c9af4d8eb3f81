"""What a sentence says beside its order, read before the order is: a monster to ignore
("ignore the gorgon and get the bow"), monsters to keep clear of while fetching ("get the sword
without going near the gorgon"), a remark whose thing the next sentence's "it" names ("The bow
is over there. Get it.")."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_duties as ldu,
    lexicon_parts as lp,
    lexicon_typed as lt,
    meaning as m,
)
from agent.reading.clause import with_rest
from agent.reading.duties_twice import patrolled
from agent.reading.errands import errand_on
from agent.reading.fought import fights, foe_gone_to, gone_unarmed, others_fought, unfought_foes
from agent.reading.lexicon_caution import GOING_FIRST, MIND_WHILE
from agent.reading.patterns import lazy
from agent.reading.pronouns import acted_on as _on_what, thing_named_last
from agent.reading.repeats import MEANWHILE_STAY, kept_fetching
from agent.reading.sequence import starts_with_action
from agent.reading.text import expand, gerund_verb, holds_any, strip_filler
from agent.reading.tokens import Phrases, ThingPhrase, Tokens, take_thing, tokenize
from game.world import NEEDS

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
    r"|without\s+(?:touching|approaching|disturbing|waking)|(?:while\s+)?(?:avoiding|(?:keeping"
    r"|staying)(?: well| far)? away from|keeping clear of|steering clear of))\s+(?:every\s+)?"
    + _FOE + r"\s*$", re.I)
_MINDING = lazy(r"^(?P<steps>.+?)\s*,?\s+(?:(?:but|and|just)\s+)*"
                rf"{lx.alt(MIND_WHILE)}\s+(?:every\s+)?" + _FOE + r"\s*[.!]*$", re.I)
# The words one of MIND_WHILE opens with, looked for before the pattern is tried.
_MIND_SAID = tuple(sorted({f"{p.split()[0]} " for p in MIND_WHILE}))
_AVOID_WHILE = lazy(rf"^{lx.alt(lp.AVOID_WHILE)}"
                    r"\s+" + _FOE + r"\s+(?:while|when|as)\s+(?:you(?:'re| are)\s+)?"
                    r"(?P<verb>\w+ing)\b(?P<rest>.*)$", re.I)
# The errands that walk round every monster's reach, whatever the companion carries (skills.lua).
_CLEAR_VERBS = (*lx.FETCH_VERBS, *lx.BRING_VERBS, *ldu.COME_BACK_VERBS)
_CLEAR_ERRAND = lazy(r"^(?:go\s+(?:and\s+)?)?(?:" + lx.alternatives(_CLEAR_VERBS) + r")\b", re.I)
# Going to a place walks round every monster's reach too (skills.lua's go_to), not to a monster.
_GOING = lazy(rf"^(?:{lx.alt(ldu.GO_TO_VERBS)}|{lx.alt(lp.MOVE_VERBS)}\s+(?:(?:up|down|over|on"
              r"|back|across)\s+)*(?:to|towards|toward|into)\b)", re.I)
# A duty, which goes on until another order.
_DUTY_VERBS = frozenset((*ldu.FOLLOW_VERBS, *ldu.STAY_VERBS, *ldu.GUARD_VERBS, *ldu.PATROL_VERBS))
DUTY = lazy(r"^(?:" + lx.alternatives(_DUTY_VERBS) + r")\b", re.I)
# A duty or a keeping away, which lasts: a step said after it on a condition is watched meanwhile.
_LASTING_DUTY = lazy(rf"^(?:{lx.alternatives(_DUTY_VERBS)}|{lx.alt(lx.KEEP_AWAY_VERBS)})\b", re.I)


def lasting_duty(words: str) -> bool:
    """Whether the words open with a duty or a keeping away ("keep away from the gorgon, and
    come back if you see a bat": kept away from until a bat comes, then coming back)."""
    return _LASTING_DUTY.match(strip_filler(words)) is not None
# The verbs said as "-ing" after "avoid the bats while ..." that are read here.
_WHILE_VERBS = Phrases((*_DUTY_VERBS, *_CLEAR_VERBS))
# What not to do, said of a thing: "don't pick it up", "without touching the bow", "hands off
# it", "leave both of them where they lie", "don't fight it", "without attacking the gorgon";
# "anything", "any of the items": any item.
_OBJECT = (r"(?:it|them|him|her|both(?:\s+of\s+them)?|(?:the\s+|that\s+|this\s+|those\s+|an?\s+"
           rf"|any\s+(?:of\s+the\s+)?)?(?:{lx.noun_pattern()})|{lx.alt(lp.ANY_STUFF)})")
_UNDONE = (
    r"(?:(?:(?:do not|don't|never)\s+(?:actually\s+|ever\s+|even\s+|you\s+dare\s+)?"
    r"|without\s+(?:actually\s+"
    rf"|ever\s+|even\s+)?)(?P<verb>{lx.alt(lp.NOT_TAKEN_VERBS, lt.NOT_STEPPED_ON, lp.BARE_FIGHT)}"
    rf"|{lx.ATTACKING})"
    rf"(?:\s+up)?\s+(?P<what>{_OBJECT})(?:\s+up)?|hands\s+off(?:\s+of)?\s+(?P<off>{_OBJECT})"
    rf"|leave\s+(?P<left>{_OBJECT})\s+(?:lying\s+(?=on|in))?(?:{lx.alt(lcl.LEFT_WHERE)}|in\s+place"
    r"|lying(?:\s+there)?(?!\s+where))(?:\s+where\s+(?:it|they)\s+(?:lies?|is|are))?"
    r"(?:\s+for\s+(?:me|us|now|later|the\s+player))?"  # "leave it on the ground for me"
    # "don't move", "I'd rather you didn't wander off": said of a stay
    # "touch it not", "take not the bow", "pick it not up": the old way of saying it
    rf"|(?P<verb_not>{lx.alt(lp.NOT_TAKEN_VERBS, lp.BARE_FIGHT)})(?:\s+up)?\s+"
    rf"(?:(?P<what_not>{_OBJECT})"
    rf"\s+not|not\s+(?:up\s+)?(?P<not_what>{_OBJECT}))(?:\s+up)?"
    # "keep away from the gorgon, do not engage": no fight, with whatever monster
    rf"|(?:do not|don't|never)\s+(?P<fight_alone>{lx.alt(lp.BARE_FIGHT)}|{lx.ATTACKING})"
    r"(?=\s*(?:[,;.!]|$))"
    r"|(?P<still>(?:do not|don't|never)\s+|(?:i'?d|i would)\s+rather\s+you\s+(?:didn't|did not)\s+)"
    r"(?:move|budge|wander(?:\s+off|\s+away|\s+about)?|stray|go\s+anywhere|leave"
    # "follow me but don't go first", "don't get ahead of me": kept by following behind
    r"|" + lx.alt(GOING_FIRST, gap=r"\s+") + r")(?:\s+(?:an inch"
    r"|from (?:there|here)|(?:this|that) spot|it|them))?"  # "guard the sword, don't leave it"
    # "keep 3 or 4 tiles away from me, don't stand right next to me": said of a distance kept
    r"|(?P<near>(?:do not|don't|never)\s+[a-z]+\s+(?:right\s+|too\s+|so\s+)?"
    r"(?:next to|close to|near|up to|on top of|close)(?:\s+(?:me|us|it|them)\b)?)"
    # "don't wander off on your own", "don't move at all no matter what I do"
    r")(?:\s+(?:though|at all|please|for now|either|on your own|by yourself|alone|on the way"
    r"|along the way|on your way|as you go"
    r"|no matter what(?: i do| happens)?|whatever (?:i do|happens)|ok|okay))*")
# "go to the bow, don't pick it up", "walk over to the bow without picking it up, wait there",
# "go and stand next to the bow, leave it on the ground": steps, then what not to do, then
# perhaps more steps.
_SAID_AFTER = lazy(
    r"^(?P<steps>\W*\w.*?)\s*(?:[,;:\u2014]|\s-+)?\s+(?:(?:but|and|so)\s+)?(?:please\s+)?"
    rf"(?:just\s+)?(?P<said>{_UNDONE})(?:(?:\s*[,;]\s*|\s+)(?:(?:but|and)\s+(?:then\s+)?|then\s+)?"
    r"(?:just\s+|only\s+|instead\s+)?(?P<after>\S.*?))?\s*[.!]*$", re.I)
# "Do not pick it up;", "Leave the bow where it lies.", "Hands off it!": what not to do, alone;
# "Don't pick up the bow, just stand next to it": before the steps, of a thing it names.
_SAID_FIRST = lazy(rf"^(?:(?:but|and|so)\s+)?(?:please\s+)?(?:just\s+)?(?P<said>{_UNDONE})"
                   r"(?:(?:\s*[,;:]\s*|\s+)(?:(?:but|and|so)\s+)?(?:then\s+)?(?:just\s+|only\s+"
                   r"|instead\s+)?"
                   r"(?P<first>\S.*?))?\s*[.!;,]*$", re.I)
# "get the arrow, not the bow", "kill that one, not the others": the step on one thing, and what
# it is not on.
_NOT_THAT = lazy(
    r"^(?P<steps>.*?\w.*?)\s*[,;]?\s+(?:but\s+|and\s+)?not\s+(?:the\s+|that\s+|those\s+"
    r"|any\s+of\s+the\s+|any\s+)?(?:(?:other\s+)?(?:ones?|others)|other\s+(?P<other>"
    + lx.noun_pattern() + r")|(?P<kind>" + lx.noun_pattern() + r")|(?P<nearest>(?:just\s+)?"
    rf"(?:(?:whichever|whatever)(?:\s+one)?\s+(?:happens\s+to\s+be|is)\s+)?(?:the\s+)?"
    rf"{lx.alt(lx.NEAREST)}(?:\s+one)?(?:\s+to\s+you)?)|(?P<where>(?:{lx.alt(lt.CORNER_SIDES)})\s+one"
    rf"|one\s+(?:at|on)\s+the\s+{lx.alt(lt.CORNER_SIDES)}))(?:\s+(?:though|please))?\s*[.!]*$",
    re.I)
# "come back when I am far, until then stay put": the stay is the watch's waiting.
_MEANWHILE = lazy(rf"^(?P<steps>.*?\w.*?)\s*[,;]\s*{MEANWHILE_STAY}$", re.I)
# Words a thing not taken needs before its pattern is worth trying (it is the costly one).
_SAYS_NOT = lazy(r"\b(?:do not|don't|never|without|leave|hands off|rather you"
                 rf"|(?:it|them|both|{lx.alt(lp.TAKE_VERBS, lp.BARE_FIGHT)})\s+not)\b")
# "kill the bat, touch not the sword": not to be done, not the thing the step is not on.
_VERB_NOT = lazy(rf"\b{lx.alt(lp.TAKE_VERBS, lp.BARE_FIGHT)}\s+not\b")
_PRONOUNS = ("it", "them", "him", "her", "both")
# What keeps the companion where it is or near what it is to be near: no wandering off.
_NEAR_BY = (m.STAY, m.FOLLOW, m.GUARD)
_PAST_A_COMMA = lazy(r"[,;]\s*(?:(?:but|and|then)\s+)?(?:just\s+|only\s+|instead\s+)?$")


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
    undone: str = ""  # the words of what not to do to a thing: "don't pick it up"
    kind: str | None = None  # the kind of that thing, where the words tell ("the bow")
    pronoun: bool = False  # whether it is said by a pronoun ("it", "both of them")
    unfought: bool = False  # whether that is a fight ("don't fight it"), not a taking
    said_of_it: bool = False  # "Don't touch it.": of the monster, when the steps go to one
    unmoved: bool = False  # "don't move": the order ends standing still
    kept_off: bool = False  # "don't get too close": the order ends keeping a distance or away
    it: ThingPhrase | None = None  # the thing named before the steps, which their "it" is
    other: str = ""  # the words of the things the step is not on: "not the others", "not bow"
    other_kind: str | None = None  # their kind, when they name one ("bow")
    other_nearest: bool = False  # whether they are the nearest ("not whichever is closest")
    other_where: bool = False  # whether they are said by where they are ("not the top one")
    meanwhile: str = ""  # the words of a stay until a watch fires: "until then stay put"
    lasting: str = ""  # how long a duty lasts, said after it: "and keep doing that if I move"


# A sentence that says nothing of keeping clear: one value, not one made for every sentence.
_NOTHING_KEPT_CLEAR = KeptClear()


def keeping_clear(sentence: str, asked: bool) -> tuple[str, KeptClear]:
    """The words of the steps, and what the sentence says beside them of keeping clear of
    monsters ("get the sword without going near the gorgon": "get the sword"; "follow me while
    avoiding the bats"); else the sentence as it is, and nothing beside it."""
    if (fetching := kept_fetching(sentence)) is not None:
        return sentence, KeptClear(read=(fetching,))  # "keep fetching the nearest one until ..."
    if (lasting := _LASTING.match(sentence)) is not None:
        return lasting.group("steps"), KeptClear(
            lasting=lasting.group("tail"))
    low = sentence.lower()
    if ("," in low or ";" in low) and (waiting := _MEANWHILE.match(sentence)) is not None:
        return waiting.group("steps"), KeptClear(
            meanwhile=sentence[waiting.end("steps"):].strip(" ,;.!"))
    if " not " in low and not _VERB_NOT.search(low) and (
            other := _NOT_THAT.match(sentence)) is not None:
        named = other.group("kind")
        return other.group("steps"), KeptClear(
            other=sentence[other.end("steps"):].strip(" ,;.!"),
            other_kind=lx.kind_of(named.split()[-1]) if named else None,
            other_nearest=other.group("nearest") is not None,
            other_where=other.group("where") is not None)
    if _SAYS_NOT.search(low) and (undone := _not_done(sentence)) is not None:
        return undone
    if (found := _WITHOUT_GOING_NEAR.match(sentence) or _minding(low, sentence)) is None:
        found = _AVOID_WHILE.match(sentence)
        doing = _while_doing(found, sentence, asked) if found is not None else None
        return doing or (sentence, _NOTHING_KEPT_CLEAR)
    steps, aside = found.group("steps"), sentence[found.end("steps"):]
    if _FIGHTS.search(steps):
        return sentence, _NOTHING_KEPT_CLEAR
    if DUTY.match(strip_filler(steps)):
        return steps, KeptClear(away=(_away_from(found, aside),))
    return steps if _keeps_clear(strip_filler(steps)) else sentence, _NOTHING_KEPT_CLEAR


def _minding(low: str, sentence: str) -> re.Match[str] | None:
    """ "head to the corner, but mind that gorgon": the steps and the monster minded."""
    if not holds_any(low, _MIND_SAID) or (found := _MINDING.match(sentence)) is None:
        return None
    return None if _NEVER_MIND.search(found.group("steps")) else found  # "never mind the bats"


_NEVER_MIND = lazy(r"\b(?:never|not|don't|dont)\s*$", re.I)


def _keeps_clear(steps: str) -> bool:
    """Whether the steps walk round every monster's reach anyway: fetching, bringing, coming
    back, going to a place (not to a monster: next to it, armed, is the fight)."""
    return _CLEAR_ERRAND.match(steps) is not None or _GOING.match(steps) is not None and not any(
        (kind := lx.kind_of(w)) is not None and lx.is_monster(kind)
        for w in re.findall(r"[a-z]+", steps.lower()))


# How long a duty lasts, said after it: "..., and keep doing that if I move" (it goes on until
# another order anyway, wherever the player goes).
_LASTING = lazy(r"^(?P<steps>.+?)\s*[,;]?\s+(?:and\s+)?(?P<tail>(?:(?:keep|carry on|continue"
                r"|go on)\s+(?:doing\s+(?:that|it|this|so)|at\s+it|like\s+that)"
                r"|keep\s+(?:it|that)\s+up)"
                r"(?:\s+(?:even\s+)?(?:if|when|whenever|as|while|wherever|as long as)\s+(?:i|we)"
                r"\s+(?:move|walk|go|run)(?:\s+(?:around|about|off|away))?)?)\s*[.!]*$", re.I)


_ON_A_CONDITION = lazy(r"^\s*(?:if|unless|when|whenever|once|until|till|as soon as|in case)\b",
                      re.I)


def _not_done(sentence: str) -> tuple[str, KeptClear] | None:
    """The words of the steps and what not to do to a thing, said after them ("go to the bow,
    don't pick it up", "go towards the gorgon but don't fight it") or alone ("Leave the bow
    where it lies.": no steps, it is said of the steps before); None when the sentence says no
    such thing, or goes on past it with words that are no step."""
    if _ON_A_CONDITION.match(sentence):
        return None  # "unless you have the sword, don't attack the gorgon": the condition's
    found = _SAID_AFTER.match(sentence) or _SAID_FIRST.match(sentence)
    after = found.groupdict().get("after") if found is not None else None
    if found is None or after and not (starts_with_action(strip_filler(after)) or (
            _PAST_A_COMMA.search(sentence[:found.start("after")]))):
        return None  # "don't pick up the bow and the sword": no step after it
    what = (found.group("what") or found.group("off") or found.group("left")
            or found.group("what_not") or found.group("not_what") or "it").lower()
    pronoun = what.split()[0] in _PRONOUNS
    if (first := found.groupdict().get("first")) and not starts_with_action(strip_filler(first)):
        return None  # "Don't pick it up, it's mine.": no steps after it
    if found.group("fight_alone"):  # "..., do not engage": no fight with any monster
        steps = ", ".join(p for p in (found.groupdict().get("steps"), after, first) if p)
        return steps, KeptClear(undone=found.group("said"), unfought=True)
    # "Go over to the bow. Don't pick it up, just stand next to it.", "Go to the bow. Leave it
    # where it is and stand next to it.": "it" of the sentence before
    if found.group("near"):  # kept by a distance kept or a keeping away the order ends with
        steps = ", ".join(p for p in (found.groupdict().get("steps"), after) if p)
        if not starts_with_action(strip_filler(steps)) or _SAYS_NOT.match(steps.lower()):
            return None  # "don't go too far away, but don't stand right next to me": a distance
        return steps, KeptClear(undone=found.group("said"), kept_off=True)
    if found.group("still"):  # "stay here, don't wander off": kept by the stay the order ends with
        steps = ", ".join(p for p in (found.groupdict().get("steps"), after) if p)
        if expand(found.group("said").lower()) in ldu.STAY_VERBS and not (
                DUTY.match(strip_filler(steps)) and not after):
            return None  # "get the bow, don't move", "else don't move": a stay of its own
        return steps, KeptClear(undone=found.group("said"), unmoved=True)
    steps = ", ".join(p for p in (found.groupdict().get("steps"), after, first) if p)
    said = found.group("said")
    kind = m.ANY_ITEM if what in lp.ANY_STUFF else lx.kind_of(what.split()[-1])
    if kind is None and what.split()[0] in ("it", "him", "her") and (
            named := thing_named_last(steps or "")) is not None:
        kind = lx.kind_of(named.split()[0])  # "go to the bow, don't pick it up": the bow
    verb = (found.group("verb") or found.group("verb_not") or "").lower()
    fighting = verb in lp.BARE_FIGHT or _FIGHTS.fullmatch(verb) is not None
    fought = lx.is_monster(kind) if kind is not None else fighting
    if kind is not None and not fought and fighting:
        return None  # "don't attack the bow"
    # the thing the steps after it, or the next sentence's, name "it": "Don't pick up the bow. Go
    # stand by it."
    it = take_thing(Tokens(tokenize(what)), anchors=True) if (first or not steps) and not (
        pronoun) else None
    return steps, KeptClear(undone=said, kind=kind, pronoun=pronoun, unfought=fought,
                            said_of_it=kind is None and not fought, it=it)


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


def kept_away(steps: Sequence[m.Step], kept_clear: KeptClear, keep: bool = False) -> list[m.Step]:
    """The steps and the keeping away while they go on ("follow me while avoiding the bats"),
    said back under a condition; ``keep``: a thing not to be taken kept off by these steps (a
    correction's, which take the place of the steps before: ``kept_promises``)."""
    steps = patrolled(list(steps))  # "..., back and forth": what the patrol does
    last = steps[-1] if steps else None
    if kept_clear.meanwhile and not (isinstance(last, m.Watch) and not last.during):
        steps = [*steps, m.Unknown(kept_clear.meanwhile, m.Reason.NOT_UNDERSTOOD, logic=True)]
    if kept_clear.lasting and not (steps and _lasts(steps[-1])):
        steps = [*steps, m.Unknown(kept_clear.lasting, m.Reason.NOT_UNDERSTOOD, logic=True)]
    if kept_clear.other and not (_on_one_not_nearest(steps) if kept_clear.other_nearest else (
            _on_one_not_other(steps, kept_clear.other_kind, kept_clear.other))) or (
            kept_clear.other_where and not _picked(steps)):
        steps = [*steps, m.Unknown(kept_clear.other, m.Reason.NOT_UNDERSTOOD)]
    if kept_clear.undone and steps:  # "get the bow, don't pick it up": said back
        steps = kept_promises(steps, (kept_clear,), keep=keep)  # kept off: by the whole order
    away = kept_clear.away
    if not away or all(isinstance(s, (m.Act, m.Unknown)) for s in steps):
        return [*steps, *away]
    return [*steps, m.Unknown(getattr(away[0], "words", ""), m.Reason.NOT_UNDERSTOOD)]


def _lasts(step: m.Step) -> bool:
    """Whether the step goes on until another order: a duty, or one watched every time."""
    if isinstance(step, m.Watch):
        return step.every_time
    return isinstance(step, m.Act) and step.action in m.ENDLESS


def kept_promises(steps: Sequence[m.Step], said: Sequence[KeptClear], *,
                  keep: bool = True) -> list[m.Step]:
    """The order's steps, read whole, and what it says not to do to a thing (``said``): a
    thing not to be taken is kept off for the whole order, the steps walking round it
    (``KEEP_OFF`` first: "go stand next to the bow but don't pick it up", "get the sword,
    don't touch the bow"; ``keep``: only whether they would break it); a promise the steps would
    break ("get the bow but don't pick it up") or that no step goes with is said back (the
    skills cannot promise it). A monster gone to and not to be fought is kept from a fight for
    the whole order (``KEEP_OFF`` of its kind: every walk keeps out of its reach)."""
    out, kept_off = _lifted(steps)  # "if the bat is far, go to the bow but don't take it"
    for kept in said:
        if kept.unmoved or kept.kept_off:
            out = _kept_still(out, kept.undone) if kept.unmoved else _kept_off(out, kept.undone)
            out, foes_kept = _lifted(out)  # a monster gone to kept from the fight: first
            kept_off += foes_kept
            continue
        # "Go to the gorgon. Don't touch it.": not to fight it
        fought = kept.unfought or kept.said_of_it and any(
            foe_gone_to(s) is not None for s in m.walk(tuple(out)))
        if (others := others_fought(out, kept.kind, kept.undone)) is not None:
            kept_off.append(others)  # "Kill the gorgon, but leave the bats alone": no bat fought
            continue
        foes = unfought_foes(out, kept.undone) if fought else ()
        unfought = frozenset(k.thing.kind for k in foes if k.thing)
        said_back = m.Unknown(kept.undone, m.Reason.CANNOT_PROMISE)
        things = (kept.pronoun or not kept.kind) and _gone_by(out) or (
            m.Thing(kept.kind or m.ANY_ITEM),)
        if not fought and any(_stood_on(s, kept.kind) for s in out):
            out = [_stood_on(s, kept.kind) or s for s in out]  # "stand on the arrow, don't take it"
            continue
        if not out or any(fights(s, unfought) if fought else _takes(s, t.kind) for s in out
                          for t in things):
            out += [] if said_back in out else [said_back]  # once: the sentence's, then the order's
        elif fought:
            kept_off += foes  # "Go to the gorgon. Don't touch it.": no fight, sword or not
        else:
            kept_off += [m.Act(m.Action.KEEP_OFF, t, words=kept.undone) for t in things]
    if not keep or any(isinstance(s, m.Unknown) for s in out):
        return out
    # a correction's ("get the bow. hmm no, just go to it, don't pick it up"), by the whole order
    out += [m.Unknown(k.words, m.Reason.CANNOT_PROMISE) for k in kept_off if k.thing and any(
        _takes(s, k.thing.kind) for s in out)]
    if any(isinstance(s, m.Unknown) for s in out):
        return out
    return [*{k.thing: k for k in kept_off}.values(), *out]


# Where the steps say to stand on a thing, left unread: "on the arrow", "step onto the bow".
_ON_IT = lazy(r"^(?:\w+\s+)?(?:on|onto|on\s+top\s+of|atop|upon)\s+(?:the\s+|that\s+|this\s+)?"
              r"(?P<what>[a-z]+)(?:'s\s+tile)?$", re.I)


def _stood_on(step: m.Step, kind: str | None) -> m.Unknown | None:
    """Words left unread that stand on the item not to be taken ("stand on the arrow without
    taking it": "on the arrow"), said back as what the game cannot do: stepping onto an item
    picks it up; else None."""
    found = _ON_IT.match(step.words.strip()) if isinstance(step, m.Unknown) and kind else None
    if found is None or lx.kind_of(what := found.group("what").lower()) != kind and what != "it":
        return None
    return m.Unknown(step.words, m.Reason.CANNOT, f"I can't be on the {kind}'s tile and leave it"
                     f" lying: stepping onto an item picks it up. Next to it, I can leave it lying")


def _lifted(steps: Sequence[m.Step]) -> tuple[list[m.Step], list[m.Act]]:
    """The steps without the items they keep off, in a branch, a repetition or a watch too, and
    those: a promise said inside one ("if the bat is far, go to the bow but don't take it", "go
    to the bow without taking it, 3 times") is kept for the whole order, whose steps must not
    take the thing anywhere (nothing else takes it in the branch not run, and a keep_off in one
    branch only would be a promise the judge could not hold the companion to)."""
    out: list[m.Step] = []
    kept: list[m.Act] = []
    for step in steps:
        if isinstance(step, m.Act) and step.action is m.Action.KEEP_OFF:
            kept.append(step)
            continue
        if isinstance(step, m.Choice):
            (then, one), (other, two) = _lifted(step.then), _lifted(step.otherwise)
            step = replace(step, then=tuple(then), otherwise=tuple(other)) if one or two else step
        elif isinstance(step, m.Watch):
            (then, one), (during, two) = _lifted(step.then), _lifted(step.during)
            step = replace(step, then=tuple(then), during=tuple(during)) if one or two else step
        elif isinstance(step, m.Repeat):
            body, one = _lifted(step.body)
            step, two = replace(step, body=tuple(body)) if one else step, []
        else:
            one = two = []
        out.append(step)
        kept += one + two
    return out, kept


def promised_in(text: str) -> tuple[str, KeptClear] | None:
    """The words of the steps and a promise not to take a thing said with them, in a branch
    or a repetition read on its own ("if the bat is far, go to the bow but don't take it": "go
    to the bow"; "go to the bow without taking it 3 times"), else None. Looked for only where
    a word of not doing is (cheap tests first)."""
    low = text.lower()
    if not (" not" in low or "n't " in low or "never" in low or "without" in low or (
            "leave" in low) or "hands off" in low) or not _SAYS_NOT.search(low):
        return None
    found = _not_done(text)
    return found if found is not None and found[0] and found[1].undone and not (
        found[1].unmoved or found[1].kept_off) else None


def _kept_still(steps: list[m.Step], said: str) -> list[m.Step]:
    """The steps and "don't move" (``said``): kept by the stay they end with, else a stay after
    them ("get the bow, don't move"); "don't wander off" by staying near too (following,
    guarding), else said back."""
    still = expand(said.lower()) in ldu.STAY_VERBS
    last = steps[-1] if steps else None
    if isinstance(last, m.Act) and last.action in ((m.STAY,) if still else _NEAR_BY) and not (
            last.action == m.FOLLOW and said.lower().endswith((" it", " them"))):
        return steps  # "guard the sword, don't leave it" (not "follow me, don't leave it")
    said_back = m.Unknown(said, m.Reason.CANNOT_PROMISE)
    return [*steps, m.Act(m.STAY, words=said) if still else said_back] if said_back not in (
        steps) else steps


def _kept_off(steps: list[m.Step], said: str) -> list[m.Step]:
    """The steps and "don't get too close" (``said``): kept by the distance of 2 tiles or more
    they end keeping, or their keeping away ("keep 3 or 4 tiles away from me, don't stand right
    next to me"), or by going to a monster kept from the fight (as near as is harmless, out of
    its reach), else said back."""
    last = steps[-1] if steps else None
    if isinstance(last, m.Act) and (last.action in (m.KEEP_AWAY, m.FLEE) or (
            last.action == m.KEEP_DISTANCE and last.least >= 2)):
        return steps
    if last is not None and gone_unarmed(last):
        return steps
    if last is not None and (foes := unfought_foes((last,), said)):
        return [*foes, *steps]  # "go to the gorgon but don't get too close": out of its reach
    said_back = m.Unknown(said, m.Reason.CANNOT_PROMISE)
    return steps if said_back in steps else [*steps, said_back]


def _gone_by(steps: Sequence[m.Step]) -> tuple[m.Thing, ...]:
    """The items the last step that names one goes to, stays by or is done to ("Go to the
    sword. Don't touch it.": the sword; "go stand next to whichever weapon is nearer to me, but
    don't pick it up": either; "wait on the tile just left of the arrow in the bottom left, don't
    grab it": that one arrow, not every arrow), or none."""
    for step in reversed(steps):
        things = [t for s in m.walk((step,)) if isinstance(s, m.Act)
                  for t in (s.thing, *(p.offset.thing if p.offset else p.thing
                                       for p in (s.place, s.other) if p))
                  if t is not None and lx.is_item(t.kind)]  # "2 tiles north of the sword"
        if things:
            return tuple(dict.fromkeys(
                replace(t, quantity=1, besides=None) if t.pick or t.origin != m.COMPANION
                else m.Thing(t.kind) for t in things))
    return ()


def _takes(step: m.Step, kind: str) -> bool:
    """Whether ``step`` may take an item of ``kind`` though every walk keeps off it: a fetch or
    a bringing of that kind (or of any item), a fight that needs it, a step not read."""
    kept = set(lx.concrete(kind))
    return any(isinstance(s, m.Unknown) or isinstance(s, m.Act) and bool(kept & taken(s))
               for s in m.walk((step,)))


def taken(act: m.Act) -> set[str]:
    """The items ``act`` may pick up on purpose: what it fetches or brings, what a fight needs."""
    kinds = lx.concrete(act.thing.kind) if act.thing is not None else ()
    if act.action in (m.FETCH, m.BRING, m.Action.LOCATE):
        return set(kinds)
    return {n for k in kinds if k in NEEDS for n in NEEDS[k]} if act.action == m.ATTACK else set()


def _on_one_not_nearest(steps: Sequence[m.Step]) -> bool:
    """Whether the steps end with an errand on one thing picked otherwise than as the nearest
    to the companion ("fetch the arrow at row 16, column 8, not whichever one is closest")."""
    last = steps[-1] if steps else None
    thing = _on_what(last) if isinstance(last, m.Act) else None
    return thing is not None and thing.quantity == 1 and (
        thing.origin != m.COMPANION or thing.pick == m.FARTHEST)


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


def _picked(steps: Sequence[m.Step]) -> bool:
    """Whether the last step is on one thing picked by where it is ("kill the bat near the
    gorgon, not the top one": the player's own pick; an unpicked bat may be the top one)."""
    last = steps[-1] if steps else None
    thing = _on_what(last) if isinstance(last, m.Act) else None
    return thing is not None and bool(thing.pick)


def kind_named(sentence: str, kept_clear: KeptClear, pointed: ThingPhrase | None,
               after: list[str]) -> str | None:
    """The kind of thing the next sentence's "it" may be: of the monster kept away from, the
    thing the sentence names last, else what its own "it" was ("..., so could you keep watch
    over it for me? Just stay close to it.": the bow its why named); None where no sentence
    comes ``after`` it."""
    if not after:
        return None
    away = kept_clear.away
    last = away[-1] if away else None
    if isinstance(last, m.Act) and last.thing is not None:
        return last.thing.kind
    return thing_named_last(sentence) or (pointed.thing.kind if pointed is not None else None)


def base_verb(word: str) -> str:
    """ "exploring" -> "explore", "following" -> "follow"."""
    return gerund_verb(word) or word[:-3]
