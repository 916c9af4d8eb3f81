"""The steps of an order once read, tidied: merged where two say one thing ("find the sword and
take it", "stay here and guard this spot"), "do that twice" made a repetition of the step before,
and the quoted words put back.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from typing import Any, TypeGuard

from agent.reading import (
    lexicon as lx,
    lexicon_closers as lcl,
    lexicon_parts as lp,
    lexicon_staying as lstay,
    meaning as m,
    offsets,
    words,
)
from agent.reading.combined_counts import combined
from agent.reading.duties_twice import kept_within, one_duty, patrolled
from agent.reading.errands import LOCATE
from agent.reading.fetched_brought import everything_fetched
from agent.reading.fetched_first import either_way
from agent.reading.kept_while import kept_while
from agent.reading.lexicon_idioms import STOPPED
from agent.reading.moved import watched_rightly
from agent.reading.patterns import lazy
from agent.reading.said_as_typed import HELD
from agent.reading.text import restore, strip_filler
from agent.reading.tokens import Tokens, take_thing, tokenize
from agent.reading.voice_rows import quoted_back
from agent.reading.wishes import asked_beside
from agent.reading.worked_after import worked_after

# "I want the bow": a wish to be brought it, dropped when other steps are said on its item.
_WISH = lazy(r"^\s*i(?:'ll| will|'m going to|'m gonna| am going to| am gonna)? (?:really )?"
             r"(?:want|need|would like|'d like|would love|could use)\b", re.I)
# A weapon chosen by distance on purpose: "the nearest weapon".
_PICKED = lazy(rf"\b{lx.alt(lx.BY_DISTANCE)}\b", re.I)
# The words of a step, to tell one said again word for word.
_WORD = lazy(r"[a-z0-9']+")
_ONE_MORE = frozenset(("a", "an", "one", "another"))
_ADDS_UP = (m.WALK, m.SQUARE, m.EXPLORE)
# A wait said alone before another step is a moment's ("wait, then get the sword").
_MOMENT = lazy(rf"^{lx.alt(lstay.MOMENT)}$", re.I)
_STOPPED = lazy(rf"^(?:{lx.alt(STOPPED)})$", re.I)
# Errands whose every move keeps clear of every monster (no fight on the way).
_KEEPS_CLEAR = (m.FETCH, m.BRING, m.COME_BACK)
# Duties a keeping away can go on within: not protecting (it stands by the monster on purpose).
_KEEPS_AWAY_WITHIN = (m.FOLLOW, m.STAY, m.GUARD, m.PATROL)
# How near a monster keep_away lets come (skills.lua, NEAR: more than four tiles away).
KEEP_AWAY_TILES = 4
# "and back", "then come back again": after a step, coming back.
# "come back to it": back to the player, or to where the thing named before was? Asked back.
_TO_IT = lazy(r"^\s*(?:to|towards)\s+(?:it|them)\s*[.!]*$", re.I)
_WHICH_BACK = "back where: to you, or to where it was?"
# The one just fought, fought again: "kill it" ("the one after it" is another; "again" one more).
_IT_AGAIN = lazy(rf"\b{lx.alt(lx.ATTACK_VERBS)}\s+(?:it|him|her)\b(?!.*\b(?:again|another)\b)",
                 re.I)
# "give it to me", "hand them over": the bringing of what "it" is, to the player.
_GIVEN_IT = lazy(rf"^\s*(?:and\s+)?(?:then\s+)?{lx.alt(lx.BRING_VERBS)}\s+(?:it|them)"
                 rf"(?:\s+(?:over|{lx.alt(lp.FOR_ME)}))?\s*[.!]?$", re.I)
# "tell me the number", "then tell me what it is": the answer of the question before.
_TOLD_IT = lazy(rf"^\s*(?:and\s+)?(?:then\s+)?{lx.alt(lx.TELL_ME)}\s+(?:what\s+it\s+is"
                r"|the\s+(?:number|answer|result))\s*[.!]?$", re.I)
_BACK_ALONE = lazy(r"^\s*(?:and\s+)?(?:then\s+)?(?:come\s+|go\s+|walk\s+)?back"
                   r"(?:\s+again)?(?:\s+(?:to me|here))?"
                   r"(?:\s+(?:now|again|please|quickly))?\s*"
                   r"[.!]?$", re.I)
# "do that twice", "repeat it": the step before, again.
_DO_THAT = lazy(r"^\s*(?:(?:and|then|now)\s+)?(?:do|repeat|keep (?:on )?doing)\s+"
                r"(?:that|it|this|(?:exactly |just |precisely )?the same"
                r"(?: thing)?)(?:\s+(?P<again>again|once more|one more time))?\s*[.!]?$", re.I)
# Doing it on, not again, after a duty that lasts ("follow me. and keep doing it").
_KEEP_DOING = lazy(r"^\s*(?:(?:and|then|now)\s+)?keep (?:on )?doing\b", re.I)
# Finding a thing, which is fetching it.
_FOUND = lazy(rf"^\s*(?:go\s+(?:and\s+)?)?{lx.alt(lx.LOCATE_VERBS)}\b", re.I)
# The steps a step takes in when said just before it, as the way into it: the step's actions,
# the action of the one before, and whether that one is the way in.
_WAYS_IN: tuple[tuple[tuple[str, ...], str, Callable[[m.Act, m.Act], bool]], ...] = (
    # "find the sword and take it": the finding is the taking
    ((m.FETCH, m.BRING), m.FETCH, lambda s, b: b.thing == s.thing
     and _FOUND.match(strip_filler(b.words)) is not None),
    # "walk to the bow and take it": fetching it is going there; "go to the arrow right below
    # you and take it" too, the one picked as the order starts, not once the companion moved
    ((m.FETCH, m.BRING), m.GO_TO, lambda s, b: b.place is not None and s.thing is not None
     and b.place.thing in (m.Thing(s.thing.kind), s.thing)),
    # "find the gorgon and kill it": the fight goes there
    ((m.ATTACK,), m.GO_TO, lambda s, b: s.thing is not None and b.place is not None
     and b.place.thing is not None and b.place.thing.kind == s.thing.kind),
    # "come over here and give me all your gear": handing over is coming
    ((m.HAND_OVER,), m.COME_BACK, lambda s, b: True),
    # "follow me, but stay 2 or 3 tiles back": the distance is the following
    # (with a most: "follow me, at least 3 tiles" would stay anywhere far enough)
    ((m.KEEP_DISTANCE,), m.FOLLOW, lambda s, b: s.thing is not None and s.thing.kind == m.PLAYER
     and s.most > 0),
)
# A thing named alone, as a step among others: "first the bow, then an arrow, then shoot a bat".
_NAMED_ALONE = lazy(r"^(?:(?:the|a|an|that|this) )?(?P<what>(?:"
                    + lx.noun_pattern(plurals=False) + r"))$", re.I)


def _doing(step: m.Step | None, *actions: str) -> TypeGuard[m.Act]:
    """Whether the step is an errand of one of these actions."""
    return isinstance(step, m.Act) and step.action in actions


def merged(steps: list[m.Step], nested: bool = False) -> list[m.Step]:
    """The steps merged: "find the sword and tell me where it is" asks where it is (the finding
    is the asking), a bare "find the sword" fetches it, "I want the bow" is a wish to be brought
    it only when nothing else is asked, going to the player is coming back."""
    out: list[m.Step] = []
    asks = any(isinstance(s, m.Ask) for s in steps)
    if len(steps) > 1:
        steps = _past_wishes(steps)
    steps = kept_while(combined(_armed_by_the_fight(patrolled(watched_rightly(either_way(steps))))))
    steps = worked_after(steps)  # "how many arrows are there? double it and tell me"
    steps = everything_fetched(steps)  # "get the bow and an arrow, then bring everything to me"
    for step in steps:
        step = kept_within(_nested_merged(step))  # "whenever I'm far, come back": within
        if _doing(step, m.GO_TO) and step.place is not None and step.place.thing is not None and (
                step.place.thing.kind == m.PLAYER):
            step = m.Act(m.COME_BACK, words=step.words)  # going to the player is coming back
        if _same_errand(step, out):
            continue
        if _doing(step, LOCATE):
            if asks:
                continue
            step = replace(step, action=m.Action.FETCH)
        step = trailed(step, out[-1] if out else None)  # "follow me, at least 2 behind"
        step = _drop_ways_in(step, out)
        if (_doing(step, *_KEEPS_CLEAR) and out and _doing(out[-1], m.KEEP_AWAY)
                and (len(out) < 2 or _kept_away(out[-2], out[-1]) is None)):
            # "avoid the bats and get the sword": keeping away never ends, and fetching,
            # bringing and coming back keep clear of every monster anyway (skills.lua); not
            # where it is part of a duty before it ("follow me but avoid the bats and ...").
            out.pop()
        if out and step == out[-1] and not isinstance(step, (m.Act, m.Say, m.Repeat)):
            continue  # "how are you, health-wise?" asks once
        if (isinstance(step, m.Unknown) or _doing(step, m.COME_BACK)) and _BACK_ALONE.match(
                step.words) and out and isinstance(out[-1], m.Act):
            if out[-1].action == m.PATROL:
                continue  # "patrol from the bow to the corner and back": that is a patrol
            step = m.Act(m.COME_BACK, words=step.words)  # "go to the bow and back"
        if _there_after_going(step, out) or _kept_on(step, out) or _stopped_after(step, out):
            continue  # "go to the bow and wait on that spot": where it went
        if (again := _again(step)) and out and not isinstance(out[-1], m.Unknown):
            # "Get an arrow. Do that twice.": the step before, that many times in all; "go to
            # the bow and come back to me, and do that twice": the way there and back
            there = len(out) > 1 and _doing(out[-1], m.COME_BACK) and _doing(
                out[-2], m.GO_TO, m.FETCH, m.ATTACK)
            before = out.pop(-2) if there else None
            last = out[-1]
            body = last.body if isinstance(last, m.Repeat) and last.times else (last,)
            body = body if before is None else (before, *body)
            out[-1] = m.Repeat(body, times=again, words=f"{_words(last)} {step.words}")
            continue
        if isinstance(step, m.Unknown) and out and _doing(out[-1], m.COME_BACK) and (
                _TO_IT.match(step.words)):  # "kill the bat, then come back to it": asked back
            out[-1] = m.Unknown(out[-1].words, m.Reason.AMBIGUOUS, _WHICH_BACK)
            continue
        if out and (counted := _counted_so_far(step, out[-1])) is not None:
            step = counted  # "Has anyone killed a bat yet? How many so far?": the bats killed
        out.append(step)
    # the order's own steps: "... then go back to where you started" after a move (offsets)
    return _after_endless(out if nested else list(offsets.moved_first(out)))


def _past_wishes(steps: list[m.Step]) -> list[m.Step]:
    """The steps without the player's wishes ("I want the bow"), said beside other steps; going
    to find the item wished for right after is fetching it ("I want two arrows. Go find them.":
    a want of an item is to have it, not to stand by it)."""
    out: list[m.Step] = []
    wished: m.Thing | None = None
    for at, step in enumerate(steps):
        if isinstance(step, m.Act) and _WISH.match(step.words) and not asked_beside(
                step, steps[:at] + steps[at + 1:]):  # "Get the bow. I need the sword.": its own
            wished = step.thing if step.action in (m.BRING, m.FETCH) else None
            continue
        gone_to = step.place.thing if _doing(step, m.GO_TO) and step.place else None
        found = gone_to is not None and _FOUND.match(strip_filler(step.words)) is not None
        if out and _doing(out[-1], m.ATTACK) and out[-1].thing is not None and (
                gone_to is not None and out[-1].thing.kind == gone_to.kind):
            continue  # "I want the gorgon dead. Go find it.", "... Go to it.": the fight goes there
        if wished is not None and found and gone_to is not None and gone_to.kind == wished.kind:
            step = m.Act(m.FETCH, thing=gone_to, words=step.words)
        wished = None
        out.append(step)
    return out


def _counted_so_far(step: m.Step, before: m.Step) -> m.Ask | None:
    """ "How many so far?" after a question of monsters defeated: how many, as that question
    counted them; None for other steps."""
    if not (isinstance(step, m.Unknown) and step.reason == m.Reason.AMBIGUOUS and isinstance(
            before, m.Ask) and _HOW_MANY_ALONE.match(strip_filler(step.words))):
        return None
    counted = before.value if before.asks == m.VALUE else getattr(before.check, "left", None)
    return m.Ask(m.VALUE, value=counted, words=step.words) if isinstance(
        counted, m.Defeated) else None


_HOW_MANY_ALONE = lazy(r"^how many(?: (?:so far|now|yet|by now|until now|then))?\W*$", re.I)


def _armed_by_the_fight(steps: list[m.Step]) -> list[m.Step]:
    """ "grab a weapon and kill the gorgon", "arm yourself, then shoot the bats": the fight
    fetches what defeats its monster, so the weapon chosen by distance before it (the bow, for
    a gorgon, when it lay nearer) is left to the fight."""
    return [s for s, fight in zip(steps, [*steps[1:], None], strict=False)
            if not (_a_weapon_chosen(s) and _doing(fight, m.ATTACK) and fight.thing is not None
                    and lx.is_monster(fight.thing.kind))]


def _a_weapon_chosen(step: m.Step) -> bool:
    """A weapon, either, chosen by distance ("the nearest weapon" is asked for as such); a choice
    on anything else ("if there are bats, get the bow, otherwise get the sword") is the
    player's own and stays."""
    return isinstance(step, m.Choice) and _by_distance(step.cond) and not _PICKED.search(
        step.words) and all(
        len(branch) == 1 and _doing(branch[0], m.FETCH) and branch[0].thing is not None
        and branch[0].thing.kind in lx.WEAPONS for branch in (step.then, step.otherwise))


