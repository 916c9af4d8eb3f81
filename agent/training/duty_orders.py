"""Orders for the companion's duties, drawn as a meaning and its words: guarding a thing, a
place or the player, standing between the player and a monster, keeping a distance,
patrolling, handing everything over (the skills of ``sandbox_worker/lua/companion.lua``);
alone or after an errand ("get the sword, then guard the bow").

Like ``agent.training.orders``, pure: the world is only read and randomness comes from the
``rng`` passed in. The generator keeps a draw only when the reader reads its words back into
the same meaning.
"""

from __future__ import annotations

import random

from agent.reading import meaning as m
from agent.training import vocabulary as v
from agent.training.orders import Draft, act_of, clause, drafted, dress, noun, random_step
from game.world import World

ITEMS = ("sword", "bow", "arrow")
KINDS = ("gorgon", "bat")


def _fill(phrase: str, rng: random.Random, **things: str) -> str:
    """``phrase`` with its {item} / {kind} / {kinds} / {x} / {y} / {n} holes filled."""
    words = {k: noun(rng, t) if t in v.NOUNS else t for k, t in things.items()}
    if "kind" in words:
        words["kinds"] = v.PLURAL.get(words["kind"], words["kind"])
    return phrase.format(**words)


def _corner(rng: random.Random) -> tuple[str, str]:
    name = rng.choice(list(v.CORNERS))
    return name, rng.choice(v.CORNERS[name])


def _guard(rng: random.Random) -> tuple[str, m.Act]:
    what = rng.choice(("item", "item", "item", "corner", "here", "player", "player"))
    if what == "item":
        item = rng.choice(ITEMS)
        place = m.Place(thing=m.Thing(item))
        words = _fill(rng.choice(v.GUARD_ITEM), rng, item=item)
        if rng.random() < 0.25:
            n = rng.randint(2, 5)
            words += rng.choice(v.GUARD_REACH).format(n=n)
            return words, m.Act(m.GUARD, place=place, most=n)
        return words, m.Act(m.GUARD, place=place)
    if what == "corner":
        name, said = _corner(rng)
        return (rng.choice(v.GUARD_CORNER).format(corner=said),
                m.Act(m.GUARD, place=m.Place(name=name)))
    if what == "here":
        return rng.choice(v.GUARD_HERE), m.Act(m.GUARD, place=m.Place(thing=m.Thing(m.COMPANION)))
    return rng.choice(v.GUARD_PLAYER), m.Act(m.GUARD, place=m.Place(thing=m.Thing(m.PLAYER)))


def _protect(rng: random.Random) -> tuple[str, m.Act]:
    if rng.random() < 0.1:
        return "shield me", m.Act(m.PROTECT)  # from whatever monster comes
    if rng.random() < 0.15:
        return rng.choice(v.PROTECT_ANY), m.Act(m.PROTECT, m.Thing(m.ANY_MONSTER))
    kind = rng.choice(KINDS)
    return _fill(rng.choice(v.PROTECT_FROM), rng, kind=kind), m.Act(m.PROTECT, m.Thing(kind))


def _distance(rng: random.Random) -> tuple[str, m.Act]:
    n = rng.randint(2, 6)
    shape = rng.choice(list(v.KEEP_DISTANCE))
    phrase = rng.choice(v.KEEP_DISTANCE[shape])
    least, most = {"least": (n, 0), "most": (0, n), "exactly": (n, n),
                   "never_within": (n + 1, 0)}[shape]
    if "{item}" in phrase:
        thing = rng.choice(ITEMS)
        return (_fill(phrase, rng, item=thing, n=str(n)),
                m.Act(m.KEEP_DISTANCE, m.Thing(thing), least=least, most=most))
    if "{kind}" in phrase:
        thing = rng.choice(KINDS)
        return (_fill(phrase, rng, kind=thing, n=str(n)),
                m.Act(m.KEEP_DISTANCE, m.Thing(thing), least=least, most=most))
    return (phrase.format(n=n),
            m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=least, most=most))


def _patrol(rng: random.Random) -> tuple[str, m.Act]:
    what = rng.choice(("items", "items", "corners", "room"))
    if what == "room":
        return rng.choice(v.PATROL_ROOM), m.Act(m.PATROL)
    phrase = rng.choice(v.PATROL_BETWEEN)
    if what == "items":
        x, y = rng.sample(ITEMS, 2)
        return (_fill(phrase, rng, x=x, y=y),
                m.Act(m.PATROL, place=m.Place(thing=m.Thing(x)), other=m.Place(thing=m.Thing(y))))
    (x, x_said), (y, y_said) = _corner(rng), _corner(rng)
    if x == y:
        return _patrol(rng)
    return (phrase.replace("{x}", "{x} corner").replace("{y}", "{y} corner").format(
                x=x_said, y=y_said),
            m.Act(m.PATROL, place=m.Place(name=x), other=m.Place(name=y)))


def _hand_over(rng: random.Random) -> tuple[str, m.Act]:
    return rng.choice(v.HAND_OVER), m.Act(m.HAND_OVER)


DUTIES = (_guard, _guard, _protect, _distance, _distance, _patrol, _hand_over)


def duty(rng: random.Random, world: World) -> Draft | None:
    """One duty, or an errand and then a duty."""
    words, act = rng.choice(DUTIES)(rng)
    if rng.random() < 0.7:
        return drafted(dress(rng, words, typo=0.0), [act], world, "duty", act.action)
    skill, arg = random_step(rng, last=False)
    first = clause(rng, skill, arg)
    order = rng.choice(v.THEN_DUTY).format(a=first, b=words)
    return drafted(dress(rng, order, typo=0.0), [act_of(skill, arg), act], world, "duty",
                   f"then_{act.action}")
