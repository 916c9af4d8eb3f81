"""One duty said twice, in two steps: "guard the bow. Stay within two tiles of it." is the guard
with its reach, "shield me from the gorgon; stand between the beast and me" the standing between
the monster named (merged by ``tidy``); how long a duty lasts, said before it ("while I walk over
to the bow, keep 4 to 6 tiles from me": the duty alone)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from agent.reading import lexicon as lx, lexicon_duties as ldu, lexicon_parts as lp, meaning as m
from agent.reading.bare_distance import bare_and_kept
from agent.reading.duties import MAX_DISTANCE, WATCHING
from agent.reading.patterns import lazy
from agent.reading.text import strip_filler

# "patrol between here and the bow. Keep watch.": what a patrol does anyway, said beside it.
_WATCH_ALONE = lazy(rf"^\s*(?:and\s+)?(?:{lx.alt(WATCHING)})(?:\s+(?:too|as well|while"
                    r" you (?:go|walk|are at it)))?\s*[.!]*$", re.I)


_EVERY = lazy(r"\b(?:every|all|any|each)\b", re.I)
_BETWEEN = lazy(r"\b(?:between|betwixt)\b", re.I)
_PLAYER_POST = m.Place(thing=m.Thing(m.PLAYER))


def one_duty(before: m.Act, step: m.Act) -> m.Act | m.Unknown | None:
    """The one duty two said one after the other are, or None: "guard the bow. Stay within two
    tiles of it." (the guard's reach), "patrol between here and the bow. Walk back and forth."
    (the patrol with its posts), "shield me from the gorgon; stand between the beast and me"
    (the monster named), "go back and forth between the bow and here, keep watch"; two distances
    from one thing that cannot both hold said back."""
    if (kept := bare_and_kept(before, step)) is not None:
        return kept  # "keep your distance, give me some space": from the player (bare_distance)
    for a, b in ((before, step), (step, before)):
        if a.action == m.GUARD and b.action == m.KEEP_DISTANCE and not b.least and b.most and (
                a.place is not None and a.place.thing == b.thing and a.most in (0, b.most)):
            return replace(a, most=b.most, words=f"{before.words} {step.words}")
        if a.action == b.action == m.PATROL and a.place is not None and b.place is None:
            return a
        if a.action == m.KEEP_DISTANCE and a.most and a.thing == m.Thing(m.PLAYER) and (
                b.action == m.FOLLOW):
            return a  # "stay within two tiles of me, and don't lose me": the following
        if a.action == b.action == m.PROTECT and a.thing is not None and b.thing is not None and (
                b.thing.kind in (m.ANY_MONSTER, a.thing.kind) and not b.thing.pick) and not (
                _EVERY.search(b.words)):
            return a  # "the beast", not "every monster"; "the nearest bat ..., block it"
        if a.action == b.action == m.GUARD and a.place == b.place and a.most and not b.most:
            return a  # "guard the bow. Guard it within 3 tiles.": the reach
        if a.action == m.PROTECT and b.action == m.GUARD and b.place == _PLAYER_POST and (
                _BETWEEN.search(b.words) or not b.most):
            # "shield me from the gorgon. Keep between us.", "stand between me and the gorgon,
            # be my bodyguard": the guard of the player said again, the monster named
            return a
    if before.action == step.action == m.KEEP_DISTANCE and before.thing == step.thing:
        # "not right on top of me, but not too far. Around 3 to 5 tiles": both bounds hold
        least = max(before.least, step.least)
        most = min(n for n in (before.most, step.most, MAX_DISTANCE + 1) if n)
        words = f"{before.words} {step.words}"
        return replace(before, least=least, most=most if most <= MAX_DISTANCE else 0,
                       words=words) if least <= most else m.Unknown(
            words, m.Reason.CANNOT, f"I can't keep at least {least} and at most {most} tiles away")
    if before.action == m.GUARD and step.action == m.GO_TO and before.place == step.place:
        return before  # "guard the bow. Stay close to it.": at its post, as a guard is
    for guard, near in ((before, step), (step, before)):
        if guard.action == m.GUARD and guard.place == _PLAYER_POST and near.action == m.FOLLOW:
            return guard  # "guard me. Stay close to me.": by the player, as a guard of them is
    for patrol, watch in ((before, step), (step, before)):
        if patrol.action == m.PATROL and watch.action == m.GUARD and _WATCH_ALONE.match(
                strip_filler(watch.words)):
            return patrol
    return None


# "while I walk over to the bow, keep between 4 and 6 tiles from me": how long a duty lasts, said
# before it (a duty lasts until the next order, whatever the player does meanwhile).
_MEANWHILE = lazy(rf"^(?:i|we)\s+(?:am\s+|are\s+)?(?:{lx.alt((*lp.STRAY_FAR, *ldu.EXPLORE_VERBS))}"
                  r"|head|run|step|travel)"
                  r"(?:s|ing)?\b[^,;]*[,;]\s*(?P<duty>\S.*)$", re.I)


def meanwhile(lead: str, rest: str, read: Callable[[str], list[m.Step]]) -> list[m.Step] | None:
    """ "(while) I walk over to the bow, keep 4 to 6 tiles from me": the duty alone; None for
    anything else."""
    if lead.lower() not in ("while", "whilst", "as") or not (said := _MEANWHILE.match(rest)):
        return None
    steps = read(said.group("duty"))
    return steps if len(steps) == 1 and isinstance(steps[0], m.Act) and (
        steps[0].action in m.ENDLESS) else None


def kept_within(step: m.Step) -> m.Step:
    """ "Whenever I get more than 3 tiles from you, close the gap; otherwise stay still": keeping
    within 3 tiles of the player, which comes back as soon as the player is farther (not only
    once past them); else the step as it is."""
    if not (isinstance(step, m.Watch) and step.every_time and isinstance(step.cond, m.Compare)
            and step.cond.op in (">", ">=") and isinstance(step.cond.right, m.Number)
            and isinstance(far := step.cond.left, m.DistanceTo) and not far.walk):
        return step
    tiles = step.cond.right.value - (step.cond.op == ">=")
    between = {far.thing.kind, far.origin} == {m.COMPANION, m.PLAYER} and far.thing.quantity == 1
    back = len(step.then) == 1 and isinstance(step.then[0], m.Act) and (
        step.then[0].action == m.COME_BACK)
    still = bool(step.during) and all(isinstance(s, m.Act) and s.action == m.STAY
                                      and s.place is None for s in step.during)
    if not (between and back and still and tiles >= 1 and tiles == int(tiles)):
        return step
    return m.Act(m.KEEP_DISTANCE, thing=m.Thing(m.PLAYER), most=int(tiles), words=step.words)


# "back and forth", said after a patrol's posts: what a patrol does.
_TO_AND_FRO = lazy(r"^\s*(?:and\s+)?(?:(?:go|walk|move)\s+)?(?:back and forth|to and fro"
                   r"|forth and back|back and forward)(?:\s+(?:between them|again))?\s*[.!]?$",
                   re.I)


def patrolled(steps: list[m.Step]) -> list[m.Step]:
    """The steps without a "back and forth" said after a patrol ("patrol between the bow and the
    arrow, back and forth": the patrol), which was no step of its own."""
    return [s for i, s in enumerate(steps) if not (
        i and isinstance(s, m.Unknown) and _TO_AND_FRO.match(s.words) and isinstance(
            before := steps[i - 1], m.Act) and before.action == m.PATROL)]