def _by_distance(cond: m.Cond) -> bool:
    """Which of two things lies nearer the companion."""
    return isinstance(cond, m.Compare) and all(
        isinstance(side, m.DistanceTo) for side in (cond.left, cond.right))


def _after_endless(steps: list[m.Step]) -> list[m.Step]:
    """A duty that goes on until another order ("follow me", "guard this spot") lets no step
    after it run. A question or a sentence after it is answered first ("follow me and tell me
    how many bats are left"); staying after it is the duty's own staying ("get between me and
    the gorgon and stay there"), and so is going again to where it stays ("Go stand by the
    sword. Wait next to it."); anything else after it is not done as if it were the order, but
    refused in words with the order that would do it ("follow me and get the sword")."""
    at = next((i for i, s in enumerate(steps[:-1]) if _endless(s)), None)
    if at is None or any(isinstance(s, m.Unknown) for s in steps):
        return steps
    before, duty, after = steps[:at], steps[at], steps[at + 1:]
    if _doing(duty, m.STAY) and _MOMENT.match(strip_filler(duty.words).strip(" .!")):
        # "hold on, then get the bow": waiting a moment, not for good
        return [*before, m.Repeat((), turns=lx.BRIEF_TURNS, words=duty.words),
                *_after_endless(after)]
    if _doing(duty, m.STAY) and _STOPPED.match(strip_filler(duty.words).strip(" .!,")):
        return [*before, *_after_endless(after)]  # "abort and come back to me": the step after
    if _beside_me(duty) and all(_doing(s, m.BRING, m.HAND_OVER) for s in after):
        # "pick up the bow, stand next to me, give it to me": the way to the handing over
        return [*before, *after]
    watch = after[0]
    if (kept := _kept_away(duty, watch)) is not None:
        # "follow me but keep away from the gorgon": one duty with the keeping away in it
        return _after_endless([*before, kept, *after[1:]])
    if (far := _how_far_away(duty, watch)) is not None:
        # "keep away from the gorgon, stay at least 5 tiles from it": how far, the one duty
        return _after_endless([*before, far, *after[1:]])
    if isinstance(watch, m.Watch) and not watch.during:
        # "follow me. Whenever a bat comes close, kill it": the duty is what goes on meanwhile
        return _after_endless([*before, replace(watch, during=(duty,)), *after[1:]])
    told = [s for s in after if isinstance(s, (m.Ask, m.Say))]
    # "Go stand by the sword. Wait next to it.": going again where the duty already is
    there = before[-1].place if before and _doing(before[-1], m.GO_TO) else None
    rest = [s for s in after if not isinstance(s, (m.Ask, m.Say))
            and not (_doing(s, m.STAY) and s.place is None)
            and not (there is not None and _doing(s, m.GO_TO) and s.place == there)]
    if not rest:
        return [*before, *told, duty]
    ws = [_words(s) for s in (duty, *after)]  # less a step read within the one before's words
    other = next((s for s in rest if _endless(s)), None)
    # said back as English: two duties at once ("guard the sword and guard the bow"), or one
    # after a duty that never ends ("stay here, then get the bow"; it was "stay here get the bow")
    said = (" and " if other else ", then ").join(
        w.rstrip(" .!;,") for i, w in enumerate(ws) if not (i and w in ws[i - 1]))
    if other is not None:
        why = f"I can {_duty(duty)} or {_duty(other)} {lx.ENDLESS_FIRST_WHY}, not both at once"
    else:
        why = (f"I would {_duty(duty)} {lx.ENDLESS_FIRST_WHY} and never "
               f"{words.steps(tuple(rest))}; I can "
               f"{words.steps((*before, *told, *rest))}, then {_duty(duty)}")
    return [*before, m.Unknown(said, m.Reason.CANNOT, why)]


