"""Orders for the parts the meaning grew, drawn in wordings the reader reads back: a thing picked
from a side of the map ("the leftmost arrow", "which bat is furthest east?"), a tile counted from
a thing or one of us ("go to the tile 3 south of the bow", "go two tiles to my right"), the
player moving as a watched condition ("wait until I move, then get the bow") and an errand said
with "whenever" ("whenever I walk away, come back to me").

Each is drawn now and then in place of a draw of the generator's own (``instead``): the choice
and the new draw come from a generator seeded from the stream's next bits, the stream put back
as it was, so that every other pair a seed gives stays as it was.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from agent.reading import meaning as m
from agent.training import vocabulary as v
from agent.training.orders import Draft, act_of, clause, drafted, dress, noun, random_step
from game.world import World

# The share of each drawer's draws that one of these takes the place of.
SIDE_SHARE = 0.4  # of the picks by where a thing lies (logic_orders.superlative)
OFFSET_SHARE = 0.3  # of the places to go (orders.place)
MOVED_SHARE = 0.2  # of the conditions watched (logic_orders.watch)
WHENEVER_SHARE = 0.2  # of the conditions watched, of those not the player moving


def instead(
    rng: random.Random,
    name: str,
    share: float,
    drawer: Callable[[random.Random, World], Draft | None],
) -> Callable[[Draft | None, World], Draft | None]:
    """What replaces a draw: ``drawer``'s draw, ``share`` of the time, else the draw itself.
    Call it before the draw (it reads the stream's next bits and puts the stream back)."""
    state = rng.getstate()
    aside = random.Random(f"{name}-{rng.getrandbits(64)}")
    rng.setstate(state)
    chosen = aside.random() < share

    def replace(drawn: Draft | None, world: World) -> Draft | None:
        return drawer(aside, world) if chosen else drawn

    return replace


# -- a side of the map --------------------------------------------------------------------------

# Each side's words: before the kind ("the leftmost arrow"), and the compass way ("the bat
# furthest east", "which arrow is furthest west?").
_SIDE_ADJECTIVES = {
    "left side": ("leftmost", "westernmost"),
    "right side": ("rightmost", "easternmost"),
    "top side": ("topmost", "northernmost", "highest"),
    "bottom side": ("lowest", "southernmost", "bottommost"),
}
_SIDE_WAYS = {
    "left side": "west",
    "right side": "east",
    "top side": "north",
    "bottom side": "south",
}


def side_pick(rng: random.Random, world: World) -> Draft | None:
    side = rng.choice(list(_SIDE_ADJECTIVES))
    kind = rng.choice(("arrow", "arrow", "bat"))
    thing = m.Thing(kind, 1, m.NEAREST, side)
    adjective, way = rng.choice(_SIDE_ADJECTIVES[side]), _SIDE_WAYS[side]
    said = rng.choice(
        (
            f"the {adjective} {kind}",
            f"the {kind} furthest {way}",
            f"the {kind} closest to the {side}",
        )
    )
    shape = rng.choice(("errand", "errand", "go_to", "which", "where"))
    step: m.Step
    if shape == "which":
        order = rng.choice(
            (f"which {kind} is furthest {way}?", f"which {kind} is the {adjective}?")
        )
        step = m.Ask(m.WHICH, (thing,), pick=m.NEAREST)
    elif shape == "where":
        order, step = f"where is {said}?", m.Ask(m.WHERE, (thing,))
    elif shape == "go_to":
        order = f"{rng.choice(('go to', 'walk over to', 'head to'))} {said}"
        step = m.Act(m.GO_TO, place=m.Place(thing=thing))
    elif kind == "bat":
        order, step = f"{rng.choice(('kill', 'attack', 'shoot'))} {said}", m.Act(m.ATTACK, thing)
    else:
        verb, action = rng.choice(
            (("pick up", m.FETCH), ("grab", m.FETCH), ("get", m.FETCH), ("bring me", m.BRING))
        )
        order, step = f"{verb} {said}", m.Act(action, thing)
    return drafted(dress(rng, order, typo=0.0), [step], world, "logic", f"side_{shape}")


# -- a tile counted from a thing or one of us ---------------------------------------------------

_OFFSET_WAYS = {"north": (-1, 0), "south": (1, 0), "west": (0, -1), "east": (0, 1)}
_ABOVE_BELOW = {"above": (-1, 0), "below": (1, 0)}


def offset_place(rng: random.Random, world: World) -> Draft | None:
    n = rng.randint(1, 4)
    count = rng.choice(v.COUNT_WORDS[n])
    tiles = "tile" if n == 1 else "tiles"
    shape = rng.choice(("thing", "thing", "mine", "me", "below", "started"))
    stays = False
    if shape == "started":  # the companion's tile when the order was given, after a step away
        go = rng.choice(("explore", "go get the bow", "fetch the sword"))
        order = f"{go}, then {rng.choice(('go back', 'come back', 'return'))} to where you started"
        first = (
            m.Act(m.EXPLORE)
            if go == "explore"
            else m.Act(m.FETCH, m.Thing("bow" if "bow" in go else "sword"))
        )
        steps: list[m.Step] = [
            first,
            m.Act(m.GO_TO, place=m.Place(offset=m.Offset(m.Thing(m.COMPANION), given=True))),
        ]
        return drafted(dress(rng, order, typo=0.0), steps, world, "errand", "offset_started")
    if shape == "mine":  # "two tiles to my right"
        side = rng.choice(("left", "right"))
        offset = m.Offset(m.Thing(m.PLAYER), 0, n if side == "right" else -n)
        order = f"{rng.choice(('go', 'move', 'stand'))} {count} {tiles} to my {side}"
        stays = order.startswith("stand")
    else:
        kind = m.PLAYER if shape == "me" else rng.choice(("sword", "bow", "arrow", "gorgon"))
        what = "me" if kind == m.PLAYER else f"the {noun(rng, kind)}"
        if shape == "below":
            word = rng.choice(list(_ABOVE_BELOW))
            rows, cols = _ABOVE_BELOW[word]
            order = f"go to the spot {count} {tiles} {word} {what}"
        else:
            word = rng.choice(list(_OFFSET_WAYS))
            rows, cols = _OFFSET_WAYS[word]
            verb = rng.choice(("go to", "walk to", "stand on"))
            order = rng.choice(
                (
                    f"{verb} the tile {count} {word} of {what}",
                    f"{verb.split()[0]} {count} {tiles} {word} of {what}",
                )
            )
            stays = verb == "stand on"
        offset = m.Offset(m.Thing(kind), rows * n, cols * n)
    steps = [m.Act(m.GO_TO, place=m.Place(offset=offset))]
    if stays:
        steps.append(m.Act(m.STAY))
    return drafted(dress(rng, order, typo=0.0), steps, world, "errand", f"offset_{shape}")


# -- the player moving, watched -------------------------------------------------------------------

_MOVES = ("I move", "I take a step", "I start walking", "I budge")
_DUTIES = (
    ("stay here", m.Act(m.STAY)),
    ("stay put", m.Act(m.STAY)),
    ("explore", m.Act(m.EXPLORE)),
    ("guard the bow", m.Act(m.GUARD, place=m.Place(thing=m.Thing("bow")))),
)


def moved_watch(rng: random.Random, world: World) -> Draft | None:
    skill, arg = random_step(rng, last=True)
    then, act = clause(rng, skill, arg), act_of(skill, arg)
    moves = rng.choice(_MOVES)
    shape = rng.choice(("wait_then", "as_soon_as", "once", "until"))
    if shape == "wait_then":
        order = f"wait until {moves}, then {then}"
        step = m.Watch(m.Moved(), then=(act,), during=(m.Act(m.STAY),))
    elif shape == "as_soon_as":
        order = rng.choice((f"as soon as {moves}, {then}", f"the moment {moves}, {then}"))
        step = m.Watch(m.Moved(), then=(act,))
    elif shape == "once":
        order = rng.choice((f"once {moves}, {then}", f"when {moves}, {then}"))
        step = m.Watch(m.Moved(), then=(act,))
    else:
        said, duty = rng.choice(_DUTIES)
        order, step = f"{said} until {moves}", m.Watch(m.Moved(), during=(duty,))
    return drafted(dress(rng, order, typo=0.0), [step], world, "logic", f"moved_{shape}")


# -- an errand said "whenever" ------------------------------------------------------------------

_AWAY = (
    ("I walk away", 3),
    ("I wander off", 3),
    ("I get more than {n} tiles away", 0),
    ("I'm more than {n} tiles away", 0),
)
_COMES = (("comes near", 3), ("gets close", 3), ("comes within {n} tiles", 0))


def whenever_errand(rng: random.Random, world: World) -> Draft | None:
    lead = rng.choice(("whenever", "whenever", "every time", "each time"))
    if rng.random() < 0.5:  # one of us gone off, and back
        said, n = rng.choice(_AWAY)
        n = n or rng.randint(3, 6)
        cond: m.Cond = m.Compare(">", m.DistanceTo(m.Thing(m.COMPANION), m.PLAYER), m.Number(n))
        back = rng.choice(("come back to me", "run back to me", "come back"))
        order = f"{lead} {said.format(n=n)}, {back}"
        return drafted(
            dress(rng, order, typo=0.0),
            [m.Watch(cond, then=(m.Act(m.COME_BACK),), every_time=True)],
            world,
            "logic",
            "whenever_away",
        )
    kind = rng.choice(("bat", "bat", "gorgon"))
    said, n = rng.choice(_COMES)
    n = n or rng.randint(2, 5)
    cond = m.Near(m.Thing(kind), n)
    react, act = rng.choice(
        (
            ("run away", m.Act(m.FLEE)),
            ("come back to me", m.Act(m.COME_BACK)),
            ("kill it", m.Act(m.ATTACK, m.Thing(kind))),
            ("get the sword", m.Act(m.FETCH, m.Thing("sword"))),
        )
    )
    happens = f"{'an' if kind[0] in 'aeiou' else 'a'} {kind} {said.format(n=n)}, {react}"
    order = f"{lead} {happens}"
    during: tuple[m.Step, ...] = ()
    if rng.random() < 0.4:  # after a duty, "whenever" alone ("each time" after one is not read)
        duty_said, duty = rng.choice(
            (("explore", m.Act(m.EXPLORE)), ("follow me", m.Act(m.FOLLOW)))
        )
        order, during = f"{duty_said}, and whenever {happens}", (duty,)
    step = m.Watch(cond, then=(act,), during=during, every_time=True)
    return drafted(
        dress(rng, order, typo=0.0),
        [step],
        world,
        "logic",
        f"whenever_{'during' if during else 'near'}",
    )
