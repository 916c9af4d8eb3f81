"""Families of orders players type in words the reader does not read, each drawn with its
meaning: the restating data's second source (``agent.training.restating``).

A family is one thing players ask for (a distance kept between two bounds, a wait before an
errand, a thing picked relative to the one before, a comparison of two distances ...) said in
many ways; the phrasings are written from the game's rules, never from the benchmark's orders
(which the data leaves out word for word). Each draw fills a phrasing with things, numbers and
errands of the game, so the model learns the family, not a sentence.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from agent.reading import meaning as m

ITEMS = ("sword", "bow", "arrow")
MONSTERS = ("gorgon", "bat")
# What defeats each monster (the game's rules): an order naming the weapon keeps it.
WEAPON = {"gorgon": "sword", "bat": "bow"}
CORNERS = ("top left", "top right", "bottom left", "bottom right")

Drawn = tuple[str, m.Meaning]


def _meaning(*steps: m.Step) -> m.Meaning:
    return m.Meaning("", tuple(steps))


def _thing(kind: str, pick: str = "", origin: str = m.COMPANION) -> m.Thing:
    return m.Thing(kind, 1, pick, origin)


# -- errands said as a branch or a step ---------------------------------------------------------

FETCH_SAID = ("get the {x}", "grab the {x}", "pick up the {x}", "go get the {x}", "fetch the {x}",
              "nab the {x}", "go grab the {x}", "snag the {x}", "collect the {x}")
ATTACK_SAID = ("kill the {k}", "attack the {k}", "go after the {k}", "take out the {k}",
               "fight the {k}", "deal with the {k}", "hunt down the {k}")
STAY_SAID = ("stay put", "stay where you are", "stay here", "hold your position", "sit tight",
             "just wait there", "stand still")
FOLLOW_SAID = ("follow me", "come with me", "tag along behind me", "stick with me")
COME_SAID = ("come back to me", "come back here", "get back here", "head back to me")


def _naming(words: str, slot: str, value: str) -> Callable[[str], str]:
    """The words with the thing in ``slot`` named, or named by a pronoun ("it") when given."""
    def said(it: str) -> str:
        return words.replace(f"the {{{slot}}}", it) if it else words.replace(f"{{{slot}}}", value)
    return said


def _errand(rng: random.Random, avoid: str = "") -> tuple[Callable[[str], str], m.Act]:
    """An errand as a branch says it, with a pronoun form for the thing it names: ("grab the
    bow" / "grab it", the step)."""
    kind = rng.choice(("fetch", "fetch", "fetch", "attack", "stay", "follow", "come"))
    if kind == "fetch":
        x = rng.choice([i for i in ITEMS if i != avoid] or ITEMS)
        return _naming(rng.choice(FETCH_SAID), "x", x), m.Act(m.FETCH, _thing(x))
    if kind == "attack":
        k = rng.choice([k for k in MONSTERS if k != avoid] or MONSTERS)
        return _naming(rng.choice(ATTACK_SAID), "k", k), m.Act(m.ATTACK, _thing(k))
    words, action = {"stay": (STAY_SAID, m.STAY), "follow": (FOLLOW_SAID, m.FOLLOW),
                     "come": (COME_SAID, m.COME_BACK)}[kind]
    said = rng.choice(words)
    return _naming(said, "x", ""), m.Act(action)


ELSE = (", otherwise {b}", ", if not, {b}", "; if not {b}", ", else {b}", ". if not, {b}",
        " - otherwise {b}", ", or else {b}", ". otherwise just {b}", ", if it isn't, {b}")
IF = ("if {c}", "suppose {c}", "in case {c}", "assuming {c}", "should it turn out {c}", "if {c}")


def _branches(rng: random.Random, cond_said: str, cond: m.Cond, then: Callable[[str], str],
              then_act: m.Act, *, pronoun: str = "") -> Drawn:
    """"if C, A, otherwise B" in one of its forms; A may name its thing by ``pronoun``."""
    first = rng.choice(IF).format(c=cond_said)
    a = then(pronoun if pronoun and rng.random() < 0.7 else "")
    if rng.random() < 0.3:
        return f"{first}, {a}", _meaning(m.Choice(cond, (then_act,)))
    other, other_act = _errand(rng)
    while other_act == then_act:
        other, other_act = _errand(rng)
    sep = rng.choice((", ", " ", " then ", ": "))
    order = f"{first}{sep}{a}" + rng.choice(ELSE).format(b=other(""))
    return order, _meaning(m.Choice(cond, (then_act,), (other_act,)))


# -- comparisons of distances, waits, picks relative to a thing, corners, bare chains ---------

CLOSER = ("the {k} is closer to the {a} than to {me}", "the {k} is nearer the {a} than {me}",
          "the {k}'s closer to the {a} than it is to {me}", "the {k} is nearer to the {a} than to "
          "{me}", "the {k} is closer to the {a} than it is to {me}")
FARTHER = ("the {k} is farther from the {a} than from {me}", "the {k} is further from the {a} "
           "than it is from {me}")


def closer_than(rng: random.Random) -> Drawn:
    """A thing nearer one thing than a party: two distances compared."""
    k, a = rng.sample((*ITEMS, *MONSTERS), 2)
    who = rng.choice((m.PLAYER, m.PLAYER, m.COMPANION))
    me = "me" if who == m.PLAYER else "you"
    near = rng.random() < 0.75
    said = rng.choice(CLOSER if near else FARTHER).format(k=k, a=a, me=me)
    cond = m.Compare("<" if near else ">", m.DistanceTo(_thing(a), k),
                     m.DistanceTo(_thing(k), who))
    then, act = _errand(rng)
    return _branches(rng, said, cond, then, act)


NEAR_BY = ("the {x} is less than {n} tiles away", "the {x} is under {n} steps away",
           "the {x}'s fewer than {n} tiles from you", "you're less than {n} tiles from the {x}",
           "the {x} is closer than {n} tiles", "the {x}'s not even {n} tiles from you")
FAR_BY = ("the {x} is more than {n} tiles away", "the {x}'s over {n} tiles from you",
          "you're more than {n} steps from the {x}", "the {x} is further than {n} tiles off")


def near_then_it(rng: random.Random) -> Drawn:
    """A thing's distance from the companion, and an errand on that thing named by "it"."""
    x = rng.choice((*ITEMS, *MONSTERS))
    n = rng.randint(3, 25)
    near = rng.random() < 0.65
    said = rng.choice(NEAR_BY if near else FAR_BY).format(x=x, n=n)
    op = "<" if near else ">"
    cond = m.Compare(op, m.DistanceTo(_thing(x)), m.Number(n))
    if x in ITEMS:
        then, act = _naming(rng.choice(FETCH_SAID), "x", x), m.Act(m.FETCH, _thing(x))
    else:
        then, act = _naming(rng.choice(ATTACK_SAID), "k", x), m.Act(m.ATTACK, _thing(x))
    return _branches(rng, said, cond, then, act, pronoun="it")


WALK_NEAR = ("the {x} is less than {n} steps' walk away", "the walk to the {x} is under {n} steps",
             "you can walk to the {x} in fewer than {n} steps", "the {x} is a walk of less than "
             "{n} steps", "it's fewer than {n} steps to walk to the {x}")
WALK_FAR = ("the {x} is more than {n} steps' walk away", "the walk to the {x} is over {n} steps",
            "it takes more than {n} steps to walk to the {x}")


def walk_then_it(rng: random.Random) -> Drawn:
    """A thing's walking distance (round the walls), and an errand on that thing by "it"."""
    x = rng.choice((*ITEMS, *MONSTERS))
    n = rng.randint(4, 40)
    near = rng.random() < 0.65
    said = rng.choice(WALK_NEAR if near else WALK_FAR).format(x=x, n=n)
    cond = m.Compare("<" if near else ">", m.DistanceTo(_thing(x), walk=True), m.Number(n))
    if x in ITEMS:
        then, act = _naming(rng.choice(FETCH_SAID), "x", x), m.Act(m.FETCH, _thing(x))
    else:
        then, act = _naming(rng.choice(ATTACK_SAID), "k", x), m.Act(m.ATTACK, _thing(x))
    return _branches(rng, said, cond, then, act, pronoun="it")


STILL = ("don't move", "dont budge", "don't budge an inch", "don't go anywhere",
         "don't move a muscle", "don't wander off", "don't leave this spot", "don't take a step")
STILL_LEAD = ("stay here and {s}", "{s}, stay right where you are", "stay put, {s}",
              "{s}", "right here, {s}", "hold on here and {s}", "wait here, {s}")


def hold_still(rng: random.Random) -> Drawn:
    """Not moving, said by what not to do: staying."""
    return rng.choice(STILL_LEAD).format(s=rng.choice(STILL)), _meaning(m.Act(m.STAY))


LEAVE_IT = ("without picking it up", "but don't pick it up", "but leave it on the floor",
            "and don't take it", "but leave it where it is", "without grabbing it",
            "but don't touch it", "leaving it there")
GO_BY = ("go over to the {x} {l}", "walk to the {x} {l}", "head over to the {x}, {l}",
         "go stand by the {x} {l}", "make your way to the {x} {l}")
WATCH_BY = ("stand watch over the {x}, {l}", "keep guard by the {x} {l}",
            "guard the {x} {l}", "watch over the {x} {l}")


def go_without_taking(rng: random.Random) -> Drawn:
    """Going to a thing, or guarding it, and leaving it on the ground: kept off all along."""
    x = rng.choice(ITEMS)
    thing, kept = _thing(x), m.Act(m.Action.KEEP_OFF, m.Thing(x))
    if rng.random() < 0.6:
        order = rng.choice(GO_BY).format(x=x, l=rng.choice(LEAVE_IT))
        return order, _meaning(kept, m.Act(m.GO_TO, place=m.Place(thing=thing)))
    order = rng.choice(WATCH_BY).format(x=x, l=rng.choice(LEAVE_IT))
    return order, _meaning(kept, m.Act(m.GUARD, place=m.Place(thing=thing)))


WITH_WEAPON = ("kill the {k} with the {w}", "use the {w} to kill the {k}",
               "get rid of the {k} with the {w}", "take down the {k} using the {w}",
               "grab the {w} and use it on the {k}", "go after the {k}, use the {w}",
               "arm yourself with the {w} and fight the {k}", "{w} the {k}")


def with_weapon(rng: random.Random) -> Drawn:
    """An attack with the weapon that defeats the monster named: the weapon, then the fight."""
    k = rng.choice(MONSTERS)
    w = WEAPON[k]
    said = rng.choice(WITH_WEAPON)
    if said.startswith("{w}"):
        said = rng.choice(WITH_WEAPON[:-1])
    return said.format(k=k, w=w), _meaning(m.Act(m.FETCH, _thing(w)), m.Act(m.ATTACK, _thing(k)))


BARE_BACK = ("back to me", "back here", "then me", "back to where i am")


def terse_chain(rng: random.Random) -> Drawn:
    """Things named alone, one after another: an item is picked up, a monster fought, and "back
    to me" is coming back."""
    steps: list[tuple[str, m.Act]] = []
    for _ in range(rng.randint(2, 3)):
        x = rng.choice((*ITEMS, *MONSTERS))
        act = m.Act(m.FETCH if x in ITEMS else m.ATTACK, _thing(x))
        if all(a != act for _, a in steps):
            steps.append((f"the {x}", act))
    if rng.random() < 0.5:
        steps.append((rng.choice(BARE_BACK), m.Act(m.COME_BACK)))
    if len(steps) < 2:
        steps.append((rng.choice(BARE_BACK), m.Act(m.COME_BACK)))
    words = [w for w, _ in steps]
    form = rng.choice(("first {0}, then {rest}", "{0} first, then {rest}", "{0}, then {rest}",
                       "{0}, {rest}", "{0} > {rest}"))
    joiner = {"{0} > {rest}": " > ", "{0}, {rest}": ", "}.get(form, ", then ")
    rest = joiner.join(w.replace("then me", "me") for w in words[1:])
    return form.format(words[0], rest=rest), _meaning(*(a for _, a in steps))


RELATIVE = ("then the {b} closest to it", "then the {b} nearest to it",
            "then whichever {b} is nearest it", "and then the {b} next to it",
            "then the {b} that's closest to that", "after that the {b} nearest to it")


def relative_pick(rng: random.Random) -> Drawn:
    """A thing picked near the one just fetched."""
    a, b = rng.sample(ITEMS, 2)
    first = rng.choice(FETCH_SAID).format(x=a)
    order = f"{first}, {rng.choice(RELATIVE).format(b=b)}"
    return order, _meaning(m.Act(m.FETCH, _thing(a)),
                           m.Act(m.FETCH, _thing(b, m.NEAREST, a)))


IN_CORNER = ("the {x} up in the {c} corner", "the {x} in the {c}", "the {x} over in the {c}",
             "the {x} down in the {c} corner", "the {x} in the {c} corner",
             "the {x} that's over in the {c}", "the {x} off in the {c} corner")


def in_corner(rng: random.Random) -> Drawn:
    """A thing named by the corner it is in: the one nearest that corner."""
    c = rng.choice(CORNERS)
    x = rng.choice((*ITEMS, *MONSTERS))
    thing = _thing(x, m.NEAREST, c)
    named = rng.choice(IN_CORNER).format(x=x, c=c)
    if x in ITEMS:
        verb = rng.choice(("get", "grab", "fetch", "go pick up", "nab"))
        return f"{verb} {named}", _meaning(m.Act(m.FETCH, thing))
    verb = rng.choice(("kill", "attack", "go fight", "take out", "go after"))
    return f"{verb} {named}", _meaning(m.Act(m.ATTACK, thing))


WAIT = ("give it {n} turns and then {d}", "hang on {n} ticks, then {d}",
        "hold on for {n} turns then {d}", "after {n} ticks, {d}", "in {n} turns, {d}",
        "wait {n} moves before you {d}", "count to {n} turns, then {d}",
        "pause for {n} ticks and {d}", "let {n} turns go by, then {d}",
        "sit still for {n} ticks, then {d}")


def wait_then(rng: random.Random) -> Drawn:
    """A wait of some turns before an errand."""
    n = rng.randint(2, 12)
    then, act = _errand(rng)
    while act.action == m.STAY:
        then, act = _errand(rng)
    return rng.choice(WAIT).format(n=n, d=then("")), _meaning(m.Repeat((), turns=n), act)


ROOM = ("give me some room, at least {n} tiles", "back off, {n} tiles at least",
        "don't come within {n} tiles of me", "stay {n} or more tiles away from me",
        "keep {n}+ tiles back from me", "i need space - at least {n} tiles",
        "keep your distance, {n} tiles minimum")
LEASH = ("stay within {n} tiles of me", "don't go further than {n} tiles from me",
         "never get more than {n} tiles away from me", "keep within {n} squares of me",
         "{n} tiles from me at most")
AROUND = ("hover round the {x}, {a} to {b} tiles off it", "keep {a}-{b} tiles from the {x}",
          "stay between {a} and {b} tiles away from the {x}", "circle the {x} at {a} to {b} tiles",
          "hang around {a} to {b} squares from the {x}")


def distances(rng: random.Random) -> Drawn:
    """A distance kept from the player (a least or a most) or between bounds from a thing."""
    family = rng.choice(("room", "leash", "around"))
    if family == "around":
        x = rng.choice((*ITEMS, *MONSTERS))
        a = rng.randint(1, 4)
        b = rng.randint(a + 1, 8)
        order = rng.choice(AROUND).format(x=x, a=a, b=b)
        return order, _meaning(m.Act(m.KEEP_DISTANCE, _thing(x), least=a, most=b))
    n = rng.randint(2, 8)
    if family == "room":
        return rng.choice(ROOM).format(n=n), _meaning(
            m.Act(m.KEEP_DISTANCE, _thing(m.PLAYER), least=n))
    return rng.choice(LEASH).format(n=n), _meaning(m.Act(m.KEEP_DISTANCE, _thing(m.PLAYER),
                                                         most=n))


COUNTED = {"bat": ("bats", "the bats", "the number of bats"),
           "gorgon": ("gorgons", "the gorgons", "the gorgon count"),
           m.ANY_MONSTER: ("monsters", "the monsters", "monsters alive"),
           "arrow": ("arrows", "the arrows on the floor", "arrows lying around"),
           m.ANY_ITEM: ("items", "the items on the ground", "things lying around")}
HEALTH_SAID = {m.COMPANION: ("your health", "your hp", "your hit points"),
               m.PLAYER: ("my health", "my hp", "my hit points")}
ARITH_SAID = {"+": ("plus", "and", "added to"), "-": ("minus", "take away", "less"),
              "*": ("times", "multiplied by")}
ASK_VALUE = ("{e} - what's that", "what's {e}?", "{e}, what do you get", "work out {e}",
             "tell me {e}", "{e} = ?", "what do {e} come to")


def worked_out(rng: random.Random) -> Drawn:
    """Counts and healths combined and said as one number."""
    def operand() -> tuple[str, m.Expr]:
        if rng.random() < 0.7:
            kind = rng.choice(list(COUNTED))
            return rng.choice(COUNTED[kind]), m.CountOf(kind)
        who = rng.choice(m.WHO)
        return rng.choice(HEALTH_SAID[who]), m.HealthOf(who)

    said, value = operand()
    for _ in range(rng.randint(1, 2)):
        op = rng.choice(("+", "+", "-", "*"))
        right: m.Expr
        if rng.random() < 0.35:
            k = rng.randint(1, 5)
            right_said, right = str(k), m.Number(k)
        else:
            right_said, right = operand()
        said = f"{said} {rng.choice(ARITH_SAID[op])} {right_said}"
        value = m.Arith(op, value, right)
    return rng.choice(ASK_VALUE).format(e=said), _meaning(m.Ask(m.VALUE, value=value))


# -- the first families: bounds, coming back, sums, gathering, receiving, "unless" ----------



KEEP_BETWEEN = ("stay {a} to {b} tiles away from me", "keep {a}-{b} tiles off me",
                "hang back, somewhere between {a} and {b} tiles from me",
                "no closer than {a} and no further than {b} from me",
                "keep a distance of between {a} and {b} tiles from me",
                "don't get closer than {a} or farther than {b} tiles from me",
                "stay within {b} tiles of me but not closer than {a}",
                "hover around {a} to {b} squares from me", "keep {a} or {b} tiles back from me",
                "between {a} and {b} tiles from me at all times")
COME_BACK = ("make your way back over here", "get back over here", "come on back to me",
             "back to me", "return to where I am", "get over here", "come here",
             "head back my way", "come back to where I'm standing", "rejoin me",
             "get yourself back here", "walk back to me", "return to me now")
HAND_OVER = ("hand me what you're holding", "give me your stuff", "pass me everything you've got",
             "hand it all over", "give me whatever you're carrying", "empty your pockets for me")
ARITH_WORDS = (("double", "*", 2), ("triple", "*", 3), ("halve", "/", 2))
COUNT_WORDS = {"bat": ("the number of bats", "the bat count", "how many bats there are"),
               "gorgon": ("the number of gorgons", "the gorgon count"),
               m.ANY_MONSTER: ("the number of monsters", "the monster count",
                               "how many monsters are left"),
               "arrow": ("the number of arrows", "the arrow count",
                         "how many arrows are lying around")}
BETWEEN = ("how far is the {a} from the {b}?", "what's the distance between the {a} and the {b}",
           "how many tiles from the {b} to the {a}?", "how far apart are the {a} and the {b}",
           "tell me how far the {a} is from the {b}", "distance from the {b} to the {a}?",
           "how many steps is it from the {b} to the {a}")
GATHER = ("gather up the {a} plus whatever {bs} are lying about",
          "grab the {a} and all the {bs}", "round up the {a} and every {b}",
          "collect the {a} along with all the {bs}", "get me the {a} and whatever {bs} you find",
          "pick up the {a}, and the {bs} too", "snag the {a} plus every {b} on the map")


# The player wants a thing: brought and handed over, not only picked up.
RECEIVE = ("i'd like the {x}", "i want the {x} in my hands", "the {x} - i want it",
           "let me have the {x}", "i need the {x}, get it to me", "i'll take the {x} please",
           "can i have the {x}", "get the {x} into my hands", "i want that {x}",
           "the {x}, i'd like it over here with me")
# "Unless" is "if not": the errand is done while the monster lives.
UNLESS = ("unless the {k} has been killed, go and get the {x}",
          "if the {k} isn't dead yet, grab the {x}", "unless the {k} is gone, fetch the {x}",
          "get the {x} unless the {k} is dead already",
          "as long as the {k} is still around, pick up the {x}")
# Sums of two answers, said as one.
SUMS = ("add my health and yours and say the result", "what's your health plus my health",
        "your health and mine added together?", "tell me the sum of my health and yours",
        "how much health do we have between us")


def spoken(rng: random.Random) -> Drawn:
    """The first families: a distance kept between bounds from the player, coming back,
    handing over, a count worked out, things gathered, an errand until holding some, a distance
    between two things, receiving a thing, "unless", a sum of healths."""
    family = rng.choice(("keep_between", "come_back", "hand_over", "arith", "arith2", "gather",
                         "until_holding", "between", "receive", "unless", "sum"))
    if family == "receive":
        x = rng.choice(("sword", "bow", "arrow"))
        return (rng.choice(RECEIVE).format(x=x),
                _meaning(m.Act(m.BRING, m.Thing(x))))
    if family == "unless":
        monster, x = rng.choice(("gorgon", "bat")), rng.choice(("sword", "bow", "arrow"))
        alive = m.Compare(">", m.CountOf(monster), m.Number(0))
        return (rng.choice(UNLESS).format(k=monster, x=x),
                _meaning(m.Choice(alive, (m.Act(m.FETCH, m.Thing(x)),))))
    if family == "sum":
        return rng.choice(SUMS), _meaning(m.Ask(m.VALUE, value=m.Arith(
            "+", m.HealthOf(m.COMPANION), m.HealthOf(m.PLAYER))))
    if family == "between":
        to, origin = rng.sample(("sword", "bow", "arrow", "gorgon", "bat"), 2)
        order = rng.choice(BETWEEN).format(a=to, b=origin)
        return order, _meaning(m.Ask(m.VALUE, value=m.DistanceTo(m.Thing(to), origin)))
    if family == "keep_between":
        a = rng.randint(1, 4)
        b = rng.randint(a + 1, 8)
        order = rng.choice(KEEP_BETWEEN).format(a=a, b=b)
        return order, _meaning(m.Act(m.KEEP_DISTANCE, m.Thing(m.PLAYER), least=a, most=b))
    if family == "come_back":
        return rng.choice(COME_BACK), _meaning(m.Act(m.COME_BACK))
    if family == "hand_over":
        return rng.choice(HAND_OVER), _meaning(m.Act(m.HAND_OVER))
    if family in ("arith", "arith2"):
        kind = rng.choice(list(COUNT_WORDS))
        said = rng.choice(COUNT_WORDS[kind])
        verb, op, n = rng.choice(ARITH_WORDS)
        value: m.Expr = m.Arith(op, m.CountOf(kind), m.Number(n))
        order = rng.choice((f"take {said}, {verb} it, and tell me",
                            f"{verb} {said} and tell me what you get",
                            f"what's {said} if you {verb} it?"))
        if family == "arith2":
            k = rng.randint(1, 3)
            plus = rng.random() < 0.5
            value = m.Arith("+" if plus else "-", value, m.Number(k))
            order = (f"{verb} {said}, then {'add' if plus else 'take away'} {k}, and tell me "
                     "the result")
        return order, _meaning(m.Ask(m.VALUE, value=value))
    if family == "gather":
        one, every = rng.sample(("sword", "bow", "arrow"), 2)
        if one == "arrow":
            one, every = every, one
        order = rng.choice(GATHER).format(a=one, b=every, bs=every + "s")
        return order, _meaning(m.Act(m.FETCH, m.Thing(one)),
                               m.Act(m.FETCH, m.Thing(every, None)))
    n = rng.randint(2, 3)
    order = rng.choice(("keep collecting arrows till you're holding {n}",
                        "grab arrows until you've got {n}", "pick up arrows until you carry {n}",
                        "get arrows till you have {n} of them")).format(n=n)
    return order, _meaning(m.Watch(m.Compare(">=", m.Carried(m.COMPANION, "arrow"), m.Number(n)),
                                   during=(m.Act(m.FETCH, m.Thing("arrow", None)),)))


DRAWERS: tuple[Callable[[random.Random], Drawn], ...] = (
    closer_than, near_then_it, hold_still, go_without_taking, with_weapon, terse_chain,
    relative_pick, in_corner, wait_then, distances, worked_out, walk_then_it)


def families(rng: random.Random) -> Drawn:
    """One order of a family, with its meaning: half of the draws from the first families."""
    if rng.random() < 0.5:
        return spoken(rng)
    return rng.choice(DRAWERS)(rng)