def _how_far_away(first: m.Step, second: m.Step) -> m.Step | None:
    """ "keep away from the gorgon, you stay at least 5 tiles off it": keeping away from a kind
    and keeping at least so far from it, said together, are the one distance kept (as "keep
    away from the gorgon, at least 5 tiles" is); None for any other two."""
    for away, far in ((first, second), (second, first)):
        if (_doing(away, m.KEEP_AWAY) and _doing(far, m.KEEP_DISTANCE) and far.least
                and far.most in (0, far.least) and away.thing is not None
                and far.thing is not None and away.thing.kind == far.thing.kind):
            return replace(far, most=0)  # "..., keep 5 tiles off it": at least that far
    return None


def _kept_away(first: m.Step, second: m.Step) -> m.Watch | None:
    """ "follow me but keep away from the gorgon", "keep away from the bats and stay here": the
    duty, and whenever such a monster is within keep_away's reach, keeping away from it instead
    (not two duties at once, refused, though the order asks for one)."""
    for duty, away in ((first, second), (second, first)):
        if _doing(duty, *_KEEPS_AWAY_WITHIN) and _doing(away, m.KEEP_AWAY):
            kind = away.thing.kind if away.thing is not None else m.ANY_MONSTER
            return m.Watch(m.Near(m.Thing(kind), KEEP_AWAY_TILES), then=(away,),
                           during=(duty,), every_time=True,
                           words=f"{_words(first)} {_words(second)}")
    return None


