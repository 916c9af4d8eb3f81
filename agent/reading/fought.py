"""Whether steps may fight a monster: a monster gone to is next to it, and so into the fight,
with what defeats it in hand; gone to only without that (``unarmed``), it is not. What a promise
not to touch or fight a monster keeps to ("go to the gorgon, don't touch it": the reader's
``asides.kept_promises``, a restatement's ``house.kept_steps``)."""

from __future__ import annotations

from collections.abc import Sequence

from agent.reading import lexicon as lx, meaning as m
from game.world import WEAKNESS

# What a step may do and fight nothing: fetching, bringing, going and coming back walk round
# every monster's reach (skills.lua), standing still and keeping away seek none out, and
# following, keeping a distance, exploring, walking and patrolling take no way through a monster
# (companion.lua, skills.lua: none asks safe_ways for a fight). Going to a monster is next to it,
# and so into the fight, with what defeats it in hand (``unarmed``). Guarding and standing
# between fight what comes near.
FIGHTS_NOTHING = (m.FETCH, m.BRING, m.COME_BACK, m.GO_TO, m.STAY, m.KEEP_AWAY, m.FLEE,
                  m.HAND_OVER, m.Action.LOCATE, m.Action.KEEP_OFF, m.FOLLOW,
                  m.Action.KEEP_DISTANCE, m.EXPLORE, m.Action.WALK, m.Action.SQUARE,
                  m.Action.PATROL)


def unarmed(step: m.Step) -> m.Step:
    """Going to a monster, only without the weapon that defeats it: next to it, the companion
    would fight it ("go towards the gorgon but don't fight it": unless it has the sword)."""
    if (foe := foe_gone_to(step)) is None or foe not in WEAKNESS:
        return step
    return m.Choice(m.Not(m.Has(m.COMPANION, WEAKNESS[foe])), (step,),
                    words=getattr(step, "words", ""))


def unfought(steps: Sequence[m.Step], words: str = "") -> tuple[m.Step, ...] | None:
    """The steps kept from touching a monster ("go to the gorgon, don't touch it"): a monster
    gone to kept from the fight for the whole order (``unfought_foes``, first); None when a
    step may fight all the same (an attack, a duty that fights what comes near), which
    ``asides.kept_promises`` says back."""
    kept = {s.thing for s in steps if isinstance(s, m.Act) and s.action is m.Action.KEEP_OFF}
    foes = tuple(a for a in unfought_foes(steps, words) if a.thing not in kept)
    kinds = frozenset(a.thing.kind for a in steps if isinstance(a, m.Act) and a.action is (
        m.Action.KEEP_OFF) and a.thing and lx.is_monster(a.thing.kind))
    kinds |= {a.thing.kind for a in foes if a.thing}
    return None if any(fights(s, kinds) for s in steps) else (*foes, *steps)


def unfought_foes(steps: Sequence[m.Step], words: str) -> tuple[m.Act, ...]:
    """The monsters the steps go to, kept from a fight for the whole order ("Do not fight the
    gorgon, just go near it": ``keep_off gorgon``, first in the meaning): every walk keeps out
    of their reach, sword in hand or not, so the steps go as near as is harmless (before, a
    monster was gone to only without what defeats it, ``unarmed``, and armed the order did
    nothing). A kind no weapon defeats is none."""
    foes = dict.fromkeys(k for s in m.walk(tuple(steps)) if (k := foe_gone_to(s)) in WEAKNESS)
    return tuple(m.Act(m.Action.KEEP_OFF, m.Thing(k), words=words) for k in foes if k)


def others_fought(steps: Sequence[m.Step], kind: str | None, words: str) -> m.Act | None:
    """``KEEP_OFF`` of the monster ``kind`` where the steps fight monsters of another kind only
    ("Kill the gorgon, but leave the bats alone": no bat fought on the way, every walk keeping out
    of a bat's reach); None where no step fights, or one fights that kind or any monster."""
    if kind is None or not lx.is_monster(kind) or kind == m.ANY_MONSTER:
        return None
    attacked = [s.thing.kind if s.thing else m.ANY_MONSTER for s in m.walk(tuple(steps))
                if isinstance(s, m.Act) and s.action == m.ATTACK]
    if not attacked or kind in attacked or m.ANY_MONSTER in attacked:
        return None
    return m.Act(m.Action.KEEP_OFF, m.Thing(kind), words=words)


def foe_gone_to(step: m.Step) -> str | None:
    """The kind of monster ``step`` goes to, if it does."""
    thing = step.place.thing if isinstance(step, m.Act) and step.action == m.GO_TO and (
        step.place is not None) else None
    return thing.kind if thing is not None and lx.is_monster(thing.kind) else None


def gone_unarmed(step: m.Step) -> bool:
    """Whether ``step`` goes to a monster only without what defeats it (``unarmed``)."""
    return isinstance(step, m.Choice) and len(step.then) == 1 and not step.otherwise and (
        foe_gone_to(step.then[0]) is not None and unarmed(step.then[0]) == step)


def fights(step: m.Step, unfought: frozenset[str] = frozenset()) -> bool:
    """Whether ``step`` may fight: a fight, a duty that fights what comes near, a monster gone
    to with what defeats it in hand (not one of ``unfought``, the kinds kept from a fight)."""
    if gone_unarmed(step):
        return False
    return any(isinstance(s, m.Unknown) or isinstance(s, m.Act) and (
        s.action not in FIGHTS_NOTHING or foe_gone_to(s) not in (None, *unfought))
        for s in m.walk((step,)))