# Following with only the least distance said ("follow me, but stay at least 2 tiles behind
# me", "follow me and keep at least 3 tiles from me", "stay at least 2 tiles behind me"): still a
# following, so the distance kept has a most as well as a least (``TRAIL_SPAN`` tiles more), as
# "follow me at a distance" (3 to 6) and "keep 2 to 4 tiles from me" have; with no most the
# companion only kept away and fell behind as the player walked on.
# "at least 2 tiles behind me", while following: 2 to 4 tiles (a few, as "a few tiles back").
TRAIL_SPAN = 2
# A distance kept behind the player is a following, said with or without "follow".
_BEHIND = frozenset(("behind",))


# Standing by the player said as a place ("stand next to me", "come be by my side"), not as
# following ("follow me", "stick close to me").
_BESIDE_ME = lazy(rf"^(?:(?:and|then)\s+)*(?:\w+\s+(?:and\s+)?)?{lx.alt(lp.AT_MY_SIDE_TO)}\s+"
                  r"(?:right\s+)?(?:next to|beside|by|at|near) (?:me|my side)\b", re.I)


def _beside_me(duty: m.Step) -> bool:
    """Whether the duty is standing by the player said as a place to be ("stand next to me")."""
    return _doing(duty, m.FOLLOW) and _BESIDE_ME.match(strip_filler(duty.words)) is not None


def trailed(step: m.Step, before: m.Step | None) -> m.Step:
    """A distance kept from the player with only its least said, as a following (``before`` is
    a following, or the words keep it "behind"): its most ``TRAIL_SPAN`` tiles beyond the
    least; any other step as it is."""
    if not (isinstance(step, m.Act) and step.action == m.KEEP_DISTANCE and step.least
            and not step.most and step.thing is not None and step.thing.kind == m.PLAYER):
        return step
    follows = isinstance(before, m.Act) and before.action == m.FOLLOW
    if not follows and _BEHIND.isdisjoint(step.words.lower().split()):
        return step
    return replace(step, most=step.least + TRAIL_SPAN)


def _endless(step: m.Step) -> bool:
    """A duty, or a duty with something done whenever a condition holds ("follow me; whenever a
    bat comes close, kill it"): neither ends before another order."""
    if isinstance(step, m.Watch):
        return step.every_time and any(_endless(s) for s in step.during)
    return _doing(step, *m.ENDLESS)


def _duty(step: m.Step) -> str:
    """A duty in the companion's words: "follow you", "follow you, keeping away from the
    gorgon", "follow you, and attack the bat whenever a bat is within 3 tiles of me"."""
    if isinstance(step, m.Watch) and len(step.during) == 1:
        then = step.then[0] if len(step.then) == 1 else None
        if _doing(then, m.KEEP_AWAY):
            away = words.thing(then.thing) if then.thing is not None else "monsters"
            return f"{_duty(step.during[0])}, keeping away from {away}"
        return (f"{_duty(step.during[0])}, and {words.steps(step.then)} whenever "
                f"{words.cond(step.cond)}")
    if _doing(step, m.FOLLOW):
        return "follow you"
    if _doing(step, m.KEEP_AWAY) and step.thing is not None:
        return f"keep away from {words.thing(step.thing)}"
    return words.step(step)


def _same_errand(step: m.Step, out: list[m.Step]) -> bool:
    """Whether ``step`` is one errand with the one before it, which takes it in: keeping away
    from two kinds is keeping away from every monster, the same endless errand twice is once,
    and staying and guarding is guarding; staying, then staying until something happens, is
    the staying until it happens ("stay here and wait until I come back")."""
    before = out[-1] if out else None
    if _doing(before, m.STAY) and isinstance(step, m.Watch) and _stays(step):
        out[-1] = step
        return True
    if _doing(before, m.HAND_OVER) and isinstance(step, m.Unknown) and _GIVEN_IT.match(
            step.words):
        return True  # "empty your pockets and give it to me": "it" is what is handed over
    if isinstance(before, m.Ask) and isinstance(step, m.Unknown) and _TOLD_IT.match(step.words):
        return True  # "check your health and tell me the number": the answer is said
    if not (isinstance(before, m.Act) and isinstance(step, m.Act)):
        return False
    if step == before and step.action not in _ADDS_UP and _said_again(step.words, before.words):
        return True  # "get the bow get the bow GET THE BOW": for emphasis, once
    if step == before and step.action == m.ATTACK and _IT_AGAIN.search(step.words):
        return True  # "I want the gorgon dead. Go over to it and kill it": the one fight
    if (one := one_duty(before, step)) is not None:
        out[-1] = one  # "guard the bow. Stay within two tiles of it.": the guard's reach
        return True
    if step.action == before.action == m.KEEP_AWAY:
        if step.thing != before.thing:
            out[-1] = replace(before, thing=m.Thing(m.ANY_MONSTER))
        return True
    if step.action == before.action and step.action in (*m.ENDLESS, m.EXPLORE,
                                                        m.COME_BACK, m.FLEE) and (
            (step.thing, step.place, step.other) == (before.thing, before.place, before.other)):
        if not before.steps:
            out[-1] = step  # "look around and explore 20 tiles": the tiles said
        return True  # not "guard the sword and the bow": two posts are two duties
    if {step.action, before.action} == {m.STAY, m.GUARD}:
        # "stay here and guard this spot": the guarding is the staying
        out[-1] = step if step.action == m.GUARD else before
        return True
    return False


def _said_again(words: str, before: str) -> bool:
    """Whether a step's words are the step before's again, word for word, of one thing ("kill a
    bat, kill a bat" may be two)."""
    said = _WORD.findall(words.lower())
    return said == _WORD.findall(before.lower()) and not _ONE_MORE & set(said)


def _stays(watch: m.Watch) -> bool:
    """Whether the watch stays while it waits."""
    return len(watch.during) == 1 and _doing(watch.during[0], m.STAY)


def _drop_ways_in(step: m.Step, out: list[m.Step]) -> m.Step:
    """Drops the steps just before ``step`` that are the way into it; the step, acting on the one
    gone to where it names that thing by its kind alone ("go to the farthest bat, then kill the
    bat": the farthest bat, never the nearest one)."""
    if not isinstance(step, m.Act):
        return step
    step = _on_the_one_gone_to(step, out[-1] if out else None)
    for actions, before, way_in in _WAYS_IN:
        if step.action in actions and out and _doing(out[-1], before) and way_in(step, out[-1]):
            out.pop()
    return step


def _on_the_one_gone_to(step: m.Act, before: m.Step | None) -> m.Act:
    """The step on the thing gone to just before, where it is a fight or an errand that names
    the thing by its kind alone and the going picks one of that kind by more than its kind."""
    if not _doing(before, m.GO_TO) or before.place is None or (there := before.place.thing) is None:
        return step
    if step.action in (m.ATTACK, m.FETCH, m.BRING) and step.thing == m.Thing(there.kind) and (
            there.quantity == 1 and there != m.Thing(there.kind)):
        return replace(step, thing=there)
    return step


def _again(step: m.Step) -> int:
    """How many times in all "do that twice", "do it again", "repeat that" asks for the step
    before it; 0 for any other step."""
    if isinstance(step, m.Unknown):
        return 2 if _DO_THAT.match(step.words) and not step.logic else 0
    if isinstance(step, m.Repeat) and step.times and len(step.body) == 1 and isinstance(
            step.body[0], m.Unknown) and (found := _DO_THAT.match(step.body[0].words)):
        return step.times + (1 if found.group("again") else 0)
    return 0


def _words(step: m.Step) -> str:
    return step.words or words.step(step)


def _nested_merged(step: m.Step) -> m.Step:
    if type(step) not in HELD:
        return step
    held: dict[str, Any] = {k: tuple(merged(list(getattr(step, k)), nested=True))
                            for k in HELD[type(step)]}
    return replace(step, **held)


def restored(step: m.Step, quoted: list[str], back: Callable[[str], str] | None = None) -> m.Step:
    """``step`` with the quoted words (``quoted``) put back for their marks, and the words said
    back of what it could not read as the player typed them (``back``: ``voices.said_back``)."""
    if not quoted and isinstance(step, (m.Act, m.Ask, m.Say)):
        return step  # no marks to put back
    if isinstance(step, m.Say):
        return replace(step, text=restore(step.text, quoted), words=restore(step.words, quoted))
    if isinstance(step, m.Unknown):
        # the words said back as the player typed them, quotes and all
        words = restore(step.words, quoted, typed=True)
        detail = restore(step.detail, quoted, typed=True)
        if back is not None:  # the words a voice said for the player's, as the player's
            words, detail = back(words), quoted_back(detail, back)
        # What is asked outside the game is refused as such; the words to say are not read.
        if lx.OUTSIDE_WORLD.search(step.words) is not None:
            return replace(step, words=words, reason=m.Reason.OUTSIDE, detail="")
        return replace(step, words=words, detail=detail)
    held: dict[str, Any] = {k: tuple(restored(s, quoted, back) for s in getattr(step, k))
                            for k in HELD.get(type(step), ())}
    return replace(step, words=restore(step.words, quoted), **held)


def by_their_things(steps: list[m.Step]) -> list[m.Step]:
    """Steps said by their things alone among other steps: "first the sword, then the gorgon,
    then back to me" is the fight with the gorgon, the monster named being what the companion
    does a thing to; an item named alone before a fight is taken for it ("first the bow, then
    an arrow, then go shoot a bat": fetched, not handed to the player, who cannot shoot with
    it). An item alone with no fight after it stays wanted by the player ("the bow and then
    an arrow")."""
    if not any(isinstance(s, m.Act) for s in steps):
        return steps
    out: list[m.Step] = []
    for step in steps:
        if isinstance(step, m.Unknown) and step.reason == m.Reason.NOT_UNDERSTOOD and (
                (kind := _named_alone(step)) is not None and lx.is_monster(kind)):
            # "head to the middle, then the gorgon": the going said once, as "go to the bow,
            # then the gorgon"; alone or after another errand, the fight
            step = m.Act(m.GO_TO, place=m.Place(thing=m.Thing(kind)), words=step.words) if (
                out and _doing(out[-1], m.GO_TO)) else m.Act(m.ATTACK, m.Thing(kind),
                                                            words=step.words)
        elif isinstance(step, m.Unknown) and step.reason == m.Reason.NOT_UNDERSTOOD and (
                (picked := _picked_alone(step.words)) is not None):
            took = out[-1] if out and _doing(out[-1], m.FETCH, m.BRING) else None
            step = m.Act(took.action if took else m.BRING, picked, words=step.words)
        out.append(step)
    for i, step in enumerate(out):
        if _doing(step, m.BRING) and (_named_alone(step) or _picked_alone(step.words)) and any(
                _doing(s, m.ATTACK, m.HAND_OVER) or _brought_again(s, step) for s in out[i + 1:]):
            out[i] = replace(step, action=m.Action.FETCH)  # "..., then hand both over"
    return out


# "... on that spot", "... at that ledge": the place said again by a word of its own.
_THAT_SPOT = lazy(r"^(?:on|at|in|by)\s+(?:that|the\s+same|that\s+same)\s+(?P<word>[a-z]+)$", re.I)


def _there_after_going(step: m.Step, out: list[m.Step]) -> bool:
    """Whether ``step`` is "on that spot" said of a stay after a going ("go to row 16, column 2
    and wait for me on that spot"): the place gone to, said again (alone, "stand on that tile"
    names no place and is said back)."""
    return isinstance(step, m.Unknown) and step.reason == m.Reason.NOT_UNDERSTOOD and len(
        out) > 1 and _doing(out[-1], m.STAY) and _doing(out[-2], m.GO_TO) and (
        said := _THAT_SPOT.match(step.words.strip(" ,.!"))) is not None and lx.kind_of(
        said["word"]) is None


def _stopped_after(step: m.Step, out: list[m.Step]) -> bool:
    """Whether ``step`` is a bare "stop" after a step that ends ("6 tiles east, exactly. Then
    stop."): the end of the steps, no stay ("then stop there" stays)."""
    return _doing(step, m.STAY) and step.words.strip(" ,.!").lower() in lstay.STOP_AT_END and bool(
        out) and isinstance(last := out[-1], m.Act) and (last.action in _ENDING or (
            last.action == m.EXPLORE and last.steps > 0))


_ENDING = (m.WALK, m.GO_TO, m.FETCH, m.BRING, m.ATTACK, m.SQUARE, m.FLEE, m.COME_BACK)


# The duties that move on their own until the next order, and those that last so.
_MOVING_DUTIES = (m.PATROL, m.FOLLOW, m.GUARD, m.EXPLORE, m.PROTECT, m.Action.KEEP_DISTANCE,
                  m.KEEP_AWAY)
_LASTING_DUTIES = (*_MOVING_DUTIES, m.STAY)


def _kept_on(step: m.Step, out: list[m.Step]) -> bool:
    """Whether ``step`` asks a moving duty just before it to go on ("..., keep going"), or a
    lasting one to be kept doing ("follow me. and keep doing it", not again), which it does
    anyway; after a walk or a stay it is said back."""
    if _KEEP_DOING.match(_words(step)) and out and _doing(out[-1], *_LASTING_DUTIES):
        return True
    return isinstance(step, m.Unknown) and bool(out) and _doing(out[-1], *_MOVING_DUTIES) and (
        step.words.strip(" ,.!").lower() in lcl.KEPT_ON)


def _brought_again(later: m.Step, step: m.Act) -> bool:
    """Whether a later step brings the player what ``step`` brings ("first the bow, then ...,
    then hand both over"): the first is the taking of it."""
    return _doing(later, m.BRING) and later.thing is not None and step.thing is not None and (
        later.thing.kind == step.thing.kind)


def _picked_alone(words: str) -> m.Thing | None:
    """One item picked by where it lies, named alone ("..., then the arrow on the west side",
    "grab the bow and the arrow nearest to you": taken as the errand before it takes its
    thing, wanted by the player after no errand): the thing; None for anything else (an item
    named with no pick is read where it is said)."""
    alone = words.strip(" ,.!")
    if _NAMED_ALONE.match(alone) or not any(lx.kind_of(w) for w in alone.lower().split()):
        return None  # "the bow" read where it is said; "the nearer one" is no item named
    t = Tokens(tokenize(alone.lower()))
    said = take_thing(t, anchors=True)
    if said is None or not t.done or said.thing.is_party or not lx.is_item(said.thing.kind):
        return None
    return said.thing if said.thing.quantity == 1 else None


def _named_alone(step: m.Step) -> str | None:
    alone = _NAMED_ALONE.match(getattr(step, "words", "").strip(" ,.!"))
    return None if alone is None else lx.kind_of(alone.group("what"))
